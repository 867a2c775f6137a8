// The shapes shared by the ingest path: codecs produce MessageFields, the processor completes them,
// the message store keeps them in the indices of the default index set.

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

export interface MessageSearchRequest {
  /** Keeps a message when true; compiled from a Lucene query by search/query.ts. */
  matches: (fields: MessageFields) => boolean;
  /**
   * True when `matches` keeps every message (the query `*`): the store then counts and pages with the
   * ts index alone, without reading the messages of the range.
   */
  matchesAll?: boolean;
  /** Inclusive time range over the message timestamp, epoch ms. */
  fromMs: number;
  toMs: number;
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
  /** The index new messages go to (`graylog_0` first). */
  writeIndex(): string;
  /** Flushes what is queued and closes every index file. */
  close(): Promise<void>;
}
