// What one execution of a stored search runs: the search with the execution's overrides and
// parameter values applied. An override (global_override, else the one for the query under
// `queries`) replaces the query's query string and time range; its time range also wins over a search
// type's own, as a dashboard's time range wins over its widgets'. A search type's own query narrows the
// query's (both must match), and so do its own streams or filter: Graylog filters a search type's
// messages by the query's filter and by the search type's streams.
import type { SearchTimeRange } from '../search/timeRange';
import { bindParameters, substituteParameters } from './parameters';
import type { ExecutionBody, QueryInput, QueryOverride, SearchTypeInput } from './searchSchema';
import { checkOverride, filterStreams, type ValidationContext } from './searchValidation';
import type { StoredSearch } from './searchStore';
import { resolveTimeRange } from './timeRanges';

export interface PlannedSearchType {
  /** The search type with the execution's limit and offset applied. */
  searchType: SearchTypeInput;
  /** The search type's own query string (parameters substituted), '' when it has none. */
  ownQuery: string;
  range: SearchTimeRange;
  /** Every stream the search type and its query name, for the permission check; empty when none. */
  namedStreams: string[];
  /**
   * The streams its messages must be in: null when neither it nor its query names one (then the streams
   * the user may read); empty when its own streams and its query's have none in common (then it finds nothing).
   */
  streamFilter: string[] | null;
}

export interface PlannedQuery {
  /** The query as it runs (overrides applied), reported back in its result. */
  query: QueryInput;
  queryString: string;
  range: SearchTimeRange;
  searchTypes: PlannedSearchType[];
}

function overrideFor(body: ExecutionBody, queryId: string): QueryOverride | null {
  if (body.global_override) return body.global_override;
  const perQuery = body.queries;
  return perQuery && Object.hasOwn(perQuery, queryId) ? perQuery[queryId] : null;
}

function withPaging(searchType: SearchTypeInput, override: QueryOverride | null): SearchTypeInput {
  const paging = override?.search_types && Object.hasOwn(override.search_types, searchType.id) ? override.search_types[searchType.id] : undefined;
  if (!paging) return searchType;
  return { ...searchType, ...(paging.limit !== undefined ? { limit: paging.limit } : {}), ...(paging.offset !== undefined ? { offset: paging.offset } : {}) };
}

/**
 * Both stream filters as one: the streams in both lists. Graylog asks for a message in one stream of
 * each list, which is the same for a message routed into one stream, as this server routes every
 * message (a message in several streams would need the store to take two filters).
 */
export function bothStreamFilters(own: readonly string[], ofQuery: readonly string[]): string[] | null {
  if (own.length === 0) return ofQuery.length > 0 ? [...new Set(ofQuery)] : null;
  if (ofQuery.length === 0) return [...new Set(own)];
  const allowed = new Set(ofQuery);
  return [...new Set(own)].filter((id) => allowed.has(id));
}

function planQuery(query: QueryInput, index: number, override: QueryOverride | null, values: ReadonlyMap<string, string>, context: ValidationContext): PlannedQuery {
  const where = `queries[${index}]`;
  const timerange = override?.timerange ?? query.timerange;
  const backendQuery = override?.query ?? query.query;
  const keep = override?.keep_search_types ? new Set(override.keep_search_types) : null;
  const searchTypes = query.search_types.filter((searchType) => !keep || keep.has(searchType.id)).map((searchType) => withPaging(searchType, override));
  const executed: QueryInput = { ...query, query: backendQuery, timerange, search_types: searchTypes };
  const range = resolveTimeRange(timerange, context.nowMs, context.timeZone, `${where}.timerange`);
  const queryStreams = filterStreams(query.filter, `${where}.filter`);
  return {
    query: executed,
    queryString: substituteParameters(backendQuery.query_string, values),
    range,
    searchTypes: searchTypes.map((searchType, s) => {
      const at = `${where}.search_types[${s}]`;
      const ownRange = override?.timerange ? null : searchType.timerange;
      const ownStreams = searchType.streams && searchType.streams.length > 0 ? searchType.streams : filterStreams(searchType.filter, `${at}.filter`);
      return {
        searchType,
        ownQuery: substituteParameters(searchType.query?.query_string ?? '', values),
        range: ownRange ? resolveTimeRange(ownRange, context.nowMs, context.timeZone, `${at}.timerange`) : range,
        namedStreams: [...new Set([...ownStreams, ...queryStreams])],
        streamFilter: bothStreamFilters(ownStreams, queryStreams),
      };
    }),
  };
}

/** Applies the execution body to the search; throws a 400 for a missing parameter value or a bad override. */
export function planExecution(search: StoredSearch, body: ExecutionBody, context: ValidationContext): PlannedQuery[] {
  const values = bindParameters(search.parameters, body.parameter_bindings);
  checkOverride(body.global_override, 'global_override', context);
  for (const [queryId, override] of Object.entries(body.queries ?? {})) checkOverride(override, `queries.${queryId}`, context);
  return search.queries.map((query, index) => planQuery(query, index, overrideFor(body, query.id), values, context));
}

/** Every stream the plan names, for the permission check before anything runs. */
export function namedStreams(plan: readonly PlannedQuery[]): string[] {
  return [...new Set(plan.flatMap((query) => query.searchTypes.flatMap((searchType) => searchType.namedStreams)))];
}
