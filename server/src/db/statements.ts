// Prepared statements kept per connection, for the queries every request runs (the caller's user, roles
// and grants; the message indices of every search and write): preparing costs more than running them.
// Only for statements used as they are: raw(), pluck() and expand() change a statement for every caller.
import type Database from 'better-sqlite3';
import type { Db } from './types';

const statements = new WeakMap<Db, Map<string, Database.Statement>>();

export function cachedStatement(db: Db, sql: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}
