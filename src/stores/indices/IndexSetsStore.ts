// Index sets: where streams write their messages, with how many shards and replicas, and when the write index
// is rotated and old indices are removed. The stream form chooses among them; the indices pages manage them.
// The store keeps nothing: each page holds what it shows.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { queryString } from '@/routing/Routes';
import type { PaginatedList, PaginatedRequest } from '@/stores/paginatedList';
import { reportLoadFailure, reportPageLoadFailure, reportWriteFailure, SIDE_LOAD_OPTIONS, WRITE_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

/** A rotation or retention strategy's configuration: `type` names its config class, the rest are its settings. */
export type StrategyConfig = { type: string, [setting: string]: unknown };

/** Graylog's IndexSetSummary. */
export type IndexSet = {
  id: string,
  title: string,
  description: string,
  index_prefix: string,
  /** The set new streams write to unless told otherwise. */
  default: boolean,
  writable: boolean,
  /** "events" for the sets that hold events ("All events", "All system events"): never a stream's set of messages. */
  index_template_type?: string | null,
  creation_date: string,
  shards: number,
  replicas: number,
  rotation_strategy_class: string,
  rotation_strategy: StrategyConfig,
  retention_strategy_class: string,
  retention_strategy: StrategyConfig,
  index_analyzer: string,
  index_optimization_max_num_segments: number,
  index_optimization_disabled: boolean,
  /** In milliseconds. */
  field_type_refresh_interval: number,
};

/** What an index set holds (or all of them together): indices, stored messages, bytes. */
export type IndexSetStats = { indices: number, documents: number, size: number };

/** Graylog's IndexSetUpdateRequest: the prefix, the analyzer and the creation date stay as they were created. */
export type IndexSetUpdateRequest = Pick<IndexSet,
  'title' | 'description' | 'writable' | 'shards' | 'replicas' | 'rotation_strategy_class' | 'rotation_strategy'
  | 'retention_strategy_class' | 'retention_strategy' | 'index_optimization_max_num_segments' | 'index_optimization_disabled'
  | 'field_type_refresh_interval'>;

/** The body of a create call: a set without its id and default flag. */
export type IndexSetCreateRequest = IndexSetUpdateRequest & Pick<IndexSet, 'index_prefix' | 'index_analyzer' | 'creation_date' | 'default'>;

/** One page of index sets for the entity table, with the stats of each set on it. */
export type IndexSetsPage = PaginatedList<IndexSet> & { stats: { [indexSetId: string]: IndexSetStats } };

/** What the toasts name a set by. */
export type IndexSetRef = Pick<IndexSet, 'id' | 'title'>;

type IndexSetsResponse = { total: number, index_sets: Array<IndexSet>, stats?: { [indexSetId: string]: IndexSetStats } | null };

type IndexSetsActionsType = {
  /** Every index set: the default first, then by title. */
  list: () => Promise<Array<IndexSet>>,
  /**
   * One set. Without `sideLoad: false` a failure is a toast, never the not-found or missing-permissions page.
   * The page about the set passes false: a 403 or 404 then shows that page alone, and only other failures toast.
   */
  get: (indexSetId: string, options?: { sideLoad: boolean }) => Promise<IndexSet>,
  /** A page of sets, by title, with their stats. No toast on failure: the table says it. */
  listPaginated: (request: PaginatedRequest) => Promise<IndexSetsPage>,
  /** All sets together. No toast on failure: the page says it. */
  globalStats: () => Promise<IndexSetStats>,
  create: (request: IndexSetCreateRequest) => Promise<IndexSet>,
  update: (indexSetId: string, request: IndexSetUpdateRequest) => Promise<IndexSet>,
  /** Deletes the set, and its indices with it when `deleteIndices`. */
  remove: (indexSet: IndexSetRef, deleteIndices: boolean) => Promise<void>,
  setDefault: (indexSet: IndexSetRef) => Promise<IndexSet>,
};

export const IndexSetsActions = singletonActions('core.IndexSets', () => createActions<IndexSetsActionsType>([
  'list', 'get', 'listPaginated', 'globalStats', 'create', 'update', 'remove', 'setDefault',
]));

const url = (path: { url: string }) => qualifyApiUrl(path.url);

const defaultFirst = (sets: Array<IndexSet>) => [...sets].sort((a, b) => (
  Number(b.default) - Number(a.default) || a.title.localeCompare(b.title)
));

export const IndexSetsStore = singletonStore('core.IndexSets', () => createStore({
  listenables: [IndexSetsActions],
  state: {} as Record<string, never>,

  list() {
    // Without skip and limit the server answers every set; stats are not needed to choose one.
    const path = `${ApiRoutes.IndexSetsApiController.list().url}${queryString({ stats: 'false' })}`;
    const promise = fetch<IndexSetsResponse>('GET', qualifyApiUrl(path), undefined, SIDE_LOAD_OPTIONS).then(
      (response) => defaultFirst(response.index_sets ?? []),
      (error: unknown) => reportLoadFailure(error, 'Loading index sets', 'Could not load index sets'),
    );
    IndexSetsActions.list.promise(promise);
  },

  get(indexSetId: string, { sideLoad }: { sideLoad: boolean } = { sideLoad: true }) {
    // The page's own set: a 403 or 404 is its error page. A set another page merely uses: always a toast.
    const report = sideLoad ? reportLoadFailure : reportPageLoadFailure;
    const promise = fetch<IndexSet>('GET', url(ApiRoutes.IndexSetsApiController.get(indexSetId)), undefined, sideLoad ? SIDE_LOAD_OPTIONS : {})
      .catch((error: unknown) => report(error, 'Loading index set', 'Could not load index set'));
    IndexSetsActions.get.promise(promise);
  },

  listPaginated(request: PaginatedRequest) {
    // Graylog pages index sets by skip and limit, always by title, and cannot search them.
    const skip = (request.page - 1) * request.perPage;
    const promise = fetch<IndexSetsResponse>('GET', url(ApiRoutes.IndexSetsApiController.listPaginated(skip, request.perPage, true)), undefined, SIDE_LOAD_OPTIONS)
      .then((response): IndexSetsPage => {
        const list = response.index_sets ?? [];
        return {
          list,
          pagination: { page: request.page, perPage: request.perPage, count: list.length, total: response.total, grandTotal: response.total, query: '' },
          stats: response.stats ?? {},
        };
      });
    IndexSetsActions.listPaginated.promise(promise);
  },

  globalStats() {
    const promise = fetch<IndexSetStats>('GET', url(ApiRoutes.IndexSetsApiController.stats()), undefined, SIDE_LOAD_OPTIONS);
    IndexSetsActions.globalStats.promise(promise);
  },

  create(request: IndexSetCreateRequest) {
    const promise = fetch<IndexSet>('POST', url(ApiRoutes.IndexSetsApiController.create()), request, WRITE_OPTIONS).then((created) => {
      UserNotification.success(`Index set "${request.title}" was created successfully.`);
      return created;
    }, (error: unknown) => reportWriteFailure(error, `Creating index set "${request.title}"`, 'Could not create index set'));
    IndexSetsActions.create.promise(promise);
  },

  update(indexSetId: string, request: IndexSetUpdateRequest) {
    const promise = fetch<IndexSet>('PUT', url(ApiRoutes.IndexSetsApiController.update(indexSetId)), request, WRITE_OPTIONS).then((updated) => {
      UserNotification.success(`Index set "${request.title}" was updated successfully.`);
      return updated;
    }, (error: unknown) => reportWriteFailure(error, `Updating index set "${request.title}"`, 'Could not update index set'));
    IndexSetsActions.update.promise(promise);
  },

  remove(indexSet: IndexSetRef, deleteIndices: boolean) {
    const promise = fetch('DELETE', url(ApiRoutes.IndexSetsApiController.delete(indexSet.id, deleteIndices)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Index set "${indexSet.title}" was deleted successfully.`);
    }, (error: unknown) => reportWriteFailure(error, `Deleting index set "${indexSet.title}"`, 'Could not delete index set', { toastServerMessage: 'always' }));
    IndexSetsActions.remove.promise(promise);
  },

  setDefault(indexSet: IndexSetRef) {
    const promise = fetch<IndexSet>('PUT', url(ApiRoutes.IndexSetsApiController.setDefault(indexSet.id)), undefined, WRITE_OPTIONS).then((updated) => {
      UserNotification.success(`Index set "${indexSet.title}" is now the default index set.`);
      return updated;
    }, (error: unknown) => reportWriteFailure(error, `Setting index set "${indexSet.title}" as default`, 'Could not set default index set', {
      toastServerMessage: 'always',
    }));
    IndexSetsActions.setDefault.promise(promise);
  },
}));
