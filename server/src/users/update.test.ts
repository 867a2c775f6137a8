// PUT /users/{userId}: profile fields for the user, roles/permissions/timeout for administrators.
import { ADMIN, basic, createReader, expectApiError, useTestApp, userIdOf, withDb, writing } from '../../test/helpers';

describe('PUT /users/{userId}', () => {
  const t = useTestApp();
  let aliceId: string;
  const alice = basic('alice', 'secret123');
  beforeEach(async () => {
    aliceId = await createReader(t.app, 'alice');
  });

  const put = (userId: string, payload: Record<string, unknown>, auth = ADMIN) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${userId}`, headers: writing(auth), payload });
  const read = async (username = 'alice') => (await t.app.inject({ method: 'GET', url: `/api/users/${username}`, headers: ADMIN })).json();

  it('lets users edit their own profile: names, email, time zone, start page, preferences', async () => {
    const response = await put(
      aliceId,
      {
        first_name: 'Alice',
        last_name: 'Liddell',
        email: 'alice@wonder.land',
        timezone: 'Europe/Berlin',
        startpage: { type: 'stream', id: '000000000000000000000001' },
        preferences: { updateUnfocussed: 'true', enableSmartSearch: 'false', theme: 'dark' },
        // Sending the current roles and timeout back (a whole form) changes nothing and is allowed.
        roles: ['reader'],
        session_timeout_ms: 28800000,
      },
      alice,
    );
    expect(response.statusCode).toBe(204);
    expect(await read()).toMatchObject({
      full_name: 'Alice Liddell',
      first_name: 'Alice',
      last_name: 'Liddell',
      email: 'alice@wonder.land',
      timezone: 'Europe/Berlin',
      startpage: { type: 'stream', id: '000000000000000000000001' },
      preferences: { updateUnfocussed: true, enableSmartSearch: false, theme: 'dark' },
      roles: ['Reader'],
    });
  });

  it('clears the start page with both parts empty or null, and the time zone with null or ""', async () => {
    await put(aliceId, { startpage: { type: 'dashboard', id: 'abc' }, timezone: 'UTC' });
    expect((await put(aliceId, { startpage: { type: '', id: '' }, timezone: '' })).statusCode).toBe(204);
    expect(await read()).toMatchObject({ startpage: null, timezone: null });
    await put(aliceId, { startpage: { type: 'dashboard', id: 'abc' } });
    expect((await put(aliceId, { startpage: { type: null, id: null } })).statusCode).toBe(204);
    expect((await read()).startpage).toBeNull();
    // Graylog's own console clears it with an empty object.
    await put(aliceId, { startpage: { type: 'dashboard', id: 'abc' } });
    expect((await put(aliceId, { startpage: {} })).statusCode).toBe(204);
    expect((await read()).startpage).toBeNull();
  });

  it('answers 403 when a user changes their own roles, permissions or session timeout', async () => {
    expect(expectApiError(await put(aliceId, { roles: ['Admin'] }, alice), 403)).toMatch(/users:rolesedit:alice/);
    expect(expectApiError(await put(aliceId, { permissions: ['*'] }, alice), 403)).toMatch(/users:permissionsedit:alice/);
    expect(expectApiError(await put(aliceId, { session_timeout_ms: -1 }, alice), 403)).toMatch(/administrator/);
    // Nothing of a refused call is saved, not even the allowed parts.
    expectApiError(await put(aliceId, { email: 'new@x.org', roles: ['Admin'] }, alice), 403);
    expect(await read()).toMatchObject({ email: 'alice@example.org', roles: ['Reader'], session_timeout_ms: 28800000 });
  });

  it('lets an administrator change roles, permissions and the session timeout', async () => {
    expect((await put(aliceId, { roles: ['Reader', 'admin'], permissions: ['streams:read:1', 'system:read'], session_timeout_ms: 60_000 })).statusCode).toBe(204);
    const user = await read();
    expect(user.roles.sort()).toEqual(['Admin', 'Reader']);
    expect(user.session_timeout_ms).toBe(60_000);
    // Role permissions sent back are not stored as the user's own.
    const stored = await t.app.inject({ method: 'PUT', url: `/api/users/${aliceId}`, headers: writing(ADMIN), payload: { roles: ['Reader'] } });
    expect(stored.statusCode).toBe(204);
    expect((await read()).permissions).toEqual(expect.arrayContaining(['streams:read:1', 'system:read']));
  });

  it('lets a user save their own profile when stored permissions repeat what a role gives', async () => {
    const storedOf = (name: string) =>
      withDb(t.dataDir, (db) => JSON.parse((db.prepare('SELECT permissions FROM users WHERE username = ?').get(name) as { permissions: string }).permissions));
    // Created with a permission Reader gives anyway: it is not stored as the user's own.
    const daveId = await createReader(t.app, 'dave', { permissions: ['system:read', 'streams:read:1'] });
    expect(storedOf('dave')).toEqual(['streams:read:1']);
    // An account stored before that cleaning (or before its role was assigned) saves its whole form all the same.
    withDb(t.dataDir, (db) => db.prepare('UPDATE users SET permissions = ? WHERE id = ?').run('["system:read","streams:read:1"]', daveId));
    const dave = basic('dave', 'secret123');
    const form = (await t.app.inject({ method: 'GET', url: '/api/users/dave', headers: dave })).json();
    const saved = await put(daveId, { email: 'dave@new.example', permissions: form.permissions, roles: form.roles }, dave);
    expect(saved.statusCode).toBe(204);
    expect((await read('dave')).email).toBe('dave@new.example');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown role', { roles: ['Reader', 'Wizard'] }, 'roles'],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone'],
    ['half a start page', { startpage: { type: 'stream', id: '' } }, 'startpage'],
    ['a start page of an unknown type', { startpage: { type: 'spaceship', id: 'x' } }, 'startpage'],
    ['a changed username', { username: 'alicia' }, 'username'],
    ['a malformed email', { email: 'nope' }, 'email'],
    ['a timeout below a second', { session_timeout_ms: 5 }, 'session_timeout_ms'],
    ['an unknown field', { shoe_size: 38 }, 'shoe_size'],
    ['roles of the wrong type', { roles: 'Admin' }, 'roles'],
  ])('refuses %s with 400 naming the field, saving nothing', async (_label, change, field) => {
    const response = await put(aliceId, { email: 'changed@x.org', ...change });
    expectApiError(response, 400);
    expect(response.json()).toMatchObject({ failed: true, errors: { [field]: [expect.any(String)] } });
    expect((await read()).email).toBe('alice@example.org');
  });

  it("keeps the read-only admin's roles and permissions, but its profile is editable", async () => {
    const adminId = await userIdOf(t.app, 'admin');
    expect(expectApiError(await put(adminId, { roles: ['Reader'] }), 400)).toMatch(/read-only/);
    expectApiError(await put(adminId, { permissions: ['x:y'] }), 400);
    expect((await put(adminId, { email: 'root@example.org', timezone: 'UTC', startpage: { type: 'search', id: 'x' } })).statusCode).toBe(204);
    expect(await read('admin')).toMatchObject({ email: 'root@example.org', roles: ['Admin'], permissions: ['*'] });
  });

  it("refuses to edit another user's profile without users:edit, and unknown ids", async () => {
    const bobId = await createReader(t.app, 'bob');
    // The refusal names the id it was asked about, not the name behind it.
    expect(expectApiError(await put(bobId, { email: 'x@y.z' }, alice), 403)).toBe(`Not authorized: missing permission users:edit on the user with id ${bobId}`);
    expectApiError(await put('0123456789abcdef01234567', { email: 'x@y.z' }, alice), 403);
    expectApiError(await put('0123456789abcdef01234567', { email: 'x@y.z' }), 404);
  });
});
