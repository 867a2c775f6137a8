import type { Migration } from '../db/types';

/** Grok patterns: Graylog's {id, name, pattern, content_pack}; names are unique (case-sensitive, as grok reads them). */
export const grokMigration: Migration = {
  id: '0011-grok-patterns',
  up: (db) => {
    db.exec(`CREATE TABLE grok_patterns (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL UNIQUE,
      pattern TEXT NOT NULL,
      content_pack TEXT NULL
    )`);
  },
};
