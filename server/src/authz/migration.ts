import type { Migration } from '../db/types';

/**
 * Grants: "grantee may <capability> target", both named by GRN. One grant per grantee and target;
 * sharing again changes its capability.
 */
export const grantsMigration: Migration = {
  id: '0008-authz-grants',
  up: (db) => {
    db.exec(`CREATE TABLE grants (
      id TEXT PRIMARY KEY,
      grantee TEXT NOT NULL,
      capability TEXT NOT NULL CHECK (capability IN ('view', 'manage', 'own')),
      target TEXT NOT NULL,
      created_by TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_by TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      UNIQUE (grantee, target)
    );
    CREATE INDEX grants_target ON grants(target);`);
  },
};
