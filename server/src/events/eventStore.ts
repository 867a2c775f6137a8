// Events are kept in their own table (Graylog writes them to its events index, "gl-events"), each with the
// messages it was made from, and searched here: time range, alert and definition filters in SQL, then the
// query (Graylog's query language over the event's fields) and the reader's permissions per event.
import type { Db } from '../db/types';
import type { CompiledQuery } from '../search/query';
import type { EventDto, SourceMessageRef } from './types';

/** The name events report as their index, as Graylog's default events index set names its first index. */
export const EVENTS_INDEX = 'gl-events_0';
export const EVENTS_INDEX_TYPE = 'message';

export interface StoredEvent {
  event: EventDto;
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
  sortBy: string;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/** The event as the query language sees it: its fields, `fields.<name>` for its own fields, free text over message and key. */
export function searchableEvent(event: EventDto): Record<string, unknown> {
  const doc: Record<string, unknown> = {
    ...event,
    message: event.key ? `${event.message} ${event.key}` : event.message,
  };
  delete doc.fields;
  delete doc.group_by_fields;
  for (const [name, value] of Object.entries(event.fields)) doc[`fields.${name}`] = value;
  for (const [name, value] of Object.entries(event.group_by_fields)) doc[`group_by_fields.${name}`] = value;
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

export function searchEvents(db: Db, request: EventQuery): { events: EventDto[]; total: number } {
  const clauses = ['timestamp BETWEEN ? AND ?'];
  const params: unknown[] = [request.fromMs, request.toMs];
  if (request.alerts === 'only') clauses.push('alert = 1');
  if (request.alerts === 'exclude') clauses.push('alert = 0');
  if (request.definitions.length > 0) {
    clauses.push('definition_id IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(request.definitions));
  }
  const matching: EventDto[] = [];
  for (const row of db.prepare(`SELECT data FROM events WHERE ${clauses.join(' AND ')} ORDER BY timestamp DESC, seq DESC`).iterate(...params) as Iterable<{ data: string }>) {
    const event = JSON.parse(row.data) as EventDto;
    if (request.visible(event) && request.query(searchableEvent(event))) matching.push(event);
  }
  if (request.sortBy !== 'timestamp' || request.order !== 'desc') matching.sort(compareBy(request.sortBy, request.order));
  const start = (request.page - 1) * request.perPage;
  return { events: matching.slice(start, start + request.perPage), total: matching.length };
}
