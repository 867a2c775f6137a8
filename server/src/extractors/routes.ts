// Graylog's extractor API under /system/inputs/{inputId}/extractors: list, read, create, update,
// delete and reorder. Reading needs inputs:read:<inputId>, changing inputs:edit:<inputId>. An extractor
// is compiled before it is saved, so a bad pattern or configuration is refused with its reason and
// never reaches the processor. Every change invalidates the processor's compiled chains.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { badRequest, notFound } from '../http/errors';
import { newUuid } from '../http/ids';
import { registerRoutes, route } from '../http/routes';
import { bumpIngestConfig } from '../processing/configVersion';
import { ConfigError } from './config';
import { compileExtractor, type EngineContext } from './engine';
import { engineContext } from './engineContext';
import { extractorMetrics, ExtractorStats } from './metrics';
import { definitionFromRequest, ExtractorBody } from './request';
import { deleteExtractor, findExtractor, inputExists, insertExtractor, listExtractors, nextPosition, replaceExtractor } from './store';
import type { ExtractorDefinition } from './types';
import { extractorSummary } from './view';

const InputParams = Type.Object({ inputId: Type.String({ minLength: 1, maxLength: 200 }) });
const ExtractorParams = Type.Object({
  inputId: Type.String({ minLength: 1, maxLength: 200 }),
  extractorId: Type.String({ minLength: 1, maxLength: 200 }),
});
const OrderBody = Type.Object(
  { order: Type.Record(Type.String({ maxLength: 20 }), Type.String({ maxLength: 200 }), { maxProperties: 10_000 }) },
  { additionalProperties: false },
);

const onInput = (action: 'read' | 'edit') => (params: { inputId: string }) => `inputs:${action}:${permissionTarget(params.inputId)}`;

/** Compiles the definition as the processor will; a configuration problem is a 400 naming its field. */
function assertCompiles(definition: ExtractorDefinition, context: EngineContext, now: () => number): void {
  try {
    compileExtractor(definition, context, new ExtractorStats(now));
  } catch (error) {
    if (error instanceof ConfigError) throw badRequest(error.message, error.field);
    throw error;
  }
}

export function registerExtractorRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const metrics = extractorMetrics(db, ctx.now);

  const requireInput = (inputId: string) => {
    if (!inputExists(db, inputId)) throw notFound(`Input ${inputId} not found`);
  };
  const requireExtractor = (inputId: string, extractorId: string): ExtractorDefinition => {
    requireInput(inputId);
    const extractor = findExtractor(db, inputId, extractorId);
    if (!extractor) throw notFound(`Extractor ${extractorId} not found`);
    return extractor;
  };
  const summary = (extractor: ExtractorDefinition) => extractorSummary(extractor, metrics.of(extractor.id));

  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/system/inputs/:inputId/extractors',
      auth: { permission: onInput('read') },
      schema: { params: InputParams },
      handler: ({ params }) => {
        requireInput(params.inputId);
        const extractors = listExtractors(db, params.inputId).map(summary);
        return { extractors, total: extractors.length };
      },
    }),

    route({
      method: 'GET',
      url: '/system/inputs/:inputId/extractors/:extractorId',
      auth: { permission: onInput('read') },
      schema: { params: ExtractorParams },
      handler: ({ params }) => summary(requireExtractor(params.inputId, params.extractorId)),
    }),

    route({
      method: 'POST',
      url: '/system/inputs/:inputId/extractors',
      auth: { permission: onInput('edit') },
      schema: { params: InputParams, body: ExtractorBody },
      status: 201,
      handler: ({ params, body, caller, reply }) => {
        const { inputId } = params;
        const id = db.transaction(() => {
          requireInput(inputId);
          const definition = definitionFromRequest(body, {
            id: newUuid(),
            creatorUserId: caller.user.username,
            defaultOrder: nextPosition(db, inputId),
          });
          assertCompiles(definition, engineContext(ctx), ctx.now);
          insertExtractor(db, inputId, definition);
          return definition.id;
        })();
        bumpIngestConfig();
        reply.header('Location', `${ctx.settings.prefix}/api/system/inputs/${encodeURIComponent(inputId)}/extractors/${id}`);
        return { extractor_id: id };
      },
    }),

    route({
      method: 'PUT',
      url: '/system/inputs/:inputId/extractors/:extractorId',
      auth: { permission: onInput('edit') },
      schema: { params: ExtractorParams, body: ExtractorBody },
      handler: ({ params, body, caller }) => {
        const updated = db.transaction(() => {
          const existing = requireExtractor(params.inputId, params.extractorId);
          const definition = definitionFromRequest(body, {
            id: existing.id,
            creatorUserId: caller.user.username,
            defaultOrder: existing.order,
          });
          assertCompiles(definition, engineContext(ctx), ctx.now);
          replaceExtractor(db, definition);
          return definition;
        })();
        bumpIngestConfig();
        return summary(updated);
      },
    }),

    route({
      method: 'DELETE',
      url: '/system/inputs/:inputId/extractors/:extractorId',
      auth: { permission: onInput('edit') },
      schema: { params: ExtractorParams },
      handler: ({ params }) => {
        db.transaction(() => {
          deleteExtractor(db, requireExtractor(params.inputId, params.extractorId).id);
        })();
        metrics.forget(params.extractorId);
        bumpIngestConfig();
      },
    }),

    route({
      method: 'POST',
      url: '/system/inputs/:inputId/extractors/order',
      auth: { permission: onInput('edit') },
      schema: { params: InputParams, body: OrderBody },
      handler: ({ params, body }) => {
        db.transaction(() => {
          requireInput(params.inputId);
          const byId = new Map(listExtractors(db, params.inputId).map((extractor) => [extractor.id, extractor]));
          const positions = new Map<string, number>();
          for (const [position, id] of Object.entries(body.order)) {
            if (!/^\d{1,9}$/.test(position)) throw badRequest(`Invalid position ${position}: positions are whole numbers`, 'order');
            if (!byId.has(id)) throw badRequest(`Extractor ${id} does not belong to input ${params.inputId}`, 'order');
            if (positions.has(id)) throw badRequest(`Extractor ${id} is given more than one position`, 'order');
            positions.set(id, Number(position));
          }
          for (const [id, position] of positions) {
            const extractor = byId.get(id);
            if (extractor && extractor.order !== position) replaceExtractor(db, { ...extractor, order: position });
          }
        })();
        bumpIngestConfig();
      },
    }),
  ]);
}
