// Trusted HTTP header authentication: the config call and the server honouring it.
import { ADMIN, basic, createUser, expectApiError, login, sessionAuth, useTestApp, writing } from '../../test/helpers';

const CONFIG = '/api/system/authentication/http-header-auth-config';

describe('HTTP header authentication', () => {
  const t = useTestApp();

  const configure = (payload: Record<string, unknown>, headers = writing(ADMIN)) =>
    t.app.inject({ method: 'PUT', url: CONFIG, headers, payload });
  const streams = (headers: Record<string, string>, remoteAddress?: string) =>
    t.app.inject({ method: 'GET', url: '/api/streams', headers, remoteAddress });

  it('is off by default with Graylog\'s header name, and validates the name', async () => {
    expect((await t.app.inject({ method: 'GET', url: CONFIG, headers: ADMIN })).json()).toEqual({ enabled: false, username_header: 'Remote-User' });
    expect((await streams({ 'remote-user': 'admin' })).statusCode).toBe(401);

    expect((await configure({ enabled: true, username_header: 'X-Forwarded-User' })).json()).toEqual({ enabled: true, username_header: 'X-Forwarded-User' });
    for (const name of ['', 'Remote User', 'X:User', 'Authorization']) {
      const refused = await configure({ enabled: true, username_header: name });
      expectApiError(refused, 400);
      expect(Object.keys(refused.json().errors)).toEqual(['username_header']);
    }
    expect((await t.app.inject({ method: 'GET', url: CONFIG, headers: ADMIN })).json().username_header).toBe('X-Forwarded-User');

    await createUser(t.app, 'erin');
    expect((await configure({ enabled: false }, writing(basic('erin', 'secret123')))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: CONFIG, headers: basic('erin', 'secret123') })).statusCode).toBe(403);
  });

  it('authenticates a request without credentials as the user the header names, from a trusted proxy only', async () => {
    await configure({ enabled: true, username_header: 'X-Forwarded-User' });
    await createUser(t.app, 'erin', { roles: ['Reader'] });
    const asErin = { 'x-forwarded-user': 'erin' };
    expect((await streams(asErin)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/admin', headers: asErin })).statusCode).toBe(403);
    // The console's "no session yet" credentials fall back to the header, as in Graylog.
    expect((await streams({ ...asErin, ...basic('undefined', 'session') })).statusCode).toBe(200);
    // Unknown users, blank values and other addresses are not authenticated.
    expect((await streams({ 'x-forwarded-user': 'nobody' })).statusCode).toBe(401);
    expect((await streams({ 'x-forwarded-user': ' ' })).statusCode).toBe(401);
    expect((await streams(asErin, '10.1.2.3')).statusCode).toBe(401);
    // Credentials sent along win over the header.
    const adminSession = await login(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/system/sessions', headers: { ...asErin, ...sessionAuth(adminSession) } });
    expect(me.json()).toMatchObject({ is_valid: true, username: 'admin', session_id: adminSession });

    await configure({ enabled: false, username_header: 'X-Forwarded-User' });
    expect((await streams(asErin)).statusCode).toBe(401);
  });

  it('creates a session when the console validates with only the header', async () => {
    await configure({ enabled: true });
    await createUser(t.app, 'erin', { roles: ['Reader'] });
    const validation = await t.app.inject({ method: 'GET', url: '/api/system/sessions', headers: { 'remote-user': 'erin' } });
    const body = validation.json();
    expect(body).toEqual({ is_valid: true, session_id: expect.any(String), username: 'erin' });
    // The new session works on its own, without the header.
    expect((await streams(sessionAuth(body.session_id))).statusCode).toBe(200);
    const disabled = await t.app.inject({ method: 'PUT', url: '/api/users/' + (await t.app.inject({ method: 'GET', url: '/api/users/erin', headers: ADMIN })).json().id + '/status/disabled', headers: writing(ADMIN) });
    expect(disabled.statusCode).toBeLessThan(300);
    expect((await t.app.inject({ method: 'GET', url: '/api/system/sessions', headers: { 'remote-user': 'erin' } })).json().is_valid).toBe(false);
  });
});
