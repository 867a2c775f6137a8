// Alerts (one per triggering of a condition, open until the condition no longer holds) and the record of each
// alarm callback run for an alert.
import { cachedStatement } from '../db/statements';
import type { Db } from '../db/types';
import type { AlarmCallbackHistory, Alert, ConditionParameters } from './types';

export type AlertState = 'any' | 'resolved' | 'unresolved';

interface AlertRow {
  id: string;
  stream_id: string;
  condition_id: string;
  triggered_at: number;
  resolved_at: number | null;
  is_interval: number;
  description: string;
  condition_parameters: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

function toAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    condition_id: row.condition_id,
    stream_id: row.stream_id,
    description: row.description,
    condition_parameters: JSON.parse(row.condition_parameters) as ConditionParameters,
    triggered_at: iso(row.triggered_at),
    resolved_at: row.resolved_at === null ? null : iso(row.resolved_at),
    is_interval: row.is_interval === 1,
  };
}

/** Graylog: an alert without an interval (from before alerts had one) counts as resolved. */
export function isResolved(alert: Alert): boolean {
  return !alert.is_interval || alert.resolved_at !== null;
}

export function insertAlert(db: Db, alert: Alert): void {
  db.prepare(`INSERT INTO alerts (id, stream_id, condition_id, triggered_at, resolved_at, is_interval, description, condition_parameters)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(
    alert.id, alert.stream_id, alert.condition_id, Date.parse(alert.triggered_at),
    alert.resolved_at === null ? null : Date.parse(alert.resolved_at), alert.is_interval ? 1 : 0,
    alert.description, JSON.stringify(alert.condition_parameters),
  );
}

export function resolveAlert(db: Db, alertId: string, nowMs: number): void {
  db.prepare('UPDATE alerts SET resolved_at = ? WHERE id = ? AND resolved_at IS NULL').run(nowMs, alertId);
}

export function findAlert(db: Db, alertId: string): Alert | undefined {
  const row = cachedStatement(db, 'SELECT * FROM alerts WHERE id = ?').get(alertId) as AlertRow | undefined;
  return row ? toAlert(row) : undefined;
}

export function lastAlertOfCondition(db: Db, streamId: string, conditionId: string): Alert | undefined {
  const row = cachedStatement(db, `SELECT * FROM alerts WHERE stream_id = ? AND condition_id = ?
    ORDER BY triggered_at DESC, rowid DESC LIMIT 1`).get(streamId, conditionId) as AlertRow | undefined;
  return row ? toAlert(row) : undefined;
}

const STATE_SQL: Record<AlertState, string> = {
  any: '',
  resolved: 'AND (is_interval = 0 OR resolved_at IS NOT NULL)',
  unresolved: 'AND is_interval = 1 AND resolved_at IS NULL',
};

/** Streams to look in: a list, or null for every stream. */
export type StreamScope = readonly string[] | null;

function scopeSql(scope: StreamScope): string {
  return scope === null ? '1 = 1' : 'stream_id IN (SELECT value FROM json_each(@streams))';
}

export interface AlertQuery {
  scope: StreamScope;
  state?: AlertState;
  sinceMs?: number;
  skip?: number;
  limit: number;
}

/** Newest first. */
export function listAlerts(db: Db, query: AlertQuery): Alert[] {
  const sql = `SELECT * FROM alerts WHERE ${scopeSql(query.scope)} ${STATE_SQL[query.state ?? 'any']}
    AND triggered_at >= @since ORDER BY triggered_at DESC, rowid DESC LIMIT @limit OFFSET @skip`;
  const rows = db.prepare(sql).all({
    streams: JSON.stringify(query.scope ?? []), since: query.sinceMs ?? 0, limit: query.limit, skip: query.skip ?? 0,
  }) as AlertRow[];
  return rows.map(toAlert);
}

export function countAlerts(db: Db, scope: StreamScope, state: AlertState = 'any'): number {
  const sql = `SELECT COUNT(*) FROM alerts WHERE ${scopeSql(scope)} ${STATE_SQL[state]}`;
  return db.prepare(sql).pluck().get({ streams: JSON.stringify(scope ?? []) }) as number;
}

export function insertHistory(db: Db, history: AlarmCallbackHistory): void {
  db.prepare('INSERT INTO alarm_callback_history (id, alert_id, condition_id, created_at, data) VALUES (?, ?, ?, ?, ?)')
    .run(history.id, history.alert_id, history.alertcondition_id, Date.parse(history.created_at), JSON.stringify(history));
}

/** The runs of callbacks for an alert, oldest first. */
export function historyOfAlert(db: Db, alertId: string): AlarmCallbackHistory[] {
  const rows = cachedStatement(db, 'SELECT data FROM alarm_callback_history WHERE alert_id = ? ORDER BY created_at, rowid', { mode: 'values' })
    .all(alertId) as string[];
  return rows.map((text) => JSON.parse(text) as AlarmCallbackHistory);
}
