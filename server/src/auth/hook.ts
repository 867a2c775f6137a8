// The gate in front of every path under /api: credentials, CSRF header, then the route's declared need.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { ApiError, badRequest, forbidden, unauthorized } from '../http/errors';
import { isPermitted } from './permissions';
import type { LoginThrottle } from '../throttle/loginThrottle';
import { resolveAuth } from './resolve';
import type { AuthContext, RouteAuth } from './types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The caller, for handlers of routes that are not public (the hook has already refused anonymous calls). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function missingPermission(permission: string): ApiError {
  return forbidden(`Not authorized: missing permission ${permission}`);
}

/** For checks that depend on stored data (e.g. who owns a session), made inside a handler. */
export function assertPermitted(request: FastifyRequest, permission: string): void {
  if (!isPermitted(requireAuth(request).permissions, permission)) throw missingPermission(permission);
}

/** Reads a path parameter for permission functions: `(r) => \`users:read:${param(r, 'username')}\``. */
export function param(request: FastifyRequest, name: string): string {
  const value = (request.params as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/** What a route requires: any one of these permissions, and how a refusal names them. */
interface Required {
  anyOf: readonly string[];
  shownAs: string;
}

function requiredPermission(auth: RouteAuth, request: FastifyRequest): Required | null {
  if (typeof auth === 'string') return null;
  const required = typeof auth.permission === 'function' ? auth.permission(request) : auth.permission;
  if (typeof required === 'string') return { anyOf: [required], shownAs: required };
  if ('permission' in required) return { anyOf: [required.permission], shownAs: required.shownAs };
  return { anyOf: required, shownAs: required[0] };
}

function assertCsrfHeader(request: FastifyRequest): void {
  // Graylog's CSRF protection: browsers cannot send custom headers cross-site without CORS.
  if (!SAFE_METHODS.has(request.method) && !request.headers['x-requested-by']) {
    throw badRequest('The X-Requested-By header is required for this request (CSRF protection)');
  }
}

/**
 * Authentication comes before routing: every path under the API root, known or not, answers 401
 * without valid credentials, so an anonymous caller cannot tell which endpoints exist. Only routes
 * declared public (login, session validation, ping) skip that. Then, in this order: the CSRF header
 * (400), an unknown route (404, left to the not-found handler), the route's permission (403).
 * All of it runs before the body is read, so a refused caller never learns how the input should look.
 */
export function installAuth(app: FastifyInstance, ctx: ServerContext, throttle: LoginThrottle): void {
  app.decorateRequest('auth', null);

  // A route that forgets to declare its access rule must not silently become public or closed.
  app.addHook('onRoute', (route) => {
    if (!route.config?.auth) {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.auth`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const auth: RouteAuth = (request.is404 ? undefined : request.routeOptions.config.auth) ?? 'authenticated';
    if (auth === 'public') {
      assertCsrfHeader(request);
      request.auth = await resolveAuth(ctx, request, throttle);
      return;
    }
    request.auth = await resolveAuth(ctx, request, throttle);
    if (!request.auth) throw unauthorized('Not authorized: valid credentials are required');
    assertCsrfHeader(request);
    if (request.is404) return;
    const required = requiredPermission(auth, request);
    const { permissions } = request.auth;
    if (required !== null && !required.anyOf.some((permission) => isPermitted(permissions, permission))) {
      throw missingPermission(required.shownAs);
    }
  });
}
