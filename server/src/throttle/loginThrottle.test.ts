import { ApiError } from '../http/errors';
import { CSRF, basic, createReader, expectApiError, makeClock, useTestApp } from '../../test/helpers';
import { LoginThrottle } from './loginThrottle';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The wait an attempt is told (ms, from Retry-After), or 0 when it may go ahead. */
function waitOf(throttle: LoginThrottle, username: string, address = '10.0.0.1'): number {
  try {
    throttle.assertAllowed({ username, address });
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    expect(error.statusCode).toBe(429);
    return Number(error.headers['Retry-After']) * SECOND;
  }
}

describe('LoginThrottle', () => {
  it('allows 5 failures, then doubles the delay after each one, up to 60 s', () => {
    const clock = makeClock();
    const throttle = new LoginThrottle(clock.now);
    const delays: number[] = [];
    for (let failure = 1; failure <= 12; failure += 1) {
      expect(waitOf(throttle, 'jane')).toBe(0);
      throttle.recordFailure({ username: 'jane', address: '10.0.0.1' });
      delays.push(waitOf(throttle, 'jane'));
      clock.advance(delays[delays.length - 1]);
    }
    expect(delays).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60].map((s) => s * SECOND));
  });

  it('keeps other users and other addresses unaffected, and forgets after a quiet period', () => {
    const clock = makeClock();
    const throttle = new LoginThrottle(clock.now);
    for (let i = 0; i < 8; i += 1) throttle.recordFailure({ username: 'jane', address: '10.0.0.1' });
    expect(waitOf(throttle, 'JANE')).toBeGreaterThan(0);
    expect(waitOf(throttle, 'jane', '10.0.0.2')).toBe(0);
    expect(waitOf(throttle, 'joe')).toBe(0);
    clock.advance(5 * MINUTE);
    expect(waitOf(throttle, 'jane')).toBe(0);
  });

  it('caps failures per address across usernames, and a success does not reset that cap', () => {
    const clock = makeClock();
    const throttle = new LoginThrottle(clock.now);
    for (let i = 0; i < 30; i += 1) throttle.recordFailure({ username: `user${i}`, address: '10.0.0.9' });
    expect(waitOf(throttle, 'someone-new', '10.0.0.9')).toBe(1 * SECOND);
    throttle.recordSuccess({ username: 'someone-new', address: '10.0.0.9' });
    expect(waitOf(throttle, 'someone-new', '10.0.0.9')).toBe(1 * SECOND);
    expect(waitOf(throttle, 'someone-new', '10.0.0.10')).toBe(0);
  });

  it('clears the counter of a username and address on success', () => {
    const throttle = new LoginThrottle(makeClock().now);
    for (let i = 0; i < 6; i += 1) throttle.recordFailure({ username: 'jane', address: '10.0.0.1' });
    throttle.recordSuccess({ username: 'jane', address: '10.0.0.1' });
    expect(waitOf(throttle, 'jane')).toBe(0);
  });
});

describe('login throttling through the API', () => {
  const t = useTestApp();
  beforeEach(async () => {
    await createReader(t.app, 'jane', { password: 'Jane-Password-1' });
  });

  const loginAs = (password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/system/sessions', headers: CSRF, remoteAddress, payload: { username: 'jane', password } });

  it('answers 429 with Retry-After once throttled, and lets the real user in after the wait', async () => {
    for (let i = 0; i < 5; i += 1) expectApiError(await loginAs('guess'), 401);
    const throttled = await loginAs('Jane-Password-1');
    expect(expectApiError(throttled, 429)).toBe('Too many failed login attempts. Try again in 1 second.');
    expect(throttled.headers['retry-after']).toBe('1');

    // From another address the real user is not affected at all.
    expect((await loginAs('Jane-Password-1', '192.0.2.7')).statusCode).toBe(200);

    t.clock.advance(1000);
    expectApiError(await loginAs('guess'), 401);
    const longer = await loginAs('guess');
    expect(expectApiError(longer, 429)).toMatch(/Try again in 2 seconds/);
    expect(longer.headers['retry-after']).toBe('2');

    t.clock.advance(5 * 60_000);
    expect((await loginAs('Jane-Password-1')).statusCode).toBe(200);
    // The success cleared the counter: the next mistake is not throttled.
    expectApiError(await loginAs('guess'), 401);
  });

  it('throttles Basic user:password credentials the same way', async () => {
    const system = (password: string) => t.app.inject({ method: 'GET', url: '/api/system', headers: basic('jane', password) });
    for (let i = 0; i < 5; i += 1) expectApiError(await system('guess'), 401);
    expectApiError(await system('Jane-Password-1'), 429);
    // The login form shares the counter.
    expectApiError(await loginAs('Jane-Password-1'), 429);
    t.clock.advance(1000);
    expect((await system('Jane-Password-1')).statusCode).toBe(200);
  });

  it('throttles guesses of the old password when changing one\'s own', async () => {
    const jane = basic('jane', 'Jane-Password-1');
    const janeId = (await t.app.inject({ method: 'GET', url: '/api/users/jane', headers: jane })).json().id;
    const change = (old: string) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${janeId}/password`, headers: { ...CSRF, ...jane }, payload: { old_password: old, password: 'Brand-New-Pass-2' } });
    for (let i = 0; i < 5; i += 1) expectApiError(await change('guess'), 400);
    expectApiError(await change('Jane-Password-1'), 429);
  });
});
