// The index_sets table: reading sets as Graylog's IndexSetSummary, and the writes the index set calls make.
// The whole configuration is kept as JSON; title, prefix and the default flag also have columns (the prefix
// column is unique). Callers run writes inside their transaction.
import type { Db } from '../db/types';
import type { IndexSetConfig } from './defaults';

/** Graylog's IndexSetSummary: the stored configuration with the `default` flag, without the template name. */
export type IndexSetSummary = Omit<IndexSetConfig, 'index_template_name'> & { index_template_type: string };

interface IndexSetRow {
  id: string;
  title: string;
  is_default: number;
  data: string;
}

const COLUMNS = 'id, title, is_default, data';

function configOf(row: IndexSetRow): IndexSetConfig {
  const config = JSON.parse(row.data) as IndexSetConfig;
  return {
    ...config,
    id: row.id,
    title: row.title,
    // Sets stored before the flag existed were writable: Graylog's default.
    writable: config.writable !== false,
    default: row.is_default === 1,
  };
}

function summaryOf(config: IndexSetConfig): IndexSetSummary {
  const { index_template_name: _template, ...summary } = config;
  return { ...summary, index_template_type: config.index_template_type ?? 'messages' };
}

/** The stored configuration (template name included), or undefined when there is no set with that id. */
export function findIndexSetConfig(db: Db, id: string): IndexSetConfig | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM index_sets WHERE id = ?`).get(id) as IndexSetRow | undefined;
  return row ? configOf(row) : undefined;
}

/** The index set, or undefined when there is none with that id. */
export function findIndexSet(db: Db, id: string): IndexSetSummary | undefined {
  const config = findIndexSetConfig(db, id);
  return config ? summaryOf(config) : undefined;
}

/** Every index set by title, as Graylog lists them. */
export function allIndexSets(db: Db): IndexSetSummary[] {
  const rows = db.prepare(`SELECT ${COLUMNS} FROM index_sets ORDER BY title COLLATE NOCASE, id`).all() as IndexSetRow[];
  return rows.map((row) => summaryOf(configOf(row)));
}

export function indexSetPrefixes(db: Db): string[] {
  return (db.prepare('SELECT index_prefix FROM index_sets ORDER BY index_prefix').all() as { index_prefix: string }[])
    .map((row) => row.index_prefix);
}

function storedData(config: IndexSetConfig): string {
  const { default: _default, ...data } = config;
  return JSON.stringify(data);
}

export function insertIndexSet(db: Db, config: IndexSetConfig): void {
  db.prepare('INSERT INTO index_sets (id, title, index_prefix, is_default, data) VALUES (?, ?, ?, 0, ?)')
    .run(config.id, config.title, config.index_prefix, storedData(config));
}

/** Saves everything but the prefix, which never changes, and the default flag, which setDefaultIndexSet moves. */
export function updateIndexSet(db: Db, config: IndexSetConfig): void {
  db.prepare('UPDATE index_sets SET title = ?, data = ? WHERE id = ?').run(config.title, storedData(config), config.id);
}

export function setDefaultIndexSet(db: Db, id: string): void {
  db.prepare('UPDATE index_sets SET is_default = CASE WHEN id = ? THEN 1 ELSE 0 END').run(id);
}

export function deleteIndexSetRow(db: Db, id: string): boolean {
  return db.prepare('DELETE FROM index_sets WHERE id = ?').run(id).changes > 0;
}

/** The titles of the streams writing to the set, by title. */
export function streamsUsing(db: Db, indexSetId: string): string[] {
  return (db.prepare('SELECT title FROM streams WHERE index_set_id = ? ORDER BY title COLLATE NOCASE').all(indexSetId) as { title: string }[])
    .map((row) => row.title);
}
