// The tables of an index file and the upgrade of older files.
//
// Version 1 held only `messages`. Version 2 adds what makes searching indexed (see search/indexTerms.ts
// for the tokens and search/sqlPlan.ts for how queries use them):
// - terms: an FTS5 table without content of its own (rowid = messages.seq): the terms of message and
//   full_message, and per field a presence token and its values' tokens (kv). Segments are merged 16 at a
//   time instead of 4: a quarter less work per insert, for a few more segments to look into per query;
// - numbers: numeric values of keyword fields and epoch ms of date fields, ordered by (field, value)
//   for ranges; WITHOUT ROWID, so the table is its own index;
// - fields: every field name in the index, its type (for the field types call) and which kinds of
//   values it holds (flags, which tell the planner what a condition may need to look at);
// - field_streams: which fields occur in messages of which stream ('' for none), for field types per stream;
// - blocks: the oldest and newest timestamp of each run of BLOCK_ROWS consecutive rows, so a time range
//   becomes ranges of seq (whole blocks need no timestamp check) and pages in timestamp order can stop
//   early (see search/blocks.ts).
import type { Db } from '../db/types';

export const SCHEMA_VERSION = 2;

/** log2 of the rows per block. */
export const BLOCK_BITS = 12;

export const MESSAGES_DDL = `CREATE TABLE IF NOT EXISTS messages (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  ts INTEGER NOT NULL,
  fields TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS messages_ts ON messages(ts);`;

export const INDEX_DDL = `CREATE VIRTUAL TABLE IF NOT EXISTS terms USING fts5(
  message, full_message, kv, content = '', tokenize = "ascii tokenchars '_'", columnsize = 0
);
INSERT INTO terms (terms, rank) VALUES ('automerge', 16);
CREATE VIRTUAL TABLE IF NOT EXISTS terms_vocab USING fts5vocab(terms, 'col');
CREATE VIRTUAL TABLE IF NOT EXISTS terms_instances USING fts5vocab(terms, 'instance');
CREATE TABLE IF NOT EXISTS numbers (
  field INTEGER NOT NULL,
  value REAL NOT NULL,
  seq INTEGER NOT NULL,
  PRIMARY KEY (field, value, seq)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS fields (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  flags INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS field_streams (
  field INTEGER NOT NULL,
  stream TEXT NOT NULL,
  PRIMARY KEY (field, stream)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS blocks (
  block INTEGER PRIMARY KEY,
  min_ts INTEGER NOT NULL,
  max_ts INTEGER NOT NULL
);`;

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

export function setSchemaVersion(db: Db, version: number): void {
  db.pragma(`user_version = ${version}`);
}
