// What went wrong in a search job, sorted by where the page shows it: a query that does not parse goes
// to the query bar at its position, everything else to the result area, in words a user can act on.
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

const grouped = (count: number) => count.toLocaleString('en-US');

/**
 * Data spec: the description of a result_window_limit error states that the search backend limits results
 * to that many messages and how many pages of the current page size can be used.
 */
export const resultWindowMessage = (limit: number, perPage: number): string => {
  const pages = perPage > 0 ? Math.floor(limit / perPage) : 0;
  const usable = pages <= 0 ? 'no page can be used' : pages === 1 ? 'only page 1 can be used' : `pages 1 to ${grouped(pages)} can be used`;
  return `The search backend limits results to ${grouped(limit)} messages; with ${grouped(perPage)} messages per page, ${usable}.`;
};

/** Every error of one query: the query's own and the job's that name it. */
export const errorsOfQuery = (job: SearchJob | null | undefined, queryId: string): Array<SearchError> => {
  if (!job) return [];
  const own = job.results[queryId]?.errors ?? [];
  const jobWide = (job.errors ?? []).filter((error) => error.query_id === queryId || error.query_id === null);
  return [...own, ...jobWide];
};

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

/** A refusal of the query itself sent as an HTTP 400 ({message, line, column}), for the query bar. */
export const queryParseRefusal = (body: unknown): QueryParseProblem | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, line, column } = body as { message?: unknown, line?: unknown, column?: unknown };
  if (typeof message !== 'string' || typeof line !== 'number' || typeof column !== 'number') return undefined;
  return { description: message, line, column };
};
