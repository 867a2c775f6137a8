// The shapes shared by the ingest path: codecs produce MessageFields, the processor completes them,
// the message store keeps them in the indices of the default index set.
import type { CompiledQuery } from '../search/query';

/**
 * A message's fields as Graylog stores them: `message`, `source`, `timestamp` (ISO 8601 UTC with
 * milliseconds, "2024-05-01T12:00:00.123Z"), `_id`, the `gl2_*` fields, `streams` (array of ids) and
 * every custom field (GELF `_marker` is stored as `marker`). Values are strings, numbers, booleans or arrays.
 */
export type MessageFields = Record<string, unknown>;

/** One stored message: where it is and its fields (which include `_id`). */
export interface StoredMessage {
  index: string;
  id: string;
  fields: MessageFields;
}

/** Which messages a search, a histogram or a terms count looks at. */
export interface MessageFilter {
  /** The compiled query (search/query.ts compileQuery): its predicate and its index plan. */
  query: CompiledQuery;
  /**
   * Keeps only messages routed into at least one of these streams (their `streams` field); null keeps
   * messages of every stream. The search job and universal search narrow it to the streams the user may read.
   */
  streams: readonly string[] | null;
  /** Inclusive time range over the message timestamp, epoch ms. */
  fromMs: number;
  toMs: number;
}

export interface MessageSearchRequest extends MessageFilter {
  limit: number;
  offset: number;
  /** Default: timestamp descending. */
  sort?: { field: string; order: 'asc' | 'desc' };
}

export interface MessageSearchResult {
  messages: StoredMessage[];
  /** All matching messages in the range, not only the returned page. */
  total: number;
  /** Index names that were searched. */
  usedIndices: string[];
}

/** A time bucket of a histogram: [startMs, startMs + interval). */
export interface HistogramBucket {
  startMs: number;
  count: number;
}

export interface TermsCount {
  /**
   * The field's value as stored (an array value counts once per distinct element); `source` lower-cased and
   * `message`/`full_message` by their terms, as Elasticsearch counts Graylog's analyzed fields.
   */
  value: string | number | boolean;
  count: number;
}

export interface TermsResult {
  /** The most frequent values, most frequent first (ties: value ascending), at most `limit`. */
  buckets: TermsCount[];
  /** Messages matching the filter. */
  total: number;
  /** Matching messages without the field. */
  missing: number;
  /** Matching messages whose value is not among the buckets. */
  other: number;
}

/** Elasticsearch's names, as Graylog's field types call reports them. */
export type FieldTypeName = 'string' | 'long' | 'double' | 'boolean' | 'date';

export interface FieldTypeInfo {
  name: string;
  type: FieldTypeName;
  /** The indices where the field occurs. */
  indices: string[];
}

/** The durable home of messages: one SQLite file per index under `<dataDir>/indices/`. */
export interface MessageStore {
  /**
   * Appends messages (each with `_id` and `timestamp`) to the index the deflector points at. Resolves once
   * they are committed to disk: writes from many callers are grouped into one transaction (group commit).
   */
  write(messages: MessageFields[]): Promise<void>;
  /** One message by index and id, or null. */
  get(index: string, id: string): StoredMessage | null;
  search(request: MessageSearchRequest): MessageSearchResult;
  /** Counts of the matching messages per time bucket; buckets start at multiples of intervalMs (epoch), ascending, empty ones left out. */
  histogram(filter: MessageFilter, intervalMs: number): HistogramBucket[];
  /** The most frequent values of a field among the matching messages. */
  terms(filter: MessageFilter, field: string, limit: number): TermsResult;
  /**
   * The fields of the messages in the indices the range overlaps (all messages of those indices, as
   * Elasticsearch's mappings; only those of the given streams), with their types, sorted by name.
   */
  fieldTypes(fromMs: number, toMs: number, streams: readonly string[] | null): FieldTypeInfo[];
  /** Messages in every index. */
  totalCount(): number;
  /** The index new messages go to (`graylog_0` first). */
  writeIndex(): string;
  /** Flushes what is queued and closes every index file. */
  close(): Promise<void>;
}
