// Persistence of users. Rows are mapped to a typed record; JSON columns are parsed here only.
import { cachedStatement } from '../db/statements';
import type { Db } from '../db/types';
import { newObjectId } from '../http/ids';

export type AccountStatus = 'enabled' | 'disabled';
export type PreferenceValue = string | boolean | number;

export interface Startpage {
  type: string;
  id: string;
}

export interface UserRecord {
  id: string;
  username: string;
  full_name: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  password_hash: string;
  permissions: string[];
  roles: string[];
  timezone: string | null;
  session_timeout_ms: number;
  startpage: Startpage | null;
  preferences: Record<string, PreferenceValue>;
  read_only: boolean;
  external: boolean;
  /** The authentication service that provisioned an external user, and the user's unique id there. */
  auth_service_id: string | null;
  auth_service_uid: string | null;
  account_status: AccountStatus;
  last_activity: number | null;
  client_address: string | null;
}

export const DEFAULT_SESSION_TIMEOUT_MS = 28_800_000;

export interface UserRow extends Omit<UserRecord, 'permissions' | 'roles' | 'startpage' | 'preferences' | 'read_only' | 'external'> {
  permissions: string;
  roles: string;
  startpage: string | null;
  preferences: string;
  read_only: number;
  external: number;
}

export function toUser(row: UserRow): UserRecord {
  return {
    ...row,
    permissions: JSON.parse(row.permissions) as string[],
    roles: JSON.parse(row.roles) as string[],
    startpage: row.startpage ? (JSON.parse(row.startpage) as Startpage) : null,
    preferences: JSON.parse(row.preferences) as Record<string, PreferenceValue>,
    read_only: row.read_only === 1,
    external: row.external === 1,
  };
}

export function findUserByName(db: Db, username: string): UserRecord | undefined {
  const row = cachedStatement(db, 'SELECT * FROM users WHERE username = ?').get(username) as UserRow | undefined;
  return row ? toUser(row) : undefined;
}

/**
 * The user whose name equals `username` once both are lower-cased as JavaScript does. Permission
 * matching lower-cases that way (full Unicode), while the column's NOCASE folds only A-Z: "Ärne" and
 * "ärne" are different rows to SQLite but the same name in users:edit:<name>. New names are checked
 * with this, so no two users share a name in permission strings.
 */
export function findUserByFoldedName(db: Db, username: string): UserRecord | undefined {
  const folded = username.toLowerCase();
  const rows = db.prepare('SELECT id, username FROM users').all() as { id: string; username: string }[];
  const match = rows.find((row) => row.username.toLowerCase() === folded);
  return match ? findUserById(db, match.id) : undefined;
}

export function findUserById(db: Db, id: string): UserRecord | undefined {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  return row ? toUser(row) : undefined;
}

/** What a user is given when created and may have changed later. */
interface UserProfile {
  email: string;
  full_name: string;
  first_name?: string | null;
  last_name?: string | null;
  permissions?: string[];
  roles?: string[];
  timezone?: string | null;
  session_timeout_ms?: number;
  startpage?: Startpage | null;
}

export interface NewUser extends UserProfile {
  username: string;
  password_hash: string;
  read_only?: boolean;
}

export function insertUser(db: Db, user: NewUser, nowMs: number): UserRecord {
  const id = newObjectId(nowMs);
  db.prepare(`INSERT INTO users (id, username, full_name, first_name, last_name, email, password_hash,
      permissions, roles, timezone, session_timeout_ms, startpage, read_only, created_at)
    VALUES (@id, @username, @full_name, @first_name, @last_name, @email, @password_hash,
      @permissions, @roles, @timezone, @session_timeout_ms, @startpage, @read_only, @created_at)`).run({
    id,
    username: user.username,
    full_name: user.full_name,
    first_name: user.first_name ?? null,
    last_name: user.last_name ?? null,
    email: user.email,
    password_hash: user.password_hash,
    permissions: JSON.stringify(user.permissions ?? []),
    roles: JSON.stringify(user.roles ?? []),
    timezone: user.timezone ?? null,
    session_timeout_ms: user.session_timeout_ms ?? DEFAULT_SESSION_TIMEOUT_MS,
    startpage: user.startpage ? JSON.stringify(user.startpage) : null,
    read_only: user.read_only ? 1 : 0,
    created_at: new Date(nowMs).toISOString(),
  });
  const created = findUserById(db, id);
  if (!created) throw new Error('User vanished right after insert');
  return created;
}

export function updatePreferences(db: Db, userId: string, preferences: Record<string, PreferenceValue>): void {
  updateUser(db, userId, { preferences });
}

/** Called whenever a user authenticates, so user lists can show who is around and from where. */
export function recordActivity(db: Db, userId: string, nowMs: number, clientAddress: string | null): void {
  db.prepare('UPDATE users SET last_activity = ?, client_address = COALESCE(?, client_address) WHERE id = ?')
    .run(nowMs, clientAddress, userId);
}

export function listUsers(db: Db): UserRecord[] {
  return (db.prepare('SELECT * FROM users ORDER BY username COLLATE NOCASE').all() as UserRow[]).map(toUser);
}

/** The columns an update may change; JSON columns are encoded here. */
export interface UserChanges extends Partial<UserProfile> {
  preferences?: Record<string, PreferenceValue>;
  password_hash?: string;
  account_status?: AccountStatus;
}

const UPDATABLE_COLUMNS: readonly (keyof UserChanges)[] = [
  'email', 'full_name', 'first_name', 'last_name', 'permissions', 'roles', 'timezone',
  'session_timeout_ms', 'startpage', 'preferences', 'password_hash', 'account_status',
];
const JSON_COLUMNS = new Set<keyof UserChanges>(['permissions', 'roles', 'startpage', 'preferences']);

/** Writes the given columns in one statement; only the fixed column list above can reach the SQL text. */
export function updateUser(db: Db, userId: string, changes: UserChanges): void {
  const entries = UPDATABLE_COLUMNS.filter((key) => changes[key] !== undefined);
  if (entries.length === 0) return;
  const values: Record<string, unknown> = { id: userId };
  for (const key of entries) {
    const value = changes[key];
    values[key] = JSON_COLUMNS.has(key) && value !== null ? JSON.stringify(value) : value;
  }
  db.prepare(`UPDATE users SET ${entries.map((key) => `${key} = @${key}`).join(', ')} WHERE id = @id`).run(values);
}

/** Deletes the user; their sessions and access tokens go with them (foreign keys cascade). */
export function deleteUser(db: Db, userId: string): boolean {
  return db.prepare('DELETE FROM users WHERE id = ?').run(userId).changes > 0;
}
