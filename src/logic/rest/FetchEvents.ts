// What the fetch layer tells the rest of the console about the server's answers. The fetch layer knows
// no store: it emits these events, and the stores that care (session, server availability, page errors)
// subscribe to them when they are created. So data flows one way, from the layer that talks to the
// server up to the stores, and no import circle ties them together.
import type { FetchError } from '@/logic/errors/FetchError';

/** A full-page error a call reported: the router shows it instead of the page. */
export type PageErrorType = 'UnauthorizedError' | 'StreamPermissionError' | 'NotFoundError';

export type PageError = {
  type: PageErrorType,
  message: string,
};

/** Each event and what its listeners are told. */
export type FetchEventMap = {
  /** A call got no answer at all (no HTTP status): the server is down or cannot be reached. */
  serverUnreachable: { url: string, error: FetchError },
  /** The server answered a call, whatever the status: it is there. */
  serverAnswered: { url: string, status: number },
  /**
   * A call made with a session was answered 401: that session is no longer valid. `sessionId` is the session
   * the call was sent with, which need not be the current one: a slow call of an expired session may answer
   * after a new login, and must not end the new session.
   */
  unauthorized: { url: string, error: FetchError, sessionId: string },
  /** A call made for a page was refused (403) or asked for something that does not exist (404). */
  pageError: PageError,
};

export type FetchEventType = keyof FetchEventMap;

export type FetchEventListener<T extends FetchEventType> = (event: FetchEventMap[T]) => void;

type Listeners = { [T in FetchEventType]: Set<FetchEventListener<T>> };

const listeners: Listeners = {
  serverUnreachable: new Set(),
  serverAnswered: new Set(),
  unauthorized: new Set(),
  pageError: new Set(),
};

/** Calls `listener` for every event of `type` until the returned function is called. */
export const onFetchEvent = <T extends FetchEventType>(type: T, listener: FetchEventListener<T>): (() => void) => {
  const set = listeners[type] as Set<FetchEventListener<T>>;
  // Wrapped, so that subscribing the same function twice gives two independent subscriptions.
  const subscription: FetchEventListener<T> = (event) => listener(event);
  set.add(subscription);
  return () => { set.delete(subscription); };
};

/** Tells every listener of `type`. A failing listener is logged; it neither stops the others nor the call. */
export const emitFetchEvent = <T extends FetchEventType>(type: T, event: FetchEventMap[T]): void => {
  const set = listeners[type] as Set<FetchEventListener<T>>;
  [...set].forEach((listener) => {
    try {
      listener(event);
    } catch (error) {
      // eslint-disable-next-line no-console
      console.error(`A listener of the fetch event "${type}" failed`, error);
    }
  });
};
