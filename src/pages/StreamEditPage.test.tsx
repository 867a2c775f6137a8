import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Route, Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { SessionStore } from '@/stores/sessions/SessionStore';
import type { Stream } from '@/stores/streams/streamTypes';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import StreamEditPage from './StreamEditPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const TYPES = [
  { id: 1, name: 'EXACT', short_desc: 'match exactly', long_desc: 'match exactly' },
  { id: 2, name: 'REGEX', short_desc: 'match regular expression', long_desc: 'match regular expression' },
  { id: 3, name: 'GREATER', short_desc: 'greater than', long_desc: 'be greater than' },
  { id: 4, name: 'SMALLER', short_desc: 'smaller than', long_desc: 'be smaller than' },
  { id: 5, name: 'PRESENCE', short_desc: 'field presence', long_desc: 'be present' },
  { id: 6, name: 'CONTAINS', short_desc: 'contain', long_desc: 'contain' },
  { id: 7, name: 'ALWAYS_MATCH', short_desc: 'always match', long_desc: 'always match' },
  { id: 8, name: 'MATCH_INPUT', short_desc: 'match input', long_desc: 'match input' },
];

const rules = [
  { id: 'r1', stream_id: 's1', field: 'source', type: 1, value: 'web-1', inverted: false, description: 'the shop' },
  { id: 'r2', stream_id: 's1', field: 'level', type: 3, value: '3', inverted: false, description: '' },
];

type Call = { method: string, url: string, body: unknown };

