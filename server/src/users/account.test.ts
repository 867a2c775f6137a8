// Password, account status, permissions, preferences and deletion.
import {
  ADMIN, CSRF, basic, createReader, expectApiError, login, useTestApp, sessionAuth, userIdOf, withDb, writing,
} from '../../test/helpers';

describe('account administration', () => {
  const t = useTestApp();
  let aliceId: string;
  const alice = basic('alice', 'secret123');
  beforeEach(async () => {
    aliceId = await createReader(t.app, 'alice');
  });

  const call = (method: 'PUT' | 'DELETE', url: string, auth = ADMIN, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: writing(auth), ...(payload === undefined ? {} : { payload: payload as object }) });
  const validate = async (sessionId: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/system/sessions', headers: sessionAuth(sessionId) })).json().is_valid as boolean;

  describe('PUT /users/{userId}/password', () => {
    it('needs the old password when users change their own', async () => {
      const missing = await call('PUT', `/users/${aliceId}/password`, alice, { password: 'n3w-Passphrase' });
      expect(expectApiError(missing, 400)).toMatch(/Old password/);
      expect(missing.json().errors).toEqual({ old_password: ['is missing or incorrect'] });
      expectApiError(await call('PUT', `/users/${aliceId}/password`, alice, { old_password: 'wrong-one', password: 'n3w-Passphrase' }), 400);
      expect((await call('PUT', `/users/${aliceId}/password`, alice, { old_password: 'secret123', password: 'n3w-Passphrase' })).statusCode).toBe(204);
      expect(await login(t.app, 'alice', 'n3w-Passphrase')).toBeTruthy();
      expectApiError(await t.app.inject({ method: 'GET', url: '/api/system', headers: alice }), 401);
    });

    it('lets an administrator set another user\'s password without the old one', async () => {
      expect((await call('PUT', `/users/${aliceId}/password`, ADMIN, { password: 'Reset-by-admin-1' })).statusCode).toBe(204);
      expect(await login(t.app, 'alice', 'Reset-by-admin-1')).toBeTruthy();
      // The admin changing their own password still needs the old one.
      const adminId = await userIdOf(t.app, 'admin');
      expectApiError(await call('PUT', `/users/${adminId}/password`, ADMIN, { password: 'An0ther-admin-pw' }), 400);
    });

    it.each([
      ['short', 'alice', 'Sh0rt!'],
      ['very common', 'alice', 'Password123'],
      ['the username', 'alexander', 'Alexander'],
    ])('refuses a %s password with 400 on the password field', async (_label, username, password) => {
      const userId = username === 'alice' ? aliceId : await createReader(t.app, username);
      const response = await call('PUT', `/users/${userId}/password`, ADMIN, { password });
      expectApiError(response, 400);
      expect(Object.keys(response.json().errors)).toEqual(['password']);
    });

    it("refuses other users' passwords without users:passwordchange, and the read-only admin's", async () => {
      const bobId = await createReader(t.app, 'bob');
      expect(expectApiError(await call('PUT', `/users/${bobId}/password`, alice, { password: 'Whatever-123' }), 403)).toBe(
        `Not authorized: missing permission users:passwordchange on the user with id ${bobId}`,
      );
      await createReader(t.app, 'root2', { roles: ['Admin'] });
      const adminId = await userIdOf(t.app, 'admin');
      expectApiError(await call('PUT', `/users/${adminId}/password`, basic('root2', 'secret123'), { password: 'Takeover-123' }), 400);
      expectApiError(await call('PUT', '/users/0123456789abcdef01234567/password', ADMIN, { password: 'Whatever-123' }), 404);
    });
  });

  describe('PUT /users/{userId}/status/{newStatus}', () => {
    it('disabling ends all sessions at once, keeps tokens unusable until enabled again', async () => {
      const first = await login(t.app, 'alice', 'secret123');
      const second = await login(t.app, 'alice', 'secret123');
      const token = (await t.app.inject({ method: 'POST', url: `/api/users/${aliceId}/tokens/cli`, headers: writing(alice), payload: {} })).json().token;

      expect((await call('PUT', `/users/${aliceId}/status/disabled`)).statusCode).toBe(200);
      expect(await validate(first)).toBe(false);
      expect(await validate(second)).toBe(false);
      expect(withDb(t.dataDir, (db) => db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?').get(aliceId))).toEqual({ n: 0 });
      expectApiError(await t.app.inject({ method: 'GET', url: '/api/system', headers: basic(token, 'token') }), 401);
      expectApiError(await t.app.inject({ method: 'POST', url: '/api/system/sessions', headers: CSRF, payload: { username: 'alice', password: 'secret123' } }), 401);
      const listed = (await t.app.inject({ method: 'GET', url: '/api/users/paginated', headers: ADMIN })).json().users[0];
      expect(listed).toMatchObject({ username: 'alice', enabled: false, account_status: 'disabled', session_active: false });

      // Same status again: Graylog's 304.
      expect((await call('PUT', `/users/${aliceId}/status/disabled`)).statusCode).toBe(304);
      expect((await call('PUT', `/users/${aliceId}/status/enabled`)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/system', headers: basic(token, 'token') })).statusCode).toBe(200);
    });

    it('refuses unknown statuses, oneself, the admin, and callers without users:edit', async () => {
      expectApiError(await call('PUT', `/users/${aliceId}/status/deleted`), 400);
      const adminId = await userIdOf(t.app, 'admin');
      expect(expectApiError(await call('PUT', `/users/${adminId}/status/disabled`), 400)).toMatch(/read-only/);
      expect(expectApiError(await call('PUT', `/users/${aliceId}/status/disabled`, alice), 400)).toMatch(/your own account/);
      const bobId = await createReader(t.app, 'bob');
      expectApiError(await call('PUT', `/users/${bobId}/status/disabled`, alice), 403);
      expectApiError(await call('PUT', '/users/0123456789abcdef01234567/status/disabled'), 404);
    });
  });

  describe('permissions and preferences', () => {
    it('replaces and revokes the own permissions of a user', async () => {
      expect((await call('PUT', '/users/alice/permissions', ADMIN, { permissions: ['streams:read:abc', 'system:read'] })).statusCode).toBe(204);
      const stored = () => withDb(t.dataDir, (db) => JSON.parse((db.prepare("SELECT permissions FROM users WHERE username = 'alice'").get() as { permissions: string }).permissions));
      // system:read comes with the Reader role, so it is not stored as her own.
      expect(stored()).toEqual(['streams:read:abc']);
      expect((await call('DELETE', '/users/alice/permissions')).statusCode).toBe(204);
      expect(stored()).toEqual([]);
      expectApiError(await call('PUT', '/users/alice/permissions', alice, { permissions: ['*'] }), 403);
      expectApiError(await call('DELETE', '/users/alice/permissions', alice), 403);
      expectApiError(await call('PUT', '/users/admin/permissions', ADMIN, { permissions: [] }), 400);
      expectApiError(await call('PUT', '/users/ghost/permissions', ADMIN, { permissions: [] }), 404);
      expectApiError(await call('PUT', '/users/alice/permissions', ADMIN, { permissions: 'all' }), 400);
    });

    it('stores the preference strings "true" and "false" as booleans', async () => {
      expect((await call('PUT', '/users/alice/preferences', alice, { preferences: { updateUnfocussed: 'true', enableSmartSearch: 'false', pageSize: 25, label: 'yes' } })).statusCode).toBe(204);
      const user = (await t.app.inject({ method: 'GET', url: '/api/users/alice', headers: alice })).json();
      expect(user.preferences).toEqual({ updateUnfocussed: true, enableSmartSearch: false, pageSize: 25, label: 'yes' });
    });
  });

  describe('DELETE /users/{username} and /users/id/{userId}', () => {
    it('deletes by name and by id with their sessions and tokens', async () => {
      const sessionId = await login(t.app, 'alice', 'secret123');
      await t.app.inject({ method: 'POST', url: `/api/users/${aliceId}/tokens/cli`, headers: writing(alice), payload: {} });
      expect((await call('DELETE', '/users/alice')).statusCode).toBe(204);
      expect(await validate(sessionId)).toBe(false);
      expect(withDb(t.dataDir, (db) => db.prepare('SELECT COUNT(*) AS n FROM access_tokens').get())).toEqual({ n: 0 });
      expectApiError(await call('DELETE', '/users/alice'), 404);

      const bobId = await createReader(t.app, 'bob');
      expect((await call('DELETE', `/users/id/${bobId}`)).statusCode).toBe(204);
      expectApiError(await call('DELETE', `/users/id/${bobId}`), 404);
    });

    it('refuses deleting the admin, oneself, and without the general users:edit', async () => {
      expect(expectApiError(await call('DELETE', '/users/admin'), 400)).toMatch(/read-only/);
      await createReader(t.app, 'boss', { roles: ['Admin'] });
      const boss = basic('boss', 'secret123');
      expect(expectApiError(await call('DELETE', '/users/boss', boss), 400)).toMatch(/your own account/);
      // users:edit:alice (her own) is not enough: deleting is user administration.
      expect(expectApiError(await call('DELETE', '/users/alice', alice), 403)).toMatch(/users:edit/);
      expectApiError(await call('DELETE', `/users/id/${aliceId}`, alice), 403);
      expect((await call('DELETE', '/users/alice', boss)).statusCode).toBe(204);
    });
  });
});
