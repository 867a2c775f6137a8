// Turns the Authorization header into an AuthContext, or null when it names nobody valid.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { findUserById, findUserByName, recordActivity, type UserRecord } from '../users/store';
import { verifyUserPassword } from '../users/password';
import { authenticatePassword } from '../authservices/authenticator';
import { authenticateByHeader } from '../authservices/headerAuth';
import { findValidSession, touchSession } from '../sessions/store';
import { findAccessToken, touchAccessToken } from '../tokens/store';
import type { LoginThrottle } from '../throttle/loginThrottle';
import { parseBasicAuth } from './basic';
import { effectivePermissions } from './effective';
import type { AuthContext } from './types';

export const NO_SESSION_EXTENSION_HEADER = 'x-graylog-no-session-extension';

/** Polling calls send this header so an idle console does not keep its session alive. */
export function wantsNoExtension(request: FastifyRequest): boolean {
  return String(request.headers[NO_SESSION_EXTENSION_HEADER] ?? '').toLowerCase() === 'true';
}

// scrypt takes tens of milliseconds by design; clients using Basic user:password send it on every
// call, so successful checks are remembered. The key includes the stored hash, so a password
// change invalidates the entry, and it is a digest, so no password is kept in memory.
const verifiedPasswords = new Set<string>();
const MAX_CACHED = 512;

async function checkPassword(user: UserRecord, password: string): Promise<boolean> {
  const key = createHash('sha256').update(`${user.id}\0${password}\0${user.password_hash}`).digest('hex');
  if (verifiedPasswords.has(key)) return true;
  const ok = await verifyUserPassword(user, password);
  if (ok) {
    if (verifiedPasswords.size >= MAX_CACHED) verifiedPasswords.clear();
    verifiedPasswords.add(key);
  }
  return ok;
}

/** Local users through the cache above; other names through the active authentication service. */
async function checkCredentials(ctx: ServerContext, username: string, password: string): Promise<UserRecord | undefined> {
  const local = findUserByName(ctx.db, username);
  if (local && !local.external) return (await checkPassword(local, password)) && usable(local) ? local : undefined;
  const outcome = await authenticatePassword(ctx, username, password);
  return outcome.ok ? outcome.user : undefined;
}

function usable(user: UserRecord | undefined): user is UserRecord {
  return user !== undefined && user.account_status === 'enabled';
}

/**
 * `throttle` guards Basic `user:password` credentials like the login form: they are a password guess
 * on every request, so without it the form's throttling could be bypassed. Throws 429 when throttled.
 */
export async function resolveAuth(ctx: ServerContext, request: FastifyRequest, throttle: LoginThrottle): Promise<AuthContext | null> {
  const credentials = parseBasicAuth(request.headers.authorization);
  const { db } = ctx;
  const now = ctx.now();
  const build = (user: UserRecord, method: AuthContext['method'], sessionId: string | null): AuthContext => ({
    user,
    method,
    sessionId,
    permissions: effectivePermissions(db, user),
  });

  // No credentials (or the console's "undefined:session" before it has a session): a trusted proxy's
  // header may name the user (authservices/headerAuth.ts; off unless configured).
  if (!credentials || (credentials.kind === 'session' && credentials.sessionId === 'undefined')) {
    const user = await authenticateByHeader(ctx, request);
    if (!user) return null;
    recordActivity(db, user.id, now, request.ip);
    return build(user, 'header', null);
  }

  if (credentials.kind === 'session') {
    const session = findValidSession(db, credentials.sessionId, now);
    if (!session) return null;
    const user = findUserById(db, session.user_id);
    if (!usable(user)) return null;
    if (!wantsNoExtension(request)) {
      touchSession(db, session.id_hash, now);
      recordActivity(db, user.id, now, request.ip);
    }
    return build(user, 'session', credentials.sessionId);
  }

  if (credentials.kind === 'token') {
    const token = findAccessToken(db, credentials.token);
    if (!token) return null;
    const user = findUserById(db, token.user_id);
    if (!usable(user)) return null;
    touchAccessToken(db, token.id, now);
    recordActivity(db, user.id, now, request.ip);
    return build(user, 'token', null);
  }

  const attempt = { username: credentials.username, address: request.ip };
  throttle.assertAllowed(attempt);
  const user = await checkCredentials(ctx, credentials.username, credentials.password);
  if (!user) {
    throttle.recordFailure(attempt);
    return null;
  }
  throttle.recordSuccess(attempt);
  recordActivity(db, user.id, now, request.ip);
  return build(user, 'password', null);
}
