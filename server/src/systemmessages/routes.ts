// Graylog's GET /system/messages (MessagesResource): the system messages, a page of them at a time.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerRoutes, route } from '../http/routes';
import { listSystemMessages } from './systemMessages';

const MessagesQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })) });

export function registerSystemMessageRoutes(api: FastifyInstance, ctx: ServerContext): void {
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/system/messages',
      auth: { permission: 'systemmessages:read' },
      schema: { querystring: MessagesQuery },
      handler: ({ query }) => listSystemMessages(ctx, query.page ?? 0),
    }),
  ]);
}
