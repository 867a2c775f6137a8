// The indices of an index set, as Graylog's indexer overview describes them, and what can be done to one
// index: close it (its messages are no longer searched), reopen it, delete it.
import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { reportWriteFailure, WRITE_OPTIONS } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

/** Graylog's IndexRangeSummary: the oldest and newest message of an index, and when that was computed. */
export type IndexRange = {
  index_name: string,
  begin: string,
  end: string,
  calculated_at: string | null,
  took_ms: number,
};

/** Graylog's IndexSummary: one index of the overview. Size and range are null while unknown (a closed index). */
export type IndexSummary = {
  size: { events: number, deleted: number, bytes: number } | null,
  range: IndexRange | null,
  is_deflector: boolean,
  is_closed: boolean,
  is_reopened: boolean,
};

/** Graylog's IndexerOverview of one index set. */
export type IndexerOverview = {
  deflector: { is_up: boolean, current_target: string | null },
  indexer_cluster: { health: { status: string }, name: string },
  counts: { events: number },
  indices: { [indexName: string]: IndexSummary },
};

/** What the console says when the indexer cannot be reached, unless the server says why. */
export const INDEXER_UNAVAILABLE = 'Elasticsearch is unavailable. Check your configuration and logs for more information.';

/** For a 503 (the indexer is unavailable): the server's message, else the catalogue's; undefined for any other failure. */
export const indexerUnavailableReason = (error: unknown): string | undefined => (
  error instanceof FetchError && error.status === 503 ? error.serverMessage ?? INDEXER_UNAVAILABLE : undefined
);

type IndicesActionsType = {
  /** The set's overview, asked for every few seconds by its page: no toast and no error page on failure, the page says it. */
  overview: (indexSetId: string) => Promise<IndexerOverview>,
  close: (indexName: string) => Promise<void>,
  reopen: (indexName: string) => Promise<void>,
  remove: (indexName: string) => Promise<void>,
};

export const IndicesActions = singletonActions('core.Indices', () => createActions<IndicesActionsType>(['overview', 'close', 'reopen', 'remove']));

const url = (path: { url: string }) => qualifyApiUrl(path.url);

export const IndicesStore = singletonStore('core.Indices', () => createStore({
  listenables: [IndicesActions],
  state: {} as Record<string, never>,

  overview(indexSetId: string) {
    // Polled: it must not keep an idle session alive, and a refusal is said on the page, not as an error page.
    const promise = fetch<IndexerOverview>('GET', url(ApiRoutes.IndexerOverviewApiResource.list(indexSetId)), undefined, {
      noSessionExtension: true, reportPageErrors: false,
    });
    IndicesActions.overview.promise(promise);
  },

  close(indexName: string) {
    const promise = fetch('POST', url(ApiRoutes.IndicesApiController.close(indexName)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Index "${indexName}" was closed: its messages are no longer searched.`);
    }, (error: unknown) => reportWriteFailure(error, `Closing index "${indexName}"`, 'Could not close index', { toastServerMessage: 'always' }));
    IndicesActions.close.promise(promise);
  },

  reopen(indexName: string) {
    const promise = fetch('POST', url(ApiRoutes.IndicesApiController.reopen(indexName)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Index "${indexName}" was reopened.`);
    }, (error: unknown) => reportWriteFailure(error, `Reopening index "${indexName}"`, 'Could not reopen index', { toastServerMessage: 'always' }));
    IndicesActions.reopen.promise(promise);
  },

  remove(indexName: string) {
    const promise = fetch('DELETE', url(ApiRoutes.IndicesApiController.delete(indexName)), undefined, WRITE_OPTIONS).then(() => {
      UserNotification.success(`Index "${indexName}" was deleted.`);
    }, (error: unknown) => reportWriteFailure(error, `Deleting index "${indexName}"`, 'Could not delete index', { toastServerMessage: 'always' }));
    IndicesActions.remove.promise(promise);
  },
}));
