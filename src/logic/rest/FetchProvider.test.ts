import { FetchError } from '@/logic/errors/FetchError';
import history from '@/routing/history';

import type { FetchEventMap, FetchEventType } from './FetchEvents';
import { onFetchEvent } from './FetchEvents';
import fetch, { fetchPeriodically, fetchPlainText } from './FetchProvider';
import { setFetchSession } from './FetchSession';

type Outcome = { status: number, body?: unknown, text?: string } | { network: true } | { timedOut: true };

const mockCalls: Array<{ method: string, url: string, headers: { [name: string]: string }, body?: string, timeout?: number }> = [];
let mockOutcome: Outcome = { status: 200, body: {} };
/** When set, a call is answered only once this promise resolves (a slow server). */
let mockDelay: Promise<void> | undefined;

jest.mock('superagent', () => (method: string, url: string) => {
  const call = { method, url, headers: {} as Record<string, string>, body: undefined as string | undefined, timeout: undefined as number | undefined };
  mockCalls.push(call);
  const answer = (resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) => {
    const outcome = mockOutcome;
    if ('timedOut' in outcome) {
      // What superagent rejects with when `timeout()` ran out: no status.
      const error = Object.assign(new Error(`Timeout of ${call.timeout}ms exceeded`), { timeout: call.timeout, code: 'ECONNABORTED', errno: 'ETIME' });
      return Promise.reject(error).then(resolve, reject);
    }
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
  };
  const builder = {
    set(header: string, value: string) { call.headers[header] = value; return builder; },
    send(body: string) { call.body = body; return builder; },
    timeout(ms: number) { call.timeout = ms; return builder; },
    then(resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) {
      return mockDelay ? mockDelay.then(() => answer(resolve, reject)) : answer(resolve, reject);
    },
  };
  return builder;
});

const logIn = (sessionId = 'sess-1') => { setFetchSession(sessionId); };

const logOut = () => { setFetchSession(undefined); };

const unsubscribes: Array<() => void> = [];

/** Every event of `type` the fetch layer emits from now on, in order. */
const recordEvents = <T extends FetchEventType>(type: T): Array<FetchEventMap[T]> => {
  const events: Array<FetchEventMap[T]> = [];
  unsubscribes.push(onFetchEvent(type, (event) => { events.push(event); }));
  return events;
};

