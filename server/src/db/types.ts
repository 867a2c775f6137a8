import type BetterSqlite3 from 'better-sqlite3';

export type Db = BetterSqlite3.Database;

/**
 * One schema step. `id` is recorded in the `migrations` table once applied; never rename or
 * reorder an applied migration, only append new ones (see ./migrations.ts).
 */
export interface Migration {
  id: string;
  up: (db: Db) => void;
}
