// The wire shapes of Graylog 4's search API (POST /views/search, execute, status), shared by the
// search page, dashboards, sources and the stores that call the API. Names are Graylog's.

export type RelativeTimeRange = { type: 'relative'; range: number };
export type AbsoluteTimeRange = { type: 'absolute'; from: string; to: string };
export type KeywordTimeRange = { type: 'keyword'; keyword: string };
export type TimeRange = RelativeTimeRange | AbsoluteTimeRange | KeywordTimeRange;

export type ElasticsearchQueryString = { type: 'elasticsearch'; query_string: string };

/** A stream filter: `{type: 'or', filters: [{type: 'stream', id}]}`. */
export type StreamFilter = { type: 'stream'; id: string };
export type SearchFilter = { type: 'or'; filters: StreamFilter[] } | StreamFilter;

export type SortConfig = { field: string; order: 'ASC' | 'DESC' };

export type MessagesSearchType = {
  id: string;
  type: 'messages';
  limit: number;
  offset: number;
  sort?: SortConfig[];
  decorators?: Decorator[];
  /** Overrides of the query's own; null or absent: the query's. */
  query?: ElasticsearchQueryString | null;
  timerange?: TimeRange | null;
  filter?: SearchFilter | null;
  streams?: string[];
  name?: string | null;
};

/** A time interval of a histogram: automatic (scaled), or fixed. */
export type Interval = { type: 'auto'; scaling?: number } | { type: 'timeunit'; value: number; unit: 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' };

export type PivotGroup = { type: 'time'; field: string; interval: Interval } | { type: 'values'; field: string; limit: number };
export type PivotSeries = { type: 'count'; id: string; field?: string | null };

export type PivotSearchType = {
  id: string;
  type: 'pivot';
  row_groups: PivotGroup[];
  column_groups: PivotGroup[];
  series: PivotSeries[];
  rollup: boolean;
  sort: Array<{ type: 'pivot' | 'series'; field: string; direction: 'Ascending' | 'Descending' }>;
  query?: ElasticsearchQueryString | null;
  timerange?: TimeRange | null;
  filter?: SearchFilter | null;
  streams?: string[];
  name?: string | null;
};

export type SearchType = MessagesSearchType | PivotSearchType;

export type SearchQuery = {
  id: string;
  query: ElasticsearchQueryString;
  timerange: TimeRange;
  filter?: SearchFilter | null;
  search_types: SearchType[];
};

export type SearchParameter = {
  type: string;
  name: string;
  title?: string;
  description?: string;
  dataType?: string;
  defaultValue?: unknown;
  optional?: boolean;
  binding?: { type: string; value?: unknown } | null;
};

/** The body of POST /views/search, and what GET /views/search/{id} answers (with owner and created_at). */
export type SearchRequest = {
  id: string;
  queries: SearchQuery[];
  parameters: SearchParameter[];
  owner?: string;
  created_at?: string;
};

export type Decorator = { id?: string; type: string; config: Record<string, unknown>; stream: string | null; order: number };

export type ResultMessage = {
  message: Record<string, unknown> & { _id: string; timestamp?: string };
  index: string;
  highlight_ranges: Record<string, Array<{ start: number; length: number }>>;
  decoration_stats: { added_fields: Record<string, unknown>; changed_fields: Record<string, unknown>; removed_fields: Record<string, unknown> } | null;
};

export type MessagesResult = {
  id: string;
  type: 'messages';
  messages: ResultMessage[];
  total_results: number;
  effective_timerange: AbsoluteTimeRange;
};

export type PivotValue = { key: string[]; value: number; rollup: boolean; source: string };
export type PivotRow = { key: string[]; values: PivotValue[]; source: 'leaf' | 'non-leaf' };

export type PivotResult = {
  id: string;
  type: 'pivot';
  rows: PivotRow[];
  total: number;
  effective_timerange: AbsoluteTimeRange;
};

export type SearchTypeResult = MessagesResult | PivotResult;

export type SearchError = {
  description: string;
  query_id: string | null;
  search_type_id?: string | null;
  backtrace: string | null;
  type: string;
  /** Only when type is result_window_limit. */
  result_window_limit?: number;
  /** Where a query that does not parse failed (this server adds them; a real Graylog does not). */
  line?: number;
  column?: number;
};

export type QueryResult = {
  query: SearchQuery;
  execution_stats: { duration: number; timestamp: string; effective_timerange: AbsoluteTimeRange };
  search_types: Record<string, SearchTypeResult>;
  errors: SearchError[];
  state: 'COMPLETED' | 'FAILED' | 'CANCELLED' | 'RUNNING';
};

/** The answer of execute and of status. */
export type SearchJob = {
  id: string;
  search_id: string;
  owner: string;
  execution: { done: boolean; cancelled: boolean; completed_exceptionally: boolean };
  results: Record<string, QueryResult>;
  errors: SearchError[];
};

export type ExecutionBody = {
  parameter_bindings?: Record<string, { type: 'value'; value: unknown }>;
  global_override?: { timerange?: TimeRange; query?: ElasticsearchQueryString; keep_search_types?: string[] };
};
