import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { IndexSetsActions } from './IndexSetsStore';
import type { IndexSet } from './IndexSetsStore';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
/** The spec's toast text: "X failed with status: ...", with the server's message in it. */
const failedWith = (what: string, serverMessage: string) => expect.stringMatching(new RegExp(`^${what} failed with status: .*${serverMessage}`));

const indexSet = (id: string, title: string, isDefault = false): IndexSet => ({
  id, title, description: '', index_prefix: id, default: isDefault, writable: true, creation_date: '2024-01-01T00:00:00.000Z',
});

describe('IndexSetsStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
  });

  it('lists every set without stats, the default first', async () => {
    mockFetch.mockResolvedValueOnce({ total: 3, index_sets: [indexSet('b', 'Archive'), indexSet('c', 'Zeta', true), indexSet('a', 'Apps')], stats: {} });
    const sets = await IndexSetsActions.list();
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/indices/index_sets?stats=false', undefined, { reportPageErrors: false });
    expect(sets.map((set) => set.title)).toEqual(['Zeta', 'Apps', 'Archive']);
  });

  it('loads one set and toasts a failure', async () => {
    mockFetch.mockResolvedValueOnce(indexSet('a', 'Apps'));
    await expect(IndexSetsActions.get('a')).resolves.toMatchObject({ title: 'Apps' });
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/system/indices/index_sets/a', undefined, { reportPageErrors: false });

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'Index set <x> not found' }));
    await expect(IndexSetsActions.get('x')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(failedWith('Loading index set', 'Index set <x> not found'), 'Could not load index set');
  });
});
