import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import type { MemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { MetricsStore } from '@/stores/metrics/MetricsStore';
import { SessionStore } from '@/stores/sessions/SessionStore';
import type { Stream } from '@/stores/streams/streamTypes';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import StreamsPage from './StreamsPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';
import { meterFixture, NODE_ID } from 'fixtures/inputFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const stream = (overrides: Partial<Stream>): Stream => ({
  id: 's1', title: 'Web errors', description: 'HTTP 5xx of the shop', rules: [], outputs: [], matching_type: 'AND',
  remove_matches_from_default_stream: false, index_set_id: 'is-default', disabled: false, is_default: false,
  created_at: '2024-01-01T00:00:00.000Z', creator_user_id: 'bob', content_pack: null, ...overrides,
});
const rule = (id: string) => ({ id, stream_id: 's1', field: 'source', type: 1, value: 'web', inverted: false, description: '' });

const allMessages = stream({ id: '000000000000000000000001', title: 'All messages', description: 'Stream containing all messages', is_default: true });
const webErrors = stream({ rules: [rule('r1'), rule('r2')] });
const paused = stream({ id: 's2', title: 'Audit', description: null, disabled: true, index_set_id: 'is-audit', matching_type: 'OR', rules: [rule('r3')] });

type Call = { method: string, url: string, body: unknown };

const server = (calls: Array<Call>, overrides: (call: Call) => unknown = () => undefined) => (method: string, url: string, body?: unknown) => {
  const call = { method, url, body };
  calls.push(call);
  const overridden = overrides(call);
  if (overridden !== undefined) return overridden instanceof Error ? Promise.reject(overridden) : Promise.resolve(overridden);
  if (method === 'GET' && url.startsWith('/api/streams/paginated')) {
    return Promise.resolve({ streams: [allMessages, paused, webErrors], page: 1, per_page: 20, query: '', count: 3, total: 3, grand_total: 3 });
  }
  const answers: { [key: string]: unknown } = {
    'GET /api/system/indices/index_sets?stats=false': {
      total: 3,
      index_sets: [
        { id: 'is-audit', title: 'Audit set', default: false, writable: true },
        { id: 'is-default', title: 'Default index set', default: true, writable: true },
        { id: 'is-events', title: 'Graylog Events', default: false, writable: true, index_template_type: 'events' },
      ],
    },
    'POST /api/cluster/metrics/multiple': {
      [NODE_ID]: { total: 1, metrics: [meterFixture('org.graylog2.plugin.streams.Stream.s1.incomingMessages', 12.5, 900)] },
    },
    'POST /api/streams': { stream_id: 'new1' },
  };
  const key = `${method} ${url}`;
  return Promise.resolve(answers[key]);
};

const settle = () => act(async () => { for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 0)); });
const dialogButton = (label: string) => Array.from(document.body.querySelectorAll<HTMLButtonElement>('.modal button')).find((button) => button.textContent === label);

