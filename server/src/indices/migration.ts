import type { Migration } from '../db/types';

/** Index sets: the whole Graylog entity as JSON, plus the columns queries need. */
export const indicesMigration: Migration = {
  id: '0006-index-sets',
  up: (db) => {
    db.exec(`CREATE TABLE index_sets (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      index_prefix TEXT NOT NULL UNIQUE,
      is_default INTEGER NOT NULL DEFAULT 0,
      data TEXT NOT NULL
    )`);
  },
};
