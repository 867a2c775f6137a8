// One index = one SQLite file, <data-dir>/indices/<index>.db. Deleting an index (retention) is
// deleting its file, an index's size is its file's size, and a search opens only the files of the
// indices its time range overlaps; a large table in the main database could give none of that.
//
// Each file runs in WAL mode with synchronous=FULL: a commit is on disk when it returns, so a GELF
// HTTP 202 means the message survives a crash. The cost is an fsync per commit, which group commit
// (messageStore.ts) spreads over every message that arrived meanwhile.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { cachedStatement, type RowMode } from '../db/statements';
import type { Db } from '../db/types';
import type { IndexCatalog, IndexedField } from '../search/sqlPlan';
import type { TextColumn } from '../search/queryPlan';
import { checkSearchTime } from '../search/searchTime';
import { MessageIndexer } from './indexer';
import { INDEX_DDL, MESSAGES_DDL, SCHEMA_VERSION, schemaVersion, setSchemaVersion } from './indexSchema';
import { parseFields } from './fieldsJson';

/** One statement a search ran: its SQL, parameters, how it read the rows and, for an iteration, how many. */
export interface TracedStatement {
  file: string;
  sql: string;
  params: unknown[];
  /** all: rows as arrays; values: first columns (better-sqlite3's pluck); iterate: rows one at a time. */
  read: 'all' | 'values' | 'iterate';
  /** For an iteration: the rows taken, and whether it ran to the end (rather than being stopped). */
  rows?: number;
  exhausted?: boolean;
}

let tracer: ((statement: TracedStatement) => void) | null = null;

/**
 * Reports every statement searches run from now on (null: stop). For the benchmark, which runs the same
 * SQL straight on the database next to the search API.
 */
export function traceStatements(report: ((statement: TracedStatement) => void) | null): void {
  tracer = report;
}

/** Rows read per statement while an older file is brought up to date. */
const BACKFILL_ROWS = 5000;

/**
 * Pages of 8 KiB instead of SQLite's 4 KiB: the numbers and id b-trees, where every message inserts rows
 * at scattered places, take them with fewer page splits and seeks; about 8% off the writer's time per
 * message, measured. Reading a row at random costs a little more (a bigger page), which the memory
 * mapping below more than makes up for.
 */
const PAGE_SIZE = 8192;
/**
 * WAL pages (40 MiB) before the writer copies them into the file. Pages of the index's b-trees are
 * written again by nearly every batch; checkpointing less often copies each of them fewer times.
 */
const WAL_CHECKPOINT_PAGES = 5000;
/**
 * Read connections read the file through memory mapping (its first GiB; the WAL is read as before): a
 * search reads rows at scattered places (the page's messages, timestamps for a histogram, candidates to
 * verify), and a row read from the OS's page cache without a copy costs about half as much. Write
 * connections map nothing: they read few pages (b-tree paths, mostly in their page cache), and every page a
 * mapping touches stays in the writer's resident memory (about half a GB after a million messages).
 */
const MMAP_BYTES = 1 << 30;

/** A message ready to insert: its id, its timestamp in epoch ms and its fields as JSON. */
export interface PreparedMessage {
  id: string;
  ts: number;
  json: string;
}

/** seq, ts, fields (JSON): rows come as arrays, which better-sqlite3 builds faster than objects. */
export type MessageRow = [seq: number, ts: number, fields: string];

export interface RowLocator {
  seq: number;
  ts: number;
}

export interface IndexStats {
  count: number;
  begin: number | null;
  end: number | null;
}

export interface InsertResult {
  inserted: number;
  minTs: number;
  maxTs: number;
}

export function indicesDir(dataDir: string): string {
  return path.join(dataDir, 'indices');
}

/** Newest first (desc) or oldest first (asc), always with seq as the tie breaker. */
export type ScanOrder = 'asc' | 'desc';

