import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { CurrentUserActions, CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import { PreferencesActions, PreferencesStore } from './PreferencesStore';
import { currentUserFixture } from 'fixtures/currentUserFixture';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

describe('PreferencesStore', () => {
  let reload: jest.SpyInstance;

  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.success).mockClear();
    jest.mocked(UserNotification.error).mockClear();
    reload = jest.spyOn(CurrentUserActions, 'reload').mockResolvedValue(undefined);
    CurrentUserStore.setState({ currentUser: currentUserFixture({ username: 'jane' }) });
  });

  afterEach(() => {
    reload.mockRestore();
    CurrentUserStore.setState({ currentUser: undefined });
  });

  it('saves all preferences with "true"/"false" turned into booleans, confirms and reloads the current user', async () => {
    mockFetch.mockResolvedValueOnce(undefined);

    const saved = await PreferencesActions.saveUserPreferences('jane', { updateUnfocussed: 'true', enableSmartSearch: 'false', theme: 'dark', count: 3 });

    const expected = { updateUnfocussed: true, enableSmartSearch: false, theme: 'dark', count: 3 };
    expect(mockFetch).toHaveBeenCalledWith('PUT', '/api/users/jane/preferences', { preferences: expected });
    expect(saved).toEqual(expected);
    expect(UserNotification.success).toHaveBeenCalledWith('User preferences successfully saved');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(PreferencesStore.getInitialState().byUsername.jane).toEqual(expected);
  });

  it('saves quietly when asked and does not reload the current user for somebody else', async () => {
    mockFetch.mockResolvedValueOnce(undefined);

    await PreferencesActions.saveUserPreferences('bob smith', { 'tableLayout.users': '{"perPage":50}' }, { quiet: true });

    expect(mockFetch).toHaveBeenCalledWith('PUT', '/api/users/bob%20smith/preferences', { preferences: { 'tableLayout.users': '{"perPage":50}' } });
    expect(UserNotification.success).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('tells the user why saving failed, even when quiet, and rejects', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { type: 'ApiError', message: 'no such user' }));

    await expect(PreferencesActions.saveUserPreferences('jane', { a: 'b' }, { quiet: true })).rejects.toBeInstanceOf(FetchError);

    expect(UserNotification.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Saving preferences for "jane" failed with status: .*no such user/),
      'Could not save user preferences',
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the preferences of a user from their user record', async () => {
    mockFetch.mockResolvedValueOnce({ username: 'bob', preferences: { theme: 'light' } });

    await expect(PreferencesActions.loadUserPreferences('bob')).resolves.toEqual({ theme: 'light' });
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/users/bob');
  });

  it('reports a failed load with the catalogue title', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));

    await expect(PreferencesActions.loadUserPreferences('bob')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(
      expect.stringContaining('boom'),
      'Could not retrieve user preferences from server (try reloading the page)',
    );
  });
});
