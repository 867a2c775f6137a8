// What happened when an alert called its stream's alarm callbacks: one entry per callback, with success or
// the error it gave.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { reportLoadFailure, SIDE_LOAD_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';

import type { AlarmCallback } from './AlarmCallbacksStore';

export type AlarmCallbackResult = { type: 'success' } | { type: 'error', error: string };

export type AlarmCallbackHistory = {
  id: string,
  /** The callback as it was configured when it was called. */
  alarmcallbackconfiguration: AlarmCallback,
  alert_id: string,
  alertcondition_id: string,
  result: AlarmCallbackResult,
  created_at: string,
};

type AlarmCallbackHistoryActionsType = {
  list: (streamId: string, alertId: string) => Promise<Array<AlarmCallbackHistory>>,
};

export const AlarmCallbackHistoryActions = singletonActions('core.AlarmCallbackHistory', () => createActions<AlarmCallbackHistoryActionsType>(['list']));

export const AlarmCallbackHistoryStore = singletonStore('core.AlarmCallbackHistory', () => createStore({
  listenables: [AlarmCallbackHistoryActions],
  state: {} as Record<string, never>,

  // A side load: an alert's history is shown beside the alert, so its failure is a toast, not an error page.
  list(streamId: string, alertId: string) {
    const path = ApiRoutes.AlarmCallbackHistoryApiController.list(streamId, alertId);
    const promise = fetch<{ histories: Array<AlarmCallbackHistory> }>('GET', qualifyApiUrl(path.url), undefined, SIDE_LOAD_OPTIONS)
      .then((response) => response.histories, (error: unknown) => reportLoadFailure(
        error, `Fetching notification history for alert '${alertId}'`, 'Could not retrieve notification history',
      ));
    AlarmCallbackHistoryActions.list.promise(promise);
  },
}));
