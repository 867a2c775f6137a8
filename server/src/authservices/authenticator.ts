// Who a username and password (the login form, Basic credentials) or a trusted header name belongs to
// (Graylog's AuthServiceAuthenticator). Local users are checked locally and never against the
// directory, so a directory entry with the same name cannot take over a local account and local users
// log in whatever state the directory is in. Any other name goes to the active backend, if there is
// one, and is provisioned as an external user on success.
import type { ServerContext } from '../context';
import { getLogger } from '../logging/logger';
import { verifyUserPassword } from '../users/password';
import { findUserByName, type UserRecord } from '../users/store';
import { checkDirectoryPassword, connectDirectory, DirectoryUnavailable, findDirectoryUser, describeDirectoryError } from './ldap';
import { provisionDirectoryUser } from './provisioner';
import { activeBackend, storedBindPassword } from './store';

const log = getLogger('org.graylog.security.authservice.AuthServiceAuthenticator');

export type LoginOutcome =
  | { ok: true; user: UserRecord }
  /**
   * `unavailable`: the directory could not be reached or refused the system user, so nothing is known
   * about the password. Why is only logged: the caller may be anyone, and the reason can name hosts or DNs.
   */
  | { ok: false; unavailable?: true };

const usable = (user: UserRecord | undefined): user is UserRecord => user !== undefined && user.account_status === 'enabled';

/**
 * Asks the active backend about `login`. `password` null: the caller has already authenticated the
 * name (trusted header), so only the user's existence is checked.
 */
async function directoryLogin(ctx: ServerContext, login: string, password: string | null): Promise<LoginOutcome> {
  const backend = activeBackend(ctx.db);
  if (!backend) return { ok: false };
  let connection;
  try {
    connection = await connectDirectory(backend.config, storedBindPassword(ctx, backend));
  } catch (error) {
    const why = error instanceof DirectoryUnavailable ? error.message : describeDirectoryError(error);
    log.warn(`Authentication service <${backend.title}> is unavailable: ${why}`);
    return { ok: false, unavailable: true };
  }
  try {
    const found = await findDirectoryUser(connection, backend.config, login);
    if (!found) return { ok: false };
    if (!found.accountEnabled) {
      log.warn(`Account disabled within the directory for user <${login}> (DN: ${found.dn})`);
      return { ok: false };
    }
    if (password !== null && !(await checkDirectoryPassword(connection, found, password))) return { ok: false };
    const user = provisionDirectoryUser(ctx, backend, found);
    return usable(user) ? { ok: true, user } : { ok: false };
  } catch (error) {
    // The system user is bound, so this is about this one user (an entry without the configured
    // attributes, a search the directory refused): an ordinary refusal, with the reason in the log.
    log.warn(`Authentication service <${backend.title}> failed for <${login}>: ${describeDirectoryError(error)}`);
    return { ok: false };
  } finally {
    await connection.close();
  }
}

/** The login form's and Basic credentials' check. */
export async function authenticatePassword(ctx: ServerContext, username: string, password: string): Promise<LoginOutcome> {
  const local = findUserByName(ctx.db, username);
  if (local && !local.external) {
    const valid = await verifyUserPassword(local, password);
    return valid && usable(local) ? { ok: true, user: local } : { ok: false };
  }
  if (password === '' || !activeBackend(ctx.db)) {
    // The same work as a real check, so the answer's timing does not tell which names exist.
    await verifyUserPassword(undefined, password);
    return { ok: false };
  }
  return directoryLogin(ctx, username, password);
}

/** A name a trusted proxy vouches for: a local user, or a directory user of the active backend. */
export async function authenticateTrustedName(ctx: ServerContext, username: string): Promise<UserRecord | undefined> {
  const local = findUserByName(ctx.db, username);
  if (local && !local.external) return usable(local) ? local : undefined;
  const outcome = await directoryLogin(ctx, username, null);
  return outcome.ok ? outcome.user : undefined;
}
