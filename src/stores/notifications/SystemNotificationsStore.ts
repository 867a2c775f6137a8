// System notifications: what the server raised about itself (an input that failed to start, a deflector
// problem, ...), one per type as Graylog keeps them, until someone dismisses it.
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportWriteFailure, WRITE_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';

/** Graylog's Notification as the list answers it: the type lower-case, details by type. */
export type SystemNotification = {
  type: string,
  severity: 'normal' | 'urgent',
  timestamp: string,
  node_id?: string,
  details?: { [key: string]: unknown } | null,
};

export type SystemNotificationsState = {
  /** Undefined until the first answer. */
  notifications: Array<SystemNotification> | undefined,
};

type SystemNotificationsActionsType = {
  /** A polled call: it neither extends the session nor toasts; the list keeps what it had on a failure. */
  list: () => Promise<Array<SystemNotification>>,
  dismiss: (notification: SystemNotification) => Promise<void>,
};

/** Urgent ones first, then the newest. */
export const byUrgencyAndTime = (a: SystemNotification, b: SystemNotification): number => {
  if (a.severity !== b.severity) return a.severity === 'urgent' ? -1 : 1;
  return Date.parse(b.timestamp) - Date.parse(a.timestamp);
};

export const SystemNotificationsActions = singletonActions('core.SystemNotifications', () => createActions<SystemNotificationsActionsType>([
  'list', 'dismiss',
]));

export const SystemNotificationsStore = singletonStore('core.SystemNotifications', () => createStore({
  listenables: [SystemNotificationsActions],
  state: { notifications: undefined } as SystemNotificationsState,

  list() {
    const listUrl = qualifyApiUrl(ApiRoutes.SystemNotificationsApiController.list().url);
    const promise = fetchPeriodically<{ total: number, notifications: Array<SystemNotification> }>('GET', listUrl).then((response) => {
      const notifications = [...(response.notifications ?? [])].sort(byUrgencyAndTime);
      this.setState({ notifications });
      return notifications;
    });
    SystemNotificationsActions.list.promise(promise);
  },

  dismiss(notification: SystemNotification) {
    const deleteUrl = qualifyApiUrl(ApiRoutes.SystemNotificationsApiController.delete(notification.type).url);
    const promise = fetch('DELETE', deleteUrl, undefined, WRITE_OPTIONS).then(() => {
      const current = this.state.notifications;
      if (current) {
        this.setState({ notifications: current.filter((shown) => shown.type !== notification.type) });
      }
    }, (error: unknown) => reportWriteFailure(error, 'Dismissing the notification', 'Could not dismiss notification', { toastFieldRefusals: true }));
    SystemNotificationsActions.dismiss.promise(promise);
  },
}));
