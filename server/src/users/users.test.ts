import { CSRF, basic, createUser, expectApiError, login, useTestApp, sessionAuth } from '../../test/helpers';

describe('users', () => {
  const t = useTestApp();

  const getUser = (username: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/users/${encodeURIComponent(username)}`, headers });

  it('returns the admin in Graylog 4 shape', async () => {
    const sessionId = await login(t.app);
    const response = await getUser('admin', sessionAuth(sessionId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'admin',
      full_name: 'Administrator',
      email: 'admin@localhost',
      permissions: ['*'],
      preferences: { updateUnfocussed: false, enableSmartSearch: true },
      timezone: null,
      session_timeout_ms: 28800000,
      read_only: true,
      external: false,
      startpage: null,
      roles: ['Admin'],
      session_active: true,
      client_address: '127.0.0.1',
      account_status: 'enabled',
    });
    expect(response.json().id).toMatch(/^[0-9a-f]{24}$/);
    expect(typeof response.json().last_activity).toBe('string');
  });

  it('lets a user read themselves but not others; admin reads anyone', async () => {
    await createUser(t.app, 'alice', { first_name: 'Alice', last_name: 'Liddell', timezone: 'Europe/Berlin' });
    await createUser(t.app, 'bob');
    const alice = basic('alice', 'secret123');

    const self = await getUser('alice', alice);
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({
      username: 'alice',
      full_name: 'Alice Liddell',
      timezone: 'Europe/Berlin',
      roles: [],
      read_only: false,
      session_active: false,
    });
    expect(self.json().permissions).toEqual(expect.arrayContaining(['users:read:alice', 'users:edit:alice']));

    expectApiError(await getUser('bob', alice), 403);
    expect((await getUser('bob', basic('admin', 'admin'))).json().username).toBe('bob');
    expect(expectApiError(await getUser('ghost', basic('admin', 'admin')), 404)).toBe("Couldn't find user ghost");
  });

  it('lets users with any allowed characters read themselves (é, p, {, C)', async () => {
    for (const username of ['paula', 'Chloé', 'x{1}']) {
      expect((await createUser(t.app, username)).statusCode).toBe(201);
      expect([username, (await getUser(username, basic(username, 'secret123'))).statusCode]).toEqual([username, 200]);
    }
  });

  it('saves preferences persistently; only self or users:edit may', async () => {
    await createUser(t.app, 'alice');
    await createUser(t.app, 'bob');
    const put = (username: string, headers: Record<string, string>, preferences: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${username}/preferences`, headers: { ...CSRF, ...headers }, payload: { preferences } });

    expect((await put('alice', basic('alice', 'secret123'), { updateUnfocussed: true, theme: 'dark', pageSize: 50 })).statusCode).toBe(204);
    expectApiError(await put('alice', basic('bob', 'secret123'), { theme: 'light' }), 403);

    await t.restart();
    const after = await getUser('alice', basic('alice', 'secret123'));
    expect(after.json().preferences).toEqual({ updateUnfocussed: true, enableSmartSearch: true, theme: 'dark', pageSize: 50 });

    expectApiError(await put('alice', basic('alice', 'secret123'), { nested: { no: 1 } }), 400);
    expectApiError(await put('ghost', basic('admin', 'admin'), {}), 404);
  });

  describe('POST /users', () => {
    it('creates a user with 201, its id and a Location header', async () => {
      const response = await createUser(t.app, 'carol', { roles: ['Reader'], full_name: 'Carol C' });
      expect(response.statusCode).toBe(201);
      expect(response.json().id).toMatch(/^[0-9a-f]{24}$/);
      expect(response.headers.location).toBe('/api/users/carol');
      const carol = (await getUser('carol', basic('admin', 'admin'))).json();
      expect(carol).toMatchObject({ full_name: 'Carol C', roles: ['Reader'], email: 'carol@example.org' });
      expect(carol.permissions).toEqual(expect.arrayContaining(['system:read', 'users:read:carol']));
      // The new user can log in with the given password.
      expect(await login(t.app, 'carol', 'secret123')).toMatch(/.+/);
    });

    it('stores a start page and time zone given at creation; the password never shows', async () => {
      await createUser(t.app, 'erin', { startpage: { type: 'dashboard', id: 'd1' }, timezone: 'Asia/Tokyo', last_name: 'Example' });
      const erin = (await getUser('erin', basic('admin', 'admin'))).json();
      expect(erin).toMatchObject({ startpage: { type: 'dashboard', id: 'd1' }, timezone: 'Asia/Tokyo', full_name: 'Example' });
      expect(JSON.stringify(erin)).not.toMatch(/secret123|scrypt|password_hash/);
    });

    it('needs users:rolesedit / users:permissionsedit to give a new account roles or permissions', async () => {
      await createUser(t.app, 'creator', { permissions: ['users:create'] });
      const byCreator = (extra: Record<string, unknown>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users',
          headers: { ...CSRF, ...basic('creator', 'secret123') },
          payload: { username: 'minion', password: 'Minion-Pass-1', email: 'm@x.org', permissions: [], ...extra },
        });
      expect(expectApiError(await byCreator({ roles: ['Admin'] }), 403)).toMatch(/users:rolesedit:minion/);
      expect(expectApiError(await byCreator({ permissions: ['*'] }), 403)).toMatch(/users:permissionsedit:minion/);
      expect((await byCreator({})).statusCode).toBe(201);
    });

    // The permission matcher lower-cases with full Unicode, SQLite's NOCASE only A-Z: "ärne" would
    // hold users:passwordchange:ärne, which covers "Ärne" too.
    it('refuses a name that equals an existing one under Unicode lower-casing (Ärne / ärne)', async () => {
      expect((await createUser(t.app, 'Ärne')).statusCode).toBe(201);
      for (const name of ['ärne', 'ÄRNE', 'ärNe']) {
        const response = await createUser(t.app, name);
        expect(expectApiError(response, 400)).toBe(`User ${name} already exists`);
        expect(response.json().errors).toEqual({ username: ['is already taken'] });
      }
      expect((await getUser('ärne', basic('admin', 'admin'))).statusCode).toBe(404);
      // The Kelvin sign lower-cases to "k": "\u212Aarl" would be "karl" in every permission string.
      expect((await createUser(t.app, 'karl')).statusCode).toBe(201);
      expectApiError(await createUser(t.app, '\u212Aarl'), 400);
    });

    it.each<[string, Record<string, unknown>, RegExp]>([
      ['a duplicate username', { username: 'admin' }, /already exists/],
      ['an unknown role', { roles: ['Wizard'] }, /Unknown role: Wizard/],
      ['a short password', { password: '1234567' }, /at least 8 characters/],
      ['the username as password', { password: 'DaveDave', username: 'davedave' }, /must not be the username/],
      ['a very common password', { password: 'Password1' }, /too common/],
      ['a bad email', { email: 'nope' }, /email/],
      ['a star in the username', { username: 'a*' }, /username/],
      ['a missing email', { email: undefined }, /email/],
      ['a missing permissions list', { permissions: undefined }, /permissions/],
      ['a number as username', { username: 42 }, /username/],
      ['permissions of the wrong type', { permissions: 'all' }, /permissions/],
      ['an unknown field', { shoe_size: 44 }, /shoe_size/],
      ['an unknown time zone', { timezone: 'Mars/Olympus' }, /time zone/],
      ['a username with a colon', { username: 'a:b' }, /username/],
      // Invisible characters would let a name pass for another one ("admin" + zero-width space).
      ['a zero-width space in the username', { username: 'admin\u200b' }, /username/],
      ['a right-to-left override in the username', { username: 'evil\u202egnp.exe' }, /username/],
      ['a NUL in the username', { username: 'bob\u0000x' }, /username/],
      ['a start page of an unknown type', { startpage: { type: 'spaceship', id: '../../system/users' } }, /startpage/],
    ])('refuses %s with 400', async (_label, override, message) => {
      const payload: Record<string, unknown> = { username: 'dave', password: 'secret123', email: 'd@x', permissions: [], ...override };
      for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { ...CSRF, ...basic('admin', 'admin') },
        payload,
      });
      expect(expectApiError(response, 400)).toMatch(message);
    });
  });
});
