// Changes to roles that also touch users, each in one transaction so nothing is half-saved.
import type { Db } from '../db/types';
import { badRequest } from '../http/errors';
import { removeRoleFromAllUsers, renameRoleForAllUsers } from '../authz/userRoles';
import { deleteRoleRow, findRoleByFoldedName, insertRole, updateRole, type Role, type RoleFields } from './store';

/** ':' and ',' would break permission strings such as roles:edit:<name>; blank names help nobody. */
export function assertRoleName(name: string): void {
  if (name.trim() === '') throw badRequest('Role name must not be blank');
  if (name !== name.trim()) throw badRequest('Role name must not start or end with whitespace');
  if (/[:,]/.test(name)) throw badRequest(`Role name must not contain ':' or ',': ${name}`);
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Names equal under JavaScript's lower-casing ("Änderer", "änderer") would share roles:<action>:<name>. */
function assertNameFree(db: Db, name: string, except?: Role): void {
  const clash = findRoleByFoldedName(db, name);
  if (clash && clash.id !== except?.id) throw badRequest(`Role ${name} already exists`);
}

export function createRole(db: Db, fields: RoleFields, nowMs: number): Role {
  assertRoleName(fields.name);
  try {
    return db.transaction(() => {
      assertNameFree(db, fields.name);
      return insertRole(db, fields, nowMs);
    })();
  } catch (error) {
    // The UNIQUE index has the last word, should another connection have written the name meanwhile.
    if (isUniqueViolation(error)) throw badRequest(`Role ${fields.name} already exists`);
    throw error;
  }
}

/** Updates a custom role; a new name is carried over to every member. */
export function changeRole(db: Db, role: Role, fields: RoleFields): Role {
  if (role.read_only) throw badRequest(`Cannot update the read-only role ${role.name}`);
  assertRoleName(fields.name);
  try {
    db.transaction(() => {
      assertNameFree(db, fields.name, role);
      updateRole(db, role.id, fields);
      if (fields.name !== role.name) renameRoleForAllUsers(db, role.name, fields.name);
    })();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(`Role ${fields.name} already exists`);
    throw error;
  }
  return { ...role, ...fields, permissions: [...new Set(fields.permissions)] };
}

/** Deletes a custom role and removes it from every user holding it. */
export function deleteRole(db: Db, role: Role): void {
  if (role.read_only) throw badRequest(`Cannot delete the read-only built-in role ${role.name}`);
  db.transaction(() => {
    removeRoleFromAllUsers(db, role.name);
    deleteRoleRow(db, role.id);
  })();
}
