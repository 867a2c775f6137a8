import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { Route } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { MetricsStore } from '@/stores/metrics/MetricsStore';
import { ClusterOverviewStore } from '@/stores/nodes/ClusterOverviewStore';
import { NodesStore } from '@/stores/nodes/NodesStore';
import { SessionStore } from '@/stores/sessions/SessionStore';
import { ServerAvailabilityStore } from '@/stores/system/ServerAvailabilityStore';
import UserNotification from '@/util/UserNotification';

import NodeDetailsPage from './NodeDetailsPage';
import type { Call } from 'fixtures/answeringFetch';
import { answeringFetch } from 'fixtures/answeringFetch';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));
jest.mock('uplot', () => ({ __esModule: true, default: class { setData() {} destroy() {} } }));

const NODE_ID = 'f0e1d2c3-node';
const node = {
  cluster_id: 'c-1', node_id: NODE_ID, type: 'server', transport_address: 'http://127.0.0.1:9000/api/', last_seen: '2024-03-01T10:00:00.000Z',
  short_node_id: 'f0e1d2c3', hostname: 'graylog-a', is_master: true,
};
const overview = (isProcessing: boolean) => ({
  facility: 'graylog-server', codename: 'Noir', node_id: NODE_ID, cluster_id: 'c-1', version: '4.0.0', started_at: '2024-03-01T09:00:00.000Z',
  hostname: 'graylog-a', lifecycle: 'running', lb_status: 'alive', timezone: 'UTC', operating_system: 'Linux 6.1', is_processing: isProcessing,
});
const journal = {
  enabled: true, append_events_per_second: 0, read_events_per_second: 0, uncommitted_journal_entries: 7, journal_size: 2048, journal_size_limit: 1048576,
  number_of_segments: 1, oldest_segment: '2024-03-01T09:00:00.000Z',
  journal_config: { directory: '/var/lib/graylog/journal', segment_size: 1048576, segment_age: 0, max_size: 1048576, max_age: 0, flush_interval: 1, flush_age: 0 },
};

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

