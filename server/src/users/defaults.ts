// The first administrator. Not a migration: its password comes from the environment at first start.
import type { Db } from '../db/types';
import { ADMIN_ROLE } from '../roles/builtin';
import { hashPassword } from './password';
import { findUserByName, insertUser } from './store';

export const ADMIN_USERNAME = 'admin';

export async function ensureAdminUser(db: Db, password: string, nowMs: number): Promise<boolean> {
  if (findUserByName(db, ADMIN_USERNAME)) return false;
  const passwordHash = await hashPassword(password);
  // Checked again after the await: another start on the same data dir may have won meanwhile.
  if (findUserByName(db, ADMIN_USERNAME)) return false;
  insertUser(
    db,
    {
      username: ADMIN_USERNAME,
      password_hash: passwordHash,
      email: 'admin@localhost',
      full_name: 'Administrator',
      roles: [ADMIN_ROLE],
      read_only: true,
    },
    nowMs,
  );
  return true;
}
