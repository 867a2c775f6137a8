import type { Migration } from '../db/types';

/**
 * Inputs: the whole Graylog input summary as JSON (configuration under attributes, static fields),
 * plus the columns queries need. `desired_state` is RUNNING once an input was started and STOPPED once
 * stopped, so the inputs that were running come back after a restart.
 */
export const inputsMigration: Migration = {
  id: '0009-inputs',
  up: (db) => {
    db.exec(`CREATE TABLE inputs (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      type TEXT NOT NULL,
      global INTEGER,
      node TEXT NULL,
      desired_state TEXT NOT NULL DEFAULT 'STOPPED' CHECK (desired_state IN ('RUNNING', 'STOPPED')),
      data TEXT NOT NULL
    );`);
  },
};
