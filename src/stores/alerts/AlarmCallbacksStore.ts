// Alarm callbacks, the legacy alert notifications: each belongs to one stream and is called with every alert
// of that stream (HTTP POST, e-mail). This store writes them; AlertNotificationsStore lists them across
// streams, offers their types and tests them. It keeps nothing: the pages hold what they show.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { reportLoadFailure, reportWriteFailure, WRITE_OPTIONS } from '@/stores/storeFailures';
import type { WriteFailureOptions } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

export type AlarmCallbackConfiguration = { [name: string]: unknown };

export type AlarmCallback = {
  id: string,
  stream_id: string,
  /** The class name, e.g. "org.graylog2.alarmcallbacks.HTTPAlarmCallback". */
  type: string,
  title: string | null,
  configuration: AlarmCallbackConfiguration,
  created_at: string,
  creator_user_id: string,
};

/** What create and update send. */
export type AlarmCallbackRequest = {
  type: string,
  title: string,
  configuration: AlarmCallbackConfiguration,
};

type AlarmCallbacksActionsType = {
  list: (streamId: string) => Promise<Array<AlarmCallback>>,
  /** Answers the new callback's id. */
  create: (streamId: string, alarmCallback: AlarmCallbackRequest) => Promise<string>,
  update: (streamId: string, alarmCallbackId: string, alarmCallback: AlarmCallbackRequest) => Promise<void>,
  remove: (streamId: string, alarmCallbackId: string) => Promise<void>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

// The spec toasts a save the server refuses with 400 in the server's words ("URL <…> is not whitelisted"), a
// refusal naming a field (an address missing from the URL whitelist) included; the form shows it at that field as well.
const SAVE_FAILURE_OPTIONS: WriteFailureOptions = { toastFieldRefusals: true, toastServerMessage: 400 };

export const AlarmCallbacksActions = singletonActions('core.AlarmCallbacks', () => createActions<AlarmCallbacksActionsType>([
  'list', 'create', 'update', 'remove',
]));

export const AlarmCallbacksStore = singletonStore('core.AlarmCallbacks', () => createStore({
  listenables: [AlarmCallbacksActions],
  state: {} as Record<string, never>,

  list(streamId: string) {
    const promise = fetch<{ alarmcallbacks: Array<AlarmCallback> }>('GET', url(ApiRoutes.AlarmCallbacksApiController.list(streamId)))
      .then((response) => response.alarmcallbacks, (error: unknown) => reportLoadFailure(error, 'Fetching alert notifications', 'Could not retrieve alert notification'));
    AlarmCallbacksActions.list.promise(promise);
  },

  create(streamId: string, alarmCallback: AlarmCallbackRequest) {
    const promise = fetch<{ alarmcallback_id: string }>('POST', url(ApiRoutes.AlarmCallbacksApiController.create(streamId)), alarmCallback, WRITE_OPTIONS)
      .then((response) => {
        UserNotification.success('Alert notification saved successfully');
        return response.alarmcallback_id;
      }, (error: unknown) => reportWriteFailure(
        error, 'Saving alert notification', 'Could not save alert notification', SAVE_FAILURE_OPTIONS,
      ));
    AlarmCallbacksActions.create.promise(promise);
  },

  update(streamId: string, alarmCallbackId: string, alarmCallback: AlarmCallbackRequest) {
    const path = ApiRoutes.AlarmCallbacksApiController.update(streamId, alarmCallbackId);
    const promise = fetch('PUT', url(path), alarmCallback, WRITE_OPTIONS)
      .then(() => {
        UserNotification.success('Alert notification updated successfully');
      }, (error: unknown) => reportWriteFailure(
        error, `Updating alert notification '${alarmCallbackId}'`, 'Could not update alert notification', SAVE_FAILURE_OPTIONS,
      ));
    AlarmCallbacksActions.update.promise(promise);
  },

  remove(streamId: string, alarmCallbackId: string) {
    const path = ApiRoutes.AlarmCallbacksApiController.delete(streamId, alarmCallbackId);
    const promise = fetch('DELETE', url(path), undefined, WRITE_OPTIONS)
      .then(() => {
        UserNotification.success('Alert notification deleted successfully');
      }, (error: unknown) => reportWriteFailure(error, 'Removing alert notification', 'Could not remove alert notification'));
    AlarmCallbacksActions.remove.promise(promise);
  },
}));
