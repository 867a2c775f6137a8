// What went wrong in a search job, sorted by where the page shows it: a query that does not parse goes
// to the query bar at its position, everything else to the result area, in words a user can act on.
import { FetchError, isServerUnreachable } from '@/logic/errors/FetchError';
import formatCount from '@/util/formatCount';

import type { SearchError, SearchJob } from './searchTypes';

export const RESULT_WINDOW_LIMIT = 'result_window_limit';

/** Graylog's type for a query its parser refused; this server also sends line and column. */
const QUERY_PARSING_TYPES = new Set(['query_parsing_error', 'query_parsing_exception']);

export type QueryParseProblem = {
  description: string,
  /** From 1, as Lucene counts; undefined when the server did not say where. */
  line?: number,
  column?: number,
};

/**
 * Data spec: the description of a result_window_limit error states that the search backend limits results
 * to that many messages and how many pages of the current page size can be used.
 */
export const resultWindowMessage = (limit: number, perPage: number): string => {
  const pages = lastUsablePage(limit, perPage);
  const usable = pages <= 0 ? 'no page can be used' : pages === 1 ? 'only page 1 can be used' : `pages 1 to ${formatCount(pages)} can be used`;
  return `The search backend limits results to ${formatCount(limit)} messages; with ${formatCount(perPage)} messages per page, ${usable}.`;
};

const errorKey = (error: SearchError) => JSON.stringify([error.type, error.search_type_id ?? null, error.description]);

/**
 * Every error of one query: the query's own and the job's that name it, each once. A job repeats its
 * queries' errors in its own list, so the same error arrives twice.
 */
export const errorsOfQuery = (job: SearchJob | null | undefined, queryId: string): Array<SearchError> => {
  if (!job) return [];
  const own = job.results[queryId]?.errors ?? [];
  const jobWide = (job.errors ?? []).filter((error) => error.query_id === queryId || error.query_id === null);
  const seen = new Set<string>();
  return [...own, ...jobWide].filter((error) => {
    const key = errorKey(error);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** The last page of `perPage` messages the backend's result window allows; 0 when not even the first. */
export const lastUsablePage = (limit: number, perPage: number): number => (perPage > 0 ? Math.floor(limit / perPage) : 0);

export const isQueryParseError = (error: SearchError): boolean => (
  QUERY_PARSING_TYPES.has(error.type) || (typeof error.line === 'number' && typeof error.column === 'number')
);

export const queryParseProblem = (error: SearchError): QueryParseProblem => ({
  description: error.description,
  line: typeof error.line === 'number' ? error.line : undefined,
  column: typeof error.column === 'number' ? error.column : undefined,
});

/** An error for the result area, as one sentence; result_window_limit gets the page arithmetic. */
export const describeSearchError = (error: SearchError, perPage: number): string => (
  error.type === RESULT_WINDOW_LIMIT && typeof error.result_window_limit === 'number'
    ? resultWindowMessage(error.result_window_limit, perPage)
    : error.description
);

/** The result-window limit the errors report, if one of them is that. */
export const resultWindowLimitOf = (errors: ReadonlyArray<SearchError>): number | undefined => (
  errors.find((error) => error.type === RESULT_WINDOW_LIMIT && typeof error.result_window_limit === 'number')?.result_window_limit
);

/** Said when the server does not answer a search, or is away while the search would refresh. */
export const SERVER_AWAY_TEXT = 'The server did not answer, so the search did not run. It runs again as soon as the server answers.';

/**
 * Why a search could not run, as a sentence for the result area: the server's own message when it sent one;
 * never the browser's network wording, which names no cause a user can act on.
 */
export const searchFailureText = (error: unknown): string => {
  if (isServerUnreachable(error)) {
    return SERVER_AWAY_TEXT;
  }
  if (error instanceof FetchError) {
    return error.serverMessage
      ? `The search could not be executed: ${error.serverMessage}`
      : `The search could not be executed: the server answered with status ${error.status}.`;
  }
  return `The search could not be executed: ${error instanceof Error ? error.message : String(error)}`;
};

/** A refusal of the query itself sent as an HTTP 400 ({message, line, column}), for the query bar. */
export const queryParseRefusal = (body: unknown): QueryParseProblem | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, line, column } = body as { message?: unknown, line?: unknown, column?: unknown };
  if (typeof message !== 'string' || typeof line !== 'number' || typeof column !== 'number') return undefined;
  return { description: message, line, column };
};
