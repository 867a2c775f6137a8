import type { Migration } from '../db/types';

export const tokensMigration: Migration = {
  id: '0005-access-tokens',
  up: (db) => {
    db.exec(`CREATE TABLE access_tokens (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      token_hash TEXT NOT NULL UNIQUE,
      created_at INTEGER NOT NULL,
      last_access INTEGER
    );
    CREATE INDEX access_tokens_user ON access_tokens(user_id);`);
  },
};
