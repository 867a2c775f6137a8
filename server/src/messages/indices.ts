// The message_indices table: which indices exist, which index set each belongs to, and the time range
// and count of its messages. An index is named `<prefix>_<n>`; the newest index of the default index
// set is the deflector's target (Graylog's `<prefix>_deflector` alias), where new messages go. Rotation
// adds the next index with createIndex(); the writer asks for the target before every batch.
import { cachedStatement as prepared } from '../db/statements';
import type { Db } from '../db/types';

export interface MessageIndexRecord {
  name: string;
  index_set_id: string;
  created_at: string;
  /** Oldest and newest message timestamp (epoch ms); null while the index is empty. */
  begin_ms: number | null;
  end_ms: number | null;
  message_count: number;
}

/**
 * Graylog's rule for index prefixes, applied to whole index names before one becomes a file name: no
 * separators, no dots, nothing that could leave the indices folder.
 */
const INDEX_NAME = /^[a-z0-9][a-z0-9_+-]{0,250}$/;

export function isValidIndexName(name: string): boolean {
  return INDEX_NAME.test(name);
}

export function deflectorAlias(prefix: string): string {
  return `${prefix}_deflector`;
}

interface DefaultIndexSet {
  id: string;
  index_prefix: string;
}

function defaultIndexSet(db: Db): DefaultIndexSet | undefined {
  return prepared(db, 'SELECT id, index_prefix FROM index_sets WHERE is_default = 1').get() as DefaultIndexSet | undefined;
}

function indexNumber(prefix: string, name: string): number {
  const suffix = name.slice(prefix.length + 1);
  return name.startsWith(`${prefix}_`) && /^\d+$/.test(suffix) ? Number(suffix) : -1;
}

function newestIndexOf(db: Db, indexSet: DefaultIndexSet): string | null {
  const names = (prepared(db, 'SELECT name FROM message_indices WHERE index_set_id = ?').all(indexSet.id) as { name: string }[])
    .map((row) => row.name);
  let newest: string | null = null;
  for (const name of names) {
    if (newest === null || indexNumber(indexSet.index_prefix, name) > indexNumber(indexSet.index_prefix, newest)) newest = name;
  }
  return newest;
}

/** The index `<prefix>_deflector` points at: the newest index of the default index set, or null if it has none. */
export function deflectorTarget(db: Db): string | null {
  const indexSet = defaultIndexSet(db);
  return indexSet ? newestIndexOf(db, indexSet) : null;
}

/** Adds the next index of an index set (`<prefix>_0`, then `_1`, …) and returns its name. */
export function createIndex(db: Db, indexSetId: string, nowMs: number): string {
  const indexSet = db.prepare('SELECT id, index_prefix FROM index_sets WHERE id = ?').get(indexSetId) as DefaultIndexSet | undefined;
  if (!indexSet) throw new Error(`Index set ${indexSetId} does not exist`);
  const newest = newestIndexOf(db, indexSet);
  const name = `${indexSet.index_prefix}_${newest === null ? 0 : indexNumber(indexSet.index_prefix, newest) + 1}`;
  if (!isValidIndexName(name)) throw new Error(`Index prefix ${indexSet.index_prefix} cannot name an index`);
  db.prepare('INSERT INTO message_indices (name, index_set_id, created_at) VALUES (?, ?, ?)')
    .run(name, indexSet.id, new Date(nowMs).toISOString());
  return name;
}

/** The deflector's target, creating the first index of the default index set when there is none. */
export function ensureWriteIndex(db: Db, nowMs: number): string {
  return db.transaction(() => {
    const indexSet = defaultIndexSet(db);
    if (!indexSet) throw new Error('There is no default index set to write messages to');
    return newestIndexOf(db, indexSet) ?? createIndex(db, indexSet.id, nowMs);
  })();
}

export function findIndex(db: Db, name: string): MessageIndexRecord | null {
  return (prepared(db, 'SELECT * FROM message_indices WHERE name = ?').get(name) as MessageIndexRecord | undefined) ?? null;
}

export function listIndices(db: Db): MessageIndexRecord[] {
  return db.prepare('SELECT * FROM message_indices ORDER BY name').all() as MessageIndexRecord[];
}

/** Indices holding messages in [fromMs, toMs], newest first. */
export function indicesOverlapping(db: Db, fromMs: number, toMs: number): MessageIndexRecord[] {
  return prepared(db, `SELECT * FROM message_indices
    WHERE message_count > 0 AND begin_ms <= ? AND end_ms >= ?
    ORDER BY end_ms DESC, name DESC`).all(toMs, fromMs) as MessageIndexRecord[];
}

/** Counts a committed batch into its index's count and time range. */
export function recordBatch(db: Db, name: string, count: number, minTs: number, maxTs: number): void {
  prepared(db, `UPDATE message_indices SET
      message_count = message_count + ?,
      begin_ms = MIN(COALESCE(begin_ms, ?), ?),
      end_ms = MAX(COALESCE(end_ms, ?), ?)
    WHERE name = ?`).run(count, minTs, minTs, maxTs, maxTs, name);
}

/** Replaces an index's count and range with what its file holds (after a crash between the two commits). */
export function setIndexStats(db: Db, name: string, stats: { count: number; begin: number | null; end: number | null }): void {
  db.prepare('UPDATE message_indices SET message_count = ?, begin_ms = ?, end_ms = ? WHERE name = ?')
    .run(stats.count, stats.begin, stats.end, name);
}

/** Messages in every index. */
export function totalMessageCount(db: Db): number {
  return (db.prepare('SELECT COALESCE(SUM(message_count), 0) AS n FROM message_indices').get() as { n: number }).n;
}
