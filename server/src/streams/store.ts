// Persistence of streams and their rules. A stream is a row of `streams` (the columns queries need, and
// Graylog's stream JSON in `data`); its rules are rows of `stream_rules`, its outputs rows of
// `stream_outputs` (joined with `outputs`), so a stream read here always carries both. Deleting a stream
// takes its rules, output attachments and shares with it.
import { deleteGrantsForTarget, registerNewEntity } from '../authz/grantsStore';
import { grnString } from '../authz/grn';
import { cachedStatement } from '../db/statements';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import type { UserRecord } from '../users/store';
import { DEFAULT_EVENTS_STREAM_ID, DEFAULT_STREAM_ID, DEFAULT_SYSTEM_EVENTS_STREAM_ID } from './defaults';
import { isRuleType } from './ruleTypes';
import type { AlertReceivers, MatchingType, StreamRecord, StreamRow, StreamRule } from './types';

// Their home is defaults.ts; the events area reads them from here.
export { DEFAULT_EVENTS_STREAM_ID, DEFAULT_SYSTEM_EVENTS_STREAM_ID };

/** Streams the server manages itself: nobody edits, pauses, deletes or clones them, and no message is routed into the events streams. */
export const SYSTEM_STREAM_IDS: ReadonlySet<string> = new Set([DEFAULT_STREAM_ID, DEFAULT_EVENTS_STREAM_ID, DEFAULT_SYSTEM_EVENTS_STREAM_ID]);

export function streamGrn(streamId: string): string {
  return grnString('stream', streamId);
}

interface StoredStreamData {
  description?: string | null;
  matching_type?: string;
  remove_matches_from_default_stream?: boolean;
  created_at?: string;
  creator_user_id?: string;
  content_pack?: string | null;
  alert_conditions?: unknown[];
  alert_receivers?: Partial<AlertReceivers>;
}

function parseData(text: string): StoredStreamData {
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null ? data : {};
  } catch {
    return {};
  }
}

function ruleFromData(text: string): StreamRule | null {
  const data = parseData(text) as Partial<StreamRule>;
  if (typeof data.id !== 'string' || typeof data.stream_id !== 'string' || typeof data.type !== 'number' || !isRuleType(data.type)) return null;
  return {
    id: data.id,
    stream_id: data.stream_id,
    field: typeof data.field === 'string' ? data.field : '',
    type: data.type,
    value: typeof data.value === 'string' ? data.value : '',
    inverted: data.inverted === true,
    description: typeof data.description === 'string' ? data.description : '',
  };
}

function parseOutput(text: string): Record<string, unknown> | null {
  const data = parseData(text) as Record<string, unknown>;
  return typeof data.id === 'string' ? data : null;
}

/** The rules of each of the streams, in the order they were added: one statement for all of them. */
function rulesByStream(db: Db, streamIds: readonly string[]): Map<string, StreamRule[]> {
  const byStream = new Map<string, StreamRule[]>();
  if (streamIds.length === 0) return byStream;
  const rows = cachedStatement(db, `SELECT data FROM stream_rules
    WHERE stream_id IN (SELECT value FROM json_each(?)) ORDER BY rowid`, { mode: 'values' }).all(JSON.stringify(streamIds)) as string[];
  for (const text of rows) {
    const rule = ruleFromData(text);
    if (!rule) continue;
    const list = byStream.get(rule.stream_id);
    if (list) list.push(rule);
    else byStream.set(rule.stream_id, [rule]);
  }
  return byStream;
}

function outputsByStream(db: Db, streamIds: readonly string[]): Map<string, Record<string, unknown>[]> {
  const byStream = new Map<string, Record<string, unknown>[]>();
  if (streamIds.length === 0) return byStream;
  const rows = cachedStatement(db, `SELECT so.stream_id AS stream_id, o.data AS data FROM stream_outputs so
    JOIN outputs o ON o.id = so.output_id
    WHERE so.stream_id IN (SELECT value FROM json_each(?)) ORDER BY o.title COLLATE NOCASE, o.id`).all(JSON.stringify(streamIds)) as { stream_id: string; data: string }[];
  for (const row of rows) {
    const output = parseOutput(row.data);
    if (!output) continue;
    const list = byStream.get(row.stream_id);
    if (list) list.push(output);
    else byStream.set(row.stream_id, [output]);
  }
  return byStream;
}

function recordOf(row: StreamRow, rules: StreamRule[], outputs: Record<string, unknown>[]): StreamRecord {
  const data = parseData(row.data);
  const matchingType: MatchingType = data.matching_type === 'OR' ? 'OR' : 'AND';
  return {
    id: row.id,
    title: row.title,
    description: typeof data.description === 'string' ? data.description : null,
    rules,
    outputs,
    matching_type: matchingType,
    remove_matches_from_default_stream: data.remove_matches_from_default_stream === true,
    index_set_id: row.index_set_id,
    disabled: row.disabled === 1,
    is_default: row.is_default === 1,
    created_at: typeof data.created_at === 'string' ? data.created_at : '',
    creator_user_id: typeof data.creator_user_id === 'string' ? data.creator_user_id : '',
    content_pack: typeof data.content_pack === 'string' ? data.content_pack : null,
    alert_conditions: Array.isArray(data.alert_conditions) ? data.alert_conditions : [],
    alert_receivers: {
      emails: Array.isArray(data.alert_receivers?.emails) ? data.alert_receivers.emails : [],
      users: Array.isArray(data.alert_receivers?.users) ? data.alert_receivers.users : [],
    },
    is_editable: !SYSTEM_STREAM_IDS.has(row.id),
  };
}

