// Persistence of authentication service backends, the active backend and the HTTP header
// authentication config. The system user's password is stored encrypted with the data folder's key
// and decrypted only to bind to the directory.
import type { ServerContext } from '../context';
import { decryptSecret, encryptSecret, secretKeyFor, type EncryptedSecret } from '../auth/secrets';
import { getSetting, setSetting } from '../db/settings';
import type { Db } from '../db/types';
import { newObjectId } from '../http/ids';
import type { BackendInput, BackendRecord, DirectoryConfig, HttpHeaderAuthConfig } from './types';

interface BackendRow {
  id: string;
  title: string;
  description: string;
  type: string;
  default_roles: string;
  config: string;
  system_user_password: string | null;
}

function toBackend(row: BackendRow): BackendRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    default_roles: JSON.parse(row.default_roles) as string[],
    config: JSON.parse(row.config) as DirectoryConfig,
    systemUserPassword: row.system_user_password ? (JSON.parse(row.system_user_password) as EncryptedSecret) : null,
  };
}

export function findBackend(db: Db, id: string): BackendRecord | undefined {
  const row = db.prepare('SELECT * FROM auth_service_backends WHERE id = ?').get(id) as BackendRow | undefined;
  return row ? toBackend(row) : undefined;
}

export function countBackends(db: Db): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM auth_service_backends').get() as { n: number }).n;
}

/** The password a save stores: a new one encrypted, the existing one kept (keep_value), or none. */
function storedPassword(ctx: ServerContext, input: BackendInput, existing: BackendRecord | undefined): EncryptedSecret | null {
  switch (input.password.kind) {
    case 'set': return encryptSecret(secretKeyFor(ctx.dataDir), input.password.value);
    case 'keep': return existing?.systemUserPassword ?? null;
    default: return null;
  }
}

export function insertBackend(ctx: ServerContext, input: BackendInput): BackendRecord {
  const id = newObjectId(ctx.now());
  ctx.db.prepare(`INSERT INTO auth_service_backends (id, title, description, type, default_roles, config, system_user_password, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(
    id, input.title, input.description, input.config.type, JSON.stringify(input.default_roles), JSON.stringify(input.config),
    passwordColumn(storedPassword(ctx, input, undefined)), new Date(ctx.now()).toISOString(),
  );
  const created = findBackend(ctx.db, id);
  if (!created) throw new Error('Backend vanished right after insert');
  return created;
}

export function updateBackend(ctx: ServerContext, existing: BackendRecord, input: BackendInput): BackendRecord {
  ctx.db.prepare(`UPDATE auth_service_backends SET title = ?, description = ?, type = ?, default_roles = ?, config = ?,
      system_user_password = ? WHERE id = ?`).run(
    input.title, input.description, input.config.type, JSON.stringify(input.default_roles), JSON.stringify(input.config),
    passwordColumn(storedPassword(ctx, input, existing)), existing.id,
  );
  const updated = findBackend(ctx.db, existing.id);
  if (!updated) throw new Error('Backend vanished during update');
  return updated;
}

const passwordColumn = (secret: EncryptedSecret | null) => (secret ? JSON.stringify(secret) : null);

export function deleteBackend(db: Db, id: string): void {
  db.prepare('DELETE FROM auth_service_backends WHERE id = ?').run(id);
}

/**
 * The password to bind with for a submitted config: a new value, or for keep_value the stored one of
 * `existing` (tests of a saved backend, whose password the console never sees). Null: bind anonymously.
 */
export function bindPassword(ctx: ServerContext, input: BackendInput, existing: BackendRecord | undefined): string | null {
  if (input.password.kind === 'set') return input.password.value;
  if (input.password.kind === 'keep' && existing?.systemUserPassword) return decryptStored(ctx, existing.systemUserPassword);
  return null;
}

export function storedBindPassword(ctx: ServerContext, backend: BackendRecord): string | null {
  return backend.systemUserPassword ? decryptStored(ctx, backend.systemUserPassword) : null;
}

function decryptStored(ctx: ServerContext, secret: EncryptedSecret): string {
  try {
    return decryptSecret(secretKeyFor(ctx.dataDir), secret);
  } catch {
    // The key file was replaced or the row copied from another data folder: say so rather than bind with garbage.
    throw new Error('The stored system user password cannot be decrypted with this data folder\'s key (secret.key); enter it again');
  }
}

/** Users this backend provisioned. */
export function countBackendUsers(db: Db, backendId: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM users WHERE auth_service_id = ?').get(backendId) as { n: number }).n;
}

// --- the active backend (Graylog's GlobalAuthServiceConfig.Data, a cluster config value)

const ACTIVE_BACKEND_KEY = 'authservices.active_backend';

export function activeBackendId(db: Db): string | null {
  return getSetting<string | null>(db, ACTIVE_BACKEND_KEY) ?? null;
}

export function setActiveBackendId(db: Db, id: string | null): void {
  setSetting(db, ACTIVE_BACKEND_KEY, id);
}

export function activeBackend(db: Db): BackendRecord | undefined {
  const id = activeBackendId(db);
  return id ? findBackend(db, id) : undefined;
}

// --- HTTP header authentication (Graylog's HTTPHeaderAuthConfig, a cluster config value)

const HEADER_AUTH_KEY = 'authservices.http_header_auth';
export const DEFAULT_HEADER_AUTH: HttpHeaderAuthConfig = { enabled: false, username_header: 'Remote-User' };

export function headerAuthConfig(db: Db): HttpHeaderAuthConfig {
  return getSetting<HttpHeaderAuthConfig>(db, HEADER_AUTH_KEY) ?? DEFAULT_HEADER_AUTH;
}

export function setHeaderAuthConfig(db: Db, config: HttpHeaderAuthConfig): void {
  setSetting(db, HEADER_AUTH_KEY, config);
}
