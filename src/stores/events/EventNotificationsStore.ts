// Event notifications: what an event definition does when it creates an event (POST to a URL, send an
// e-mail, run a legacy alarm callback). Each can be tested before and after it is saved. The store keeps
// nothing; a refusal that names its fields is shown at those fields, not toasted.
import { FetchError, isPageError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { RequestedConfiguration } from '@/stores/inputs/InputTypesStore';
import type { PaginatedList, PaginatedRequest, PaginatedResponse } from '@/stores/paginatedList';
import { paginatedPath, toPaginatedList } from '@/stores/paginatedList';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure, reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

/** A notification's configuration: `type` names the notification type (e.g. `http-notification-v1`). */
export type EventNotificationConfig = { type: string, [key: string]: unknown };

export type EventNotification = {
  id: string,
  title: string,
  description: string,
  config: EventNotificationConfig,
};

/** What create, update and the test of an unsaved notification send. */
export type EventNotificationRequest = Omit<EventNotification, 'id'> & { id?: string };

/** A legacy alarm callback type, by its class name: its name and the configuration it asks for. */
export type LegacyAlarmCallbackType = { name: string, configuration: RequestedConfiguration };

export type LegacyAlarmCallbackTypes = { [className: string]: LegacyAlarmCallbackType };

export type QuietOption = { quiet?: boolean };

type ListResponse = PaginatedResponse & { notifications: Array<EventNotification> };

type EventNotificationsActionsType = {
  /** For the notifications table, which shows a failure itself: no toast. */
  listPaginated: (request: PaginatedRequest) => Promise<PaginatedList<EventNotification>>,
  /** Every notification the user may read (`per_page=0`), by title. */
  listAll: () => Promise<Array<EventNotification>>,
  /** A 404 is toasted and shows the not-found page; a 403 shows the missing-permissions page only. */
  get: (notificationId: string) => Promise<EventNotification>,
  create: (notification: EventNotificationRequest) => Promise<EventNotification>,
  update: (notificationId: string, notification: EventNotificationRequest) => Promise<EventNotification>,
  delete: (notification: Pick<EventNotification, 'id' | 'title'>, options?: QuietOption) => Promise<void>,
  /**
   * Sends a test of a notification as the form holds it. A failure is not toasted: the form shows the
   * server's reason next to the Test button, or at the fields it names.
   */
  test: (notification: EventNotificationRequest) => Promise<void>,
  /** Sends a test of a saved notification; a failure is shown in place, like `test`'s. */
  testPersisted: (notification: Pick<EventNotification, 'id' | 'title'>) => Promise<void>,
  legacyTypes: () => Promise<LegacyAlarmCallbackTypes>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

export const TEST_SUCCESS_TEXT = 'Test notification was sent successfully';

const notFoundText = (notificationId: string) => `Unable to find Event Notification with id <${notificationId}>, please ensure it wasn't deleted.`;

const tested = () => {
  UserNotification.success(TEST_SUCCESS_TEXT, 'Notification tested');
};

export const EventNotificationsActions = singletonActions('core.EventNotifications', () => createActions<EventNotificationsActionsType>([
  'listPaginated', 'listAll', 'get', 'create', 'update', 'delete', 'test', 'testPersisted', 'legacyTypes',
]));

export const EventNotificationsStore = singletonStore('core.EventNotifications', () => createStore({
  listenables: [EventNotificationsActions],
  state: {} as Record<string, never>,

  listPaginated(request: PaginatedRequest) {
    // Graylog sorts notifications by title and takes no sort parameter.
    const path = paginatedPath(ApiRoutes.EventNotificationsApiController.list().url, { ...request, sort: undefined });
    const promise = fetch<ListResponse>('GET', qualifyApiUrl(path)).then((response) => toPaginatedList(response.notifications ?? [], response));
    EventNotificationsActions.listPaginated.promise(promise);
  },

  listAll() {
    const promise = fetch<ListResponse>('GET', url(ApiRoutes.EventNotificationsApiController.all()), undefined, SIDE_LOAD_OPTIONS).then(
      (response) => [...(response.notifications ?? [])].sort((a, b) => a.title.localeCompare(b.title)),
      (error: unknown) => reportLoadFailure(error, 'Loading Notifications', 'Could not retrieve Notifications'),
    );
    EventNotificationsActions.listAll.promise(promise);
  },

  get(notificationId: string) {
    const promise = fetch<EventNotification>('GET', url(ApiRoutes.EventNotificationsApiController.get(notificationId))).catch((error: unknown) => {
      // The page shows a 403 as the missing-permissions page, which is report enough; a 404 also gets the
      // catalogue's toast (it names the id), on top of the not-found page.
      if (error instanceof FetchError && error.status === 404) {
        UserNotification.error(notFoundText(notificationId), 'Could not retrieve Event Notification');
      }
      if (isPageError(error)) {
        throw error;
      }
      return reportLoadFailure(error, `Loading Notification <${notificationId}>`, 'Could not retrieve Event Notification');
    });
    EventNotificationsActions.get.promise(promise);
  },

  create(notification: EventNotificationRequest) {
    const promise = fetch<EventNotification>('POST', url(ApiRoutes.EventNotificationsApiController.create()), notification, WRITE_OPTIONS).then((created) => {
      UserNotification.success(`Notification "${notification.title}" was created successfully.`, 'Notification created successfully');
      return created;
    }, (error: unknown) => reportWriteFailure(error, `Creating Notification "${notification.title}"`, 'Could not save Notification'));
    EventNotificationsActions.create.promise(promise);
  },

  update(notificationId: string, notification: EventNotificationRequest) {
    const path = ApiRoutes.EventNotificationsApiController.update(notificationId);
    const promise = fetch<EventNotification>('PUT', url(path), { ...notification, id: notificationId }, WRITE_OPTIONS).then((updated) => {
      UserNotification.success(`Notification "${notification.title}" was updated successfully.`, 'Notification updated successfully');
      return updated;
    }, (error: unknown) => reportWriteFailure(error, `Updating Notification "${notification.title}"`, 'Could not update Notification'));
    EventNotificationsActions.update.promise(promise);
  },

  delete(notification: Pick<EventNotification, 'id' | 'title'>, options: QuietOption = {}) {
    const path = ApiRoutes.EventNotificationsApiController.delete(notification.id);
    const promise = fetch('DELETE', url(path), undefined, WRITE_OPTIONS).then(() => {
      if (!options.quiet) {
        UserNotification.success(`Notification "${notification.title}" was deleted successfully.`, 'Notification deleted successfully');
      }
    }, (error: unknown) => reportWriteFailure(error, `Deleting Notification "${notification.title}"`, 'Could not delete Notification', options));
    EventNotificationsActions.delete.promise(promise);
  },

  test(notification: EventNotificationRequest) {
    const promise = fetch('POST', url(ApiRoutes.EventNotificationsApiController.test()), notification, WRITE_OPTIONS).then(tested);
    EventNotificationsActions.test.promise(promise);
  },

  testPersisted(notification: Pick<EventNotification, 'id' | 'title'>) {
    const path = ApiRoutes.EventNotificationsApiController.testPersisted(notification.id);
    const promise = fetch('POST', url(path), undefined, WRITE_OPTIONS).then(tested);
    EventNotificationsActions.testPersisted.promise(promise);
  },

  legacyTypes() {
    const promise = fetch<{ types: LegacyAlarmCallbackTypes }>('GET', url(ApiRoutes.EventNotificationsApiController.legacyTypes()), undefined, SIDE_LOAD_OPTIONS).then(
      (response) => response.types ?? {},
      (error: unknown) => reportLoadFailure(error, 'Loading legacy alarm callback types', 'Could not retrieve legacy notification types'),
    );
    EventNotificationsActions.legacyTypes.promise(promise);
  },
}));
