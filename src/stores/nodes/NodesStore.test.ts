import { fetchPeriodically } from '@/logic/rest/FetchProvider';

import type { Node } from './NodesStore';
import { NODES_POLL_INTERVAL_MS, NodesActions, NodesStore, sortedNodes } from './NodesStore';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));

const nodeFixture = (overrides: Partial<Node> = {}): Node => ({
  cluster_id: 'cluster-1',
  node_id: 'node-1',
  type: 'server',
  transport_address: 'http://127.0.0.1:9000/api/',
  last_seen: '2024-03-01T10:00:00.000Z',
  short_node_id: 'node-1',
  hostname: 'alpha',
  is_master: true,
  ...overrides,
});

describe('NodesStore', () => {
  beforeEach(() => {
    jest.mocked(fetchPeriodically).mockReset();
    NodesStore.setState({ nodes: {}, loaded: false });
  });

  it('asks for the cluster\'s nodes without extending the session and keys them by node id', async () => {
    expect(NODES_POLL_INTERVAL_MS).toBe(5000);
    const beta = nodeFixture({ node_id: 'node-2', hostname: 'beta', is_master: false });
    jest.mocked(fetchPeriodically).mockResolvedValueOnce({ nodes: [beta, nodeFixture()], total: 2 });

    const nodes = await NodesActions.list();

    expect(fetchPeriodically).toHaveBeenCalledWith('GET', '/api/system/cluster/nodes');
    expect(Object.keys(nodes).sort()).toEqual(['node-1', 'node-2']);
    expect(NodesStore.getInitialState()).toEqual({ nodes, loaded: true });
    expect(sortedNodes(nodes).map((node) => node.hostname)).toEqual(['alpha', 'beta']);
  });

  it('keeps the last nodes when a later request fails, and hands the error to the caller', async () => {
    jest.mocked(fetchPeriodically).mockResolvedValueOnce({ nodes: [nodeFixture()], total: 1 });
    await NodesActions.list();
    jest.mocked(fetchPeriodically).mockRejectedValueOnce(new Error('unreachable'));

    await expect(NodesActions.list()).rejects.toThrow('unreachable');
    expect(NodesStore.getInitialState().nodes['node-1'].hostname).toBe('alpha');
  });
});
