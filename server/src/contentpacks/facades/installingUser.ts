// The user a content pack installation runs as. What it creates belongs to them, and their permissions
// decide what the created entities may reach (the streams an event definition or a dashboard reads), so a
// pack cannot give anyone more than the API would for the same user.
import { effectivePermissions } from '../../auth/effective';
import type { AuthContext } from '../../auth/types';
import { badRequest } from '../../http/errors';
import { findUserByName, type UserRecord } from '../../users/store';
import type { InstallContext } from '../types';

export function installingUser(ic: InstallContext): UserRecord {
  const user = findUserByName(ic.ctx.db, ic.username);
  if (!user) throw badRequest(`Cannot load user <${ic.username}>`);
  return user;
}

/**
 * The installing user as the views area's checks expect a caller. No request was authenticated: the
 * installation call was, by this user, and the method is not read by those checks.
 */
export function installingCaller(ic: InstallContext): AuthContext {
  const user = installingUser(ic);
  return { user, permissions: effectivePermissions(ic.ctx.db, user), sessionId: null, method: 'session' };
}
