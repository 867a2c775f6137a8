// The session the fetch layer sends with every call. The session store hands it over (the fetch layer
// never asks a store); a call made while there is none waits until one is handed over.

let sessionId: string | undefined;
let waiting: Array<() => void> = [];

/** Sets the session id sent as credentials from now on; `undefined` after a logout. Releases waiting calls. */
export const setFetchSession = (id: string | undefined): void => {
  sessionId = id;
  if (id !== undefined) {
    const released = waiting;
    waiting = [];
    released.forEach((resolve) => resolve());
  }
};

/** The session id calls are sent with, if there is one. */
export const fetchSessionId = (): string | undefined => sessionId;

/** Resolves once a session exists: a call made while logged out waits for the login to finish. */
export const sessionReady = (): Promise<void> => {
  if (sessionId !== undefined) {
    return Promise.resolve();
  }
  return new Promise((resolve) => { waiting.push(resolve); });
};
