// GET/PUT /system/messageprocessors/config (Graylog's MessageProcessorsResource): the processors' order and
// which are disabled, with clusterconfigentry:read and :edit. A change applies from the next batch on.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { badRequest } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import { bumpIngestConfig } from '../processing/configVersion';
import { isKnownProcessor, loadProcessorsConfig, saveProcessorsConfig, withDescriptors } from './config';

const ClassName = Type.String({ maxLength: 500 });
const ConfigBody = Type.Object(
  {
    processor_order: Type.Array(
      Type.Object({ name: Type.Optional(Type.String({ maxLength: 500 })), class_name: ClassName }, { additionalProperties: false }),
      { maxItems: 100 },
    ),
    disabled_processors: Type.Array(ClassName, { maxItems: 100 }),
  },
  { additionalProperties: false },
);

export function registerMessageProcessorRoutes(api: FastifyInstance, ctx: ServerContext): void {
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/system/messageprocessors/config',
      auth: { permission: 'clusterconfigentry:read' },
      handler: () => withDescriptors(loadProcessorsConfig(ctx.db)),
    }),
    route({
      method: 'PUT',
      url: '/system/messageprocessors/config',
      auth: { permission: 'clusterconfigentry:edit' },
      schema: { body: ConfigBody },
      handler: ({ body }) => {
        const order = body.processor_order.map((p) => p.class_name);
        const unknown = [...order, ...body.disabled_processors].find((className) => !isKnownProcessor(className));
        if (unknown !== undefined) throw badRequest(`Unknown message processor ${unknown}`);
        const saved = saveProcessorsConfig(ctx.db, { processor_order: order, disabled_processors: body.disabled_processors });
        bumpIngestConfig();
        return withDescriptors(saved);
      },
    }),
  ]);
}
