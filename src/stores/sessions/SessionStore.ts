// The login session: its id and user name, kept in localStorage and validated at start.
// Login and validation load the current user; logout and an invalid session clear it.
// The store hands its session id to the fetch layer (which sends it with every call and lets calls made
// while logged out wait for it), and logs out when the fetch layer reports a 401 for a call made with it
// (not with an earlier session).
import { FetchError } from '@/logic/errors/FetchError';
import { onFetchEvent } from '@/logic/rest/FetchEvents';
import fetch from '@/logic/rest/FetchProvider';
import { setFetchSession } from '@/logic/rest/FetchSession';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { CurrentUserActions } from '@/stores/users/CurrentUserStore';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportWriteFailure } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';

export const SESSION_ID_KEY = 'sessionId';
export const USERNAME_KEY = 'username';

export type SessionState = {
  sessionId: string | undefined,
  username: string | undefined,
  /** True until the stored session (or its absence) has been confirmed by the server. */
  validatingSession: boolean,
};

export type Session = { sessionId: string, username: string };

type SessionResponse = { session_id: string, valid_until: string, username?: string, user_id?: string };
type ValidationResponse = { is_valid: boolean, session_id: string | null, username: string | null };

type SessionActionsType = {
  login: (username: string, password: string, host: string) => Promise<Session>,
  logout: () => Promise<void>,
  validate: () => Promise<Session | undefined>,
};

export const SessionActions = singletonActions('core.Session', () => createActions<SessionActionsType>(['login', 'logout', 'validate']));

const storage = (): Storage | undefined => (typeof window !== 'undefined' ? window.localStorage : undefined);

const storedValue = (key: string): string | undefined => storage()?.getItem(key) ?? undefined;

/** What the login page says when a login fails. */
/** How a login refused because the authentication service could not be asked begins. */
const AUTH_SERVICE_UNAVAILABLE = 'Authentication service unavailable';

export const loginErrorMessage = (error: unknown): string => {
  if (error instanceof FetchError) {
    if (error.status === 401) {
      // The embedded server refuses a login its directory could not check with a 401 saying so (Graylog: 503).
      if (error.serverMessage?.startsWith(AUTH_SERVICE_UNAVAILABLE)) return error.serverMessage;
      return 'Invalid credentials, please verify them and retry.';
    }
    if (error.status === 429 && error.serverMessage) {
      // Throttled after repeated failures: the server says when to try again, in plain words.
      return error.serverMessage;
    }
    return `Error - the server returned: ${error.status ?? 'no answer'} - ${error.serverMessage ?? error.message}`;
  }
  return `Error - ${error instanceof Error ? error.message : String(error)}`;
};

const createSessionStore = () => createStore({
  listenables: [SessionActions],
  state: {
    sessionId: storedValue(SESSION_ID_KEY),
    username: storedValue(USERNAME_KEY),
    validatingSession: true,
  } as SessionState,

  isLoggedIn(): boolean {
    return this.state.sessionId !== undefined;
  },

  getSessionId(): string | undefined {
    return this.state.sessionId;
  },

  getUsername(): string | undefined {
    return this.state.username;
  },

  login(username: string, password: string, host: string) {
    const url = qualifyApiUrl(ApiRoutes.SessionsApiController.create().url);
    const promise = fetch<SessionResponse>('POST', url, { username, password, host }, { requireSession: false, reportPageErrors: false })
      .then((response) => {
        const session = { sessionId: response.session_id, username: response.username ?? username };
        this.startSession(session);
        return session;
      });
    SessionActions.login.promise(promise);
  },

  logout() {
    const { sessionId } = this.state;
    if (!sessionId) {
      SessionActions.logout.promise(Promise.resolve());
      return;
    }
    const url = qualifyApiUrl(ApiRoutes.SessionsApiController.destroy(sessionId).url);
    const promise = fetch<void>('DELETE', url, undefined, { requireSession: false, ignoreUnauthorized: true, reportPageErrors: false })
      .then(() => this.endSession(), (error: unknown) => {
        if (error instanceof FetchError && error.status === 401) {
          this.endSession();
          return;
        }
        return reportWriteFailure(error, 'Logout', 'Could not log out');
      });
    SessionActions.logout.promise(promise);
  },

  validate() {
    const url = qualifyApiUrl(ApiRoutes.SessionsApiController.validate().url);
    const promise = fetch<ValidationResponse>('GET', url, undefined, { requireSession: false, reportPageErrors: false })
      .then((response) => {
        if (response?.is_valid && response.session_id && response.username) {
          const session = { sessionId: response.session_id, username: response.username };
          this.startSession(session);
          return session;
        }
        this.endSession();
        return undefined;
      });
    // A network failure leaves the session unconfirmed; it is validated again once the server answers.
    SessionActions.validate.promise(promise);
  },

  startSession({ sessionId, username }: Session) {
    storage()?.setItem(SESSION_ID_KEY, sessionId);
    storage()?.setItem(USERNAME_KEY, username);
    this.setState({ sessionId, username, validatingSession: false });
    CurrentUserActions.load(username).catch(() => {});
  },

  endSession() {
    storage()?.removeItem(SESSION_ID_KEY);
    storage()?.removeItem(USERNAME_KEY);
    this.setState({ sessionId: undefined, username: undefined, validatingSession: false });
    CurrentUserActions.clear();
  },
});

export const SessionStore = singletonStore('core.Session', () => {
  const store = createSessionStore();
  // Every change of the session, however it is made, reaches the fetch layer before anyone else hears of it.
  setFetchSession(store.getSessionId());
  store.listen((state: SessionState) => setFetchSession(state.sessionId), null);
  // Only a 401 to a call sent with the current session ends it: a slow call of an expired session that
  // answers after a new login says nothing about the new session.
  onFetchEvent('unauthorized', ({ sessionId }) => {
    if (sessionId === store.getSessionId()) {
      SessionActions.logout().catch(() => {});
    }
  });
  return store;
});
