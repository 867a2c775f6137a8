// Sidecar collectors (/sidecar/collectors): the log shippers a sidecar can run, per operating system, with the
// default template a new configuration starts from. The store keeps nothing: pages hold what they show.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { PaginatedList, PaginatedRequest } from '@/stores/paginatedList';
import { paginatedPath } from '@/stores/paginatedList';
import type { ValidationErrors } from '@/stores/lookup-tables/lookupPayloads';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import { reportEntityLoadFailure, validateEntity, withPlaceholders } from './sidecarCalls';
import type { SidecarPagedResponse } from './sidecarPages';
import { fromSidecarPage } from './sidecarPages';
import type { Collector, CollectorRequest, CollectorSummary } from './sidecarTypes';
import { DEFAULT_SERVICE_TYPE } from './sidecarTypes';

/** data-spec section 9: collectors and configurations page by 10. */
export const COLLECTORS_PER_PAGE = 10;

export type QuietOption = { quiet?: boolean };

type CollectorsActionsType = {
  /** For the collectors table, which shows a failure itself: no toast. */
  listPaginated: (request: PaginatedRequest) => Promise<PaginatedList<CollectorSummary>>,
  /** Every collector with its template, for pickers and names: no toast, the caller says in place what failed. */
  all: () => Promise<Array<Collector>>,
  /** The edit page's collector: a 404 is toasted in the catalogue's words and shows the not-found page. */
  get: (collectorId: string) => Promise<Collector>,
  create: (collector: CollectorRequest) => Promise<Collector>,
  update: (collectorId: string, collector: CollectorRequest) => Promise<Collector>,
  delete: (collector: Pick<Collector, 'id' | 'name'>, options?: QuietOption) => Promise<void>,
  /** Copies a collector under a new name; a refused name is the copy dialog's field error. */
  copy: (collector: Pick<Collector, 'id' | 'name'>, name: string) => Promise<void>,
  /** The server's reasons by field for the collector as typed; empty when it is fine. */
  validate: (collector: Partial<CollectorRequest>) => Promise<ValidationErrors>,
};

const routes = ApiRoutes.SidecarCollectorsApiController;
const url = (path: { url: string }) => qualifyApiUrl(path.url);

const byName = <E extends { name: string }>(a: E, b: E) => a.name.localeCompare(b.name);

/** Placeholders Graylog's console fills a half-typed collector with before validating it. */
const VALIDATION_PLACEHOLDERS = { id: ' ', service_type: DEFAULT_SERVICE_TYPE, executable_path: ' ', default_template: ' ' };

type SummaryResponse = SidecarPagedResponse & { collectors: Array<CollectorSummary> };

export const CollectorsActions = singletonActions('core.SidecarCollectors', () => createActions<CollectorsActionsType>([
  'listPaginated', 'all', 'get', 'create', 'update', 'delete', 'copy', 'validate',
]));

export const CollectorsStore = singletonStore('core.SidecarCollectors', () => createStore({
  listenables: [CollectorsActions],
  state: {} as Record<string, never>,

  listPaginated(request: PaginatedRequest) {
    const promise = fetch<SummaryResponse>('GET', qualifyApiUrl(paginatedPath(routes.summary().url, request)))
      .then((response) => fromSidecarPage(response.collectors, response));
    CollectorsActions.listPaginated.promise(promise);
  },

  all() {
    const promise = fetch<{ collectors: Array<Collector> }>('GET', url(routes.list()), undefined, SIDE_LOAD_OPTIONS)
      .then((response) => [...(response.collectors ?? [])].sort(byName));
    CollectorsActions.all.promise(promise);
  },

  get(collectorId: string) {
    const promise = fetch<Collector>('GET', url(routes.get(collectorId))).catch(reportEntityLoadFailure('Collector', collectorId));
    CollectorsActions.get.promise(promise);
  },

  create(collector: CollectorRequest) {
    const promise = fetch<Collector>('POST', url(routes.create()), collector, WRITE_OPTIONS).then((created) => {
      UserNotification.success(`Collector "${collector.name}" was created successfully.`);
      return created;
    }, (error: unknown) => reportWriteFailure(error, `Creating collector "${collector.name}"`, 'Could not save Collector'));
    CollectorsActions.create.promise(promise);
  },

  update(collectorId: string, collector: CollectorRequest) {
    const promise = fetch<Collector>('PUT', url(routes.update(collectorId)), { ...collector, id: collectorId }, WRITE_OPTIONS).then((updated) => {
      UserNotification.success(`Collector "${collector.name}" was updated successfully.`);
      return updated;
    }, (error: unknown) => reportWriteFailure(error, `Updating collector "${collector.name}"`, 'Could not save Collector'));
    CollectorsActions.update.promise(promise);
  },

  delete(collector: Pick<Collector, 'id' | 'name'>, options: QuietOption = {}) {
    const promise = fetch('DELETE', url(routes.delete(collector.id)), undefined, WRITE_OPTIONS).then(() => {
      if (!options.quiet) UserNotification.success(`Collector "${collector.name}" was deleted successfully.`);
    }, (error: unknown) => reportWriteFailure(error, `Deleting collector "${collector.name}"`, `Could not delete Collector "${collector.name}"`,
      { ...options, toastServerMessage: 400 }));
    CollectorsActions.delete.promise(promise);
  },

  copy(collector: Pick<Collector, 'id' | 'name'>, name: string) {
    const promise = fetch('POST', url(routes.copy(collector.id, name)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Collector "${name}" was copied from "${collector.name}" successfully.`);
    }, (error: unknown) => reportWriteFailure(error, `Copying collector "${collector.name}"`, 'Could not save Collector'));
    CollectorsActions.copy.promise(promise);
  },

  validate(collector: Partial<CollectorRequest>) {
    const body = withPlaceholders(VALIDATION_PLACEHOLDERS, collector);
    const promise = validateEntity(url(routes.validate()), body, `Validating collector "${collector.name ?? ''}"`, 'Could not validate collector');
    CollectorsActions.validate.promise(promise);
  },
}));
