// Events are kept in their own table (Graylog writes them to its events index, "gl-events"), each with the
// messages it was made from, and searched here: time range, alert and definition filters in SQL, then the
// query (Graylog's query language over the event's fields) and the reader's permissions per event.
import type { Db } from '../db/types';
import type { CompiledQuery } from '../search/query';
import { checkSearchTime } from '../search/searchTime';
import { publicEvent, type EventDto, type SourceMessageRef, type StoredEventDto } from './types';

/** The name events report as their index, as Graylog's default events index set names its first index. */
export const EVENTS_INDEX = 'gl-events_0';
export const EVENTS_INDEX_TYPE = 'message';

export interface StoredEvent {
  event: StoredEventDto;
  sources: SourceMessageRef[];
}

export function insertEvents(db: Db, events: readonly StoredEvent[]): void {
  const insert = db.prepare('INSERT INTO events (id, definition_id, timestamp, alert, data, source_messages) VALUES (?, ?, ?, ?, ?, ?)');
  for (const { event, sources } of events) {
    insert.run(event.id, event.event_definition_id, Date.parse(event.timestamp), event.alert ? 1 : 0, JSON.stringify(event), JSON.stringify(sources));
  }
}

export function findEvent(db: Db, id: string): StoredEvent | undefined {
  const row = db.prepare('SELECT data, source_messages FROM events WHERE id = ?').get(id) as { data: string; source_messages: string } | undefined;
  return row ? { event: JSON.parse(row.data) as EventDto, sources: JSON.parse(row.source_messages) as SourceMessageRef[] } : undefined;
}

export interface EventQuery {
  fromMs: number;
  toMs: number;
  alerts: 'include' | 'exclude' | 'only';
  definitions: readonly string[];
  query: CompiledQuery;
  /** Whether the reader may see the event. */
  visible: (event: EventDto) => boolean;
  /** The query matches every event and the reader may see every event: SQL alone answers (count, LIMIT/OFFSET). */
  sqlOnly: boolean;
  sortBy: string;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/** The event as the query language sees it: its fields, `fields.<name>` for its own fields, free text over message and key. */
export function searchableEvent(event: StoredEventDto): Record<string, unknown> {
  const doc: Record<string, unknown> = {
    ...event,
    message: event.key ? `${event.message} ${event.key}` : event.message,
  };
  delete doc.fields;
  delete doc.group_by_fields;
  for (const [name, value] of Object.entries(event.fields)) doc[`fields.${name}`] = value;
  for (const [name, value] of Object.entries(event.group_by_fields ?? {})) doc[`group_by_fields.${name}`] = value;
  return doc;
}

function compareBy(field: string, order: 'asc' | 'desc'): (a: EventDto, b: EventDto) => number {
  const sign = order === 'asc' ? 1 : -1;
  const valueOf = (event: EventDto): unknown => (field === 'timestamp' ? Date.parse(event.timestamp) : (event as unknown as Record<string, unknown>)[field]);
  return (a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (x === y) return 0;
    if (x === undefined || x === null) return 1;
    if (y === undefined || y === null) return -1;
    return (x < y ? -1 : 1) * sign;
  };
}

/** Rows read per statement in a scan: small enough that the time limit is checked often. */
export const SCAN_PAGE_ROWS = 500;

interface EventRow {
  seq: number;
  timestamp: number;
  data: string;
}

/**
 * Finds a page of events. Every statement reads a bounded page with .all(), never an iterator: a time limit
 * that stops the search between rows (or the regex watchdog, in the middle of one) must not leave a statement
 * open on the main connection, which would make every later statement fail as "busy". Without a query and
 * with every event visible, SQL counts and pages (the timestamp index); otherwise the rows are scanned in
 * pages in time order, checking the search's deadline after each, and only the asked page is kept unless the
 * order is by another field.
 */
export function searchEvents(db: Db, request: EventQuery): { events: EventDto[]; total: number } {
  const clauses = ['timestamp BETWEEN ? AND ?'];
  const params: unknown[] = [request.fromMs, request.toMs];
  if (request.alerts === 'only') clauses.push('alert = 1');
  if (request.alerts === 'exclude') clauses.push('alert = 0');
  if (request.definitions.length > 0) {
    clauses.push('definition_id IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(request.definitions));
  }
  const byTime = request.sortBy === 'timestamp';
  const direction = byTime && request.order === 'asc' ? 'ASC' : 'DESC';
  const start = (request.page - 1) * request.perPage;
  if (request.sqlOnly && byTime) {
    const where = clauses.join(' AND ');
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM events WHERE ${where}`).get(...params) as { n: number }).n;
    const rows = db.prepare(`SELECT data FROM events WHERE ${where} ORDER BY timestamp ${direction}, seq ${direction} LIMIT ? OFFSET ?`)
      .all(...params, request.perPage, start) as { data: string }[];
    return { events: rows.map((row) => publicEvent(JSON.parse(row.data) as StoredEventDto)), total };
  }
  const matching: EventDto[] = [];
  let total = 0;
  // After the previous page's last row; the plain bound on timestamp lets SQLite seek in the timestamp index.
  const after = direction === 'DESC' ? 'timestamp <= ? AND (timestamp < ? OR seq < ?)' : 'timestamp >= ? AND (timestamp > ? OR seq > ?)';
  const first = db.prepare(`SELECT seq, timestamp, data FROM events WHERE ${clauses.join(' AND ')} ORDER BY timestamp ${direction}, seq ${direction} LIMIT ?`);
  const next = db.prepare(`SELECT seq, timestamp, data FROM events WHERE ${[...clauses, after].join(' AND ')} ORDER BY timestamp ${direction}, seq ${direction} LIMIT ?`);
  let rows = first.all(...params, SCAN_PAGE_ROWS) as EventRow[];
  while (rows.length > 0) {
    for (const row of rows) {
      const event = JSON.parse(row.data) as StoredEventDto;
      if (!request.visible(event) || !request.query(searchableEvent(event))) continue;
      // In time order only the asked page is kept; any other order needs every match to sort.
      if (!byTime || (total >= start && total < start + request.perPage)) matching.push(publicEvent(event));
      total += 1;
    }
    checkSearchTime();
    if (rows.length < SCAN_PAGE_ROWS) break;
    const last = rows[rows.length - 1];
    rows = next.all(...params, last.timestamp, last.timestamp, last.seq, SCAN_PAGE_ROWS) as EventRow[];
  }
  if (byTime) return { events: matching, total };
  matching.sort(compareBy(request.sortBy, request.order));
  return { events: matching.slice(start, start + request.perPage), total };
}
