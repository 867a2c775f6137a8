// Outputs as in Graylog 4.0: /system/outputs (list, one, types, create, update, delete) and the outputs of
// a stream (/streams/{id}/outputs: list, one, attach, detach), with Graylog's permissions (outputs:read,
// create, edit, terminate; a stream's outputs need streams:read or streams:edit on it plus
// stream_outputs:read, create or delete). Registering the routes also starts forwarding: the runtime
// listens to the processor's stored batches and stops when the server closes.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertPermitted } from '../auth/hook';
import { isPermitted } from '../auth/permissions';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { badRequest, notFound } from '../http/errors';
import { newObjectId } from '../http/ids';
import { registerRoutes, route } from '../http/routes';
import type { MetricRegistry } from '../metrics/registry';
import { bumpIngestConfig } from '../processing/configVersion';
import type { MessageProcessor } from '../processing/processor';
import { requireStream } from '../streams/store';
import { checkOutputConfiguration } from './configuration';
import { OutputRuntime, type OutputRuntimeOptions } from './runtime';
import { attachOutput, deleteOutput, detachOutput, isAttached, listOutputs, outputsOfStream, requireOutput, saveOutput, type OutputSummary } from './store';
import { availableOutputs, outputTypeByClass, type OutputType } from './types';

const Id = Type.String({ minLength: 1, maxLength: 200 });
const OutputParams = Type.Object({ outputId: Id });
const StreamParams = Type.Object({ streamId: Id });
const StreamOutputParams = Type.Object({ streamId: Id, outputId: Id });
const Configuration = Type.Record(Type.String({ maxLength: 200 }), Type.Unknown());

const CreateOutputBody = Type.Object(
  {
    title: Type.String({ maxLength: 1000 }),
    type: Type.String({ maxLength: 500 }),
    configuration: Type.Optional(Configuration),
    /** Streams to attach the new output to at once. */
    streams: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
    content_pack: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  },
  { additionalProperties: false },
);

const UpdateOutputBody = Type.Object(
  {
    title: Type.Optional(Type.String({ maxLength: 1000 })),
    /** Sent back by forms; an output keeps its type. */
    type: Type.Optional(Type.String({ maxLength: 500 })),
    configuration: Type.Optional(Configuration),
    /** Ignored, as Graylog does: attachments change through /streams/{id}/outputs. */
    streams: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
    // Ignored: a client may send the whole output back, and these belong to the server.
    id: Type.Optional(Id),
    creator_user_id: Type.Optional(Type.String({ maxLength: 1000 })),
    created_at: Type.Optional(Type.String({ maxLength: 100 })),
    content_pack: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  },
  { additionalProperties: false },
);

const AddOutputsBody = Type.Object({ outputs: Type.Array(Id, { minItems: 1, maxItems: 1000 }) }, { additionalProperties: false });

/** What forwarding needs from the ingest services (all of IngestServices in the server; less in tests). */
export interface OutputServices {
  processor: Pick<MessageProcessor, 'onStored'>;
  metrics: MetricRegistry;
}

const onOutput = (action: string) => (params: { outputId: string }) => `outputs:${action}:${permissionTarget(params.outputId)}`;
const onStream = (action: string) => (params: { streamId: string }) => `streams:${action}:${permissionTarget(params.streamId)}`;

function checkedTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw badRequest('Title is required', 'title');
  return trimmed;
}

function requireType(type: string): OutputType {
  const outputType = outputTypeByClass(type);
  if (!outputType) throw badRequest(`Invalid output type ${type}`, 'type');
  return outputType;
}

