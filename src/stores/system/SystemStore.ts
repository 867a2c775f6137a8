// The overview of the node the console talks to (GET /system).
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';

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
    }, (error: unknown) => reportLoadFailure(error, 'Getting system information', 'Could not retrieve system information'));
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
