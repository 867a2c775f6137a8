// The overview of the node the console talks to (GET /system).
import { errorMessage } from '@/logic/errors/FetchError';
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

export type SystemOverview = {
  facility: string,
  codename: string,
  node_id: string,
  cluster_id: string,
  version: string,
  started_at: string,
  hostname: string,
  lifecycle: string,
  lb_status: string,
  timezone: string,
  operating_system: string,
  is_processing: boolean,
};

export type SystemState = { system: SystemOverview | undefined };

type SystemActionsType = {
  info: () => Promise<SystemOverview>,
  refresh: () => Promise<SystemOverview>,
};

export const SystemActions = singletonActions('core.System', () => createActions<SystemActionsType>(['info', 'refresh']));

export const SystemStore = singletonStore('core.System', () => createStore({
  listenables: [SystemActions],
  state: { system: undefined } as SystemState,

  info() {
    const url = qualifyApiUrl(ApiRoutes.SystemApiController.info().url);
    const promise = fetch<SystemOverview>('GET', url).then((system) => {
      this.setState({ system });
      return system;
    }, (error: unknown) => {
      UserNotification.error(`Getting system information failed with status: ${errorMessage(error)}`, 'Could not retrieve system information');
      throw error;
    });
    SystemActions.info.promise(promise);
  },

  /**
   * Loads the overview again for a page that keeps it current (uptime). A polling call: it does not extend
   * the session, and a failure is not toasted (every few seconds while the server is down would bury the
   * user in toasts; the unavailable dialog says it); the last overview stays.
   */
  refresh() {
    const url = qualifyApiUrl(ApiRoutes.SystemApiController.info().url);
    const promise = fetchPeriodically<SystemOverview>('GET', url).then((system) => {
      this.setState({ system });
      return system;
    });
    SystemActions.refresh.promise(promise);
  },
}));
