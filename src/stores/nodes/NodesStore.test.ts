import { FetchError } from '@/logic/errors/FetchError';
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import type { Node } from './NodesStore';
import { NODES_POLL_INTERVAL_MS, NodesActions, NodesStore, sortedNodes } from './NodesStore';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

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

  describe('get', () => {
    beforeEach(() => {
      jest.mocked(fetch).mockReset();
      jest.mocked(UserNotification.error).mockReset();
    });

    it('asks for one node as the page\'s own entity, so that the fetch layer reports a 403 or 404 as a page', async () => {
      jest.mocked(fetch).mockResolvedValueOnce(nodeFixture());
      await expect(NodesActions.get('node-1')).resolves.toMatchObject({ hostname: 'alpha' });
      expect(fetch).toHaveBeenCalledWith('GET', '/api/system/cluster/nodes/node-1');
    });

    it.each([403, 404])('leaves a %s to its page without a toast', async (status) => {
      jest.mocked(fetch).mockRejectedValueOnce(new FetchError('Refused', status, { message: 'Unable to find node x' }));
      await expect(NodesActions.get('x')).rejects.toMatchObject({ status });
      expect(UserNotification.error).not.toHaveBeenCalled();
    });

    it('toasts any other failure', async () => {
      jest.mocked(fetch).mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'nope' }));
      await expect(NodesActions.get('x')).rejects.toMatchObject({ status: 400 });
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringContaining("Loading node 'x' failed with status"), 'Could not load node');
    });
  });
});
