import type { ReactWrapper } from 'enzyme';
import React from 'react';
import { act } from 'react-dom/test-utils';

import fetch from '@/logic/rest/FetchProvider';
import type { ContentPack } from '@/stores/contentpacks/contentPackTypes';

import ContentPackCreatePage from './ContentPackCreatePage';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = jest.mocked(fetch);
const STREAM = { name: 'stream', version: '1' };
const resolvedStream = {
  v: '1',
  type: STREAM,
  id: 's1',
  data: {
    title: { '@type': 'string', '@value': 'Web traffic' },
    disabled: { '@type': 'boolean', '@value': false },
    stream_rules: [{ field: { '@type': 'string', '@value': 'source' }, value: { '@type': 'string', '@value': 'web-1' } }],
  },
  constraints: [{ type: 'server-version', version: '>=4.0.0' }],
};

type Call = { method: string, url: string, body: unknown };
let calls: Array<Call> = [];

const answer = (method: string, url: string, body?: unknown): Promise<unknown> => {
  calls.push({ method, url, body });
  if (method === 'GET' && url === '/api/system/catalog') {
    return Promise.resolve({ entities: [{ id: 's1', title: 'Web traffic', type: STREAM }, { id: 'g1', title: 'NGINX_ACCESS', type: { name: 'grok_pattern', version: '1' } }] });
  }
  if (method === 'POST' && url === '/api/system/catalog') return Promise.resolve({ entities: [resolvedStream] });
  if (method === 'POST' && url === '/api/system/content_packs') return Promise.resolve(undefined);
  return Promise.reject(new Error(`unexpected ${method} ${url}`));
};

const button = (wrapper: ReactWrapper, text: string) => wrapper.find('button').filterWhere((node) => node.text() === text).hostNodes();
const click = async (wrapper: ReactWrapper, text: string) => {
  act(() => { button(wrapper, text).first().simulate('click'); });
  await settle(wrapper);
};
const type = (wrapper: ReactWrapper, selector: string, value: string) => {
  act(() => { wrapper.find(selector).hostNodes().simulate('change', { target: { value } }); });
  wrapper.update();
};
const heading = (wrapper: ReactWrapper) => wrapper.find('h2[tabIndex=-1]').text();

describe('ContentPackCreatePage', () => {
  beforeEach(() => {
    resetFetchAndToasts();
    calls = [];
    mockFetch.mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
  });
  afterEach(unmountPages);

  it('asks for the required general information before the entities', async () => {
    const { wrapper } = await mountPage(<ContentPackCreatePage />, '/system/contentpacks/create', ['*']);
    await click(wrapper, 'Next');

    expect(heading(wrapper)).toBe('General information');
    expect(wrapper.find('.invalid-feedback').map((node) => node.text())).toEqual(['Name is required.', 'Summary is required.', 'Vendor is required.']);

    type(wrapper, 'input[name="url"]', 'ftp://example.org/pack');
    expect(wrapper.find('.invalid-feedback').map((node) => node.text())).toContain('Must use a URL starting with http or https.');
  });

  it('builds a pack from a chosen stream with a value turned into a parameter, and opens it once created', async () => {
    const { wrapper, history } = await mountPage(<ContentPackCreatePage />, '/system/contentpacks/create', ['*']);
    type(wrapper, 'input[name="name"]', 'Web servers');
    type(wrapper, 'input[name="summary"]', 'Streams for web servers');
    type(wrapper, 'input[name="vendor"]', 'Ops <ops@example.org>');
    await click(wrapper, 'Next');
    expect(heading(wrapper)).toBe('Entities');

    // Nothing chosen yet: the wizard stays.
    await click(wrapper, 'Next');
    expect(heading(wrapper)).toBe('Entities');
    expect(wrapper.text()).toContain('Select at least one entity.');

    type(wrapper, 'input[type="search"]', 'web');
    expect(wrapper.text()).not.toContain('NGINX_ACCESS');
    const streamBox = wrapper.find('label').filterWhere((label) => label.text() === 'Web traffic').prop('htmlFor');
    act(() => { wrapper.find(`input#${String(streamBox)}`).simulate('change'); });
    wrapper.update();
    await click(wrapper, 'Next');

    expect(heading(wrapper)).toBe('Parameters');
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/system/catalog')?.body).toEqual({ entities: [{ id: 's1', type: STREAM }] });

    await click(wrapper, 'Create parameter');
    type(wrapper, '.modal input[name="title"]', 'Source host');
    type(wrapper, '.modal input[name="name"]', 'SOURCE_HOST');
    type(wrapper, '.modal input[name="description"]', 'The host whose messages the stream takes');
    type(wrapper, '.modal input[name="default_value"]', 'web-1');
    act(() => { wrapper.find('.modal form').hostNodes().simulate('submit'); });
    await settle(wrapper);
    expect(wrapper.find('tr[data-entity-id="SOURCE_HOST"]').text()).toContain('web-1');

    act(() => { wrapper.find('button[aria-label="Parameters of stream Web traffic"]').simulate('click'); });
    wrapper.update();
    const row = wrapper.find('.modal tr[data-entity-id="stream_rules.0.value"]');
    act(() => { row.find('select').simulate('change', { target: { value: 'SOURCE_HOST' } }); });
    wrapper.update();
    // Only string parameters are offered for the boolean value.
    expect(wrapper.find('.modal tr[data-entity-id="disabled"] option').map((option) => option.text())).toEqual(['Keep the value']);
    await click(wrapper, 'Done');
    expect(wrapper.find('tr[data-entity-id="s1"]').text()).toContain('1');

    await click(wrapper, 'Next');
    expect(heading(wrapper)).toBe('Preview');
    expect(wrapper.find('pre').text()).toContain('"@type": "parameter"');
    expect(button(wrapper, 'Create content pack').prop('type')).toBe('submit');
    act(() => { wrapper.find('form').first().simulate('submit'); });
    await settle(wrapper);

    const created = calls.find((call) => call.method === 'POST' && call.url === '/api/system/content_packs')?.body as ContentPack;
    expect(created).toEqual(expect.objectContaining({
      v: '1', rev: 1, name: 'Web servers', summary: 'Streams for web servers', vendor: 'Ops <ops@example.org>', description: '', url: '',
      parameters: [{ name: 'SOURCE_HOST', title: 'Source host', description: 'The host whose messages the stream takes', type: 'string', default_value: 'web-1' }],
    }));
    expect(created.entities).toEqual([{
      ...resolvedStream,
      data: { ...resolvedStream.data, stream_rules: [{ field: { '@type': 'string', '@value': 'source' }, value: { '@type': 'parameter', '@value': 'SOURCE_HOST' } }] },
    }]);
    expect(history.location.pathname).toBe(`/system/contentpacks/${created.id}`);
  });
});
