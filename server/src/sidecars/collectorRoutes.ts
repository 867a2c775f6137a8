// /sidecar/collectors: the collector list sidecars poll (with an ETag), the paginated summary the console
// shows, read, create, update, copy, delete (refused while a configuration uses the collector) and validate.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { assertPermitted } from '../auth/hook';
import type { ServerContext } from '../context';
import { badRequest, notFound } from '../http/errors';
import { paginate, PaginationQuery } from '../http/pagination';
import { registerRoutes, route } from '../http/routes';
import {
  allCollectors, collectorInUse, createCollector, DEFAULT_SERVICE_TYPE, deleteCollector, findCollector, updateCollector,
  validateCollector, type CollectorDraft,
} from './collectors';
import { answerWithEtag } from './etag';
import { sidecarListBody } from './listShape';
import { COLLECTORS } from './permissions';
import type { Collector, CollectorInput } from './types';

const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

// Graylog's Collector; clients send the whole entity back, id included (ignored: the path names the collector).
const CollectorBody = Type.Object({
  id: OptionalText(100),
  name: Type.String({ maxLength: 200 }),
  service_type: Type.Optional(Type.String({ maxLength: 20 })),
  node_operating_system: Type.String({ maxLength: 20 }),
  executable_path: Type.String({ maxLength: 1000 }),
  execute_parameters: OptionalText(10_000),
  validation_parameters: OptionalText(10_000),
  default_template: OptionalText(1_000_000),
}, { additionalProperties: false });

// The validate call may come before an operating system is chosen.
const CollectorDraftBody = Type.Object({
  ...CollectorBody.properties,
  node_operating_system: OptionalText(20),
}, { additionalProperties: false });

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const CopyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }), name: Type.String({ maxLength: 200 }) });

function draftOf(body: Static<typeof CollectorDraftBody>): CollectorDraft {
  return {
    name: body.name,
    service_type: body.service_type ?? DEFAULT_SERVICE_TYPE,
    node_operating_system: body.node_operating_system ?? null,
    executable_path: body.executable_path,
    execute_parameters: body.execute_parameters ?? null,
    validation_parameters: body.validation_parameters ?? null,
    default_template: body.default_template ?? null,
  };
}

const inputOf = (body: Static<typeof CollectorBody>): CollectorInput => ({ ...draftOf(body), node_operating_system: body.node_operating_system });

export function requireCollector(ctx: ServerContext, id: string): Collector {
  const collector = findCollector(ctx.db, id);
  if (!collector) throw notFound(`Could not find collector <${id}>.`);
  return collector;
}

const summaryOf = (collector: Collector) => ({
  id: collector.id,
  name: collector.name,
  service_type: collector.service_type,
  node_operating_system: collector.node_operating_system,
});

export function registerCollectorRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/sidecar/collectors',
      auth: { permission: COLLECTORS.read },
      handler: ({ request, reply }) => {
        const collectors = allCollectors(db);
        return answerWithEtag(request, reply, { total: collectors.length, collectors });
      },
    }),
    route({
      method: 'GET',
      url: '/sidecar/collectors/summary',
      auth: { permission: COLLECTORS.read },
      schema: { querystring: PaginationQuery },
      handler: ({ query }) => {
        const list = paginate<Collector>({
          db,
          from: 'sidecar_collectors',
          sortable: { name: 'name', id: 'id', service_type: 'service_type', node_operating_system: 'node_operating_system', operating_system: 'node_operating_system' },
          defaultSort: { field: 'name', order: 'asc' },
          searchable: { id: 'id', name: 'name', operating_system: 'node_operating_system' },
          freeTextFields: ['name'],
          map: summaryOf,
        }, query);
        return sidecarListBody('collectors', list, { sort: query.sort ?? 'name', order: query.order ?? 'asc' });
      },
    }),
    route({
      method: 'GET',
      url: '/sidecar/collectors/:id',
      auth: { permission: COLLECTORS.read },
      schema: { params: IdParams },
      handler: ({ params }) => requireCollector(ctx, params.id),
    }),
    route({
      method: 'POST',
      url: '/sidecar/collectors',
      auth: { permission: COLLECTORS.create },
      schema: { body: CollectorBody },
      handler: ({ body }) => db.transaction(() => createCollector(db, inputOf(body), ctx.now()))(),
    }),
    route({
      method: 'PUT',
      url: '/sidecar/collectors/:id',
      auth: { permission: COLLECTORS.update },
      schema: { params: IdParams, body: CollectorBody },
      handler: ({ params, body }) => db.transaction(() => {
        requireCollector(ctx, params.id);
        return updateCollector(db, params.id, inputOf(body));
      })(),
    }),
    route({
      method: 'POST',
      url: '/sidecar/collectors/validate',
      auth: { permission: COLLECTORS.read },
      schema: { body: CollectorDraftBody },
      handler: ({ body }) => validateCollector(db, draftOf(body), body.id ?? undefined),
    }),
    route({
      method: 'POST',
      url: '/sidecar/collectors/:id/:name',
      auth: { permission: COLLECTORS.create },
      schema: { params: CopyParams },
      status: 202,
      handler: ({ params, request }) => {
        assertPermitted(request, COLLECTORS.read);
        db.transaction(() => {
          const { id: _id, ...original } = requireCollector(ctx, params.id);
          createCollector(db, { ...original, name: params.name }, ctx.now());
        })();
      },
    }),
    route({
      method: 'DELETE',
      url: '/sidecar/collectors/:id',
      auth: { permission: COLLECTORS.delete },
      schema: { params: IdParams },
      status: 202,
      handler: ({ params }) => {
        db.transaction(() => {
          requireCollector(ctx, params.id);
          if (collectorInUse(db, params.id)) throw badRequest('Collector still in use, cannot delete.');
          deleteCollector(db, params.id);
        })();
      },
    }),
  ]);
}
