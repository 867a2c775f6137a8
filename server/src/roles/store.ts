import type { Db } from '../db/types';

export interface Role {
  id: string;
  name: string;
  description: string;
  permissions: string[];
  read_only: boolean;
}

interface RoleRow {
  id: string;
  name: string;
  description: string;
  permissions: string;
  read_only: number;
}

function toRole(row: RoleRow): Role {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: JSON.parse(row.permissions) as string[],
    read_only: row.read_only === 1,
  };
}

export function findRoleByName(db: Db, name: string): Role | undefined {
  const row = db.prepare('SELECT * FROM roles WHERE name = ?').get(name) as RoleRow | undefined;
  return row ? toRole(row) : undefined;
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
