// The message_indices table: which indices exist, the index set each belongs to, whether it is closed
// or was reopened, and the time range and count of its messages. An index is named `<prefix>_<n>`; the
// newest index of each index set is its deflector's target (Graylog's `<prefix>_deflector` alias), where
// that set's messages go. Rotation adds the next index with createIndex(); the store asks for each set's
// target before every batch, answered from a cache that every change made here clears.
import fs from 'node:fs';
import { cachedStatement as prepared } from '../db/statements';
import type { Db } from '../db/types';
import { defaultIndexSetId, findIndexSetConfig } from '../indices/store';
import { indicesDir } from './indexFile';

export interface MessageIndexRecord {
  name: string;
  index_set_id: string;
  created_at: string;
  /** Oldest and newest message timestamp (epoch ms); null while the index is empty. */
  begin_ms: number | null;
  end_ms: number | null;
  message_count: number;
  /** 1 while closed: never searched, its files released. */
  closed: number;
  /** 1 once reopened after a close: retention leaves it alone, as Graylog does. */
  reopened: number;
  /** When the range was last calculated from the index's file (ISO 8601), null if never. */
  range_calculated_at: string | null;
  range_took_ms: number;
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

/** The number of `<prefix>_<n>`, or -1 for a name that is not one of the prefix's indices. */
export function indexNumber(prefix: string, name: string): number {
  const suffix = name.slice(prefix.length + 1);
  return name.startsWith(`${prefix}_`) && /^\d+$/.test(suffix) ? Number(suffix) : -1;
}

/** Per database: each index set's write index (null: none), filled on demand, cleared by every change below. */
const writeIndexCache = new WeakMap<Db, Map<string, string | null>>();

function layoutChanged(db: Db): void {
  writeIndexCache.delete(db);
}

/** The number at the end of an index name (`graylog_12` -> 12), -1 without one. */
function trailingNumber(name: string): number {
  const match = /_(\d+)$/.exec(name);
  return match ? Number(match[1]) : -1;
}

/** The set's indices, oldest (lowest number) first; all of a set's indices share its prefix. */
export function indicesOfSet(db: Db, indexSetId: string): MessageIndexRecord[] {
  const rows = prepared(db, 'SELECT * FROM message_indices WHERE index_set_id = ?').all(indexSetId) as MessageIndexRecord[];
  return rows
    .map((row) => ({ row, number: trailingNumber(row.name) }))
    .sort((a, b) => a.number - b.number || a.row.name.localeCompare(b.row.name))
    .map(({ row }) => row);
}

/** The index the set's deflector points at: its newest index, or null while it has none. */
export function writeIndexOf(db: Db, indexSetId: string): string | null {
  let cache = writeIndexCache.get(db);
  if (!cache) {
    cache = new Map();
    writeIndexCache.set(db, cache);
  }
  if (cache.has(indexSetId)) return cache.get(indexSetId) ?? null;
  const indices = indicesOfSet(db, indexSetId);
  const target = indices.length > 0 ? indices[indices.length - 1].name : null;
  cache.set(indexSetId, target);
  return target;
}

/** True when the index is the write index of its set. */
export function isWriteIndex(db: Db, record: MessageIndexRecord): boolean {
  return writeIndexOf(db, record.index_set_id) === record.name;
}

/** The index `<prefix>_deflector` of the default index set points at, or null if it has none. */
export function deflectorTarget(db: Db): string | null {
  const id = defaultIndexSetId(db);
  return id ? writeIndexOf(db, id) : null;
}

/**
 * Adds the next index of an index set (`<prefix>_0`, then `_1`, …) and returns its name. A set's first index
 * comes after any index file left on disk with its prefix (a set deleted with its indices kept), so a new set
 * never takes over an old one's messages.
 */
export function createIndex(db: Db, indexSetId: string, nowMs: number, dataDir: string): string {
  const indexSet = findIndexSetConfig(db, indexSetId);
  if (!indexSet) throw new Error(`Index set ${indexSetId} does not exist`);
  const newest = writeIndexOf(db, indexSetId);
  const number = newest === null ? highestLeftover(dataDir, indexSet.index_prefix) + 1 : indexNumber(indexSet.index_prefix, newest) + 1;
  const name = `${indexSet.index_prefix}_${number}`;
  if (!isValidIndexName(name)) throw new Error(`Index prefix ${indexSet.index_prefix} cannot name an index`);
  // An empty index's range is known the moment it exists (Graylog's "deflector index range").
  const now = new Date(nowMs).toISOString();
  prepared(db, 'INSERT INTO message_indices (name, index_set_id, created_at, range_calculated_at) VALUES (?, ?, ?, ?)')
    .run(name, indexSet.id, now, now);
  layoutChanged(db);
  return name;
}

/** The set's write index, creating its first index when it has none. */
export function ensureWriteIndex(db: Db, indexSetId: string, nowMs: number, dataDir: string): string {
  return db.transaction(() => writeIndexOf(db, indexSetId) ?? createIndex(db, indexSetId, nowMs, dataDir))();
}

/** The highest `<prefix>_<n>` among the index files on disk, -1 when there is none. */
function highestLeftover(dataDir: string, prefix: string): number {
  let names: string[];
  try {
    names = fs.readdirSync(indicesDir(dataDir));
  } catch {
    return -1;
  }
  return names.reduce((highest, file) => (file.endsWith('.db') ? Math.max(highest, indexNumber(prefix, file.slice(0, -3))) : highest), -1);
}

export function findIndex(db: Db, name: string): MessageIndexRecord | null {
  return (prepared(db, 'SELECT * FROM message_indices WHERE name = ?').get(name) as MessageIndexRecord | undefined) ?? null;
}

export function listIndices(db: Db): MessageIndexRecord[] {
  return prepared(db, 'SELECT * FROM message_indices ORDER BY name').all() as MessageIndexRecord[];
}

/**
 * Open indices holding messages in [fromMs, toMs], newest first: a closed index is never searched. With
 * `indexSetIds`, only the indices of those sets (null: of every set).
 */
export function indicesOverlapping(db: Db, fromMs: number, toMs: number, indexSetIds: readonly string[] | null = null): MessageIndexRecord[] {
  if (indexSetIds === null) {
    return prepared(db, `SELECT * FROM message_indices
      WHERE message_count > 0 AND closed = 0 AND begin_ms <= ? AND end_ms >= ?
      ORDER BY end_ms DESC, name DESC`).all(toMs, fromMs) as MessageIndexRecord[];
  }
  return prepared(db, `SELECT * FROM message_indices
    WHERE message_count > 0 AND closed = 0 AND begin_ms <= ? AND end_ms >= ?
      AND index_set_id IN (SELECT value FROM json_each(?))
    ORDER BY end_ms DESC, name DESC`).all(toMs, fromMs, JSON.stringify(indexSetIds)) as MessageIndexRecord[];
}

/**
 * The index sets a search in these streams reads (Graylog's determineAffectedIndicesWithRanges and its views'
 * IndexLookup): each stream's current set, so a message kept in two sets is found once per stream. A stream
 * whose set takes no writes adds the default set, where the routing sent its newer messages. Null (every
 * set) for null, and for a stream this server does not know (deleted, say): its messages may be anywhere,
 * and the stream filter still keeps only theirs.
 */
export function indexSetsOfStreams(db: Db, streams: readonly string[] | null): string[] | null {
  if (streams === null) return null;
  if (streams.length === 0) return [];
  const setIds = prepared(db, 'SELECT index_set_id FROM streams WHERE id IN (SELECT value FROM json_each(?))', { mode: 'values' })
    .all(JSON.stringify(streams)) as string[];
  if (setIds.length < new Set(streams).size) return null;
  const sets = new Set<string>();
  for (const id of setIds) {
    const config = findIndexSetConfig(db, id);
    if (!config) return null;
    sets.add(id);
    if (!config.writable) {
      const fallback = defaultIndexSetId(db);
      if (fallback !== null) sets.add(fallback);
    }
  }
  return [...sets];
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
  prepared(db, 'UPDATE message_indices SET message_count = ?, begin_ms = ?, end_ms = ? WHERE name = ?')
    .run(stats.count, stats.begin, stats.end, name);
}

/** Replaces an index's count and range with a calculation from its file, noting when and how long it took. */
export function setCalculatedRange(
  db: Db, name: string, stats: { count: number; begin: number | null; end: number | null }, calculatedAtMs: number, tookMs: number,
): void {
  prepared(db, `UPDATE message_indices SET message_count = ?, begin_ms = ?, end_ms = ?, range_calculated_at = ?, range_took_ms = ?
    WHERE name = ?`).run(stats.count, stats.begin, stats.end, new Date(calculatedAtMs).toISOString(), Math.round(tookMs), name);
}

/** Closing marks nothing else; reopening also marks the index reopened (kept out of retention). */
export function setClosed(db: Db, name: string, closed: boolean): void {
  if (closed) prepared(db, 'UPDATE message_indices SET closed = 1 WHERE name = ?').run(name);
  else prepared(db, 'UPDATE message_indices SET closed = 0, reopened = 1 WHERE name = ?').run(name);
  layoutChanged(db);
}

export function removeIndexRecord(db: Db, name: string): void {
  prepared(db, 'DELETE FROM message_indices WHERE name = ?').run(name);
  layoutChanged(db);
}

/** Messages in every open index. */
export function totalMessageCount(db: Db): number {
  return (prepared(db, 'SELECT COALESCE(SUM(message_count), 0) AS n FROM message_indices WHERE closed = 0').get() as { n: number }).n;
}
