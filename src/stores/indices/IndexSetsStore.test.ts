import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { IndexSetsActions } from './IndexSetsStore';
import type { IndexSet, IndexSetUpdateRequest } from './IndexSetsStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
/** The spec's toast text: "X failed with status: ...", with the server's message in it. */
const failedWith = (what: string, serverMessage: string) => expect.stringMatching(new RegExp(`^${what} failed with status: .*${serverMessage}`));

const indexSet = (id: string, title: string, isDefault = false): IndexSet => ({
  id,
  title,
  description: '',
  index_prefix: id,
  default: isDefault,
  writable: true,
  creation_date: '2024-01-01T00:00:00.000Z',
  shards: 1,
  replicas: 0,
  rotation_strategy_class: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategy',
  rotation_strategy: { type: 'org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategyConfig', max_docs_per_index: 100 },
  retention_strategy_class: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategy',
  retention_strategy: { type: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategyConfig', max_number_of_indices: 3 },
  index_analyzer: 'standard',
  index_optimization_max_num_segments: 1,
  index_optimization_disabled: false,
  field_type_refresh_interval: 5000,
});

const { id: _id, default: _default, index_prefix: _prefix, index_analyzer: _analyzer, creation_date: _created, ...updatable } = indexSet('rot', 'Rotating');
const update: IndexSetUpdateRequest = updatable;

describe('IndexSetsStore', () => {
  beforeEach(resetFetchAndToasts);

  it('lists every set without stats, the default first', async () => {
    mockFetch.mockResolvedValueOnce({ total: 3, index_sets: [indexSet('b', 'Archive'), indexSet('c', 'Zeta', true), indexSet('a', 'Apps')], stats: {} });
    const sets = await IndexSetsActions.list();
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/indices/index_sets?stats=false', undefined, { reportPageErrors: false });
    expect(sets.map((set) => set.title)).toEqual(['Zeta', 'Apps', 'Archive']);
  });

  it('loads one set and toasts a failure of a set the page merely uses', async () => {
    mockFetch.mockResolvedValueOnce(indexSet('a', 'Apps'));
    await expect(IndexSetsActions.get('a')).resolves.toMatchObject({ title: 'Apps' });
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/indices/index_sets/a', undefined, { reportPageErrors: false });

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'Index set <x> not found' }));
    await expect(IndexSetsActions.get('x')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(failedWith('Loading index set', 'Index set <x> not found'), 'Could not load index set');
  });

  it('lets the page about the set show a 404 or 403 as its page alone, and toasts any other failure', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'Index set <x> not found' }));
    await expect(IndexSetsActions.get('x', { sideLoad: false })).rejects.toBeInstanceOf(FetchError);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/indices/index_sets/x', undefined, {});
    mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { message: 'Not authorized' }));
    await expect(IndexSetsActions.get('y', { sideLoad: false })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'Invalid id' }));
    await expect(IndexSetsActions.get('z', { sideLoad: false })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(failedWith('Loading index set', 'Invalid id'), 'Could not load index set');
  });

  it('asks for a page of sets by skip and limit with their stats', async () => {
    const stats = { b: { indices: 2, documents: 10, size: 2048 } };
    mockFetch.mockResolvedValueOnce({ total: 21, index_sets: [indexSet('b', 'Archive')], stats });
    const page = await IndexSetsActions.listPaginated({ page: 3, perPage: 10, query: '' });
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/indices/index_sets?skip=20&limit=10&stats=true', undefined, { reportPageErrors: false });
    expect(page.list.map((set) => set.id)).toEqual(['b']);
    expect(page.pagination).toEqual({ page: 3, perPage: 10, count: 1, total: 21, grandTotal: 21, query: '' });
    expect(page.stats).toEqual(stats);
  });

  it('creates a set with a toast, and leaves a refusal naming its field to the form', async () => {
    const request = { ...update, index_prefix: 'rot', index_analyzer: 'standard', creation_date: '2024-01-01T00:00:00.000Z', default: false };
    mockFetch.mockResolvedValueOnce(indexSet('rot', 'Rotating'));
    await expect(IndexSetsActions.create(request)).resolves.toMatchObject({ id: 'rot' });
    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/system/indices/index_sets', request, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenCalledWith('Index set "Rotating" was created successfully.');

    const refusal = new FetchError('Bad Request', 400, { message: 'Index prefix rot is in use', errors: { index_prefix: ['is in use'] } });
    mockFetch.mockRejectedValueOnce(refusal);
    await expect(IndexSetsActions.create(request)).rejects.toBe(refusal);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('updates a set with the update request only', async () => {
    mockFetch.mockResolvedValueOnce(indexSet('rot', 'Rotating'));
    await IndexSetsActions.update('rot', update);
    expect(mockFetch).toHaveBeenCalledWith('PUT', '/api/system/indices/index_sets/rot', update, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenCalledWith('Index set "Rotating" was updated successfully.');
  });

  it('deletes a set with or without its indices', async () => {
    mockFetch.mockResolvedValue(undefined);
    await IndexSetsActions.remove({ id: 'rot', title: 'Rotating' }, true);
    expect(mockFetch).toHaveBeenLastCalledWith('DELETE', '/api/system/indices/index_sets/rot?delete_indices=true', undefined, { reportPageErrors: false });
    await IndexSetsActions.remove({ id: 'rot', title: 'Rotating' }, false);
    expect(mockFetch).toHaveBeenLastCalledWith('DELETE', '/api/system/indices/index_sets/rot?delete_indices=false', undefined, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenCalledWith('Index set "Rotating" was deleted successfully.');
  });

  it('sets the default set, toasting the server reason of a refusal', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Conflict', 409, { message: 'Default index set must be writable.' }));
    await expect(IndexSetsActions.setDefault({ id: 'ro', title: 'Archive' })).rejects.toBeInstanceOf(FetchError);
    expect(mockFetch).toHaveBeenCalledWith('PUT', '/api/system/indices/index_sets/ro/default', undefined, { reportPageErrors: false });
    expect(UserNotification.error).toHaveBeenCalledWith(
      'Setting index set "Archive" as default failed with status: Default index set must be writable.', 'Could not set default index set',
    );
  });
});
