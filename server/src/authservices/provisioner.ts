// Creating or updating the local profile of a directory user after a successful login (Graylog's
// ProvisionerService): found by the directory's unique id first (so a renamed directory user keeps
// the profile), then by name among external users. On creation the user gets the backend's default
// roles; later logins update only what the directory owns: name, full name, e-mail, the link to the
// backend. Roles and permissions set in the console are never overwritten.
import type { ServerContext } from '../context';
import { getLogger } from '../logging/logger';
import { findRoleById } from '../roles/store';
import { findUserById, findUserByFoldedName, insertUser, type UserRecord } from '../users/store';
import type { BackendRecord, DirectoryUser } from './types';

const log = getLogger('org.graylog.security.authservice.ProvisionerService');

function findByUniqueId(ctx: ServerContext, uniqueId: string): UserRecord | undefined {
  const row = ctx.db.prepare('SELECT id FROM users WHERE external = 1 AND auth_service_uid = ?').get(uniqueId) as { id: string } | undefined;
  return row ? findUserById(ctx.db, row.id) : undefined;
}

/** Role ids of the backend as the role names users carry; roles deleted since are left out. */
export function defaultRoleNames(ctx: ServerContext, backend: BackendRecord): string[] {
  return backend.default_roles.flatMap((id) => {
    const role = findRoleById(ctx.db, id);
    return role ? [role.name] : [];
  });
}

/**
 * The profile for `directoryUser`, created or updated in one transaction; undefined when a local
 * (non-external) user already has the name: a directory entry must never take over a local account.
 */
export function provisionDirectoryUser(ctx: ServerContext, backend: BackendRecord, directoryUser: DirectoryUser): UserRecord | undefined {
  const { db } = ctx;
  return db.transaction(() => {
    const byName = findUserByFoldedName(db, directoryUser.username);
    const existing = findByUniqueId(ctx, directoryUser.uniqueId) ?? (byName?.external ? byName : undefined);
    if (byName && byName.id !== existing?.id) {
      log.warn(`Not provisioning directory user <${directoryUser.username}> from backend <${backend.title}>: a user of that name exists and is not theirs`);
      return undefined;
    }
    const user = existing ?? insertUser(db, {
      username: directoryUser.username,
      full_name: directoryUser.fullName,
      email: directoryUser.email,
      roles: defaultRoleNames(ctx, backend),
      permissions: [],
      // Not a password hash: no local password can ever match it.
      password_hash: `User initially synced from ${backend.config.type}`,
    }, ctx.now());
    db.prepare(`UPDATE users SET external = 1, auth_service_id = ?, auth_service_uid = ?, username = ?, full_name = ?, email = ?
      WHERE id = ?`).run(backend.id, directoryUser.uniqueId, directoryUser.username, directoryUser.fullName, directoryUser.email, user.id);
    // The directory may disable an account (Active Directory); enabling one again is left to the console,
    // so an administrator's decision to disable a directory user sticks.
    if (!directoryUser.accountEnabled) db.prepare("UPDATE users SET account_status = 'disabled' WHERE id = ?").run(user.id);
    if (!existing) log.info(`Created user <${directoryUser.username}> from authentication service <${backend.title}>`);
    return findUserById(db, user.id);
  })();
}
