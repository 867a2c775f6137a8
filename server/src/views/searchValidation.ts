// What a search must satisfy beyond its schema before it is stored, so that every stored search can
// run: unique ids, time ranges that resolve, stream filters (the only filters this server knows),
// known search types with valid pivots and decorators, unique parameter names. Refusals name the place
// ("queries[0].search_types[1].row_groups[0].interval: ..."). Query strings are compiled when the search
// runs, as in Graylog: a query that does not parse is an error of that query's result, not a 400.
import { checkDecorator } from '../decorators/validation';
import { badRequest } from '../http/errors';
import { timeUnitOf } from './intervals';
import type { FilterInput, QueryOverride, SearchBody, SearchTypeInput, TimeRangeInput } from './searchSchema';
import { resolveTimeRange } from './timeRanges';

export const SEARCH_TYPES = ['messages', 'pivot'] as const;
/**
 * Search types over all queries of one search (a dashboard has one per widget, over all its tabs). The
 * schema bounds queries and search types per query; their product would let one execution run 10,000.
 */
export const MAX_SEARCH_TYPES = 200;

export function assertSearchTypeCount(count: number, what = 'A search'): void {
  if (count > MAX_SEARCH_TYPES) {
    throw badRequest(`${what} may have at most ${MAX_SEARCH_TYPES} search types over all its queries; it would have ${count}`);
  }
}

export interface ValidationContext {
  nowMs: number;
  timeZone: string;
}

/** The stream ids a filter names; only `stream` filters and an `or` of them are understood. */
export function filterStreams(filter: FilterInput | null | undefined, where: string): string[] {
  if (!filter) return [];
  if (filter.type === 'stream') {
    if (!filter.id) throw badRequest(`${where}: a stream filter needs the stream's "id"`);
    return [filter.id];
  }
  if (filter.type === 'or') {
    return (filter.filters ?? []).map((inner, index) => {
      if (inner.type !== 'stream' || !inner.id) throw badRequest(`${where}.filters[${index}]: only stream filters with an "id" can be combined`);
      return inner.id;
    });
  }
  throw badRequest(`${where}: unsupported filter type "${filter.type}" (supported: stream, or)`);
}

function checkTimeRange(range: TimeRangeInput | null | undefined, where: string, context: ValidationContext): void {
  if (range) resolveTimeRange(range, context.nowMs, context.timeZone, where);
}

function checkPivot(searchType: SearchTypeInput, where: string): void {
  const groups = [...(searchType.row_groups ?? []).map((g, i) => [g, `row_groups[${i}]`] as const), ...(searchType.column_groups ?? []).map((g, i) => [g, `column_groups[${i}]`] as const)];
  for (const [group, name] of groups) {
    if (group.type === 'time') {
      if (!group.interval) throw badRequest(`${where}.${name}: a time group needs an "interval"`);
      if (group.interval.type === 'timeunit' && timeUnitOf(group.interval) === null) {
        throw badRequest(`${where}.${name}.interval: a time unit must be {quantity}{unit} with a positive quantity and a unit of s, m, h, d, w or M`);
      }
    } else if (group.type !== 'values') {
      throw badRequest(`${where}.${name}: unknown group type "${group.type}" (supported: time, values)`);
    }
  }
}

function checkSearchType(searchType: SearchTypeInput, where: string, context: ValidationContext): void {
  if (!(SEARCH_TYPES as readonly string[]).includes(searchType.type)) {
    throw badRequest(`${where}: unknown search type "${searchType.type}" (supported: ${SEARCH_TYPES.join(', ')})`);
  }
  checkTimeRange(searchType.timerange, `${where}.timerange`, context);
  filterStreams(searchType.filter, `${where}.filter`);
  if (searchType.type === 'messages') {
    (searchType.sort ?? []).forEach((sort, index) => {
      if (!('order' in sort)) throw badRequest(`${where}.sort[${index}]: a message sort needs "field" and "order" (ASC or DESC)`);
    });
    (searchType.decorators ?? []).forEach((decorator, index) => checkDecorator(decorator, `${where}.decorators[${index}]`));
  } else {
    checkPivot(searchType, where);
  }
}

export function checkOverride(override: QueryOverride | null | undefined, where: string, context: ValidationContext): void {
  checkTimeRange(override?.timerange, `${where}.timerange`, context);
}

export function checkSearch(search: SearchBody, context: ValidationContext): void {
  assertSearchTypeCount(search.queries.reduce((sum, query) => sum + query.search_types.length, 0));
  const queryIds = new Set<string>();
  search.queries.forEach((query, q) => {
    const where = `queries[${q}]`;
    if (queryIds.has(query.id)) throw badRequest(`${where}: the query id "${query.id}" is used twice`);
    queryIds.add(query.id);
    checkTimeRange(query.timerange, `${where}.timerange`, context);
    filterStreams(query.filter, `${where}.filter`);
    const typeIds = new Set<string>();
    query.search_types.forEach((searchType, s) => {
      const at = `${where}.search_types[${s}]`;
      if (typeIds.has(searchType.id)) throw badRequest(`${at}: the search type id "${searchType.id}" is used twice in the query`);
      typeIds.add(searchType.id);
      checkSearchType(searchType, at, context);
    });
  });
  const names = new Set<string>();
  (search.parameters ?? []).forEach((parameter, index) => {
    if (names.has(parameter.name)) throw badRequest(`parameters[${index}]: the parameter name "${parameter.name}" is used twice`);
    names.add(parameter.name);
  });
}
