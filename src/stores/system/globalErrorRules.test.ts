// The global error rules of the specification, end to end through the real fetch layer (only the HTTP
// library is replaced): the fetch layer reports, and the stores act.
import fetch from '@/logic/rest/FetchProvider';
import { ErrorsStore } from '@/stores/errors/ErrorsStore';
import { SessionStore } from '@/stores/sessions/SessionStore';
import { CurrentUserActions } from '@/stores/users/CurrentUserStore';

import { ServerAvailabilityStore } from './ServerAvailabilityStore';

type Outcome = { status: number, body?: unknown } | { network: true };

const mockCalls: Array<{ method: string, url: string, headers: { [name: string]: string } }> = [];
let mockOutcome: Outcome = { status: 200, body: {} };

jest.mock('superagent', () => (method: string, url: string) => {
  const call = { method, url, headers: {} as Record<string, string> };
  mockCalls.push(call);
  const builder = {
    set(header: string, value: string) { call.headers[header] = value; return builder; },
    send() { return builder; },
    then(resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) {
      const outcome = mockOutcome;
      if ('network' in outcome) {
        return Promise.reject(new Error('Request has been terminated')).then(resolve, reject);
      }
      if (outcome.status >= 400) {
        const error = Object.assign(new Error(`HTTP ${outcome.status}`), {
          status: outcome.status,
          response: { body: outcome.body, text: JSON.stringify(outcome.body), statusText: 'Failed' },
        });
        return Promise.reject(error).then(resolve, reject);
      }
      return Promise.resolve({ status: outcome.status, body: outcome.body, text: JSON.stringify(outcome.body) }).then(resolve, reject);
    },
  };
  return builder;
});

jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const settle = () => new Promise((resolve) => { setTimeout(resolve, 0); });

describe('global error rules', () => {
  beforeEach(() => {
    mockCalls.length = 0;
    mockOutcome = { status: 200, body: {} };
    SessionStore.setState({ sessionId: 's-1', username: 'admin', validatingSession: false });
    ServerAvailabilityStore.setState({ server: { up: true } });
    ErrorsStore.setState({ error: undefined });
    jest.spyOn(CurrentUserActions, 'load').mockImplementation(() => Promise.reject(new Error('not in this test')));
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends the session the session store holds', async () => {
    SessionStore.setState({ sessionId: 's-7' });
    await fetch('GET', '/api/system');
    expect(mockCalls[0].headers.Authorization).toBe(`Basic ${btoa('s-7:session')}`);
  });

  it('lets a call made while logged out wait until the session store has a session', async () => {
    SessionStore.setState({ sessionId: undefined, username: undefined });
    const pending = fetch('GET', '/api/system');
    await settle();
    expect(mockCalls).toHaveLength(0);
    SessionStore.setState({ sessionId: 's-8', username: 'admin' });
    await pending;
    expect(mockCalls[0].headers.Authorization).toBe(`Basic ${btoa('s-8:session')}`);
  });

  it('logs out on a 401 while logged in', async () => {
    mockOutcome = { status: 401, body: { type: 'ApiError', message: 'Not authenticated' } };
    await expect(fetch('GET', '/api/system')).rejects.toMatchObject({ status: 401 });
    await settle();
    expect(mockCalls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/system', 'DELETE /api/system/sessions/s-1']);
    expect(SessionStore.isLoggedIn()).toBe(false);
  });

  it('shows a 403 as a stream permission error when the body says so, else as unauthorized; a 404 as not found', async () => {
    mockOutcome = { status: 403, body: { type: 'MissingStreamPermission', message: 'Not allowed to read stream 1' } };
    await expect(fetch('GET', '/api/streams/1')).rejects.toMatchObject({ status: 403 });
    expect(ErrorsStore.getInitialState().error).toEqual({ type: 'StreamPermissionError', message: 'Not allowed to read stream 1' });
    mockOutcome = { status: 403, body: { type: 'ApiError', message: 'Forbidden' } };
    await expect(fetch('GET', '/api/users')).rejects.toMatchObject({ status: 403 });
    expect(ErrorsStore.getInitialState().error).toEqual({ type: 'UnauthorizedError', message: 'Forbidden' });
    mockOutcome = { status: 404, body: { type: 'ApiError', message: 'Stream <1> not found' } };
    await expect(fetch('GET', '/api/streams/1')).rejects.toMatchObject({ status: 404 });
    expect(ErrorsStore.getInitialState().error).toEqual({ type: 'NotFoundError', message: 'Stream <1> not found' });
  });

  it('marks the server unavailable on a failure without status and available again on the next answer', async () => {
    const before = ServerAvailabilityStore.getInitialState().reconnects;
    mockOutcome = { network: true };
    await expect(fetch('GET', '/api/system')).rejects.toMatchObject({ status: undefined });
    expect(ServerAvailabilityStore.getInitialState().server.up).toBe(false);
    expect(ServerAvailabilityStore.getInitialState().server.error).toMatch(/could not be reached/);
    mockOutcome = { status: 200, body: {} };
    await fetch('GET', '/api/system');
    expect(ServerAvailabilityStore.getInitialState().server).toEqual({ up: true });
    expect(ServerAvailabilityStore.getInitialState().reconnects).toBe(before + 1);
  });
});
