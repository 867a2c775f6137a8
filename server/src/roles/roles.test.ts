import { CSRF, basic, createUser, expectApiError, useTestApp } from '../../test/helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('roles (older API, by name)', () => {
  const t = useTestApp();

  const call = (method: Method, url: string, payload?: unknown, who: [string, string] = ['admin', 'admin']) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...CSRF, ...basic(...who) }, payload: payload as object | undefined });
  const asBob = (method: Method, url: string, payload?: unknown) => call(method, url, payload, ['bob', 'secret123']);
  const rolesOf = async (username: string) => (await call('GET', `/users/${username}`)).json().roles as string[];

  const createRole = (name: string, permissions: string[] = [], description = 'custom') =>
    call('POST', '/roles', { name, description, permissions, read_only: false });

  it('lists the built-in roles in Graylog shape', async () => {
    const response = await call('GET', '/roles');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.roles).toEqual([
      expect.objectContaining({ name: 'Admin', permissions: ['*'], read_only: true }),
      expect.objectContaining({ name: 'Reader', read_only: true }),
      expect.objectContaining({ name: 'Sidecar System (Internal)', read_only: true }),
    ]);
    expect(Object.keys(body.roles[0]).sort()).toEqual(['description', 'name', 'permissions', 'read_only']);
  });

  it('creates a role, finds it by any case, and refuses duplicates and bad names', async () => {
    const created = await createRole('Ops', ['streams:read', 'streams:read'], 'Operators');
    expect(created.statusCode).toBe(201);
    expect(created.headers.location).toBe('/api/roles/Ops');
    expect(created.json()).toEqual({ name: 'Ops', description: 'Operators', permissions: ['streams:read'], read_only: false });

    expect((await call('GET', '/roles/ops')).json().name).toBe('Ops');
    expect(expectApiError(await createRole('OPS'), 400)).toMatch(/already exists/);
    expect(expectApiError(await createRole('a:b'), 400)).toMatch(/':' or ','/);
    expect(expectApiError(await createRole('  '), 400)).toMatch(/blank/);
    expect(expectApiError(await createRole('a/b'), 400)).toMatch(/name/);
    expect(expectApiError(await createRole('admin\u200b'), 400)).toMatch(/name/);
    expect(expectApiError(await createRole('Spaced', ['streams: read']), 400)).toMatch(/permissions\/0/);
    expectApiError(await call('POST', '/roles', { name: 'x' }), 400);
    expectApiError(await call('POST', '/roles', { name: 'x', permissions: [], extra: 1 }), 400);
    expectApiError(await call('POST', '/roles', { name: 'x', permissions: 'streams:read' }), 400);
    expect((await call('GET', '/roles')).json().total).toBe(4);
  });

  it('refuses role names that equal another one under Unicode lower-casing, on create and rename', async () => {
    expect((await createRole('Ärne')).statusCode).toBe(201);
    expect(expectApiError(await createRole('ärne'), 400)).toBe('Role ärne already exists');
    expect((await createRole('Other')).statusCode).toBe(201);
    expect(expectApiError(await call('PUT', '/roles/Other', { name: 'ÄRNE', permissions: [] }), 400)).toBe('Role ÄRNE already exists');
    // Renaming a role to another spelling of its own name is fine.
    expect((await call('PUT', '/roles/Ärne', { name: 'ärne', permissions: [] })).statusCode).toBe(200);
    expect((await call('GET', '/roles')).json().roles.map((role: { name: string }) => role.name)).toEqual(['Admin', 'Other', 'Reader', 'Sidecar System (Internal)', 'ärne']);
  });

  it('updates a custom role, carries a rename over to members, and protects built-in roles', async () => {
    await createRole('Ops', ['streams:read']);
    await createUser(t.app, 'bob', { roles: ['Ops'] });

    const updated = await call('PUT', '/roles/ops', { name: 'Operators', permissions: ['streams:edit'], read_only: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ name: 'Operators', description: 'custom', permissions: ['streams:edit'], read_only: false });
    expect(await rolesOf('bob')).toEqual(['Operators']);
    expectApiError(await call('GET', '/roles/Ops'), 404);

    expect(expectApiError(await call('PUT', '/roles/Reader', { name: 'Reader', permissions: ['*'] }), 400)).toMatch(/read-only/);
    expect(expectApiError(await call('PUT', '/roles/Operators', { name: 'reader', permissions: [] }), 400)).toMatch(/already exists/);
    expectApiError(await call('PUT', '/roles/ghost', { name: 'ghost', permissions: [] }), 404);
    expect((await call('GET', '/roles/Reader')).json().permissions).not.toContain('*');
  });

  it('deletes a custom role and removes it from its members; built-in roles stay', async () => {
    await createRole('Ops');
    await createUser(t.app, 'bob', { roles: ['Ops', 'Reader'] });
    expect((await call('DELETE', '/roles/OPS')).statusCode).toBe(204);
    expect(await rolesOf('bob')).toEqual(['Reader']);
    expectApiError(await call('DELETE', '/roles/Ops'), 404);
    expect(expectApiError(await call('DELETE', '/roles/Admin'), 400)).toMatch(/read-only/);
    expect(expectApiError(await call('DELETE', '/roles/reader'), 400)).toMatch(/read-only/);
    expect((await call('GET', '/roles')).json().total).toBe(3);
  });

  it('manages members; the change takes effect on the next call', async () => {
    await createRole('RoleViewers', ['roles:read']);
    await createUser(t.app, 'bob');
    expectApiError(await asBob('GET', '/roles'), 403);

    expect((await call('PUT', '/roles/roleviewers/members/bob', {})).statusCode).toBe(204);
    expect((await call('PUT', '/roles/RoleViewers/members/bob')).statusCode).toBe(204);
    expect(await rolesOf('bob')).toEqual(['RoleViewers']);
    expect((await asBob('GET', '/roles')).statusCode).toBe(200);

    const members = await call('GET', '/roles/RoleViewers/members');
    expect(members.statusCode).toBe(200);
    expect(members.json()).toMatchObject({ role: 'RoleViewers', users: [expect.objectContaining({ username: 'bob', roles: ['RoleViewers'] })] });

    expect((await call('DELETE', '/roles/RoleViewers/members/bob')).statusCode).toBe(204);
    expect(await rolesOf('bob')).toEqual([]);
    expectApiError(await asBob('GET', '/roles'), 403);

    expectApiError(await call('PUT', '/roles/RoleViewers/members/ghost', {}), 404);
    expectApiError(await call('PUT', '/roles/ghost/members/bob', {}), 404);
    expectApiError(await call('GET', '/roles/ghost/members'), 404);
  });

  it('never takes the Admin role from the read-only admin user', async () => {
    expect(expectApiError(await call('DELETE', '/roles/Admin/members/admin'), 400)).toMatch(/cannot be removed/);
    expect(await rolesOf('admin')).toEqual(['Admin']);
  });

  it('refuses every write, and role reads, to a Reader', async () => {
    await createRole('Ops');
    await createUser(t.app, 'bob', { roles: ['Reader'] });
    await createUser(t.app, 'carol');
    const writes: [Method, string, unknown][] = [
      ['POST', '/roles', { name: 'Mine', permissions: ['*'] }],
      ['PUT', '/roles/Ops', { name: 'Ops', permissions: ['*'] }],
      ['DELETE', '/roles/Ops', undefined],
      ['PUT', '/roles/Admin/members/bob', {}],
      ['PUT', '/roles/Ops/members/carol', {}],
      ['DELETE', '/roles/Reader/members/bob', undefined],
      ['GET', '/roles', undefined],
      ['GET', '/roles/Ops', undefined],
      ['GET', '/roles/Ops/members', undefined],
    ];
    for (const [method, url, payload] of writes) {
      expect(expectApiError(await asBob(method, url, payload), 403)).toMatch(/missing permission/);
    }
    expect(await rolesOf('bob')).toEqual(['Reader']);
    expect((await call('GET', '/roles')).json().total).toBe(4);
  });

  it('lets a user who may edit one role change only that role', async () => {
    await createRole('Ops');
    await createRole('Other');
    // bob holds streams:read himself, so he may add it to the role.
    await createUser(t.app, 'bob', { permissions: ['roles:edit:ops', 'roles:read', 'streams:read'] });
    expect((await asBob('PUT', '/roles/Ops', { name: 'Ops', permissions: ['streams:read'] })).statusCode).toBe(200);
    expectApiError(await asBob('PUT', '/roles/Other', { name: 'Other', permissions: [] }), 403);
    // Membership also needs users:edit:<user>: bob may edit himself, not carol.
    await createUser(t.app, 'carol');
    expect((await asBob('PUT', '/roles/Ops/members/bob', {})).statusCode).toBe(204);
    expectApiError(await asBob('PUT', '/roles/Ops/members/carol', {}), 403);
  });
});
