// Nobody hands out what they do not hold: every way of assigning roles, setting a user's permissions
// or adding permissions to a role refuses permissions the caller lacks, naming the first one.
import { ADMIN, basic, createUser, expectApiError, useTestApp, userIdOf, writing } from '../../test/helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('granting only what one holds', () => {
  const t = useTestApp();
  let ids: Record<string, string>;
  beforeEach(async () => {
    await call('POST', '/roles', { name: 'Foo', description: 'foo', permissions: ['streams:read'] });
    await call('POST', '/roles', { name: 'Bar', description: 'bar', permissions: ['streams:read', 'system:read'] });
    const roles = (await call('GET', '/authz/roles?per_page=0')).json().roles as { id: string; name: string }[];
    ids = Object.fromEntries(roles.map((role) => [role.name, role.id]));
    // mgr may assign roles and set permissions on anyone, edit some roles, and holds Foo (not Bar).
    await createUser(t.app, 'mgr', {
      roles: ['Foo'],
      permissions: [
        'users:rolesedit', 'users:permissionsedit', 'users:edit', 'users:create', 'users:list',
        'roles:edit:foo', 'roles:edit:bar', 'roles:edit:admin', 'roles:create', 'roles:read',
      ],
    });
    await createUser(t.app, 'pm');
  });

  function call(method: Method, url: string, payload?: unknown, auth = ADMIN) {
    return t.app.inject({ method, url: `/api${url}`, headers: writing(auth), payload: payload as object | undefined });
  }
  const asMgr = (method: Method, url: string, payload?: unknown) => call(method, url, payload, basic('mgr', 'secret123'));
  const user = async (name: string) => (await call('GET', `/users/${name}`)).json() as { roles: string[]; permissions: string[] };

  it('refuses to assign a role that gives more than the caller holds, on every route', async () => {
    const mgrId = await userIdOf(t.app, 'mgr');
    const pmId = await userIdOf(t.app, 'pm');
    const refusals: [Method, string, unknown][] = [
      ['PUT', `/authz/roles/${ids.Admin}/assignees`, ['mgr']],
      ['POST', `/authz/roles/${ids.Admin}/assignees`, ['pm']],
      ['PUT', '/roles/Admin/members/mgr', {}],
      ['PUT', `/users/${mgrId}`, { roles: ['Foo', 'Admin'] }],
      ['PUT', `/users/${pmId}`, { roles: ['Admin'] }],
    ];
    for (const [method, url, payload] of refusals) {
      expect(expectApiError(await asMgr(method, url, payload), 403)).toBe(
        'Not authorized to assign role Admin: it grants permission *, which you do not hold yourself',
      );
    }
    expect((await user('mgr')).roles).toEqual(['Foo']);
    expect((await user('pm')).roles).toEqual([]);
    expect(expectApiError(await asMgr('POST', `/authz/roles/${ids.Reader}/assignees`, ['pm']), 403)).toMatch(/role Reader: it grants permission buffers:read/);
  });

  it('lets the caller assign roles whose permissions they hold, and take any role away', async () => {
    expect((await asMgr('PUT', `/authz/roles/${ids.Foo}/assignees`, ['pm'])).statusCode).toBe(204);
    expect((await user('pm')).roles).toEqual(['Foo']);
    expect((await call('PUT', `/authz/roles/${ids.Admin}/assignees`, ['pm'])).statusCode).toBe(204);
    // Keeping a role the caller could not give is no grant; taking one away needs nothing more.
    expect((await asMgr('PUT', `/users/${await userIdOf(t.app, 'pm')}`, { roles: ['Admin'], email: 'pm@new.example' })).statusCode).toBe(204);
    expect((await user('pm')).roles).toEqual(['Admin']);
    expect((await asMgr('DELETE', `/authz/roles/${ids.Admin}/assignee/pm`)).statusCode).toBe(204);
    expect((await user('pm')).roles).toEqual([]);
  });

  it('refuses to set user permissions the caller does not hold', async () => {
    const pmId = await userIdOf(t.app, 'pm');
    expect(expectApiError(await asMgr('PUT', '/users/pm/permissions', { permissions: ['*'] }), 403)).toBe(
      'Not authorized to grant permission *: you do not hold it yourself',
    );
    expect(expectApiError(await asMgr('PUT', `/users/${pmId}`, { permissions: ['streams:read', 'system:read'] }), 403)).toMatch(
      /grant permission system:read:/,
    );
    expect((await user('pm')).permissions).not.toContain('*');
    expect((await user('pm')).permissions).not.toContain('system:read');

    expect((await asMgr('PUT', '/users/pm/permissions', { permissions: ['streams:read', 'users:list'] })).statusCode).toBe(204);
    expect((await user('pm')).permissions).toEqual(expect.arrayContaining(['streams:read', 'users:list']));
    // What pm already holds stays when sent back; removing is always allowed.
    await call('PUT', '/users/pm/permissions', { permissions: ['streams:read', 'system:read'] });
    expect((await asMgr('PUT', `/users/${pmId}`, { permissions: ['system:read'] })).statusCode).toBe(204);
    expect((await user('pm')).permissions).toContain('system:read');
    expect((await user('pm')).permissions).not.toContain('streams:read');
    expect((await asMgr('DELETE', '/users/pm/permissions')).statusCode).toBe(204);
  });

  it('refuses to create a user with roles or permissions the caller does not hold', async () => {
    const create = (username: string, extra: Record<string, unknown>) =>
      asMgr('POST', '/users', { username, password: 'secret123', email: `${username}@example.org`, permissions: [], ...extra });
    expect(expectApiError(await create('evil', { roles: ['Admin'] }), 403)).toMatch(/assign role Admin: it grants permission \*/);
    expect(expectApiError(await create('evil', { permissions: ['streams:read', '*'] }), 403)).toMatch(/grant permission \*:/);
    expectApiError(await call('GET', '/users/evil'), 404);
    expect((await create('good', { roles: ['Foo'], permissions: ['users:list'] })).statusCode).toBe(201);
  });

  it('refuses to add permissions to a role that the caller does not hold', async () => {
    expect(expectApiError(await asMgr('PUT', '/roles/Foo', { name: 'Foo', permissions: ['*'] }), 403)).toBe(
      'Not authorized to grant permission *: you do not hold it yourself',
    );
    expect(expectApiError(await asMgr('POST', '/roles', { name: 'Mine', permissions: ['users:list', 'system:read'] }), 403)).toMatch(
      /grant permission system:read:/,
    );
    expect((await call('GET', '/roles/Foo')).json().permissions).toEqual(['streams:read']);
    expectApiError(await call('GET', '/roles/Mine'), 404);

    expect((await asMgr('POST', '/roles', { name: 'Mine', permissions: ['users:list'] })).statusCode).toBe(201);
    expect((await asMgr('PUT', '/roles/Foo', { name: 'Foo', permissions: ['streams:read', 'users:list'] })).statusCode).toBe(200);
    // A role keeps what it has even when the caller lacks it (mgr holds no system:read); removing needs nothing more.
    expect((await asMgr('PUT', '/roles/Bar', { name: 'Bar', permissions: ['system:read', 'users:list'] })).statusCode).toBe(200);
    expect((await call('GET', '/roles/Bar')).json().permissions).toEqual(['system:read', 'users:list']);
  });

  it('leaves an administrator free to grant anything', async () => {
    expect((await call('PUT', '/users/pm/permissions', { permissions: ['*'] })).statusCode).toBe(204);
    expect((await call('PUT', '/roles/Foo', { name: 'Foo', permissions: ['*'] })).statusCode).toBe(200);
    expect((await call('PUT', `/authz/roles/${ids.Admin}/assignees`, ['mgr'])).statusCode).toBe(204);
  });
});
