// How a route declares what it needs, in its fastify route `config`:
//   config: { auth: 'public' }                          no credentials needed (they are still read if sent)
//   config: { auth: 'authenticated' }                   any logged-in user
//   config: { auth: { permission: 'users:create' } }    a fixed permission
//   config: { auth: { permission: (request) => `users:read:${param(request, 'username')}` } }
//   config: { auth: { permission: (request) => [`dashboards:read:${id}`, `view:read:${id}`] } }   any one of them
// Every route under /api must declare one; registering a route without it fails at start.
import type { FastifyRequest } from 'fastify';
import type { UserRecord } from '../users/store';

/**
 * A permission to check, and how a refusal names it. For a user addressed by id the permission names
 * the user (users:read:<name>); the refusal must say only the id, or it would tell who has the id.
 */
export interface ShownPermission {
  permission: string;
  shownAs: string;
}

/**
 * Permissions of which the caller needs any one, for an entity that two permission prefixes reach (a
 * dashboard: dashboards:edit:<id>, or the view:edit:<id> a share gives). A refusal names the first.
 */
export type AnyOf = readonly [string, ...string[]];

export type PermissionOf = (request: FastifyRequest) => string | AnyOf | ShownPermission;

export type RouteAuth = 'public' | 'authenticated' | { permission: string | PermissionOf };

/** Who is calling, resolved once per request by the auth hook. */
export interface AuthContext {
  user: UserRecord;
  /** Effective permissions (roles, own, self-service). */
  permissions: string[];
  /** Set when the caller authenticated with a session id. */
  sessionId: string | null;
  /** How: a session id, an access token, a username and password, or a trusted proxy's header naming the user. */
  method: 'session' | 'token' | 'password' | 'header';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
