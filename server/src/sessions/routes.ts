// Login, session validation and logout (Graylog's /system/sessions).
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { assertPermitted, requireAuth } from '../auth/hook';
import { hashSecret } from '../auth/secrets';
import { ApiError, notFound } from '../http/errors';
import { findUserById, findUserByName, recordActivity } from '../users/store';
import { verifyPassword } from '../users/password';
import { createSession, deleteSession, purgeExpiredSessions, validUntil, type SessionRecord } from './store';

interface LoginBody {
  username: string;
  password: string;
  host?: string | null;
}

const loginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password'],
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 200 },
      password: { type: 'string', maxLength: 1000 },
      host: { type: ['string', 'null'], maxLength: 1000 },
    },
  },
};

const sessionIdParams = {
  params: {
    type: 'object',
    required: ['sessionId'],
    properties: { sessionId: { type: 'string', minLength: 1, maxLength: 200 } },
  },
};

export function registerSessionRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  api.post<{ Body: LoginBody }>('/system/sessions', { config: { auth: 'public' }, schema: loginSchema }, async (request, reply) => {
    const { username, password, host } = request.body;
    const user = findUserByName(db, username);
    // One message for every failure, so the answer does not reveal which usernames exist.
    const valid = user !== undefined && (await verifyPassword(password, user.password_hash));
    if (!user || !valid || user.account_status !== 'enabled') {
      throw new ApiError(401, 'Invalid credentials');
    }
    const now = ctx.now();
    purgeExpiredSessions(db, now);
    const { sessionId, record } = createSession(
      db,
      { userId: user.id, host: host ?? '', clientAddress: request.ip, timeoutMs: user.session_timeout_ms },
      now,
    );
    recordActivity(db, user.id, now, request.ip);
    return reply.code(200).send({
      session_id: sessionId,
      valid_until: new Date(validUntil(record)).toISOString(),
      username: user.username,
      user_id: user.id,
    });
  });

  // Public: the console calls it at start to learn whether its stored session still works.
  api.get('/system/sessions', { config: { auth: 'public' } }, async (request) => {
    const auth = request.auth;
    if (!auth) return { is_valid: false, session_id: null, username: null };
    return { is_valid: true, session_id: auth.sessionId, username: auth.user.username };
  });

  api.delete<{ Params: { sessionId: string } }>(
    '/system/sessions/:sessionId',
    { config: { auth: 'authenticated' }, schema: sessionIdParams },
    async (request, reply) => {
      const caller = requireAuth(request);
      const session = db
        .prepare('SELECT * FROM sessions WHERE id_hash = ?')
        .get(hashSecret(request.params.sessionId)) as SessionRecord | undefined;
      if (!session) throw notFound(`Couldn't find session ${request.params.sessionId}`);
      if (session.user_id !== caller.user.id) {
        // Ending someone else's session is user administration.
        const owner = findUserById(db, session.user_id);
        assertPermitted(request, `users:edit:${owner?.username ?? session.user_id}`);
      }
      deleteSession(db, request.params.sessionId);
      return reply.code(204).send();
    },
  );
}
