import type { Migration } from '../db/types';

export const usersMigration: Migration = {
  id: '0003-users',
  up: (db) => {
    db.exec(`CREATE TABLE users (
      id TEXT PRIMARY KEY,
      username TEXT NOT NULL UNIQUE COLLATE NOCASE,
      full_name TEXT NOT NULL DEFAULT '',
      first_name TEXT,
      last_name TEXT,
      email TEXT NOT NULL DEFAULT '',
      password_hash TEXT NOT NULL,
      permissions TEXT NOT NULL DEFAULT '[]',
      roles TEXT NOT NULL DEFAULT '[]',
      timezone TEXT,
      session_timeout_ms INTEGER NOT NULL DEFAULT 28800000,
      startpage TEXT,
      preferences TEXT NOT NULL DEFAULT '{}',
      read_only INTEGER NOT NULL DEFAULT 0,
      external INTEGER NOT NULL DEFAULT 0,
      account_status TEXT NOT NULL DEFAULT 'enabled' CHECK (account_status IN ('enabled', 'disabled')),
      last_activity INTEGER,
      client_address TEXT,
      created_at TEXT NOT NULL
    )`);
  },
};
