import type { Migration } from '../db/types';

export const sessionsMigration: Migration = {
  id: '0004-sessions',
  up: (db) => {
    db.exec(`CREATE TABLE sessions (
      id_hash TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      host TEXT NOT NULL DEFAULT '',
      client_address TEXT,
      created_at INTEGER NOT NULL,
      last_access INTEGER NOT NULL,
      timeout_ms INTEGER NOT NULL
    );
    CREATE INDEX sessions_user ON sessions(user_id);`);
  },
};
