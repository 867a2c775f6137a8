// The "All messages" stream. Its id is fixed in Graylog (000000000000000000000001), and
// clients rely on that, so it is fixed here too.
import type { Db } from '../db/types';

export const DEFAULT_STREAM_ID = '000000000000000000000001';

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

export function ensureDefaultStream(db: Db, indexSetId: string, nowMs: number): boolean {
  if (db.prepare('SELECT 1 FROM streams WHERE id = ?').get(DEFAULT_STREAM_ID)) return false;
  const stream = defaultStream(indexSetId, nowMs);
  db.prepare('INSERT INTO streams (id, title, index_set_id, is_default, disabled, data) VALUES (?, ?, ?, 1, 0, ?)')
    .run(stream.id, stream.title, stream.index_set_id, JSON.stringify(stream));
  return true;
}
