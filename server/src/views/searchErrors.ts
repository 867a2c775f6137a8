// The errors of a search job, in Graylog 4's shapes (type `query`, `search_type` or
// `result_window_limit`). A query that does not parse is one error for its query (with the line and
// column this server adds), not one per search type, so a client shows it once.
import { MAX_RESULT_WINDOW } from '../messages/search';
import type { QueryParseError } from '../search/query';

export interface SearchErrorJson {
  type: 'query' | 'search_type' | 'result_window_limit';
  description: string;
  query_id: string;
  search_type_id: string | null;
  backtrace: null;
  result_window_limit?: number;
  line?: number;
  column?: number;
}

/** A search type that cannot be computed as asked; becomes a `search_type` error of that search type only. */
export class SearchTypeProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchTypeProblem';
  }
}

/** offset + limit beyond what the backend returns (Elasticsearch's index.max_result_window). */
export class ResultWindowExceeded extends Error {
  constructor(readonly limit: number, readonly offset: number) {
    super(`offset ${offset} + limit ${limit} is beyond the result window of ${MAX_RESULT_WINDOW}`);
    this.name = 'ResultWindowExceeded';
  }
}

export function queryParseError(queryId: string, error: QueryParseError, searchTypeId: string | null = null): SearchErrorJson {
  return {
    type: searchTypeId === null ? 'query' : 'search_type',
    description: error.message,
    query_id: queryId,
    search_type_id: searchTypeId,
    backtrace: null,
    line: error.line,
    column: error.column,
  };
}

export function searchTypeError(queryId: string, searchTypeId: string, description: string): SearchErrorJson {
  return { type: 'search_type', description, query_id: queryId, search_type_id: searchTypeId, backtrace: null };
}

export function resultWindowError(queryId: string, searchTypeId: string, problem: ResultWindowExceeded): SearchErrorJson {
  const pages = problem.limit > 0 ? Math.floor(MAX_RESULT_WINDOW / problem.limit) : 0;
  return {
    type: 'result_window_limit',
    description: `The search backend limits results to ${MAX_RESULT_WINDOW} messages, but this page would end at message `
      + `${problem.offset + problem.limit}. With ${problem.limit} messages per page, ${pages} pages can be used; narrow the search to see older results.`,
    query_id: queryId,
    search_type_id: searchTypeId,
    backtrace: null,
    result_window_limit: MAX_RESULT_WINDOW,
  };
}