export class IndexFile {
  private readonly insert: Database.Statement<[string, number, string]>;
  private readonly byId: Database.Statement<[string], { fields: string }>;
  private readonly rowsAfter: Record<ScanOrder, Database.Statement<[number, number, number, number], MessageRow>>;
  private readonly locatorsAfter: Record<ScanOrder, Database.Statement<[number, number, number, number], RowLocator>>;
  private readonly insertAll: (messages: readonly PreparedMessage[]) => InsertResult;
  /** Created on the first insert: read connections never need it. */
  private indexer: MessageIndexer | null = null;
  /** The blocks read so far (see blocks()). */
  private readonly knownBlocks: BlockRange[] = [];
  /** Iterations in progress: one stopped by a time limit is closed before the connection is used again. */
  private readonly iterations = new Set<IterableIterator<unknown>>();

  private constructor(readonly name: string, readonly db: Db) {
    this.insert = db.prepare('INSERT INTO messages (id, ts, fields) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING');
    this.byId = db.prepare('SELECT fields FROM messages WHERE id = ?');
    // Keyset pages in (ts, seq) order over the ts index: ts bounds the range on one side, the cursor on
    // the other, so no page re-reads rows and no statement stays open between pages.
    const page = (columns: string, order: ScanOrder) => (order === 'desc'
      ? `SELECT ${columns} FROM messages WHERE ts >= ? AND (ts, seq) < (?, ?) ORDER BY ts DESC, seq DESC LIMIT ?`
      : `SELECT ${columns} FROM messages WHERE ts <= ? AND (ts, seq) > (?, ?) ORDER BY ts ASC, seq ASC LIMIT ?`);
    const rows = (order: ScanOrder) => db.prepare<[number, number, number, number], MessageRow>(page('seq, ts, fields', order)).raw(true);
    this.rowsAfter = { desc: rows('desc'), asc: rows('asc') };
    this.locatorsAfter = { desc: db.prepare(page('seq, ts', 'desc')), asc: db.prepare(page('seq, ts', 'asc')) };
    this.insertAll = db.transaction((messages: readonly PreparedMessage[]) => {
      let inserted = 0;
      let minTs = Infinity;
      let maxTs = -Infinity;
      this.indexer ??= new MessageIndexer(db);
      for (const message of messages) {
        const result = this.insert.run(message.id, message.ts, message.json);
        if (result.changes === 0) continue;
        inserted += 1;
        this.indexer.add(Number(result.lastInsertRowid), message.ts, parseFields(message.json) ?? {});
        if (message.ts < minTs) minTs = message.ts;
        if (message.ts > maxTs) maxTs = message.ts;
      }
      this.indexer.flush();
      return { inserted, minTs, maxTs };
    });
  }

  /**
   * Opens the index's file; creates it only when `create` is set (null if it does not exist otherwise).
   * `forWriting`: the writer's connection, which maps no memory (see MMAP_BYTES).
   */
  static open(dataDir: string, name: string, { create, forWriting = false }: { create: boolean; forWriting?: boolean }): IndexFile | null {
    const dir = indicesDir(dataDir);
    const file = path.join(dir, `${name}.db`);
    if (!create && !fs.existsSync(file)) return null;
    fs.mkdirSync(dir, { recursive: true });
    const db = new Database(file);
    try {
      // A new file only (SQLite keeps an existing file's page size); before WAL mode, which fixes it.
      db.pragma(`page_size = ${PAGE_SIZE}`);
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      db.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
      db.pragma(`mmap_size = ${forWriting ? 0 : MMAP_BYTES}`);
      if (schemaVersion(db) < SCHEMA_VERSION) upgrade(db);
      return new IndexFile(name, db);
    } catch (error) {
      db.close();
      throw error;
    }
  }

  /** Inserts the messages in one transaction (one fsync); a message whose id is already stored is skipped. */
  insertBatch(messages: readonly PreparedMessage[]): InsertResult {
    try {
      return this.insertAll(messages);
    } catch (error) {
      // The transaction was rolled back: what the indexer cached about fields may not be in the tables.
      this.indexer = null;
      throw error;
    }
  }

  /** Reports a statement to the tracer, if one is set (params copied: the caller may reuse its array). */
  private traced(sql: string, params: readonly unknown[], read: TracedStatement['read'], rows?: number, exhausted?: boolean): void {
    if (tracer) tracer({ file: this.name, sql, params: [...params], read, rows, exhausted });
  }

