// Event definitions (Graylog 4's alerting model): a condition evaluated on a schedule over stored messages,
// creating events (alerts when `alert` is set) and handing them to notifications. The store keeps nothing:
// each page holds what it shows. A refusal that names its fields ({"failed": true, "errors": {...}}) is not
// toasted: the wizard shows each reason at its field.
import { FetchError, isPageError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { PaginatedList, PaginatedRequest, PaginatedResponse } from '@/stores/paginatedList';
import { paginatedPath, toPaginatedList } from '@/stores/paginatedList';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure, reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

/** Graylog's priorities: 1 low, 2 normal, 3 high. */
export type EventPriority = 1 | 2 | 3;

export const PRIORITY_NAMES: Record<EventPriority, string> = { 1: 'Low', 2: 'Normal', 3: 'High' };

/** A condition's configuration: `type` names the condition type (e.g. `aggregation-v1`), the rest is the type's. */
export type EventConditionConfig = { type: string, [key: string]: unknown };

/** How a custom event field gets its value: `template-v1` ({template, require_values}) or `lookup-v1`. */
export type FieldValueProvider = { type: string, [key: string]: unknown };

export type EventFieldSpec = { data_type: string, providers: Array<FieldValueProvider> };

export type NotificationSettings = { grace_period_ms: number, backlog_size: number };

export type EventNotificationHandler = { notification_id: string, notification_parameters?: unknown };

export type EventStorageHandler = { type: string, [key: string]: unknown };

export type EventDefinition = {
  id: string,
  title: string,
  description: string,
  priority: EventPriority,
  alert: boolean,
  config: EventConditionConfig,
  field_spec: { [fieldName: string]: EventFieldSpec },
  key_spec: Array<string>,
  notification_settings: NotificationSettings,
  notifications: Array<EventNotificationHandler>,
  storage: Array<EventStorageHandler>,
};

/** What create and update send: the id only on update. */
export type EventDefinitionRequest = Omit<EventDefinition, 'id'> & { id?: string };

/** Where the scheduler is with a definition: its job trigger, when it is scheduled. */
export type SchedulerContext = {
  is_scheduled: boolean,
  status?: string | null,
  next_time?: string | null,
  triggered_at?: string | null,
  data?: { type?: string, timerange_from?: string, timerange_to?: string } | null,
};

export type EventDefinitionWithContext = { eventDefinition: EventDefinition, scheduler: SchedulerContext };

export type EventDefinitionsPage = PaginatedList<EventDefinition> & { scheduler: { [definitionId: string]: SchedulerContext } };

export type QuietOption = { quiet?: boolean };

export type SideLoadOption = { sideLoad?: boolean };

type ListResponse = PaginatedResponse & {
  event_definitions: Array<EventDefinition>,
  context?: { scheduler?: { [definitionId: string]: SchedulerContext } },
};

type WithContextResponse = { event_definition: EventDefinition, context?: { scheduler?: SchedulerContext } };

type EventDefinitionsActionsType = {
  /** For the definitions table, which shows a failure itself: no toast. */
  listPaginated: (request: PaginatedRequest) => Promise<EventDefinitionsPage>,
  /** Every definition the user may read (`per_page=0`), by title. */
  listAll: () => Promise<Array<EventDefinition>>,
  /**
   * One definition with its scheduler state. As the page's own entity, a 404 is toasted and shows the not-found
   * page, and a 403 shows the missing-permissions page only. With `sideLoad` (a definition the page merely uses,
   * such as an event's) there is neither error page nor toast: the caller says in place what failed.
   */
  get: (definitionId: string, options?: SideLoadOption) => Promise<EventDefinitionWithContext>,
  /** `schedule`: whether the scheduler runs it from now on (Graylog's default: yes). */
  create: (definition: EventDefinitionRequest, schedule: boolean) => Promise<EventDefinition>,
  update: (definitionId: string, definition: EventDefinitionRequest, schedule: boolean) => Promise<EventDefinition>,
  delete: (definition: Pick<EventDefinition, 'id' | 'title'>, options?: QuietOption) => Promise<void>,
  /** Schedules the definition. */
  enable: (definition: Pick<EventDefinition, 'id' | 'title'>, options?: QuietOption) => Promise<void>,
  /** Unschedules the definition: it stays, but is not evaluated. */
  disable: (definition: Pick<EventDefinition, 'id' | 'title'>, options?: QuietOption) => Promise<void>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

const notFoundText = (definitionId: string) => `Unable to find Event Definition with id <${definitionId}>, please ensure it wasn't deleted.`;

/** The alert flag follows the notifications: a definition that notifies someone raises alerts, as in Graylog. */
const withAlertFlag = (definition: EventDefinitionRequest): EventDefinitionRequest => ({ ...definition, alert: definition.notifications.length > 0 });

export const EventDefinitionsActions = singletonActions('core.EventDefinitions', () => createActions<EventDefinitionsActionsType>([
  'listPaginated', 'listAll', 'get', 'create', 'update', 'delete', 'enable', 'disable',
]));

export const EventDefinitionsStore = singletonStore('core.EventDefinitions', () => createStore({
  listenables: [EventDefinitionsActions],
  state: {} as Record<string, never>,

  listPaginated(request: PaginatedRequest) {
    // Graylog sorts definitions by title and takes no sort parameter.
    const path = paginatedPath(ApiRoutes.EventDefinitionsApiController.list().url, { ...request, sort: undefined });
    const promise = fetch<ListResponse>('GET', qualifyApiUrl(path)).then((response) => ({
      ...toPaginatedList(response.event_definitions ?? [], response),
      scheduler: response.context?.scheduler ?? {},
    }));
    EventDefinitionsActions.listPaginated.promise(promise);
  },

  listAll() {
    const promise = fetch<ListResponse>('GET', url(ApiRoutes.EventDefinitionsApiController.all()), undefined, WRITE_OPTIONS).then(
      (response) => [...(response.event_definitions ?? [])].sort((a, b) => a.title.localeCompare(b.title)),
      (error: unknown) => reportLoadFailure(error, 'Loading Event Definitions', 'Could not retrieve Event Definitions'),
    );
    EventDefinitionsActions.listAll.promise(promise);
  },

  get(definitionId: string, options: SideLoadOption = {}) {
    const path = url(ApiRoutes.EventDefinitionsApiController.withContext(definitionId));
    const loaded = options.sideLoad ? fetch<WithContextResponse>('GET', path, undefined, SIDE_LOAD_OPTIONS) : fetch<WithContextResponse>('GET', path);
    const promise = loaded.then(
      (response) => ({ eventDefinition: response.event_definition, scheduler: response.context?.scheduler ?? { is_scheduled: false } }),
      (error: unknown) => {
        if (options.sideLoad) {
          throw error;
        }
        // The page shows a 403 as the missing-permissions page, which is report enough; a 404 also gets the
        // catalogue's toast (it names the id), on top of the not-found page.
        if (error instanceof FetchError && error.status === 404) {
          UserNotification.error(notFoundText(definitionId), 'Could not retrieve Event Definition');
        }
        if (isPageError(error)) {
          throw error;
        }
        return reportLoadFailure(error, `Loading Event Definition <${definitionId}>`, 'Could not retrieve Event Definition');
      },
    );
    EventDefinitionsActions.get.promise(promise);
  },

  create(definition: EventDefinitionRequest, schedule: boolean) {
    const path = ApiRoutes.EventDefinitionsApiController.create(schedule);
    const promise = fetch<EventDefinition>('POST', url(path), withAlertFlag(definition), WRITE_OPTIONS).then((created) => {
      UserNotification.success(`Event Definition "${definition.title}" was created successfully.`, 'Event Definition created successfully');
      return created;
    }, (error: unknown) => reportWriteFailure(error, `Creating Event Definition "${definition.title}"`, 'Could not save Event Definition'));
    EventDefinitionsActions.create.promise(promise);
  },

  update(definitionId: string, definition: EventDefinitionRequest, schedule: boolean) {
    const path = ApiRoutes.EventDefinitionsApiController.update(definitionId, schedule);
    const body = { ...withAlertFlag(definition), id: definitionId };
    const promise = fetch<EventDefinition>('PUT', url(path), body, WRITE_OPTIONS).then((updated) => {
      UserNotification.success(`Event Definition "${definition.title}" was updated successfully.`, 'Event Definition updated successfully');
      return updated;
    }, (error: unknown) => reportWriteFailure(error, `Updating Event Definition "${definition.title}"`, 'Could not update Event Definition'));
    EventDefinitionsActions.update.promise(promise);
  },

  delete(definition: Pick<EventDefinition, 'id' | 'title'>, options: QuietOption = {}) {
    const promise = fetch('DELETE', url(ApiRoutes.EventDefinitionsApiController.delete(definition.id)), undefined, WRITE_OPTIONS).then(() => {
      if (!options.quiet) {
        UserNotification.success(`Event Definition "${definition.title}" was deleted successfully.`, 'Event Definition deleted successfully');
      }
    }, (error: unknown) => reportWriteFailure(error, `Deleting Event Definition "${definition.title}"`, 'Could not delete Event Definition', options));
    EventDefinitionsActions.delete.promise(promise);
  },

  enable(definition: Pick<EventDefinition, 'id' | 'title'>, options: QuietOption = {}) {
    const path = ApiRoutes.EventDefinitionsApiController.schedule(definition.id);
    const promise = fetch('PUT', url(path), undefined, WRITE_OPTIONS).then(() => {
      if (!options.quiet) {
        UserNotification.success(`Event Definition "${definition.title}" was successfully enabled.`, 'Event Definition successfully enabled');
      }
    }, (error: unknown) => reportWriteFailure(error, `Enabling Event Definition "${definition.title}"`, 'Could not enable Event Definition', options));
    EventDefinitionsActions.enable.promise(promise);
  },

  disable(definition: Pick<EventDefinition, 'id' | 'title'>, options: QuietOption = {}) {
    const path = ApiRoutes.EventDefinitionsApiController.unschedule(definition.id);
    const promise = fetch('PUT', url(path), undefined, WRITE_OPTIONS).then(() => {
      if (!options.quiet) {
        UserNotification.success(`Event Definition "${definition.title}" was successfully disabled.`, 'Event Definition successfully disabled');
      }
    }, (error: unknown) => reportWriteFailure(error, `Disabling Event Definition "${definition.title}"`, 'Could not disable Event Definition', options));
    EventDefinitionsActions.disable.promise(promise);
  },
}));
