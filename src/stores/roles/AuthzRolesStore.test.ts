import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { CurrentUserActions, CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import { AuthzRolesActions, AuthzRolesStore } from './AuthzRolesStore';
import { currentUserFixture } from 'fixtures/currentUserFixture';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const mockError = UserNotification.error as jest.Mock;
const mockSuccess = UserNotification.success as jest.Mock;

const OPTIONS = { reportPageErrors: false };
const ops = { id: 'r2', name: 'Ops', description: 'Operators', permissions: ['streams:read'], read_only: false };
const admin = { id: 'r1', name: 'Admin', description: 'Everything', permissions: ['*'], read_only: true };
const pageOf = (key: string, list: Array<unknown>, extra: object = {}) => ({
  [key]: list, page: 2, per_page: 10, query: 'op', count: list.length, total: 11, grand_total: 30, ...extra,
});
const request = { page: 2, perPage: 10, query: 'op', sort: { field: 'name', order: 'asc' as const } };
const serverError = (status: number, message: string) => new FetchError('failed', status, { type: 'ApiError', message });

describe('AuthzRolesStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    mockError.mockReset();
    mockSuccess.mockReset();
    CurrentUserStore.setState({ currentUser: undefined, loadError: undefined });
  });

  it('loads a page of roles with their users, in the entity table\'s shape', async () => {
    mockFetch.mockResolvedValueOnce(pageOf('roles', [admin, ops], { context: { users: { r2: [{ id: 'u1', username: 'jane' }] } } }));

    const page = await AuthzRolesActions.loadRolesPaginated(request);

    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/authz/roles?page=2&per_page=10&query=op&sort=name&order=asc', undefined, OPTIONS);
    expect(page.list).toEqual([admin, ops]);
    expect(page.pagination).toEqual({ page: 2, perPage: 10, count: 2, total: 11, grandTotal: 30, query: 'op' });
    expect(page.usersByRole).toEqual({ r2: [{ id: 'u1', username: 'jane' }] });
    expect(AuthzRolesStore.getInitialState().paginatedRoles).toEqual(page);
  });

  it('encodes the search query exactly once, and tells a missing users context from an empty one', async () => {
    mockFetch.mockResolvedValueOnce(pageOf('roles', []));

    const page = await AuthzRolesActions.loadRolesPaginated({ page: 1, perPage: 20, query: 'a&b c' });

    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/authz/roles?page=1&per_page=20&query=a%26b%20c', undefined, OPTIONS);
    // Without context.users the console must not claim that nobody holds the roles.
    expect(page.usersByRole).toBeUndefined();
  });

  it('reports a list that cannot be loaded', async () => {
    mockFetch.mockRejectedValueOnce(serverError(500, 'boom'));

    await expect(AuthzRolesActions.loadRolesPaginated(request)).rejects.toBeInstanceOf(FetchError);

    expect(mockError).toHaveBeenCalledWith(expect.stringMatching(/^Loading role list failed with status: .*boom/), 'Could not load role list');
  });

  it('loads one role by id', async () => {
    mockFetch.mockResolvedValueOnce(ops);

    await expect(AuthzRolesActions.load('r2')).resolves.toEqual(ops);

    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/authz/roles/r2', undefined, OPTIONS);
  });

  it('deletes a role by id and names it in the success message', async () => {
    mockFetch.mockResolvedValueOnce(undefined);

    await AuthzRolesActions.delete(ops);

    expect(mockFetch).toHaveBeenCalledWith('DELETE', '/api/authz/roles/r2', undefined, OPTIONS);
    expect(mockSuccess).toHaveBeenCalledWith('Role "Ops" was deleted successfully');
  });

  it('reports a refused delete', async () => {
    mockFetch.mockRejectedValueOnce(serverError(400, 'Cannot delete built-in role'));

    await expect(AuthzRolesActions.delete(admin)).rejects.toBeInstanceOf(FetchError);

    expect(mockError).toHaveBeenCalledWith(expect.stringMatching(/^Deleting role "Admin" failed with status: .*built-in/), 'Could not delete role');
  });

  it('loads the roles of a user, paginated', async () => {
    mockFetch.mockResolvedValueOnce(pageOf('roles', [ops]));

    const page = await AuthzRolesActions.loadRolesForUser('jane doe', { page: 1, perPage: 50, query: '' });

    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/authz/roles/user/jane%20doe?page=1&per_page=50', undefined, OPTIONS);
    expect(page.list).toEqual([ops]);
  });

  it('loads the assignees of a role, paginated', async () => {
    mockFetch.mockResolvedValueOnce(pageOf('users', [{ id: 'u1', username: 'jane', full_name: 'Jane' }]));

    const page = await AuthzRolesActions.loadAssignees('r2', request);

    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/authz/roles/r2/assignees?page=2&per_page=10&query=op&sort=name&order=asc', undefined, OPTIONS);
    expect(page.list.map((user) => user.username)).toEqual(['jane']);
  });

  it('reports assignees that cannot be loaded', async () => {
    mockFetch.mockRejectedValueOnce(serverError(500, 'boom'));

    await expect(AuthzRolesActions.loadAssignees('r2', request)).rejects.toBeInstanceOf(FetchError);

    expect(mockError).toHaveBeenCalledWith(expect.stringMatching(/failed with status: .*boom/), 'Could not load role members');
  });

  it('adds assignees with PUT and a JSON array of user names (Graylog 4.0)', async () => {
    mockFetch.mockResolvedValueOnce(undefined);

    await AuthzRolesActions.addAssignees(ops, ['jane', 'bob', 'carl']);

    expect(mockFetch).toHaveBeenCalledWith('PUT', '/api/authz/roles/r2/assignees', ['jane', 'bob', 'carl'], OPTIONS);
    expect(mockSuccess).toHaveBeenCalledWith('Role "Ops" was assigned to jane, bob and carl');
  });

  it('removes one assignee with DELETE .../assignee/{username}', async () => {
    mockFetch.mockResolvedValueOnce(undefined);

    await AuthzRolesActions.removeAssignee(ops, 'jane doe');

    expect(mockFetch).toHaveBeenCalledWith('DELETE', '/api/authz/roles/r2/assignee/jane%20doe', undefined, OPTIONS);
    expect(mockSuccess).toHaveBeenCalledWith('User "jane doe" was removed from role "Ops"');
  });

  it('reports a refused assignee change', async () => {
    mockFetch.mockRejectedValueOnce(serverError(400, 'The admin user keeps the Admin role'));

    await expect(AuthzRolesActions.removeAssignee(admin, 'admin')).rejects.toBeInstanceOf(FetchError);

    expect(mockError).toHaveBeenCalledWith(expect.stringMatching(/^Removing user "admin" from role "Admin" failed with status: .*keeps/), 'Could not update role members');
  });

  it('searches users to assign through GET /users/paginated, quietly about page errors', async () => {
    mockFetch.mockResolvedValueOnce(pageOf('users', [{ id: 'u1', username: 'jane' }]));

    await expect(AuthzRolesActions.searchUsers('ja ne')).resolves.toEqual([{ id: 'u1', username: 'jane' }]);

    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/users/paginated?page=1&per_page=10&query=ja%20ne&sort=username&order=asc', undefined, OPTIONS);
  });

  it.each([
    ['loadRolesPaginated', () => AuthzRolesActions.loadRolesPaginated(request)],
    ['load', () => AuthzRolesActions.load('gone')],
    ['delete', () => AuthzRolesActions.delete({ id: 'gone', name: 'Gone' })],
    ['loadRolesForUser', () => AuthzRolesActions.loadRolesForUser('nobody', request)],
    ['loadAssignees', () => AuthzRolesActions.loadAssignees('gone', request)],
    ['addAssignees', () => AuthzRolesActions.addAssignees({ id: 'gone', name: 'Gone' }, ['jane'])],
    ['removeAssignee', () => AuthzRolesActions.removeAssignee({ id: 'gone', name: 'Gone' }, 'jane')],
  ])('stays silent on a 404 from %s but still rejects', async (_name, call) => {
    mockFetch.mockRejectedValueOnce(serverError(404, 'not found'));

    await expect(call()).rejects.toBeInstanceOf(FetchError);

    expect(mockError).not.toHaveBeenCalled();
  });

  it('reloads the logged-in user when their own roles changed', async () => {
    CurrentUserStore.setState({ currentUser: currentUserFixture({ username: 'jane', roles: ['Reader'] }) });
    const reload = jest.spyOn(CurrentUserActions, 'reload').mockResolvedValue(undefined);
    mockFetch.mockResolvedValue(undefined);

    await AuthzRolesActions.addAssignees(ops, ['bob']);
    expect(reload).not.toHaveBeenCalled();
    await AuthzRolesActions.addAssignees(ops, ['bob', 'jane']);
    await AuthzRolesActions.removeAssignee(ops, 'jane');
    expect(reload).toHaveBeenCalledTimes(2);
    reload.mockRestore();
  });
});
