// Index sets, as far as streams need them: the list to choose a stream's index set from (the default one
// marked) and one set by id. Managing index sets is another area's.
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { queryString } from '@/routing/Routes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { reportLoadFailure, SIDE_LOAD_OPTIONS } from '@/stores/storeFailures';
import { qualifyApiUrl } from '@/util/URLUtils';

/** Graylog's index set summary; the fields streams use, and the rest as the server sends them. */
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
  [field: string]: unknown,
};

type IndexSetsActionsType = {
  /** Every index set: the default first, then by title. */
  list: () => Promise<Array<IndexSet>>,
  get: (indexSetId: string) => Promise<IndexSet>,
};

export const IndexSetsActions = singletonActions('core.IndexSets', () => createActions<IndexSetsActionsType>(['list', 'get']));

const defaultFirst = (sets: Array<IndexSet>) => [...sets].sort((a, b) => (
  Number(b.default) - Number(a.default) || a.title.localeCompare(b.title)
));

export const IndexSetsStore = singletonStore('core.IndexSets', () => createStore({
  listenables: [IndexSetsActions],
  state: {} as Record<string, never>,

  list() {
    // Without skip and limit the server answers every set; stats are not needed to choose one.
    const path = `${ApiRoutes.IndexSetsApiController.list().url}${queryString({ stats: 'false' })}`;
    const promise = fetch<{ index_sets: Array<IndexSet>, total: number }>('GET', qualifyApiUrl(path), undefined, SIDE_LOAD_OPTIONS).then(
      (response) => defaultFirst(response.index_sets ?? []),
      (error: unknown) => reportLoadFailure(error, 'Loading index sets', 'Could not load index sets'),
    );
    IndexSetsActions.list.promise(promise);
  },

  get(indexSetId: string) {
    const path = ApiRoutes.IndexSetsApiController.get(indexSetId);
    const promise = fetch<IndexSet>('GET', qualifyApiUrl(path.url), undefined, SIDE_LOAD_OPTIONS)
      .catch((error: unknown) => reportLoadFailure(error, 'Loading index set', 'Could not load index set'));
    IndexSetsActions.get.promise(promise);
  },
}));
