import type { Migration } from '../db/types';

/** Message decorators: a type, its configuration (JSON), an optional stream it is limited to, and its place in the order. */
export const decoratorsMigration: Migration = {
  id: '0014-decorators',
  up: (db) => {
    db.exec(`CREATE TABLE decorators (
      id TEXT PRIMARY KEY,
      type TEXT NOT NULL,
      config TEXT NOT NULL,
      stream TEXT,
      position INTEGER NOT NULL
    )`);
  },
};
