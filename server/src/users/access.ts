// Permission strings of user routes, computed from the path before the handler runs.
// Graylog names users by name in permissions (users:edit:jane) even where the path names them by id.
import type { Db } from '../db/types';
import { isPermitted } from '../auth/permissions';
import { missingPermission } from '../auth/hook';
import type { AuthContext, ShownPermission } from '../auth/types';
import { findUserById, type UserRecord } from './store';
import { USERNAME_PATTERN } from './validation';

export type UserAction =
  | 'read'
  | 'edit'
  | 'passwordchange'
  | 'tokenlist'
  | 'tokencreate'
  | 'tokenremove'
  | 'permissionsedit'
  | 'rolesedit';

// 'u': the pattern names a Unicode category (\p{C}), as ajv reads it.
const VALID_USERNAME = new RegExp(USERNAME_PATTERN, 'u');

/**
 * The permission target for a name from the path. A value no username can have (it contains ':', ','
 * or '*', which mean something inside a permission string) becomes '/', which only wildcard grants
 * cover: such a path can name nobody, and must not widen what the check asks for.
 */
export function userTarget(name: string): string {
  return VALID_USERNAME.test(name) ? name : '/';
}

export function userPermission(action: UserAction, username: string): string {
  return `users:${action}:${userTarget(username)}`;
}

/** For routes with a :username parameter. */
export const byUsername = (action: UserAction) => (params: { username: string }): string =>
  userPermission(action, params.username);

/**
 * For routes with a :userId parameter: the permission on that user's name. An unknown id asks for
 * the permission on every user, so only a caller allowed on all users reaches the handler's 404 and
 * others cannot probe which ids exist. A refusal names the id, never the name behind it.
 */
export const byUserId = (db: Db, action: UserAction) => (params: { userId: string }): ShownPermission => ({
  permission: userPermission(action, findUserById(db, params.userId)?.username ?? '/'),
  shownAs: `users:${action} on the user with id ${params.userId}`,
});

export function callerMay(caller: AuthContext, permission: string): boolean {
  return isPermitted(caller.permissions, permission);
}

/** Graylog shows a user's permissions to that user and to whoever may edit their permissions. */
export function mayReadPermissions(caller: AuthContext, user: Pick<UserRecord, 'id' | 'username'>): boolean {
  return caller.user.id === user.id || callerMay(caller, userPermission('permissionsedit', user.username));
}

export function assertCallerMay(caller: AuthContext, permission: string): void {
  if (!callerMay(caller, permission)) throw missingPermission(permission);
}
