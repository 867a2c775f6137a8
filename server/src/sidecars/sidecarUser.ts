// Graylog's "graylog-sidecar" account and its "Sidecar System (Internal)" role, ensured on every start as
// Graylog's migration does: an administrator creates an access token for this user and gives it to the sidecar
// agents, so no person's account is handed out to hosts. Its password is random and known to nobody: sidecars
// authenticate with a token of this user.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';
import { newObjectId } from '../http/ids';
import { READER_ROLE, SIDECAR_SYSTEM_ROLE } from '../roles/builtin';
import { findRoleByName } from '../roles/store';
import { hashPassword } from '../users/password';
import { findUserByName, insertUser, updateUser } from '../users/store';

export const SIDECAR_USERNAME = 'graylog-sidecar';
export const SIDECAR_USER_FULL_NAME = 'Sidecar System User (built-in)';
export const SIDECAR_USER_EMAIL = 'sidecar@graylog.local';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((entry) => b.includes(entry));

/** Creates the role, or puts back its permissions and built-in flag when they were changed. */
export function ensureSidecarSystemRole(db: Db, nowMs: number): void {
  const { name, description } = SIDECAR_SYSTEM_ROLE;
  const permissions: string[] = [...SIDECAR_SYSTEM_ROLE.permissions];
  const existing = findRoleByName(db, name);
  if (!existing) {
    db.prepare('INSERT INTO roles (id, name, description, permissions, read_only) VALUES (?, ?, ?, ?, 1)')
      .run(newObjectId(nowMs), name, description, JSON.stringify(permissions));
  } else if (!existing.read_only || !sameSet(existing.permissions, permissions)) {
    db.prepare('UPDATE roles SET description = ?, permissions = ?, read_only = 1 WHERE id = ?')
      .run(description, JSON.stringify(permissions), existing.id);
  }
}

const EXPECTED_ROLES = [SIDECAR_SYSTEM_ROLE.name, READER_ROLE];

/**
 * Creates the user with the sidecar role and Reader, or gives an existing one back whichever of those it lost.
 * Other roles an administrator gave the account are kept (unlike Graylog, which resets them to exactly these
 * two): a restart must not undo an administrator's change. Answers whether anything was written.
 */
export async function ensureSidecarUser(db: Db, nowMs: number): Promise<boolean> {
  const existing = findUserByName(db, SIDECAR_USERNAME);
  if (existing) {
    const missing = EXPECTED_ROLES.filter((role) => !existing.roles.some((held) => held.toLowerCase() === role.toLowerCase()));
    if (missing.length === 0) return false;
    updateUser(db, existing.id, { roles: [...existing.roles, ...missing] });
    return true;
  }
  const passwordHash = await hashPassword(randomUUID());
  // Checked again after the await: another start on the same data folder may have created it meanwhile.
  if (findUserByName(db, SIDECAR_USERNAME)) return false;
  insertUser(db, {
    username: SIDECAR_USERNAME,
    password_hash: passwordHash,
    full_name: SIDECAR_USER_FULL_NAME,
    email: SIDECAR_USER_EMAIL,
    roles: [...EXPECTED_ROLES],
    permissions: [],
    timezone: 'UTC',
  }, nowMs);
  return true;
}