  fieldsOf(id: string): string | null {
    return this.byId.get(id)?.fields ?? null;
  }

  /** The fields (JSON) of the rows, by seq. */
  fieldsOfRows(seqs: readonly number[]): Map<number, string> {
    const rows = this.arrays('SELECT seq, fields FROM messages WHERE seq IN (SELECT value FROM json_each(?))', [JSON.stringify(seqs)]);
    return new Map(rows.map(([seq, fields]) => [Number(seq), String(fields)]));
  }

  /** Up to `limit` rows in [fromMs, toMs] after the cursor, in `order`; start with startCursor(). */
  rows(order: ScanOrder, fromMs: number, toMs: number, cursor: RowLocator, limit: number): MessageRow[] {
    checkSearchTime();
    const params = [order === 'desc' ? fromMs : toMs, cursor.ts, cursor.seq, limit] as const;
    this.traced(this.rowsAfter[order].source, params, 'all');
    return this.rowsAfter[order].all(...params);
  }

  locators(order: ScanOrder, fromMs: number, toMs: number, cursor: RowLocator, limit: number): RowLocator[] {
    const params = [order === 'desc' ? fromMs : toMs, cursor.ts, cursor.seq, limit] as const;
    this.traced(this.locatorsAfter[order].source, params, 'all');
    return this.locatorsAfter[order].all(...params);
  }

  /**
   * Count and time range, each read from an index b-tree end (cheap even for a full index): rows are
   * never deleted from an index (retention deletes whole files), so seq runs 1..count without gaps.
   */
  stats(): IndexStats {
    const row = this.db.prepare(`SELECT (SELECT MAX(seq) FROM messages) AS count,
      (SELECT MIN(ts) FROM messages) AS begin, (SELECT MAX(ts) FROM messages) AS end`).get() as IndexStats;
    return { count: row.count ?? 0, begin: row.begin, end: row.end };
  }

  /** A cached statement for SQL the planner wrote (a few shapes, with parameters), returning rows in `mode`. */
  private prepared(sql: string, mode: RowMode): Database.Statement {
    return cachedStatement(this.db, sql, { mode, maxStatements: MAX_STATEMENTS });
  }

  all<T>(sql: string, params: readonly unknown[]): T[] {
    checkSearchTime();
    this.traced(sql, params, 'all');
    return this.prepared(sql, 'objects').all(...params) as T[];
  }

  arrays(sql: string, params: readonly unknown[]): unknown[][] {
    checkSearchTime();
    this.traced(sql, params, 'all');
    return this.prepared(sql, 'arrays').all(...params) as unknown[][];
  }

  values(sql: string, params: readonly unknown[]): unknown[] {
    checkSearchTime();
    this.traced(sql, params, 'values');
    return this.prepared(sql, 'values').all(...params);
  }

  /**
   * Rows of a statement (as arrays) one at a time. The iteration is registered while it runs: a search
   * stopped by its time limit cannot close it (no finally block runs then), so the next operation does.
   */
  *iterate(sql: string, params: readonly unknown[]): Generator<unknown[]> {
    checkSearchTime();
    const iterator = this.prepared(sql, 'arrays').iterate(...params) as IterableIterator<unknown[]>;
    this.iterations.add(iterator);
    let rows = 0;
    let exhausted = false;
    try {
      for (const row of iterator) {
        rows += 1;
        // Each row may be tested by the query, which takes time linear in the message at most.
        if ((rows & CHECK_EVERY_ROWS) === 0) checkSearchTime();
        yield row;
      }
      exhausted = true;
    } finally {
      this.iterations.delete(iterator);
      iterator.return?.();
      this.traced(sql, params, 'iterate', rows, exhausted);
    }
  }

  /** Closes iterations a stopped search left open; call before using the connection for a new operation. */
  settle(): void {
    for (const iterator of this.iterations) iterator.return?.();
    this.iterations.clear();
    if (this.db.open && this.db.inTransaction) this.db.exec('ROLLBACK');
  }

