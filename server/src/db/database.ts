// Opens <data-dir>/console.db and brings its schema up to date. Every area keeps its state here,
// so a restart loses nothing.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Db, Migration } from './types';
import { migrations as allMigrations } from './migrations';

export const DATABASE_FILE = 'console.db';

export function openDatabase(dataDir: string, migrations: readonly Migration[] = allMigrations): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  // WAL lets readers proceed while a write is in progress; busy_timeout covers a second process briefly.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  runMigrations(db, migrations);
  return db;
}

/** Applies, in list order, every migration not yet recorded; each one in its own transaction. */
export function runMigrations(db: Db, migrations: readonly Migration[]): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    id TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  )`);
  const seen = new Set<string>();
  for (const migration of migrations) {
    if (seen.has(migration.id)) throw new Error(`Duplicate migration id ${migration.id}`);
    seen.add(migration.id);
  }
  const applied = new Set(
    (db.prepare('SELECT id FROM migrations').all() as { id: string }[]).map((row) => row.id),
  );
  const record = db.prepare('INSERT INTO migrations (id, applied_at) VALUES (?, ?)');
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      migration.up(db);
      record.run(migration.id, new Date().toISOString());
    })();
    ran.push(migration.id);
  }
  return ran;
}
