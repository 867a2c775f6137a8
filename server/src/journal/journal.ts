// The message journal: batches the inputs handed over while processing was held, kept in
// <data-dir>/journal.db until they are processed and stored. Each batch is one row written in one
// transaction with a full sync, so a batch the input acknowledged survives a crash. Rows are read back in
// the order they were appended and deleted ("committed") only after the message store has written them:
// a crash between the two replays that batch (at least once, as Graylog's journal).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { MessageFields } from '../messages/types';
import type { ProcessedInput } from '../processing/processor';

export const JOURNAL_FILE = 'journal.db';
/** Graylog's default message_journal_max_size (5 GB). */
export const DEFAULT_JOURNAL_MAX_BYTES = 5 * 1024 ** 3;

export interface JournalEntry {
  offset: number;
  input: ProcessedInput;
  messages: MessageFields[];
  appendedAt: number;
}

export class JournalFullError extends Error {
  constructor(limit: number) {
    super(`The message journal is full (${limit} bytes); processing must be resumed before it takes more messages`);
  }
}

interface Row {
  offset: number;
  input_id: string;
  static_fields: string;
  messages: string;
  appended_at: number;
}

export class MessageJournal {
  private readonly db: Database.Database;
  private readonly insert: Database.Statement;
  private readonly remove: Database.Statement;
  private readonly oldest: Database.Statement;
  private readonly sizeOf: Database.Statement;
  private messages: number;
  private payloadBytes: number;
  private closed = false;
  readonly file: string;
  readonly createdAt: number;

  constructor(
    readonly directory: string,
    private readonly now: () => number,
    readonly maxBytes = DEFAULT_JOURNAL_MAX_BYTES,
  ) {
    fs.mkdirSync(directory, { recursive: true });
    this.file = path.join(directory, JOURNAL_FILE);
    this.db = new Database(this.file);
    this.db.pragma('journal_mode = WAL');
    // FULL: a committed append is on disk before the input is answered.
    this.db.pragma('synchronous = FULL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS entries (
        offset INTEGER PRIMARY KEY AUTOINCREMENT,
        input_id TEXT NOT NULL,
        static_fields TEXT NOT NULL,
        messages TEXT NOT NULL,
        count INTEGER NOT NULL,
        bytes INTEGER NOT NULL,
        appended_at INTEGER NOT NULL
      );
    `);
    this.db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run('created_at', now());
    this.createdAt = (this.db.prepare("SELECT value FROM meta WHERE key = 'created_at'").get() as { value: number }).value;
    const totals = this.db.prepare('SELECT COALESCE(SUM(count), 0) AS messages, COALESCE(SUM(bytes), 0) AS bytes FROM entries').get() as { messages: number; bytes: number };
    this.messages = totals.messages;
    this.payloadBytes = totals.bytes;
    this.insert = this.db.prepare('INSERT INTO entries (input_id, static_fields, messages, count, bytes, appended_at) VALUES (?, ?, ?, ?, ?, ?)');
    this.remove = this.db.prepare('DELETE FROM entries WHERE offset = ?');
    this.oldest = this.db.prepare('SELECT offset, input_id, static_fields, messages, appended_at FROM entries ORDER BY offset LIMIT ?');
    this.sizeOf = this.db.prepare('SELECT count, bytes FROM entries WHERE offset = ?');
  }

  /** Messages appended and not yet committed. */
  get uncommittedMessages(): number {
    return this.messages;
  }

  /** Bytes on disk: the database file and its write-ahead log. */
  get sizeOnDisk(): number {
    let total = 0;
    for (const file of [this.file, `${this.file}-wal`]) {
      try {
        total += fs.statSync(file).size;
      } catch {
        // The write-ahead log only exists between checkpoints.
      }
    }
    return total;
  }

  /** Writes one batch durably; throws JournalFullError (nothing written) when it would pass the size limit. */
  append(input: ProcessedInput, messages: readonly MessageFields[]): void {
    if (this.closed) throw new Error('The message journal is closed');
    const payload = JSON.stringify(messages);
    const bytes = Buffer.byteLength(payload);
    if (this.payloadBytes + bytes > this.maxBytes) throw new JournalFullError(this.maxBytes);
    this.insert.run(input.id, JSON.stringify(input.staticFields), payload, messages.length, bytes, this.now());
    this.messages += messages.length;
    this.payloadBytes += bytes;
  }

  /** The oldest `limit` batches, oldest first. */
  read(limit: number): JournalEntry[] {
    if (this.closed) return [];
    return (this.oldest.all(limit) as Row[]).map((row) => ({
      offset: row.offset,
      input: { id: row.input_id, staticFields: JSON.parse(row.static_fields) as Record<string, string> },
      messages: JSON.parse(row.messages) as MessageFields[],
      appendedAt: row.appended_at,
    }));
  }

  /** Forgets a batch once it is stored. */
  commit(entry: JournalEntry): void {
    if (this.closed) return;
    const removed = this.sizeOf.get(entry.offset) as { count: number; bytes: number } | undefined;
    if (!removed) return;
    this.remove.run(entry.offset);
    this.messages -= removed.count;
    this.payloadBytes -= removed.bytes;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }
}
