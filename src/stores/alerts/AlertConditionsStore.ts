// Legacy alert conditions (Graylog 2.x alerting, kept in 4.x): each belongs to one stream and is checked on a
// schedule; when it triggers, an alert is opened and the stream's alarm callbacks are called. The store keeps
// nothing: the pages hold the lists they show.
import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { RequestedConfiguration } from '@/stores/inputs/InputTypesStore';
import { reportLoadFailure, reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

/** Condition parameters as its type's requested configuration names them (grace, backlog, threshold, …). */
export type AlertConditionParameters = { [name: string]: unknown };

export type AlertCondition = {
  id: string,
  /** e.g. "message_count", "field_value", "field_content_value". */
  type: string,
  title: string | null,
  parameters: AlertConditionParameters,
  creator_user_id: string,
  created_at: string,
  /** True while the grace period after its last alert runs: it does not alert again until it ends. */
  in_grace: boolean,
  /**
   * Set by our server (Graylog has no such field) when the condition's check overran its time budget three times in a
   * row: the scanner skips it until it is edited. Says why, in plain words.
   */
  failing?: string,
  /**
   * The stream it belongs to. Graylog's list of all conditions leaves it out; a stream lists its conditions
   * in `alert_conditions`, and the per-stream list is known to be that stream's.
   */
  stream_id?: string,
};

/** What create and update send. */
export type AlertConditionRequest = {
  type: string,
  title: string,
  parameters: AlertConditionParameters,
};

/** One kind of condition the server offers, with the configuration it asks for. */
export type AlertConditionType = {
  type: string,
  name: string,
  human_name: string,
  requested_configuration: RequestedConfiguration,
  link_to_docs: string,
};

export type AlertConditionTypes = { [type: string]: AlertConditionType };

/** What one test run found; a run that failed answers 400 with `error` and the reasons. */
export type AlertConditionTestResult = {
  triggered: boolean,
  description?: string | null,
  error?: boolean,
  error_messages?: Array<{ type: string, message: string }>,
};

type AlertConditionsActionsType = {
  /** Every condition of the streams the user may read. */
  listAll: () => Promise<Array<AlertCondition>>,
  /** One stream's conditions, each with its `stream_id`. */
  list: (streamId: string) => Promise<Array<AlertCondition>>,
  available: () => Promise<AlertConditionTypes>,
  get: (streamId: string, conditionId: string) => Promise<AlertCondition>,
  /** Answers the new condition's id. */
  create: (streamId: string, condition: AlertConditionRequest) => Promise<string>,
  update: (streamId: string, conditionId: string, condition: AlertConditionRequest) => Promise<void>,
  remove: (streamId: string, conditionId: string) => Promise<void>,
  /**
   * Runs the condition once against the stream's current messages. A run that failed (400 with `error`) is
   * answered as its result too; no toast either way: the caller shows the outcome.
   */
  test: (streamId: string, conditionId: string) => Promise<AlertConditionTestResult>,
};

const url = (path: { url: string }) => qualifyApiUrl(path.url);

const isTestResult = (body: unknown): body is AlertConditionTestResult => (
  typeof body === 'object' && body !== null && typeof (body as { triggered?: unknown }).triggered === 'boolean'
);

export const AlertConditionsActions = singletonActions('core.AlertConditions', () => createActions<AlertConditionsActionsType>([
  'listAll', 'list', 'available', 'get', 'create', 'update', 'remove', 'test',
]));

export const AlertConditionsStore = singletonStore('core.AlertConditions', () => createStore({
  listenables: [AlertConditionsActions],
  state: {} as Record<string, never>,

  listAll() {
    const promise = fetch<{ conditions: Array<AlertCondition> }>('GET', url(ApiRoutes.AlertConditionsApiController.list()))
      .then((response) => response.conditions, (error: unknown) => reportLoadFailure(error, 'Fetching Alert Conditions', 'Could not retrieve Alert Conditions'));
    AlertConditionsActions.listAll.promise(promise);
  },

  list(streamId: string) {
    const promise = fetch<{ conditions: Array<AlertCondition> }>('GET', url(ApiRoutes.StreamAlertsApiController.list(streamId)))
      .then(
        (response) => response.conditions.map((condition) => ({ ...condition, stream_id: streamId })),
        (error: unknown) => reportLoadFailure(error, 'Fetching Alert Conditions', 'Could not retrieve Alert Conditions'),
      );
    AlertConditionsActions.list.promise(promise);
  },

  available() {
    const promise = fetch<AlertConditionTypes>('GET', url(ApiRoutes.AlertConditionsApiController.available()), undefined, SIDE_LOAD_OPTIONS)
      .catch((error: unknown) => reportLoadFailure(error, 'Fetching alert condition types', 'Could not retrieve Alert Conditions'));
    AlertConditionsActions.available.promise(promise);
  },

  get(streamId: string, conditionId: string) {
    const promise = fetch<AlertCondition>('GET', url(ApiRoutes.StreamAlertsApiController.get(streamId, conditionId)))
      .then(
        (condition) => ({ ...condition, stream_id: streamId }),
        (error: unknown) => reportLoadFailure(error, `Fetching Alert Condition ${conditionId}`, 'Could not retrieve Alert Conditions'),
      );
    AlertConditionsActions.get.promise(promise);
  },

  create(streamId: string, condition: AlertConditionRequest) {
    const promise = fetch<{ alert_condition_id: string }>('POST', url(ApiRoutes.StreamAlertsApiController.create(streamId)), condition, WRITE_OPTIONS)
      .then((response) => {
        UserNotification.success('Condition created successfully');
        return response.alert_condition_id;
      }, (error: unknown) => reportWriteFailure(error, 'Saving Alert Condition', 'Could not save Alert Condition'));
    AlertConditionsActions.create.promise(promise);
  },

  update(streamId: string, conditionId: string, condition: AlertConditionRequest) {
    const promise = fetch('PUT', url(ApiRoutes.StreamAlertsApiController.update(streamId, conditionId)), condition, WRITE_OPTIONS)
      .then(() => {
        UserNotification.success('Condition updated successfully');
      }, (error: unknown) => reportWriteFailure(error, 'Saving Alert Condition', 'Could not save Alert Condition'));
    AlertConditionsActions.update.promise(promise);
  },

  remove(streamId: string, conditionId: string) {
    const promise = fetch('DELETE', url(ApiRoutes.StreamAlertsApiController.delete(streamId, conditionId)), undefined, WRITE_OPTIONS)
      .then(() => {
        UserNotification.success('Condition deleted successfully');
      }, (error: unknown) => reportWriteFailure(error, 'Removing Alert Condition', 'Could not remove Alert Conditions'));
    AlertConditionsActions.remove.promise(promise);
  },

  test(streamId: string, conditionId: string) {
    const promise = fetch<AlertConditionTestResult>('POST', url(ApiRoutes.StreamAlertsApiController.test(streamId, conditionId)), undefined, WRITE_OPTIONS)
      .catch((error: unknown) => {
        if (error instanceof FetchError && isTestResult(error.body)) return error.body;
        throw error;
      });
    AlertConditionsActions.test.promise(promise);
  },
}));
