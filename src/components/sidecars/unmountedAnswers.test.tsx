// Answers that arrive after a sidecar form, dialog, table or page was left change nothing: React 16 warns about a
// state update on an unmounted component, which would mean the answer still reached a component that is gone.
import React from 'react';
import { act } from 'react-dom/test-utils';
import { Route } from 'react-router-dom';

import fetch from '@/logic/rest/FetchProvider';
import ConfigurationsTable from '@/components/sidecars/configurations/ConfigurationsTable';
import DeleteVariableDialog from '@/components/sidecars/configurations/DeleteVariableDialog';
import ConfigurationForm from '@/components/sidecars/forms/ConfigurationForm';
import ConfigurationPreview from '@/components/sidecars/forms/ConfigurationPreview';
import TemplateVariables from '@/components/sidecars/forms/TemplateVariables';
import SidecarAdministrationPage from '@/pages/SidecarAdministrationPage';
import SidecarStatusPage from '@/pages/SidecarStatusPage';

import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const SIDECAR = {
  node_id: 'node-1', node_name: 'web-01', node_details: { operating_system: 'Linux' }, assignments: [],
  last_seen: '2024-05-01T10:00:00.000Z', sidecar_version: '1.1.0', active: true, collectors: ['filebeat'],
};
const page = (key: string, list: Array<unknown>) => ({ query: '', pagination: { page: 1, per_page: 50, count: list.length, total: list.length }, total: list.length, [key]: list });

const answerFor = (method: string, url: string): unknown => {
  if (url === '/api/sidecar/collectors') return { collectors: [{ id: 'filebeat', name: 'filebeat', node_operating_system: 'linux' }] };
  if (url === '/api/sidecar/configuration_variables') return [{ id: 'v1', name: 'port', description: null, content: '5044' }];
  if (url.startsWith('/api/sidecar/configuration_variables/v1/configurations')) return [];
  if (url === '/api/sidecars/all') return { sidecars: [SIDECAR] };
  if (url === '/api/sidecars/node-1') return SIDECAR;
  if (url.startsWith('/api/sidecar/configurations?')) return page('configurations', []);
  if (url === '/api/sidecar/administration') return page('sidecars', [SIDECAR]);
  if (url === '/api/sidecar/configurations/render/preview') return { preview: 'rendered' };
  if (url.endsWith('/validate')) return { failed: false, errors: {} };
  return page('configurations', []);
};

/** Every call waits until `answerAll`: so the answers can be made to arrive after the unmount. */
let held: Array<() => void> = [];
const answerAll = async () => {
  while (held.length > 0) {
    held.splice(0).forEach((release) => release());
    await settle();
  }
};

let consoleError: jest.SpyInstance;
beforeEach(() => {
  held = [];
  mockFetch.mockReset();
  mockFetch.mockImplementation(((method: string, url: string) => new Promise((resolve) => {
    held.push(() => resolve(answerFor(method, url)));
  })) as never);
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  unmountPages();
  consoleError.mockRestore();
});

const updatesAfterUnmount = () => consoleError.mock.calls.filter((call) => String(call[0]).includes('unmounted component'));

describe('sidecar components left before their answers arrive', () => {
  const cases: Array<[string, React.ReactElement, string]> = [
    ['the configuration form', <ConfigurationForm cancelTo="/system/sidecars/configuration" onSaved={() => undefined} />, '/system/sidecars/configuration/new'],
    ['the configuration preview', <ConfigurationPreview configurationId="c1" template="x" unsaved={false} />, '/'],
    ['the template variables', <TemplateVariables onInsert={() => undefined} />, '/'],
    ['the delete variable dialog', <DeleteVariableDialog variable={{ id: 'v1', name: 'port', description: null, content: '5044' }} onClose={() => undefined} onDeleted={() => undefined} />, '/'],
    ['the configurations table', <ConfigurationsTable mayCreate mayEdit mayDelete reloadKey={0} onChanged={() => undefined} />, '/system/sidecars/configuration'],
    ['the status page', <Route path="/system/sidecars/:sidecarId/status"><SidecarStatusPage /></Route>, '/system/sidecars/node-1/status'],
    ['the administration page', <SidecarAdministrationPage />, '/system/sidecars/administration'],
  ];

  it.each(cases)('%s ignores them', async (_name, element, url) => {
    await mountPage(element, url, ['*']);
    expect(held.length).toBeGreaterThan(0);
    unmountPages();
    await answerAll();
    expect(updatesAfterUnmount()).toEqual([]);
  });

  it('the preview ignores a rendering that arrives after the form was left', async () => {
    const { wrapper } = await mountPage(<ConfigurationPreview template="x" unsaved />, '/', ['*']);
    await answerAll();
    act(() => { wrapper.find('button').filterWhere((button) => button.text() === 'Preview').simulate('click'); });
    expect(held).toHaveLength(1);
    unmountPages();
    await answerAll();
    expect(updatesAfterUnmount()).toEqual([]);
  });
});
