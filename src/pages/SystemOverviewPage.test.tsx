import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import usePolling from '@/stores/polling/usePolling';
import { SystemNotificationsStore } from '@/stores/notifications/SystemNotificationsStore';
import { IndexerClusterStore } from '@/stores/indices/IndexerClusterStore';
import { SessionStore } from '@/stores/sessions/SessionStore';
import { ServerAvailabilityStore } from '@/stores/system/ServerAvailabilityStore';
import type { SystemOverview } from '@/stores/system/SystemStore';
import { SystemStore } from '@/stores/system/SystemStore';
import type { SystemJob } from '@/stores/systemjobs/SystemJobsStore';
import { SystemJobsStore } from '@/stores/systemjobs/SystemJobsStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import type { CurrentUser } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import { SYSTEM_MESSAGES_REFRESH_MS } from '@/components/systemjobs/SystemMessagesList';

import SystemOverviewPage, { JOBS_REFRESH_INTERVAL_MS, REFRESH_INTERVAL_MS } from './SystemOverviewPage';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));
jest.mock('@/stores/polling/usePolling', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/components/throughput/ThroughputChart', () => ({ __esModule: true, default: () => <div id="throughput-chart" /> }));

const overview: SystemOverview = {
  facility: 'graylog-server', codename: 'Noir', node_id: '5ca1ab1e-0000-4000-8000-000000000001',
  cluster_id: 'c0ffee00-1111-4222-8333-444455556666', version: '4.0.0', started_at: '2024-03-01T10:00:00.123Z',
  hostname: 'log-1.example.org', lifecycle: 'running', lb_status: 'alive', timezone: 'Europe/Berlin',
  operating_system: 'Linux 6.1.0', is_processing: true,
};
const restarted: SystemOverview = { ...overview, started_at: '2024-03-02T08:30:00.000Z' };

const job: SystemJob = {
  id: 'job-1', description: 'Rebuilding index ranges of graylog', name: 'org.graylog2.indexer.ranges.RebuildIndexRangesJob', info: '2 of 5 indices',
  node_id: overview.node_id, started_at: '2024-03-01T10:05:00.000Z', percent_complete: 40, is_cancelable: true, provides_progress: true,
};

const failedInput = {
  type: 'input_failed_to_start', severity: 'urgent', timestamp: '2024-03-01T10:06:00.000Z', node_id: overview.node_id,
  details: { input_id: 'in-1', input_title: 'Syslog UDP', reason: 'Address already in use' },
};

const ADMIN = ['*'];

type Answers = { [request: string]: unknown };

/** Answers both fetch and fetchPeriodically from `answers`; an Error rejects. */
const answer = (answers: Answers) => {
  const respond = (method: string, url: string) => {
    const value = answers[`${method} ${url}`];
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  };
  jest.mocked(fetch).mockImplementation(((method: string, url: string) => respond(method, url)) as typeof fetch);
  jest.mocked(fetchPeriodically).mockImplementation(((method: string, url: string) => respond(method, url)) as typeof fetchPeriodically);
};

const defaultAnswers = (): Answers => ({
  'GET /api/system': overview,
  'GET /api/system/notifications': { total: 1, notifications: [failedInput] },
  'GET /api/cluster/jobs': { [overview.node_id]: { jobs: [job] } },
  'GET /api/system/indexer/cluster/health': { status: 'green', shards: { active: 4, initializing: 0, relocating: 0, unassigned: 1 } },
  'DELETE /api/system/notifications/input_failed_to_start': undefined,
  'DELETE /api/cluster/jobs/job-1': job,
  'GET /api/system/messages?page=1': { total: 0, messages: [] },
});

/** The tick the page polls with every `interval` ms (the last registered, with whether it is enabled). */
const pollAt = (interval: number) => {
  const calls = jest.mocked(usePolling).mock.calls.filter(([, ms]) => ms === interval);
  const [tick, , enabled] = calls[calls.length - 1];
  return { tick, enabled: enabled ?? true };
};

const user = { id: 'u', username: 'jane', timezone: 'America/New_York', permissions: ['*'] } as CurrentUser;

describe('SystemOverviewPage', () => {
  let wrapper: ReactWrapper;

  const render = async (permissions = ADMIN) => {
    wrapper = (await mountPage(<SystemOverviewPage />, '/system/overview', permissions)).wrapper;
    await settle(wrapper);
  };

  beforeEach(() => {
    jest.mocked(usePolling).mockReset();
    jest.mocked(fetch).mockReset();
    jest.mocked(fetchPeriodically).mockReset();
    SystemStore.setState({ system: undefined });
    SystemNotificationsStore.setState({ notifications: undefined });
    SystemJobsStore.setState({ jobs: undefined });
    IndexerClusterStore.setState({ health: undefined });
  });

  afterEach(() => {
    unmountPages();
    jest.mocked(UserNotification.success).mockReset();
    jest.mocked(UserNotification.error).mockReset();
  });

  it('shows what the server says about itself, times in the user\'s time zone', async () => {
    answer(defaultAnswers());
    CurrentUserStore.setState({ currentUser: user });
    wrapper = (await mountPage(<SystemOverviewPage />, '/system/overview', ADMIN)).wrapper;
    CurrentUserStore.setState({ currentUser: user });
    await settle(wrapper);

    const text = wrapper.text();
    ['5ca1ab1e-0000-4000-8000-000000000001', 'C0FFEE00-1111-4222-8333-444455556666', '4.0.0 (Noir)', 'log-1.example.org', 'Linux 6.1.0', 'Europe/Berlin', 'alive']
      .forEach((fact) => expect(text).toContain(fact));
    const started = wrapper.find('time[dateTime="2024-03-01T10:00:00.123Z"]');
    expect(started.text()).toBe('2024-03-01 05:00:00.123');
    expect(document.title).toBe('System overview - Graylog Console');
  });

  it('lists notifications with their text and dismisses one', async () => {
    answer(defaultAnswers());
    await render();
    const item = () => wrapper.find('li[data-notification-type="input_failed_to_start"]');
    expect(item().text()).toContain('An input failed to start');
    expect(item().text()).toContain('Input Syslog UDP could not start (node 5ca1ab1e-0000-4000-8000-000000000001): Address already in use.');
    expect(item().text()).toContain('Urgent');

    act(() => { item().find('button').simulate('click'); });
    await settle(wrapper);
    expect(fetch).toHaveBeenCalledWith('DELETE', '/api/system/notifications/input_failed_to_start', undefined, { reportPageErrors: false });
    expect(item().exists()).toBe(false);
    expect(wrapper.text()).toContain('No notifications: the server has nothing to report.');
  });

  it('links the failed input\'s notification to the inputs page', async () => {
    answer(defaultAnswers());
    await render();
    const link = wrapper.find('li[data-notification-type="input_failed_to_start"] a');
    expect(link.prop('href')).toBe('/system/inputs');
    expect(link.text()).toBe('Go to the inputs');
  });

  it('lists running jobs with their progress and cancels one after asking', async () => {
    answer(defaultAnswers());
    await render();
    const item = () => wrapper.find('li[data-job-id="job-1"]');
    expect(item().text()).toContain('Rebuilding index ranges of graylog');
    expect(item().text()).toContain('RebuildIndexRangesJob');
    expect(item().find('.progress-bar').prop('aria-valuenow')).toBe(40);

    act(() => { item().find('button').simulate('click'); });
    wrapper.update();
    expect(document.body.textContent).toContain('Do you really want to cancel Rebuilding index ranges of graylog?');
    const confirm = Array.from(document.querySelectorAll<HTMLButtonElement>('.modal button')).find((button) => button.textContent === 'Cancel job');
    await act(async () => { confirm?.click(); });
    await settle(wrapper);
    expect(fetch).toHaveBeenCalledWith('DELETE', '/api/cluster/jobs/job-1', undefined, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenCalledWith('System job "Rebuilding index ranges of graylog" was cancelled.');
    expect(wrapper.text()).toContain('No system jobs are running.');
  });

  it('shows the indexer cluster health, the time configuration and the throughput', async () => {
    answer(defaultAnswers());
    await render();
    const health = wrapper.find('[aria-label="Indexer cluster health"]').hostNodes();
    expect(health.text()).toContain('green');
    expect(health.text()).toContain('Shards: 4 active, 0 initializing, 0 relocating, 1 unassigned.');
    const times = wrapper.find('dl[aria-label="Time configuration"]').text();
    expect(times).toContain('Your web browser');
    expect(times).toContain('(Europe/Berlin)');
    expect(wrapper.find('#throughput-chart').exists()).toBe(true);
  });

  it('asks for nothing a user may not read, and offers no dismiss or cancel to one who may only read', async () => {
    answer(defaultAnswers());
    await render(['notifications:read', 'systemjobs:read']);
    expect(wrapper.find('li[data-notification-type] button').exists()).toBe(false);
    expect(wrapper.find('li[data-job-id] button').exists()).toBe(false);
    expect(wrapper.find('[aria-label="Indexer cluster health"]').exists()).toBe(false);
    expect(wrapper.find('#throughput-chart').exists()).toBe(false);
    expect(jest.mocked(fetchPeriodically).mock.calls.map(([, url]) => url)).not.toContain('/api/system/indexer/cluster/health');

    jest.mocked(fetchPeriodically).mockClear();
    await render(['system:read']);
    expect(wrapper.text()).not.toContain('Notifications');
    expect(wrapper.text()).not.toContain('System jobs');
    expect(pollAt(JOBS_REFRESH_INTERVAL_MS).enabled).toBe(false);
    const urls = jest.mocked(fetchPeriodically).mock.calls.map(([, url]) => url);
    expect(urls).not.toContain('/api/system/notifications');
    expect(urls).not.toContain('/api/cluster/jobs');
  });

  it('polls the overview every 10 s and the jobs every 2 s through usePolling, and recovers from a failed first load', async () => {
    const answers = defaultAnswers();
    answers['GET /api/system'] = new Error('down');
    answer(answers);
    await render();
    expect(wrapper.text()).toContain('The system overview could not be loaded');
    expect(REFRESH_INTERVAL_MS).toBe(10000);
    expect(JOBS_REFRESH_INTERVAL_MS).toBe(2000);

    answer({ ...defaultAnswers(), 'GET /api/cluster/jobs': { [overview.node_id]: { jobs: [{ ...job, percent_complete: 80 }] } } });
    jest.mocked(fetchPeriodically).mockClear();
    await act(async () => { await pollAt(REFRESH_INTERVAL_MS).tick(); });
    await settle(wrapper);
    expect(wrapper.text()).not.toContain('could not be loaded');
    expect(wrapper.text()).toContain('log-1.example.org');
    expect(jest.mocked(fetchPeriodically).mock.calls.map(([, url]) => url).sort())
      .toEqual(['/api/system', '/api/system/indexer/cluster/health', '/api/system/notifications']);

    await act(async () => { await pollAt(JOBS_REFRESH_INTERVAL_MS).tick(); });
    await settle(wrapper);
    expect(wrapper.find('li[data-job-id="job-1"] .progress-bar').prop('aria-valuenow')).toBe(80);
  });

  it('shows the system messages as text, newest first, a page at a time', async () => {
    const message = (n: number) => ({
      caller: 'org.graylog2.indexer.IndexSet', content: `Cycled index alias <b>${n}</b>`, timestamp: '2024-03-01T10:00:00.000Z', node_id: overview.node_id,
    });
    answer({
      ...defaultAnswers(),
      'GET /api/system/messages?page=1': { total: 31, messages: Array.from({ length: 30 }, (_, index) => message(31 - index)) },
      'GET /api/system/messages?page=2': { total: 31, messages: [message(1)] },
    });
    await render();
    const panel = () => wrapper.find('section#entity-table-system-messages table').hostNodes();
    expect(panel().find('tbody tr')).toHaveLength(30);
    expect(panel().find('tbody tr').first().text()).toContain('Cycled index alias <b>31</b>');
    expect(panel().find('b').exists()).toBe(false);
    expect(wrapper.text()).toContain('Showing 1-30 of 31 system messages');

    await act(async () => { wrapper.find('button[aria-label="Page 2"]').simulate('click'); });
    await settle(wrapper);
    expect(panel().find('tbody tr')).toHaveLength(1);
    expect(panel().text()).toContain('Cycled index alias <b>1</b>');

    // The shown page is asked for again while the page is open.
    jest.mocked(fetchPeriodically).mockClear();
    await act(async () => { await pollAt(SYSTEM_MESSAGES_REFRESH_MS).tick(); });
    expect(jest.mocked(fetchPeriodically).mock.calls.map(([, url]) => url)).toEqual(['/api/system/messages?page=2']);
  });

  it('shows no system messages to a user who may not read them', async () => {
    answer(defaultAnswers());
    await render(['system:read']);
    expect(wrapper.text()).not.toContain('System messages');
    expect(jest.mocked(fetchPeriodically).mock.calls.map(([, url]) => url)).not.toContain('/api/system/messages?page=1');
  });

  it('shows the indexer failures of the last 24 hours beside the health, linked to their list', async () => {
    answer(defaultAnswers());
    const answerOthers = jest.mocked(fetch).getMockImplementation();
    jest.mocked(fetch).mockImplementation(((method: string, url: string, ...rest: unknown[]) => (
      url.startsWith('/api/system/indexer/failures/count?since=') ? Promise.resolve({ count: 3 }) : answerOthers?.(method as 'GET', url, ...rest)
    )) as typeof fetch);
    await render();
    const link = wrapper.find('a[href="/system/indices/failures"]');
    expect(link.text()).toBe('3 indexer failures in the last 24 hours');
  });

  it('shows the new start time as soon as the server is back after a restart', async () => {
    // The real polling: it is what asks again at once when the server is back.
    const { default: realUsePolling } = jest.requireActual<typeof import('@/stores/polling/usePolling')>('@/stores/polling/usePolling');
    jest.mocked(usePolling).mockImplementation(realUsePolling);
    SessionStore.setState({ sessionId: 'session-1', username: 'admin', validatingSession: false });
    answer(defaultAnswers());
    await render();
    expect(wrapper.find('time[dateTime="2024-03-01T10:00:00.123Z"]').exists()).toBe(true);

    answer({ ...defaultAnswers(), 'GET /api/system': restarted });
    act(() => { ServerAvailabilityStore.setState({ server: { up: false, error: 'down' } }); });
    act(() => { ServerAvailabilityStore.setState({ server: { up: true }, reconnects: ServerAvailabilityStore.getInitialState().reconnects + 1 }); });
    await settle(wrapper);
    expect(wrapper.find('time[dateTime="2024-03-02T08:30:00.000Z"]').exists()).toBe(true);
  });
});
