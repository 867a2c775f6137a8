import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Route, Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { MetricsStore } from '@/stores/metrics/MetricsStore';
import { SessionStore } from '@/stores/sessions/SessionStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import StreamOutputsPage from './StreamOutputsPage';
import type { Call } from 'fixtures/answeringFetch';
import { answeringFetch } from 'fixtures/answeringFetch';
import { currentUserFixture } from 'fixtures/currentUserFixture';
import { LOGGING_OUTPUT, outputFixture, outputStreamFixture, outputTypesFixture } from 'fixtures/outputFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const stream = outputStreamFixture();
const archive = outputFixture();
const consoleLog = outputFixture({ id: '5f0000000000000000000a04', title: 'Console log', type: LOGGING_OUTPUT, configuration: { prefix: 'fwd: ' } });
const launched = outputFixture({ id: '5f0000000000000000000a05', title: 'Debug log', type: LOGGING_OUTPUT, configuration: { prefix: 'dbg: ' } });

/** The stream forwards to "Archive"; "Console log" exists and forwards nothing yet. */
const server = (calls: Array<Call>, overrides: (call: Call) => unknown) => answeringFetch({
  [`GET /api/streams/${stream.id}`]: stream,
  [`GET /api/streams/${stream.id}/outputs`]: { total: 1, outputs: [archive] },
  'GET /api/system/outputs': { total: 2, outputs: [consoleLog, archive] },
  'GET /api/system/outputs/available': { types: outputTypesFixture() },
  'POST /api/system/outputs': launched,
}, calls, overrides);

const settle = () => act(async () => { for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0)); });
const modal = () => document.body.querySelector('.modal');
const dialogButton = (label: string) => Array.from(document.body.querySelectorAll<HTMLButtonElement>('.modal button')).find((button) => button.textContent === label);

