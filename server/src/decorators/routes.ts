// Message decorators (Graylog's /search/decorators): the types this server runs with their requested
// configuration, and the stored decorators (list, create, update, delete) with Graylog's permissions:
// decorators:read to list, decorators:create to create and to update, decorators:edit to delete, and
// streams:edit on the stream a decorator is limited to. The search page sends the decorators it wants
// in its messages search type; the server applies them to the page of messages.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { assertPermitted } from '../auth/hook';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { notFound } from '../http/errors';
import { newObjectId } from '../http/ids';
import { registerRoutes, route } from '../http/routes';
import { deleteDecorator, findDecorator, listDecorators, saveDecorator } from './store';
import { DECORATOR_TYPES } from './types';
import { checkDecorator, DecoratorSchema } from './validation';

const DecoratorParams = Type.Object({ decoratorId: Type.String({ minLength: 1, maxLength: 200 }) });

const streamEdit = (stream: string) => `streams:edit:${permissionTarget(stream)}`;

export function availableDecorators() {
  return Object.fromEntries(Object.values(DECORATOR_TYPES).map((type) => [type.type, {
    type: type.type,
    name: type.name,
    human_name: type.human_name,
    requested_configuration: type.requested_configuration,
    link_to_docs: type.link_to_docs,
  }]));
}

export function registerDecoratorRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const requireDecorator = (id: string) => {
    const decorator = findDecorator(db, id);
    if (!decorator) throw notFound(`Couldn't find decorator ${id}`);
    return decorator;
  };

  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/search/decorators',
      auth: { permission: 'decorators:read' },
      handler: () => listDecorators(db),
    }),
    route({
      method: 'GET',
      url: '/search/decorators/available',
      auth: 'authenticated',
      handler: () => availableDecorators(),
    }),
    route({
      method: 'POST',
      url: '/search/decorators',
      auth: { permission: 'decorators:create' },
      schema: { body: DecoratorSchema },
      handler: ({ body, request }) => {
        const checked = checkDecorator(body);
        if (checked.stream) assertPermitted(request, streamEdit(checked.stream));
        const decorator = { id: newObjectId(ctx.now()), ...checked };
        saveDecorator(db, decorator);
        return decorator;
      },
    }),
    route({
      method: 'PUT',
      url: '/search/decorators/:decoratorId',
      auth: { permission: 'decorators:create' },
      schema: { params: DecoratorParams, body: DecoratorSchema },
      handler: ({ params, body, request }) => db.transaction(() => {
        const original = requireDecorator(params.decoratorId);
        const checked = checkDecorator(body);
        for (const stream of [original.stream, checked.stream]) if (stream) assertPermitted(request, streamEdit(stream));
        const decorator = { id: original.id, ...checked };
        saveDecorator(db, decorator);
        return decorator;
      })(),
    }),
    route({
      method: 'DELETE',
      url: '/search/decorators/:decoratorId',
      auth: { permission: 'decorators:edit' },
      schema: { params: DecoratorParams },
      handler: ({ params, request }) => {
        db.transaction(() => {
          const original = requireDecorator(params.decoratorId);
          if (original.stream) assertPermitted(request, streamEdit(original.stream));
          deleteDecorator(db, original.id);
        })();
      },
    }),
  ]);
}
