// Nobody hands out what they do not hold. Being allowed to assign roles (users:rolesedit, roles:edit)
// or set permissions (users:permissionsedit) only allows giving permissions the caller holds
// themselves; otherwise users:rolesedit alone would be enough to assign the Admin role. A role gives
// all of its permissions. An administrator ('*') holds everything; taking away is never checked here.
import { isPermitted } from '../auth/permissions';
import type { AuthContext } from '../auth/types';
import type { Db } from '../db/types';
import { forbidden } from '../http/errors';
import { findRoleByName } from '../roles/store';

const firstNotHeld = (caller: AuthContext, permissions: readonly string[]): string | undefined =>
  permissions.find((permission) => !isPermitted(caller.permissions, permission));

/** 403 naming the first of `permissions` (to be given to a user or added to a role) the caller lacks. */
export function assertMayGrant(caller: AuthContext, permissions: readonly string[]): void {
  const missing = firstNotHeld(caller, permissions);
  if (missing !== undefined) {
    throw forbidden(`Not authorized to grant permission ${missing}: you do not hold it yourself`);
  }
}

/** 403 naming the first role (by name; unknown names give nothing) that gives a permission the caller lacks. */
export function assertMayAssignRoles(db: Db, caller: AuthContext, roleNames: readonly string[]): void {
  for (const name of roleNames) {
    const role = findRoleByName(db, name);
    const missing = role && firstNotHeld(caller, role.permissions);
    if (role && missing !== undefined) {
      throw forbidden(`Not authorized to assign role ${role.name}: it grants permission ${missing}, which you do not hold yourself`);
    }
  }
}
