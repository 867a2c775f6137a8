// Persistence of roles. Names are unique ignoring case (the column is COLLATE NOCASE), so every
// lookup by name is case-insensitive and returns the stored, canonical spelling.
import { cachedStatement } from '../db/statements';
import type { Db } from '../db/types';
import { newObjectId } from '../http/ids';

export interface Role {
  id: string;
  name: string;
  description: string;
  permissions: string[];
  read_only: boolean;
}

export interface RoleRow {
  id: string;
  name: string;
  description: string;
  permissions: string;
  read_only: number;
}

export function toRole(row: RoleRow): Role {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: JSON.parse(row.permissions) as string[],
    read_only: row.read_only === 1,
  };
}

export function findRoleByName(db: Db, name: string): Role | undefined {
  const row = cachedStatement(db, 'SELECT * FROM roles WHERE name = ?').get(name) as RoleRow | undefined;
  return row ? toRole(row) : undefined;
}

/**
 * The role whose name equals `name` once both are lower-cased as JavaScript (and so the permission
 * matcher, roles:edit:<name>) does; NOCASE folds only A-Z. New and changed names are checked with it.
 */
export function findRoleByFoldedName(db: Db, name: string): Role | undefined {
  const folded = name.toLowerCase();
  const rows = db.prepare('SELECT id, name FROM roles').all() as { id: string; name: string }[];
  const match = rows.find((row) => row.name.toLowerCase() === folded);
  return match ? findRoleById(db, match.id) : undefined;
}

export function findRoleById(db: Db, id: string): Role | undefined {
  const row = db.prepare('SELECT * FROM roles WHERE id = ?').get(id) as RoleRow | undefined;
  return row ? toRole(row) : undefined;
}

export function listRoles(db: Db): Role[] {
  return (db.prepare('SELECT * FROM roles ORDER BY name COLLATE NOCASE').all() as RoleRow[]).map(toRole);
}

/** Permissions granted by the named roles; unknown names grant nothing. */
export function permissionsOfRoles(db: Db, names: readonly string[]): string[] {
  const result: string[] = [];
  for (const name of names) {
    const role = findRoleByName(db, name);
    if (role) result.push(...role.permissions);
  }
  return result;
}

export interface RoleFields {
  name: string;
  description: string;
  permissions: readonly string[];
}

/** Custom roles are never read-only; only the built-in ones are. */
export function insertRole(db: Db, fields: RoleFields, nowMs: number): Role {
  const id = newObjectId(nowMs);
  db.prepare('INSERT INTO roles (id, name, description, permissions, read_only) VALUES (?, ?, ?, ?, 0)')
    .run(id, fields.name, fields.description, JSON.stringify([...new Set(fields.permissions)]));
  const created = findRoleById(db, id);
  if (!created) throw new Error('Role vanished right after insert');
  return created;
}

export function updateRole(db: Db, id: string, fields: RoleFields): void {
  db.prepare('UPDATE roles SET name = ?, description = ?, permissions = ? WHERE id = ?')
    .run(fields.name, fields.description, JSON.stringify([...new Set(fields.permissions)]), id);
}

export function deleteRoleRow(db: Db, id: string): void {
  db.prepare('DELETE FROM roles WHERE id = ?').run(id);
}
