// Every endpoint of the core answers client mistakes with 4xx and an ApiError message, never 5xx.
import { CSRF, basic, makeTestApp, type TestApp } from '../../test/helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Case {
  name: string;
  method: Method;
  url: string;
  payload?: string;
  contentType?: string;
}

const JSON_TYPE = 'application/json';

const cases: Case[] = [
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
  // unsupported content types
  { name: 'login as form data', method: 'POST', url: '/api/system/sessions', payload: 'username=admin', contentType: 'application/x-www-form-urlencoded' },
  { name: 'create user as text', method: 'POST', url: '/api/users', payload: 'hello', contentType: 'text/plain' },
];

describe('client errors are 4xx ApiErrors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it.each(cases)('$name', async ({ method, url, payload, contentType }) => {
    const headers: Record<string, string> = { ...CSRF, ...basic('admin', 'admin') };
    if (payload !== undefined) headers['content-type'] = contentType ?? JSON_TYPE;
    const response = await t.app.inject({ method, url, headers, payload });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json() as { type: string; message: string };
    expect(body.type).toBe('ApiError');
    expect(body.message).toMatch(/\S/);
  });

  it('names the offending field in schema errors', async () => {
    const post = (payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/users', headers: { ...CSRF, ...basic('admin', 'admin'), 'content-type': JSON_TYPE }, payload });
    expect((await post('{"username":"x","password":"secret1","permissions":[]}')).json().message).toBe("body must have required property 'email'");
    expect((await post('{"username":"x","password":"secret1","email":"e","permissions":[3]}')).json().message).toBe('body/permissions/0 must be string');
    expect((await post('{')).json().message).toMatch(/^Malformed JSON body/);
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