/** Streams from their rows, with their rules and outputs (two statements however many rows). */
export function streamsFromRows(db: Db, rows: readonly StreamRow[]): StreamRecord[] {
  const ids = rows.map((row) => row.id);
  const rules = rulesByStream(db, ids);
  const outputs = outputsByStream(db, ids);
  return rows.map((row) => recordOf(row, rules.get(row.id) ?? [], outputs.get(row.id) ?? []));
}

export function findStream(db: Db, id: string): StreamRecord | undefined {
  const row = cachedStatement(db, 'SELECT * FROM streams WHERE id = ?').get(id) as StreamRow | undefined;
  return row ? streamsFromRows(db, [row])[0] : undefined;
}

/** The stream, or a 404 "Stream <id> not found". */
export function requireStream(db: Db, id: string): StreamRecord {
  const stream = findStream(db, id);
  if (!stream) throw notFound(`Stream ${id} not found`);
  return stream;
}

/** Every stream's title by id. */
export function streamTitles(db: Db): Map<string, string> {
  const rows = db.prepare('SELECT id, title FROM streams').all() as { id: string; title: string }[];
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** Every stream (only the enabled ones with `enabledOnly`), by title. */
export function listStreams(db: Db, { enabledOnly = false } = {}): StreamRecord[] {
  const rows = db.prepare(`SELECT * FROM streams ${enabledOnly ? 'WHERE disabled = 0' : ''} ORDER BY title COLLATE NOCASE, id`).all() as StreamRow[];
  return streamsFromRows(db, rows);
}

function storedData(stream: StreamRecord): string {
  const { rules: _rules, outputs: _outputs, is_editable: _editable, ...data } = stream;
  return JSON.stringify(data);
}

export function insertRule(db: Db, rule: StreamRule): void {
  db.prepare('INSERT INTO stream_rules (id, stream_id, data) VALUES (?, ?, ?)').run(rule.id, rule.stream_id, JSON.stringify(rule));
}

export function updateRule(db: Db, rule: StreamRule): void {
  db.prepare('UPDATE stream_rules SET data = ? WHERE id = ?').run(JSON.stringify(rule), rule.id);
}

export function deleteRule(db: Db, ruleId: string): void {
  db.prepare('DELETE FROM stream_rules WHERE id = ?').run(ruleId);
}

export function findRule(db: Db, ruleId: string): StreamRule | undefined {
  const text = cachedStatement(db, 'SELECT data FROM stream_rules WHERE id = ?', { mode: 'values' }).get(ruleId) as string | undefined;
  return text === undefined ? undefined : ruleFromData(text) ?? undefined;
}

/**
 * Stores a new stream with its rules (and output attachments, for a clone); its creator owns it. The
 * caller runs this inside a transaction with whatever else belongs to the same write.
 */
export function insertStream(db: Db, stream: StreamRecord, creator: UserRecord, nowMs: number): void {
  db.prepare('INSERT INTO streams (id, title, index_set_id, is_default, disabled, data) VALUES (?, ?, ?, ?, ?, ?)')
    .run(stream.id, stream.title, stream.index_set_id, stream.is_default ? 1 : 0, stream.disabled ? 1 : 0, storedData(stream));
  for (const rule of stream.rules) insertRule(db, rule);
  const attach = db.prepare('INSERT OR IGNORE INTO stream_outputs (stream_id, output_id) VALUES (?, ?)');
  for (const output of stream.outputs) if (typeof output.id === 'string') attach.run(stream.id, output.id);
  registerNewEntity(db, streamGrn(stream.id), creator, nowMs);
}

/** Saves a stream's own settings (not its rules or outputs). */
export function saveStream(db: Db, stream: StreamRecord): void {
  db.prepare('UPDATE streams SET title = ?, index_set_id = ?, disabled = ?, data = ? WHERE id = ?')
    .run(stream.title, stream.index_set_id, stream.disabled ? 1 : 0, storedData(stream), stream.id);
}

export function setStreamDisabled(db: Db, streamId: string, disabled: boolean): void {
  const stream = findStream(db, streamId);
  if (stream) saveStream(db, { ...stream, disabled });
}

/** Removes a stream, its rules and output attachments (cascading) and its shares. */
export function deleteStream(db: Db, streamId: string): void {
  db.transaction(() => {
    db.prepare('DELETE FROM streams WHERE id = ?').run(streamId);
    deleteGrantsForTarget(db, streamGrn(streamId));
  })();
}
