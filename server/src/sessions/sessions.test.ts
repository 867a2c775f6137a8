import { CSRF, basic, createUser, withDb, expectApiError, login, useTestApp, sessionAuth } from '../../test/helpers';

const HOUR = 3_600_000;

describe('sessions', () => {
  const t = useTestApp();

  const validate = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/system/sessions', headers });

  it('logs in, validates and logs out', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/system/sessions',
      headers: CSRF,
      payload: { username: 'admin', password: 'admin', host: 'localhost' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.username).toBe('admin');
    expect(body.user_id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Date(body.valid_until).getTime()).toBe(t.clock.now() + 8 * HOUR);

    const valid = await validate(sessionAuth(body.session_id));
    expect(valid.json()).toEqual({ is_valid: true, session_id: body.session_id, username: 'admin' });

    const logout = await t.app.inject({
      method: 'DELETE',
      url: `/api/system/sessions/${body.session_id}`,
      headers: { ...CSRF, ...sessionAuth(body.session_id) },
    });
    expect(logout.statusCode).toBe(204);
    expect((await validate(sessionAuth(body.session_id))).json()).toEqual({ is_valid: false, session_id: null, username: null });
  });

  it('answers is_valid false without or with bad credentials', async () => {
    expect((await validate()).json()).toEqual({ is_valid: false, session_id: null, username: null });
    const bad = await validate(sessionAuth('not-a-session'));
    expect(bad.statusCode).toBe(200);
    expect(bad.json().is_valid).toBe(false);
  });

  it('refuses wrong passwords, unknown users and disabled accounts with 401 Invalid credentials', async () => {
    await createUser(t.app, 'bob');
    for (const payload of [
      { username: 'admin', password: 'wrong', host: '' },
      { username: 'nobody', password: 'admin', host: '' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/system/sessions', headers: CSRF, payload });
      expect(expectApiError(response, 401)).toBe('Invalid credentials');
      expect(response.headers['www-authenticate']).toBeUndefined();
    }
    const bobSession = await login(t.app, 'bob', 'secret123');
    withDb(t.dataDir, (db) => db.prepare("UPDATE users SET account_status = 'disabled' WHERE username = 'bob'").run());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/system/sessions',
      headers: CSRF,
      payload: { username: 'bob', password: 'secret123', host: '' },
    });
    expect(expectApiError(response, 401)).toBe('Invalid credentials');
    // The existing session of a disabled account stops working too.
    expect((await validate(sessionAuth(bobSession))).json().is_valid).toBe(false);
  });

  it('expires a session after the user session timeout without activity', async () => {
    const sessionId = await login(t.app);
    t.clock.advance(8 * HOUR - 1000);
    expect((await validate(sessionAuth(sessionId))).json().is_valid).toBe(true);
    // That request extended the session: another almost-8 hours are fine.
    t.clock.advance(8 * HOUR - 1000);
    expect((await validate(sessionAuth(sessionId))).json().is_valid).toBe(true);
    t.clock.advance(8 * HOUR + 1);
    expect((await validate(sessionAuth(sessionId))).json().is_valid).toBe(false);
    const response = await t.app.inject({ method: 'GET', url: '/api/system', headers: sessionAuth(sessionId) });
    expectApiError(response, 401);
  });

  it('uses the per-user timeout', async () => {
    await createUser(t.app, 'shorty', { session_timeout_ms: 60_000 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/system/sessions',
      headers: CSRF,
      payload: { username: 'shorty', password: 'secret123', host: '' },
    });
    const { session_id: sessionId, valid_until: validUntil } = response.json();
    expect(new Date(validUntil).getTime()).toBe(t.clock.now() + 60_000);
    t.clock.advance(61_000);
    expect((await validate(sessionAuth(sessionId))).json().is_valid).toBe(false);
  });

  it('does not extend the session when X-Graylog-No-Session-Extension is true', async () => {
    const sessionId = await login(t.app);
    const noExtend = { ...sessionAuth(sessionId), 'x-graylog-no-session-extension': 'true' };
    t.clock.advance(5 * HOUR);
    expect((await validate(noExtend)).json().is_valid).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/system', headers: noExtend })).statusCode).toBe(200);
    t.clock.advance(3 * HOUR + 1);
    // 8 h after login with only non-extending calls in between: expired.
    expect((await validate(noExtend)).json().is_valid).toBe(false);
  });

  it('lets a user delete only their own session, an admin any; unknown ids are 404', async () => {
    await createUser(t.app, 'alice');
    await createUser(t.app, 'bob');
    const alice = await login(t.app, 'alice', 'secret123');
    const bob = await login(t.app, 'bob', 'secret123');
    const admin = await login(t.app);

    const forbidden = await t.app.inject({
      method: 'DELETE',
      url: `/api/system/sessions/${bob}`,
      headers: { ...CSRF, ...sessionAuth(alice) },
    });
    expectApiError(forbidden, 403);
    expect((await validate(sessionAuth(bob))).json().is_valid).toBe(true);

    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/api/system/sessions/${bob}`,
      headers: { ...CSRF, ...sessionAuth(admin) },
    });
    expect(byAdmin.statusCode).toBe(204);
    expect((await validate(sessionAuth(bob))).json().is_valid).toBe(false);

    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/system/sessions/does-not-exist',
      headers: { ...CSRF, ...basic('admin', 'admin') },
    });
    expectApiError(unknown, 404);
  });

  it('requires X-Requested-By for login and logout', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/system/sessions',
      payload: { username: 'admin', password: 'admin', host: '' },
    });
    expect(expectApiError(response, 400)).toMatch(/X-Requested-By/);
    const sessionId = await login(t.app);
    const logout = await t.app.inject({ method: 'DELETE', url: `/api/system/sessions/${sessionId}`, headers: sessionAuth(sessionId) });
    expect(expectApiError(logout, 400)).toMatch(/X-Requested-By/);
  });

  it('keeps sessions across a restart', async () => {
    const sessionId = await login(t.app);
    await t.restart();
    expect((await validate(sessionAuth(sessionId))).json().is_valid).toBe(true);
  });
});
