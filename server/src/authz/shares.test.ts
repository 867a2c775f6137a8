import { CSRF, basic, createUser, expectApiError, useTestApp } from '../../test/helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const STREAM = '000000000000000000000001';
const STREAM_GRN = `grn::::stream:${STREAM}`;
const EVERYONE = 'grn::::builtin-team:everyone';
const enc = encodeURIComponent;

describe('shares and grants', () => {
  const t = useTestApp();
  let userIds: Record<string, string>;
  beforeEach(async () => {
    userIds = {};
    for (const name of ['bob', 'carol', 'rita']) {
      await createUser(t.app, name, name === 'rita' ? { roles: ['Reader'] } : {});
    }
    for (const name of ['admin', 'bob', 'carol', 'rita', 'graylog-sidecar']) userIds[name] = (await call('GET', `/users/${name}`)).json().id;
  });

  function call(method: Method, url: string, payload?: unknown, who = 'admin') {
    const password = who === 'admin' ? 'admin' : 'secret123';
    return t.app.inject({ method, url: `/api${url}`, headers: { ...CSRF, ...basic(who, password) }, payload: payload as object | undefined });
  }
  const grn = (name: string) => `grn::::user:${userIds[name]}`;
  const prepare = (selection?: Record<string, string>, who = 'admin', entity = STREAM_GRN) =>
    call('POST', `/authz/shares/entities/${enc(entity)}/prepare`, selection ? { selected_grantee_capabilities: selection } : {}, who);
  const save = (selection: Record<string, string>, who = 'admin', method: Method = 'POST', entity = STREAM_GRN) =>
    call(method, `/authz/shares/entities/${enc(entity)}`, { selected_grantee_capabilities: selection }, who);
  const permissionsOf = async (name: string) => (await call('GET', `/users/${name}`, undefined, name)).json().permissions as string[];

  it('prepares a share in Graylog 4.0 shape', async () => {
    const response = await prepare();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      entity: STREAM_GRN,
      sharing_user: grn('admin'),
      available_grantees: expect.any(Array),
      available_capabilities: [{ id: 'view', title: 'Viewer' }, { id: 'manage', title: 'Manager' }, { id: 'own', title: 'Owner' }],
      active_shares: [],
      selected_grantee_capabilities: {},
      missing_permissions_on_dependencies: {},
      validation_result: { failed: false, errors: {}, error_context: {} },
    });
    expect(body.available_grantees).toEqual([
      { id: grn('bob'), type: 'user', title: 'bob' },
      { id: grn('carol'), type: 'user', title: 'carol' },
      { id: grn('graylog-sidecar'), type: 'user', title: 'Sidecar System User (built-in)' },
      { id: grn('rita'), type: 'user', title: 'rita' },
      { id: EVERYONE, type: 'global', title: 'Everyone' },
    ]);
    const selected = (await prepare({ [grn('bob')]: 'view' })).json();
    expect(selected.selected_grantee_capabilities).toEqual({ [grn('bob')]: 'view' });
    expect(selected.active_shares).toEqual([]);
  });

  it('saves with POST (Graylog 4.0) and PUT (spec); a view grant lets the user read the stream at once', async () => {
    expect(await permissionsOf('bob')).not.toContain(`streams:read:${STREAM}`);
    const saved = await save({ [grn('bob')]: 'view' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().active_shares).toEqual([{ grant: expect.stringMatching(/^grn::::grant:[0-9a-f]{24}$/), grantee: grn('bob'), capability: 'view' }]);
    expect(await permissionsOf('bob')).toContain(`streams:read:${STREAM}`);
    expect(await permissionsOf('bob')).not.toContain(`streams:edit:${STREAM}`);

    // Saving replaces the entity's grants: bob becomes a manager, carol a viewer.
    expect((await save({ [grn('bob')]: 'manage', [grn('carol')]: 'view' }, 'admin', 'PUT')).statusCode).toBe(200);
    expect(await permissionsOf('bob')).toEqual(expect.arrayContaining([`streams:read:${STREAM}`, `streams:edit:${STREAM}`, `streams:changestate:${STREAM}`]));
    expect(await permissionsOf('carol')).toContain(`streams:read:${STREAM}`);

    expect((await save({ [grn('carol')]: 'view' })).statusCode).toBe(200);
    expect(await permissionsOf('bob')).not.toContain(`streams:read:${STREAM}`);
    expect((await prepare()).json().selected_grantee_capabilities).toEqual({ [grn('carol')]: 'view' });
  });

  it('gives grants to the everyone team to every user', async () => {
    expect((await save({ [EVERYONE]: 'view' })).statusCode).toBe(200);
    for (const name of ['bob', 'carol', 'rita']) expect(await permissionsOf(name)).toContain(`streams:read:${STREAM}`);
    expect((await save({})).statusCode).toBe(200);
    expect(await permissionsOf('rita')).not.toContain(`streams:read:${STREAM}`);
  });

  it('lets owners share; refuses everyone else, managers included, with 403', async () => {
    await save({ [grn('bob')]: 'own', [grn('carol')]: 'view' });
    // bob owns the stream but may not list users: he picks among the everyone team only, and
    // carol's share, which he cannot see, survives his save.
    const forBob = (await prepare(undefined, 'bob')).json();
    expect(forBob.sharing_user).toBe(grn('bob'));
    expect(forBob.available_grantees).toEqual([{ id: EVERYONE, type: 'global', title: 'Everyone' }]);
    expect(forBob.active_shares).toEqual([]);
    expect((await save({ [EVERYONE]: 'view' }, 'bob')).statusCode).toBe(200);
    expect(await permissionsOf('carol')).toContain(`streams:read:${STREAM}`);
    expect(await permissionsOf('rita')).toContain(`streams:read:${STREAM}`);
    expect(await permissionsOf('bob')).toContain(`streams:edit:${STREAM}`);

    // A manager may edit the stream (streams:edit:<id>) but not share it: only owners may, as in Graylog 4.0.
    await save({ [grn('bob')]: 'own', [grn('carol')]: 'manage' });
    expect(expectApiError(await prepare(undefined, 'carol'), 403)).toMatch(/only its owners/);

    for (const request of [prepare(undefined, 'rita'), save({ [grn('rita')]: 'own' }, 'rita'), save({ [grn('rita')]: 'own' }, 'rita', 'PUT')]) {
      expect(expectApiError(await request, 403)).toMatch(/Not authorized to share/);
    }
    expect(await permissionsOf('rita')).not.toContain(`streams:edit:${STREAM}`);
  });

  it('never lets a manager promote itself or everyone to owner; the own permission allows sharing', async () => {
    await save({ [grn('bob')]: 'own', [grn('carol')]: 'manage' });
    for (const method of ['POST', 'PUT'] as const) {
      const refused = await save({ [grn('bob')]: 'own', [grn('carol')]: 'own', [EVERYONE]: 'own' }, 'carol', method);
      expect(expectApiError(refused, 403)).toBe(`Not authorized to share entity <${STREAM_GRN}>: only its owners may share it`);
    }
    expect((await prepare()).json().selected_grantee_capabilities).toEqual({ [grn('bob')]: 'own', [grn('carol')]: 'manage' });
    expect(await permissionsOf('rita')).not.toContain(`streams:edit:${STREAM}`);

    // streams:own:<id> (which '*' includes) counts as owning the stream, as Graylog's own permission does.
    await call('PUT', '/users/rita/permissions', { permissions: [`streams:own:${STREAM}`] });
    expect((await save({ [EVERYONE]: 'view' }, 'rita')).statusCode).toBe(200);
    expect((await prepare()).json().selected_grantee_capabilities).toEqual({ [grn('bob')]: 'own', [grn('carol')]: 'manage', [EVERYONE]: 'view' });
  });

  it('refuses a save that would leave an owned entity without owner, and changes nothing', async () => {
    await save({ [grn('bob')]: 'own' });
    const refused = await save({ [grn('bob')]: 'view' });
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body.type).toBe('ApiError');
    expect(body.message).toMatch(/without an owner/);
    expect(body).toMatchObject({ failed: true, errors: { selected_grantee_capabilities: [body.message] }, entity: STREAM_GRN });
    expect(body.validation_result).toMatchObject({ failed: true, errors: { selected_grantee_capabilities: [expect.stringContaining(grn('bob'))] } });
    expect(await permissionsOf('bob')).toContain(`streams:edit:${STREAM}`);

    const prepared = (await prepare({})).json();
    expect(prepared.validation_result.failed).toBe(true);
    expect((await save({ [grn('carol')]: 'own' })).statusCode).toBe(200);
    expect(await permissionsOf('bob')).not.toContain(`streams:read:${STREAM}`);
    expect(await permissionsOf('carol')).toContain(`streams:edit:${STREAM}`);
  });

  it('answers bad entities and grantees with 400 or 404', async () => {
    for (const entity of ['nonsense', 'grn::::stream', 'grn::::nope:1', 'grn:x:::stream:1', 'grn::::stream:a,b', 'grn::::stream:*']) {
      expectApiError(await prepare(undefined, 'admin', entity), 400);
    }
    expect(expectApiError(await prepare(undefined, 'admin', grn('bob')), 400)).toMatch(/cannot be shared/);
    expectApiError(await prepare(undefined, 'admin', 'grn::::stream:0000000000000000000000ff'), 404);
    expectApiError(await save({}, 'admin', 'POST', 'grn::::dashboard:0000000000000000000000ff'), 404);
    // A user who could not share it anyway learns nothing about whether it exists.
    expectApiError(await prepare(undefined, 'rita', 'grn::::stream:0000000000000000000000ff'), 403);

    expect(expectApiError(await save({ 'grn::::user:0000000000000000000000ff': 'view' }), 400)).toMatch(/Unknown grantee/);
    expectApiError(await save({ 'grn::::builtin-team:nobody': 'view' }), 400);
    expectApiError(await save({ [STREAM_GRN]: 'view' }), 400);
    expectApiError(await save({ bob: 'view' }), 400);
    expectApiError(await save({ [grn('bob')]: 'admin' }), 400);
    expectApiError(await call('POST', `/authz/shares/entities/${enc(STREAM_GRN)}`, { grantees: [] }), 400);
    expectApiError(await call('POST', `/authz/shares/entities/${enc(STREAM_GRN)}`, []), 400);
    expect((await prepare()).json().active_shares).toEqual([]);
  });

  it('accepts the GRN unencoded in the path and in any case', async () => {
    const response = await call('POST', `/authz/shares/entities/GRN::::Stream:${STREAM}/prepare`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().entity).toBe(STREAM_GRN);
  });

  it('lists what a user can reach, with owners and the highest capability', async () => {
    await save({ [grn('bob')]: 'view', [grn('carol')]: 'own' });
    const response = await call('GET', `/authz/shares/user/${userIds.bob}`, undefined, 'bob');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      entities: [{ id: STREAM_GRN, type: 'stream', title: 'All messages', owners: [{ id: grn('carol'), type: 'user', title: 'carol' }] }],
      context: { grantee_capabilities: { [STREAM_GRN]: 'view' } },
      page: 1, per_page: 50, query: '', count: 1, total: 1, grand_total: 1,
    });
    await save({ [EVERYONE]: 'manage', [grn('bob')]: 'view', [grn('carol')]: 'own' });
    expect((await call('GET', `/authz/shares/user/${userIds.bob}`)).json().context.grantee_capabilities).toEqual({ [STREAM_GRN]: 'manage' });
    expect((await call('GET', `/authz/shares/user/${userIds.bob}?query=nothing`)).json()).toMatchObject({ total: 0, grand_total: 1, entities: [] });
    expect((await call('GET', `/authz/shares/user/${userIds.bob}?capability=own`)).json().total).toBe(0);
    expect((await call('GET', `/authz/shares/user/${userIds.carol}?capability=own&entity_type=stream`)).json().total).toBe(1);
    expect((await call('GET', `/authz/shares/user/${userIds.carol}?entity_type=dashboard`)).json().total).toBe(0);

    expectApiError(await call('GET', `/authz/shares/user/${userIds.bob}`, undefined, 'carol'), 403);
    expectApiError(await call('GET', '/authz/shares/user/0000000000000000000000ff'), 404);
    expectApiError(await call('GET', `/authz/shares/user/${userIds.bob}?capability=admin`), 400);
    expectApiError(await call('GET', `/authz/shares/user/${userIds.bob}?sort=owner`), 400);
  });

  it('checks the permission before the user exists on /authz/shares/user, naming only the id', async () => {
    const unknown = '0000000000000000000000ff';
    expect(expectApiError(await call('GET', `/authz/shares/user/${unknown}`, undefined, 'rita'), 403)).toBe(
      `Not authorized: missing permission users:edit on the user with id ${unknown}`,
    );
    const refused = expectApiError(await call('GET', `/authz/shares/user/${userIds.carol}`, undefined, 'rita'), 403);
    expect(refused).toContain(userIds.carol);
    expect(refused).not.toMatch(/carol/);
    expectApiError(await call('GET', `/authz/shares/user/${unknown}`), 404);
  });

  it('gives an overview of all grants to whoever may read it', async () => {
    await save({ [grn('bob')]: 'view' });
    const response = await call('GET', '/authz/grants-overview');
    expect(response.statusCode).toBe(200);
    expect(response.json().grants).toEqual([
      expect.objectContaining({
        grantee: grn('bob'), grantee_title: 'user: bob', capability: 'view', target: STREAM_GRN,
        target_title: 'stream: All messages', created_by: 'admin', expires_at: null,
      }),
    ]);
    expectApiError(await call('GET', '/authz/grants-overview', undefined, 'rita'), 403);
  });
});
