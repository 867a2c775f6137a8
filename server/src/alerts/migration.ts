import type { Migration } from '../db/types';

/**
 * Legacy alerting. Conditions live inside their stream's JSON (`alert_conditions`, as in Graylog); alarm
 * callbacks, alerts and the history of each callback run have tables. All of them go when their stream goes.
 */
export const alertsMigration: Migration = {
  id: '0019-legacy-alerts',
  up: (db) => {
    db.exec(`CREATE TABLE alarm_callbacks (
      id TEXT PRIMARY KEY,
      stream_id TEXT NOT NULL REFERENCES streams(id) ON DELETE CASCADE,
      data TEXT NOT NULL
    );
    CREATE INDEX alarm_callbacks_stream ON alarm_callbacks(stream_id);
    CREATE TABLE alerts (
      id TEXT PRIMARY KEY,
      stream_id TEXT NOT NULL REFERENCES streams(id) ON DELETE CASCADE,
      condition_id TEXT NOT NULL,
      triggered_at INTEGER NOT NULL,
      resolved_at INTEGER,
      is_interval INTEGER NOT NULL,
      description TEXT NOT NULL,
      condition_parameters TEXT NOT NULL
    );
    CREATE INDEX alerts_stream_triggered ON alerts(stream_id, triggered_at DESC);
    CREATE INDEX alerts_condition ON alerts(stream_id, condition_id, triggered_at DESC);
    CREATE TABLE alarm_callback_history (
      id TEXT PRIMARY KEY,
      alert_id TEXT NOT NULL REFERENCES alerts(id) ON DELETE CASCADE,
      condition_id TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      data TEXT NOT NULL
    );
    CREATE INDEX alarm_callback_history_alert ON alarm_callback_history(alert_id, created_at);`);
  },
};
