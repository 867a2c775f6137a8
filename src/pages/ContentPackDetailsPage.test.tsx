import type { ReactWrapper } from 'enzyme';
import React from 'react';
import { act } from 'react-dom/test-utils';
import { Route } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { newContentPack } from '@/stores/contentpacks/contentPackModel';
import type { ContentPack } from '@/stores/contentpacks/contentPackTypes';
import UserNotification from '@/util/UserNotification';

import ContentPackDetailsPage from './ContentPackDetailsPage';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = jest.mocked(fetch);
const STREAM = { name: 'stream', version: '1' };

const revision = (rev: number): ContentPack => ({
  ...newContentPack(),
  id: 'p1',
  rev,
  name: 'Beats',
  summary: 'Receives Beats',
  vendor: 'ops',
  parameters: [
    { name: 'PORT', title: 'Port', description: 'Where Beats connect', type: 'integer', default_value: 5044 },
    { name: 'TLS', title: 'TLS', description: 'Encrypt', type: 'boolean', default_value: false },
    { name: 'TITLE', title: 'Input title', description: 'Shown in the inputs list', type: 'string', default_value: 'Beats' },
  ],
  entities: [{
    v: '1', type: { name: 'input', version: '1' }, id: 'e1', data: { title: { '@type': 'parameter', '@value': 'TITLE' } }, constraints: [{ type: 'server-version', version: '>=4.0.0' }],
  }],
});

const installedStream = { id: 's9', content_pack_entity_id: 'e2', type: STREAM, title: 'Beats stream', found_on_system: false };
const installation = {
  _id: 'i1', content_pack_id: 'p1', content_pack_revision: 1, parameters: { PORT: { '@type': 'integer', '@value': 5045 } },
  entities: [installedStream], comment: 'edge nodes', created_at: '2024-03-01T10:00:00.000Z', created_by: 'admin',
};

type Call = { method: string, url: string, body: unknown };
let calls: Array<Call> = [];

const answer = (method: string, url: string, body?: unknown): Promise<unknown> => {
  calls.push({ method, url, body });
  if (method === 'GET' && url === '/api/system/content_packs/p1') {
    return Promise.resolve({
      content_pack_revisions: { 1: revision(1), 2: revision(2) },
      constraints_result: { 1: [], 2: [{ constraint: { type: 'server-version', version: '>=4.0.0' }, fulfilled: true }] },
    });
  }
  if (method === 'GET' && url === '/api/system/content_packs/p1/installations') return Promise.resolve({ total: 1, installations: [installation] });
  if (method === 'POST' && url === '/api/system/content_packs/p1/2/installations') return Promise.resolve({ ...installation, _id: 'i2' });
  if (method === 'GET' && url === '/api/system/content_packs/p1/installations/i1/uninstall_details') return Promise.resolve({ entities: [installedStream] });
  if (method === 'DELETE' && url === '/api/system/content_packs/p1/installations/i1') {
    return Promise.resolve({ content_pack: revision(1), uninstalled: { entities: [installedStream], skipped_entities: [], failed_entities: [] } });
  }
  return Promise.reject(new Error(`unexpected ${method} ${url}`));
};

const renderPage = (permissions: Array<string>) => mountPage(
  <Route path="/system/contentpacks/:contentPackId"><ContentPackDetailsPage /></Route>, '/system/contentpacks/p1', permissions,
);
const clickButton = async (wrapper: ReactWrapper, selector: string) => {
  act(() => { wrapper.find(selector).hostNodes().first().simulate('click'); });
  await settle(wrapper);
};
const modal = () => document.querySelector('.modal');

