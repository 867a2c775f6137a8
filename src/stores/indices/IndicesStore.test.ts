import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { DeflectorActions } from './DeflectorStore';
import { IndexerFailuresActions } from './IndexerFailuresStore';
import { IndexRangesActions } from './IndexRangesStore';
import { INDEXER_UNAVAILABLE, IndicesActions, indexerUnavailableReason } from './IndicesStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const WRITE = { reportPageErrors: false };

describe('indices stores', () => {
  beforeEach(resetFetchAndToasts);

  it('says why the indexer is unavailable only for a 503: the server reason, else the catalogue text', () => {
    expect(indexerUnavailableReason(new FetchError('Service Unavailable', 503, { message: 'Elasticsearch cluster is not available' })))
      .toBe('Elasticsearch cluster is not available');
    expect(indexerUnavailableReason(new FetchError('Service Unavailable', 503, undefined)))
      .toBe('Elasticsearch is unavailable. Check your configuration and logs for more information.');
    expect(INDEXER_UNAVAILABLE).toBe('Elasticsearch is unavailable. Check your configuration and logs for more information.');
    expect(indexerUnavailableReason(new FetchError('Internal Server Error', 500, { message: 'boom' }))).toBeUndefined();
  });

  it('polls the overview without extending the session and without an error page', async () => {
    mockFetch.mockResolvedValueOnce({ indices: {} });
    await IndicesActions.overview('set 1');
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/indexer/overview/set%201', undefined, { noSessionExtension: true, reportPageErrors: false });
  });

  it('closes, reopens and deletes an index by name', async () => {
    mockFetch.mockResolvedValue(undefined);
    await IndicesActions.close('rot_1');
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/indexer/indices/rot_1/close', undefined, WRITE);
    await IndicesActions.reopen('rot_1');
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/indexer/indices/rot_1/reopen', undefined, WRITE);
    await IndicesActions.remove('rot_1');
    expect(mockFetch).toHaveBeenLastCalledWith('DELETE', '/api/system/indexer/indices/rot_1', undefined, WRITE);
    expect(jest.mocked(UserNotification.success).mock.calls.map(([text]) => text)).toEqual([
      'Index "rot_1" was closed: its messages are no longer searched.', 'Index "rot_1" was reopened.', 'Index "rot_1" was deleted.',
    ]);
  });

  it('toasts the server reason when an index cannot be closed', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 400, { message: 'The write index cannot be closed' }));
    await expect(IndicesActions.close('rot_2')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith('Closing index "rot_2" failed with status: The write index cannot be closed', 'Could not close index');
  });

  it('cycles the deflector and starts range rebuilds as system jobs', async () => {
    mockFetch.mockResolvedValue(undefined);
    await DeflectorActions.cycle({ id: 'abc', title: 'Rotating' });
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/deflector/abc/cycle', undefined, WRITE);
    await IndexRangesActions.rebuildIndexSet({ id: 'abc', title: 'Rotating' });
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/indices/ranges/index_set/abc/rebuild', undefined, WRITE);
    await IndexRangesActions.rebuildIndex('rot_3');
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/indices/ranges/rot_3/rebuild', undefined, WRITE);
    expect(UserNotification.success).toHaveBeenCalledWith('A system job is recalculating the index ranges of index set "Rotating".');
  });

  it('pages indexer failures by limit and offset and counts them since a local time', async () => {
    mockFetch.mockResolvedValueOnce({ total: 120, failures: [{ letter_id: 'l1', index: 'graylog_0', type: 'message', message: 'bad', timestamp: '2024-01-01T00:00:00.000Z' }] });
    const page = await IndexerFailuresActions.listPaginated({ page: 3, perPage: 50, query: '' });
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/indexer/failures?limit=50&offset=100', undefined, { reportPageErrors: false });
    expect(page.pagination).toMatchObject({ page: 3, perPage: 50, count: 1, total: 120 });

    mockFetch.mockResolvedValueOnce({ count: 7 });
    await expect(IndexerFailuresActions.count(new Date(2024, 0, 2, 3, 4, 5, 6))).resolves.toBe(7);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/indexer/failures/count?since=2024-01-02T03%3A04%3A05.006', undefined, { reportPageErrors: false });
  });
});
