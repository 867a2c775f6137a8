import type { Migration } from '../db/types';
import { newObjectId } from '../http/ids';
import { BUILTIN_ROLES } from './builtin';

export const rolesMigration: Migration = {
  id: '0002-roles',
  up: (db) => {
    db.exec(`CREATE TABLE roles (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL UNIQUE COLLATE NOCASE,
      description TEXT NOT NULL DEFAULT '',
      permissions TEXT NOT NULL DEFAULT '[]',
      read_only INTEGER NOT NULL DEFAULT 0
    )`);
    const insert = db.prepare(
      'INSERT INTO roles (id, name, description, permissions, read_only) VALUES (?, ?, ?, ?, 1)',
    );
    for (const role of BUILTIN_ROLES) {
      insert.run(newObjectId(), role.name, role.description, JSON.stringify(role.permissions));
    }
  },
};
