// The legacy alert notifications across streams: every alarm callback the user may see, the callback types
// the server offers with the configuration each asks for, and the test calls (one callback, or every callback
// of a stream through a dummy alert). Writing a callback is AlarmCallbacksStore's.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { RequestedConfiguration } from '@/stores/inputs/InputTypesStore';
import { reportLoadFailure, reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import type { WriteFailureOptions } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import type { AlarmCallback } from './AlarmCallbacksStore';

/** One kind of callback: its name ("HTTP Alarm Callback") and the configuration it asks for. */
export type AlarmCallbackType = {
  name: string,
  requested_configuration: RequestedConfiguration,
};

/** By class name. */
export type AlarmCallbackTypes = { [type: string]: AlarmCallbackType };

type AlertNotificationsActionsType = {
  available: () => Promise<AlarmCallbackTypes>,
  /** The callbacks of every stream the user may read. */
  listAll: () => Promise<Array<AlarmCallback>>,
  /** Calls the callback with a test alert of its stream. */
  testAlert: (alarmCallbackId: string) => Promise<void>,
  /** Calls every callback of the stream with a test alert. */
  sendDummyAlert: (streamId: string) => Promise<void>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

// The server's reason is the useful part of a failed test (the URL is not whitelisted, the SMTP server
// refused), whatever the status; no form shows a test's refusal at its fields.
const TEST_FAILURE_OPTIONS: WriteFailureOptions = { toastFieldRefusals: true, toastServerMessage: 'always' };

/** The callback's type name, e.g. "HTTP Alarm Callback"; its class name when the server does not offer it. */
export const alarmCallbackTypeName = (types: AlarmCallbackTypes | undefined, type: string): string => types?.[type]?.name || type;

export const AlertNotificationsActions = singletonActions('core.AlertNotifications', () => createActions<AlertNotificationsActionsType>([
  'available', 'listAll', 'testAlert', 'sendDummyAlert',
]));

export const AlertNotificationsStore = singletonStore('core.AlertNotifications', () => createStore({
  listenables: [AlertNotificationsActions],
  state: {} as Record<string, never>,

  available() {
    const promise = fetch<{ types: AlarmCallbackTypes }>('GET', url(ApiRoutes.AlarmCallbacksApiController.available()), undefined, SIDE_LOAD_OPTIONS)
      .then((response) => response.types, (error: unknown) => reportLoadFailure(
        error, 'Fetching available alert notification types', 'Could not retrieve alert notification',
      ));
    AlertNotificationsActions.available.promise(promise);
  },

  listAll() {
    const promise = fetch<{ alarmcallbacks: Array<AlarmCallback> }>('GET', url(ApiRoutes.AlarmCallbacksApiController.listAll()))
      .then((response) => response.alarmcallbacks, (error: unknown) => reportLoadFailure(error, 'Fetching alert notifications', 'Could not retrieve alert notification'));
    AlertNotificationsActions.listAll.promise(promise);
  },

  testAlert(alarmCallbackId: string) {
    const promise = fetch('POST', url(ApiRoutes.AlarmCallbacksApiController.testAlert(alarmCallbackId)), undefined, WRITE_OPTIONS)
      .then(() => {
        UserNotification.success('Test notification was sent successfully');
      }, (error: unknown) => reportWriteFailure(
        error, 'Sending test alert notification', 'Could not send test alert notification', TEST_FAILURE_OPTIONS,
      ));
    AlertNotificationsActions.testAlert.promise(promise);
  },

  sendDummyAlert(streamId: string) {
    const promise = fetch('POST', url(ApiRoutes.StreamAlertsApiController.sendDummyAlert(streamId)), undefined, WRITE_OPTIONS)
      .then(() => {
        UserNotification.success('Test alert was sent successfully');
      }, (error: unknown) => reportWriteFailure(
        error, 'Sending test alert', 'Could not send test alert notification', TEST_FAILURE_OPTIONS,
      ));
    AlertNotificationsActions.sendDummyAlert.promise(promise);
  },
}));
