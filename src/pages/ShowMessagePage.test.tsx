import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { mount } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Route, Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import type { Method } from '@/logic/rest/FetchProvider';
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { PluginManifest } from '@/plugin-api/PluginManifest';
import { PluginStore } from '@/plugin-api/PluginStore';
import type { MessageFields } from '@/stores/messages/MessagesStore';
import { SystemStore } from '@/stores/system/SystemStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import ShowMessagePage from './ShowMessagePage';
import { currentUserFixture } from 'fixtures/currentUserFixture';
import { DEFAULT_STREAM_ID, INPUT_ID, MESSAGE_ID, NODE_ID, resultMessageFixture } from 'fixtures/messageFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const INPUT = {
  id: INPUT_ID, title: 'Web servers', global: true, name: 'GELF HTTP', content_pack: null, created_at: '2024-03-01T00:00:00.000Z',
  type: 'org.graylog2.inputs.gelf.http.GELFHttpInput', creator_user_id: 'admin', attributes: {}, static_fields: {}, node: null,
};

let calls: Array<{ method: Method, url: string }> = [];
let messageAnswer: () => Promise<unknown>;
let inputAnswer: () => Promise<unknown>;

const answer = (method: Method, url: string): Promise<unknown> => {
  calls.push({ method, url });
  if (url.startsWith('/api/messages/')) return messageAnswer();
  if (url === `/api/system/inputs/${INPUT_ID}`) return inputAnswer();
  if (url === '/api/system') return Promise.resolve({ node_id: NODE_ID, hostname: 'graylog-1.example.org' });
  // The summary names the streams the user may read by title (MessageSummary.test); here none, so ids are shown.
  if (url === '/api/streams') return Promise.resolve({ streams: [] });
  return Promise.reject(new Error(`unexpected ${method} ${url}`));
};

const Page = () => null;
/** Pages a link may lead to in these tests, as core and later features register them. */
const registerPages = (routes: Array<{ path: string, permissions?: string }>) => {
  act(() => { PluginStore.register(new PluginManifest({ name: 'message-test-pages' }, { routes: routes.map((route) => ({ ...route, component: Page })) })); });
};

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

const mounted: Array<ReactWrapper> = [];
afterEach(() => { mounted.splice(0).forEach((wrapper) => wrapper.unmount()); });

const renderPage = async (permissions: Array<string>, timezone: string | null = 'Asia/Tokyo', path = `/messages/graylog_0/${MESSAGE_ID}`) => {
  // Pages of earlier renders in the same test are still mounted and listen.
  act(() => { CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions, timezone }) }); });
  const history = createMemoryHistory({ initialEntries: [path] });
  const wrapper = mount(<Router history={history}><Route path="/messages/:index/:messageId" component={ShowMessagePage} /></Router>);
  mounted.push(wrapper);
  await settle();
  wrapper.update();
  return wrapper;
};

const section = (wrapper: ReactWrapper, title: string) => wrapper.find('.card').filterWhere((card) => card.find('.card-header').text() === title);
const fieldNames = (wrapper: ReactWrapper) => section(wrapper, 'Fields').find('dt > span.font-monospace').map((name) => name.text());
const valueOf = (wrapper: ReactWrapper, name: string) => section(wrapper, 'Fields').find('dl > div')
  .filterWhere((row) => row.find('dt').text() === name).find('dd .flex-grow-1');
const fact = (wrapper: ReactWrapper, label: string) => {
  const labels = section(wrapper, 'How it arrived').find('dt').map((dt) => dt.text());
  return section(wrapper, 'How it arrived').find('dd').at(labels.indexOf(label));
};

