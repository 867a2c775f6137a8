// Login, session validation and logout (Graylog's /system/sessions).
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { isPermitted } from '../auth/permissions';
import { missingPermission } from '../auth/hook';
import { ApiError, notFound } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import type { LoginThrottle } from '../throttle/loginThrottle';
import { findUserById, findUserByName, recordActivity } from '../users/store';
import { verifyUserPassword } from '../users/password';
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
        const user = findUserByName(db, username);
        // One message for every failure, so the answer does not reveal which usernames exist.
        const valid = await verifyUserPassword(user, password);
        if (!user || !valid || user.account_status !== 'enabled') {
          throttle.recordFailure(attempt);
          throw new ApiError(401, 'Invalid credentials');
        }
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
