import { ErrorsActions } from '@/logic/errors/ErrorsStore';
import { FetchError } from '@/logic/errors/FetchError';
import history from '@/routing/history';
import { SessionActions, SessionStore } from '@/stores/sessions/SessionStore';
import { ServerAvailabilityActions } from '@/stores/system/ServerAvailabilityStore';

import fetch, { fetchPeriodically, fetchPlainText } from './FetchProvider';

type Outcome = { status: number, body?: unknown, text?: string } | { network: true };

const mockCalls: Array<{ method: string, url: string, headers: { [name: string]: string }, body?: string }> = [];
let mockOutcome: Outcome = { status: 200, body: {} };

jest.mock('superagent', () => (method: string, url: string) => {
  const call = { method, url, headers: {} as Record<string, string>, body: undefined as string | undefined };
  mockCalls.push(call);
  const builder = {
    set(header: string, value: string) { call.headers[header] = value; return builder; },
    send(body: string) { call.body = body; return builder; },
    then(resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) {
      const outcome = mockOutcome;
      if ('network' in outcome) {
        return Promise.reject(Object.assign(new Error('Request has been terminated'), { crossDomain: true })).then(resolve, reject);
      }
      if (outcome.status >= 400) {
        const error = Object.assign(new Error(`HTTP ${outcome.status}`), {
          status: outcome.status,
          response: { body: outcome.body, text: outcome.text ?? JSON.stringify(outcome.body), statusText: 'Failed' },
        });
        return Promise.reject(error).then(resolve, reject);
      }
      return Promise.resolve({ body: outcome.body, text: outcome.text ?? JSON.stringify(outcome.body) }).then(resolve, reject);
    },
  };
  return builder;
});

const logIn = (sessionId = 'sess-1') => {
  SessionStore.setState({ sessionId, username: 'admin', validatingSession: false });
};

const logOut = () => {
  SessionStore.setState({ sessionId: undefined, username: undefined, validatingSession: false });
};

