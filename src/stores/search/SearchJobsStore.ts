// Search jobs (data spec, sections 3-4 and 7): a search is created (POST /views/search), then executed
// (POST /views/search/{id}/execute), then its job is polled (GET /views/search/status/{jobId}) until done.
// Polling and cancellation live in searchRunner.ts; these are the three calls. A failed call toasts with
// the catalogue's title "Could not execute search", except a refusal of the query itself, which the query
// bar shows at its place, a refusal of a stream the user may not read, which the page shows, and a call
// the server never answered: the console's "server unavailable" dialog already says so, and a toast per
// failed call would pile up while the server is away.
import { errorMessage, FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { singletonActions, singletonStore } from '@/logic/singleton';
import ApiRoutes from '@/routing/ApiRoutes';
import { createActions, createStore } from '@/stores/StoreTypes';
import { qualifyApiUrl } from '@/util/URLUtils';
import UserNotification from '@/util/UserNotification';

import { isServerUnreachable, queryParseRefusal } from './searchErrors';
import type { ExecutionBody, SearchJob, SearchRequest } from './searchTypes';

export const EXECUTION_FAILURE_TITLE = 'Could not execute search';

type SearchJobsActionsType = {
  /** Stores the search; answers it as the server keeps it (with owner and created_at). */
  create: (request: SearchRequest) => Promise<SearchRequest>,
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

const reportFailure = (what: string) => (error: unknown): never => {
  if (!isQueryRefusal(error) && !isStreamRefusal(error) && !isServerUnreachable(error)) {
    UserNotification.error(`${what} failed with status: ${errorMessage(error)}`, EXECUTION_FAILURE_TITLE);
  }
  throw error;
};

export const SearchJobsActions = singletonActions('core.SearchJobs', () => createActions<SearchJobsActionsType>([
  'create', 'execute', 'status',
]));

export const SearchJobsStore = singletonStore('core.SearchJobs', () => createStore({
  listenables: [SearchJobsActions],
  // Each answer goes to whoever asked: jobs belong to the page (or widget) that ran them.
  state: {} as Record<string, never>,

  create(request: SearchRequest) {
    const promise = fetch<SearchRequest>('POST', url(ApiRoutes.SearchJobsApiController.create()), request, QUIET_PAGE)
      .catch(reportFailure('Creating the search'));
    SearchJobsActions.create.promise(promise);
  },

  execute(searchId: string, body: ExecutionBody = {}) {
    const promise = fetch<SearchJob>('POST', url(ApiRoutes.SearchJobsApiController.execute(searchId)), body, QUIET_PAGE)
      .catch((error: unknown) => {
        // Execution requires a created search: the server does not know this one.
        if (error instanceof FetchError && error.status === 404) {
          UserNotification.error(`Search ${searchId} does not exist: it must be created before it is executed.`, EXECUTION_FAILURE_TITLE);
          throw error;
        }
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
