// Trusted HTTP header authentication (Graylog's HTTPHeaderAuthenticationRealm): a reverse proxy that
// has authenticated the user names them in a header (default Remote-User), and a request carrying no
// other credentials is authenticated as that user. Off by default. As in Graylog, only a proxy on a
// trusted address is believed (Graylog's default trusted_proxies: the loopback addresses); the
// address is the connection's own, never a forwarded-for header a client could write.
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { getLogger } from '../logging/logger';
import type { UserRecord } from '../users/store';
import { authenticateTrustedName } from './authenticator';
import { headerAuthConfig } from './store';

const log = getLogger('org.graylog2.security.realm.HTTPHeaderAuthenticationRealm');

/** An HTTP header name (RFC 9110 token), so the configured name can always be matched. */
export const HEADER_NAME_PATTERN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;

export function isTrustedProxy(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

// Requests authenticated by the header, so the session validation call knows to create a session.
const byHeader = new WeakSet<FastifyRequest>();

export function authenticatedByHeader(request: FastifyRequest): boolean {
  return byHeader.has(request);
}

/** The user the trusted header names, for a request that carries no other credentials; undefined otherwise. */
export async function authenticateByHeader(ctx: ServerContext, request: FastifyRequest): Promise<UserRecord | undefined> {
  const config = headerAuthConfig(ctx.db);
  if (!config.enabled) return undefined;
  const raw = request.headers[config.username_header.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (value === undefined) return undefined;
  if (value === '') {
    log.warn(`Skipping request with trusted HTTP header <${config.username_header}> and blank value`);
    return undefined;
  }
  const address = request.socket.remoteAddress;
  if (!isTrustedProxy(address)) {
    log.warn(`Request with trusted HTTP header <${config.username_header}> received from <${address ?? 'unknown'}>, which is not a trusted proxy`);
    return undefined;
  }
  const user = await authenticateTrustedName(ctx, value);
  if (!user) {
    log.warn(`Failed to authenticate username <${value}> from trusted HTTP header <${config.username_header}>`);
    return undefined;
  }
  byHeader.add(request);
  return user;
}