describe('FetchProvider', () => {
  beforeEach(() => {
    mockCalls.length = 0;
    mockOutcome = { status: 200, body: { ok: true } };
    mockDelay = undefined;
    logIn();
  });

  afterEach(() => {
    unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe());
    jest.restoreAllMocks();
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

  it('sends a plain-text body as it is when asked, with the CSRF and session headers', async () => {
    await fetch('POST', '/api/system/grok?replace=false', 'WORD \\b\\w+\\b\n', { plainTextBody: true });
    const [call] = mockCalls;
    expect(call.headers['Content-Type']).toBe('text/plain');
    expect(call.headers['X-Requested-By']).toBe('XMLHttpRequest');
    expect(call.headers.Authorization).toBe(`Basic ${btoa('sess-1:session')}`);
    expect(call.body).toBe('WORD \\b\\w+\\b\n');
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

  it('sends the session handed over last, and none after a logout', async () => {
    logIn('sess-3');
    await fetch('GET', '/api/system');
    logOut();
    await fetch('GET', '/api/', undefined, { requireSession: false });
    expect(mockCalls.map((call) => call.headers.Authorization)).toEqual([`Basic ${btoa('sess-3:session')}`, undefined]);
  });

  it('lets session calls through without a session and without credentials', async () => {
    logOut();
    await fetch('GET', '/api/system/sessions', undefined, { requireSession: false });
    expect(mockCalls[0].headers.Authorization).toBeUndefined();
  });

  it('reports a 401 while logged in as unauthorized, so that the session store logs out', async () => {
    const unauthorized = recordEvents('unauthorized');
    mockOutcome = { status: 401, body: { type: 'ApiError', message: 'Not authenticated' } };
    await expect(fetch('GET', '/api/system')).rejects.toBeInstanceOf(FetchError);
    expect(unauthorized).toHaveLength(1);
    expect(unauthorized[0]).toMatchObject({ url: '/api/system', error: { status: 401 } });
    expect(unauthorized[0].sessionId).toBe('sess-1');
  });

  it('names the session the call was sent with in the unauthorized report, even when another one is current by then', async () => {
    const unauthorized = recordEvents('unauthorized');
    let answerNow: () => void = () => {};
    mockDelay = new Promise((resolve) => { answerNow = resolve; });
    mockOutcome = { status: 401, body: { type: 'ApiError', message: 'Not authenticated' } };
    logIn('sess-expired');
    const slowCall = fetch('GET', '/api/system');
    await new Promise((resolve) => { setTimeout(resolve, 0); });
    // The user logs in again before the slow call of the expired session answers.
    logIn('sess-fresh');
    answerNow();
    await expect(slowCall).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveLength(1);
    expect(unauthorized[0].sessionId).toBe('sess-expired');
  });

  it('does not report a 401 of a call sent without a session, even when logged in by the time it answers', async () => {
    const unauthorized = recordEvents('unauthorized');
    logOut();
    let answerNow: () => void = () => {};
    mockDelay = new Promise((resolve) => { answerNow = resolve; });
    mockOutcome = { status: 401, body: {} };
    const call = fetch('GET', '/api/system/sessions', undefined, { requireSession: false });
    await new Promise((resolve) => { setTimeout(resolve, 0); });
    logIn('sess-4');
    answerNow();
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toEqual([]);
  });

  it('does not report a 401 of the logout call itself, nor one without a session', async () => {
    const unauthorized = recordEvents('unauthorized');
    mockOutcome = { status: 401, body: {} };
    await expect(fetch('DELETE', '/api/system/sessions/x', undefined, { ignoreUnauthorized: true })).rejects.toBeInstanceOf(FetchError);
    logOut();
    await expect(fetch('POST', '/api/system/sessions', {}, { requireSession: false })).rejects.toBeInstanceOf(FetchError);
    expect(unauthorized).toEqual([]);
  });

  it('reports a 403 as a stream permission error when the body says so, else as unauthorized', async () => {
    const pageErrors = recordEvents('pageError');
    mockOutcome = { status: 403, body: { type: 'MissingStreamPermission', message: 'Not allowed to read stream 1' } };
    await expect(fetch('GET', '/api/streams/1')).rejects.toMatchObject({ status: 403 });
    expect(pageErrors[pageErrors.length - 1]).toEqual({ type: 'StreamPermissionError', message: 'Not allowed to read stream 1' });
    mockOutcome = { status: 403, body: { type: 'ApiError', message: 'Forbidden' } };
    await expect(fetch('GET', '/api/users')).rejects.toMatchObject({ status: 403 });
    expect(pageErrors[pageErrors.length - 1]).toEqual({ type: 'UnauthorizedError', message: 'Forbidden' });
    expect(pageErrors).toHaveLength(2);
  });

  it('reports a 404 as not found, except for calls that handle it themselves', async () => {
    const pageErrors = recordEvents('pageError');
    mockOutcome = { status: 404, body: { type: 'ApiError', message: 'Stream <1> not found' } };
    await expect(fetch('GET', '/api/streams/1')).rejects.toMatchObject({ status: 404, serverMessage: 'Stream <1> not found' });
    expect(pageErrors).toEqual([{ type: 'NotFoundError', message: 'Stream <1> not found' }]);
    await expect(fetch('GET', '/api/streams/1', undefined, { reportPageErrors: false })).rejects.toMatchObject({ status: 404 });
    await expect(fetchPeriodically('GET', '/api/streams/1')).rejects.toMatchObject({ status: 404 });
    expect(pageErrors).toHaveLength(1);
  });

  it('reports a failure without status as server unreachable and any answer as server answered', async () => {
    const unreachable = recordEvents('serverUnreachable');
    const answered = recordEvents('serverAnswered');
    mockOutcome = { network: true };
    await expect(fetch('GET', '/api/system')).rejects.toMatchObject({ status: undefined });
    expect(unreachable).toHaveLength(1);
    expect(unreachable[0]).toMatchObject({ url: '/api/system', error: { status: undefined } });
    expect(answered).toEqual([]);
    mockOutcome = { status: 200, body: {} };
    await fetch('GET', '/api/system');
    mockOutcome = { status: 500, body: { message: 'boom' } };
    await expect(fetch('GET', '/api/system')).rejects.toMatchObject({ status: 500 });
    expect(answered).toEqual([{ url: '/api/system', status: 200 }, { url: '/api/system', status: 500 }]);
    expect(unreachable).toHaveLength(1);
  });

  it('sets no timeout unless asked, and the one asked for', async () => {
    await fetch('GET', '/api/system');
    await fetch('GET', '/api/', undefined, { requireSession: false, timeout: 10000 });
    expect(mockCalls.map((call) => call.timeout)).toEqual([undefined, 10000]);
  });

  it('reports a call that timed out as server unreachable, saying that the server did not answer in time', async () => {
    const unreachable = recordEvents('serverUnreachable');
    const answered = recordEvents('serverAnswered');
    mockOutcome = { timedOut: true };
    const failure = fetch('GET', '/api/system', undefined, { timeout: 10000 });
    await expect(failure).rejects.toMatchObject({ status: undefined, serverMessage: 'Timeout of 10000ms exceeded' });
    await expect(failure).rejects.toThrow('the server did not answer in time');
    expect(unreachable).toHaveLength(1);
    expect(unreachable[0]).toMatchObject({ url: '/api/system', error: { status: undefined } });
    expect(answered).toEqual([]);
  });

  it('keeps calling the other listeners and answering the caller when one listener fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    unsubscribes.push(onFetchEvent('serverAnswered', () => { throw new Error('listener bug'); }));
    const answered = recordEvents('serverAnswered');
    await expect(fetch('GET', '/api/system')).resolves.toEqual({ ok: true });
    expect(answered).toHaveLength(1);
  });

  it('stops telling a listener once it unsubscribed', async () => {
    const listener = jest.fn();
    const unsubscribe = onFetchEvent('serverAnswered', listener);
    await fetch('GET', '/api/system');
    unsubscribe();
    await fetch('GET', '/api/system');
    expect(listener).toHaveBeenCalledTimes(1);
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
