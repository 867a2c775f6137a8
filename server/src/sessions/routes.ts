// Login, session validation and logout (Graylog's /system/sessions).
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { isPermitted } from '../auth/permissions';
import { missingPermission } from '../auth/hook';
import { ApiError, notFound } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import type { LoginThrottle } from '../throttle/loginThrottle';
import { findUserById, recordActivity } from '../users/store';
import { authenticatePassword } from '../authservices/authenticator';
import { authenticatedByHeader } from '../authservices/headerAuth';
import { createSession, deleteSession, findSession, purgeExpiredSessions, validUntil } from './store';

const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ maxLength: 1000 }),
  host: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
});

const SessionIdParams = Type.Object({ sessionId: Type.String({ minLength: 1, maxLength: 200 }) });

export function registerSessionRoutes(api: FastifyInstance, ctx: ServerContext, throttle: LoginThrottle): void {
  const { db } = ctx;

  registerRoutes(api, [
    route({
      method: 'POST',
      url: '/system/sessions',
      auth: 'public',
      schema: { body: LoginBody },
      handler: async ({ body, request }) => {
        const { username, password, host } = body;
        const attempt = { username, address: request.ip };
        throttle.assertAllowed(attempt);
        // Local users, then the active authentication service (authservices/authenticator.ts).
        const outcome = await authenticatePassword(ctx, username, password);
        if (!outcome.ok) {
          throttle.recordFailure(attempt);
          // A directory that cannot be asked is said so, as a refused login (Graylog answers 503; we keep 5xx for
          // our own faults), without the reason: the caller is anonymous, and the reason (in the server log) can
          // name hosts or DNs. Any other failure has one message, so the answer does not reveal which usernames exist.
          if (outcome.unavailable) throw new ApiError(401, 'Authentication service unavailable');
          throw new ApiError(401, 'Invalid credentials');
        }
        const { user } = outcome;
        throttle.recordSuccess(attempt);
        const now = ctx.now();
        purgeExpiredSessions(db, now);
        const { sessionId, record } = createSession(
          db,
          { userId: user.id, host: host ?? '', clientAddress: request.ip, timeoutMs: user.session_timeout_ms },
          now,
        );
        recordActivity(db, user.id, now, request.ip);
        return {
          session_id: sessionId,
          valid_until: new Date(validUntil(record)).toISOString(),
          username: user.username,
          user_id: user.id,
        };
      },
    }),

    // Public: the console calls it at start to learn whether its stored session still works.
    route({
      method: 'GET',
      url: '/system/sessions',
      auth: 'public',
      handler: ({ request }) => {
        const auth = request.auth;
        if (!auth) return { is_valid: false, session_id: null, username: null };
        if (authenticatedByHeader(request)) {
          // Trusted header authentication: the console asks here without a session, and gets one (as Graylog's
          // validateSession creates it), which it then uses like one from the login form.
          const now = ctx.now();
          purgeExpiredSessions(db, now);
          const { sessionId } = createSession(
            db,
            { userId: auth.user.id, host: '', clientAddress: request.ip, timeoutMs: auth.user.session_timeout_ms },
            now,
          );
          return { is_valid: true, session_id: sessionId, username: auth.user.username };
        }
        return { is_valid: true, session_id: auth.sessionId, username: auth.user.username };
      },
    }),

    route({
      method: 'DELETE',
      url: '/system/sessions/:sessionId',
      auth: 'authenticated',
      schema: { params: SessionIdParams },
      handler: ({ params, caller }) => {
        const session = findSession(db, params.sessionId);
        if (!session) throw notFound(`Couldn't find session ${params.sessionId}`);
        if (session.user_id !== caller.user.id) {
          // Ending someone else's session is user administration.
          const owner = findUserById(db, session.user_id);
          const permission = `users:edit:${owner?.username ?? session.user_id}`;
          if (!isPermitted(caller.permissions, permission)) throw missingPermission(permission);
        }
        deleteSession(db, params.sessionId);
      },
    }),
  ]);
}
