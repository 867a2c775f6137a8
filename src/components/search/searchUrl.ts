// The search page keeps what it searches for in its URL, so that reload, back, forward and a copied link
// reproduce the search: `q`, the time range (`rangetype=relative&relative=300`, `rangetype=absolute&from=…&to=…`,
// `rangetype=keyword&keyword=…`), the histogram `interval`, the page (`page`, `per_page`) and the columns (`fields`).
import Routes, { queryString } from '@/routing/Routes';
import type { Interval, TimeRange } from '@/stores/search/searchTypes';

export const DEFAULT_RANGE_SECONDS = 300;
export const DEFAULT_TIMERANGE: TimeRange = { type: 'relative', range: DEFAULT_RANGE_SECONDS };
export const PAGE_SIZES: ReadonlyArray<number> = [25, 50, 100, 150, 250, 500];
export const DEFAULT_PAGE_SIZE = 150;

/** Histogram intervals a user can pick; 'auto' fits the bucket size to the range. */
export const INTERVALS = ['auto', 'minute', 'hour', 'day', 'week', 'month'] as const;
export type IntervalName = typeof INTERVALS[number];

export type SearchUrlState = {
  query: string,
  timerange: TimeRange,
  interval: IntervalName,
  page: number,
  perPage: number,
  /** The message table's columns; undefined: the default (or the saved search's). */
  fields: Array<string> | undefined,
};

/** Which parts the URL names: a saved search fills in the others. */
export type SearchUrlParts = {
  query?: string,
  timerange?: TimeRange,
  interval?: IntervalName,
  page?: number,
  perPage?: number,
  fields?: Array<string>,
};

const positiveInteger = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
};

const isIso = (value: string | null): value is string => value !== null && value !== '' && Number.isFinite(Date.parse(value));

const timerangeOf = (params: URLSearchParams): TimeRange | undefined => {
  const type = params.get('rangetype');
  const relative = params.get('relative');
  const from = params.get('from');
  const to = params.get('to');
  const keyword = params.get('keyword');
  if ((type === 'absolute' || type === null) && isIso(from) && isIso(to)) return { type: 'absolute', from, to };
  if ((type === 'keyword' || type === null) && keyword !== null && keyword.trim() !== '') return { type: 'keyword', keyword };
  if ((type === 'relative' || type === null) && relative !== null && /^\d+$/.test(relative)) return { type: 'relative', range: Number(relative) };
  return undefined;
};

const intervalOf = (value: string | null): IntervalName | undefined => (
  INTERVALS.find((name) => name === value)
);

/** What the URL's query string names; anything missing or malformed is left out. */
export const parseSearchUrl = (search: string): SearchUrlParts => {
  const params = new URLSearchParams(search);
  const query = params.get('q');
  const fields = params.get('fields');
  const perPage = positiveInteger(params.get('per_page'));
  return {
    query: query ?? undefined,
    timerange: timerangeOf(params),
    interval: intervalOf(params.get('interval')),
    page: positiveInteger(params.get('page')),
    perPage: perPage !== undefined && PAGE_SIZES.includes(perPage) ? perPage : undefined,
    fields: fields !== null ? fields.split(',').map((field) => field.trim()).filter(Boolean) : undefined,
  };
};

/** The state the URL names over `base` (the defaults, or a saved search). */
export const withUrlParts = (base: SearchUrlState, parts: SearchUrlParts): SearchUrlState => ({
  query: parts.query ?? base.query,
  timerange: parts.timerange ?? base.timerange,
  interval: parts.interval ?? base.interval,
  page: parts.page ?? base.page,
  perPage: parts.perPage ?? base.perPage,
  fields: parts.fields ?? base.fields,
});

export const DEFAULT_SEARCH: SearchUrlState = {
  query: '', timerange: DEFAULT_TIMERANGE, interval: 'auto', page: 1, perPage: DEFAULT_PAGE_SIZE, fields: undefined,
};

const timerangeParams = (timerange: TimeRange) => {
  switch (timerange.type) {
    case 'absolute': return { rangetype: 'absolute', from: timerange.from, to: timerange.to };
    case 'keyword': return { rangetype: 'keyword', keyword: timerange.keyword };
    case 'relative':
    default: return { rangetype: 'relative', relative: timerange.range };
  }
};

/**
 * The query string for `state`: the query (even when empty, so that it replaces a saved search's) and the
 * range always, so the link is complete; the rest when not the default.
 */
export const searchUrlQuery = (state: SearchUrlState): string => {
  const rest = queryString({
    ...timerangeParams(state.timerange),
    interval: state.interval === 'auto' ? undefined : state.interval,
    page: state.page > 1 ? state.page : undefined,
    per_page: state.perPage !== DEFAULT_PAGE_SIZE ? state.perPage : undefined,
    fields: state.fields ? state.fields.join(',') : undefined,
  });
  return `?q=${encodeURIComponent(state.query)}${rest.replace(/^\?/, '&')}`;
};

export type SearchLinkTarget = { query: string, timerange: TimeRange, streamId?: string };

/**
 * The path (with the application prefix) of a search for `query` over `timerange`, limited to one stream when
 * `streamId` is given: what other screens (dashboards, sources, streams) link to.
 */
export const searchLink = ({ query, timerange, streamId }: SearchLinkTarget): string => {
  const path = streamId !== undefined ? Routes.streamSearch(streamId) : Routes.SEARCH;
  return `${path}${searchUrlQuery({ ...DEFAULT_SEARCH, query, timerange })}`;
};

/**
 * A query for messages whose `field` is exactly `value`, within `withinQuery` when given: what a value on
 * another screen (a dashboard's terms, a source) links to. The value is always quoted, so that no value
 * reads as an operator (AND, a leading -) or a wildcard.
 */
export const fieldValueQuery = (field: string, value: string, withinQuery?: string): string => {
  const exact = `${field}:"${value.replace(/(["\\])/g, '\\$1')}"`;
  return withinQuery === undefined || withinQuery.trim() === '' ? exact : `(${withinQuery}) AND ${exact}`;
};

/** The timeunit interval a named one stands for; undefined for 'auto'. */
export const namedInterval = (name: IntervalName): { interval: Interval, ms: number } | undefined => {
  switch (name) {
    case 'minute': return { interval: { type: 'timeunit', value: 1, unit: 'minutes' }, ms: 60000 };
    case 'hour': return { interval: { type: 'timeunit', value: 1, unit: 'hours' }, ms: 3600000 };
    case 'day': return { interval: { type: 'timeunit', value: 1, unit: 'days' }, ms: 86400000 };
    case 'week': return { interval: { type: 'timeunit', value: 1, unit: 'weeks' }, ms: 604800000 };
    case 'month': return { interval: { type: 'timeunit', value: 1, unit: 'months' }, ms: 2592000000 };
    case 'auto':
    default: return undefined;
  }
};
