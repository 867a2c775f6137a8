// The streams every Graylog installation has, with ids fixed in Graylog (clients rely on them): "All
// messages" (000000000000000000000001), and the events streams "All events" (…002) and "All system events"
// (…003) of Graylog 4.0's V20190705071400_AddEventIndexSetsMigration, each on its own events index set.
// Each is created when missing, so a data folder made before the events streams existed gets them too.
import type { Db } from '../db/types';

export const DEFAULT_STREAM_ID = '000000000000000000000001';
export const DEFAULT_EVENTS_STREAM_ID = '000000000000000000000002';
export const DEFAULT_SYSTEM_EVENTS_STREAM_ID = '000000000000000000000003';

export function defaultStream(indexSetId: string, nowMs: number) {
  return {
    id: DEFAULT_STREAM_ID,
    title: 'All messages',
    description: 'Stream containing all messages',
    creator_user_id: 'local:admin',
    created_at: new Date(nowMs).toISOString(),
    rules: [],
    outputs: [],
    alert_conditions: [],
    alert_receivers: { emails: [], users: [] },
    matching_type: 'AND',
    disabled: false,
    is_default: true,
    remove_matches_from_default_stream: false,
    index_set_id: indexSetId,
    content_pack: null,
  };
}

type SystemStream = ReturnType<typeof defaultStream>;

/** What tells the two events streams apart. */
export interface EventsStreamSpec {
  id: string;
  title: string;
  description: string;
}

export const EVENTS_STREAM: EventsStreamSpec = {
  id: DEFAULT_EVENTS_STREAM_ID,
  title: 'All events',
  description: 'Stream containing all events created by Graylog',
};
export const SYSTEM_EVENTS_STREAM: EventsStreamSpec = {
  id: DEFAULT_SYSTEM_EVENTS_STREAM_ID,
  title: 'All system events',
  description: 'Stream containing all system events created by Graylog',
};

/** An events stream as Graylog creates it: no rules, not the default, its events kept out of "All messages". */
export function eventsStream(spec: EventsStreamSpec, indexSetId: string, nowMs: number): SystemStream {
  return {
    ...defaultStream(indexSetId, nowMs),
    ...spec,
    creator_user_id: 'admin',
    is_default: false,
    remove_matches_from_default_stream: true,
  };
}

/** Stores the stream unless one with its id exists; true when it was created. */
function ensureSystemStream(db: Db, stream: SystemStream): boolean {
  if (db.prepare('SELECT 1 FROM streams WHERE id = ?').get(stream.id)) return false;
  db.prepare('INSERT INTO streams (id, title, index_set_id, is_default, disabled, data) VALUES (?, ?, ?, ?, 0, ?)')
    .run(stream.id, stream.title, stream.index_set_id, stream.is_default ? 1 : 0, JSON.stringify(stream));
  return true;
}

export function ensureDefaultStream(db: Db, indexSetId: string, nowMs: number): boolean {
  return ensureSystemStream(db, defaultStream(indexSetId, nowMs));
}

export function ensureEventsStream(db: Db, spec: EventsStreamSpec, indexSetId: string, nowMs: number): boolean {
  return ensureSystemStream(db, eventsStream(spec, indexSetId, nowMs));
}
