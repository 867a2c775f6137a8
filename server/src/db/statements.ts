// Prepared statements kept per connection, for the queries every request runs (the caller's user, roles
// and grants; the message indices of every search and write; the SQL a search plan writes): preparing
// costs more than running them.
//
// A statement's mode (rows as objects, or better-sqlite3's raw() or pluck()) is set once, when it is
// prepared, and is part of the cache key: the same SQL read two ways is two statements. Switching the
// mode of a shared statement per call would be wrong twice over: raw(false) does not undo pluck(true),
// and changing a statement that an open iterate() is reading throws.
import type Database from 'better-sqlite3';
import type { Db } from './types';

/** Rows as objects (better-sqlite3's default), as arrays (raw) or as their first column only (pluck). */
export type RowMode = 'objects' | 'arrays' | 'values';

export interface CachedStatementOptions {
  mode?: RowMode;
  /**
   * For SQL that varies without end (a search plan's): once the connection's cache holds this many
   * statements it starts over, rather than growing.
   */
  maxStatements?: number;
}

const statements = new WeakMap<Db, Map<string, Database.Statement>>();

/** The connection's statement for `sql` reading rows in `mode` (objects by default); callers must not change its mode. */
export function cachedStatement(db: Db, sql: string, { mode = 'objects', maxStatements }: CachedStatementOptions = {}): Database.Statement {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  const key = `${mode}:${sql}`;
  let statement = cache.get(key);
  if (!statement) {
    if (maxStatements !== undefined && cache.size >= maxStatements) cache.clear();
    statement = db.prepare(sql);
    if (mode === 'arrays') statement.raw(true);
    else if (mode === 'values') statement.pluck(true);
    cache.set(key, statement);
  }
  return statement;
}
