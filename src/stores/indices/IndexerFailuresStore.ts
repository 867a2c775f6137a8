// Messages the indexer failed to write: newest first, paged by limit and offset, and counted since a date.
import moment from 'moment';

import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import type { PaginatedList, PaginatedRequest } from '@/stores/paginatedList';
import { SIDE_LOAD_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';

/** Graylog's IndexFailure. */
export type IndexerFailure = {
  letter_id: string,
  index: string,
  type: string,
  message: string,
  timestamp: string,
};

/** The format Graylog's console sends `since` in: the browser's local time, without a zone. */
export const FAILURES_COUNT_DATE_FORMAT = 'YYYY-MM-DDTHH:mm:ss.SSS';

type IndexerFailuresActionsType = {
  /** One page, newest first. No toast on failure: the table says it. */
  listPaginated: (request: PaginatedRequest) => Promise<PaginatedList<IndexerFailure>>,
  /** How many failures happened since `since`. No toast on failure: the caller says it in place. */
  count: (since: Date) => Promise<number>,
};

export const IndexerFailuresActions = singletonActions('core.IndexerFailures', () => createActions<IndexerFailuresActionsType>(['listPaginated', 'count']));

export const IndexerFailuresStore = singletonStore('core.IndexerFailures', () => createStore({
  listenables: [IndexerFailuresActions],
  state: {} as Record<string, never>,

  listPaginated(request: PaginatedRequest) {
    const offset = (request.page - 1) * request.perPage;
    const path = ApiRoutes.IndexerFailuresApiController.list(request.perPage, offset);
    const promise = fetch<{ total: number, failures: Array<IndexerFailure> }>('GET', qualifyApiUrl(path.url), undefined, SIDE_LOAD_OPTIONS)
      .then((response): PaginatedList<IndexerFailure> => {
        const list = response.failures ?? [];
        return {
          list,
          pagination: { page: request.page, perPage: request.perPage, count: list.length, total: response.total, grandTotal: response.total, query: '' },
        };
      });
    IndexerFailuresActions.listPaginated.promise(promise);
  },

  count(since: Date) {
    const path = ApiRoutes.IndexerFailuresApiController.count(moment(since).format(FAILURES_COUNT_DATE_FORMAT));
    const promise = fetch<{ count: number }>('GET', qualifyApiUrl(path.url), undefined, SIDE_LOAD_OPTIONS).then((response) => response.count);
    IndexerFailuresActions.count.promise(promise);
  },
}));
