import type { Migration } from './types';

/** Server-wide key/value settings: node and cluster ids, getting-started state, and similar singletons. */
export const coreMigration: Migration = {
  id: '0001-core-settings',
  up: (db) => {
    db.exec(`CREATE TABLE settings (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL
    )`);
  },
};
