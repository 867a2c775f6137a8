import { FetchError } from '@/logic/errors/FetchError';
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { ClusterOverviewActions, ClusterOverviewStore } from './ClusterOverviewStore';
import { NodeDetailsActions } from './NodeDetailsStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const QUIET = { reportPageErrors: false };
const node = { node_id: 'node/1', hostname: 'alpha' };
const overview = { node_id: 'node/1', is_processing: false, lb_status: 'alive' };
const flush = async () => { for (let i = 0; i < 5; i += 1) await Promise.resolve(); };

describe('node stores', () => {
  beforeEach(() => {
    resetFetchAndToasts();
    jest.mocked(fetchPeriodically).mockReset().mockResolvedValue({ 'node/1': overview });
    ClusterOverviewStore.setState({ overview: undefined });
  });

  it('pauses and resumes processing through the cluster proxy, says so, and refreshes the overview', async () => {
    jest.mocked(fetch).mockResolvedValue(undefined);
    await NodeDetailsActions.pauseProcessing(node);
    expect(fetch).toHaveBeenLastCalledWith('POST', '/api/cluster/node%2F1/processing/pause', undefined, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith(expect.stringMatching(/^Message processing was paused on node "alpha" \(node\/1\)/));
    await flush();
    expect(fetchPeriodically).toHaveBeenCalledWith('GET', '/api/cluster');
    expect(ClusterOverviewStore.getInitialState().overview).toEqual({ 'node/1': overview });

    await NodeDetailsActions.resumeProcessing(node);
    expect(fetch).toHaveBeenLastCalledWith('POST', '/api/cluster/node%2F1/processing/resume', undefined, QUIET);
  });

  it('toasts a refused resume with the server\'s reason (a locked pause)', async () => {
    jest.mocked(fetch).mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'Processing pause is locked' }));
    await expect(NodeDetailsActions.resumeProcessing(node)).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(
      'Resuming message processing on node "alpha" (node/1) failed with status: Processing pause is locked', 'Could not resume message processing',
    );
  });

  it('overrides the load balancer status and shuts a node down, naming the node in the toasts', async () => {
    jest.mocked(fetch).mockResolvedValue(undefined);
    await NodeDetailsActions.overrideLoadBalancer(node, 'DEAD');
    expect(fetch).toHaveBeenLastCalledWith('PUT', '/api/cluster/node%2F1/lbstatus/override/DEAD', undefined, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('The load balancer status of node "alpha" (node/1) was changed to DEAD.');

    await NodeDetailsActions.shutdown(node);
    expect(fetch).toHaveBeenLastCalledWith('POST', '/api/cluster/node%2F1/shutdown', undefined, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Node "alpha" (node/1) will shut down shortly.');

    jest.mocked(fetch).mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(NodeDetailsActions.overrideLoadBalancer(node, 'ALIVE')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Changing the load balancer status of node "alpha" \(node\/1\) to ALIVE failed with status: /),
      'Could not change load balancer status');
  });

  it('reads the dumps, with the catalogue\'s titles when they fail', async () => {
    jest.mocked(fetch).mockResolvedValueOnce({ threaddump: '"main" RUNNABLE' });
    await expect(ClusterOverviewActions.threadDump('node-1')).resolves.toBe('"main" RUNNABLE');
    expect(fetch).toHaveBeenLastCalledWith('GET', '/api/cluster/node-1/threaddump');

    jest.mocked(fetch).mockResolvedValueOnce({ processbuffer_dump: { 'ProcessBufferProcessor #0': 'idle' } });
    await expect(ClusterOverviewActions.processBufferDump('node-1')).resolves.toEqual({ 'ProcessBufferProcessor #0': 'idle' });

    jest.mocked(fetch).mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(ClusterOverviewActions.threadDump('node-1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Getting thread dump for node 'node-1' failed with status: /), 'Could not get thread dump');

    jest.mocked(fetch).mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(ClusterOverviewActions.processBufferDump('node-1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Getting process buffer dump for node 'node-1'/), 'Could not get process buffer dump');

    jest.mocked(fetch).mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(ClusterOverviewActions.jvm('node-1')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(expect.stringMatching(/^Getting JVM information for node 'node-1'/), 'Could not get JVM information');
  });

  it('lists a node\'s metric names and plugins sorted', async () => {
    jest.mocked(fetch).mockResolvedValueOnce({ names: ['jvm.threads.count', 'b', 'a'] });
    await expect(NodeDetailsActions.metricNames('node-1')).resolves.toEqual(['a', 'b', 'jvm.threads.count']);
    expect(fetch).toHaveBeenLastCalledWith('GET', '/api/cluster/node-1/metrics/names');
    const plugin = (name: string) => ({ unique_id: name, name, author: '', url: '', version: '', description: '', required_version: '', required_capabilities: [] });
    jest.mocked(fetch).mockResolvedValueOnce({ plugins: [plugin('zeta'), plugin('alpha')], total: 2 });
    expect((await NodeDetailsActions.plugins('node-1')).map((p) => p.name)).toEqual(['alpha', 'zeta']);
  });

  it('leaves a 403 or 404 of a node page\'s own load (dumps, metric names) to its page, without a toast', async () => {
    const loads = [
      () => ClusterOverviewActions.threadDump('gone'),
      () => ClusterOverviewActions.processBufferDump('gone'),
      () => NodeDetailsActions.metricNames('gone'),
    ];
    for (const status of [403, 404]) {
      for (const load of loads) {
        jest.mocked(fetch).mockRejectedValueOnce(new FetchError('Refused', status, { message: 'Unable to find node gone' }));
        await expect(load()).rejects.toMatchObject({ status });
      }
    }
    expect(UserNotification.error).not.toHaveBeenCalled();
  });
});
