// The connection and login tests of a backend configuration, before or after it is saved (Graylog's
// AuthServiceBackendTestService and the backends' testConnection / testLogin). Both really talk to the
// directory; failures are answers ({success: false, message, errors}), not HTTP errors.
import type { ServerContext } from '../context';
import { badRequest } from '../http/errors';
import { readPasswordInput } from './config';
import { checkDirectoryPassword, connectDirectory, describeDirectoryError, describeServers, findDirectoryUser, AD_OBJECT_GUID } from './ldap';
import { bindPassword } from './store';
import { AD_TYPE, type BackendInput, type BackendRecord, type DirectoryConfig, type DirectoryUser } from './types';

/** Graylog's AuthServiceBackendTestResult. */
export interface TestResult {
  success: boolean;
  message: string;
  errors: string[];
  result: Record<string, unknown>;
}

const success = (message: string, result: Record<string, unknown> = {}): TestResult => ({ success: true, message, errors: [], result });
const failure = (message: string, errors: string[] = [], result: Record<string, unknown> = {}): TestResult =>
  ({ success: false, message, errors, result });

const sameServers = (a: DirectoryConfig, b: DirectoryConfig) => a.servers.length === b.servers.length
  && a.servers.every((server, i) => server.host.toLowerCase() === b.servers[i].host.toLowerCase() && server.port === b.servers[i].port);

/**
 * keep_value tests a saved backend with its stored password, which the caller never saw: it may go
 * only where it was saved to go (the same servers, as the same system user, at least as well protected
 * on the way). Otherwise anyone allowed to run tests could have it sent to a host of their own, or in
 * clear text to the saved one.
 */
function assertStoredPasswordStaysHome(input: BackendInput, existing: BackendRecord | undefined): void {
  if (input.password.kind !== 'keep' || !existing?.systemUserPassword) return;
  const weakerTransport = input.config.transport_security !== existing.config.transport_security
    || (existing.config.verify_certificates && !input.config.verify_certificates);
  if (!sameServers(input.config, existing.config) || input.config.system_user_dn !== existing.config.system_user_dn || weakerTransport) {
    throw badRequest('Enter the password to test other servers', 'system_user_password');
  }
}

export async function testConnection(ctx: ServerContext, input: BackendInput, existing: BackendRecord | undefined): Promise<TestResult> {
  assertStoredPasswordStaysHome(input, existing);
  const servers = describeServers(input.config);
  try {
    const connection = await connectDirectory(input.config, bindPassword(ctx, input, existing));
    await connection.close();
    return success(`Successfully connected to ${servers}`);
  } catch (error) {
    return failure(`Couldn't establish connection to ${servers}`, [describeDirectoryError(error)]);
  }
}

/** What the login test shows about the user: the attributes the backend reads, keyed as Graylog keys them. */
function loginResult(input: BackendInput, userExists: boolean, loginSuccess: boolean, user: DirectoryUser | null): Record<string, unknown> {
  const { config } = input;
  if (!user) return { user_exists: userExists, login_success: loginSuccess, user_details: {} };
  const isAd = config.type === AD_TYPE;
  const details: Record<string, string> = { dn: user.dn };
  if (isAd) details.account_enabled = String(user.accountEnabled);
  details[`unique_id (${isAd ? AD_OBJECT_GUID : config.user_unique_id_attribute ?? 'entryUUID'})`] = user.uniqueId;
  details[config.user_name_attribute] = user.username;
  details[config.user_full_name_attribute] = user.fullName;
  details.email = user.email;
  return { user_exists: userExists, login_success: loginSuccess, user_details: details };
}

export async function testLogin(
  ctx: ServerContext,
  input: BackendInput,
  existing: BackendRecord | undefined,
  userLogin: { username: string; password?: unknown } | undefined,
): Promise<TestResult> {
  if (!userLogin) return failure('Missing username and password');
  const { username } = userLogin;
  const servers = describeServers(input.config);
  const passwordInput = readPasswordInput(userLogin.password, 'password');
  const password = passwordInput.kind === 'set' ? passwordInput.value : '';
  assertStoredPasswordStaysHome(input, existing);
  let connection;
  try {
    connection = await connectDirectory(input.config, bindPassword(ctx, input, existing));
  } catch (error) {
    return failure(`Couldn't establish connection to ${servers}`, [describeDirectoryError(error)]);
  }
  try {
    const user = await findDirectoryUser(connection, input.config, username);
    if (!user) return failure(`User <${username}> doesn't exist`, [], loginResult(input, false, false, null));
    if (await checkDirectoryPassword(connection, user, password)) {
      return success(`Successfully logged in <${username}> into ${servers}`, loginResult(input, true, true, user));
    }
    return failure(`Login for user <${username}> failed`, [], loginResult(input, true, false, user));
  } catch (error) {
    return failure(`Couldn't test user login on ${servers}`, [describeDirectoryError(error)]);
  } finally {
    await connection.close();
  }
}
