// Every endpoint of the core answers client mistakes with 4xx and an ApiError message, never 5xx.
import { CSRF, basic, createReader, expectClientError, useTestApp, userIdOf, type ClientErrorCase } from '../../test/helpers';


const JSON_TYPE = 'application/json';

const cases: ClientErrorCase[] = [
  // malformed JSON
  { name: 'login, malformed JSON', method: 'POST', url: '/api/system/sessions', payload: '{"username": "admin",' },
  { name: 'create user, malformed JSON', method: 'POST', url: '/api/users', payload: '{nope}' },
  { name: 'preferences, malformed JSON', method: 'PUT', url: '/api/users/admin/preferences', payload: '[1,' },
  { name: 'dismiss, malformed JSON', method: 'POST', url: '/api/system/gettingstarted/dismiss', payload: '{' },
  // wrong types
  { name: 'login, username a number', method: 'POST', url: '/api/system/sessions', payload: '{"username":1,"password":"x","host":""}' },
  { name: 'login, body an array', method: 'POST', url: '/api/system/sessions', payload: '[]' },
  { name: 'login, body a string', method: 'POST', url: '/api/system/sessions', payload: '"admin"' },
  { name: 'create user, roles an object', method: 'POST', url: '/api/users', payload: '{"username":"x","password":"secret1","email":"e","permissions":[],"roles":{}}' },
  { name: 'create user, timeout a string', method: 'POST', url: '/api/users', payload: '{"username":"x","password":"secret1","email":"e","permissions":[],"session_timeout_ms":"1000"}' },
  { name: 'preferences, not an object', method: 'PUT', url: '/api/users/admin/preferences', payload: '{"preferences":"dark"}' },
  { name: 'preferences, null value', method: 'PUT', url: '/api/users/admin/preferences', payload: '{"preferences":{"a":null}}' },
  // missing fields
  { name: 'login, empty body', method: 'POST', url: '/api/system/sessions', payload: '' },
  { name: 'login, missing password', method: 'POST', url: '/api/system/sessions', payload: '{"username":"admin"}' },
  { name: 'create user, empty object', method: 'POST', url: '/api/users', payload: '{}' },
  { name: 'create user, no body', method: 'POST', url: '/api/users', payload: '' },
  { name: 'preferences, missing preferences', method: 'PUT', url: '/api/users/admin/preferences', payload: '{}' },
  // unknown ids
  { name: 'unknown user', method: 'GET', url: '/api/users/ghost' },
  { name: 'unknown user preferences', method: 'PUT', url: '/api/users/ghost/preferences', payload: '{"preferences":{}}' },
  { name: 'unknown session', method: 'DELETE', url: '/api/system/sessions/00000000-0000-0000-0000-000000000000' },
  { name: 'unknown node', method: 'GET', url: '/api/system/cluster/nodes/ffffffff-0000-0000-0000-000000000000' },
  { name: 'unknown route', method: 'GET', url: '/api/users/admin/nothing' },
  { name: 'undecodable URL', method: 'GET', url: '/api/users/%E0%A4%A' },
  // user administration ({adminId} is the admin's id, {aliceId} a Reader's)
  { name: 'update user, malformed JSON', method: 'PUT', url: '/api/users/{aliceId}', payload: '{"email":' },
  { name: 'update user, body an array', method: 'PUT', url: '/api/users/{aliceId}', payload: '[]' },
  { name: 'update user, startpage a string', method: 'PUT', url: '/api/users/{aliceId}', payload: '{"startpage":"home"}' },
  { name: 'update user, timeout a float', method: 'PUT', url: '/api/users/{aliceId}', payload: '{"session_timeout_ms":1.5}' },
  { name: 'update user, unknown role', method: 'PUT', url: '/api/users/{aliceId}', payload: '{"roles":["Nope"]}' },
  { name: 'update user, unknown id', method: 'PUT', url: '/api/users/0123456789abcdef01234567', payload: '{}' },
  { name: 'update user, no body', method: 'PUT', url: '/api/users/{aliceId}', payload: '' },
  { name: 'password, missing password', method: 'PUT', url: '/api/users/{aliceId}/password', payload: '{}' },
  { name: 'password, number', method: 'PUT', url: '/api/users/{aliceId}/password', payload: '{"password":12345678}' },
  { name: 'password, weak', method: 'PUT', url: '/api/users/{aliceId}/password', payload: '{"password":"12345678"}' },
  { name: 'status, unknown status', method: 'PUT', url: '/api/users/{aliceId}/status/archived' },
  { name: 'status, unknown user', method: 'PUT', url: '/api/users/0123456789abcdef01234567/status/disabled' },
  { name: 'status, admin', method: 'PUT', url: '/api/users/{adminId}/status/disabled' },
  { name: 'permissions, not a list', method: 'PUT', url: '/api/users/alice/permissions', payload: '{"permissions":"*"}' },
  { name: 'permissions, unknown user', method: 'DELETE', url: '/api/users/ghost/permissions' },
  { name: 'delete unknown user', method: 'DELETE', url: '/api/users/ghost' },
  { name: 'delete unknown user id', method: 'DELETE', url: '/api/users/id/0123456789abcdef01234567' },
  { name: 'delete admin', method: 'DELETE', url: '/api/users/admin' },
  { name: 'unknown user id', method: 'GET', url: '/api/users/id/0123456789abcdef01234567' },
  { name: 'paginated, bad page', method: 'GET', url: '/api/users/paginated?page=0' },
  { name: 'paginated, bad order', method: 'GET', url: '/api/users/paginated?order=sideways' },
  { name: 'paginated, unknown search field', method: 'GET', url: '/api/users/paginated?query=password:x' },
  { name: 'tokens, unknown user', method: 'GET', url: '/api/users/0123456789abcdef01234567/tokens' },
  { name: 'token, unknown user', method: 'POST', url: '/api/users/0123456789abcdef01234567/tokens/ci', payload: '{}' },
  { name: 'token, malformed JSON', method: 'POST', url: '/api/users/{aliceId}/tokens/ci', payload: '{' },
  { name: 'token, too long a name', method: 'POST', url: `/api/users/{aliceId}/tokens/${'x'.repeat(300)}`, payload: '{}' },
  { name: 'delete unknown token', method: 'DELETE', url: '/api/users/{aliceId}/tokens/0123456789abcdef01234567' },
  // unsupported content types
  { name: 'login as form data', method: 'POST', url: '/api/system/sessions', payload: 'username=admin', contentType: 'application/x-www-form-urlencoded' },
  { name: 'create user as text', method: 'POST', url: '/api/users', payload: 'hello', contentType: 'text/plain' },
];