export function registerOutputRoutes(api: FastifyInstance, ctx: ServerContext, services: OutputServices, options: OutputRuntimeOptions = {}): OutputRuntime {
  const { db } = ctx;
  const runtime = new OutputRuntime(ctx, services.metrics, options);
  services.processor.onStored((messages) => runtime.forward(messages));
  api.addHook('onClose', async () => {
    runtime.close();
  });

  /** After a write: forwarding and the streams' compiled state pick it up. */
  const changed = (): void => {
    bumpIngestConfig();
    runtime.refresh();
  };

  const requireStreamOutput = (streamId: string, outputId: string): OutputSummary => {
    requireStream(db, streamId);
    const output = requireOutput(db, outputId);
    if (!isAttached(db, streamId, outputId)) throw notFound(`Output ${outputId} is not an output of stream ${streamId}`);
    return output;
  };

  const assertMayAttach = (request: FastifyRequest, streamId: string): void => {
    assertPermitted(request, `streams:edit:${permissionTarget(streamId)}`);
    assertPermitted(request, 'stream_outputs:create');
  };

  registerRoutes(api, [
    // The list holds only the outputs the caller may read (all of them with outputs:read).
    route({
      method: 'GET',
      url: '/system/outputs',
      auth: 'authenticated',
      handler: ({ caller }) => {
        const outputs = listOutputs(db).filter((output) => isPermitted(caller.permissions, `outputs:read:${permissionTarget(output.id)}`));
        return { total: outputs.length, outputs };
      },
    }),

    route({
      method: 'GET',
      url: '/system/outputs/available',
      auth: 'authenticated',
      handler: () => ({ types: availableOutputs() }),
    }),

    route({
      method: 'GET',
      url: '/system/outputs/:outputId',
      auth: { permission: onOutput('read') },
      schema: { params: OutputParams },
      handler: ({ params }) => requireOutput(db, params.outputId),
    }),

    route({
      method: 'POST',
      url: '/system/outputs',
      auth: { permission: 'outputs:create' },
      schema: { body: CreateOutputBody },
      status: 201,
      handler: ({ body, caller, request }) => {
        const title = checkedTitle(body.title);
        const type = requireType(body.type);
        const configuration = checkOutputConfiguration(type, body.configuration ?? {});
        const streams = [...new Set(body.streams ?? [])];
        for (const streamId of streams) {
          assertMayAttach(request, streamId);
          requireStream(db, streamId);
        }
        const output: OutputSummary = {
          id: newObjectId(ctx.now()),
          title,
          type: type.type,
          creator_user_id: caller.user.username,
          created_at: new Date(ctx.now()).toISOString(),
          configuration,
          content_pack: body.content_pack ?? null,
        };
        db.transaction(() => {
          saveOutput(db, output);
          for (const streamId of streams) attachOutput(db, streamId, output.id);
        })();
        changed();
        return output;
      },
    }),

    route({
      method: 'PUT',
      url: '/system/outputs/:outputId',
      auth: { permission: onOutput('edit') },
      schema: { params: OutputParams, body: UpdateOutputBody },
      handler: ({ params, body }) => {
        const updated = db.transaction(() => {
          const output = requireOutput(db, params.outputId);
          if (body.type !== undefined && body.type !== output.type) throw badRequest("An output's type cannot be changed", 'type');
          const type = requireType(output.type);
          const next: OutputSummary = {
            ...output,
            title: body.title === undefined ? output.title : checkedTitle(body.title),
            configuration: body.configuration === undefined ? output.configuration : checkOutputConfiguration(type, body.configuration),
          };
          saveOutput(db, next);
          return next;
        })();
        changed();
        return updated;
      },
    }),

    // Its stream attachments go with it (foreign key ON DELETE CASCADE).
    route({
      method: 'DELETE',
      url: '/system/outputs/:outputId',
      auth: { permission: onOutput('terminate') },
      schema: { params: OutputParams },
      handler: ({ params }) => {
        db.transaction(() => {
          requireOutput(db, params.outputId);
          deleteOutput(db, params.outputId);
        })();
        changed();
      },
    }),

    route({
      method: 'GET',
      url: '/streams/:streamId/outputs',
      auth: { permission: onStream('read') },
      schema: { params: StreamParams },
      handler: ({ params, request }) => {
        assertPermitted(request, 'stream_outputs:read');
        requireStream(db, params.streamId);
        const outputs = outputsOfStream(db, params.streamId);
        return { total: outputs.length, outputs };
      },
    }),

    route({
      method: 'GET',
      url: '/streams/:streamId/outputs/:outputId',
      auth: { permission: onStream('read') },
      schema: { params: StreamOutputParams },
      handler: ({ params, request }) => {
        assertPermitted(request, `stream_outputs:read:${permissionTarget(params.outputId)}`);
        return requireStreamOutput(params.streamId, params.outputId);
      },
    }),

    // Graylog answers 202 without a body; outputs already attached stay attached.
    route({
      method: 'POST',
      url: '/streams/:streamId/outputs',
      auth: { permission: onStream('edit') },
      schema: { params: StreamParams, body: AddOutputsBody },
      status: 202,
      handler: ({ params, body, request }) => {
        assertMayAttach(request, params.streamId);
        db.transaction(() => {
          requireStream(db, params.streamId);
          const outputIds = [...new Set(body.outputs)];
          for (const outputId of outputIds) requireOutput(db, outputId);
          for (const outputId of outputIds) attachOutput(db, params.streamId, outputId);
        })();
        changed();
      },
    }),

    route({
      method: 'DELETE',
      url: '/streams/:streamId/outputs/:outputId',
      auth: { permission: onStream('edit') },
      schema: { params: StreamOutputParams },
      handler: ({ params, request }) => {
        assertPermitted(request, `stream_outputs:delete:${permissionTarget(params.outputId)}`);
        db.transaction(() => {
          requireStreamOutput(params.streamId, params.outputId);
          detachOutput(db, params.streamId, params.outputId);
        })();
        changed();
      },
    }),
  ]);
  return runtime;
}