describe('StreamsPage', () => {
  let wrapper: ReactWrapper;
  let history: MemoryHistory;
  let calls: Array<Call>;

  const render = async (permissions: Array<string>, overrides?: (call: Call) => unknown) => {
    calls = [];
    const answer = server(calls, overrides);
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    jest.mocked(fetchPeriodically).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    CurrentUserStore.setState({ currentUser: currentUserFixture({ id: 'u-jane', username: 'jane', permissions }) });
    history = createMemoryHistory({ initialEntries: ['/streams'] });
    wrapper = mount(<Router history={history}><StreamsPage /></Router>);
    await settle();
    wrapper.update();
  };
  const refresh = async () => { await settle(); wrapper.update(); };
  const row = (title: string) => wrapper.find('tbody tr').filterWhere((tr) => tr.find('a.fw-semibold').first().text() === title);
  const listCalls = () => calls.filter((call) => call.url.startsWith('/api/streams/paginated'));
  const clickMenuItem = async (title: string, label: string) => {
    act(() => { row(title).find(`button[aria-label="More actions for stream ${title}"]`).simulate('click'); });
    await refresh();
    act(() => { row(title).find('.dropdown-item').filterWhere((item) => item.text() === label).hostNodes().simulate('click'); });
    await refresh();
  };

  beforeEach(() => {
    SessionStore.setState({ sessionId: 'session-1', username: 'jane', validatingSession: false });
    MetricsStore.setState({ metricsByNode: undefined });
    Object.values(UserNotification).forEach((notify) => jest.mocked(notify).mockReset());
  });
  afterEach(() => { wrapper?.unmount(); });

  it('lists the streams with index set, rules, throughput and state, with one list request', async () => {
    await render(['*']);

    expect(wrapper.find('h1').text()).toBe('Streams');
    expect(listCalls().map((call) => call.url)).toEqual(['/api/streams/paginated?page=1&per_page=20&sort=title&order=asc']);
    const web = row('Web errors').find('td').map((td) => td.text());
    expect(web.join(' | ')).toContain('HTTP 5xx of the shop');
    expect(web).toContain('Default index set');
    expect(web).toContain('Must match all of the 2 configured stream rules.');
    expect(web).toContain('12.5 msg/s');
    expect(web).toContain('Running');
    const audit = row('Audit').find('td').map((td) => td.text());
    expect(audit).toContain('Audit set');
    expect(audit).toContain('Must match at least one of the 1 configured stream rule.');
    expect(audit).toContain('Paused');
    expect(audit).toContain('—');
    expect(row('Web errors').find('a.fw-semibold').prop('href')).toBe('/streams/s1/search');
    const askedFor = calls.filter((call) => call.url === '/api/cluster/metrics/multiple').flatMap((call) => (call.body as { metrics: Array<string> }).metrics);
    expect(askedFor).toContain('org.graylog2.plugin.streams.Stream.s1.incomingMessages');
  });

  it('never offers to edit, pause or delete the default stream', async () => {
    await render(['*']);
    const defaults = row('All messages');
    expect(defaults.find('a[aria-label^="Manage rules"]')).toHaveLength(0);
    expect(defaults.find('button').filterWhere((button) => /Pause|Resume/.test(button.text()))).toHaveLength(0);
    const items = defaults.find('.dropdown-item').hostNodes().map((item) => item.text());
    expect(items).toEqual(['Manage outputs', 'Manage alerts', 'Manage pipeline connections', 'Set as start page']);
    expect(row('Web errors').find('.dropdown-item').hostNodes().map((item) => item.text()))
      .toEqual(['Edit stream', 'Clone stream', 'Manage outputs', 'Manage alerts', 'Manage pipeline connections', 'Set as start page', 'Share', 'Delete stream']);
  });

  it('keeps each row\'s actions on one line, with short labels', async () => {
    await render(['*']);
    const actions = row('Web errors').find('td.console-entity-table-actions div.d-flex').first();
    expect(actions.hasClass('flex-nowrap')).toBe(true);
    expect(actions.find('a[aria-label="Manage rules of stream Web errors"]').text()).toBe('Rules');
    expect(actions.find('button[aria-label="Pause stream Web errors"]').text()).toBe('Pause');
    expect(row('Audit').find('button[aria-label="Resume stream Audit"]').text()).toBe('Resume');
  });

  it('pauses and resumes, reloading the page after each', async () => {
    await render(['*']);
    act(() => { row('Web errors').find('button[aria-label="Pause stream Web errors"]').simulate('click'); });
    await refresh();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/streams/s1/pause', body: undefined });
    expect(UserNotification.success).toHaveBeenCalledWith('Stream "Web errors" was paused.');
    expect(listCalls()).toHaveLength(2);

    act(() => { row('Audit').find('button[aria-label="Resume stream Audit"]').simulate('click'); });
    await refresh();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/streams/s2/resume', body: undefined });
    expect(listCalls()).toHaveLength(3);
  });

  it('deletes after a confirmation naming the stream, and keeps the dialog open with the reason on failure', async () => {
    let refuse = true;
    await render(['*'], (call) => (call.method === 'DELETE' && refuse ? new FetchError('Forbidden', 403, { message: 'Not allowed to delete' }) : undefined));
    await clickMenuItem('Web errors', 'Delete stream');
    expect(document.body.querySelector('.modal')?.textContent).toContain('Do you really want to delete the stream Web errors?');

    await act(async () => { dialogButton('Delete')?.click(); });
    await refresh();
    expect(document.body.querySelector('.modal .alert-danger')?.textContent).toContain('Not allowed to delete');

    refuse = false;
    await act(async () => { dialogButton('Delete')?.click(); });
    await refresh();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/streams/s1', '/api/streams/s1']);
    expect(UserNotification.success).toHaveBeenCalledWith('Stream "Web errors" was deleted successfully.');
    expect(listCalls()).toHaveLength(2);
  });

  it('creates a stream in the default index set and opens its rule editor', async () => {
    await render(['*']);
    act(() => { wrapper.find('button').filterWhere((button) => button.text() === 'Create stream').simulate('click'); });
    await refresh();
    expect(wrapper.find('select[name="index_set_id"]').prop('value')).toBe('is-default');
    // The events sets hold events, never a stream's messages: they are not offered.
    expect(wrapper.find('select[name="index_set_id"] option').map((option) => option.prop('value'))).not.toContain('is-events');
    expect(wrapper.find('select[name="index_set_id"] option').map((option) => option.text())).toContain('Audit set');
    act(() => { wrapper.find('input[name="title"]').simulate('change', { target: { value: ' Shop ' } }); });
    act(() => { wrapper.find('input[name="remove_matches_from_default_stream"]').simulate('change', { target: { checked: true } }); });
    await act(async () => { wrapper.find('.modal form').simulate('submit'); });
    await refresh();

    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/streams',
      body: { title: 'Shop', description: '', index_set_id: 'is-default', remove_matches_from_default_stream: true },
    });
    expect(history.location.pathname).toBe('/streams/new1/edit');
  });

  it('shows the server refusal of a title at the field', async () => {
    await render(['*'], (call) => (call.method === 'POST' && call.url === '/api/streams'
      ? new FetchError('Bad Request', 400, { message: 'A stream with this title exists', failed: true, errors: { title: ['A stream with this title exists'] } })
      : undefined));
    act(() => { wrapper.find('button').filterWhere((button) => button.text() === 'Create stream').simulate('click'); });
    await refresh();
    act(() => { wrapper.find('input[name="title"]').simulate('change', { target: { value: 'Shop' } }); });
    await act(async () => { wrapper.find('.modal form').simulate('submit'); });
    await refresh();
    expect(wrapper.find('.modal .invalid-feedback').text()).toContain('A stream with this title exists');
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('says an empty list may be one the user is shown nothing of, not that there are no streams', async () => {
    await render(['streams:read:s9'], (call) => (call.url.startsWith('/api/streams/paginated')
      ? { streams: [], page: 1, per_page: 20, query: '', count: 0, total: 0, grand_total: 0 } : undefined));
    expect(wrapper.text()).toContain('No streams to show: none exist yet, or none is shared with you.');
  });

  it('shows a reader the streams they may read and no action on them', async () => {
    await render(['streams:read:s1']);
    expect(wrapper.find('button').filterWhere((button) => button.text() === 'Create stream')).toHaveLength(0);
    const web = row('Web errors');
    expect(web.find('a[aria-label^="Manage rules"]')).toHaveLength(0);
    expect(web.find('button').filterWhere((button) => /Pause|Resume/.test(button.text()))).toHaveLength(0);
    expect(web.find('.dropdown-item').hostNodes().map((item) => item.text())).toEqual(['Set as start page']);
  });

  it('sets a stream as the start page', async () => {
    await render(['streams:read:s1']);
    await clickMenuItem('Web errors', 'Set as start page');
    expect(calls).toContainEqual({ method: 'PUT', url: '/api/users/u-jane', body: { startpage: { type: 'stream', id: 's1' } } });
  });
});
