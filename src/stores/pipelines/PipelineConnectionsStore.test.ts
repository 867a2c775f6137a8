import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { PipelineConnectionsActions, streamIdsOfPipeline } from './PipelineConnectionsStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const QUIET = { reportPageErrors: false };

describe('PipelineConnectionsStore', () => {
  beforeEach(resetFetchAndToasts);

  it('lists connections and a stream\'s connection without toasting failures', async () => {
    const connections = [{ id: 'c1', stream_id: 's1', pipeline_ids: ['p1', 'p2'] }, { id: 'c2', stream_id: 's2', pipeline_ids: ['p2'] }];
    mockFetch.mockResolvedValueOnce(connections);
    const listed = await PipelineConnectionsActions.list();
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/pipelines/connections', undefined, QUIET);
    expect(streamIdsOfPipeline(listed, 'p2')).toEqual(['s1', 's2']);
    expect(streamIdsOfPipeline(listed, 'p1')).toEqual(['s1']);
    expect(streamIdsOfPipeline(listed, 'p3')).toEqual([]);

    mockFetch.mockResolvedValueOnce(connections[0]);
    expect(await PipelineConnectionsActions.forStream('s1')).toEqual(connections[0]);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/pipelines/connections/s1', undefined, QUIET);

    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'no' }));
    await expect(PipelineConnectionsActions.list()).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('connects from either side with Graylog\'s bodies and toasts', async () => {
    mockFetch.mockResolvedValueOnce({ id: 'c1', stream_id: 's1', pipeline_ids: ['p1'] });
    await PipelineConnectionsActions.connectToStream('s1', ['p1']);
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/pipelines/connections/to_stream', { stream_id: 's1', pipeline_ids: ['p1'] }, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Pipeline connections updated successfully');

    mockFetch.mockResolvedValueOnce([{ id: 'c1', stream_id: 's1', pipeline_ids: [] }]);
    expect(await PipelineConnectionsActions.connectToPipeline('p1', ['s2'])).toHaveLength(1);
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/pipelines/connections/to_pipeline', { pipeline_id: 'p1', stream_ids: ['s2'] }, QUIET);
    expect(UserNotification.success).toHaveBeenCalledTimes(2);
  });

  it('toasts a refused connection, even one naming a field (no form shows it)', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'Stream not found', failed: true, errors: { stream_ids: ['unknown'] } }));
    await expect(PipelineConnectionsActions.connectToPipeline('p1', ['nope'])).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenLastCalledWith(
      expect.stringMatching(/^Updating pipeline connections failed with status: /), 'Could not update pipeline connections',
    );
  });
});
