// Backends: create, read, update, delete, validation, the password never answered, the active backend.
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN, createUser, expectApiError, basic, useTestApp, withDb, writing } from '../../test/helpers';
import { recentRecords } from '../logging/logger';
import { activate, BACKENDS, CONFIGURATION, createBackend, DOWN, ldapBackendBody, loginRequest, readerRoleId } from './testSupport';

describe('authentication service backends', () => {
  const t = useTestApp();

  it('creates an LDAP backend with Graylog defaults and answers the password only as is_set', async () => {
    const body = ldapBackendBody(DOWN, { config: { user_unique_id_attribute: undefined, verify_certificates: undefined } });
    const response = await t.app.inject({ method: 'POST', url: BACKENDS, headers: writing(ADMIN), payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(DOWN.adminPassword);
    const { backend } = response.json();
    expect(backend).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'directory',
      default_roles: [],
      config: {
        type: 'ldap',
        servers: [{ host: '127.0.0.1', port: 1 }],
        verify_certificates: true,
        user_unique_id_attribute: 'entryUUID',
        system_user_password: { is_set: true },
      },
    });
    const read = await t.app.inject({ method: 'GET', url: `${BACKENDS}/${backend.id}`, headers: ADMIN });
    expect(read.json().backend).toEqual(backend);
    // Stored encrypted: neither the database nor its value in clear.
    const stored = withDb(t.dataDir, (db) => db.prepare('SELECT system_user_password FROM auth_service_backends').get() as { system_user_password: string });
    expect(JSON.parse(stored.system_user_password)).toEqual({ encrypted_value: expect.stringMatching(/^[0-9a-f]+$/), salt: expect.any(String) });
    expect(fs.statSync(path.join(t.dataDir, 'secret.key')).mode & 0o077).toBe(0);
  });

  it('keeps, replaces and deletes the stored password on update', async () => {
    const id = await createBackend(t.app, ldapBackendBody(DOWN));
    const put = (password: unknown) => t.app.inject({
      method: 'PUT', url: `${BACKENDS}/${id}`, headers: writing(ADMIN),
      payload: ldapBackendBody(DOWN, { title: 'renamed', config: { system_user_password: password } }),
    });
    const secret = () => withDb(t.dataDir, (db) => (db.prepare('SELECT system_user_password AS p FROM auth_service_backends').get() as { p: string | null }).p);
    const before = secret();
    const kept = await put({ keep_value: true });
    expect(kept.json().backend).toMatchObject({ title: 'renamed', config: { system_user_password: { is_set: true } } });
    expect(secret()).toBe(before);
    await put({ set_value: 'another' });
    expect(secret()).not.toBe(before);
    expect((await put({ delete_value: true })).json().backend.config.system_user_password).toEqual({ is_set: false });
    expect(secret()).toBeNull();
    expect(expectApiError(await put({ keep_value: true, set_value: 'x' }), 400)).toMatch(/mutually exclusive/);
  });

  it('refuses what Graylog refuses, naming the field, and saves nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ ...ldapBackendBody(DOWN), config: undefined }, 'config', /type cannot be empty/],
      [ldapBackendBody(DOWN, { config: { type: undefined } }), 'config', /Config type cannot be empty/],
      [ldapBackendBody(DOWN, { config: { type: 'kerberos' } }), 'config', /Unknown authentication service type: kerberos/],
      [ldapBackendBody(DOWN, { title: ' ' }), 'title', /Title cannot be empty/],
      [ldapBackendBody(DOWN, { config: { user_search_base: '' } }), 'user_search_base', /User search base cannot be empty/],
      [ldapBackendBody(DOWN, { config: { user_search_pattern: '(uid={0}' } }), 'user_search_pattern', /valid LDAP filter/],
      // ldapts alone would take these as closed: the server checks the parentheses itself.
      [ldapBackendBody(DOWN, { config: { user_search_pattern: '(&(uid={0})(objectClass=inetOrgPerson)' } }), 'user_search_pattern', /valid LDAP filter/],
      [ldapBackendBody(DOWN, { config: { user_search_pattern: '(uid={0}))' } }), 'user_search_pattern', /valid LDAP filter/],
      [ldapBackendBody(DOWN, { config: { user_name_attribute: undefined } }), 'user_name_attribute', /required/],
      [ldapBackendBody(DOWN, { config: { servers: [{ host: 'a', port: 1 }, { host: 'b', port: 2 }] } }), 'servers', /single server/],
      [ldapBackendBody(DOWN, { config: { servers: [{ host: 'a', port: 70000 }] } }), 'servers', /port/],
      [ldapBackendBody(DOWN, { config: { transport_security: 'ssl' } }), 'transport_security', /none, tls, start_tls/],
      [ldapBackendBody(DOWN, { default_roles: ['000000000000000000000000'] }), 'default_roles', /Unknown role/],
    ];
    for (const [payload, field, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url: BACKENDS, headers: writing(ADMIN), payload });
      expect(expectApiError(response, 400)).toMatch(message);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    const list = await t.app.inject({ method: 'GET', url: BACKENDS, headers: ADMIN });
    expect(list.json().total).toBe(0);
  });

  it('takes Active Directory defaults and has no unique id attribute to set', async () => {
    const body = ldapBackendBody(DOWN, { config: { type: 'active-directory', user_search_pattern: undefined, user_name_attribute: undefined, user_full_name_attribute: undefined } });
    const { backend } = (await t.app.inject({ method: 'POST', url: BACKENDS, headers: writing(ADMIN), payload: body })).json();
    expect(backend.config).toMatchObject({
      type: 'active-directory',
      user_search_pattern: '(&(objectClass=user)(|(userPrincipalName={0})(sAMAccountName={0})))',
      user_name_attribute: 'userPrincipalName',
      user_full_name_attribute: 'displayName',
    });
    expect(backend.config.user_unique_id_attribute).toBeUndefined();
  });

  it('lists backends paginated with the active one in the context, and switches the active backend', async () => {
    const first = await createBackend(t.app, ldapBackendBody(DOWN, { title: 'alpha' }));
    const second = await createBackend(t.app, ldapBackendBody(DOWN, { title: 'beta' }));
    const list = async () => (await t.app.inject({ method: 'GET', url: `${BACKENDS}?page=1&per_page=1`, headers: ADMIN })).json();
    expect(await list()).toMatchObject({ page: 1, per_page: 1, count: 1, total: 2, grand_total: 2, context: { active_backend: null } });
    expect((await list()).backends.map((b: { title: string }) => b.title)).toEqual(['alpha']);

    const activeBackend = async () => (await t.app.inject({ method: 'GET', url: '/api/system/authentication/services/active-backend', headers: ADMIN })).json();
    expect(await activeBackend()).toEqual({ backend: null, context: { backends_total: 2 } });
    await activate(t.app, second);
    expect((await activeBackend()).backend.id).toBe(second);
    expect((await list()).context.active_backend.id).toBe(second);
    const configuration = await t.app.inject({ method: 'GET', url: CONFIGURATION, headers: ADMIN });
    expect(configuration.json()).toEqual({ configuration: { active_backend: second } });

    const unknown = await t.app.inject({ method: 'POST', url: CONFIGURATION, headers: writing(ADMIN), payload: { active_backend: 'nope' } });
    expect(expectApiError(unknown, 400)).toMatch(/Couldn't find auth service backend nope/);
    expect((await activeBackend()).backend.id).toBe(second);

    // The active backend cannot be deleted; once deactivated it can.
    expect(expectApiError(await t.app.inject({ method: 'DELETE', url: `${BACKENDS}/${second}`, headers: writing(ADMIN) }), 400)).toMatch(/still in use/);
    await activate(t.app, null);
    expect((await activeBackend()).backend).toBeNull();
    expect((await t.app.inject({ method: 'DELETE', url: `${BACKENDS}/${second}`, headers: writing(ADMIN) })).statusCode).toBe(204);
    expect(expectApiError(await t.app.inject({ method: 'GET', url: `${BACKENDS}/${second}`, headers: ADMIN }), 404)).toMatch(/Couldn't find/);
    expect((await t.app.inject({ method: 'GET', url: `${BACKENDS}/${first}`, headers: ADMIN })).statusCode).toBe(200);
  });

  it('leaves out a backend whose stored row cannot be read, and local users still log in while it is active', async () => {
    const good = await createBackend(t.app, ldapBackendBody(DOWN, { title: 'alpha' }));
    const damaged = await createBackend(t.app, ldapBackendBody(DOWN, { title: 'beta' }));
    const damaged2 = await createBackend(t.app, ldapBackendBody(DOWN, { title: 'gamma' }));
    await activate(t.app, damaged);
    withDb(t.dataDir, (db) => {
      db.prepare("UPDATE auth_service_backends SET config = '{\"type\": \"ldap\", \"servers\": [' WHERE id = ?").run(damaged);
      db.prepare("UPDATE auth_service_backends SET default_roles = 'null' WHERE id = ?").run(damaged2);
    });

    const list = await t.app.inject({ method: 'GET', url: BACKENDS, headers: ADMIN });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, context: { active_backend: null } });
    expect(list.json().backends.map((backend: { id: string }) => backend.id)).toEqual([good]);
    expect(recentRecords(20, 'WARN').map((record) => record.message))
      .toContain(`Ignoring authentication service backend <${damaged}>: its stored configuration cannot be read`);

    expect(expectApiError(await t.app.inject({ method: 'GET', url: `${BACKENDS}/${damaged}`, headers: ADMIN }), 404)).toMatch(/Couldn't find/);
    const put = await t.app.inject({ method: 'PUT', url: `${BACKENDS}/${damaged2}`, headers: writing(ADMIN), payload: ldapBackendBody(DOWN) });
    expect(expectApiError(put, 404)).toMatch(/Couldn't find/);
    const select = await t.app.inject({ method: 'POST', url: CONFIGURATION, headers: writing(ADMIN), payload: { active_backend: damaged2 } });
    expect(Object.keys(select.json().errors)).toEqual(['active_backend']);
    const active = await t.app.inject({ method: 'GET', url: '/api/system/authentication/services/active-backend', headers: ADMIN });
    expect(active.json().backend).toBeNull();

    // Logins go on without it: local users get in, other names are refused as usual.
    expect((await loginRequest(t.app, 'admin', 'admin')).statusCode).toBe(200);
    expect(expectApiError(await loginRequest(t.app, 'dora', 'dora-Secret-7'), 401)).toBe('Invalid credentials');

    // It can still be removed once it is no longer active.
    await activate(t.app, null);
    expect((await t.app.inject({ method: 'DELETE', url: `${BACKENDS}/${damaged}`, headers: writing(ADMIN) })).statusCode).toBe(204);
  });

  it('checks Graylog\'s permissions, and default roles the caller could not assign', async () => {
    const id = await createBackend(t.app, ldapBackendBody(DOWN));
    await createUser(t.app, 'carol', { permissions: ['authservicebackend:create', 'authservicebackend:read:*'] });
    const carol = basic('carol', 'secret123');
    const list = await t.app.inject({ method: 'GET', url: BACKENDS, headers: carol });
    expect(list.json().total).toBe(1);
    expect(expectApiError(await t.app.inject({ method: 'PUT', url: `${BACKENDS}/${id}`, headers: writing(carol), payload: ldapBackendBody(DOWN) }), 403))
      .toMatch(`authservicebackend:edit:${id}`);
    expect((await t.app.inject({ method: 'GET', url: '/api/system/authentication/services/active-backend', headers: carol })).statusCode).toBe(403);
    const reader = await readerRoleId(t.app);
    const escalation = await t.app.inject({ method: 'POST', url: BACKENDS, headers: writing(carol), payload: ldapBackendBody(DOWN, { default_roles: [reader] }) });
    expect(expectApiError(escalation, 403)).toMatch(/assign role Reader/);
    await createUser(t.app, 'dave');
    const dave = basic('dave', 'secret123');
    expect((await t.app.inject({ method: 'GET', url: BACKENDS, headers: dave })).json().total).toBe(0);
  });
});
