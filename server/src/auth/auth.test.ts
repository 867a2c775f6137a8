import { createAccessToken } from '../tokens/store';
import { findUserByName } from '../users/store';
import { CSRF, basic, createUser, expectApiError, login, useTestApp, sessionAuth, withDb } from '../../test/helpers';

describe('authentication and authorization of /api', () => {
  const t = useTestApp();

  const getSystem = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/system', headers });

  it('accepts Basic with a session id, a password and an access token', async () => {
    const sessionId = await login(t.app);
    expect((await getSystem(sessionAuth(sessionId))).statusCode).toBe(200);
    expect((await getSystem(basic('admin', 'admin'))).statusCode).toBe(200);

    const token = withDb(t.dataDir, (db) => {
      const admin = findUserByName(db, 'admin');
      if (!admin) throw new Error('no admin');
      return createAccessToken(db, admin.id, 'ci', Date.now()).token;
    });
    expect((await getSystem(basic(token, 'token'))).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/admin', headers: basic(token, 'token') });
    expect(me.json().username).toBe('admin');
  });

  it('answers 401 ApiError without a WWW-Authenticate header for missing or bad credentials', async () => {
    for (const headers of [{}, basic('admin', 'wrong'), sessionAuth('nope'), basic('nope', 'token'), { authorization: 'Bearer x' }]) {
      const response = await getSystem(headers);
      expectApiError(response, 401);
      expect(response.headers['www-authenticate']).toBeUndefined();
    }
  });

  it('requires X-Requested-By on every authenticated non-GET request, before the route runs', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/admin/preferences',
      headers: basic('admin', 'admin'),
      payload: { preferences: {} },
    });
    expect(expectApiError(response, 400)).toMatch(/X-Requested-By header is required/);
    const withHeader = await t.app.inject({
      method: 'PUT',
      url: '/api/users/admin/preferences',
      headers: { ...basic('admin', 'admin'), ...CSRF },
      payload: { preferences: {} },
    });
    expect(withHeader.statusCode).toBe(204);
  });

  it('answers 403 ApiError when a permission is missing', async () => {
    await createUser(t.app, 'bob');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...CSRF, ...basic('bob', 'secret123') },
      payload: { username: 'eve', password: 'secret123', email: 'e@x', permissions: [] },
    });
    expect(expectApiError(response, 403)).toMatch(/users:create/);
  });

  it('grants permissions through roles and through the user itself', async () => {
    await createUser(t.app, 'creator', { permissions: ['users:create'] });
    await createUser(t.app, 'boss', { roles: ['Admin'] });
    for (const [who, name] of [['creator', 'u1'], ['boss', 'u2']]) {
      const response = await createUser(t.app, name, {});
      expect(response.statusCode).toBe(201);
      const byUser = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { ...CSRF, ...basic(who, 'secret123') },
        payload: { username: `${name}x`, password: 'secret123', email: 'e@x', permissions: [] },
      });
      expect(byUser.statusCode).toBe(201);
    }
  });

  it('answers 404 ApiError for unknown routes under /api, to authenticated callers only', async () => {
    const admin = basic('admin', 'admin');
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/no/such/thing', headers: admin }), 404);
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/no/such/thing', headers: { ...CSRF, ...admin } }), 404);
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/no/such/thing' }), 401);
  });

  it('refuses a token of a disabled user, and accepts it again once enabled', async () => {
    await createUser(t.app, 'bob');
    const bobId = withDb(t.dataDir, (db) => findUserByName(db, 'bob')?.id ?? '');
    const created = await t.app.inject({ method: 'POST', url: `/api/users/${bobId}/tokens/ci`, headers: { ...CSRF, ...basic('bob', 'secret123') }, payload: {} });
    const token = created.json().token as string;
    expect((await getSystem(basic(token, 'token'))).statusCode).toBe(200);
    const setStatus = (status: string) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${bobId}/status/${status}`, headers: { ...CSRF, ...basic('admin', 'admin') } });
    expect((await setStatus('disabled')).statusCode).toBe(200);
    expectApiError(await getSystem(basic(token, 'token')), 401);
    expect((await setStatus('enabled')).statusCode).toBe(200);
    expect((await getSystem(basic(token, 'token'))).statusCode).toBe(200);
  });
});
