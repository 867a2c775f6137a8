// Index files: the upgrade of a version 1 file (messages only) by indexing what it holds, and what the
// index keeps per message (fields, types and streams, blocks).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { tempDir } from '../../test/helpers';
import { compileQuery } from '../search/query';
import { IndexFile, indicesDir } from './indexFile';
import { BLOCK_BITS, SCHEMA_VERSION } from './indexSchema';
import { prepareMessage } from './messageStore';
import { searchIndexFiles } from './search';
import type { MessageFields } from './types';

const T0 = Date.parse('2024-05-01T00:00:00.000Z');

function message(n: number, extra: MessageFields = {}): MessageFields {
  return { _id: `m${n}`, timestamp: new Date(T0 + n * 1000).toISOString(), message: `event number ${n}`, source: 'web', level: n % 3, ...extra };
}

function search(file: IndexFile, query: string) {
  return searchIndexFiles([file], { query: compileQuery(query, { nowMs: T0 }), streams: null, fromMs: 0, toMs: T0 + 1e9, limit: 100, offset: 0 });
}

describe('index files', () => {
  it('indexes the messages of a version 1 file when it is first opened', () => {
    const dataDir = tempDir();
    fs.mkdirSync(indicesDir(dataDir), { recursive: true });
    const old = new Database(path.join(indicesDir(dataDir), 'graylog_0.db'));
    old.exec(`CREATE TABLE messages (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, ts INTEGER NOT NULL, fields TEXT NOT NULL);
      CREATE INDEX messages_ts ON messages(ts); PRAGMA user_version = 1;`);
    const insert = old.prepare('INSERT INTO messages (id, ts, fields) VALUES (?, ?, ?)');
    for (let n = 0; n < 30; n += 1) {
      const prepared = prepareMessage(message(n));
      insert.run(prepared.id, prepared.ts, prepared.json);
    }
    old.close();

    const file = IndexFile.open(dataDir, 'graylog_0', { create: false });
    if (!file) throw new Error('not opened');
    try {
      expect(file.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(search(file, 'number AND level:2').total).toBe(10);
      expect(search(file, '"event number 7"').messages.map((stored) => stored.id)).toEqual(['m7']);
      expect(file.fieldTypes(null).map((field) => field.name).sort()).toEqual(['_id', 'level', 'message', 'source', 'timestamp']);
      // New messages are indexed as they come, after the old ones.
      file.insertBatch([prepareMessage(message(30, { message: 'event number thirty' }))]);
      expect(search(file, 'thirty').messages.map((stored) => stored.id)).toEqual(['m30']);
    } finally {
      file.close();
    }
  });

  it('keeps field types, the streams fields occur in, and the time range of each block', () => {
    const file = IndexFile.open(tempDir(), 'graylog_0', { create: true });
    if (!file) throw new Error('not opened');
    try {
      const rows = 1 << BLOCK_BITS;
      file.insertBatch(Array.from({ length: rows + 10 }, (_, n) => prepareMessage(message(n, n === 3 ? { streams: ['s1'], only_s1: 1.5 } : { streams: ['s2'] }))));
      expect(file.fieldTypes(['s1']).map((field) => field.name).sort()).toEqual(['_id', 'level', 'message', 'only_s1', 'source', 'streams', 'timestamp']);
      expect(file.fieldTypes(['s2']).map((field) => field.name)).not.toContain('only_s1');
      expect(file.fieldTypes(null).find((field) => field.name === 'only_s1')).toEqual({ name: 'only_s1', type: 'double' });
      expect(file.blocks()).toEqual([[0, T0, T0 + (rows - 2) * 1000], [1, T0 + (rows - 1) * 1000, T0 + (rows + 9) * 1000]]);
    } finally {
      file.close();
    }
  });

  it('a reading connection sees the blocks of rows written after its first look', () => {
    const dataDir = tempDir();
    const writer = IndexFile.open(dataDir, 'graylog_0', { create: true });
    const reader = IndexFile.open(dataDir, 'graylog_0', { create: false });
    if (!writer || !reader) throw new Error('not opened');
    try {
      const rows = 1 << BLOCK_BITS;
      writer.insertBatch(Array.from({ length: rows - 2 }, (_, n) => prepareMessage(message(n))));
      expect(reader.blocks()).toEqual([[0, T0, T0 + (rows - 3) * 1000]]);
      // The last known block grows (a late message lowers its minimum), and a new one starts.
      writer.insertBatch([prepareMessage(message(-5)), ...Array.from({ length: 3 }, (_, n) => prepareMessage(message(rows + n)))]);
      const expected = [[0, T0 - 5000, T0 + (rows - 3) * 1000], [1, T0 + rows * 1000, T0 + (rows + 2) * 1000]];
      expect(reader.blocks()).toEqual(expected);
      expect(reader.blocks()).toEqual(expected);
    } finally {
      reader.close();
      writer.close();
    }
  });

  it('maps the file into memory for reading connections only, and empties the write-ahead log on a checkpoint', () => {
    const dataDir = tempDir();
    const writer = IndexFile.open(dataDir, 'graylog_0', { create: true, forWriting: true });
    const reader = IndexFile.open(dataDir, 'graylog_0', { create: false });
    if (!writer || !reader) throw new Error('not opened');
    try {
      expect(writer.db.pragma('mmap_size', { simple: true })).toBe(0);
      expect(reader.db.pragma('mmap_size', { simple: true })).toBe(1 << 30);
      for (let n = 0; n < 20; n += 1) writer.insertBatch([prepareMessage(message(n))]);
      const wal = path.join(indicesDir(dataDir), 'graylog_0.db-wal');
      expect(fs.statSync(wal).size).toBeGreaterThan(0);
      expect(reader.stats().count).toBe(20);
      writer.checkpoint();
      expect(fs.statSync(wal).size).toBe(0);
      expect(reader.stats().count).toBe(20);
      expect(search(reader, 'number').total).toBe(20);
    } finally {
      reader.close();
      writer.close();
    }
  });

  it('creates new files with 8 KiB pages and keeps the page size of existing ones', () => {
    const dataDir = tempDir();
    const created = IndexFile.open(dataDir, 'graylog_0', { create: true });
    if (!created) throw new Error('not opened');
    expect(created.db.pragma('page_size', { simple: true })).toBe(8192);
    created.close();
    fs.mkdirSync(indicesDir(dataDir), { recursive: true });
    const old = new Database(path.join(indicesDir(dataDir), 'graylog_1.db'));
    old.exec(`PRAGMA page_size = 4096; CREATE TABLE messages (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, ts INTEGER NOT NULL, fields TEXT NOT NULL);
      CREATE INDEX messages_ts ON messages(ts); PRAGMA user_version = 1;`);
    old.close();
    const opened = IndexFile.open(dataDir, 'graylog_1', { create: false });
    if (!opened) throw new Error('not opened');
    try {
      expect(opened.db.pragma('page_size', { simple: true })).toBe(4096);
      opened.insertBatch(Array.from({ length: 100 }, (_, n) => prepareMessage(message(n, { took_ms: n, size: n * 2 }))));
      expect(search(opened, 'took_ms:[10 TO 19] AND size:>=30').total).toBe(5);
    } finally {
      opened.close();
    }
  });

  it('a failed batch leaves neither messages nor index entries, and the next batch is indexed', () => {
    const file = IndexFile.open(tempDir(), 'graylog_0', { create: true });
    if (!file) throw new Error('not opened');
    try {
      file.insertBatch([prepareMessage(message(1, { fresh: 'x' }))]);
      // A timestamp SQLite cannot store fails the batch after its first message was inserted and indexed.
      const broken = { ...prepareMessage(message(2)), ts: Number.NaN };
      expect(() => file.insertBatch([prepareMessage(message(3, { newer: 'y' })), broken])).toThrow();
      expect(search(file, 'newer:y').total).toBe(0);
      expect(file.fieldTypes(null).map((field) => field.name)).not.toContain('newer');
      file.insertBatch([prepareMessage(message(4, { newer: 'y' }))]);
      expect(search(file, 'newer:y').messages.map((stored) => stored.id)).toEqual(['m4']);
    } finally {
      file.close();
    }
  });

  it('reads one SQL text as first values, arrays and objects in any order, also while an iteration of it is open', () => {
    const file = IndexFile.open(tempDir(), 'graylog_0', { create: true });
    if (!file) throw new Error('not opened');
    try {
      file.insertBatch([prepareMessage(message(1)), prepareMessage(message(2))]);
      const sql = 'SELECT id, ts FROM messages ORDER BY seq';
      expect(file.values(sql, [])).toEqual(['m1', 'm2']);
      expect(file.all(sql, [])).toEqual([{ id: 'm1', ts: T0 + 1000 }, { id: 'm2', ts: T0 + 2000 }]);
      expect(file.arrays(sql, [])).toEqual([['m1', T0 + 1000], ['m2', T0 + 2000]]);
      expect(file.values(sql, [])).toEqual(['m1', 'm2']);
      const iteration = file.iterate(sql, []);
      expect(iteration.next().value).toEqual(['m1', T0 + 1000]);
      expect(file.all(sql, [])).toEqual([{ id: 'm1', ts: T0 + 1000 }, { id: 'm2', ts: T0 + 2000 }]);
      expect([...iteration]).toEqual([['m2', T0 + 2000]]);
    } finally {
      file.close();
    }
  });
});