describe('StreamOutputsPage', () => {
  let wrapper: ReactWrapper;
  let calls: Array<Call>;

  const render = async (permissions: Array<string>, overrides: (call: Call) => unknown = () => undefined) => {
    calls = [];
    const answer = server(calls, overrides);
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    jest.mocked(fetchPeriodically).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions }) });
    const history = createMemoryHistory({ initialEntries: [`/streams/${stream.id}/outputs`] });
    wrapper = mount(<Router history={history}><Route path="/streams/:streamId/outputs"><StreamOutputsPage /></Route></Router>);
    await settle();
    wrapper.update();
  };
  const titles = () => wrapper.find('tbody tr').map((tr) => tr.find('td').first().find('.fw-semibold').first().text());
  const row = (title: string) => wrapper.find('tbody tr').filterWhere((tr) => tr.find('td').first().find('.fw-semibold').first().text() === title);
  const options = (label: string) => wrapper.find(`select[aria-label="${label}"] option`).map((option) => option.text());
  const posts = (url: string) => calls.filter((call) => call.method === 'POST' && call.url === url);
  const refresh = async () => { await settle(); wrapper.update(); };

  beforeEach(() => {
    SessionStore.setState({ sessionId: 'session-1', username: 'jane' });
    MetricsStore.setState({ metricsByNode: undefined });
    Object.values(UserNotification).forEach((notify) => jest.mocked(notify).mockReset());
  });
  afterEach(() => { wrapper?.unmount(); });

  it('shows the stream\'s outputs and offers to assign only the outputs it does not use yet', async () => {
    await render(['*'], ({ method, url }) => (method === 'POST' && url === `/api/streams/${stream.id}/outputs` ? {} : undefined));
    expect(wrapper.find('h1').text()).toBe('Outputs of stream Web servers');
    expect(titles()).toEqual(['Archive']);
    expect(options('Existing output')).toEqual(['Select existing output', 'Console log']);

    act(() => { wrapper.find('select[aria-label="Existing output"]').simulate('change', { target: { value: consoleLog.id } }); });
    act(() => { wrapper.find('form[aria-label="Assign existing output"]').simulate('submit'); });
    await refresh();
    expect(posts(`/api/streams/${stream.id}/outputs`).map((call) => call.body)).toEqual([{ outputs: [consoleLog.id] }]);
    expect(UserNotification.success).toHaveBeenCalledWith('Output "Console log" was added to the stream.');
    // The list is asked again after the assignment.
    expect(calls.filter((call) => call.method === 'GET' && call.url === `/api/streams/${stream.id}/outputs`)).toHaveLength(2);
  });

  it('launches a new output and attaches it to the stream', async () => {
    await render(['*'], ({ method, url }) => (method === 'POST' && url === `/api/streams/${stream.id}/outputs` ? {} : undefined));
    act(() => { wrapper.find('select[aria-label="Output type"]').simulate('change', { target: { value: LOGGING_OUTPUT } }); });
    act(() => { wrapper.find('form[aria-label="Launch new output"]').simulate('submit'); });
    await refresh();
    expect(modal()?.querySelector('.modal-title')?.textContent).toBe('Launch new output: STDOUT Output');
    act(() => { wrapper.find('.modal [name="title"]').hostNodes().simulate('change', { target: { value: 'Debug log' } }); });
    act(() => { wrapper.find('.modal [name="prefix"]').hostNodes().simulate('change', { target: { value: 'dbg: ' } }); });
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    await refresh();
    expect(posts('/api/system/outputs').map((call) => call.body)).toEqual([{ title: 'Debug log', type: LOGGING_OUTPUT, configuration: { prefix: 'dbg: ' } }]);
    expect(posts(`/api/streams/${stream.id}/outputs`).map((call) => call.body)).toEqual([{ outputs: [launched.id] }]);
    expect(modal()).toBeNull();
  });

  it('removes an output from the stream, or deletes it everywhere, each after its own confirmation', async () => {
    await render(['*'], ({ method }) => (method === 'DELETE' ? {} : undefined));
    act(() => { row('Archive').find('button[aria-label="Remove output Archive from this stream"]').simulate('click'); });
    await refresh();
    expect(modal()?.textContent).toContain('Do you really want to remove the output Archive from the stream Web servers?');
    act(() => { dialogButton('Remove')?.click(); });
    await refresh();
    expect(calls).toContainEqual({ method: 'DELETE', url: `/api/streams/${stream.id}/outputs/${archive.id}`, body: undefined });
    expect(calls.some((call) => call.method === 'DELETE' && call.url.startsWith('/api/system/outputs'))).toBe(false);
    expect(UserNotification.success).toHaveBeenCalledWith('Output "Archive" was removed from the stream.');

    act(() => { row('Archive').find('button[aria-label="Delete output Archive"]').simulate('click'); });
    await refresh();
    expect(modal()?.textContent).toContain('removed from every stream');
    act(() => { dialogButton('Delete')?.click(); });
    await refresh();
    expect(calls).toContainEqual({ method: 'DELETE', url: `/api/system/outputs/${archive.id}`, body: undefined });
  });

  it('keeps the confirmation open with the reason when the removal is refused', async () => {
    await render(['*'], ({ method }) => (method === 'DELETE' ? new FetchError('Forbidden', 403, { message: 'Not authorized to edit this stream' }) : undefined));
    act(() => { row('Archive').find('button[aria-label="Remove output Archive from this stream"]').simulate('click'); });
    await refresh();
    act(() => { dialogButton('Remove')?.click(); });
    await refresh();
    expect(modal()?.textContent).toContain('Not authorized to edit this stream');
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Removing output "Archive" from the stream failed with status: /), 'Could not remove output from stream');
  });

  it('offers only what the user may do on this stream', async () => {
    await render(['stream_outputs:read', `streams:read:${stream.id}`, 'outputs:read']);
    expect(titles()).toEqual(['Archive']);
    expect(wrapper.find('form[aria-label="Assign existing output"]')).toHaveLength(0);
    expect(wrapper.find('form[aria-label="Launch new output"]')).toHaveLength(0);
    expect(wrapper.find('button[aria-label^="Remove output"]')).toHaveLength(0);
    expect(wrapper.find('button[aria-label^="Delete output"]')).toHaveLength(0);
    // Nothing to assign, so no need for the list of every output.
    expect(calls.some((call) => call.method === 'GET' && call.url === '/api/system/outputs')).toBe(false);

    wrapper.unmount();
    await render(['stream_outputs:read', 'stream_outputs:create', `stream_outputs:delete:${archive.id}`, `streams:edit:${stream.id}`, 'outputs:read']);
    expect(wrapper.find('form[aria-label="Assign existing output"]')).toHaveLength(1);
    expect(wrapper.find('form[aria-label="Launch new output"]')).toHaveLength(0);
    expect(row('Archive').find('button[aria-label="Remove output Archive from this stream"]')).toHaveLength(1);
  });

  it('says what failed when the stream cannot be loaded, and tries again', async () => {
    let failing = true;
    await render(['*'], ({ url }) => (failing && url === `/api/streams/${stream.id}` ? new FetchError('Internal Server Error', 500, { message: 'database locked' }) : undefined));
    expect(wrapper.find('h1').text()).toBe('The stream could not be loaded');
    expect(wrapper.text()).toContain('database locked');
    failing = false;
    act(() => { wrapper.find('button').filterWhere((button) => button.text() === 'Try again').simulate('click'); });
    await refresh();
    expect(wrapper.find('h1').text()).toBe('Outputs of stream Web servers');
  });
});
