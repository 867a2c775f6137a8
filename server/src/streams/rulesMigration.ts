import type { Migration } from '../db/types';

/** Stream rules, one row each (Graylog keeps them in a collection of their own); they go with their stream. */
export const streamRulesMigration: Migration = {
  id: '0017-stream-rules',
  up: (db) => {
    db.exec(`CREATE TABLE stream_rules (
      id TEXT PRIMARY KEY,
      stream_id TEXT NOT NULL REFERENCES streams(id) ON DELETE CASCADE,
      data TEXT NOT NULL
    );
    CREATE INDEX stream_rules_stream ON stream_rules(stream_id);`);
  },
};