describe('client errors are 4xx ApiErrors', () => {
  const t = useTestApp({}, { per: 'file' });
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ids.aliceId = await createReader(t.app, 'alice');
    ids.adminId = await userIdOf(t.app, 'admin');
  });

  it.each(cases)('$name', async (kase) => {
    await expectClientError(t.app, kase, ids);
  });

  it('names the offending field in schema errors', async () => {
    const post = (payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/users', headers: { ...CSRF, ...basic('admin', 'admin'), 'content-type': JSON_TYPE }, payload });
    expect((await post('{"username":"x","password":"secret1","permissions":[]}')).json().message).toBe("body must have required property 'email'");
    expect((await post('{"username":"x","password":"secret1","email":"e@x","permissions":[3]}')).json().message).toBe('body/permissions/0 must be string');
    expect((await post('{')).json().message).toMatch(/^Malformed JSON body/);
  });

  it("adds Graylog's field errors when a failure concerns one body field", async () => {
    const post = (payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/users', headers: { ...CSRF, ...basic('admin', 'admin'), 'content-type': JSON_TYPE }, payload });
    const valid = { username: 'newbie', password: 'Newbie-Pass-1', email: 'n@x.org', permissions: [] };
    const expectField = async (payload: unknown, field: string, reason: string | RegExp) => {
      const body = (await post(JSON.stringify(payload))).json();
      expect(body).toMatchObject({ type: 'ApiError', failed: true });
      expect(Object.keys(body.errors)).toEqual([field]);
      expect(body.errors[field][0]).toMatch(reason);
    };
    await expectField({ ...valid, email: undefined }, 'email', 'is required');
    await expectField({ ...valid, permissions: [3] }, 'permissions', 'permissions/0 must be string');
    await expectField({ ...valid, shoe_size: 44 }, 'shoe_size', 'is not a known field');
    await expectField({ ...valid, username: 'a b' }, 'username', /must match pattern/);
    await expectField({ ...valid, username: 'alice' }, 'username', 'is already taken');
    await expectField({ ...valid, password: 'short' }, 'password', 'must be at least 8 characters long');
    await expectField({ ...valid, timezone: 'Nowhere/Land' }, 'timezone', 'is not a known time zone');
    await expectField({ ...valid, roles: ['Nope'] }, 'roles', 'names unknown roles: Nope');
    // A failure that is about no field keeps the plain shape.
    expect((await post('{')).json()).toEqual({ type: 'ApiError', message: expect.stringMatching(/^Malformed JSON body/) });
  });

  it('answers 415 for unsupported content types', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/system/sessions',
      headers: { ...CSRF, 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().type).toBe('ApiError');
  });
});
