import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { CurrentUserActions, CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import type { Role } from './RolesStore';
import { RolesActions, RolesStore } from './RolesStore';
import { currentUserFixture } from 'fixtures/currentUserFixture';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const mockError = UserNotification.error as jest.Mock;
const mockSuccess = UserNotification.success as jest.Mock;

const role = (name: string, extra: Partial<Role> = {}): Role => ({
  name, description: `${name} role`, permissions: ['streams:read'], read_only: false, ...extra,
});

const serverError = (status: number, message: string) => new FetchError('failed', status, { type: 'ApiError', message });

describe('RolesStore', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    mockError.mockReset();
    mockSuccess.mockReset();
    RolesStore.setState({ roles: undefined });
    CurrentUserStore.setState({ currentUser: undefined, loadError: undefined });
  });

  it('lists the roles from GET /roles and keeps them in the state', async () => {
    mockFetch.mockResolvedValueOnce({ roles: [role('Admin', { read_only: true }), role('Ops')], total: 2 });

    const roles = await RolesActions.list();

    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/roles', undefined, { reportPageErrors: false });
    expect(roles.map((r) => r.name)).toEqual(['Admin', 'Ops']);
    expect(RolesStore.getInitialState().roles).toEqual(roles);
  });

  it('tells the user when the list cannot be loaded', async () => {
    mockFetch.mockRejectedValueOnce(serverError(500, 'database gone'));

    await expect(RolesActions.list()).rejects.toBeInstanceOf(FetchError);

    expect(mockError).toHaveBeenCalledWith(expect.stringMatching(/^Loading role list failed with status: .*database gone/), 'Could not load role list');
  });

  it('creates a role with POST /roles, sending only name, description and permissions', async () => {
    RolesStore.setState({ roles: [role('Ops')] });
    mockFetch.mockResolvedValueOnce(role('Auditors'));

    await RolesActions.create({ name: 'Auditors', description: 'Auditors role', permissions: ['streams:read'] });

    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/roles', { name: 'Auditors', description: 'Auditors role', permissions: ['streams:read'] }, { reportPageErrors: false });
    expect(mockSuccess).toHaveBeenCalledWith('Role "Auditors" was created successfully');
    expect(RolesStore.getInitialState().roles?.map((r) => r.name)).toEqual(['Ops', 'Auditors']);
  });

  it('reports a refused create and rethrows for the form', async () => {
    mockFetch.mockRejectedValueOnce(serverError(400, 'Role Ops already exists'));

    await expect(RolesActions.create({ name: 'Ops', description: '', permissions: [] })).rejects.toBeInstanceOf(FetchError);

    expect(mockError).toHaveBeenCalledWith(expect.stringMatching(/failed with status: .*already exists/), 'Could not create role');
    expect(mockSuccess).not.toHaveBeenCalled();
  });

  it('updates a role by its current name (which may be renamed) with PUT /roles/{name}', async () => {
    RolesStore.setState({ roles: [role('Ops'), role('Dev ops')] });
    mockFetch.mockResolvedValueOnce(role('Operators'));

    await RolesActions.update('Dev ops', { name: 'Operators', description: 'd', permissions: [] });

    expect(mockFetch).toHaveBeenCalledWith('PUT', '/api/roles/Dev%20ops', { name: 'Operators', description: 'd', permissions: [] }, { reportPageErrors: false });
    expect(mockSuccess).toHaveBeenCalledWith('Role "Operators" was updated successfully');
    expect(RolesStore.getInitialState().roles?.map((r) => r.name)).toEqual(['Ops', 'Operators']);
  });

  it('reports a failed update', async () => {
    mockFetch.mockRejectedValueOnce(serverError(400, 'Cannot update read only role Admin'));

    await expect(RolesActions.update('Admin', { name: 'Admin', description: '', permissions: [] })).rejects.toBeInstanceOf(FetchError);

    expect(mockError).toHaveBeenCalledWith(expect.stringMatching(/^Updating role "Admin" failed with status: .*read only/), 'Could not update role');
  });

  it('deletes a role by name and drops it from the state', async () => {
    RolesStore.setState({ roles: [role('Ops'), role('Auditors')] });
    mockFetch.mockResolvedValueOnce(undefined);

    await RolesActions.delete('Auditors');

    expect(mockFetch).toHaveBeenCalledWith('DELETE', '/api/roles/Auditors', undefined, { reportPageErrors: false });
    expect(mockSuccess).toHaveBeenCalledWith('Role "Auditors" was deleted successfully');
    expect(RolesStore.getInitialState().roles?.map((r) => r.name)).toEqual(['Ops']);
  });

  it('reports a failed delete', async () => {
    mockFetch.mockRejectedValueOnce(serverError(400, 'Cannot delete read only role'));

    await expect(RolesActions.delete('Reader')).rejects.toBeInstanceOf(FetchError);

    expect(mockError).toHaveBeenCalledWith(expect.stringMatching(/failed with status: .*read only/), 'Could not delete role');
  });

  it('loads the members of a role', async () => {
    mockFetch.mockResolvedValueOnce({ role: 'Ops', users: [{ id: 'u1', username: 'jane' }] });

    const members = await RolesActions.loadMembers('Ops');

    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/roles/Ops/members', undefined, { reportPageErrors: false });
    expect(members.users.map((user) => user.username)).toEqual(['jane']);
  });

  it('reports members that cannot be loaded', async () => {
    mockFetch.mockRejectedValueOnce(serverError(500, 'boom'));

    await expect(RolesActions.loadMembers('Ops')).rejects.toBeInstanceOf(FetchError);

    expect(mockError).toHaveBeenCalledWith(expect.stringMatching(/failed with status: .*boom/), 'Could not load role members');
  });

  it.each([
    ['list', () => RolesActions.list()],
    ['create', () => RolesActions.create({ name: 'Gone', description: '', permissions: [] })],
    ['update', () => RolesActions.update('Gone', { name: 'Gone', description: '', permissions: [] })],
    ['delete', () => RolesActions.delete('Gone')],
    ['loadMembers', () => RolesActions.loadMembers('Gone')],
    ['addMember', () => RolesActions.addMember('Gone', 'jane')],
    ['removeMember', () => RolesActions.removeMember('Gone', 'jane')],
  ])('stays silent on a 404 from %s but still rejects', async (_name, call) => {
    mockFetch.mockRejectedValueOnce(serverError(404, 'Role Gone not found'));

    await expect(call()).rejects.toBeInstanceOf(FetchError);

    expect(mockError).not.toHaveBeenCalled();
  });

  it('adds and removes members with PUT and DELETE on /roles/{name}/members/{username}', async () => {
    mockFetch.mockResolvedValue(undefined);

    await RolesActions.addMember('Ops', 'jane doe');
    await RolesActions.removeMember('Ops', 'jane doe');

    expect(mockFetch).toHaveBeenNthCalledWith(1, 'PUT', '/api/roles/Ops/members/jane%20doe', undefined, { reportPageErrors: false });
    expect(mockFetch).toHaveBeenNthCalledWith(2, 'DELETE', '/api/roles/Ops/members/jane%20doe', undefined, { reportPageErrors: false });
    expect(mockSuccess).toHaveBeenCalledWith('User "jane doe" was added to role "Ops"');
    expect(mockSuccess).toHaveBeenCalledWith('User "jane doe" was removed from role "Ops"');
  });

  it('reports a failed membership change', async () => {
    mockFetch.mockRejectedValueOnce(serverError(403, 'Not authorized'));

    await expect(RolesActions.addMember('Ops', 'jane')).rejects.toBeInstanceOf(FetchError);

    expect(mockError).toHaveBeenCalledWith(expect.stringMatching(/failed with status: .*Not authorized/), 'Could not update role members');
  });

  describe('when the change concerns the logged-in user', () => {
    let reload: jest.SpyInstance;

    beforeEach(() => {
      CurrentUserStore.setState({ currentUser: currentUserFixture({ username: 'jane', roles: ['Reader', 'Ops'] }) });
      reload = jest.spyOn(CurrentUserActions, 'reload').mockResolvedValue(undefined);
    });

    afterEach(() => reload.mockRestore());

    it('reloads them after their own membership changed, but not after someone else\'s', async () => {
      mockFetch.mockResolvedValue(undefined);

      await RolesActions.addMember('Auditors', 'bob');
      expect(reload).not.toHaveBeenCalled();

      await RolesActions.addMember('Auditors', 'jane');
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('reloads them after a role they hold was updated or deleted', async () => {
      mockFetch.mockResolvedValueOnce(role('Auditors'));
      await RolesActions.update('Auditors', role('Auditors'));
      expect(reload).not.toHaveBeenCalled();

      mockFetch.mockResolvedValueOnce(role('ops'));
      await RolesActions.update('ops', role('ops'));
      mockFetch.mockResolvedValueOnce(undefined);
      await RolesActions.delete('Ops');
      expect(reload).toHaveBeenCalledTimes(2);
    });
  });
});
