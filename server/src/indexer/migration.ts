import type { Migration } from '../db/types';

/**
 * Indices that live: closed ones (never searched, files released) and reopened ones (Graylog keeps them
 * out of retention), when each range was last calculated and how long that took (Graylog's index range
 * `calculated_at` and `took_ms`); and the indexer failures, one row per message a commit could not store.
 */
export const indexerMigration: Migration = {
  id: '0022-indexer-state',
  up: (db) => {
    db.exec(`ALTER TABLE message_indices ADD COLUMN closed INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE message_indices ADD COLUMN reopened INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE message_indices ADD COLUMN range_calculated_at TEXT;
    ALTER TABLE message_indices ADD COLUMN range_took_ms INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE indexer_failures (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      timestamp TEXT NOT NULL,
      letter_id TEXT NOT NULL,
      index_name TEXT NOT NULL,
      type TEXT NOT NULL,
      message TEXT NOT NULL
    );
    CREATE INDEX indexer_failures_timestamp ON indexer_failures(timestamp);`);
  },
};