describe('FetchProvider', () => {
  beforeEach(() => {
    mockCalls.length = 0;
    mockOutcome = { status: 200, body: { ok: true } };
    logIn();
    ServerAvailabilityActions.reportSuccess();
  });

  it('sends the CSRF, JSON and session headers and a JSON body', async () => {
    await expect(fetch('POST', '/api/streams', { title: 'x' })).resolves.toEqual({ ok: true });
    const [call] = mockCalls;
    expect(call.method).toBe('POST');
    expect(call.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(call.headers['X-Requested-By']).toBe('XMLHttpRequest');
    expect(call.headers.Accept).toBe('application/json');
    expect(call.headers['Content-Type']).toBe('application/json');
    expect(call.headers.Authorization).toBe(`Basic ${btoa('sess-1:session')}`);
    expect(call.headers['X-Graylog-No-Session-Extension']).toBeUndefined();
    expect(JSON.parse(call.body ?? '')).toEqual({ title: 'x' });
  });

  it('marks polling calls so they do not extend the session', async () => {
    await fetchPeriodically('GET', '/api/system/cluster/nodes');
    expect(mockCalls[0].headers['X-Graylog-No-Session-Extension']).toBe('true');
  });

  it('makes a call from a logged-out console wait until the login has finished', async () => {
    logOut();
    let settled = false;
    const pending = fetch('GET', '/api/system').then((value) => { settled = true; return value; });
    await new Promise((resolve) => { setTimeout(resolve, 20); });
    expect(settled).toBe(false);
    expect(mockCalls).toHaveLength(0);
    logIn('sess-2');
    await expect(pending).resolves.toEqual({ ok: true });
    expect(mockCalls[0].headers.Authorization).toBe(`Basic ${btoa('sess-2:session')}`);
  });

  it('lets session calls through without a session and without credentials', async () => {
    logOut();
    await fetch('GET', '/api/system/sessions', undefined, { requireSession: false });
    expect(mockCalls[0].headers.Authorization).toBeUndefined();
  });

  it('logs out on a 401 while logged in', async () => {
    const logout = jest.spyOn(SessionActions, 'logout').mockImplementation(() => Promise.resolve());
    mockOutcome = { status: 401, body: { type: 'ApiError', message: 'Not authenticated' } };
    await expect(fetch('GET', '/api/system')).rejects.toBeInstanceOf(FetchError);
    expect(logout).toHaveBeenCalledTimes(1);
    logout.mockRestore();
  });

  it('does not log out again when the logout call itself answers 401', async () => {
    const logout = jest.spyOn(SessionActions, 'logout').mockImplementation(() => Promise.resolve());
    mockOutcome = { status: 401, body: {} };
    await expect(fetch('DELETE', '/api/system/sessions/x', undefined, { ignoreUnauthorized: true })).rejects.toBeInstanceOf(FetchError);
    expect(logout).not.toHaveBeenCalled();
    logout.mockRestore();
  });

  it('reports a 403 as a stream permission error when the body says so, else as unauthorized', async () => {
    const report = jest.spyOn(ErrorsActions, 'report').mockImplementation(() => Promise.resolve());
    mockOutcome = { status: 403, body: { type: 'MissingStreamPermission', message: 'Not allowed to read stream 1' } };
    await expect(fetch('GET', '/api/streams/1')).rejects.toMatchObject({ status: 403 });
    expect(report).toHaveBeenLastCalledWith({ type: 'StreamPermissionError', message: 'Not allowed to read stream 1' });
    mockOutcome = { status: 403, body: { type: 'ApiError', message: 'Forbidden' } };
    await expect(fetch('GET', '/api/users')).rejects.toMatchObject({ status: 403 });
    expect(report).toHaveBeenLastCalledWith({ type: 'UnauthorizedError', message: 'Forbidden' });
    report.mockRestore();
  });

  it('reports a 404 as not found, except for calls that handle it themselves', async () => {
    const report = jest.spyOn(ErrorsActions, 'report').mockImplementation(() => Promise.resolve());
    mockOutcome = { status: 404, body: { type: 'ApiError', message: 'Stream <1> not found' } };
    await expect(fetch('GET', '/api/streams/1')).rejects.toMatchObject({ status: 404, serverMessage: 'Stream <1> not found' });
    expect(report).toHaveBeenCalledWith({ type: 'NotFoundError', message: 'Stream <1> not found' });
    report.mockClear();
    await expect(fetch('GET', '/api/streams/1', undefined, { reportPageErrors: false })).rejects.toMatchObject({ status: 404 });
    await expect(fetchPeriodically('GET', '/api/streams/1')).rejects.toMatchObject({ status: 404 });
    expect(report).not.toHaveBeenCalled();
    report.mockRestore();
  });

  it('marks the server unavailable on a failure without status and available on the next answer', async () => {
    const reportError = jest.fn();
    const reportSuccess = jest.fn();
    const unsubscribeError = ServerAvailabilityActions.reportError.listen(reportError);
    const unsubscribeSuccess = ServerAvailabilityActions.reportSuccess.listen(reportSuccess);
    mockOutcome = { network: true };
    await expect(fetch('GET', '/api/system')).rejects.toMatchObject({ status: undefined });
    expect(reportError).toHaveBeenCalledTimes(1);
    mockOutcome = { status: 200, body: {} };
    await fetch('GET', '/api/system');
    expect(reportSuccess).toHaveBeenCalled();
    unsubscribeError();
    unsubscribeSuccess();
  });

  it('answers plain-text calls with text and sends the user to the start page when they fail', async () => {
    mockOutcome = { status: 200, text: 'line one\nline two', body: {} };
    await expect(fetchPlainText('GET', '/api/cluster/n1/threaddump')).resolves.toBe('line one\nline two');
    expect(mockCalls[0].headers.Accept).toBe('text/plain');
    history.push('/system/nodes');
    mockOutcome = { status: 500, body: { message: 'boom' } };
    await expect(fetchPlainText('GET', '/api/cluster/n1/threaddump')).rejects.toBeInstanceOf(FetchError);
    expect(history.location.pathname).toBe('/');
  });

  it('puts the server message into the error', async () => {
    mockOutcome = { status: 400, body: { type: 'ApiError', message: 'Title must not be empty' } };
    await expect(fetch('POST', '/api/streams', {})).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Title must not be empty',
      message: 'There was an error fetching a resource: Failed. Additional information: Title must not be empty',
    });
  });
});
