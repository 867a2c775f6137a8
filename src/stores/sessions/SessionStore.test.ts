import { FetchError } from '@/logic/errors/FetchError';
import { emitFetchEvent } from '@/logic/rest/FetchEvents';
import fetch from '@/logic/rest/FetchProvider';
import { fetchSessionId } from '@/logic/rest/FetchSession';
import { CurrentUserActions, CurrentUserStore } from '@/stores/users/CurrentUserStore';

import { SESSION_ID_KEY, SessionActions, SessionStore, USERNAME_KEY, loginErrorMessage } from './SessionStore';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const adminUser = { id: 'u1', username: 'admin', full_name: 'Administrator', permissions: ['*'] };

const answer = (routes: { [key: string]: unknown }) => {
  mockFetch.mockImplementation((method: string, url: string) => {
    const key = `${method} ${url}`;
    if (!(key in routes)) {
      return Promise.reject(new Error(`unexpected call ${key}`));
    }
    const value = routes[key];
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  });
};

const settle = () => new Promise((resolve) => { setTimeout(resolve, 0); });

describe('SessionStore', () => {
  beforeEach(async () => {
    mockFetch.mockReset();
    answer({ 'DELETE /api/system/sessions/any': undefined });
    localStorage.clear();
    SessionStore.setState({ sessionId: undefined, username: undefined, validatingSession: true });
    await CurrentUserActions.clear();
  });

  it('stores the session on login and loads the current user by name', async () => {
    answer({
      'POST /api/system/sessions': { session_id: 's-1', valid_until: '2030-01-01T00:00:00.000Z', username: 'admin' },
      'GET /api/users/admin': adminUser,
    });
    await expect(SessionActions.login('admin', 'secret', 'localhost')).resolves.toEqual({ sessionId: 's-1', username: 'admin' });
    expect(mockFetch).toHaveBeenCalledWith('POST', '/api/system/sessions', { username: 'admin', password: 'secret', host: 'localhost' }, expect.objectContaining({ requireSession: false }));
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe('s-1');
    expect(localStorage.getItem(USERNAME_KEY)).toBe('admin');
    expect(SessionStore.isLoggedIn()).toBe(true);
    await settle();
    expect(CurrentUserStore.getInitialState().currentUser).toEqual(adminUser);
  });

  it('rejects a failed login without storing anything, with the message the login page shows', async () => {
    answer({ 'POST /api/system/sessions': new FetchError('Unauthorized', 401, { type: 'ApiError', message: 'Invalid credentials' }) });
    const failure = SessionActions.login('admin', 'wrong', 'localhost');
    await expect(failure).rejects.toBeInstanceOf(FetchError);
    const error = await failure.catch((e: unknown) => e);
    expect(loginErrorMessage(error)).toBe('Invalid credentials, please verify them and retry.');
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull();
    expect(SessionStore.isLoggedIn()).toBe(false);
  });

  it('says when to try again after repeated failed logins', () => {
    expect(loginErrorMessage(new FetchError('Too Many Requests', 429, { type: 'ApiError', message: 'Too many failed login attempts. Try again in 4 seconds.' })))
      .toBe('Too many failed login attempts. Try again in 4 seconds.');
  });

  it('says when the directory that keeps the account could not be asked', () => {
    const message = 'Authentication service unavailable';
    expect(loginErrorMessage(new FetchError('Unauthorized', 401, { type: 'ApiError', message }))).toBe(message);
  });

  it('shows the status and the server message for other login failures', () => {
    expect(loginErrorMessage(new FetchError('Internal Server Error', 500, { message: 'Database locked' })))
      .toBe('Error - the server returned: 500 - Database locked');
  });

  it('keeps a stored session that the server confirms, and loads its user', async () => {
    localStorage.setItem(SESSION_ID_KEY, 's-9');
    localStorage.setItem(USERNAME_KEY, 'admin');
    answer({
      'GET /api/system/sessions': { is_valid: true, session_id: 's-9', username: 'admin' },
      'GET /api/users/admin': adminUser,
    });
    await SessionActions.validate();
    expect(SessionStore.getInitialState()).toEqual({ sessionId: 's-9', username: 'admin', validatingSession: false });
    await settle();
    expect(CurrentUserStore.getInitialState().currentUser?.username).toBe('admin');
  });

  it('removes a stored session the server no longer knows and clears the current user', async () => {
    localStorage.setItem(SESSION_ID_KEY, 'stale');
    localStorage.setItem(USERNAME_KEY, 'admin');
    SessionStore.setState({ sessionId: 'stale', username: 'admin', validatingSession: true });
    CurrentUserStore.setState({ currentUser: { ...adminUser } as never });
    answer({ 'GET /api/system/sessions': { is_valid: false, session_id: null, username: null } });
    await expect(SessionActions.validate()).resolves.toBeUndefined();
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull();
    expect(localStorage.getItem(USERNAME_KEY)).toBeNull();
    expect(SessionStore.getInitialState()).toEqual({ sessionId: undefined, username: undefined, validatingSession: false });
    expect(CurrentUserStore.getInitialState().currentUser).toBeUndefined();
  });

  it('clears the session on logout, and also when the server answers 401', async () => {
    SessionStore.setState({ sessionId: 's-1', username: 'admin', validatingSession: false });
    localStorage.setItem(SESSION_ID_KEY, 's-1');
    answer({ 'DELETE /api/system/sessions/s-1': undefined });
    await SessionActions.logout();
    expect(SessionStore.isLoggedIn()).toBe(false);
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull();

    SessionStore.setState({ sessionId: 's-2', username: 'admin', validatingSession: false });
    answer({ 'DELETE /api/system/sessions/s-2': new FetchError('Unauthorized', 401, {}) });
    await SessionActions.logout();
    expect(SessionStore.isLoggedIn()).toBe(false);
  });

  it('keeps the session when logout fails for another reason', async () => {
    SessionStore.setState({ sessionId: 's-3', username: 'admin', validatingSession: false });
    answer({ 'DELETE /api/system/sessions/s-3': new FetchError('Internal Server Error', 500, {}) });
    await expect(SessionActions.logout()).rejects.toBeInstanceOf(FetchError);
    expect(SessionStore.getSessionId()).toBe('s-3');
  });

  it('hands the session to the fetch layer on login and takes it back on logout', async () => {
    answer({
      'POST /api/system/sessions': { session_id: 's-5', valid_until: '2030-01-01T00:00:00.000Z', username: 'admin' },
      'GET /api/users/admin': adminUser,
      'DELETE /api/system/sessions/s-5': undefined,
    });
    expect(fetchSessionId()).toBeUndefined();
    await SessionActions.login('admin', 'secret', 'localhost');
    expect(fetchSessionId()).toBe('s-5');
    await SessionActions.logout();
    expect(fetchSessionId()).toBeUndefined();
  });

  it('logs out when the fetch layer reports a 401 while logged in', async () => {
    SessionStore.setState({ sessionId: 's-4', username: 'admin', validatingSession: false });
    answer({ 'DELETE /api/system/sessions/s-4': new FetchError('Unauthorized', 401, {}) });
    emitFetchEvent('unauthorized', { url: '/api/streams', error: new FetchError('Unauthorized', 401, {}), sessionId: 's-4' });
    await settle();
    expect(mockFetch).toHaveBeenCalledWith('DELETE', '/api/system/sessions/s-4', undefined, expect.objectContaining({ ignoreUnauthorized: true }));
    expect(SessionStore.isLoggedIn()).toBe(false);
    expect(fetchSessionId()).toBeUndefined();
  });

  it('keeps a new session when a slow call of an earlier session answers 401 after the login', async () => {
    SessionStore.setState({ sessionId: 's-new', username: 'admin', validatingSession: false });
    emitFetchEvent('unauthorized', { url: '/api/streams', error: new FetchError('Unauthorized', 401, {}), sessionId: 's-expired' });
    await settle();
    expect(mockFetch).not.toHaveBeenCalled();
    expect(SessionStore.getSessionId()).toBe('s-new');
    expect(fetchSessionId()).toBe('s-new');
  });

  it('does not log out on a 401 of an earlier session after a logout', async () => {
    SessionStore.setState({ sessionId: undefined, username: undefined, validatingSession: false });
    emitFetchEvent('unauthorized', { url: '/api/streams', error: new FetchError('Unauthorized', 401, {}), sessionId: 's-old' });
    await settle();
    expect(mockFetch).not.toHaveBeenCalled();
  });
});
