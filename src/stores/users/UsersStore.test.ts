import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { CurrentUserActions, CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import { UsersActions, UsersStore } from './UsersStore';
import { currentUserFixture } from 'fixtures/currentUserFixture';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const jane = { id: 'u-jane', username: 'jane' };
const serverError = () => new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'boom' });
const fieldError = () => new FetchError('Bad Request', 400, {
  type: 'ApiError', message: 'User jane already exists', failed: true, errors: { username: ['User jane already exists'] },
});

const overview = (username: string) => ({
  id: `u-${username}`, username, full_name: username, email: `${username}@example.org`, roles: ['Reader'], read_only: false,
  external_user: false, session_active: false, client_address: null, last_activity: null, enabled: true,
  auth_service_id: null, auth_service_uid: null, account_status: 'enabled' as const,
});

describe('UsersStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    jest.mocked(UserNotification.error).mockReset();
    jest.mocked(UserNotification.success).mockReset();
    UsersStore.setState({ usersById: {} });
    CurrentUserStore.setState({ currentUser: undefined });
  });

  describe('loadUsersPaginated', () => {
    it('asks for the page, size, query (encoded once) and sort, and answers the table shape with the admin user', async () => {
      mockFetch.mockResolvedValueOnce({
        users: [overview('bob')], context: { admin_user: overview('admin') },
        page: 2, per_page: 10, query: 'b o', count: 1, total: 11, grand_total: 30,
      });
      const page = await UsersActions.loadUsersPaginated({ page: 2, perPage: 10, query: 'b o', sort: { field: 'email', order: 'desc' } });

      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/users/paginated?page=2&per_page=10&query=b%20o&sort=email&order=desc');
      expect(page.list.map((user) => user.username)).toEqual(['bob']);
      expect(page.pagination).toEqual({ page: 2, perPage: 10, count: 1, total: 11, grandTotal: 30, query: 'b o' });
      expect(page.adminUser?.username).toBe('admin');
    });

    it('copes with a server that sends neither context nor grand_total', async () => {
      mockFetch.mockResolvedValueOnce({ users: [], page: 1, per_page: 20, query: null, count: 0, total: 0 });
      const page = await UsersActions.loadUsersPaginated({ page: 1, perPage: 20, query: '' });

      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/users/paginated?page=1&per_page=20');
      expect(page.adminUser).toBeNull();
      expect(page.pagination.grandTotal).toBe(0);
      expect(page.pagination.query).toBe('');
    });

    it('leaves a failed load to the table, which shows it with "Try again": no toast', async () => {
      mockFetch.mockRejectedValueOnce(serverError());
      await expect(UsersActions.loadUsersPaginated({ page: 1, perPage: 20, query: '' })).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();
    });
  });

  it('loads all users', async () => {
    mockFetch.mockResolvedValueOnce({ users: [currentUserFixture()] });
    const users = await UsersActions.loadUsers();
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/users');
    expect(users).toHaveLength(1);
  });

  describe('load', () => {
    it('loads one user by id and keeps it for the pages', async () => {
      mockFetch.mockResolvedValueOnce(currentUserFixture({ id: 'u/1', username: 'jane' }));
      const user = await UsersActions.load('u/1');

      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/users/id/u%2F1');
      expect(user.username).toBe('jane');
      expect(UsersStore.getInitialState().usersById['u/1'].username).toBe('jane');
    });

    it('loads one user by name', async () => {
      mockFetch.mockResolvedValueOnce(currentUserFixture({ id: 'u1', username: 'jane doe' }));
      await UsersActions.loadByUsername('jane doe');
      expect(mockFetch).toHaveBeenCalledWith('GET', '/api/users/jane%20doe');
      expect(UsersStore.getInitialState().usersById.u1.username).toBe('jane doe');
    });

    it('leaves a missing user to the not-found page: no toast', async () => {
      mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { type: 'ApiError', message: 'Couldn\'t find user' }));
      await expect(UsersActions.load('nope')).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();
    });

    it('toasts other failures', async () => {
      mockFetch.mockRejectedValueOnce(serverError());
      await expect(UsersActions.load('u1')).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Loading user failed with status: .*boom/), 'Could not load user');
    });
  });

  describe('create', () => {
    const newUser = {
      username: 'jane', password: 'long enough', email: 'jane@example.org', full_name: 'Jane', permissions: [],
      roles: ['Reader'], timezone: null, session_timeout_ms: 3600000,
    };

    it('posts the user, toasts and answers the new id', async () => {
      mockFetch.mockResolvedValueOnce({ id: 'u-new' });
      await expect(UsersActions.create(newUser)).resolves.toBe('u-new');

      expect(mockFetch).toHaveBeenCalledWith('POST', '/api/users', newUser, { reportPageErrors: false });
      expect(UserNotification.success).toHaveBeenCalledWith('User "jane" was created successfully.');
    });

    it('looks the id up by name when the reply has no body (as a real Graylog answers)', async () => {
      mockFetch.mockResolvedValueOnce(undefined).mockResolvedValueOnce(currentUserFixture({ id: 'u-looked-up', username: 'jane' }));
      await expect(UsersActions.create(newUser)).resolves.toBe('u-looked-up');
      expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/users/jane', undefined, { reportPageErrors: false });
    });

    it('answers undefined, not a failure, when the lookup after an empty reply fails: the user exists', async () => {
      mockFetch.mockResolvedValueOnce(undefined).mockRejectedValueOnce(serverError());
      await expect(UsersActions.create(newUser)).resolves.toBeUndefined();
      expect(UserNotification.success).toHaveBeenCalledWith('User "jane" was created successfully.');
      expect(UserNotification.error).not.toHaveBeenCalled();
    });

    it('rethrows a field refusal for the form without a toast', async () => {
      mockFetch.mockRejectedValueOnce(fieldError());
      await expect(UsersActions.create(newUser)).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();
      expect(UserNotification.success).not.toHaveBeenCalled();
    });

    it('toasts and rethrows other failures', async () => {
      mockFetch.mockRejectedValueOnce(serverError());
      await expect(UsersActions.create(newUser)).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Creating user "jane" failed with status: .*boom/), 'Could not create user');
    });
  });

  describe('update', () => {
    it('puts the changes by id, toasts and holds the fresh user', async () => {
      mockFetch.mockResolvedValueOnce(undefined).mockResolvedValueOnce(currentUserFixture({ id: 'u-jane', full_name: 'Jane Q' }));
      await UsersActions.update(jane, { full_name: 'Jane Q', startpage: { type: null, id: null } });

      expect(mockFetch).toHaveBeenNthCalledWith(1, 'PUT', '/api/users/u-jane', { full_name: 'Jane Q', startpage: { type: null, id: null } }, { reportPageErrors: false });
      expect(UserNotification.success).toHaveBeenCalledWith('User "jane" was updated successfully.');
      expect(UsersStore.getInitialState().usersById['u-jane'].full_name).toBe('Jane Q');
    });

    it('reloads the current user when they changed themselves', async () => {
      CurrentUserStore.setState({ currentUser: currentUserFixture({ id: 'u-jane' }) });
      const reload = jest.spyOn(CurrentUserActions, 'reload').mockResolvedValue(undefined);
      mockFetch.mockResolvedValue(currentUserFixture({ id: 'u-jane' }));
      await UsersActions.update(jane, { timezone: 'Europe/Berlin' });
      expect(reload).toHaveBeenCalled();

      reload.mockClear();
      await UsersActions.update({ id: 'u-bob', username: 'bob' }, { timezone: 'Europe/Berlin' });
      expect(reload).not.toHaveBeenCalled();
      reload.mockRestore();
    });

    it('toasts failures other than field refusals', async () => {
      mockFetch.mockRejectedValueOnce(fieldError());
      await expect(UsersActions.update(jane, { email: 'x' })).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();

      mockFetch.mockRejectedValueOnce(new FetchError('Forbidden', 403, { type: 'ApiError', message: 'Not allowed' }));
      await expect(UsersActions.update(jane, { email: 'x' })).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Updating user "jane" failed with status: .*Not allowed/), 'Could not update user');
    });
  });

  describe('delete', () => {
    it('deletes by id, toasts and forgets the user', async () => {
      UsersStore.setState({ usersById: { 'u-jane': currentUserFixture({ id: 'u-jane' }) } });
      mockFetch.mockResolvedValueOnce(undefined);
      await UsersActions.delete(jane);

      expect(mockFetch).toHaveBeenCalledWith('DELETE', '/api/users/id/u-jane', undefined, { reportPageErrors: false });
      expect(UserNotification.success).toHaveBeenCalledWith('User "jane" was deleted successfully.');
      expect(UsersStore.getInitialState().usersById['u-jane']).toBeUndefined();
    });

    it('toasts a failure, unless a bulk run asked for quiet', async () => {
      mockFetch.mockRejectedValueOnce(serverError());
      await expect(UsersActions.delete(jane)).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Deleting user "jane" failed with status: .*boom/), 'Could not delete user');

      jest.mocked(UserNotification.error).mockReset();
      mockFetch.mockRejectedValueOnce(serverError()).mockResolvedValueOnce(undefined);
      await expect(UsersActions.delete(jane, { quiet: true })).rejects.toBeInstanceOf(FetchError);
      await UsersActions.delete(jane, { quiet: true });
      expect(UserNotification.error).not.toHaveBeenCalled();
      expect(UserNotification.success).not.toHaveBeenCalled();
    });
  });

  describe('setStatus', () => {
    it('puts the status into the path and toasts', async () => {
      UsersStore.setState({ usersById: { 'u-jane': currentUserFixture({ id: 'u-jane', account_status: 'enabled' }) } });
      mockFetch.mockResolvedValueOnce(undefined);
      await UsersActions.setStatus(jane, 'disabled');

      expect(mockFetch).toHaveBeenCalledWith('PUT', '/api/users/u-jane/status/disabled', undefined, { reportPageErrors: false });
      expect(UserNotification.success).toHaveBeenCalledWith('User "jane" was disabled successfully.');
      expect(UsersStore.getInitialState().usersById['u-jane'].account_status).toBe('disabled');
    });

    it('takes "not modified" (the user already has that status) as done', async () => {
      mockFetch.mockRejectedValueOnce(new FetchError('Not Modified', 304, undefined));
      await UsersActions.setStatus(jane, 'disabled');
      expect(UserNotification.error).not.toHaveBeenCalled();
      expect(UserNotification.success).toHaveBeenCalledWith('User "jane" was disabled successfully.');
    });

    it('toasts a failure', async () => {
      mockFetch.mockRejectedValueOnce(serverError());
      await expect(UsersActions.setStatus(jane, 'enabled')).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(
        expect.stringMatching(/^Changing the status of user "jane" failed with status: .*boom/), 'Could not change user status',
      );
    });
  });

  describe('changePassword', () => {
    it('puts the old and new password', async () => {
      mockFetch.mockResolvedValueOnce(undefined);
      await UsersActions.changePassword(jane, { old_password: 'old secret', password: 'new secret' });

      expect(mockFetch).toHaveBeenCalledWith('PUT', '/api/users/u-jane/password', { old_password: 'old secret', password: 'new secret' }, { reportPageErrors: false });
      expect(UserNotification.success).toHaveBeenCalledWith('The password of user "jane" was changed successfully.');
    });

    it('leaves a field refusal to the form and toasts anything else', async () => {
      mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'Old password is incorrect', failed: true, errors: { old_password: ['incorrect'] } }));
      await expect(UsersActions.changePassword(jane, { password: 'new secret' })).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).not.toHaveBeenCalled();

      mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'Old password is incorrect' }));
      await expect(UsersActions.changePassword(jane, { password: 'new secret' })).rejects.toBeInstanceOf(FetchError);
      expect(UserNotification.error).toHaveBeenCalledWith(
        expect.stringMatching(/^Changing the password of user "jane" failed with status: .*Old password is incorrect/), 'Could not change password',
      );
    });
  });
});