describe('StreamEditPage', () => {
  let wrapper: ReactWrapper;
  let calls: Array<Call>;
  let stream: Stream;

  const answer = (overrides: (call: Call) => unknown) => (method: string, url: string, body?: unknown) => {
    const call = { method, url, body };
    calls.push(call);
    const overridden = overrides(call);
    if (overridden !== undefined) return overridden instanceof Error ? Promise.reject(overridden) : Promise.resolve(overridden);
    const testMatch = { matches: false, rules: Object.fromEntries(stream.rules.map((r) => [r.id, r.id !== 'r2'])) };
    const answers: { [key: string]: unknown } = {
      'GET /api/streams/s1': stream,
      'GET /api/streams/s1/rules/types': TYPES,
      'GET /api/messages/graylog_0/m1': { message: { _id: 'm1', message: 'checkout failed', source: 'web-1', level: 2, timestamp: '2024-03-01T10:00:00.000Z' }, index: 'graylog_0' },
      'POST /api/streams/s1/testMatch': testMatch,
      'POST /api/streams/s1/rules': { streamrule_id: 'r3' },
    };
    return Promise.resolve(answers[`${method} ${url}`]);
  };

  const settle = () => act(async () => { for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0)); });
  const refresh = async () => { await settle(); wrapper.update(); };
  const render = async (permissions: Array<string>, overrides: (call: Call) => unknown = () => undefined, path = '/streams/s1/edit?index=graylog_0&message_id=m1') => {
    calls = [];
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(overrides)(method, url, body) as Promise<never>);
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions }) });
    const history = createMemoryHistory({ initialEntries: [path] });
    wrapper = mount(<Router history={history}><Route path="/streams/:streamId/edit"><StreamEditPage /></Route></Router>);
    await refresh();
  };
  const ruleItem = (id: string) => wrapper.find(`[data-rule-id="${id}"]`).hostNodes();
  const testMatchCalls = () => calls.filter((call) => call.url === '/api/streams/s1/testMatch');
  const openNewRule = async () => {
    act(() => { wrapper.find('button').filterWhere((button) => button.text() === 'Add stream rule').simulate('click'); });
    await refresh();
  };
  const change = (selector: string, value: string) => act(() => { wrapper.find(selector).hostNodes().simulate('change', { target: { value } }); });
  const submitDialog = async () => {
    await act(async () => { wrapper.find('.modal form').simulate('submit'); });
    await refresh();
  };

  beforeEach(() => {
    stream = {
      id: 's1', title: 'Shop', description: '', rules, outputs: [], matching_type: 'AND', remove_matches_from_default_stream: false,
      index_set_id: 'is1', disabled: true, is_default: false, created_at: '2024-01-01T00:00:00.000Z', creator_user_id: 'jane', content_pack: null,
    };
    SessionStore.setState({ sessionId: 'session-1', username: 'jane' });
    Object.values(UserNotification).forEach((notify) => jest.mocked(notify).mockReset());
  });
  afterEach(() => { wrapper?.unmount(); });

  it("tests the message from the URL against the rules and shows each rule's result", async () => {
    await render(['streams:read:s1', 'streams:edit:s1']);

    expect(wrapper.find('h1').text()).toBe('Rules of stream Shop');
    expect(testMatchCalls()).toHaveLength(1);
    expect(testMatchCalls()[0].body).toEqual({ message: expect.objectContaining({ _id: 'm1', source: 'web-1', level: 2 }) });
    expect(wrapper.text()).toContain('This message would not be routed into the stream.');
    expect(ruleItem('r1').text()).toContain('source must match exactly web-1');
    expect(ruleItem('r1').text()).toContain('the shop');
    expect(ruleItem('r1').text()).toContain('Matches');
    expect(ruleItem('r2').text()).toContain('level must be greater than 3');
    expect(ruleItem('r2').text()).toContain('Does not match');
    expect(wrapper.find('input[type="radio"][value="AND"]').prop('checked')).toBe(true);
  });

  it('offers every rule type the server names and tests again after a new rule is saved', async () => {
    await render(['streams:edit:s1']);
    await openNewRule();
    expect(wrapper.find('select[name="type"] option').map((option) => option.text())).toEqual(TYPES.map((type) => type.short_desc));

    change('select[name="type"]', '6');
    change('input[name="field"]', 'message');
    change('input[name="value"]', 'failed');
    expect(wrapper.find('[data-testid="rule-sentence"]').text()).toBe('message must contain failed');
    stream = { ...stream, rules: [...rules, { id: 'r3', stream_id: 's1', field: 'message', type: 6, value: 'failed', inverted: false, description: '' }] };
    await submitDialog();

    expect(calls).toContainEqual({
      method: 'POST', url: '/api/streams/s1/rules', body: { field: 'message', type: 6, value: 'failed', inverted: false, description: '' },
    });
    expect(UserNotification.success).toHaveBeenCalledWith('Stream rule was created successfully.');
    expect(wrapper.find('.modal')).toHaveLength(0);
    expect(ruleItem('r3').text()).toContain('message must contain failed');
    expect(testMatchCalls()).toHaveLength(2);
  });

  it('shows a regular expression the server refuses at the value field, without a toast', async () => {
    const refusal = new FetchError('Bad Request', 400, {
      message: 'Invalid regular expression: Unclosed group', failed: true, errors: { value: ['Invalid regular expression: Unclosed group'] },
    });
    await render(['streams:edit:s1'], (call) => (call.method === 'POST' && call.url === '/api/streams/s1/rules' ? refusal : undefined));
    await openNewRule();
    change('select[name="type"]', '2');
    change('input[name="field"]', 'source');
    change('input[name="value"]', '(web');
    await submitDialog();

    const value = wrapper.find('input[name="value"]');
    expect(value.prop('aria-invalid')).toBe(true);
    expect(wrapper.find('.modal .invalid-feedback').text()).toContain('Invalid regular expression: Unclosed group');
    expect(value.prop('value')).toBe('(web');
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('saves the matching type and deletes a rule after confirmation', async () => {
    await render(['streams:edit:s1']);
    stream = { ...stream, matching_type: 'OR' };
    act(() => { wrapper.find('input[type="radio"][value="OR"]').simulate('change'); });
    await refresh();
    expect(calls).toContainEqual({ method: 'PUT', url: '/api/streams/s1', body: { matching_type: 'OR' } });
    expect(wrapper.find('input[type="radio"][value="OR"]').prop('checked')).toBe(true);
    expect(testMatchCalls()).toHaveLength(2);

    act(() => { ruleItem('r2').find('button').filterWhere((button) => button.text() === 'Delete').simulate('click'); });
    await refresh();
    expect(document.body.querySelector('.modal')?.textContent).toContain('level must be greater than 3');
    stream = { ...stream, rules: [rules[0]] };
    await act(async () => {
      Array.from(document.body.querySelectorAll<HTMLButtonElement>('.modal button')).find((button) => button.textContent === 'Delete')?.click();
    });
    await refresh();
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/streams/s1/rules/r2', body: undefined });
    expect(ruleItem('r2')).toHaveLength(0);
  });

  it('refuses users who may not edit the stream, and the default stream', async () => {
    await render(['streams:read:s1']);
    expect(wrapper.find('h1').text()).toBe('Missing Permissions');
    wrapper.unmount();

    stream = { ...stream, is_default: true };
    await render(['*']);
    expect(wrapper.find('h1').text()).toBe('Missing Permissions');
  });

  it('loads the newest message when asked', async () => {
    const newest = { message: { _id: 'm9', message: 'hello', source: 'db-1', timestamp: '2024-03-01T10:00:00.000Z' }, index: 'graylog_1' };
    await render(['streams:edit:s1'], (call) => (call.url.startsWith('/api/search/universal/relative')
      ? { messages: [newest], fields: [], total_results: 1, time: 1, built_query: null, used_indices: [], from: '', to: '' }
      : undefined), '/streams/s1/edit');
    expect(testMatchCalls()).toHaveLength(0);
    act(() => { wrapper.find('button').filterWhere((button) => button.text() === 'Load the newest message').simulate('click'); });
    await refresh();
    const search = calls.find((call) => call.url.startsWith('/api/search/universal/relative'));
    expect(search?.url).toContain('limit=1');
    expect(search?.url).toContain('sort=timestamp%3Adesc');
    expect(testMatchCalls()[0].body).toEqual({ message: expect.objectContaining({ _id: 'm9', source: 'db-1' }) });
  });
});