  /** The file's fields and terms, for resolving a query plan (read once per call). */
  catalog(): IndexCatalog {
    const fields = new Map<string, IndexedField>();
    for (const row of this.all<{ id: number; name: string; flags: number }>('SELECT id, name, flags FROM fields', [])) {
      fields.set(row.name, { id: row.id, flags: row.flags });
    }
    return {
      field: (name) => fields.get(name) ?? null,
      fieldNames: () => [...fields.keys()],
      forEachTerm: (column: TextColumn | 'kv', from: string, to: string | null, visit: (term: string) => boolean) => {
        const sql = `SELECT term FROM terms_vocab WHERE col = ? AND term >= ?${to === null ? '' : ' AND term < ?'}`;
        for (const [term] of this.iterate(sql, to === null ? [column, from] : [column, from, to])) {
          if (!visit(String(term))) break;
        }
      },
      numbersOf: (field) => this.values('SELECT DISTINCT value FROM numbers WHERE field = ?', [field]).map(Number),
    };
  }

  /**
   * Per block of BLOCK_ROWS rows: the oldest and newest timestamp, in block order. Rows only ever join the
   * last block (seq grows, nothing is deleted), so every earlier block is final once read: only the last
   * known block and those after it are read again.
   */
  blocks(): readonly BlockRange[] {
    const known = this.knownBlocks;
    const last = known.length - 1;
    const fresh = this.arrays('SELECT block, min_ts, max_ts FROM blocks WHERE block >= ? ORDER BY block', [last < 0 ? 0 : known[last][0]]) as BlockRange[];
    if (last >= 0 && fresh.length > 0) known.length = last;
    for (const range of fresh) known.push(range);
    return known;
  }

  /** The field names and types of the index, of messages in the given streams ('' for none) or of all. */
  fieldTypes(streams: readonly string[] | null): { name: string; type: string }[] {
    if (streams === null) return this.all('SELECT name, type FROM fields', []);
    return this.all(`SELECT name, type FROM fields WHERE id IN
      (SELECT field FROM field_streams WHERE stream IN (SELECT value FROM json_each(?)))`, [JSON.stringify(streams)]);
  }

  /**
   * Copies the write-ahead log into the file and empties it (TRUNCATE), so an index no longer written to
   * is one compact file. A reader in the middle of a read keeps the log from being emptied; it is then
   * emptied by a later checkpoint or when the last connection closes.
   */
  checkpoint(): void {
    this.settle();
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  close(): void {
    this.settle();
    this.db.close();
  }
}

/** [block, min ts, max ts]. */
export type BlockRange = [block: number, minTs: number, maxTs: number];

/** Planner statements kept per file (see cachedStatement). */
const MAX_STATEMENTS = 200;
/** A mask: the deadline is checked every 64 rows of an iteration. */
const CHECK_EVERY_ROWS = 63;

/** The cursor before the first row of a scan over [fromMs, toMs]. */
export function startCursor(order: ScanOrder, fromMs: number, toMs: number): RowLocator {
  return order === 'desc' ? { ts: toMs, seq: Number.MAX_SAFE_INTEGER } : { ts: fromMs, seq: 0 };
}

/**
 * Creates the tables of the current version, indexing the messages a version 1 file already holds, in
 * one transaction (an interrupted upgrade leaves the file as it was). IMMEDIATE: a second connection
 * opening the file meanwhile waits, then finds it done.
 */
function upgrade(db: Db): void {
  db.transaction(() => {
    if (schemaVersion(db) >= SCHEMA_VERSION) return;
    db.exec(MESSAGES_DDL);
    db.exec(INDEX_DDL);
    const indexer = new MessageIndexer(db);
    const page = db.prepare<[number, number], MessageRow>('SELECT seq, ts, fields FROM messages WHERE seq > ? ORDER BY seq LIMIT ?').raw(true);
    for (let after = 0; ;) {
      const rows = page.all(after, BACKFILL_ROWS);
      for (const [seq, ts, json] of rows) indexer.add(seq, ts, parseFields(json) ?? {});
      indexer.flush();
      if (rows.length < BACKFILL_ROWS) break;
      after = rows[rows.length - 1][0];
    }
    setSchemaVersion(db, SCHEMA_VERSION);
  }).immediate();
}
