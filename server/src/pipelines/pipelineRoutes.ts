// /system/pipelines/pipeline (Graylog's PipelineResource): list (the pipelines the caller may read), one,
// create, update, delete and parse. A pipeline's title is the name in its source, and its stages are read from
// the source: clients change stages by sending a new source. A deleted pipeline leaves every stream it ran on.
import { Type } from '@sinclair/typebox';
import { isPermitted } from '../auth/permissions';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { newObjectId } from '../http/ids';
import { route, type DeclaredRoute } from '../http/routes';
import type { MetricRegistry } from '../metrics/registry';
import { bumpIngestConfig } from '../processing/configVersion';
import { pipelineMetricsPrefix } from './metricNames';
import { pipelineJson, refuseDuplicateTitle, stagesJson, tryParsePipeline } from './sources';
import { deleteSource, disconnectPipeline, findSourceByTitle, listSources, requireSource, saveSource } from './store';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

/** Graylog's PipelineSource as clients send it; only description and source are read. */
const PipelineSourceBody = Type.Object(
  {
    id: Nullable(Type.String({ maxLength: 100 })),
    title: Nullable(Type.String({ maxLength: 1000 })),
    description: Nullable(Type.String({ maxLength: 10_000 })),
    source: Type.String({ maxLength: 200_000 }),
    stages: Type.Optional(Type.Unknown()),
    created_at: Nullable(Type.String({ maxLength: 100 })),
    modified_at: Nullable(Type.String({ maxLength: 100 })),
    errors: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

const PipelineParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

const onPipeline = (action: string) => (params: { id: string }) => `pipeline:${action}:${permissionTarget(params.id)}`;

export function pipelineRoutes(ctx: ServerContext, metrics: MetricRegistry): DeclaredRoute[] {
  const { db } = ctx;
  return [
    route({
      method: 'GET',
      url: '/system/pipelines/pipeline',
      auth: 'authenticated',
      handler: ({ caller }) =>
        listSources(db, 'pipeline')
          .filter((pipeline) => isPermitted(caller.permissions, `pipeline:read:${permissionTarget(pipeline.id)}`))
          .map(pipelineJson),
    }),
    route({
      method: 'POST',
      url: '/system/pipelines/pipeline',
      auth: { permission: 'pipeline:create' },
      schema: { body: PipelineSourceBody },
      handler: ({ body, reply }) => {
        const result = tryParsePipeline(body.source);
        if (result.parsed === null) {
          reply.code(400);
          return result.errors;
        }
        const title = result.parsed.name;
        const now = new Date(ctx.now()).toISOString();
        const record = { id: newObjectId(ctx.now()), title, description: body.description ?? null, source: body.source, created_at: now, modified_at: now };
        db.transaction(() => {
          refuseDuplicateTitle('pipeline', title, findSourceByTitle(db, 'pipeline', title), null);
          saveSource(db, 'pipeline', record);
        })();
        bumpIngestConfig();
        return { ...record, stages: stagesJson(result.parsed), errors: null };
      },
    }),
    route({
      method: 'POST',
      url: '/system/pipelines/pipeline/parse',
      auth: 'authenticated',
      schema: { body: PipelineSourceBody },
      handler: ({ body, reply }) => {
        const result = tryParsePipeline(body.source);
        if (result.parsed === null) {
          reply.code(400);
          return result.errors;
        }
        const now = new Date(ctx.now()).toISOString();
        return {
          id: null, title: result.parsed.name, description: body.description ?? null, source: body.source,
          stages: stagesJson(result.parsed), created_at: now, modified_at: now, errors: null,
        };
      },
    }),
    route({
      method: 'GET',
      url: '/system/pipelines/pipeline/:id',
      auth: { permission: onPipeline('read') },
      schema: { params: PipelineParams },
      handler: ({ params }) => pipelineJson(requireSource(db, 'pipeline', params.id)),
    }),
    route({
      method: 'PUT',
      url: '/system/pipelines/pipeline/:id',
      auth: { permission: onPipeline('edit') },
      schema: { params: PipelineParams, body: PipelineSourceBody },
      handler: ({ params, body, reply }) => {
        const existing = requireSource(db, 'pipeline', params.id);
        const result = tryParsePipeline(body.source);
        if (result.parsed === null) {
          reply.code(400);
          return result.errors;
        }
        const title = result.parsed.name;
        const record = { ...existing, title, description: body.description ?? null, source: body.source, modified_at: new Date(ctx.now()).toISOString() };
        db.transaction(() => {
          refuseDuplicateTitle('pipeline', title, findSourceByTitle(db, 'pipeline', title), existing.id);
          saveSource(db, 'pipeline', record);
        })();
        bumpIngestConfig();
        return { ...record, stages: stagesJson(result.parsed), errors: null };
      },
    }),
    route({
      method: 'DELETE',
      url: '/system/pipelines/pipeline/:id',
      auth: { permission: onPipeline('delete') },
      schema: { params: PipelineParams },
      handler: ({ params }) => {
        requireSource(db, 'pipeline', params.id);
        db.transaction(() => {
          disconnectPipeline(db, params.id);
          deleteSource(db, 'pipeline', params.id);
        })();
        metrics.removeByPrefix(pipelineMetricsPrefix(params.id));
        bumpIngestConfig();
      },
    }),
  ];
}
