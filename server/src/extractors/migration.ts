import type { Migration } from '../db/types';

/**
 * Extractors: the Graylog entity as JSON, plus the columns queries need. An input's extractors go
 * with it (ON DELETE CASCADE); `position` is the order they run in.
 */
export const extractorsMigration: Migration = {
  id: '0010-extractors',
  up: (db) => {
    db.exec(`CREATE TABLE extractors (
      id TEXT PRIMARY KEY,
      input_id TEXT NOT NULL REFERENCES inputs(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      data TEXT NOT NULL
    );
    CREATE INDEX extractors_input ON extractors(input_id, position);`);
  },
};
