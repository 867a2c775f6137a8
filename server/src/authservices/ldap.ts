// Talking to a directory with ldapts, as Graylog's UnboundLDAPConnector does: connect (TLS or
// StartTLS as configured), bind as the system user, search the user by the search pattern with the
// login name escaped, and bind as the found user to check a password.
//
// Timeouts are short on purpose: a login waits for the directory, and one that is down must answer
// quickly so the caller can say so (and local users are not held up).
import { Client, InvalidCredentialsError, type Entry } from 'ldapts';
import { AD_TYPE, type DirectoryConfig, type DirectoryUser } from './types';

const CONNECT_TIMEOUT_MS = 3000;
const OPERATION_TIMEOUT_MS = 5000;
const SEARCH_TIME_LIMIT_S = 5;

export const AD_OBJECT_GUID = 'objectGUID';
const AD_USER_PRINCIPAL_NAME = 'userPrincipalName';
/** userAccountControl's ACCOUNTDISABLE flag. */
const AD_ACCOUNT_DISABLED = 0x2;

/** A directory that could not be reached or refused the system user: the message says which. */
export class DirectoryUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DirectoryUnavailable';
  }
}

/** Graylog's servers list text: "[ldap.example.org:636]". */
export function describeServers(config: Pick<DirectoryConfig, 'servers'>): string {
  return `[${config.servers.map((server) => `${server.host}:${server.port}`).join(', ')}]`;
}

