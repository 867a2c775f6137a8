// Runs a stored search: every query, and every search type of it, over the message store, with the
// caller's stream permissions. Refusals come first and stop everything (400 for a missing parameter
// or a bad override, 403 for a stream the caller may not read). Then each query runs on its own: a
// query that does not parse fails alone (one `query` error, state FAILED); a search type that cannot be
// computed, runs out of time or pages past the result window fails alone (one error for it), and the
// query's other search types still answer. All search types share one budget (executionBudget.ts): one
// deadline, and a number of messages and rows the whole execution may return.
import type { MessageFilter, MessageStore } from '../messages/types';
import { TimeLimitExceeded } from '../regex/bounded';
import { compileQuery, QueryParseError, type CompiledQuery } from '../search/query';
import { DEFAULT_LIMIT } from '../search/routes';
import { runWithTimeLimit, searchTooSlowMessage } from '../search/searchTime';
import { assertStreamsReadable, effectiveStreams, type ReadableStreams } from '../streams/access';
import { allOf } from './allOf';
import { ExecutionBudget } from './executionBudget';
import { namedStreams, planExecution, type PlannedQuery, type PlannedSearchType } from './executionPlan';
import { highlightPatterns } from './highlight';
import { messagesResult } from './messagesResult';
import { pivotResult } from './pivotResult';
import { queryParseError, resultWindowError, ResultWindowExceeded, searchTypeError, SearchTypeProblem, type SearchErrorJson } from './searchErrors';
import type { ExecutionBody, QueryInput } from './searchSchema';
import type { StoredSearch } from './searchStore';
import { effectiveTimeRange } from './timeRanges';

export interface ExecutionEnv {
  store: MessageStore;
  nowMs: number;
  /** For keyword time ranges without their own time zone: the caller's. */
  timeZone: string;
  permissions: readonly string[];
  readable: ReadableStreams;
  /** The whole execution's time; SEARCH_TIME_LIMIT_MS (searchTime.ts) unless a test needs less. */
  timeLimitMs?: number;
}

export interface QueryResultJson {
  query: QueryInput;
  execution_stats: { duration: number; timestamp: string; effective_timerange: ReturnType<typeof effectiveTimeRange> };
  search_types: Record<string, unknown>;
  errors: SearchErrorJson[];
  state: 'COMPLETED' | 'FAILED';
}

export interface ExecutionResult {
  results: Record<string, QueryResultJson>;
  errors: SearchErrorJson[];
}

/** A query's query string, compiled once for all its search types. */
interface QueryString {
  query: CompiledQuery;
  /** Its terms to highlight in messages results. */
  highlight: readonly RegExp[];
}

/** A search type not started because the execution's deadline had passed. */
class DeadlinePassed extends Error {}

/** Runs a search type whose own query (`ownQuery`) has been compiled. */
function runSearchType(env: ExecutionEnv, budget: ExecutionBudget, queryString: QueryString, searchType: PlannedSearchType, ownQuery: CompiledQuery, streams: readonly string[] | null): unknown {
  const { searchType: input } = searchType;
  const remainingMs = budget.remainingMs();
  if (remainingMs <= 0) throw new DeadlinePassed();
  const limit = input.limit ?? DEFAULT_LIMIT;
  if (input.type === 'messages') budget.assertMessagesLeft(limit);
  const query = allOf(queryString.query, ownQuery);
  // The watchdog thread only for a regular expression the user wrote; other searches are stopped between rows.
  return runWithTimeLimit(query.userRegex, () => {
    const filter: MessageFilter = { query, streams, fromMs: searchType.range.fromMs, toMs: searchType.range.toMs };
    if (input.type === 'messages') {
      const highlight = [...queryString.highlight, ...highlightPatterns([searchType.ownQuery])];
      const result = messagesResult(input, { store: env.store, filter, namedStreams: streams ?? [], highlight });
      budget.takeMessages(limit);
      return result;
    }
    const result = pivotResult(input, env.store, filter);
    budget.takeRows(result.rows.length);
    return result;
  }, remainingMs);
}

function searchTypeFailure(queryId: string, searchTypeId: string, error: unknown, budget: ExecutionBudget): SearchErrorJson {
  if (error instanceof ResultWindowExceeded) return resultWindowError(queryId, searchTypeId, error);
  if (error instanceof SearchTypeProblem) return searchTypeError(queryId, searchTypeId, error.message);
  if (error instanceof TimeLimitExceeded) return searchTypeError(queryId, searchTypeId, searchTooSlowMessage(budget.timeLimitMs));
  if (error instanceof DeadlinePassed) {
    const limit = `${budget.timeLimitMs / 1000} s`;
    return searchTypeError(queryId, searchTypeId, `Not run: the search's other search types used all of its ${limit}; narrow the time range or simplify the query`);
  }
  // Not the client's doing, and its text may tell internals (paths, SQL): logged here, reported without detail.
  console.error(`Search type ${searchTypeId} of query ${queryId} failed:`, error);
  return searchTypeError(queryId, searchTypeId, `Search type ${searchTypeId} failed because of an internal error; the server log has the details`);
}

function runQuery(env: ExecutionEnv, budget: ExecutionBudget, planned: PlannedQuery, streams: ReadonlyArray<readonly string[] | null>): QueryResultJson {
  const started = performance.now();
  const stats = () => ({
    duration: Math.round(performance.now() - started),
    timestamp: new Date(env.nowMs).toISOString(),
    effective_timerange: effectiveTimeRange(planned.range),
  });
  const queryId = planned.query.id;
  let queryString: QueryString;
  try {
    queryString = { query: compileQuery(planned.queryString, { nowMs: env.nowMs }), highlight: highlightPatterns([planned.queryString]) };
  } catch (error) {
    if (!(error instanceof QueryParseError)) throw error;
    return { query: planned.query, execution_stats: stats(), search_types: {}, errors: [queryParseError(queryId, error)], state: 'FAILED' };
  }
  const results: Record<string, unknown> = {};
  const errors: SearchErrorJson[] = [];
  planned.searchTypes.forEach((searchType, index) => {
    const id = searchType.searchType.id;
    let ownQuery: CompiledQuery;
    try {
      ownQuery = compileQuery(searchType.ownQuery, { nowMs: env.nowMs });
    } catch (error) {
      if (!(error instanceof QueryParseError)) throw error;
      errors.push(queryParseError(queryId, error, id));
      return;
    }
    try {
      results[id] = runSearchType(env, budget, queryString, searchType, ownQuery, streams[index]);
    } catch (error) {
      errors.push(searchTypeFailure(queryId, id, error, budget));
    }
  });
  return { query: planned.query, execution_stats: stats(), search_types: results, errors, state: 'COMPLETED' };
}

export function executeSearch(search: StoredSearch, body: ExecutionBody, env: ExecutionEnv): ExecutionResult {
  const plan = planExecution(search, body, { nowMs: env.nowMs, timeZone: env.timeZone });
  assertStreamsReadable(env.permissions, namedStreams(plan));
  const streams = plan.map((planned) => planned.searchTypes.map((searchType) => effectiveStreams(searchType.streamFilter, env.readable)));
  const budget = new ExecutionBudget(env.timeLimitMs);
  const results: Record<string, QueryResultJson> = {};
  plan.forEach((planned, index) => {
    results[planned.query.id] = runQuery(env, budget, planned, streams[index]);
  });
  return { results, errors: Object.values(results).flatMap((result) => result.errors) };
}
