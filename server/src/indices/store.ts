// The index_sets table, and the one place a row of it is read: every area (the index set calls, the indexer,
// intake's routing, search, the analyzer) gets an IndexSetConfig from here, parsed once with one rule for
// `writable`. The whole configuration is kept as JSON; title, prefix and the default flag also have columns
// (the prefix column is unique). Callers run writes inside their transaction.
import { cachedStatement as prepared } from '../db/statements';
import type { Db } from '../db/types';
import { isRecord } from '../http/json';
import { defaultIndexSet, type IndexSetConfig } from './defaults';

/** Graylog's IndexSetSummary: the stored configuration with the `default` flag, without the template name. */
export type IndexSetSummary = Omit<IndexSetConfig, 'index_template_name'> & { index_template_type: string };

interface IndexSetRow {
  id: string;
  title: string;
  index_prefix: string;
  is_default: number;
  data: string;
}

const COLUMNS = 'id, title, index_prefix, is_default, data';

export const UNREADABLE_DESCRIPTION = 'The stored configuration of this index set cannot be read; saving the set again replaces it.';

/**
 * A row whose JSON cannot be parsed (a hand-edited or damaged database) must neither fail a call that lists
 * sets nor stop intake. It stands for a read-only set of messages without strategies: it is still listed and
 * its indices still searched, its streams' messages go to the default set (as for any read-only set), and it
 * is neither rotated nor retained. Saving it with PUT writes a whole configuration again.
 */
function unreadableConfig(row: IndexSetRow): IndexSetConfig {
  return {
    ...defaultIndexSet(row.id, 0),
    title: row.title,
    description: UNREADABLE_DESCRIPTION,
    index_prefix: row.index_prefix,
    rotation_strategy_class: '',
    rotation_strategy: {},
    retention_strategy_class: '',
    retention_strategy: {},
    writable: false,
    default: row.is_default === 1,
  };
}

function configOf(row: IndexSetRow): IndexSetConfig {
  let data: unknown;
  try {
    data = JSON.parse(row.data);
  } catch {
    return unreadableConfig(row);
  }
  if (!isRecord(data)) return unreadableConfig(row);
  const config = data as unknown as IndexSetConfig;
  return {
    ...config,
    // The columns are what queries and the unique prefix rely on: they win over the JSON.
    id: row.id,
    title: row.title,
    index_prefix: row.index_prefix,
    // Sets stored before the flag existed were writable: Graylog's default.
    writable: config.writable !== false,
    default: row.is_default === 1,
  };
}

/** Graylog's events sets hold events, which this server keeps in their own table, not in indices. */
export function holdsMessages(config: IndexSetConfig): boolean {
  return config.index_template_type !== 'events';
}

function summaryOf(config: IndexSetConfig): IndexSetSummary {
  const { index_template_name: _template, ...summary } = config;
  return { ...summary, index_template_type: config.index_template_type ?? 'messages' };
}

/** The stored configuration (template name included), or undefined when there is no set with that id. */
export function findIndexSetConfig(db: Db, id: string): IndexSetConfig | undefined {
  const row = prepared(db, `SELECT ${COLUMNS} FROM index_sets WHERE id = ?`).get(id) as IndexSetRow | undefined;
  return row ? configOf(row) : undefined;
}

/** Every set's stored configuration, by title as Graylog lists them. */
export function allIndexSetConfigs(db: Db): IndexSetConfig[] {
  return (prepared(db, `SELECT ${COLUMNS} FROM index_sets ORDER BY title COLLATE NOCASE, id`).all() as IndexSetRow[]).map(configOf);
}

/** The id of the default set (null: none, only before the first start has made one); reads no JSON. */
export function defaultIndexSetId(db: Db): string | null {
  const row = prepared(db, 'SELECT id FROM index_sets WHERE is_default = 1').get() as { id: string } | undefined;
  return row?.id ?? null;
}

export function indexSetExists(db: Db, id: string): boolean {
  return prepared(db, 'SELECT 1 FROM index_sets WHERE id = ?').get(id) !== undefined;
}

/** The default set's stored configuration, or undefined while there is none. */
export function defaultIndexSetConfig(db: Db): IndexSetConfig | undefined {
  const id = defaultIndexSetId(db);
  return id === null ? undefined : findIndexSetConfig(db, id);
}

/** The index set, or undefined when there is none with that id. */
export function findIndexSet(db: Db, id: string): IndexSetSummary | undefined {
  const config = findIndexSetConfig(db, id);
  return config ? summaryOf(config) : undefined;
}

/** Every index set by title, as Graylog lists them. */
export function allIndexSets(db: Db): IndexSetSummary[] {
  return allIndexSetConfigs(db).map(summaryOf);
}

export function indexSetPrefixes(db: Db): string[] {
  return (db.prepare('SELECT index_prefix FROM index_sets ORDER BY index_prefix').all() as { index_prefix: string }[])
    .map((row) => row.index_prefix);
}

let changes = 0;

/**
 * Counts changes to the sets, so intake's routing (messages/indexSetRouting.ts) reads them again after one,
 * and only then: an index set change touches nothing else intake compiles, so it does not bump the ingest
 * configuration. Every write below counts itself; the indexer counts the first index of a set it creates.
 * A write counts inside its transaction: reads are synchronous, so none runs between the count and the commit,
 * and a write rolled back costs one needless read.
 */
export function indexSetsChanged(): void {
  changes += 1;
}

export function indexSetsVersion(): number {
  return changes;
}

function storedData(config: IndexSetConfig): string {
  const { default: _default, ...data } = config;
  return JSON.stringify(data);
}

export function insertIndexSet(db: Db, config: IndexSetConfig): void {
  db.prepare('INSERT INTO index_sets (id, title, index_prefix, is_default, data) VALUES (?, ?, ?, 0, ?)')
    .run(config.id, config.title, config.index_prefix, storedData(config));
  indexSetsChanged();
}

/** Saves everything but the prefix, which never changes, and the default flag, which setDefaultIndexSet moves. */
export function updateIndexSet(db: Db, config: IndexSetConfig): void {
  db.prepare('UPDATE index_sets SET title = ?, data = ? WHERE id = ?').run(config.title, storedData(config), config.id);
  indexSetsChanged();
}

export function setDefaultIndexSet(db: Db, id: string): void {
  db.prepare('UPDATE index_sets SET is_default = CASE WHEN id = ? THEN 1 ELSE 0 END').run(id);
  indexSetsChanged();
}

export function deleteIndexSetRow(db: Db, id: string): boolean {
  const deleted = db.prepare('DELETE FROM index_sets WHERE id = ?').run(id).changes > 0;
  indexSetsChanged();
  return deleted;
}

/** The titles of the streams writing to the set, by title. */
export function streamsUsing(db: Db, indexSetId: string): string[] {
  return (db.prepare('SELECT title FROM streams WHERE index_set_id = ? ORDER BY title COLLATE NOCASE').all(indexSetId) as { title: string }[])
    .map((row) => row.title);
}
