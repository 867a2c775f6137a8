// Builds the search requests Graylog 4 expects (POST /views/search) and reads its results back, so that
// the search page, dashboards and sources speak the wire format in one place.
import type {
  Decorator, ElasticsearchQueryString, Interval, MessagesResult, MessagesSearchType, PivotResult, PivotRow,
  PivotSearchType, SearchFilter, SearchJob, SearchParameter, SearchQuery, SearchRequest, SearchType, SearchTypeResult,
  SortConfig, TimeRange,
} from './searchTypes';

/** Graylog's page of messages when nothing else is asked for (data spec: universal search limit). */
export const DEFAULT_MESSAGES_LIMIT = 150;

/** The id of the one series histograms and term counts ask for. */
export const COUNT_SERIES = 'count()';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

const randomBytes = (length: number): Uint8Array => {
  const bytes = new Uint8Array(length);
  if (globalThis.crypto?.getRandomValues) {
    globalThis.crypto.getRandomValues(bytes);
  } else {
    for (let at = 0; at < length; at += 1) bytes[at] = Math.floor(Math.random() * 256);
  }
  return bytes;
};

/** A new id as Graylog makes them (a MongoDB ObjectId): 24 hex characters, the first 8 the time in seconds. */
export const newId = (): string => {
  const seconds = Math.floor(Date.now() / 1000).toString(16).padStart(8, '0').slice(-8);
  return `${seconds}${hex(randomBytes(8))}`;
};

export type MessagesSearchTypeOptions = {
  id?: string,
  limit?: number,
  offset?: number,
  sort?: Array<SortConfig>,
  decorators?: Array<Decorator>,
};

export const messagesSearchType = ({ id, limit, offset, sort, decorators }: MessagesSearchTypeOptions = {}): MessagesSearchType => ({
  id: id ?? newId(),
  type: 'messages',
  limit: limit ?? DEFAULT_MESSAGES_LIMIT,
  offset: offset ?? 0,
  sort: sort ?? [{ field: 'timestamp', order: 'DESC' }],
  decorators: decorators ?? [],
});

const countSeries = [{ type: 'count' as const, id: COUNT_SERIES, field: null }];

/** Message counts per time bucket of `timestamp`; the server picks the interval unless one is given. */
export const histogramSearchType = ({ id, interval }: { id?: string, interval?: Interval } = {}): PivotSearchType => ({
  id: id ?? newId(),
  type: 'pivot',
  row_groups: [{ type: 'time', field: 'timestamp', interval: interval ?? { type: 'auto', scaling: 1 } }],
  column_groups: [],
  series: countSeries,
  rollup: true,
  sort: [],
});

/** The `limit` most frequent values of `field`, most frequent first. */
export const termsSearchType = ({ id, field, limit }: { id?: string, field: string, limit: number }): PivotSearchType => ({
  id: id ?? newId(),
  type: 'pivot',
  row_groups: [{ type: 'values', field, limit }],
  column_groups: [],
  series: countSeries,
  rollup: true,
  sort: [{ type: 'series', field: COUNT_SERIES, direction: 'Descending' }],
});

export const elasticsearchQuery = (query: string): ElasticsearchQueryString => ({ type: 'elasticsearch', query_string: query });

/** Messages of any of `streams`; null (every stream the user may read) for none. */
export const streamsFilter = (streams: ReadonlyArray<string> | undefined): SearchFilter | null => (
  streams && streams.length > 0 ? { type: 'or', filters: streams.map((id) => ({ type: 'stream', id })) } : null
);

export type SearchQueryOptions = {
  id?: string,
  query: string,
  timerange: TimeRange,
  streams?: ReadonlyArray<string>,
  searchTypes: Array<SearchType>,
};

export const searchQuery = ({ id, query, timerange, streams, searchTypes }: SearchQueryOptions): SearchQuery => ({
  id: id ?? newId(),
  query: elasticsearchQuery(query),
  timerange,
  filter: streamsFilter(streams),
  search_types: searchTypes,
});

/** Graylog's parameter type when a parameter names none. */
export const DEFAULT_PARAMETER_TYPE = 'value-parameter-v1';

export const searchRequest = (queries: Array<SearchQuery>, parameters: Array<SearchParameter> = []): SearchRequest => ({
  id: newId(),
  queries,
  parameters: parameters.map((parameter) => ({ ...parameter, type: parameter.type || DEFAULT_PARAMETER_TYPE })),
});

/** Data spec: a parameter is required when it is neither optional nor has a default. */
export const isRequiredParameter = (parameter: SearchParameter): boolean => (
  parameter.optional !== true && (parameter.defaultValue === undefined || parameter.defaultValue === null)
);

/** The names of required parameters that `bindings` gives no value. */
export const unboundParameters = (parameters: ReadonlyArray<SearchParameter>, bindings: Record<string, unknown> = {}): Array<string> => (
  parameters.filter((parameter) => isRequiredParameter(parameter) && !(parameter.name in bindings)
    && (parameter.binding === undefined || parameter.binding === null))
    .map((parameter) => parameter.name)
);

const resultOf = (job: SearchJob | null | undefined, queryId: string, searchTypeId: string): SearchTypeResult | undefined => (
  job?.results[queryId]?.search_types[searchTypeId]
);

/** The messages search type's result, if the job has one. */
export const messagesOf = (job: SearchJob | null | undefined, queryId: string, searchTypeId: string): MessagesResult | undefined => {
  const result = resultOf(job, queryId, searchTypeId);
  return result?.type === 'messages' ? result : undefined;
};

const pivotOf = (job: SearchJob | null | undefined, queryId: string, searchTypeId: string): PivotResult | undefined => {
  const result = resultOf(job, queryId, searchTypeId);
  return result?.type === 'pivot' ? result : undefined;
};

/** The count of a leaf row; the rollup row (key []) that holds the total is not a leaf. */
const countOf = (row: PivotRow): number | undefined => {
  const value = row.values.find((candidate) => candidate.key[candidate.key.length - 1] === COUNT_SERIES) ?? row.values[0];
  return value && typeof value.value === 'number' ? value.value : undefined;
};

const leafRows = (pivot: PivotResult | undefined): Array<PivotRow> => (
  (pivot?.rows ?? []).filter((row) => row.source === 'leaf' && row.key.length > 0)
);

/** [bucket start in epoch ms, count] per time bucket, oldest first. */
export const histogramOf = (job: SearchJob | null | undefined, queryId: string, searchTypeId: string): Array<[number, number]> => (
  leafRows(pivotOf(job, queryId, searchTypeId))
    .map((row): [number, number] => [Date.parse(row.key[0]), countOf(row) ?? 0])
    .filter(([time]) => Number.isFinite(time))
    .sort(([a], [b]) => a - b)
);

/** Each value of the terms search type with its count, in the server's order (most frequent first). */
export const termsOf = (job: SearchJob | null | undefined, queryId: string, searchTypeId: string): Array<{ value: string, count: number }> => (
  leafRows(pivotOf(job, queryId, searchTypeId)).map((row) => ({ value: row.key[0], count: countOf(row) ?? 0 }))
);
