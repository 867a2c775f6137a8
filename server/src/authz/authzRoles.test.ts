import { CSRF, basic, createUser, expectApiError, useTestApp } from '../../test/helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('authorization roles and assignees', () => {
  const t = useTestApp();
  let ids: Record<string, string>;
  beforeEach(async () => {
    await call('POST', '/roles', { name: 'Ops', description: 'Operators', permissions: ['roles:read'] });
    await call('POST', '/roles', { name: 'Auditors', description: 'Read the audit log', permissions: [] });
    const all = (await call('GET', '/authz/roles?per_page=0')).json().roles as { id: string; name: string }[];
    ids = Object.fromEntries(all.map((role) => [role.name, role.id]));
  });

  function call(method: Method, url: string, payload?: unknown, who: [string, string] = ['admin', 'admin']) {
    return t.app.inject({ method, url: `/api${url}`, headers: { ...CSRF, ...basic(...who) }, payload: payload as object | undefined });
  }
  const asBob = (method: Method, url: string, payload?: unknown) => call(method, url, payload, ['bob', 'secret123']);
  const rolesOf = async (username: string) => (await call('GET', `/users/${username}`)).json().roles as string[];

  it('lists roles paginated, sorted and searchable, with the users of each role', async () => {
    await createUser(t.app, 'bob', { roles: ['Ops'] });
    const response = await call('GET', '/authz/roles?page=1&per_page=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, per_page: 2, count: 2, total: 5, grand_total: 5, query: '' });
    expect(body.roles.map((r: { name: string }) => r.name)).toEqual(['Admin', 'Auditors']);
    expect(body.roles[0]).toEqual({ id: ids.Admin, name: 'Admin', description: expect.any(String), permissions: ['*'], read_only: true });
    const admin = (await call('GET', '/users/admin')).json();
    expect(body.context.users).toEqual({ [ids.Admin]: [{ id: admin.id, username: 'admin' }], [ids.Auditors]: [] });

    const desc = (await call('GET', '/authz/roles?sort=name&order=desc')).json();
    expect(desc.roles.map((r: { name: string }) => r.name)).toEqual(['Sidecar System (Internal)', 'Reader', 'Ops', 'Auditors', 'Admin']);
    const searched = (await call('GET', '/authz/roles?query=operators')).json();
    expect(searched).toMatchObject({ total: 1, grand_total: 5, roles: [expect.objectContaining({ name: 'Ops' })] });
    expect(searched.context.users[ids.Ops]).toEqual([expect.objectContaining({ username: 'bob' })]);
    expect((await call('GET', '/authz/roles?query=description:audit')).json().total).toBe(1);
    expectApiError(await call('GET', '/authz/roles?sort=permissions'), 400);
    expectApiError(await call('GET', '/authz/roles?per_page=-1'), 400);
  });

  it('reads one role and the roles of one user', async () => {
    expect((await call('GET', `/authz/roles/${ids.Ops}`)).json()).toEqual({
      id: ids.Ops, name: 'Ops', description: 'Operators', permissions: ['roles:read'], read_only: false,
    });
    expectApiError(await call('GET', '/authz/roles/000000000000000000000000'), 404);

    await createUser(t.app, 'bob', { roles: ['Ops', 'Reader'] });
    const forBob = (await call('GET', '/authz/roles/user/bob')).json();
    expect(forBob).toMatchObject({ total: 2, count: 2 });
    expect(forBob.roles.map((r: { name: string }) => r.name)).toEqual(['Ops', 'Reader']);
    expect((await call('GET', '/authz/roles/user/bob?query=read')).json().total).toBe(1);
    expectApiError(await call('GET', '/authz/roles/user/ghost'), 404);
  });

  it('deletes a custom role, taking it from its users; built-in roles are refused', async () => {
    await createUser(t.app, 'bob', { roles: ['Ops', 'Reader'] });
    expect((await call('DELETE', `/authz/roles/${ids.Ops}`)).statusCode).toBe(204);
    expect(await rolesOf('bob')).toEqual(['Reader']);
    expectApiError(await call('DELETE', `/authz/roles/${ids.Ops}`), 404);
    expect(expectApiError(await call('DELETE', `/authz/roles/${ids.Reader}`), 400)).toMatch(/read-only/);
    expect(expectApiError(await call('DELETE', `/authz/roles/${ids.Admin}`), 400)).toMatch(/read-only/);
  });

  it('adds assignees with PUT (Graylog 4.0) and POST (spec), lists and removes them; effective at once', async () => {
    await createUser(t.app, 'bob');
    await createUser(t.app, 'carol', { full_name: 'Carol C' });
    expectApiError(await asBob('GET', '/roles'), 403);

    expect((await call('PUT', `/authz/roles/${ids.Ops}/assignees`, ['bob'])).statusCode).toBe(204);
    expect((await asBob('GET', '/roles')).statusCode).toBe(200);
    expect((await call('POST', `/authz/roles/${ids.Ops}/assignees`, ['carol', 'bob'])).statusCode).toBe(204);
    expect(await rolesOf('bob')).toEqual(['Ops']);
    expect(await rolesOf('carol')).toEqual(['Ops']);

    const assignees = (await call('GET', `/authz/roles/${ids.Ops}/assignees?sort=full_name&order=desc`)).json();
    expect(assignees).toMatchObject({ total: 2, count: 2, grand_total: 2, page: 1 });
    expect(assignees.users.map((u: { username: string }) => u.username)).toEqual(['carol', 'bob']);
    expect(assignees.users[0]).toMatchObject({ username: 'carol', full_name: 'Carol C', roles: ['Ops'], read_only: false, account_status: 'enabled' });
    expect((await call('GET', `/authz/roles/${ids.Ops}/assignees?query=carol`)).json().total).toBe(1);

    expect((await call('DELETE', `/authz/roles/${ids.Ops}/assignee/bob`)).statusCode).toBe(204);
    expect(await rolesOf('bob')).toEqual([]);
    expectApiError(await asBob('GET', '/roles'), 403);
  });

  it('saves nothing when one assignee is unknown, and answers bad input with 4xx', async () => {
    await createUser(t.app, 'bob');
    expectApiError(await call('PUT', `/authz/roles/${ids.Ops}/assignees`, ['bob', 'ghost']), 404);
    expect(await rolesOf('bob')).toEqual([]);
    expectApiError(await call('PUT', '/authz/roles/000000000000000000000000/assignees', ['bob']), 404);
    expectApiError(await call('PUT', `/authz/roles/${ids.Ops}/assignees`, { usernames: ['bob'] }), 400);
    expectApiError(await call('PUT', `/authz/roles/${ids.Ops}/assignees`, []), 400);
    expectApiError(await call('PUT', `/authz/roles/${ids.Ops}/assignees`, [3]), 400);
    expectApiError(await call('DELETE', `/authz/roles/${ids.Ops}/assignee/ghost`), 404);
    expectApiError(await call('GET', '/authz/roles/000000000000000000000000/assignees'), 404);
  });

  it('never takes the Admin role from the read-only admin user', async () => {
    expect(expectApiError(await call('DELETE', `/authz/roles/${ids.Admin}/assignee/admin`), 400)).toMatch(/cannot be removed/);
    expect(await rolesOf('admin')).toEqual(['Admin']);
  });

  it('refuses every write to a Reader, and needs users:rolesedit for each user named', async () => {
    await createUser(t.app, 'bob', { roles: ['Reader'] });
    await createUser(t.app, 'carol');
    const writes: [Method, string, unknown][] = [
      ['DELETE', `/authz/roles/${ids.Ops}`, undefined],
      ['PUT', `/authz/roles/${ids.Admin}/assignees`, ['bob']],
      ['POST', `/authz/roles/${ids.Ops}/assignees`, ['carol']],
      ['DELETE', `/authz/roles/${ids.Reader}/assignee/bob`, undefined],
    ];
    for (const [method, url, payload] of writes) {
      expect(expectApiError(await asBob(method, url, payload), 403)).toMatch(/missing permission/);
    }
    expect(await rolesOf('bob')).toEqual(['Reader']);
    expect(await rolesOf('carol')).toEqual([]);

    // dave holds what Ops gives (roles:read): he may only assign what he has himself.
    await createUser(t.app, 'dave', { permissions: ['users:rolesedit:carol', 'roles:read'] });
    const asDave = (payload: string[]) => call('PUT', `/authz/roles/${ids.Ops}/assignees`, payload, ['dave', 'secret123']);
    expectApiError(await asDave(['carol', 'bob']), 403);
    expect(await rolesOf('carol')).toEqual([]);
    expect((await asDave(['carol'])).statusCode).toBe(204);
    expect(await rolesOf('carol')).toEqual(['Ops']);
  });
});
