import type { Migration } from '../db/types';

/** System notifications (Graylog keeps them in MongoDB): one row per type, so they survive restarts. */
export const notificationsMigration: Migration = {
  id: '0021-system-notifications',
  up: (db) => {
    db.exec(`CREATE TABLE system_notifications (
      type TEXT PRIMARY KEY,
      severity TEXT NOT NULL,
      timestamp TEXT NOT NULL,
      node_id TEXT NOT NULL,
      details TEXT NOT NULL
    )`);
  },
};
