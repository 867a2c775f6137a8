import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import SidecarNewCollectorPage from '@/pages/SidecarNewCollectorPage';
import SidecarNewConfigurationPage from '@/pages/SidecarNewConfigurationPage';
import UserNotification from '@/util/UserNotification';

import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const FILEBEAT = { id: 'filebeat', name: 'filebeat', service_type: 'exec', node_operating_system: 'linux', executable_path: '/usr/bin/filebeat', execute_parameters: null, validation_parameters: null, default_template: 'default: ${sidecar.nodeName}' };

type Call = { method: string, url: string, body: unknown };
let calls: Array<Call> = [];
let saveAnswer: () => Promise<unknown>;

const answer = (method: string, url: string, body: unknown): Promise<unknown> => {
  calls.push({ method, url, body });
  if (url === '/api/sidecar/collectors' && method === 'GET') return Promise.resolve({ collectors: [FILEBEAT] });
  if (url === '/api/sidecar/configuration_variables') return Promise.resolve([{ id: 'v1', name: 'port', description: 'Beats port', content: '5044' }]);
  if (url === '/api/sidecars/all') return Promise.resolve({ sidecars: [] });
  if (url.endsWith('/validate')) return Promise.resolve({ failed: false, errors: {} });
  if (url === '/api/sidecar/configurations/render/preview') return Promise.resolve({ preview: `rendered: ${(body as { template: string }).template.replace('${sidecar.nodeName}', '<sidecar name>')}` });
  if (method === 'POST') return saveAnswer();
  return Promise.resolve(undefined);
};

const type = (wrapper: ReactWrapper, selector: string, value: string) => {
  act(() => { wrapper.find(selector).hostNodes().simulate('change', { target: { value } }); });
  wrapper.update();
};
const clickButton = async (wrapper: ReactWrapper, text: string) => {
  act(() => { wrapper.find('button').filterWhere((button) => button.text() === text).first().simulate('click'); });
  await settle(wrapper);
};

afterEach(unmountPages);
beforeEach(() => {
  calls = [];
  saveAnswer = () => Promise.resolve({ id: 'new' });
  mockFetch.mockReset();
  mockFetch.mockImplementation(((method: string, url: string, body: unknown) => answer(method, url, body)) as never);
  jest.mocked(UserNotification.error).mockReset();
});

describe('configuration form', () => {
  it('takes the collector\'s default template, inserts a variable and shows the rendered preview', async () => {
    const { wrapper } = await mountPage(<SidecarNewConfigurationPage />, '/system/sidecars/configuration/new', ['sidecar_collector_configurations:create', 'sidecar_collector_configurations:read']);
    type(wrapper, 'select[name="collector_id"]', 'filebeat');
    expect(wrapper.find('textarea[name="template"]').prop('value')).toBe('default: ${sidecar.nodeName}');

    await clickButton(wrapper, 'Preview');
    expect(calls).toContainEqual({ method: 'POST', url: '/api/sidecar/configurations/render/preview', body: { template: 'default: ${sidecar.nodeName}' } });
    expect(wrapper.find('[data-testid="configuration-preview"]').hostNodes().text()).toBe('rendered: default: <sidecar name>');

    act(() => { wrapper.find('button[aria-label="Insert ${user.port}"]').simulate('click'); });
    wrapper.update();
    expect(wrapper.find('textarea[name="template"]').prop('value')).toContain('${user.port}');
  });

  it('keeps what was typed when the server refuses it, with the reason at the field', async () => {
    saveAnswer = () => Promise.reject(new FetchError('Bad Request', 400, { failed: true, errors: { name: ['Configuration "web" already exists'] } }));
    const { wrapper } = await mountPage(<SidecarNewConfigurationPage />, '/system/sidecars/configuration/new', ['sidecar_collector_configurations:create', 'sidecar_collector_configurations:read']);
    type(wrapper, 'input[name="name"]', 'web');
    type(wrapper, 'select[name="collector_id"]', 'filebeat');
    type(wrapper, 'textarea[name="template"]', 'mine: ${sidecar.nodeId}');
    act(() => { wrapper.find('form').first().simulate('submit'); });
    await settle(wrapper);

    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/sidecar/configurations')?.body)
      .toEqual({ name: 'web', color: '#FFFFFF', collector_id: 'filebeat', template: 'mine: ${sidecar.nodeId}' });
    expect(wrapper.find('input[name="name"]').prop('value')).toBe('web');
    expect(wrapper.find('textarea[name="template"]').prop('value')).toBe('mine: ${sidecar.nodeId}');
    expect(wrapper.text()).toContain('Configuration "web" already exists');
    expect(UserNotification.error).not.toHaveBeenCalled();
  });
});

describe('collector form', () => {
  it('starts with foreground execution and sends it', async () => {
    const { wrapper } = await mountPage(<SidecarNewCollectorPage />, '/system/sidecars/collector/new', ['sidecar_collectors:create', 'sidecar_collectors:read']);
    expect(wrapper.find('select[name="service_type"]').prop('value')).toBe('exec');
    type(wrapper, 'input[name="name"]', 'filebeat');
    type(wrapper, 'select[name="node_operating_system"]', 'linux');
    type(wrapper, 'input[name="executable_path"]', '/usr/bin/filebeat');
    act(() => { wrapper.find('form').first().simulate('submit'); });
    await settle(wrapper);
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/sidecar/collectors')?.body).toEqual({
      name: 'filebeat', service_type: 'exec', node_operating_system: 'linux', executable_path: '/usr/bin/filebeat', execute_parameters: null, validation_parameters: null, default_template: '',
    });
  });
});