/** RFC 4515: a value inside a filter cannot open, close or widen the filter. */
export function escapeFilterValue(value: string): string {
  return value.replace(/[\\*()\0]/g, (c) => `\\${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

function reason(error: unknown): string {
  if (error instanceof InvalidCredentialsError) return 'Invalid credentials';
  const err = error as NodeJS.ErrnoException;
  if (err?.code === 'ECONNREFUSED') return 'Connection refused';
  if (err?.code === 'ENOTFOUND') return 'Unknown host';
  if (err?.code === 'EHOSTUNREACH' || err?.code === 'ENETUNREACH') return 'Host unreachable';
  const message = err instanceof Error ? err.message : String(error);
  return message.split('\n')[0] || 'Unknown error';
}

/** An open, bound connection; `close()` always. */
export interface DirectoryConnection {
  client: Client;
  close: () => Promise<void>;
}

async function connectTo(config: DirectoryConfig, server: { host: string; port: number }, password: string | null): Promise<DirectoryConnection> {
  const tlsOptions = { rejectUnauthorized: config.verify_certificates, servername: server.host };
  const secure = config.transport_security === 'tls';
  const client = new Client({
    url: `${secure ? 'ldaps' : 'ldap'}://${server.host.includes(':') ? `[${server.host}]` : server.host}:${server.port}`,
    connectTimeout: CONNECT_TIMEOUT_MS,
    timeout: OPERATION_TIMEOUT_MS,
    tlsOptions: secure ? tlsOptions : undefined,
    strictDN: false,
  });
  const close = () => client.unbind().catch(() => undefined);
  try {
    if (config.transport_security === 'start_tls') await client.startTLS(tlsOptions);
    if (config.system_user_dn !== '' && password) {
      await client.bind(config.system_user_dn, password);
    } else {
      // Nothing to bind with (anonymous access): read the root DSE so a connection test really connects.
      await client.search('', { scope: 'base', filter: '(objectClass=*)', attributes: ['namingContexts'], timeLimit: SEARCH_TIME_LIMIT_S });
    }
    return { client, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Connects to the first server that answers (Graylog's failover server set) and binds as the system
 * user. Throws DirectoryUnavailable naming the last server's reason.
 */
export async function connectDirectory(config: DirectoryConfig, password: string | null): Promise<DirectoryConnection> {
  if (config.servers.length === 0) throw new DirectoryUnavailable('No server configured');
  let last: unknown;
  for (const server of config.servers) {
    try {
      return await connectTo(config, server, password);
    } catch (error) {
      last = error;
    }
  }
  throw new DirectoryUnavailable(reason(last));
}

function attribute(entry: Entry, name: string): Array<string | Buffer> {
  const key = Object.keys(entry).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  if (key === undefined || key === 'dn') return [];
  const value = entry[key];
  return Array.isArray(value) ? value : [value];
}

function firstText(entry: Entry, name: string): string | undefined {
  const value = attribute(entry, name).find((candidate) => String(candidate).trim() !== '');
  return value === undefined ? undefined : Buffer.isBuffer(value) ? value.toString('utf8') : value;
}

function uniqueIdAttributeOf(config: DirectoryConfig): string {
  return config.type === AD_TYPE ? AD_OBJECT_GUID : (config.user_unique_id_attribute ?? 'entryUUID');
}

function accountEnabled(entry: Entry): boolean {
  const control = firstText(entry, 'userAccountControl');
  if (control === undefined || !/^\d+$/.test(control)) return true;
  return (Number(control) & AD_ACCOUNT_DISABLED) === 0;
}

function toDirectoryUser(config: DirectoryConfig, entry: Entry): DirectoryUser {
  const uniqueIdAttribute = uniqueIdAttributeOf(config);
  const rawId = attribute(entry, uniqueIdAttribute)[0];
  if (rawId === undefined) throw new Error(`${uniqueIdAttribute} attribute cannot be null`);
  const username = firstText(entry, config.user_name_attribute);
  if (username === undefined) throw new Error(`${config.user_name_attribute} attribute of ${entry.dn} is missing or blank`);
  const isAd = config.type === AD_TYPE;
  return {
    dn: entry.dn,
    uniqueId: (Buffer.isBuffer(rawId) ? rawId : Buffer.from(rawId, 'utf8')).toString('base64'),
    username,
    fullName: firstText(entry, config.user_full_name_attribute) ?? username,
    email: firstText(entry, 'mail') ?? firstText(entry, 'rfc822Mailbox') ?? 'unknown@unknown.invalid',
    accountEnabled: accountEnabled(entry),
    // Active Directory binds with the userPrincipalName.
    bindName: isAd ? (firstText(entry, AD_USER_PRINCIPAL_NAME) ?? entry.dn) : entry.dn,
  };
}

/** The user the search pattern finds for `login` ({0} replaced by the escaped name); the first of several. */
export async function findDirectoryUser(connection: DirectoryConnection, config: DirectoryConfig, login: string): Promise<DirectoryUser | null> {
  const uniqueIdAttribute = uniqueIdAttributeOf(config);
  const filter = config.user_search_pattern.split('{0}').join(escapeFilterValue(login));
  const attributes = [...new Set(['objectClass', AD_USER_PRINCIPAL_NAME, 'userAccountControl', 'mail', 'rfc822Mailbox',
    uniqueIdAttribute, config.user_name_attribute, config.user_full_name_attribute])];
  const { searchEntries } = await connection.client.search(config.user_search_base, {
    scope: 'sub',
    filter,
    attributes,
    // The unique id's bytes matter (objectGUID is binary); Graylog keeps them base64-encoded.
    explicitBufferAttributes: [uniqueIdAttribute],
    timeLimit: SEARCH_TIME_LIMIT_S,
  });
  return searchEntries.length === 0 ? null : toDirectoryUser(config, searchEntries[0]);
}

/**
 * Binds as the user: true when the directory accepts the password. An empty password is never tried:
 * LDAP treats it as an anonymous bind, which "succeeds" without proving anything.
 */
export async function checkDirectoryPassword(connection: DirectoryConnection, user: DirectoryUser, password: string): Promise<boolean> {
  if (password === '') throw new Error('Binding with empty credentials is forbidden.');
  try {
    await connection.client.bind(user.bindName, password);
    return true;
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return false;
    throw error;
  }
}

export { reason as describeDirectoryError };
