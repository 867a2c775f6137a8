// Whether the server answers. The store listens to the fetch layer: a call without any answer marks the
// server down, any answer marks it up. Each time it comes back (or turns out to have restarted) the
// `reconnects` counter goes up, so that the page on screen reloads its data, and the current user is
// loaded again.
import { errorMessage } from '@/logic/errors/FetchError';
import { onFetchEvent } from '@/logic/rest/FetchEvents';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { SessionActions, SessionStore } from '@/stores/sessions/SessionStore';
import { createActions, createStore } from '@/stores/StoreTypes';
import { CurrentUserActions } from '@/stores/users/CurrentUserStore';
import { qualifyApiUrl } from '@/util/URLUtils';

/** How often the console asks whether the server is there, in milliseconds. */
export const PING_INTERVAL_MS = 20000;

/**
 * How long a ping waits for its answer, in milliseconds. A server that accepts the connection but never
 * answers would otherwise never be reported; shorter than the interval, so one ping ends before the next.
 */
export const PING_TIMEOUT_MS = 10000;

export type ServerAvailabilityState = {
  server: { up: boolean, error?: string },
  /**
   * How many times the server became available again after being unavailable, or was found to have
   * restarted. Pages reload their data when it changes (see useReloadOnReconnect).
   */
  reconnects: number,
};

type ServerAvailabilityActionsType = {
  ping: () => Promise<unknown>,
  reportError: (error: unknown) => Promise<void>,
  reportSuccess: () => Promise<void>,
};

/** What GET /system says about the node; the ping only reads these two fields. */
type NodeStart = { node_id?: unknown, started_at?: unknown };

export const ServerAvailabilityActions = singletonActions('core.ServerAvailability', () => (
  createActions<ServerAvailabilityActionsType>(['ping', 'reportError', 'reportSuccess'])
));

const createServerAvailabilityStore = () => {
  // When each node the pings reached last started. Not state: nothing renders it, and learning it must not
  // trigger listeners. Per node, because behind a load balancer consecutive pings may reach different nodes.
  const nodeStarts = new Map<string, string>();
  // The ping waiting for its answer, if one is.
  let pingInFlight: Promise<unknown> | undefined;

  /** True when `answer` shows a node that started again since an earlier ping reached it. */
  const restartedSinceLastPing = (answer: NodeStart | undefined): boolean => {
    if (typeof answer?.node_id !== 'string' || typeof answer.started_at !== 'string') {
      return false;
    }
    const known = nodeStarts.get(answer.node_id);
    nodeStarts.set(answer.node_id, answer.started_at);
    return known !== undefined && known !== answer.started_at;
  };

  return createStore({
    listenables: [ServerAvailabilityActions],
    state: { server: { up: true }, reconnects: 0 } as ServerAvailabilityState,

    /**
     * Asks whether the server is there; the fetch layer reports the outcome (up or down) itself. A ping
     * still waiting for its answer (at most PING_TIMEOUT_MS) answers this one too: the periodic ping skips
     * its turn rather than pile requests up on a slow server, and "Retry now" waits for the ping under way.
     */
    ping() {
      if (!pingInFlight) {
        const promise = this.sendPing();
        const settled = () => { pingInFlight = undefined; };
        promise.then(settled, settled);
        pingInFlight = promise;
      }
      ServerAvailabilityActions.ping.promise(pingInFlight);
    },

    /**
     * Sends one ping, with a timeout, so that a server that accepts the call but never answers counts as
     * unreachable.
     *
     * A restart quicker than the ping interval fails no call, so it would go unnoticed and the page on
     * screen would keep showing the old server's data. While logged in the ping therefore asks GET /system
     * instead of GET /: still one small request, and its answer carries the node's `started_at`, which
     * changes with every start. A node that reports another start than at the previous ping has restarted,
     * which counts as a reconnect. Logged out, nothing on screen needs reloading and GET / suffices. Users
     * the server does not let read /system (403) lose only this early detection: any answer still counts.
     */
    sendPing(): Promise<unknown> {
      const session = SessionStore.getInitialState();
      const withSession = session.sessionId !== undefined && !session.validatingSession;
      const options = { requireSession: false, noSessionExtension: true, timeout: PING_TIMEOUT_MS };
      if (!withSession) {
        return fetch('GET', qualifyApiUrl(ApiRoutes.ping().url), undefined, options);
      }
      const reconnectsBefore = this.state.reconnects;
      return fetch<NodeStart | undefined>('GET', qualifyApiUrl(ApiRoutes.SystemApiController.info().url), undefined, options)
        .then((answer) => {
          // When this very answer ended an outage, the reconnect has been counted already.
          if (restartedSinceLastPing(answer) && this.state.reconnects === reconnectsBefore) {
            this.reconnected();
          }
          return answer;
        });
    },

    reportError(error: unknown) {
      if (this.state.server.up) {
        this.setState({ server: { up: false, error: errorMessage(error) } });
      }
      ServerAvailabilityActions.reportError.promise(Promise.resolve());
    },

    reportSuccess() {
      if (!this.state.server.up) {
        this.reconnected();
      }
      ServerAvailabilityActions.reportSuccess.promise(Promise.resolve());
    },

    /** The server is back (or restarted): say so, and bring the session and the current user up to date. */
    reconnected() {
      this.setState({ server: { up: true }, reconnects: this.state.reconnects + 1 });
      const { validatingSession, username } = SessionStore.getInitialState();
      if (validatingSession) {
        // A session that could not be confirmed while the server was away is confirmed now; that loads the user.
        SessionActions.validate().catch(() => {});
      } else if (username) {
        // Loaded by name rather than reloaded, so that a user whose loading failed during the outage loads now.
        CurrentUserActions.load(username).catch(() => {});
      }
    },
  });
};

export const ServerAvailabilityStore = singletonStore('core.ServerAvailability', () => {
  const store = createServerAvailabilityStore();
  onFetchEvent('serverUnreachable', ({ error }) => { ServerAvailabilityActions.reportError(error); });
  onFetchEvent('serverAnswered', () => { ServerAvailabilityActions.reportSuccess(); });
  return store;
});
