import type { Migration } from '../db/types';

/**
 * Event definitions and notifications (Graylog's DTOs as JSON plus the columns lists need), the scheduler's
 * one trigger per scheduled definition (its next run and the window it will process, so a restart goes on
 * where it stopped), the events themselves, and when each notification last went out per event key (the
 * grace period).
 */
export const eventsMigration: Migration = {
  id: '0018-events',
  up: (db) => {
    db.exec(`CREATE TABLE event_definitions (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      description TEXT NOT NULL DEFAULT '',
      owner_id TEXT,
      data TEXT NOT NULL
    );
    CREATE TABLE event_notifications (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      description TEXT NOT NULL DEFAULT '',
      type TEXT NOT NULL,
      data TEXT NOT NULL
    );
    CREATE TABLE event_triggers (
      definition_id TEXT PRIMARY KEY,
      id TEXT NOT NULL,
      job_definition_id TEXT NOT NULL,
      status TEXT NOT NULL,
      next_time INTEGER NOT NULL,
      window_from INTEGER NOT NULL,
      window_to INTEGER NOT NULL,
      triggered_at INTEGER,
      last_error TEXT
    );
    CREATE TABLE events (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      definition_id TEXT NOT NULL,
      timestamp INTEGER NOT NULL,
      alert INTEGER NOT NULL,
      data TEXT NOT NULL,
      source_messages TEXT NOT NULL DEFAULT '[]'
    );
    CREATE INDEX events_by_time ON events(timestamp);
    CREATE INDEX events_by_definition ON events(definition_id, timestamp);
    CREATE TABLE event_notification_status (
      notification_id TEXT NOT NULL,
      definition_id TEXT NOT NULL,
      event_key TEXT NOT NULL,
      triggered_at INTEGER,
      notified_at INTEGER,
      PRIMARY KEY (notification_id, definition_id, event_key)
    );`);
  },
};
