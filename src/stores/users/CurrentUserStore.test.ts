import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { CurrentUserActions, CurrentUserStore } from './CurrentUserStore';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

describe('CurrentUserStore', () => {
  beforeEach(async () => {
    mockFetch.mockReset();
    await CurrentUserActions.clear();
  });

  it('loads the user by name and notifies listeners once', async () => {
    mockFetch.mockResolvedValue({ id: 'u1', username: 'jane doe', permissions: [] });
    const listener = jest.fn();
    const unsubscribe = CurrentUserStore.listen(listener, null);
    await CurrentUserActions.load('jane doe');
    unsubscribe();
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/users/jane%20doe', undefined, expect.anything());
    expect(listener).toHaveBeenCalledTimes(1);
    expect(CurrentUserStore.getInitialState().currentUser?.username).toBe('jane doe');
  });

  it('reloads the same user, e.g. after the start page changed', async () => {
    mockFetch.mockResolvedValueOnce({ id: 'u1', username: 'jane', startpage: null });
    await CurrentUserActions.load('jane');
    mockFetch.mockResolvedValueOnce({ id: 'u1', username: 'jane', startpage: { type: 'stream', id: 's1' } });
    await CurrentUserActions.reload();
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/users/jane', undefined, expect.anything());
    expect(CurrentUserStore.getInitialState().currentUser?.startpage).toEqual({ type: 'stream', id: 's1' });
  });

  it('clears the user', async () => {
    mockFetch.mockResolvedValueOnce({ id: 'u1', username: 'jane' });
    await CurrentUserActions.load('jane');
    await CurrentUserActions.clear();
    expect(CurrentUserStore.getInitialState().currentUser).toBeUndefined();
  });

  it('tells the user when their user cannot be loaded and keeps the previous state', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(CurrentUserActions.load('jane')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/failed with status: .*boom/), 'Could not load your user');
    expect(CurrentUserStore.getInitialState().currentUser).toBeUndefined();
    expect(CurrentUserStore.getInitialState().loadError).toMatch(/boom/);
  });

  it('forgets a load failure once the user loads', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await CurrentUserActions.load('jane').catch(() => {});
    mockFetch.mockResolvedValueOnce({ id: 'u1', username: 'jane' });
    await CurrentUserActions.load('jane');
    expect(CurrentUserStore.getInitialState().loadError).toBeUndefined();
  });
});
