// Persistence of authentication service backends, the active backend and the HTTP header
// authentication config. The system user's password is stored encrypted with the data folder's key
// and decrypted only to bind to the directory.
import type { ServerContext } from '../context';
import { decryptSecret, encryptSecret, secretKeyFor, type EncryptedSecret } from '../auth/secrets';
import { getSetting, setSetting } from '../db/settings';
import type { Db } from '../db/types';
import { newObjectId } from '../http/ids';
import { getLogger } from '../logging/logger';
import { BACKEND_TYPES, TRANSPORT_SECURITIES, type BackendInput, type BackendRecord, type DirectoryConfig, type HttpHeaderAuthConfig } from './types';

export interface BackendRow {
  id: string;
  title: string;
  description: string;
  type: string;
  default_roles: string;
  config: string;
  system_user_password: string | null;
}

const log = getLogger('org.graylog.security.authservice.DBAuthServiceBackendService');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

const CONFIG_TEXTS = ['system_user_dn', 'user_search_base', 'user_search_pattern', 'user_name_attribute', 'user_full_name_attribute'];

/** The shape every reader of a stored config relies on; what the save path validated may have been altered since. */
function isDirectoryConfig(value: unknown): value is DirectoryConfig {
  if (!isObject(value)) return false;
  return (BACKEND_TYPES as readonly unknown[]).includes(value.type)
    && Array.isArray(value.servers)
    && value.servers.every((server) => isObject(server) && typeof server.host === 'string' && Number.isInteger(server.port))
    && (TRANSPORT_SECURITIES as readonly unknown[]).includes(value.transport_security)
    && typeof value.verify_certificates === 'boolean'
    && CONFIG_TEXTS.every((field) => typeof value[field] === 'string')
    && (value.user_unique_id_attribute === undefined || typeof value.user_unique_id_attribute === 'string');
}

function isEncryptedSecret(value: unknown): value is EncryptedSecret {
  return isObject(value) && typeof value.encrypted_value === 'string' && typeof value.salt === 'string';
}

function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A stored row as a backend; undefined (and logged) when it cannot be read, e.g. edited by hand or
 * restored from a damaged copy. Such a row counts as absent everywhere: lists skip it, lookups by id
 * miss it, and logins go on without it, so one bad row cannot make those calls fail.
 */
export function toBackend(row: BackendRow): BackendRecord | undefined {
  const defaultRoles = parsed(row.default_roles);
  const config = parsed(row.config);
  const password = parsed(row.system_user_password);
  if (!isStringList(defaultRoles) || !isDirectoryConfig(config) || (password !== null && !isEncryptedSecret(password))) {
    log.warn(`Ignoring authentication service backend <${row.id}>: its stored configuration cannot be read`);
    return undefined;
  }
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    default_roles: defaultRoles,
    config,
    systemUserPassword: password,
  };
}

/** The backend stored under `id`; undefined when there is none or it cannot be read. */
export function findBackend(db: Db, id: string): BackendRecord | undefined {
  const row = db.prepare('SELECT * FROM auth_service_backends WHERE id = ?').get(id) as BackendRow | undefined;
  return row ? toBackend(row) : undefined;
}

/** Whether a row exists under `id`, readable or not (deleting needs no more). */
export function backendExists(db: Db, id: string): boolean {
  return db.prepare('SELECT 1 FROM auth_service_backends WHERE id = ?').get(id) !== undefined;
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
