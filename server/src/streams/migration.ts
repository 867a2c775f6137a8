import type { Migration } from '../db/types';

/** Streams: the whole Graylog entity as JSON, plus the columns queries need. */
export const streamsMigration: Migration = {
  id: '0007-streams',
  up: (db) => {
    db.exec(`CREATE TABLE streams (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      index_set_id TEXT NOT NULL REFERENCES index_sets(id),
      is_default INTEGER NOT NULL DEFAULT 0,
      disabled INTEGER NOT NULL DEFAULT 0,
      data TEXT NOT NULL
    );
    CREATE INDEX streams_index_set ON streams(index_set_id);`);
  },
};
