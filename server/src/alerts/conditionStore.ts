// Conditions are kept in their stream's JSON (`alert_conditions`), as in Graylog, so a stream read anywhere
// carries them. Writes read and save the stream inside the caller's transaction.
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { findStream, saveStream, streamsFromRows } from '../streams/store';
import type { StreamRecord, StreamRow } from '../streams/types';
import type { ConditionParameters, StoredCondition } from './types';

function isParameters(value: unknown): value is ConditionParameters {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function conditionOf(value: unknown): StoredCondition | null {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Partial<Record<keyof StoredCondition, unknown>>;
  if (typeof data.id !== 'string' || typeof data.type !== 'string' || !isParameters(data.parameters)) return null;
  return {
    id: data.id,
    type: data.type,
    creator_user_id: typeof data.creator_user_id === 'string' ? data.creator_user_id : '',
    created_at: typeof data.created_at === 'string' ? data.created_at : '',
    parameters: data.parameters,
    title: typeof data.title === 'string' ? data.title : null,
  };
}

export function conditionsOf(stream: StreamRecord): StoredCondition[] {
  return stream.alert_conditions.map(conditionOf).filter((condition): condition is StoredCondition => condition !== null);
}

export function requireCondition(stream: StreamRecord, conditionId: string): StoredCondition {
  const condition = conditionsOf(stream).find((candidate) => candidate.id === conditionId);
  if (!condition) throw notFound(`Alert condition ${conditionId} not found in stream ${stream.id}`);
  return condition;
}

function replaceConditions(db: Db, streamId: string, change: (conditions: StoredCondition[]) => StoredCondition[]): void {
  const stream = findStream(db, streamId);
  if (!stream) throw notFound(`Stream ${streamId} not found`);
  saveStream(db, { ...stream, alert_conditions: change(conditionsOf(stream)) });
}

export function addCondition(db: Db, streamId: string, condition: StoredCondition): void {
  replaceConditions(db, streamId, (conditions) => [...conditions, condition]);
}

export function updateCondition(db: Db, streamId: string, condition: StoredCondition): void {
  replaceConditions(db, streamId, (conditions) => conditions.map((old) => (old.id === condition.id ? condition : old)));
}

export function removeCondition(db: Db, streamId: string, conditionId: string): void {
  replaceConditions(db, streamId, (conditions) => conditions.filter((old) => old.id !== conditionId));
}

/** Streams with at least one condition, for the scanner (streams without any are not read at all). */
export function streamsWithConditions(db: Db): StreamRecord[] {
  const rows = db.prepare(`SELECT * FROM streams
    WHERE json_array_length(json_extract(data, '$.alert_conditions')) > 0 ORDER BY id`).all() as StreamRow[];
  return streamsFromRows(db, rows);
}
