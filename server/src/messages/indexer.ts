// Writes what the search index holds for each inserted message (indexSchema.ts): its terms, numbers,
// fields and block. Runs inside the insert's transaction, on the connection (and so the thread) that
// inserts: the writer worker, normally. Terms go in per message (FTS5 collects them in memory until the
// commit anyway); numbers and blocks are collected and written by flush(), numbers many rows per
// statement. Field ids, flags and types and the (field, stream) pairs are cached, so a batch of
// messages with known fields writes nothing to those tables.
import type { Db } from '../db/types';
import { messageTerms } from '../search/indexTerms';
import { mergeTypes, isFieldTypeName } from './fieldTypes';
import { BLOCK_BITS } from './indexSchema';
import type { FieldTypeName, MessageFields } from './types';

interface KnownField {
  id: number;
  flags: number;
  type: FieldTypeName;
  /** Stream lists (joined) of messages the field was recorded for: most messages repeat one. */
  streamLists: Set<string>;
}

/** Stream lists remembered per field; beyond them each (field, stream) pair is looked up in fieldStreams. */
const MAX_STREAM_LISTS = 64;
/**
 * Numbers rows written per statement. A row costs about a microsecond in the b-tree and half of one in
 * the call that hands it to SQLite; one call per 64 rows leaves the b-tree's part.
 */
const NUMBER_ROWS_PER_STATEMENT = 64;
const NUMBERS_COLUMNS = 3;

export class MessageIndexer {
  private readonly insertTerms;
  private readonly insertNumber;
  private readonly insertNumbers;
  /** Numbers rows of the messages added since the last flush: field, value, seq, one after the other. */
  private numberRows: number[] = [];
  private readonly insertField;
  private readonly updateField;
  private readonly insertFieldStream;
  private readonly upsertBlock;
  private readonly fields = new Map<string, KnownField>();
  private readonly fieldStreams = new Set<string>();
  /** Per block touched since the last flush: [min ts, max ts]. */
  private readonly blocks = new Map<number, [number, number]>();

  constructor(db: Db) {
    this.insertTerms = db.prepare<[number, string, string, string]>('INSERT INTO terms (rowid, message, full_message, kv) VALUES (?, ?, ?, ?)');
    this.insertNumber = db.prepare<[number, number, number]>('INSERT OR IGNORE INTO numbers (field, value, seq) VALUES (?, ?, ?)');
    this.insertNumbers = db.prepare<number[]>(`INSERT OR IGNORE INTO numbers (field, value, seq) VALUES ${Array.from({ length: NUMBER_ROWS_PER_STATEMENT }, () => '(?, ?, ?)').join(', ')}`);
    this.insertField = db.prepare<[string, string, number]>('INSERT INTO fields (name, type, flags) VALUES (?, ?, ?)');
    this.updateField = db.prepare<[string, number, number]>('UPDATE fields SET type = ?, flags = ? WHERE id = ?');
    this.insertFieldStream = db.prepare<[number, string]>('INSERT OR IGNORE INTO field_streams (field, stream) VALUES (?, ?)');
    this.upsertBlock = db.prepare<[number, number, number]>(`INSERT INTO blocks (block, min_ts, max_ts) VALUES (?, ?, ?)
      ON CONFLICT (block) DO UPDATE SET min_ts = MIN(min_ts, excluded.min_ts), max_ts = MAX(max_ts, excluded.max_ts)`);
    for (const row of db.prepare('SELECT id, name, type, flags FROM fields').all() as { id: number; name: string; type: string; flags: number }[]) {
      this.fields.set(row.name, { id: row.id, flags: row.flags, type: isFieldTypeName(row.type) ? row.type : 'string', streamLists: new Set() });
    }
    for (const row of db.prepare('SELECT field, stream FROM field_streams').all() as { field: number; stream: string }[]) {
      this.fieldStreams.add(`${row.field}\u0000${row.stream}`);
    }
  }

  /** Indexes one stored message (call within the transaction that inserted it). */
  add(seq: number, ts: number, fields: MessageFields): void {
    const terms = messageTerms(fields);
    this.insertTerms.run(seq, terms.message, terms.fullMessage, terms.kv);
    const streams = Array.isArray(fields.streams) ? fields.streams.filter((stream): stream is string => typeof stream === 'string') : [];
    if (streams.length === 0) streams.push('');
    const streamList = streams.join('\u0000');
    for (const [name, seen] of terms.fields) {
      const field = this.field(name, seen.flags, seen.type);
      if (field.streamLists.has(streamList)) continue;
      if (field.streamLists.size < MAX_STREAM_LISTS) field.streamLists.add(streamList);
      for (const stream of streams) {
        const key = `${field.id}\u0000${stream}`;
        if (!this.fieldStreams.has(key)) {
          this.insertFieldStream.run(field.id, stream);
          this.fieldStreams.add(key);
        }
      }
    }
    for (const [name, value] of terms.numbers) {
      const field = this.fields.get(name);
      if (field) this.numberRows.push(field.id, value, seq);
    }
    const block = seq >> BLOCK_BITS;
    const range = this.blocks.get(block);
    if (!range) this.blocks.set(block, [ts, ts]);
    else if (ts < range[0]) range[0] = ts;
    else if (ts > range[1]) range[1] = ts;
  }

  /** Writes the numbers and block ranges of the messages added since the last flush (call before the commit). */
  flush(): void {
    const rows = this.numberRows;
    this.numberRows = [];
    const full = NUMBER_ROWS_PER_STATEMENT * NUMBERS_COLUMNS;
    let at = 0;
    for (; at + full <= rows.length; at += full) this.insertNumbers.run(...rows.slice(at, at + full));
    for (; at < rows.length; at += NUMBERS_COLUMNS) this.insertNumber.run(rows[at], rows[at + 1], rows[at + 2]);
    for (const [block, [min, max]] of this.blocks) this.upsertBlock.run(block, min, max);
    this.blocks.clear();
  }

  private field(name: string, flags: number, type: FieldTypeName): KnownField {
    const known = this.fields.get(name);
    if (!known) {
      const id = Number(this.insertField.run(name, type, flags).lastInsertRowid);
      const added = { id, flags, type, streamLists: new Set<string>() };
      this.fields.set(name, added);
      return added;
    }
    const mergedFlags = known.flags | flags;
    const mergedType = mergeTypes(known.type, type) ?? type;
    if (mergedFlags !== known.flags || mergedType !== known.type) {
      this.updateField.run(mergedType, mergedFlags, known.id);
      known.flags = mergedFlags;
      known.type = mergedType;
    }
    return known;
  }
}