/** Hides and shows the tab: every poll asks at once when it shows again, without waiting for its interval. */
const pollNow = async (wrapper: ReactWrapper) => {
  act(() => {
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await settle(wrapper);
};

const dialogButton = (label: string) => Array.from(document.body.querySelectorAll<HTMLButtonElement>('.modal button')).find((button) => button.textContent === label);
const modalText = () => document.body.querySelector('.modal')?.textContent ?? '';

describe('NodeDetailsPage', () => {
  let calls: Array<Call>;
  let processing: boolean;
  let failing: { [url: string]: Error };

  const render = async (permissions: Array<string>, nodeId = NODE_ID) => {
    const page = await mountPage(<Route path="/system/nodes/:nodeId"><NodeDetailsPage /></Route>, `/system/nodes/${nodeId}`, permissions);
    await settle(page.wrapper);
    await settle(page.wrapper);
    return page.wrapper;
  };

  beforeEach(() => {
    calls = [];
    processing = true;
    failing = {};
    const answer = answeringFetch({
      'GET /api/system/cluster/nodes': { nodes: [node], total: 1 },
      [`GET /api/system/cluster/nodes/${NODE_ID}`]: node,
      'GET /api/system/inputs/types': { types: { 'org.graylog2.inputs.syslog.udp.SyslogUDPInput': 'Syslog UDP', 'org.graylog2.inputs.gelf.http.GELFHttpInput': 'GELF HTTP' } },
      [`GET /api/cluster/${NODE_ID}/journal`]: journal,
      [`GET /api/cluster/${NODE_ID}/plugins`]: { plugins: [], total: 0 },
      [`GET /api/cluster/${NODE_ID}/jvm`]: { info: 'Node.js v20 on Linux', pid: '42' },
      'POST /api/cluster/metrics/multiple': {},
    }, calls, (call) => {
      if (failing[call.url]) return failing[call.url];
      if (call.url === '/api/cluster') return { [NODE_ID]: overview(processing) };
      if (call.url.endsWith('/processing/pause')) { processing = false; return {}; }
      return undefined;
    });
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    jest.mocked(fetchPeriodically).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    jest.mocked(UserNotification.success).mockReset();
    jest.mocked(UserNotification.error).mockReset();
    ServerAvailabilityStore.setState({ server: { up: true } });
    SessionStore.setState({ sessionId: 'session-1', username: 'jane', validatingSession: false });
    NodesStore.setState({ nodes: {}, loaded: false });
    ClusterOverviewStore.setState({ overview: undefined });
    MetricsStore.setState({ metricsByNode: undefined });
  });
  afterEach(unmountPages);

  it('shows the node\'s states, journal, system facts and plugins', async () => {
    const wrapper = await render(['*']);
    const text = wrapper.text();
    expect(text).toContain('Node graylog-a');
    expect(wrapper.find('[data-testid="processing-status"]').first().text()).toContain('Node is processing messages');
    expect(wrapper.find('[data-testid="lb-status"]').first().text()).toContain('Marked as ALIVE for load balancers');
    expect(wrapper.find('[data-testid="journal-details"]').text()).toContain('7 unprocessed messages are in the journal (2.0 KiB of 1.0 MiB, 1 segment)');
    expect(text).toContain('/var/lib/graylog/journal');
    expect(text).toContain('Node.js v20 on Linux, PID 42');
    expect(text).toContain('This node has no plugins installed.');
  });

  it('pauses processing only after a confirmation naming the node, then shows it paused', async () => {
    const wrapper = await render(['*']);
    act(() => { wrapper.find('button').filterWhere((button) => button.text() === 'Pause processing').simulate('click'); });
    expect(modalText()).toContain(`Do you really want to pause message processing on node graylog-a (${NODE_ID})?`);
    expect(calls.some((call) => call.url.endsWith('/processing/pause'))).toBe(false);

    await act(async () => { dialogButton('Pause processing')?.click(); });
    await settle(wrapper);
    expect(calls).toContainEqual({ method: 'POST', url: `/api/cluster/${NODE_ID}/processing/pause`, body: undefined });
    expect(UserNotification.success).toHaveBeenCalledWith(expect.stringContaining('Message processing was paused on node "graylog-a"'));
    expect(wrapper.find('[data-testid="processing-status"]').first().text()).toContain('Node is not processing messages');
    expect(wrapper.find('button').filterWhere((button) => button.text() === 'Resume processing')).toHaveLength(1);
  });

  it('asks before shutting the node down, and cancelling sends nothing', async () => {
    const wrapper = await render(['*']);
    act(() => { wrapper.find('button[aria-label="Actions for node graylog-a"]').simulate('click'); });
    wrapper.update();
    act(() => { wrapper.find('button.dropdown-item').filterWhere((item) => item.text() === 'Shut down…').simulate('click'); });
    expect(modalText()).toContain(`Do you really want to shut down node graylog-a (${NODE_ID})?`);
    await act(async () => { dialogButton('Cancel')?.click(); });
    await settle(wrapper);
    expect(calls.some((call) => call.url.endsWith('/shutdown'))).toBe(false);
  });

  it('gives a reader the node\'s figures without any action', async () => {
    const wrapper = await render(['journal:read', 'jvmstats:read', 'metrics:read', 'buffers:read', 'throughput:read']);
    expect(wrapper.text()).toContain('Node is processing messages');
    expect(wrapper.find('button').filterWhere((button) => /Pause|Resume|Override|Actions/.test(button.text()))).toHaveLength(0);
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Metrics')).toHaveLength(0);
  });

  it('lists the input types the node offers next to its plugins', async () => {
    const wrapper = await render(['*']);
    const types = wrapper.find('section[aria-label="Available input types (2)"]');
    expect(types.find('tbody tr').map((row) => row.text())).toEqual([
      'GELF HTTPorg.graylog2.inputs.gelf.http.GELFHttpInput', 'Syslog UDPorg.graylog2.inputs.syslog.udp.SyslogUDPInput',
    ]);
  });

  it('leaves an unknown node to the not-found page: no other call, no toast', async () => {
    failing['/api/system/cluster/nodes/nonexistent'] = new FetchError('Not Found', 404, { message: 'Unable to find node nonexistent' });
    const wrapper = await render(['*'], 'nonexistent');
    expect(calls.filter((call) => call.url.includes('nonexistent')).map((call) => call.url)).toEqual(['/api/system/cluster/nodes/nonexistent']);
    expect(calls.some((call) => /\/(plugins|jvm|journal)$/.test(call.url))).toBe(false);
    expect(UserNotification.error).not.toHaveBeenCalled();
    expect(wrapper.text()).not.toContain('could not be loaded');
  });

  it('shows no transport wording when the server stops answering, and forgets the failure once a refresh succeeds', async () => {
    const wrapper = await render(['*']);
    const gone = new FetchError('Request has been terminated', undefined, 'Request has been terminated Possible causes: the network is offline, Origin is not allowed');
    failing['/api/system/cluster/nodes'] = gone;
    failing['/api/cluster'] = gone;
    const polled = () => calls.filter((call) => call.url === '/api/system/cluster/nodes').length;
    const before = polled();
    await pollNow(wrapper);
    expect(polled()).toBeGreaterThan(before);
    expect(wrapper.text()).not.toMatch(/could not be refreshed|terminated|Origin/);
    expect(wrapper.text()).toContain('Node graylog-a');
  });

  it('says in place when a refresh is refused, and clears it once one succeeds', async () => {
    const wrapper = await render(['*']);
    failing['/api/system/cluster/nodes'] = new FetchError('Bad Request', 400, { message: 'The node list is refused.' });
    await pollNow(wrapper);
    expect(wrapper.text()).toContain('The node\'s state could not be refreshed: The node list is refused.');
    delete failing['/api/system/cluster/nodes'];
    await pollNow(wrapper);
    expect(wrapper.text()).not.toContain('could not be refreshed');
  });
});
