import type { Migration } from '../db/types';

/**
 * The authoritative list of message indices (the files under <data-dir>/indices/) and, per index, the
 * time range of its messages, so a search opens only the indices its range overlaps. begin_ms/end_ms
 * stay NULL while an index is empty.
 */
export const messagesMigration: Migration = {
  id: '0012-message-indices',
  up: (db) => {
    db.exec(`CREATE TABLE message_indices (
      name TEXT PRIMARY KEY,
      index_set_id TEXT NOT NULL REFERENCES index_sets(id),
      created_at TEXT NOT NULL,
      begin_ms INTEGER,
      end_ms INTEGER,
      message_count INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX message_indices_index_set ON message_indices(index_set_id);`);
  },
};
