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
import type { Db } from '../db/types';

const SCHEMA_VERSION = 1;

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
  private readonly bySeq: Database.Statement<[number], { fields: string }>;
  private readonly countInRange: Database.Statement<[number, number], { n: number }>;
  private readonly rowsAfter: Record<ScanOrder, Database.Statement<[number, number, number, number], MessageRow>>;
  private readonly locatorsAfter: Record<ScanOrder, Database.Statement<[number, number, number, number], RowLocator>>;
  private readonly insertAll: (messages: readonly PreparedMessage[]) => InsertResult;

  private constructor(readonly name: string, private readonly db: Db) {
    this.insert = db.prepare('INSERT INTO messages (id, ts, fields) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING');
    this.byId = db.prepare('SELECT fields FROM messages WHERE id = ?');
    this.bySeq = db.prepare('SELECT fields FROM messages WHERE seq = ?');
    this.countInRange = db.prepare('SELECT COUNT(*) AS n FROM messages WHERE ts BETWEEN ? AND ?');
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
      for (const message of messages) {
        inserted += this.insert.run(message.id, message.ts, message.json).changes;
        if (message.ts < minTs) minTs = message.ts;
        if (message.ts > maxTs) maxTs = message.ts;
      }
      return { inserted, minTs, maxTs };
    });
  }

  /** Opens the index's file; creates it only when `create` is set (null if it does not exist otherwise). */
  static open(dataDir: string, name: string, { create }: { create: boolean }): IndexFile | null {
    const dir = indicesDir(dataDir);
    const file = path.join(dir, `${name}.db`);
    if (!create && !fs.existsSync(file)) return null;
    fs.mkdirSync(dir, { recursive: true });
    const db = new Database(file);
    try {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      if ((db.pragma('user_version', { simple: true }) as number) < SCHEMA_VERSION) {
        db.exec(`CREATE TABLE IF NOT EXISTS messages (
          seq INTEGER PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          ts INTEGER NOT NULL,
          fields TEXT NOT NULL
        );
        CREATE INDEX IF NOT EXISTS messages_ts ON messages(ts);
        PRAGMA user_version = ${SCHEMA_VERSION};`);
      }
      return new IndexFile(name, db);
    } catch (error) {
      db.close();
      throw error;
    }
  }

  /** Inserts the messages in one transaction (one fsync); a message whose id is already stored is skipped. */
  insertBatch(messages: readonly PreparedMessage[]): InsertResult {
    return this.insertAll(messages);
  }

  fieldsOf(id: string): string | null {
    return this.byId.get(id)?.fields ?? null;
  }

  fieldsAt(seq: number): string | null {
    return this.bySeq.get(seq)?.fields ?? null;
  }

  count(fromMs: number, toMs: number): number {
    return this.countInRange.get(fromMs, toMs)?.n ?? 0;
  }

  /** Up to `limit` rows in [fromMs, toMs] after the cursor, in `order`; start with startCursor(). */
  rows(order: ScanOrder, fromMs: number, toMs: number, cursor: RowLocator, limit: number): MessageRow[] {
    return this.rowsAfter[order].all(order === 'desc' ? fromMs : toMs, cursor.ts, cursor.seq, limit);
  }

  locators(order: ScanOrder, fromMs: number, toMs: number, cursor: RowLocator, limit: number): RowLocator[] {
    return this.locatorsAfter[order].all(order === 'desc' ? fromMs : toMs, cursor.ts, cursor.seq, limit);
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

  close(): void {
    this.db.close();
  }
}

/** The cursor before the first row of a scan over [fromMs, toMs]. */
export function startCursor(order: ScanOrder, fromMs: number, toMs: number): RowLocator {
  return order === 'desc' ? { ts: toMs, seq: Number.MAX_SAFE_INTEGER } : { ts: fromMs, seq: 0 };
}
