// The inputs table: the Graylog input summary as JSON plus the columns queries need.
import type { Db } from '../db/types';
import type { Configuration } from './configuration';

export type DesiredState = 'RUNNING' | 'STOPPED';

/** Graylog's InputSummary, as stored and answered. */
export interface InputSummary {
  id: string;
  title: string;
  global: boolean;
  name: string;
  content_pack: null;
  created_at: string;
  type: string;
  creator_user_id: string;
  attributes: Configuration;
  static_fields: Record<string, string>;
  node: string | null;
}

export interface InputRecord {
  summary: InputSummary;
  desiredState: DesiredState;
}

interface InputRow {
  id: string;
  desired_state: DesiredState;
  data: string;
}

const fromRow = (row: InputRow): InputRecord => ({ summary: JSON.parse(row.data) as InputSummary, desiredState: row.desired_state });

export function findInput(db: Db, id: string): InputRecord | undefined {
  const row = db.prepare('SELECT id, desired_state, data FROM inputs WHERE id = ?').get(id) as InputRow | undefined;
  return row ? fromRow(row) : undefined;
}

export function listInputs(db: Db): InputRecord[] {
  return (db.prepare('SELECT id, desired_state, data FROM inputs ORDER BY title COLLATE NOCASE, id').all() as InputRow[]).map(fromRow);
}

export function listInputIdsToRun(db: Db): string[] {
  return (db.prepare("SELECT id FROM inputs WHERE desired_state = 'RUNNING' ORDER BY id").all() as { id: string }[]).map((row) => row.id);
}

export function insertInput(db: Db, summary: InputSummary, desiredState: DesiredState = 'STOPPED'): void {
  db.prepare('INSERT INTO inputs (id, title, type, global, node, desired_state, data) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    summary.id,
    summary.title,
    summary.type,
    summary.global ? 1 : 0,
    summary.node,
    desiredState,
    JSON.stringify(summary),
  );
}

export function saveInput(db: Db, summary: InputSummary): void {
  db.prepare('UPDATE inputs SET title = ?, type = ?, global = ?, node = ?, data = ? WHERE id = ?').run(
    summary.title,
    summary.type,
    summary.global ? 1 : 0,
    summary.node,
    JSON.stringify(summary),
    summary.id,
  );
}

export function setDesiredState(db: Db, id: string, state: DesiredState): void {
  db.prepare('UPDATE inputs SET desired_state = ? WHERE id = ?').run(state, id);
}

export function deleteInput(db: Db, id: string): boolean {
  return db.prepare('DELETE FROM inputs WHERE id = ?').run(id).changes > 0;
}
