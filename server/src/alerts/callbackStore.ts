import { cachedStatement } from '../db/statements';
import type { Db } from '../db/types';
import type { AlarmCallback } from './types';

function parse(text: string): AlarmCallback {
  return JSON.parse(text) as AlarmCallback;
}

export function findCallback(db: Db, id: string): AlarmCallback | undefined {
  const text = cachedStatement(db, 'SELECT data FROM alarm_callbacks WHERE id = ?', { mode: 'values' }).get(id) as string | undefined;
  return text === undefined ? undefined : parse(text);
}

/** The callbacks of a stream, oldest first. */
export function callbacksOfStream(db: Db, streamId: string): AlarmCallback[] {
  const rows = cachedStatement(db, 'SELECT data FROM alarm_callbacks WHERE stream_id = ? ORDER BY rowid', { mode: 'values' }).all(streamId) as string[];
  return rows.map(parse);
}

/** The callbacks of every stream the filter lets through. */
export function allCallbacks(db: Db, include: (streamId: string) => boolean): AlarmCallback[] {
  const rows = db.prepare('SELECT stream_id, data FROM alarm_callbacks ORDER BY rowid').all() as { stream_id: string; data: string }[];
  return rows.filter((row) => include(row.stream_id)).map((row) => parse(row.data));
}

export function saveCallback(db: Db, callback: AlarmCallback): void {
  db.prepare(`INSERT INTO alarm_callbacks (id, stream_id, data) VALUES (?, ?, ?)
    ON CONFLICT(id) DO UPDATE SET data = excluded.data`).run(callback.id, callback.stream_id, JSON.stringify(callback));
}

export function deleteCallback(db: Db, id: string): void {
  db.prepare('DELETE FROM alarm_callbacks WHERE id = ?').run(id);
}