describe('ContentPackDetailsPage', () => {
  beforeEach(() => {
    resetFetchAndToasts();
    calls = [];
    mockFetch.mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
  });
  afterEach(unmountPages);

  it('shows the latest revision with its constraints as checked, and the installations with their parameters', async () => {
    const { wrapper } = await renderPage(['contentpack:read']);

    expect(document.title).toMatch(/^Content pack Beats/);
    expect(wrapper.find('h2').filterWhere((node) => node.text() === 'Revision 2').exists()).toBe(true);
    expect(wrapper.find('section[aria-label="Constraints"]').text()).toContain('Fulfilled');
    // The input's title is a parameter: it reads as the default value.
    expect(wrapper.find('section[aria-label="Entities"] tr[data-entity-id="e1"]').text()).toContain('Beats');
    const installationRow = wrapper.find('tr[data-entity-id="i1"]');
    expect(installationRow.text()).toContain('edge nodes');
    expect(installationRow.text()).toContain('admin');
    expect(installationRow.text()).toContain('PORT = 5045');
    // A reader sees no actions that change anything.
    expect(wrapper.find('button').filterWhere((node) => ['Install', 'Uninstall'].includes(node.text())).exists()).toBe(false);
    expect(wrapper.text()).not.toContain('Create new revision');

    await clickButton(wrapper, 'button[aria-label="Show revision 1"]');
    expect(wrapper.find('h2').filterWhere((node) => node.text() === 'Revision 1').exists()).toBe(true);
  });

  it('installs a revision with the typed parameter values and the comment', async () => {
    const { wrapper } = await renderPage(['*']);
    await clickButton(wrapper, 'button[aria-label="Install revision 2"]');

    expect(modal()?.textContent).toContain('Install content pack Beats, revision 2');
    expect(wrapper.find('.modal input[name="parameters.PORT"]').prop('value')).toBe('5044');
    expect(wrapper.find('.modal input[name="parameters.PORT"]').prop('type')).toBe('number');
    expect(wrapper.find('.modal select[name="parameters.TLS"]').prop('value')).toBe('false');
    act(() => { wrapper.find('.modal input[name="parameters.PORT"]').simulate('change', { target: { value: '5055' } }); });
    act(() => { wrapper.find('.modal select[name="parameters.TLS"]').simulate('change', { target: { value: 'true' } }); });
    act(() => { wrapper.find('.modal input[name="comment"]').simulate('change', { target: { value: 'second site' } }); });
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    await settle(wrapper);

    const install = calls.find((call) => call.method === 'POST');
    expect(install?.url).toBe('/api/system/content_packs/p1/2/installations');
    expect(install?.body).toEqual({
      comment: 'second site',
      parameters: {
        PORT: { '@type': 'integer', '@value': 5055 },
        TLS: { '@type': 'boolean', '@value': true },
        TITLE: { '@type': 'string', '@value': 'Beats' },
      },
    });
    expect(modal()).toBeNull();
    expect(UserNotification.success).toHaveBeenCalledWith('Content pack "Beats" was installed successfully.');
    expect(calls.filter((call) => call.url === '/api/system/content_packs/p1/installations')).toHaveLength(2);
  });

  it('refuses to install with a value that is not of the parameter type', async () => {
    const { wrapper } = await renderPage(['*']);
    await clickButton(wrapper, 'button[aria-label="Install revision 2"]');
    act(() => { wrapper.find('.modal input[name="parameters.PORT"]').simulate('change', { target: { value: '50.5' } }); });
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    await settle(wrapper);

    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(wrapper.find('.modal .invalid-feedback').text()).toBe('This is not an integer value.');
  });

  it('shows the server\'s refusal of a parameter value at its field and keeps what was typed', async () => {
    const { wrapper } = await renderPage(['*']);
    mockFetch.mockImplementation((method, url, body) => (method === 'POST'
      ? Promise.reject(new FetchError('Bad Request', 400, {
        type: 'ApiError', message: 'Parameter PORT must be a whole number (integer), not 3000000000', errors: { 'parameters.PORT': ['must be a whole number (integer)'] },
      }))
      : answer(method, url, body)) as Promise<never>);
    await clickButton(wrapper, 'button[aria-label="Install revision 2"]');
    act(() => { wrapper.find('.modal input[name="parameters.PORT"]').simulate('change', { target: { value: '3000000000' } }); });
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    await settle(wrapper);

    const port = document.querySelector<HTMLInputElement>('.modal input[name="parameters.PORT"]');
    expect(port?.value).toBe('3000000000');
    expect(port?.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(String(port?.getAttribute('aria-describedby')).split(' ').find((id) => id.endsWith('-error')) ?? '')?.textContent)
      .toBe('This value must be a whole number (integer).');
    expect(modal()?.querySelector('.alert-danger')).toBeNull();
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('shows what uninstalling would remove before it uninstalls, then what was removed', async () => {
    const { wrapper } = await renderPage(['*']);
    await clickButton(wrapper, 'button[aria-label="Uninstall installation \\"edge nodes\\""]');

    expect(calls.map((call) => `${call.method} ${call.url}`)).toContain('GET /api/system/content_packs/p1/installations/i1/uninstall_details');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(modal()?.textContent).toContain('Do you really want to uninstall the installation "edge nodes"?');
    expect(modal()?.querySelector('tr[data-entity-id="stream:s9"]')?.textContent).toContain('Beats stream');

    await clickButton(wrapper, '.modal button.btn-danger');

    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/system/content_packs/p1/installations/i1']);
    expect(modal()?.textContent).toContain('Removed');
    expect(modal()?.querySelector('table[aria-label], table')?.textContent).toContain('Beats stream');
    await clickButton(wrapper, '.modal .modal-footer button');
    expect(modal()).toBeNull();
    expect(calls.filter((call) => call.url === '/api/system/content_packs/p1/installations')).toHaveLength(2);
  });
});
