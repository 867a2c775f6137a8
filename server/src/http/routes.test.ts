// route(): schemas, access rules and answers of a declared route.
import { Type } from '@sinclair/typebox';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/store';
import { ADMIN, basic, expectApiError, makeTestApi, writing, type TestApi } from '../../test/helpers';
import { registerRoutes, route } from './routes';

const Params = Type.Object({ name: Type.String({ maxLength: 10 }) });

describe('declared routes', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await makeTestApi((api) =>
      registerRoutes(api, [
        route({
          method: 'GET',
          url: '/things',
          auth: 'authenticated',
          schema: { querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1 })), flag: Type.Optional(Type.Boolean()) }) },
          handler: ({ query }) => ({ limit: query.limit ?? null, flag: query.flag ?? null }),
        }),
        route({
          method: 'PUT',
          url: '/things/:name',
          auth: { permission: (params) => `things:edit:${params.name}` },
          schema: { params: Params, body: Type.Object({ size: Type.Integer() }, { additionalProperties: false }) },
          handler: () => undefined,
        }),
        route({ method: 'POST', url: '/things', auth: { permission: 'things:create' }, status: 201, handler: () => ({ id: 'new' }) }),
        route({
          method: 'GET',
          url: '/things/:name',
          auth: { permission: (params) => [`things:read:${params.name}`, `things:edit:${params.name}`] },
          schema: { params: Params },
          handler: ({ params }) => ({ name: params.name }),
        }),
        route({
          method: 'POST',
          url: '/things/:name/accepted',
          auth: 'authenticated',
          schema: { params: Params },
          handler: ({ reply, params }) => {
            reply.code(202).header('X-Thing', params.name);
            return { accepted: true };
          },
        }),
        route({ method: 'GET', url: '/whoami', auth: 'public', handler: ({ caller }) => ({ username: caller.user.username }) }),
      ]),
    );
    insertUser(t.ctx.db, { username: 'limited', password_hash: await hashPassword('limited-pass-1'), email: 'l@x.org', full_name: 'L', permissions: ['things:edit:mine'] }, t.clock.now());
  });
  afterAll(async () => {
    await t.app.close();
  });

  const limited = basic('limited', 'limited-pass-1');

  it('converts query values to their schema types and validates them', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/things?limit=5&flag=true', headers: ADMIN })).json()).toEqual({ limit: 5, flag: true });
    expect(expectApiError(await t.app.inject({ method: 'GET', url: '/api/things?limit=0', headers: ADMIN }), 400)).toBe('querystring/limit must be >= 1');
    // Query errors are not body fields: no "errors" map.
    expect((await t.app.inject({ method: 'GET', url: '/api/things?limit=x', headers: ADMIN })).json().errors).toBeUndefined();
  });

  it('answers 204 for handlers returning nothing, the declared status, or the one the handler set', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/things/mine', headers: writing(ADMIN), payload: { size: 1 } })).statusCode).toBe(204);
    const created = await t.app.inject({ method: 'POST', url: '/api/things', headers: writing(ADMIN) });
    expect([created.statusCode, created.json()]).toEqual([201, { id: 'new' }]);
    const accepted = await t.app.inject({ method: 'POST', url: '/api/things/x/accepted', headers: writing(ADMIN) });
    expect([accepted.statusCode, accepted.headers['x-thing'], accepted.json()]).toEqual([202, 'x', { accepted: true }]);
  });

  it('checks the permission from the path before the body, so a refused caller learns nothing of the input', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/things/mine', headers: writing(limited), payload: { size: 2 } })).statusCode).toBe(204);
    expect(expectApiError(await t.app.inject({ method: 'PUT', url: '/api/things/yours', headers: writing(limited), payload: { wrong: true } }), 403)).toBe(
      'Not authorized: missing permission things:edit:yours',
    );
    const invalid = await t.app.inject({ method: 'PUT', url: '/api/things/mine', headers: writing(limited), payload: { size: 'big' } });
    expect(invalid.json()).toMatchObject({ message: 'body/size must be integer', failed: true, errors: { size: ['must be integer'] } });
  });

  it('accepts any one of a list of permissions, and a refusal names the first', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/things/mine', headers: limited })).json()).toEqual({ name: 'mine' });
    expect(expectApiError(await t.app.inject({ method: 'GET', url: '/api/things/yours', headers: limited }), 403)).toBe(
      'Not authorized: missing permission things:read:yours',
    );
  });

  it('answers 401 when a public handler reads the caller of an anonymous call', async () => {
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/whoami' }), 401);
    expect((await t.app.inject({ method: 'GET', url: '/api/whoami', headers: ADMIN })).json()).toEqual({ username: 'admin' });
  });

  it('refuses to register a route without an access rule', async () => {
    await expect(makeTestApi((api) => api.get('/open', async () => 'oops'))).rejects.toThrow(/must declare config.auth/);
  });
});
