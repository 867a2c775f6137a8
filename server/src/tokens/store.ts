// Access tokens (Basic `<token>:token`). Only the hash is stored; the plain token is returned
// once, at creation (tokens/routes.ts).
import type { Db } from '../db/types';
import { hashSecret, newSecret } from '../auth/secrets';
import { newObjectId } from '../http/ids';

export interface AccessTokenRecord {
  id: string;
  user_id: string;
  name: string;
  created_at: number;
  last_access: number | null;
}

export function createAccessToken(db: Db, userId: string, name: string, nowMs: number): { token: string; record: AccessTokenRecord } {
  const token = newSecret(26);
  const record: AccessTokenRecord = { id: newObjectId(nowMs), user_id: userId, name, created_at: nowMs, last_access: null };
  db.prepare(`INSERT INTO access_tokens (id, user_id, name, token_hash, created_at, last_access)
    VALUES (@id, @user_id, @name, @token_hash, @created_at, @last_access)`).run({ ...record, token_hash: hashSecret(token) });
  return { token, record };
}

export function findAccessToken(db: Db, token: string): AccessTokenRecord | undefined {
  return db
    .prepare('SELECT id, user_id, name, created_at, last_access FROM access_tokens WHERE token_hash = ?')
    .get(hashSecret(token)) as AccessTokenRecord | undefined;
}

export function touchAccessToken(db: Db, id: string, nowMs: number): void {
  db.prepare('UPDATE access_tokens SET last_access = ? WHERE id = ?').run(nowMs, id);
}

/** Oldest first; rowid keeps creation order for tokens made within the same millisecond. */
export function listAccessTokens(db: Db, userId: string): AccessTokenRecord[] {
  return db
    .prepare('SELECT id, user_id, name, created_at, last_access FROM access_tokens WHERE user_id = ? ORDER BY created_at, rowid')
    .all(userId) as AccessTokenRecord[];
}

/**
 * Deletes one of the user's tokens, named by its id or (Graylog's older form) by the token itself.
 * Another user's token is never touched. Returns whether one was deleted.
 */
export function deleteAccessToken(db: Db, userId: string, idOrToken: string): boolean {
  const byId = db.prepare('DELETE FROM access_tokens WHERE id = ? AND user_id = ?').run(idOrToken, userId);
  if (byId.changes > 0) return true;
  return db.prepare('DELETE FROM access_tokens WHERE token_hash = ? AND user_id = ?').run(hashSecret(idOrToken), userId).changes > 0;
}
