import type { Migration } from '../db/types';

/**
 * Lookup caches, data adapters and tables. Names are unique per kind (tables, rules and extractors refer to
 * them by name); `data` holds the rest of Graylog's JSON (config, defaults, content_pack).
 */
export const lookupTablesMigration: Migration = {
  id: '0020-lookup-tables',
  up: (db) => {
    db.exec(`CREATE TABLE lookup_caches (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      data TEXT NOT NULL
    );
    CREATE TABLE lookup_adapters (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      data TEXT NOT NULL
    );
    CREATE TABLE lookup_tables (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      cache_id TEXT NOT NULL REFERENCES lookup_caches(id),
      data_adapter_id TEXT NOT NULL REFERENCES lookup_adapters(id),
      data TEXT NOT NULL
    );
    CREATE INDEX lookup_tables_cache ON lookup_tables(cache_id);
    CREATE INDEX lookup_tables_adapter ON lookup_tables(data_adapter_id);`);
  },
};
