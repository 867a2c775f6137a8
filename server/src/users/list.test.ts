// Reading users: all, paginated (Graylog 4 shape with context.admin_user), by id, and who sees what.
import { ADMIN, CSRF, basic, createReader, expectApiError, login, useTestApp, sessionAuth } from '../../test/helpers';

const LIST_ENTRY_FIELDS = [
  'account_status', 'auth_service_id', 'auth_service_uid', 'client_address', 'email', 'enabled', 'external_user', 'full_name',
  'id', 'last_activity', 'read_only', 'roles', 'session_active', 'username',
];

describe('reading users', () => {
  const t = useTestApp({}, { per: 'file' });
  let aliceId: string;
  beforeAll(async () => {
    aliceId = await createReader(t.app, 'alice', { full_name: 'Alice Liddell', email: 'alice@wonder.land' });
    await createReader(t.app, 'bob', { full_name: 'Bob Builder' });
    await createReader(t.app, 'carol', { full_name: 'Carol Danvers', email: 'carol@marvel.example' });
  });

  const get = (url: string, headers: Record<string, string> = ADMIN) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

  it('lists all users with their full views under "users"', async () => {
    const body = (await get('/users')).json();
    expect(body.users.map((u: { username: string }) => u.username)).toEqual(['admin', 'alice', 'bob', 'carol', 'graylog-sidecar']);
    const alice = body.users.find((u: { username: string }) => u.username === 'alice');
    expect(alice).toMatchObject({ id: aliceId, full_name: 'Alice Liddell', roles: ['Reader'], account_status: 'enabled' });
    expect(alice.permissions).toEqual(expect.arrayContaining(['system:read', 'users:edit:alice']));
    expect(JSON.stringify(body)).not.toMatch(/password_hash|scrypt/);
  });

  it('pages users in the Graylog 4 shape, with the admin apart in context.admin_user', async () => {
    const sessionId = await login(t.app, 'bob', 'secret123');
    const body = (await get('/users/paginated?page=1&per_page=2')).json();
    expect(Object.keys(body).sort()).toEqual(['context', 'count', 'grand_total', 'page', 'per_page', 'query', 'total', 'users']);
    expect(body).toMatchObject({ page: 1, per_page: 2, count: 2, total: 4, grand_total: 4, query: '' });
    // Sorted by full name by default, as Graylog does.
    expect(body.users.map((u: { username: string }) => u.username)).toEqual(['alice', 'bob']);
    expect(Object.keys(body.users[0]).sort()).toEqual(LIST_ENTRY_FIELDS);
    expect(body.users[0]).toMatchObject({ id: aliceId, enabled: true, external_user: false, read_only: false, roles: ['Reader'], session_active: false });
    expect(body.users[1]).toMatchObject({ username: 'bob', session_active: true, client_address: '127.0.0.1' });
    expect(typeof body.users[1].last_activity).toBe('string');
    expect(body.context.admin_user).toMatchObject({ username: 'admin', read_only: true, roles: ['Admin'] });
    expect(Object.keys(body.context.admin_user).sort()).toEqual(LIST_ENTRY_FIELDS);
    await t.app.inject({ method: 'DELETE', url: `/api/system/sessions/${sessionId}`, headers: { ...CSRF, ...sessionAuth(sessionId) } });
  });

  it('searches, sorts and pages the list', async () => {
    const search = (await get('/users/paginated?query=marvel')).json();
    expect(search.users.map((u: { username: string }) => u.username)).toEqual(['carol']);
    expect(search).toMatchObject({ total: 1, grand_total: 4, query: 'marvel' });
    expect((await get('/users/paginated?query=username:bo')).json().users.map((u: { username: string }) => u.username)).toEqual(['bob']);
    const desc = (await get('/users/paginated?sort=username&order=desc')).json();
    expect(desc.users.map((u: { username: string }) => u.username)).toEqual(['graylog-sidecar', 'carol', 'bob', 'alice']);
    // By full name: Alice Liddell, bob's, Carol Danvers, then "Sidecar System User (built-in)".
    const page2 = (await get('/users/paginated?page=2&per_page=2')).json();
    expect(page2.users.map((u: { username: string }) => u.username)).toEqual(['carol', 'graylog-sidecar']);
    expectApiError(await get('/users/paginated?sort=password'), 400);
    expectApiError(await get('/users/paginated?per_page=-1'), 400);
  });

  it('reads a user by id and by name', async () => {
    const byId = (await get(`/users/id/${aliceId}`)).json();
    expect(byId).toMatchObject({ id: aliceId, username: 'alice', email: 'alice@wonder.land', startpage: null, timezone: null });
    expect(byId).toEqual((await get('/users/alice')).json());
    expect(expectApiError(await get('/users/id/0123456789abcdef01234567'), 404)).toMatch(/Couldn't find user/);
    expectApiError(await get('/users/ghost'), 404);
  });

  it('shows permissions only to the user and to whoever may edit them', async () => {
    const alice = basic('alice', 'secret123');
    expect((await get('/users/alice', alice)).json().permissions).toEqual(expect.arrayContaining(['users:edit:alice']));
    expect((await get('/users/alice')).json().permissions.length).toBeGreaterThan(0);
  });

  it('refuses list calls without users:list and other users without users:read', async () => {
    const bob = basic('bob', 'secret123');
    expect(expectApiError(await get('/users', bob), 403)).toMatch(/users:list/);
    expectApiError(await get('/users/paginated', bob), 403);
    expect(expectApiError(await get('/users/alice', bob), 403)).toMatch(/users:read:alice/);
    expectApiError(await get(`/users/id/${aliceId}`, bob), 403);
    // An unknown id is a 403 too, so a reader cannot probe which ids exist.
    expectApiError(await get('/users/id/0123456789abcdef01234567', bob), 403);
    expect((await get(`/users/id/${(await get('/users/bob', bob)).json().id}`, bob)).statusCode).toBe(200);
  });

  it('answers names of Object.prototype members as sort or search fields with 400, not 500', async () => {
    for (const url of [
      '/users/paginated?sort=constructor', '/users/paginated?sort=__proto__', '/users/paginated?query=__proto__:x',
      '/users/paginated?query=constructor:x', '/authz/roles?sort=toString', '/authz/roles?query=hasOwnProperty:x',
      `/authz/roles/${(await get('/authz/roles')).json().roles[0].id}/assignees?sort=valueOf`,
    ]) {
      expect(expectApiError(await get(url), 400)).toMatch(/Cannot sort by|Unknown search field/);
    }
  });

  it('lists every user with users:list but shows permissions only as the single-user routes do', async () => {
    const lister = basic('lister', 'secret123');
    await createReader(t.app, 'lister', { permissions: ['users:list'] });
    const users = (await get('/users', lister)).json().users as { username: string; permissions: string[] }[];
    expect(users.map((u) => u.username)).toEqual(['admin', 'alice', 'bob', 'carol', 'graylog-sidecar', 'lister']);
    for (const user of users) {
      if (user.username === 'lister') expect(user.permissions).toEqual(expect.arrayContaining(['users:list', 'users:edit:lister']));
      else expect(user.permissions).toEqual([]);
    }
    // Whoever may edit someone's permissions sees them, in the list as on the user's page.
    await createReader(t.app, 'pmeditor', { permissions: ['users:list', 'users:permissionsedit:alice'] });
    const seen = (await get('/users', basic('pmeditor', 'secret123'))).json().users as { username: string; permissions: string[] }[];
    expect(seen.find((u) => u.username === 'alice')?.permissions).toContain('users:edit:alice');
    expect(seen.find((u) => u.username === 'bob')?.permissions).toEqual([]);
    // The paginated list never carries permissions.
    expect(JSON.stringify((await get('/users/paginated', lister)).json())).not.toMatch(/permissions/);
  });

  it('names the id, not the user behind it, when refusing id-addressed calls', async () => {
    const bob = basic('bob', 'secret123');
    const carolId = (await get('/users/carol')).json().id as string;
    for (const url of [`/users/id/${carolId}`, `/users/${carolId}/tokens`]) {
      const message = expectApiError(await get(url, bob), 403);
      expect(message).toContain(carolId);
      expect(message).not.toMatch(/carol/);
    }
  });
});
