import type { Migration } from '../db/types';

/**
 * Authentication service backends (Graylog's AuthServiceBackendDTO) and, on users, which backend
 * provisioned a user and the user's unique id there (Graylog's auth_service_id / auth_service_uid).
 * The active backend and the HTTP header authentication config are single values in `settings`.
 */
export const authServicesMigration: Migration = {
  id: '0024-authentication-services',
  up: (db) => {
    db.exec(`CREATE TABLE auth_service_backends (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      description TEXT NOT NULL DEFAULT '',
      type TEXT NOT NULL,
      default_roles TEXT NOT NULL DEFAULT '[]',
      -- The type's fields without the system user's password, as JSON.
      config TEXT NOT NULL,
      -- The system user's password, encrypted (auth/secrets.ts encryptSecret) as JSON; NULL when not set.
      system_user_password TEXT,
      created_at TEXT NOT NULL
    );
    ALTER TABLE users ADD COLUMN auth_service_id TEXT;
    ALTER TABLE users ADD COLUMN auth_service_uid TEXT;
    CREATE INDEX users_auth_service ON users (auth_service_id, auth_service_uid);`);
  },
};
