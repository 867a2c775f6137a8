// A user's access tokens (GET, POST /users/{userId}/tokens/{name}, DELETE .../{idOrToken}).
// The plain token is answered once, at creation; only its hash is stored.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { notFound } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import { byUserId } from '../users/access';
import { requireUserById } from '../users/lookup';
import { UserIdParams } from '../users/validation';
import { createAccessToken, deleteAccessToken, listAccessTokens, type AccessTokenRecord } from './store';

const TokenNameParams = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 200 }),
  // Shown in lists and logs: something visible, without control or invisible characters.
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '^(?=.*[^\\s\\p{C}])[^\\p{C}]+$' }),
});

const TokenParams = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 200 }),
  idOrToken: Type.String({ minLength: 1, maxLength: 200 }),
});

// Graylog reports a token never used with the epoch as its last access.
const NEVER_USED = new Date(0).toISOString();

const lastAccess = (token: AccessTokenRecord) => (token.last_access === null ? NEVER_USED : new Date(token.last_access).toISOString());

export function registerTokenRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/users/:userId/tokens',
      auth: { permission: byUserId(db, 'tokenlist') },
      schema: { params: UserIdParams },
      handler: ({ params }) => {
        const user = requireUserById(ctx, params.userId);
        return {
          tokens: listAccessTokens(db, user.id).map((token) => ({ id: token.id, name: token.name, last_access: lastAccess(token) })),
        };
      },
    }),

    // Graylog's POST carries a placeholder body ('{}'); whatever is sent is ignored.
    route({
      method: 'POST',
      url: '/users/:userId/tokens/:name',
      auth: { permission: byUserId(db, 'tokencreate') },
      schema: { params: TokenNameParams },
      handler: ({ params }) => {
        const user = requireUserById(ctx, params.userId);
        const { token, record } = createAccessToken(db, user.id, params.name, ctx.now());
        return { id: record.id, name: record.name, token, last_access: lastAccess(record) };
      },
    }),

    route({
      method: 'DELETE',
      url: '/users/:userId/tokens/:idOrToken',
      auth: { permission: byUserId(db, 'tokenremove') },
      schema: { params: TokenParams },
      handler: ({ params }) => {
        const user = requireUserById(ctx, params.userId);
        if (!deleteAccessToken(db, user.id, params.idOrToken)) {
          throw notFound(`Couldn't find access token for user ${user.username}`);
        }
      },
    }),
  ]);
}
