// Against a real directory (Debian's slapd): connection and login tests, logging in as a directory
// user, and what happens when the directory is wrong, down or no longer active.
import { ADMIN, basic, CSRF, expectApiError, login, useTestApp, withDb, writing } from '../../test/helpers';
import { startSlapd, type Slapd } from '../../test/slapd';
import { recentRecords } from '../logging/logger';
import { activate, BACKENDS, createBackend, DOWN, ldapBackendBody, loginRequest, readerRoleId } from './testSupport';

const TEST = '/api/system/authentication/services/test/backend';

describe('directory authentication', () => {
  let ldap: Slapd;
  beforeAll(async () => {
    ldap = await startSlapd({
      people: [
        { uid: 'dora', password: 'dora-Secret-7', cn: 'Dora Directory', mail: 'dora@example.org' },
        { uid: 'admin', password: 'directory-admin-1' },
      ],
    });
  });
  afterAll(async () => {
    await ldap.stop();
  });
  const t = useTestApp();

  const runTest = (kind: 'connection' | 'login', payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${TEST}/${kind}`, headers: writing(ADMIN), payload });

  it('tests the connection: success, a wrong bind password, a directory that is down', async () => {
    const ok = await runTest('connection', { backend_configuration: ldapBackendBody(ldap) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: `Successfully connected to [127.0.0.1:${ldap.port}]`, errors: [], result: {} });

    const wrong = await runTest('connection', { backend_configuration: ldapBackendBody(ldap, { config: { system_user_password: 'nope' } }) });
    expect(wrong.json()).toEqual({ success: false, message: `Couldn't establish connection to [127.0.0.1:${ldap.port}]`, errors: ['Invalid credentials'], result: {} });

    const started = Date.now();
    const down = await runTest('connection', { backend_configuration: { config: { type: 'ldap', servers: [{ host: '127.0.0.1', port: DOWN.port }] } } });
    expect(down.json()).toMatchObject({ success: false, errors: ['Connection refused'] });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('tests a login with the user\'s attributes, and says when the password or the user is wrong', async () => {
    const backend_configuration = ldapBackendBody(ldap);
    const ok = await runTest('login', { backend_configuration, user_login: { username: 'dora', password: 'dora-Secret-7' } });
    const body = ok.json();
    expect(body).toMatchObject({ success: true, message: `Successfully logged in <dora> into [127.0.0.1:${ldap.port}]`, errors: [] });
    expect(body.result).toEqual({
      user_exists: true,
      login_success: true,
      user_details: {
        dn: ldap.dnOf('dora'),
        'unique_id (entryUUID)': expect.any(String),
        uid: 'dora',
        cn: 'Dora Directory',
        email: 'dora@example.org',
      },
    });
    expect(Buffer.from(body.result.user_details['unique_id (entryUUID)'], 'base64').toString()).toMatch(/^[0-9a-f-]{36}$/);

    const wrong = await runTest('login', { backend_configuration, user_login: { username: 'dora', password: 'wrong' } });
    expect(wrong.json()).toMatchObject({ success: false, message: 'Login for user <dora> failed', result: { user_exists: true, login_success: false } });
    const unknown = await runTest('login', { backend_configuration, user_login: { username: 'nobody', password: 'x' } });
    expect(unknown.json()).toMatchObject({ success: false, message: 'User <nobody> doesn\'t exist', result: { user_exists: false, user_details: {} } });
    const missing = await runTest('login', { backend_configuration });
    expect(missing.json()).toMatchObject({ success: false, message: 'Missing username and password' });
    // The login test validates the configuration like a save.
    const invalid = await runTest('login', { backend_configuration: ldapBackendBody(ldap, { config: { user_search_base: '' } }) });
    expect(Object.keys(invalid.json().errors)).toEqual(['user_search_base']);
  });

  it('tests a saved backend with its stored password (keep_value)', async () => {
    const id = await createBackend(t.app, ldapBackendBody(ldap));
    const kept = ldapBackendBody(ldap, { config: { system_user_password: { keep_value: true } } });
    expect((await runTest('connection', { backend_id: id, backend_configuration: kept })).json().success).toBe(true);
    expect((await runTest('login', { backend_id: id, backend_configuration: kept, user_login: { username: 'dora', password: 'dora-Secret-7' } })).json().success)
      .toBe(true);
    // The stored password goes only where it was saved to go: not to another system user DN, nor to other
    // servers (e.g. a host of the tester's own); a password typed in again may go anywhere.
    const refusals = [
      ldapBackendBody(ldap, { config: { system_user_dn: ldap.dnOf('dora'), system_user_password: { keep_value: true } } }),
      ldapBackendBody(ldap, { config: { servers: [{ host: 'localhost', port: ldap.port }], system_user_password: { keep_value: true } } }),
      ldapBackendBody(ldap, { config: { servers: [{ host: '127.0.0.1', port: DOWN.port }], system_user_password: { keep_value: true } } }),
      // Nor over another transport than it was saved with (it could then cross the network in clear text).
      ldapBackendBody(ldap, { config: { transport_security: 'tls', system_user_password: { keep_value: true } } }),
    ];
    for (const backend_configuration of refusals) {
      for (const kind of ['connection', 'login'] as const) {
        const refused = await runTest(kind, { backend_id: id, backend_configuration, user_login: { username: 'dora', password: 'x' } });
        expect(expectApiError(refused, 400)).toBe('Enter the password to test other servers');
        expect(refused.json().errors).toEqual({ system_user_password: ['Enter the password to test other servers'] });
      }
    }
    const retyped = ldapBackendBody(ldap, { config: { system_user_dn: ldap.dnOf('dora'), system_user_password: 'dora-Secret-7' } });
    expect((await runTest('connection', { backend_id: id, backend_configuration: retyped })).json().success).toBe(true);
  });

  it('logs a directory user in as an external user with the default roles, and lists them under the backend', async () => {
    const reader = await readerRoleId(t.app);
    const id = await createBackend(t.app, ldapBackendBody(ldap, { default_roles: [reader] }));
    await activate(t.app, id);

    expect(expectApiError(await loginRequest(t.app, 'dora', 'wrong-password'), 401)).toBe('Invalid credentials');
    const response = await loginRequest(t.app, 'dora', 'dora-Secret-7');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'dora', session_id: expect.any(String) });

    const user = (await t.app.inject({ method: 'GET', url: '/api/users/dora', headers: ADMIN })).json();
    expect(user).toMatchObject({ username: 'dora', full_name: 'Dora Directory', email: 'dora@example.org', external: true, roles: ['Reader'] });
    const session = response.json().session_id as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/streams', headers: basic(session, 'session') })).statusCode).toBe(200);

    const users = (await t.app.inject({ method: 'GET', url: `${BACKENDS}/${id}/users`, headers: ADMIN })).json();
    expect(users).toMatchObject({ total: 1, count: 1, context: { roles: { Reader: { title: 'Reader' } } } });
    expect(users.users[0]).toMatchObject({ username: 'dora', external_user: true, auth_service_id: id, auth_service_uid: expect.any(String) });

    // A backend its users still point to stays (as in Graylog).
    await activate(t.app, null);
    expect(expectApiError(await t.app.inject({ method: 'DELETE', url: `${BACKENDS}/${id}`, headers: writing(ADMIN) }), 400)).toMatch(/still in use/);
  });

  it('updates what the directory owns on later logins and keeps roles changed locally; Basic credentials work too', async () => {
    const reader = await readerRoleId(t.app);
    const id = await createBackend(t.app, ldapBackendBody(ldap, { default_roles: [reader] }));
    await activate(t.app, id);
    await login(t.app, 'dora', 'dora-Secret-7');
    withDb(t.dataDir, (db) => db.prepare('UPDATE users SET roles = \'["Admin"]\', full_name = \'Changed\' WHERE username = \'dora\'').run());
    await login(t.app, 'dora', 'dora-Secret-7');
    const user = (await t.app.inject({ method: 'GET', url: '/api/users/dora', headers: ADMIN })).json();
    expect(user).toMatchObject({ full_name: 'Dora Directory', roles: ['Admin'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/dora', headers: basic('dora', 'dora-Secret-7') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/dora', headers: basic('dora', 'nope') })).statusCode).toBe(401);
  });

  it('refuses directory users once the backend is deactivated, and disabled accounts', async () => {
    const id = await createBackend(t.app, ldapBackendBody(ldap));
    await activate(t.app, id);
    await login(t.app, 'dora', 'dora-Secret-7');
    await activate(t.app, null);
    expect(expectApiError(await loginRequest(t.app, 'dora', 'dora-Secret-7'), 401)).toBe('Invalid credentials');
    await activate(t.app, id);
    withDb(t.dataDir, (db) => db.prepare("UPDATE users SET account_status = 'disabled' WHERE username = 'dora'").run());
    expect(expectApiError(await loginRequest(t.app, 'dora', 'dora-Secret-7'), 401)).toBe('Invalid credentials');
  });

  it('never lets a directory entry take over a local user, nor a crafted name widen the search', async () => {
    const id = await createBackend(t.app, ldapBackendBody(ldap));
    await activate(t.app, id);
    // The directory has an "admin" too: its password does not open the local admin account.
    expect((await loginRequest(t.app, 'admin', 'directory-admin-1')).statusCode).toBe(401);
    expect((await loginRequest(t.app, 'admin', 'admin')).statusCode).toBe(200);
    for (const name of ['*', 'd*', 'dora)(uid=*', '']) {
      expect((await loginRequest(t.app, name, 'dora-Secret-7')).statusCode).toBeGreaterThanOrEqual(400);
    }
    expect((await loginRequest(t.app, 'dora', '')).statusCode).toBe(401);
    // No directory user was created by any of these (the server's own users, such as the sidecar's, aside).
    const users = (await t.app.inject({ method: 'GET', url: '/api/users', headers: ADMIN })).json().users as Array<{ username: string, external: boolean }>;
    expect(users.filter((user) => user.external)).toEqual([]);
    expect(users.map((user) => user.username)).toContain('admin');
  });

  it('answers quickly when the directory is down, and local users still log in', async () => {
    const id = await createBackend(t.app, ldapBackendBody(DOWN));
    await activate(t.app, id);
    const started = Date.now();
    const response = await loginRequest(t.app, 'dora', 'dora-Secret-7');
    // Only that it is unavailable: the reason (which can name hosts or DNs) is for the server log, not an anonymous caller.
    expect(expectApiError(response, 401)).toBe('Authentication service unavailable');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(recentRecords(20, 'WARN').map((record) => record.message)).toContain('Authentication service <directory> is unavailable: Connection refused');
    expect((await t.app.inject({ method: 'POST', url: '/api/system/sessions', headers: CSRF, payload: { username: 'admin', password: 'admin' } })).statusCode).toBe(200);
  });

  it('says unavailable only when the system user cannot bind; a problem with one user\'s entry is an ordinary refusal', async () => {
    const id = await createBackend(t.app, ldapBackendBody(ldap, { config: { system_user_password: 'not-the-admin-password' } }));
    await activate(t.app, id);
    const refusedBind = await loginRequest(t.app, 'dora', 'dora-Secret-7');
    expect(expectApiError(refusedBind, 401)).toBe('Authentication service unavailable');
    expect(refusedBind.body).not.toContain('credentials');

    // dora's entry has no "description": the backend cannot read her name, and the DN stays in the log.
    const broken = await createBackend(t.app, ldapBackendBody(ldap, { title: 'broken', config: { user_name_attribute: 'description' } }));
    await activate(t.app, broken);
    const response = await loginRequest(t.app, 'dora', 'dora-Secret-7');
    expect(expectApiError(response, 401)).toBe('Invalid credentials');
    expect(response.body).not.toContain(ldap.dnOf('dora'));
    expect(recentRecords(20, 'WARN').map((record) => record.message))
      .toContain(`Authentication service <broken> failed for <dora>: description attribute of ${ldap.dnOf('dora')} is missing or blank`);
    expect((await loginRequest(t.app, 'admin', 'admin')).statusCode).toBe(200);
  });

  it('provisions a directory user a trusted header names, without a password', async () => {
    const reader = await readerRoleId(t.app);
    await activate(t.app, await createBackend(t.app, ldapBackendBody(ldap, { default_roles: [reader] })));
    await t.app.inject({ method: 'PUT', url: '/api/system/authentication/http-header-auth-config', headers: writing(ADMIN), payload: { enabled: true } });
    const validation = await t.app.inject({ method: 'GET', url: '/api/system/sessions', headers: { 'remote-user': 'dora' } });
    expect(validation.json()).toMatchObject({ is_valid: true, username: 'dora' });
    const user = (await t.app.inject({ method: 'GET', url: '/api/users/dora', headers: ADMIN })).json();
    expect(user).toMatchObject({ external: true, roles: ['Reader'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/system/sessions', headers: { 'remote-user': 'nobody' } })).json().is_valid).toBe(false);
  });
});
