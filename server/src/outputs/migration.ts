import type { Migration } from '../db/types';

/**
 * Outputs (Graylog's {id, title, type, configuration, creator_user_id, created_at, content_pack} as JSON) and
 * which streams forward to which outputs. Deleting a stream or an output removes its attachments.
 */
export const outputsMigration: Migration = {
  id: '0015-outputs',
  up: (db) => {
    db.exec(`CREATE TABLE outputs (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      type TEXT NOT NULL,
      data TEXT NOT NULL
    );
    CREATE TABLE stream_outputs (
      stream_id TEXT NOT NULL REFERENCES streams(id) ON DELETE CASCADE,
      output_id TEXT NOT NULL REFERENCES outputs(id) ON DELETE CASCADE,
      PRIMARY KEY (stream_id, output_id)
    );
    CREATE INDEX stream_outputs_output ON stream_outputs(output_id);`);
  },
};
