// The role memberships stored on users: `users.roles` is a JSON array of role names. Names are
// compared ignoring ASCII case, as the roles table's NOCASE collation does, and always written in
// the role's canonical spelling. Callers run these inside their own transaction when they change
// more than one row.
import type { Db } from '../db/types';
import { badRequest } from '../http/errors';
import { ADMIN_ROLE } from '../roles/builtin';
import type { Role } from '../roles/store';
import { toUser, type UserRecord, type UserRow } from '../users/store';

/** Lower-cases A-Z only: what SQLite's NOCASE and lower() do, so SQL and JS agree. */
export function foldRoleName(name: string): string {
  return name.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

export function hasRole(user: Pick<UserRecord, 'roles'>, roleName: string): boolean {
  const folded = foldRoleName(roleName);
  return user.roles.some((name) => foldRoleName(name) === folded);
}

/** SQL condition (on table `users`) selecting users holding the role named by the one parameter. */
export const USER_HAS_ROLE_SQL = 'EXISTS (SELECT 1 FROM json_each(users.roles) WHERE lower(json_each.value) = lower(?))';

export function usersWithRole(db: Db, roleName: string): UserRecord[] {
  return (db.prepare(`SELECT * FROM users WHERE ${USER_HAS_ROLE_SQL} ORDER BY username COLLATE NOCASE`).all(roleName) as UserRow[])
    .map(toUser);
}

function writeRoles(db: Db, userId: string, roles: readonly string[]): void {
  db.prepare('UPDATE users SET roles = ? WHERE id = ?').run(JSON.stringify(roles), userId);
}

export function addRoleToUser(db: Db, user: UserRecord, role: Role): void {
  if (hasRole(user, role.name)) return;
  writeRoles(db, user.id, [...user.roles, role.name]);
}

/** The built-in admin account must keep administrator rights, or nobody may be able to restore them. */
export function assertRoleRemovable(user: UserRecord, role: Role): void {
  if (user.read_only && foldRoleName(role.name) === foldRoleName(ADMIN_ROLE)) {
    throw badRequest(`The ${ADMIN_ROLE} role cannot be removed from the read-only user ${user.username}`);
  }
}

export function removeRoleFromUser(db: Db, user: UserRecord, role: Role): void {
  assertRoleRemovable(user, role);
  const folded = foldRoleName(role.name);
  writeRoles(db, user.id, user.roles.filter((name) => foldRoleName(name) !== folded));
}

/** After a role is renamed, its members must keep it under the new name. */
export function renameRoleForAllUsers(db: Db, oldName: string, newName: string): void {
  const folded = foldRoleName(oldName);
  for (const user of usersWithRole(db, oldName)) {
    writeRoles(db, user.id, user.roles.map((name) => (foldRoleName(name) === folded ? newName : name)));
  }
}

export function removeRoleFromAllUsers(db: Db, roleName: string): void {
  const folded = foldRoleName(roleName);
  for (const user of usersWithRole(db, roleName)) {
    writeRoles(db, user.id, user.roles.filter((name) => foldRoleName(name) !== folded));
  }
}