describe('ShowMessagePage', () => {
  beforeEach(() => {
    calls = [];
    messageAnswer = () => Promise.resolve(resultMessageFixture({ note: '<img src=x onerror=alert(1)>', stack: `${'x'.repeat(300)}\n  at line 2` }));
    inputAnswer = () => Promise.resolve(INPUT);
    mockFetch.mockReset();
    mockFetch.mockImplementation((method, url) => answer(method, url) as Promise<never>);
    jest.mocked(fetchPeriodically).mockImplementation((method, url) => answer(method, url) as Promise<never>);
    jest.mocked(UserNotification.error).mockReset();
    SystemStore.setState({ system: undefined });
    PluginStore.unregister('message-test-pages');
  });

  it('shows id, index, time in the user\'s zone with milliseconds, input, node, sender and streams', async () => {
    const wrapper = await renderPage(['*']);

    expect(calls).toContainEqual({ method: 'GET', url: `/api/messages/graylog_0/${MESSAGE_ID}` });
    expect(wrapper.find('h1').text()).toBe(`Message ${MESSAGE_ID}`);
    expect(document.title).toContain(`Message ${MESSAGE_ID} on graylog_0`);
    expect(wrapper.find('header').text()).toContain('In index graylog_0');
    // 12:34:56.789 UTC is 21:34:56.789 in Tokyo.
    expect(fact(wrapper, 'Received at').text()).toBe('2024-03-01 21:34:56.789 Asia/Tokyo');
    expect(fact(wrapper, 'Received by').text()).toBe(`Web servers (GELF HTTP) on node graylog-1.example.org (${NODE_ID})`);
    expect(fact(wrapper, 'Sent from').text()).toBe('192.0.2.10');
    expect(fact(wrapper, 'Stored in index').text()).toBe('graylog_0');
    expect(fact(wrapper, 'Routed into stream').text()).toBe(DEFAULT_STREAM_ID);
  });

  it('lists the fields message first, then by name, hiding document, stream and gl2 fields, values as text', async () => {
    const wrapper = await renderPage(['*']);

    expect(fieldNames(wrapper)).toEqual(['message', 'http_status', 'level', 'note', 'source', 'stack', 'timestamp']);
    // Never markup: the value is the text itself.
    expect(valueOf(wrapper, 'note').text()).toBe('<img src=x onerror=alert(1)>');
    expect(valueOf(wrapper, 'note').find('img').exists()).toBe(false);
    expect(valueOf(wrapper, 'stack').find('span').prop('style')).toMatchObject({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
    expect(valueOf(wrapper, 'timestamp').text()).toBe('2024-03-01 21:34:56.789');
  });

  it('links to the inputs page, the input\'s extractors and a new extractor per field only where pages exist and the user may edit the input', async () => {
    registerPages([
      { path: '/system/inputs', permissions: 'inputs:read' },
      { path: '/system/inputs/:inputId/:nodeId/extractors' },
      { path: '/system/inputs/:inputId/:nodeId/extractors/new' },
    ]);
    const editor = await renderPage(['messages:read', 'inputs:read', `inputs:edit:${INPUT_ID}`]);

    expect(fact(editor, 'Received by').find('a').map((link) => [link.text(), link.prop('href')])).toEqual([
      ['Web servers', '/system/inputs'],
      ['Manage extractors', `/system/inputs/${INPUT_ID}/${NODE_ID}/extractors`],
    ]);
    const create = section(editor, 'Fields').find(`a[aria-label="Create extractor for field http_status"]`);
    expect(create.text()).toBe('Create extractor');
    const target = new URL(`http://console${create.prop('href')}`);
    expect(target.pathname).toBe(`/system/inputs/${INPUT_ID}/${NODE_ID}/extractors/new`);
    expect(Object.fromEntries(target.searchParams)).toEqual({ field: 'http_status', example_index: 'graylog_0', example_id: MESSAGE_ID });

    const reader = await renderPage(['messages:read', 'inputs:read']);
    expect(fact(reader, 'Received by').find('a').map((link) => link.text())).toEqual(['Web servers']);
    expect(section(reader, 'Fields').find('a').exists()).toBe(false);
  });

  it('shows only ids for streams (no stream pages yet) and links them once a stream search page exists', async () => {
    const before = await renderPage(['*']);
    expect(fact(before, 'Routed into stream').find('a').exists()).toBe(false);

    registerPages([{ path: '/streams/:streamId/search' }]);
    const after = await renderPage(['*']);
    expect(fact(after, 'Routed into stream').find('a').prop('href')).toBe(`/streams/${DEFAULT_STREAM_ID}/search`);
  });

  it('names the input by id without asking for it when the user may not read it, and when it is gone', async () => {
    const reader = await renderPage(['messages:read']);
    expect(calls.some((call) => call.url.startsWith('/api/system/inputs/'))).toBe(false);
    expect(fact(reader, 'Received by').text()).toContain(`Input ${INPUT_ID} (deleted, or not visible to you)`);

    inputAnswer = () => Promise.reject(new FetchError('Not Found', 404, { message: 'gone' }));
    const admin = await renderPage(['*']);
    expect(fact(admin, 'Received by').text()).toContain(`Input ${INPUT_ID} (deleted, or not visible to you)`);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('shows a message without internal fields plainly', async () => {
    const bare: MessageFields = { _id: 'bare-1', message: 'parsed', source: 'x', timestamp: '2024-03-01T00:00:00.000Z' };
    messageAnswer = () => Promise.resolve({ message: bare, index: 'graylog_0', highlight_ranges: {}, decoration_stats: null });
    const wrapper = await renderPage(['*'], null, '/messages/graylog_0/bare-1');

    expect(fact(wrapper, 'Received by').text()).toBe('No input (the message did not arrive through an input)');
    expect(fact(wrapper, 'Routed into streams').text()).toBe('None');
    expect(fact(wrapper, 'Received at').text()).toBe('2024-03-01 00:00:00.000 UTC');
  });

  it('leaves a missing message to the not-found page and offers another try for other failures', async () => {
    messageAnswer = () => Promise.reject(new FetchError('Not Found', 404, { message: 'Message x does not exist in index graylog_0' }));
    const missing = await renderPage(['*']);
    expect(missing.find('ShowMessagePage').html()).toBeNull();

    messageAnswer = () => Promise.reject(new FetchError('Internal Server Error', 500, { message: 'disk on fire' }));
    const failing = await renderPage(['*']);
    expect(failing.find('.alert-danger').text()).toContain('disk on fire');

    messageAnswer = () => Promise.resolve(resultMessageFixture());
    act(() => { failing.find('.alert-danger button').simulate('click'); });
    await settle();
    failing.update();
    expect(failing.find('h1').text()).toBe(`Message ${MESSAGE_ID}`);
  });
});
