// Sessions live in the database, keyed by the hash of their id. A session is valid while
// last_access + timeout_ms is in the future; a negative timeout never expires (Graylog's rule).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';
import { hashSecret } from '../auth/secrets';

export interface SessionRecord {
  id_hash: string;
  user_id: string;
  host: string;
  client_address: string | null;
  created_at: number;
  last_access: number;
  timeout_ms: number;
}

/** Far-future stand-in for "never", since clients parse valid_until as a date. */
const NEVER = Date.parse('9999-12-31T23:59:59.999Z');

export function validUntil(session: Pick<SessionRecord, 'last_access' | 'timeout_ms'>): number {
  return session.timeout_ms < 0 ? NEVER : session.last_access + session.timeout_ms;
}

export function isExpired(session: SessionRecord, nowMs: number): boolean {
  return validUntil(session) <= nowMs;
}

export interface NewSession {
  userId: string;
  host: string;
  clientAddress: string | null;
  timeoutMs: number;
}

/** Creates a session and returns its id (the only time the plain id exists). */
export function createSession(db: Db, session: NewSession, nowMs: number): { sessionId: string; record: SessionRecord } {
  const sessionId = randomUUID();
  const record: SessionRecord = {
    id_hash: hashSecret(sessionId),
    user_id: session.userId,
    host: session.host,
    client_address: session.clientAddress,
    created_at: nowMs,
    last_access: nowMs,
    timeout_ms: session.timeoutMs,
  };
  db.prepare(`INSERT INTO sessions (id_hash, user_id, host, client_address, created_at, last_access, timeout_ms)
    VALUES (@id_hash, @user_id, @host, @client_address, @created_at, @last_access, @timeout_ms)`).run(record);
  return { sessionId, record };
}

/** The session if it exists and has not expired; an expired one is deleted on sight. */
export function findValidSession(db: Db, sessionId: string, nowMs: number): SessionRecord | undefined {
  const idHash = hashSecret(sessionId);
  const session = db.prepare('SELECT * FROM sessions WHERE id_hash = ?').get(idHash) as SessionRecord | undefined;
  if (!session) return undefined;
  if (isExpired(session, nowMs)) {
    db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(idHash);
    return undefined;
  }
  return session;
}

export function touchSession(db: Db, idHash: string, nowMs: number): void {
  db.prepare('UPDATE sessions SET last_access = ? WHERE id_hash = ?').run(nowMs, idHash);
}

export function deleteSession(db: Db, sessionId: string): boolean {
  return db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(hashSecret(sessionId)).changes > 0;
}

export function purgeExpiredSessions(db: Db, nowMs: number): void {
  db.prepare('DELETE FROM sessions WHERE timeout_ms >= 0 AND last_access + timeout_ms <= ?').run(nowMs);
}

export function hasActiveSession(db: Db, userId: string, nowMs: number): boolean {
  const row = db
    .prepare('SELECT 1 FROM sessions WHERE user_id = ? AND (timeout_ms < 0 OR last_access + timeout_ms > ?) LIMIT 1')
    .get(userId, nowMs);
  return row !== undefined;
}

/** Ends every session of a user at once (the account was disabled or deleted). Returns how many. */
export function deleteSessionsOfUser(db: Db, userId: string): number {
  return db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId).changes;
}

export function findSession(db: Db, sessionId: string): SessionRecord | undefined {
  return db.prepare('SELECT * FROM sessions WHERE id_hash = ?').get(hashSecret(sessionId)) as SessionRecord | undefined;
}

/** Ids of the users having at least one unexpired session, for user lists (one query for all rows). */
export function usersWithActiveSession(db: Db, nowMs: number): Set<string> {
  const rows = db
    .prepare('SELECT DISTINCT user_id FROM sessions WHERE timeout_ms < 0 OR last_access + timeout_ms > ?')
    .all(nowMs) as { user_id: string }[];
  return new Set(rows.map((row) => row.user_id));
}
