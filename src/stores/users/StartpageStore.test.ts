import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { CurrentUserActions, CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import { StartpageActions, StartpageStore } from './StartpageStore';
import { currentUserFixture } from 'fixtures/currentUserFixture';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

describe('StartpageStore', () => {
  let reload: jest.SpyInstance;

  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
    jest.mocked(UserNotification.success).mockReset();
    CurrentUserStore.setState({ currentUser: currentUserFixture({ id: 'u-me' }) });
    reload = jest.spyOn(CurrentUserActions, 'reload').mockResolvedValue(undefined);
  });

  afterEach(() => reload.mockRestore());

  it('sets the start page through the user update, toasts and reloads the current user', async () => {
    mockFetch.mockResolvedValueOnce(undefined);
    await StartpageActions.set('u-me', 'dashboard', 'd1');

    expect(mockFetch).toHaveBeenCalledWith('PUT', '/api/users/u-me', { startpage: { type: 'dashboard', id: 'd1' } }, { reportPageErrors: false });
    expect(UserNotification.success).toHaveBeenCalledWith('Your start page was changed successfully');
    expect(reload).toHaveBeenCalled();
  });

  it('clears the start page with both null when type or id is empty', async () => {
    mockFetch.mockResolvedValue(undefined);
    await StartpageActions.set('u-me', '', '');
    await StartpageStore.set('u-me', 'stream', null);

    expect(mockFetch).toHaveBeenNthCalledWith(1, 'PUT', '/api/users/u-me', { startpage: { type: null, id: null } }, expect.anything());
    expect(mockFetch).toHaveBeenNthCalledWith(2, 'PUT', '/api/users/u-me', { startpage: { type: null, id: null } }, expect.anything());
  });

  it("does not reload the current user for someone else's start page", async () => {
    mockFetch.mockResolvedValueOnce(undefined);
    await StartpageActions.set('u-other', 'stream', 's1');
    expect(reload).not.toHaveBeenCalled();
  });

  it('tells the user when the start page cannot be changed', async () => {
    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(StartpageActions.set('u-me', 'stream', 's1')).rejects.toBeInstanceOf(FetchError);

    expect(UserNotification.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Changing your start page failed with status: .*boom/), 'Could not change your start page',
    );
    expect(reload).not.toHaveBeenCalled();
  });
});
