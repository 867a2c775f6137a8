// Pipeline rules, pipelines and their stream connections, as Graylog keeps them: rules and pipelines by
// their source text (titles unique, as Graylog's unique index on title), one connection document per stream
// listing its pipelines. A deleted stream takes its connection with it (foreign key); a deleted pipeline is
// taken out of the connections by the pipelines store.
import type { Migration } from '../db/types';

export const pipelinesMigration: Migration = {
  id: '0020-pipelines',
  up(db) {
    db.exec(`CREATE TABLE pipeline_rules (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL UNIQUE,
      description TEXT,
      source TEXT NOT NULL,
      created_at TEXT NOT NULL,
      modified_at TEXT NOT NULL
    )`);
    db.exec(`CREATE TABLE pipelines (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL UNIQUE,
      description TEXT,
      source TEXT NOT NULL,
      created_at TEXT NOT NULL,
      modified_at TEXT NOT NULL
    )`);
    db.exec(`CREATE TABLE pipeline_connections (
      id TEXT PRIMARY KEY,
      stream_id TEXT NOT NULL UNIQUE REFERENCES streams(id) ON DELETE CASCADE,
      pipeline_ids TEXT NOT NULL
    )`);
  },
};
