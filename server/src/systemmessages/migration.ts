import type { Migration } from '../db/types';

/** Graylog's system messages (its ActivityWriter's log of what the cluster did), newest found by id. */
export const systemMessagesMigration: Migration = {
  id: '0023-system-messages',
  up: (db) => {
    db.exec(`CREATE TABLE system_messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      caller TEXT NOT NULL,
      content TEXT NOT NULL,
      timestamp TEXT NOT NULL,
      node_id TEXT NOT NULL
    )`);
  },
};
