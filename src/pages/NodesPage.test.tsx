import React from 'react';
import { act } from 'react-dom/test-utils';

import { usePolling } from '@/stores/polling/usePolling';
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { MetricsStore } from '@/stores/metrics/MetricsStore';
import { ClusterOverviewStore } from '@/stores/nodes/ClusterOverviewStore';
import { NodesStore } from '@/stores/nodes/NodesStore';
import { SessionStore } from '@/stores/sessions/SessionStore';

import NodesPage from './NodesPage';
import type { Call } from 'fixtures/answeringFetch';
import { answeringFetch } from 'fixtures/answeringFetch';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));
jest.mock('@/stores/polling/usePolling', () => {
  const actual = jest.requireActual('@/stores/polling/usePolling');
  return { __esModule: true, usePolling: jest.fn(actual.usePolling), default: actual.default };
});
jest.mock('uplot', () => ({ __esModule: true, default: class { setData() {} destroy() {} } }));

const NODE_ID = 'f0e1d2c3-node';
const node = {
  cluster_id: 'c-1', node_id: NODE_ID, type: 'server', transport_address: 'http://127.0.0.1:9000/api/', last_seen: '2024-03-01T10:00:00.000Z',
  short_node_id: 'f0e1d2c3', hostname: 'graylog-a', is_master: true,
};
const overview = {
  facility: 'graylog-server', codename: 'Noir', node_id: NODE_ID, cluster_id: 'c-1', version: '4.0.0', started_at: '2024-03-01T09:00:00.000Z',
  hostname: 'graylog-a', lifecycle: 'running', lb_status: 'alive', timezone: 'UTC', operating_system: 'Linux 6.1', is_processing: false,
};
const gauge = (name: string, value: number) => ({ full_name: name, name, type: 'gauge', metric: { value } });
const answers = {
  'GET /api/system/cluster/nodes': { nodes: [node], total: 1 },
  'GET /api/cluster': { [NODE_ID]: overview },
  'POST /api/cluster/metrics/multiple': {
    [NODE_ID]: {
      total: 3,
      metrics: [gauge('org.graylog2.journal.entries-uncommitted', 1234), gauge('org.graylog2.journal.append.1-sec-rate', 20),
        gauge('org.graylog2.journal.read.1-sec-rate', 0), gauge('jvm.memory.heap.used', 50 * 1024 * 1024), gauge('jvm.memory.heap.max', 200 * 1024 * 1024)],
    },
  },
};

describe('NodesPage', () => {
  let calls: Array<Call>;
  beforeEach(() => {
    calls = [];
    const answer = answeringFetch(answers, calls, () => undefined);
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    jest.mocked(fetchPeriodically).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    SessionStore.setState({ sessionId: 'session-1', username: 'jane', validatingSession: false });
    NodesStore.setState({ nodes: {}, loaded: false });
    ClusterOverviewStore.setState({ overview: undefined });
    MetricsStore.setState({ metricsByNode: undefined });
  });
  afterEach(unmountPages);

  it('lists each node with its states, journal backlog and memory, and polls the nodes every 5 seconds', async () => {
    const { wrapper } = await mountPage(<NodesPage />, '/system/nodes', ['*']);
    await settle(wrapper);
    const text = wrapper.text();
    expect(text).toContain('There is 1 active node');
    expect(text).toContain('graylog-a');
    expect(text).toContain('Processing paused');
    expect(text).toContain('Load balancer: ALIVE');
    expect(text).toContain('The journal holds 1,234 unprocessed messages; 20 messages appended and 0 read in the last second.');
    expect(text).toContain('50.0 MiB of the heap used');

    // One poll through the console's polling primitive (hidden tab and logged-out rules are its own), at once and every 5 s.
    const [[tick, intervalMs, enabled, options]] = jest.mocked(usePolling).mock.calls;
    expect([intervalMs, enabled, options]).toEqual([5000, true, { immediately: true }]);
    calls.length = 0;
    await act(async () => { await tick(); });
    expect(calls.map((call) => `${call.method} ${call.url}`).sort()).toEqual(['GET /api/cluster', 'GET /api/system/cluster/nodes']);
  });

  it('offers an administrator the node\'s actions and a reader none', async () => {
    const admin = await mountPage(<NodesPage />, '/system/nodes', ['*']);
    await settle(admin.wrapper);
    expect(admin.wrapper.find('button[aria-label="Actions for node graylog-a"]')).toHaveLength(1);
    expect(admin.wrapper.find('a').filterWhere((link) => link.text() === 'Metrics')).toHaveLength(1);
    unmountPages();

    const reader = await mountPage(<NodesPage />, '/system/nodes', ['journal:read', 'jvmstats:read', 'metrics:read', 'buffers:read', 'throughput:read']);
    await settle(reader.wrapper);
    expect(reader.wrapper.text()).toContain('graylog-a');
    expect(reader.wrapper.find('button[aria-label="Actions for node graylog-a"]')).toHaveLength(0);
    expect(reader.wrapper.find('a').filterWhere((link) => link.text() === 'Metrics')).toHaveLength(0);
  });
});
