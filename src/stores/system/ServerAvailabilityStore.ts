// Whether the server answers. Any answer marks it up; a failure without any status marks it down.
import { errorMessage } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { SessionActions, SessionStore } from '@/stores/sessions/SessionStore';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';

/** How often the console asks whether the server is there, in milliseconds. */
export const PING_INTERVAL_MS = 20000;

export type ServerAvailabilityState = { server: { up: boolean, error?: string } };

type ServerAvailabilityActionsType = {
  ping: () => Promise<unknown>,
  reportError: (error: unknown) => Promise<void>,
  reportSuccess: () => Promise<void>,
};

export const ServerAvailabilityActions = singletonActions('core.ServerAvailability', () => (
  createActions<ServerAvailabilityActionsType>(['ping', 'reportError', 'reportSuccess'])
));

export const ServerAvailabilityStore = singletonStore('core.ServerAvailability', () => createStore({
  listenables: [ServerAvailabilityActions],
  state: { server: { up: true } } as ServerAvailabilityState,

  ping() {
    const url = qualifyApiUrl(ApiRoutes.ping().url);
    // The outcome is reported by the fetch layer itself; the ping only has to ask.
    const promise = fetch('GET', url, undefined, { requireSession: false, noSessionExtension: true });
    promise.catch(() => {});
    ServerAvailabilityActions.ping.promise(promise);
  },

  reportError(error: unknown) {
    if (this.state.server.up) {
      this.setState({ server: { up: false, error: errorMessage(error) } });
    }
    ServerAvailabilityActions.reportError.promise(Promise.resolve());
  },

  reportSuccess() {
    if (!this.state.server.up) {
      this.setState({ server: { up: true } });
      // A session that could not be confirmed while the server was away is confirmed now.
      if (SessionStore.getInitialState().validatingSession) {
        SessionActions.validate().catch(() => {});
      }
    }
    ServerAvailabilityActions.reportSuccess.promise(Promise.resolve());
  },
}));
