// Search jobs (data spec, sections 3-4 and 7): a search is created (POST /views/search), then executed
// (POST /views/search/{id}/execute), then its job is polled (GET /views/search/status/{jobId}) until done.
// Polling and cancellation live in searchRunner.ts; these are the calls, and the only ones to
// /views/search (views store their search through `create` too). A failed call toasts with the catalogue's
// title "Could not execute search" (stores/storeFailures.ts, which also keeps quiet about a server that
// never answered), except a refusal of the query itself, which the query bar shows at its place, a refusal
// of a stream the user may not read, which the page shows, and a search the server no longer knows, which
// the runner stores again.
import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { reportLoadFailure } from '@/stores/storeFailures';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';

import { queryParseRefusal } from './searchErrors';
import type { ExecutionBody, SearchJob, SearchRequest } from './searchTypes';

export const EXECUTION_FAILURE_TITLE = 'Could not execute search';

/** `quiet`: no toast, the caller reports the failure in its own words (e.g. saving a view). */
export type SearchCallOptions = { quiet?: boolean };

type SearchJobsActionsType = {
  /** Stores the search; answers it as the server keeps it (with owner and created_at). */
  create: (request: SearchRequest, options?: SearchCallOptions) => Promise<SearchRequest>,
  /** A stored search, e.g. the one a view points at. */
  get: (searchId: string) => Promise<SearchRequest>,
  /** Starts a job for a created search; the job may already be done. */
  execute: (searchId: string, body?: ExecutionBody) => Promise<SearchJob>,
  status: (jobId: string) => Promise<SearchJob>,
};

/** A search call never replaces the page: the page shows the failure where the results would be. */
const QUIET_PAGE = { reportPageErrors: false } as const;

const url = (path: { url: string }) => qualifyApiUrl(path.url);

/** A 400 about the query (with its position) is the query bar's to show, not a toast's. */
export const isQueryRefusal = (error: unknown): boolean => (
  error instanceof FetchError && error.status === 400 && queryParseRefusal(error.body) !== undefined
);

/** A search naming a stream the user may not read: the page says so in place of its results. */
export const isStreamRefusal = (error: unknown): boolean => (
  error instanceof FetchError && error.status === 403 && error.bodyType === 'MissingStreamPermission'
);

/** The server does not know the search (it deletes searches no view refers to after a few days). */
export const isUnknownSearch = (error: unknown): boolean => error instanceof FetchError && error.status === 404;

const reportFailure = (what: string) => (error: unknown): never => {
  if (isQueryRefusal(error) || isStreamRefusal(error)) throw error;
  return reportLoadFailure(error, what, EXECUTION_FAILURE_TITLE);
};

export const SearchJobsActions = singletonActions('core.SearchJobs', () => createActions<SearchJobsActionsType>([
  'create', 'get', 'execute', 'status',
]));

export const SearchJobsStore = singletonStore('core.SearchJobs', () => createStore({
  listenables: [SearchJobsActions],
  // Each answer goes to whoever asked: jobs belong to the page (or widget) that ran them.
  state: {} as Record<string, never>,

  create(request: SearchRequest, { quiet = false }: SearchCallOptions = {}) {
    const promise = fetch<SearchRequest>('POST', url(ApiRoutes.SearchJobsApiController.create()), request, QUIET_PAGE)
      .catch((error: unknown) => {
        if (quiet) throw error;
        return reportFailure('Creating the search')(error);
      });
    SearchJobsActions.create.promise(promise);
  },

  get(searchId: string) {
    const promise = fetch<SearchRequest>('GET', url(ApiRoutes.SearchJobsApiController.get(searchId)), undefined, QUIET_PAGE)
      .catch((error: unknown) => reportLoadFailure(error, 'Loading the search', 'Could not load search'));
    SearchJobsActions.get.promise(promise);
  },

  execute(searchId: string, body: ExecutionBody = {}) {
    const promise = fetch<SearchJob>('POST', url(ApiRoutes.SearchJobsApiController.execute(searchId)), body, QUIET_PAGE)
      .catch((error: unknown) => {
        if (isUnknownSearch(error)) throw error;
        return reportFailure('Executing the search')(error);
      });
    SearchJobsActions.execute.promise(promise);
  },

  status(jobId: string) {
    const promise = fetch<SearchJob>('GET', url(ApiRoutes.SearchJobsApiController.status(jobId)), undefined, QUIET_PAGE)
      .catch(reportFailure('Loading the search results'));
    SearchJobsActions.status.promise(promise);
  },
}));
