// What a user may do: their roles' permissions, their own permissions, the self-service
// permissions every Graylog user has on their own account (read it, edit it and its preferences,
// change the password, manage their own tokens), and what grants (shares) give them.
// Computed on every request, so a changed role, membership or share takes effect at once.
import type { Db } from '../db/types';
import type { UserRecord } from '../users/store';
import { permissionsOfRoles } from '../roles/store';
import { grantPermissions } from '../authz/grantPermissions';

export function selfPermissions(username: string): string[] {
  return ['read', 'edit', 'passwordchange', 'tokenlist', 'tokencreate', 'tokenremove'].map(
    (action) => `users:${action}:${username}`,
  );
}

/** What is needed of a user. A user not created yet (id '') has no grants of their own, only the everyone team's. */
export type PermissionHolder = Pick<UserRecord, 'id' | 'username' | 'roles' | 'permissions'>;

export function effectivePermissions(db: Db, user: PermissionHolder): string[] {
  const all = [
    ...permissionsOfRoles(db, user.roles),
    ...user.permissions,
    ...selfPermissions(user.username),
    ...grantPermissions(db, user.id),
  ];
  return [...new Set(all)];
}

/** The list shown to clients: an administrator is simply ["*"], as Graylog shows it. */
export function displayedPermissions(effective: readonly string[]): string[] {
  return effective.includes('*') ? ['*'] : [...effective];
}
