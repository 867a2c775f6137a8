// Legacy alerts: opened when a stream's alert condition triggers, resolved when it no longer does. Lists
// come a page at a time (skip and limit) with a state filter; the store keeps nothing.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { reportLoadFailure } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';

export const ALERT_STATES = ['any', 'resolved', 'unresolved'] as const;

export type AlertState = typeof ALERT_STATES[number];

/** The spec's default for every alerts list. */
export const DEFAULT_ALERT_STATE: AlertState = 'any';

export type Alert = {
  id: string,
  condition_id: string,
  stream_id: string,
  /** What the condition found, in the server's words. */
  description: string,
  /** The condition's parameters when it triggered. */
  condition_parameters: { [name: string]: unknown },
  triggered_at: string,
  /** null while the alert is unresolved. */
  resolved_at: string | null,
  /** False for alerts that are resolved the moment they open (test alerts, conditions without an interval). */
  is_interval: boolean,
};

/** One page: the alerts of the requested page, and how many match in all. */
export type AlertsPage = { total: number, alerts: Array<Alert> };

export type AlertsPageRequest = { skip: number, limit: number, state: AlertState };

type AlertsActionsType = {
  /** The alerts of every stream the user may read. */
  listAllPaginated: (request: AlertsPageRequest) => Promise<AlertsPage>,
  listPaginated: (streamId: string, request: AlertsPageRequest) => Promise<AlertsPage>,
  get: (alertId: string) => Promise<Alert>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

export const isAlertResolved = (alert: Alert): boolean => alert.resolved_at !== null && alert.resolved_at !== undefined;

export const AlertsActions = singletonActions('core.Alerts', () => createActions<AlertsActionsType>(['listAllPaginated', 'listPaginated', 'get']));

export const AlertsStore = singletonStore('core.Alerts', () => createStore({
  listenables: [AlertsActions],
  state: {} as Record<string, never>,

  listAllPaginated({ skip, limit, state }: AlertsPageRequest) {
    const promise = fetch<AlertsPage>('GET', url(ApiRoutes.AlertsApiController.listAllPaginated(skip, limit, state)))
      .catch((error: unknown) => reportLoadFailure(error, 'Fetching alerts', 'Could not retrieve alerts'));
    AlertsActions.listAllPaginated.promise(promise);
  },

  listPaginated(streamId: string, { skip, limit, state }: AlertsPageRequest) {
    const promise = fetch<AlertsPage>('GET', url(ApiRoutes.AlertsApiController.listPaginated(streamId, skip, limit, state)))
      .catch((error: unknown) => reportLoadFailure(error, 'Fetching alerts', 'Could not retrieve alerts'));
    AlertsActions.listPaginated.promise(promise);
  },

  get(alertId: string) {
    const promise = fetch<Alert>('GET', url(ApiRoutes.AlertsApiController.get(alertId)))
      .catch((error: unknown) => reportLoadFailure(error, `Fetching alert '${alertId}'`, 'Could not retrieve alerts'));
    AlertsActions.get.promise(promise);
  },
}));
