// Outputs (`outputs`: Graylog's output JSON, id included, in `data`, which the streams store also reads for a
// stream's `outputs`) and which streams forward to them (`stream_outputs`).
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import type { OutputConfiguration } from './configuration';

/** Graylog's OutputSummary: what every outputs call answers for one output. */
export interface OutputSummary {
  id: string;
  title: string;
  type: string;
  creator_user_id: string;
  created_at: string;
  configuration: OutputConfiguration;
  content_pack: string | null;
}

interface OutputRow {
  id: string;
  title: string;
  type: string;
  data: string;
}

function fromRow(row: OutputRow): OutputSummary {
  const data = JSON.parse(row.data) as OutputSummary;
  return { ...data, id: row.id, title: row.title, type: row.type };
}

export function listOutputs(db: Db): OutputSummary[] {
  return (db.prepare('SELECT * FROM outputs ORDER BY title COLLATE NOCASE, id').all() as OutputRow[]).map(fromRow);
}

export function findOutput(db: Db, id: string): OutputSummary | undefined {
  const row = db.prepare('SELECT * FROM outputs WHERE id = ?').get(id) as OutputRow | undefined;
  return row ? fromRow(row) : undefined;
}

export function requireOutput(db: Db, id: string): OutputSummary {
  const output = findOutput(db, id);
  if (!output) throw notFound(`Output ${id} not found`);
  return output;
}

export function saveOutput(db: Db, output: OutputSummary): void {
  db.prepare(`INSERT INTO outputs (id, title, type, data) VALUES (?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET title = excluded.title, type = excluded.type, data = excluded.data`)
    .run(output.id, output.title, output.type, JSON.stringify(output));
}

/** Deletes the output; its stream attachments go with it (foreign key ON DELETE CASCADE). */
export function deleteOutput(db: Db, id: string): void {
  db.prepare('DELETE FROM outputs WHERE id = ?').run(id);
}

/** The outputs of one stream, by title. */
export function outputsOfStream(db: Db, streamId: string): OutputSummary[] {
  return (db.prepare(`SELECT o.* FROM outputs o JOIN stream_outputs so ON so.output_id = o.id
    WHERE so.stream_id = ? ORDER BY o.title COLLATE NOCASE, o.id`).all(streamId) as OutputRow[]).map(fromRow);
}

export function isAttached(db: Db, streamId: string, outputId: string): boolean {
  return db.prepare('SELECT 1 FROM stream_outputs WHERE stream_id = ? AND output_id = ?').get(streamId, outputId) !== undefined;
}

export function attachOutput(db: Db, streamId: string, outputId: string): void {
  db.prepare('INSERT OR IGNORE INTO stream_outputs (stream_id, output_id) VALUES (?, ?)').run(streamId, outputId);
}

export function detachOutput(db: Db, streamId: string, outputId: string): void {
  db.prepare('DELETE FROM stream_outputs WHERE stream_id = ? AND output_id = ?').run(streamId, outputId);
}

/** Which outputs each stream forwards to, as the forwarder needs it: stream id → output ids. */
export function forwardingTable(db: Db): Map<string, string[]> {
  const table = new Map<string, string[]>();
  for (const row of db.prepare('SELECT stream_id, output_id FROM stream_outputs ORDER BY stream_id, output_id').all() as { stream_id: string; output_id: string }[]) {
    const list = table.get(row.stream_id);
    if (list) list.push(row.output_id);
    else table.set(row.stream_id, [row.output_id]);
  }
  return table;
}
