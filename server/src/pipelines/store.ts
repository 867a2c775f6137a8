// Rules, pipelines and stream connections in the database. Rules and pipelines are kept as their source
// text with the title parsed from it (Graylog's RuleDao and PipelineDao); stages and conditions are never
// stored, they are parsed again wherever they are needed.
import type { Db } from '../db/types';
import { notFound } from '../http/errors';

/** A stored rule or pipeline. */
export interface SourceRecord {
  id: string;
  title: string;
  description: string | null;
  source: string;
  created_at: string;
  modified_at: string;
}

export type SourceKind = 'rule' | 'pipeline';

const TABLES: Record<SourceKind, string> = { rule: 'pipeline_rules', pipeline: 'pipelines' };
const NOUNS: Record<SourceKind, string> = { rule: 'rule', pipeline: 'pipeline' };

/** Graylog lists rules and pipelines by title. */
export function listSources(db: Db, kind: SourceKind): SourceRecord[] {
  return db.prepare(`SELECT * FROM ${TABLES[kind]} ORDER BY title, id`).all() as SourceRecord[];
}

export function findSource(db: Db, kind: SourceKind, id: string): SourceRecord | undefined {
  return db.prepare(`SELECT * FROM ${TABLES[kind]} WHERE id = ?`).get(id) as SourceRecord | undefined;
}

export function requireSource(db: Db, kind: SourceKind, id: string): SourceRecord {
  const record = findSource(db, kind, id);
  if (!record) throw notFound(`No ${NOUNS[kind]} with id ${id}`);
  return record;
}

export function findSourceByTitle(db: Db, kind: SourceKind, title: string): SourceRecord | undefined {
  return db.prepare(`SELECT * FROM ${TABLES[kind]} WHERE title = ?`).get(title) as SourceRecord | undefined;
}

/** The rules of these titles (unknown titles are left out), by title. */
export function rulesByTitles(db: Db, titles: readonly string[]): SourceRecord[] {
  const wanted = new Set(titles);
  return listSources(db, 'rule').filter((rule) => wanted.has(rule.title));
}

export function saveSource(db: Db, kind: SourceKind, record: SourceRecord): void {
  db.prepare(`INSERT INTO ${TABLES[kind]} (id, title, description, source, created_at, modified_at)
    VALUES (@id, @title, @description, @source, @created_at, @modified_at)
    ON CONFLICT (id) DO UPDATE SET title = excluded.title, description = excluded.description, source = excluded.source,
      modified_at = excluded.modified_at`).run(record);
}

export function deleteSource(db: Db, kind: SourceKind, id: string): void {
  db.prepare(`DELETE FROM ${TABLES[kind]} WHERE id = ?`).run(id);
}

/** Graylog's PipelineConnections: the pipelines one stream runs. */
export interface ConnectionRecord {
  id: string;
  stream_id: string;
  pipeline_ids: string[];
}

interface ConnectionRow {
  id: string;
  stream_id: string;
  pipeline_ids: string;
}

const fromRow = (row: ConnectionRow): ConnectionRecord => ({ id: row.id, stream_id: row.stream_id, pipeline_ids: JSON.parse(row.pipeline_ids) as string[] });

export function listConnections(db: Db): ConnectionRecord[] {
  return (db.prepare('SELECT * FROM pipeline_connections ORDER BY stream_id').all() as ConnectionRow[]).map(fromRow);
}

export function findConnection(db: Db, streamId: string): ConnectionRecord | undefined {
  const row = db.prepare('SELECT * FROM pipeline_connections WHERE stream_id = ?').get(streamId) as ConnectionRow | undefined;
  return row ? fromRow(row) : undefined;
}

/** Stores the stream's pipelines (sorted, without repeats), keeping the connection's id when it has one. */
export function saveConnection(db: Db, connection: ConnectionRecord): ConnectionRecord {
  const saved = { ...connection, pipeline_ids: [...new Set(connection.pipeline_ids)].sort() };
  db.prepare(`INSERT INTO pipeline_connections (id, stream_id, pipeline_ids) VALUES (?, ?, ?)
    ON CONFLICT (stream_id) DO UPDATE SET pipeline_ids = excluded.pipeline_ids`)
    .run(saved.id, saved.stream_id, JSON.stringify(saved.pipeline_ids));
  return findConnection(db, saved.stream_id) ?? saved;
}

/** Takes a deleted pipeline out of every stream's connection. */
export function disconnectPipeline(db: Db, pipelineId: string): void {
  for (const connection of listConnections(db)) {
    if (connection.pipeline_ids.includes(pipelineId)) {
      saveConnection(db, { ...connection, pipeline_ids: connection.pipeline_ids.filter((id) => id !== pipelineId) });
    }
  }
}
