import { FetchError } from '@/logic/errors/FetchError';
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import type { SystemJob } from './SystemJobsStore';
import { flattenClusterJobs, jobTypeName, SystemJobsActions, SystemJobsStore } from './SystemJobsStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const mockPoll = fetchPeriodically as jest.MockedFunction<typeof fetchPeriodically>;

const job = (overrides: Partial<SystemJob> = {}): SystemJob => ({
  id: 'job-1',
  description: 'Rebuilding index ranges',
  name: 'org.graylog2.indexer.ranges.RebuildIndexRangesJob',
  info: 'Rebuilding 3 indices',
  node_id: 'node-1',
  started_at: '2024-03-01T10:00:00.000Z',
  percent_complete: 40,
  is_cancelable: true,
  provides_progress: true,
  ...overrides,
});

describe('SystemJobsStore', () => {
  beforeEach(() => {
    resetFetchAndToasts();
    mockPoll.mockReset();
    SystemJobsStore.setState({ jobs: undefined });
  });

  it('lists the jobs of every node, oldest first, skipping nodes that did not answer', async () => {
    mockPoll.mockResolvedValueOnce({
      'node-2': { jobs: [job({ id: 'b', started_at: '2024-03-01T11:00:00.000Z' })] },
      'node-3': null,
      'node-1': { jobs: [job({ id: 'a' })] },
    });
    const jobs = await SystemJobsActions.list();
    expect(mockPoll).toHaveBeenLastCalledWith('GET', '/api/cluster/jobs');
    expect(jobs.map((listed) => listed.id)).toEqual(['a', 'b']);
    expect(Object.keys(SystemJobsStore.getInitialState().jobs ?? {})).toEqual(['a', 'b']);
    expect(flattenClusterJobs({})).toEqual([]);
    expect(jobTypeName(job())).toBe('RebuildIndexRangesJob');
  });

  it('cancels a job, drops it from the list and names it in the toast', async () => {
    SystemJobsStore.setState({ jobs: { 'job-1': job(), other: job({ id: 'other' }) } });
    mockFetch.mockResolvedValueOnce(job());
    await SystemJobsActions.cancel(job());
    expect(mockFetch).toHaveBeenLastCalledWith('DELETE', '/api/cluster/jobs/job-1', undefined, { reportPageErrors: false });
    expect(Object.keys(SystemJobsStore.getInitialState().jobs ?? {})).toEqual(['other']);
    expect(UserNotification.success).toHaveBeenLastCalledWith('System job "Rebuilding index ranges" was cancelled.');
  });

  it('keeps a job whose cancel was refused, and toasts the server\'s reason', async () => {
    SystemJobsStore.setState({ jobs: { 'job-1': job() } });
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'This job cannot be cancelled.' }));
    await expect(SystemJobsActions.cancel(job())).rejects.toBeInstanceOf(FetchError);
    expect(Object.keys(SystemJobsStore.getInitialState().jobs ?? {})).toEqual(['job-1']);
    expect(UserNotification.error).toHaveBeenCalledWith('Cancelling the system job failed with status: This job cannot be cancelled.', 'Could not cancel system job');
  });

  it('drops a job that can no longer be fetched', async () => {
    SystemJobsStore.setState({ jobs: { 'job-1': job() } });
    mockPoll.mockResolvedValueOnce(job({ percent_complete: 80 }));
    await SystemJobsActions.get('job-1');
    expect(SystemJobsStore.getInitialState().jobs?.['job-1'].percent_complete).toBe(80);
    mockPoll.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'No job' }));
    await expect(SystemJobsActions.get('job-1')).rejects.toBeInstanceOf(FetchError);
    expect(SystemJobsStore.getInitialState().jobs).toEqual({});
  });
});
