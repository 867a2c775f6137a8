import type { Migration } from '../db/types';

/**
 * Searches (what a search job runs: queries with their search types, parameters) and views (saved
 * searches and dashboards over a search). Both keep Graylog's whole JSON in `data`, plus the columns
 * lists and permission checks need. `dashboard_widget_settings` keeps what the legacy /dashboards
 * calls know about a widget and a view widget cannot hold (its legacy type, cache time, creator and
 * settings such as a quick-values widget showing both a pie and a table).
 */
export const viewsMigration: Migration = {
  id: '0013-views',
  up: (db) => {
    db.exec(`CREATE TABLE searches (
      id TEXT PRIMARY KEY,
      owner TEXT NOT NULL,
      owner_id TEXT NOT NULL,
      created_at TEXT NOT NULL,
      data TEXT NOT NULL
    );
    CREATE TABLE views (
      id TEXT PRIMARY KEY,
      type TEXT NOT NULL CHECK (type IN ('SEARCH', 'DASHBOARD')),
      title TEXT NOT NULL,
      summary TEXT NOT NULL,
      description TEXT NOT NULL,
      search_id TEXT NOT NULL,
      owner TEXT NOT NULL,
      created_at TEXT NOT NULL,
      data TEXT NOT NULL
    );
    CREATE INDEX views_type ON views(type);
    CREATE INDEX views_search ON views(search_id);
    CREATE TABLE dashboard_widget_settings (
      view_id TEXT NOT NULL REFERENCES views(id) ON DELETE CASCADE,
      widget_id TEXT NOT NULL,
      legacy_type TEXT NOT NULL,
      cache_time INTEGER NOT NULL,
      creator_user_id TEXT NOT NULL,
      extras TEXT NOT NULL,
      PRIMARY KEY (view_id, widget_id)
    );`);
  },
};
