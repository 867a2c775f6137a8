import type { PaginatedUsers, UserOverview } from '@/stores/users/UsersStore';

import { splitUsersPage } from './usersTable';

const user = (username: string): UserOverview => ({
  id: `u-${username}`, username, full_name: `${username} Example`, email: `${username}@example.org`, roles: [],
  read_only: username === 'admin', external_user: false, session_active: false, client_address: null, last_activity: null,
  enabled: true, auth_service_id: null, auth_service_uid: null, account_status: 'enabled',
});

const page = (list: Array<UserOverview>, adminUser: UserOverview | null = user('admin'), total = 4): PaginatedUsers => ({
  list, adminUser, pagination: { page: 1, perPage: 2, count: list.length, total, grandTotal: total, query: '' },
});

const names = (rows: Array<{ username: string, isAdmin: boolean }>) => rows.map(({ username, isAdmin }) => `${username}${isAdmin ? '*' : ''}`);

describe('splitUsersPage', () => {
  it("hands the admin user named beside the list over for its own row, marked, and keeps the server's counts", () => {
    const { page: tablePage, adminUser } = splitUsersPage(page([user('bob'), user('jane')]), { query: '' });
    expect(names(tablePage.list)).toEqual(['bob', 'jane']);
    expect(tablePage.pagination).toMatchObject({ count: 2, total: 4, grandTotal: 4 });
    expect(adminUser).toMatchObject({ username: 'admin', isAdmin: true });
  });

  it('does not show the admin user twice when the server lists it too', () => {
    const { page: tablePage, adminUser } = splitUsersPage(page([user('admin'), user('bob')], user('admin'), 5), { query: '' });
    expect(names(tablePage.list)).toEqual(['bob']);
    expect(tablePage.pagination).toMatchObject({ count: 1, total: 4 });
    expect(adminUser?.username).toBe('admin');
  });

  it('applies the search to the admin user like the server does to the others', () => {
    expect(splitUsersPage(page([user('bob')], user('admin'), 1), { query: 'bob' }).adminUser).toBeUndefined();
    expect(splitUsersPage(page([], user('admin'), 0), { query: 'ADMIN@example' }).adminUser?.username).toBe('admin');
  });

  it('has no admin row without an admin user', () => {
    const { page: tablePage, adminUser } = splitUsersPage(page([user('bob')], null), { query: '' });
    expect(names(tablePage.list)).toEqual(['bob']);
    expect(adminUser).toBeUndefined();
  });
});
