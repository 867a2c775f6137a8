// PUT /users/{userId}: what a caller may change on an account, following Graylog 4.0.
// - Profile fields (email, names, time zone, start page, preferences) need users:edit:<name>,
//   which every user holds on their own account.
// - Permissions need users:permissionsedit:<name>, roles users:rolesedit:<name>, and the session
//   timeout full administrator rights ('*'). Graylog silently ignores such fields when not allowed;
//   here a real change answers 403, while sending the current value back (a whole form) is fine.
//   Roles and permissions added must also be held by the caller (authz/grantable.ts).
// - The read-only admin account keeps its roles and permissions; its profile stays editable.
import { Type, type Static } from '@sinclair/typebox';
import { effectivePermissions, type PermissionHolder } from '../auth/effective';
import type { AuthContext } from '../auth/types';
import { assertMayAssignRoles, assertMayGrant } from '../authz/grantable';
import { hasRole } from '../authz/userRoles';
import type { Db } from '../db/types';
import { badRequest, forbidden } from '../http/errors';
import { assertCallerMay, callerMay, userPermission } from './access';
import { canonicalRoles, fullNameFrom, normalizePreferences, sameSet, startpageFrom } from './fields';
import { updateUser, type UserChanges, type UserRecord } from './store';
import {
  assertTimeZone, checkSessionTimeout, Email, NullableName, PermissionList, Preferences, RoleList, SessionTimeout,
  StartpageInput, TimeZone, Username,
} from './validation';

export const UpdateUserBody = Type.Object(
  {
    // Accepted so a client can send a whole user form back; it cannot be changed.
    username: Type.Optional(Username),
    email: Type.Optional(Email),
    full_name: Type.Optional(NullableName(400)),
    first_name: Type.Optional(NullableName(200)),
    last_name: Type.Optional(NullableName(200)),
    permissions: Type.Optional(PermissionList),
    roles: Type.Optional(RoleList),
    timezone: Type.Optional(TimeZone),
    session_timeout_ms: Type.Optional(SessionTimeout),
    startpage: Type.Optional(StartpageInput),
    preferences: Type.Optional(Preferences),
  },
  { additionalProperties: false },
);
export type UpdateUserBody = Static<typeof UpdateUserBody>;

/**
 * The permissions a user holds in their own right: what was sent, minus what their roles, the
 * self-service rules and grants already give (clients send back the displayed, effective list).
 */
export function ownPermissions(db: Db, user: Omit<PermissionHolder, 'permissions'>, requested: readonly string[]): string[] {
  // Everything the user would hold without permissions of their own: roles, self-service, grants.
  const implicit = new Set(effectivePermissions(db, { ...user, permissions: [] }));
  return [...new Set(requested.filter((permission) => !implicit.has(permission)))];
}

/** Of `next` (own permissions, see ownPermissions), those the user does not hold in their own right yet. */
export function addedPermissions(db: Db, user: UserRecord, next: readonly string[]): string[] {
  const current = new Set(ownPermissions(db, user, user.permissions));
  return next.filter((permission) => !current.has(permission));
}

function permissionChanges(db: Db, user: UserRecord, requested: readonly string[] | undefined, caller: AuthContext): string[] | undefined {
  if (requested === undefined) return undefined;
  const next = ownPermissions(db, user, requested);
  // The stored list is cleaned the same way before comparing: it may repeat what a role gives (stored
  // before the role was assigned), which a form sending back the displayed permissions never counts as own.
  if (sameSet(next, ownPermissions(db, user, user.permissions))) return undefined;
  if (user.read_only) throw badRequest(`Cannot change the permissions of read-only user ${user.username}`, 'permissions');
  assertCallerMay(caller, userPermission('permissionsedit', user.username));
  assertMayGrant(caller, addedPermissions(db, user, next));
  return next;
}

function roleChanges(db: Db, user: UserRecord, requested: readonly string[] | undefined, caller: AuthContext): string[] | undefined {
  if (requested === undefined) return undefined;
  const lower = (names: readonly string[]) => names.map((name) => name.toLowerCase());
  if (sameSet(lower(requested), lower(user.roles))) return undefined;
  if (user.read_only) throw badRequest(`Cannot change the roles of read-only user ${user.username}`, 'roles');
  // Permission before validation: a caller who may not change roles learns nothing about role names.
  assertCallerMay(caller, userPermission('rolesedit', user.username));
  const roles = canonicalRoles(db, requested);
  assertMayAssignRoles(db, caller, roles.filter((name) => !hasRole(user, name)));
  return roles;
}

function timeoutChange(user: UserRecord, requested: number | undefined, caller: AuthContext): number | undefined {
  if (requested === undefined || requested === user.session_timeout_ms) return undefined;
  checkSessionTimeout(requested);
  if (!callerMay(caller, '*')) {
    throw forbidden('Not authorized: changing the session timeout needs administrator rights');
  }
  return requested;
}

/** Validates everything first, then writes all changes in one statement: nothing is half-saved. */
export function changesFor(db: Db, user: UserRecord, body: UpdateUserBody, caller: AuthContext): UserChanges {
  if (body.username !== undefined && body.username.toLowerCase() !== user.username.toLowerCase()) {
    throw badRequest('The username cannot be changed', 'username');
  }
  assertTimeZone(body.timezone);
  const names = body.full_name !== undefined || body.first_name !== undefined || body.last_name !== undefined;
  const firstName = body.first_name === undefined ? user.first_name : body.first_name;
  const lastName = body.last_name === undefined ? user.last_name : body.last_name;
  return {
    email: body.email,
    first_name: body.first_name,
    last_name: body.last_name,
    full_name: names ? fullNameFrom(body.full_name, firstName, lastName, user.username) : undefined,
    timezone: body.timezone === undefined ? undefined : body.timezone || null,
    startpage: body.startpage === undefined ? undefined : startpageFrom(body.startpage),
    preferences: body.preferences === undefined ? undefined : normalizePreferences(body.preferences),
    permissions: permissionChanges(db, user, body.permissions, caller),
    roles: roleChanges(db, user, body.roles, caller),
    session_timeout_ms: timeoutChange(user, body.session_timeout_ms, caller),
  };
}

export function applyUserUpdate(db: Db, user: UserRecord, body: UpdateUserBody, caller: AuthContext): void {
  db.transaction(() => {
    updateUser(db, user.id, changesFor(db, user, body, caller));
  })();
}
