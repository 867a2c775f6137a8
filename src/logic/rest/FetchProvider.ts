// The one way the console talks to the server. Every request carries the CSRF and JSON headers and
// the session as Basic credentials. The global error rules of the specification start here, as events
// (FetchEvents.ts) that the stores act on: 401 to a call sent with a session → 'unauthorized', naming that
// session (the session store logs out if it is still the current one); 403 → a 'pageError' of unauthorized
// or missing stream permission; 404 → a 'pageError' not found; no status at all (unreachable, or timed out)
// → 'serverUnreachable'; any answer → 'serverAnswered'. This module imports no store; the session store
// hands the session over through FetchSession.ts.
import request from 'superagent';

import { FetchError } from '@/logic/errors/FetchError';
import history from '@/routing/history';
import Routes from '@/routing/Routes';

import { emitFetchEvent } from './FetchEvents';
import { fetchSessionId, sessionReady } from './FetchSession';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export type FetchOptions = {
  /** Sends X-Graylog-No-Session-Extension so that polling does not keep an idle session alive. */
  noSessionExtension?: boolean,
  /** false for the calls that work without a session (login, validation, ping): they never wait. */
  requireSession?: boolean,
  /** false when a 403/404 is expected and handled by the caller instead of a full-page error. */
  reportPageErrors?: boolean,
  /** true for the logout call itself: its own 401 must not trigger another logout. */
  ignoreUnauthorized?: boolean,
  /** Answer as text instead of JSON. */
  plainText?: boolean,
  /** Sends `body` (a string) as it is, as text/plain, instead of as JSON (Graylog's grok pattern-file import). */
  plainTextBody?: boolean,
  /**
   * Gives up after this many milliseconds without a complete answer. A call that times out got no status,
   * so it counts as the server being unreachable, like a network failure: a hung server is reported too.
   */
  timeout?: number,
};

export const REQUESTED_BY = 'XMLHttpRequest';

type SuperagentError = Error & {
  status?: number,
  /** Set by superagent when the call was given up after `timeout()` milliseconds. */
  timeout?: number,
  response?: { body?: unknown, text?: string, statusText?: string },
};

const encodeBase64 = (text: string): string => (typeof btoa === 'function' ? btoa(text) : Buffer.from(text).toString('base64'));

const toFetchError = (error: SuperagentError): FetchError => {
  const { status, response } = error;
  if (!status) {
    const reason = error.timeout ? 'the server did not answer in time' : 'the server could not be reached';
    return new FetchError(reason, undefined, error.message);
  }
  const body = response?.body && typeof response.body === 'object' && Object.keys(response.body).length > 0
    ? response.body
    : response?.text;
  return new FetchError(response?.statusText || `${status}`, status, body);
};

/** `sessionId` is the session the call was sent with, not the current one: see the 'unauthorized' event. */
const applyGlobalRules = (url: string, error: FetchError, options: FetchOptions, sessionId: string | undefined) => {
  if (error.status === undefined) {
    emitFetchEvent('serverUnreachable', { url, error });
    return;
  }
  emitFetchEvent('serverAnswered', { url, status: error.status });
  if (error.status === 401 && !options.ignoreUnauthorized && sessionId !== undefined) {
    emitFetchEvent('unauthorized', { url, error, sessionId });
    return;
  }
  if (options.reportPageErrors === false || options.noSessionExtension) {
    return;
  }
  if (error.status === 403) {
    const streamPermission = error.bodyType === 'MissingStreamPermission';
    emitFetchEvent('pageError', {
      type: streamPermission ? 'StreamPermissionError' : 'UnauthorizedError',
      message: error.serverMessage ?? error.message,
    });
  } else if (error.status === 404) {
    emitFetchEvent('pageError', { type: 'NotFoundError', message: error.serverMessage ?? error.message });
  }
};

const send = (method: Method, url: string, body: unknown, options: FetchOptions, sessionId: string | undefined) => {
  let call = request(method, url)
    .set('X-Requested-With', REQUESTED_BY)
    .set('X-Requested-By', REQUESTED_BY)
    .set('Accept', options.plainText ? 'text/plain' : 'application/json');
  if (options.noSessionExtension) {
    call = call.set('X-Graylog-No-Session-Extension', 'true');
  }
  if (sessionId) {
    call = call.set('Authorization', `Basic ${encodeBase64(`${sessionId}:session`)}`);
  }
  if (body !== undefined) {
    call = options.plainTextBody
      ? call.set('Content-Type', 'text/plain').send(String(body))
      : call.set('Content-Type', 'application/json').send(JSON.stringify(body));
  }
  if (options.timeout !== undefined) {
    call = call.timeout(options.timeout);
  }
  return call;
};

/**
 * Calls the server. `url` is a qualified API URL (qualifyApiUrl(ApiRoutes.X.y().url)).
 * Resolves with the parsed body (undefined for an empty one); rejects with a FetchError.
 */
export const fetch = async <T = unknown>(method: Method, url: string, body?: unknown, options: FetchOptions = {}): Promise<T> => {
  if (options.requireSession !== false) {
    await sessionReady();
  }
  const sessionId = fetchSessionId();
  try {
    const response = await send(method, url, body, options, sessionId);
    emitFetchEvent('serverAnswered', { url, status: response.status ?? 200 });
    if (options.plainText) {
      return response.text as T;
    }
    return (response.body === null || response.text === '' ? undefined : response.body) as T;
  } catch (caught) {
    const error = caught instanceof FetchError ? caught : toFetchError(caught as SuperagentError);
    applyGlobalRules(url, error, options, sessionId);
    throw error;
  }
};

/** For polling: does not extend the session and never turns a failure into a full-page error. */
export const fetchPeriodically = <T = unknown>(method: Method, url: string, body?: unknown): Promise<T> => (
  fetch<T>(method, url, body, { noSessionExtension: true })
);

/** A call answered as text; on failure the user is sent to the start page. */
export const fetchPlainText = (method: Method, url: string, body?: unknown): Promise<string> => (
  fetch<string>(method, url, body, { plainText: true }).catch((error: unknown) => {
    history.push(Routes.STARTPAGE);
    throw error;
  })
);

export default fetch;
