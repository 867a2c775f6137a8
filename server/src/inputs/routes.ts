// /system/inputs: the inputs (Graylog's InputSummary), their types and static fields. The input
// states (start, stop) are in stateRoutes.ts. Every write re-reads the input, validates, and writes
// in one transaction; a changed input that is running starts again with its new configuration.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isPermitted } from '../auth/permissions';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { notFound } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import { bumpIngestConfig } from '../processing/configVersion';
import { InputParams, onInput } from './params';
import type { InputRuntime } from './runtime';
import { addStaticField, createInput, removeStaticField, requireInput, updateInput, type InputWriteContext } from './service';
import { registerInputStateRoutes } from './stateRoutes';
import { deleteInput, listInputs } from './store';
import { allInputTypes, inputTypeByClass, inputTypeInfo } from './types';

const InputBody = Type.Object({
  title: Type.Optional(Type.String({ maxLength: 1000 })),
  type: Type.String({ maxLength: 500 }),
  global: Type.Optional(Type.Boolean()),
  configuration: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  node: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
});

const StaticFieldBody = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 1000 }),
  value: Type.String({ maxLength: 100_000 }),
});

const StaticFieldParams = Type.Object({
  inputId: Type.String({ minLength: 1, maxLength: 200 }),
  key: Type.String({ minLength: 1, maxLength: 1000 }),
});

const TypeParams = Type.Object({ inputType: Type.String({ minLength: 1, maxLength: 500 }) });

export function registerInputRoutes(api: FastifyInstance, ctx: ServerContext, runtime: InputRuntime): void {
  const { db } = ctx;
  const writeContext = (): InputWriteContext => ({ db, nodeId: ctx.node.nodeId, nowMs: ctx.now() });

  registerRoutes(api, [
    // As in Graylog, anyone may ask; the list holds only the inputs the caller may read.
    route({
      method: 'GET',
      url: '/system/inputs',
      auth: 'authenticated',
      handler: ({ caller }) => {
        const inputs = listInputs(db)
          .map((record) => record.summary)
          .filter((summary) => isPermitted(caller.permissions, `inputs:read:${permissionTarget(summary.id)}`));
        return { inputs, total: inputs.length };
      },
    }),

    route({
      method: 'GET',
      url: '/system/inputs/types',
      auth: 'authenticated',
      handler: () => ({ types: Object.fromEntries(allInputTypes().map((type) => [type.type, type.name])) }),
    }),

    route({
      method: 'GET',
      url: '/system/inputs/types/all',
      auth: 'authenticated',
      handler: () => Object.fromEntries(allInputTypes().map((type) => [type.type, inputTypeInfo(type)])),
    }),

    route({
      method: 'GET',
      url: '/system/inputs/types/:inputType',
      auth: 'authenticated',
      schema: { params: TypeParams },
      handler: ({ params }) => {
        const type = inputTypeByClass(params.inputType);
        if (!type) throw notFound('There is no such input type registered.');
        return inputTypeInfo(type);
      },
    }),

    route({
      method: 'GET',
      url: '/system/inputs/:inputId',
      auth: { permission: onInput('read') },
      schema: { params: InputParams },
      handler: ({ params }) => requireInput(db, params.inputId).summary,
    }),

    route({
      method: 'POST',
      url: '/system/inputs',
      auth: { permission: 'inputs:create' },
      schema: { body: InputBody },
      status: 201,
      // As in Graylog, a new input is launched at once; a launch that fails (e.g. the port is taken) leaves it
      // FAILED with the reason, and the create still succeeds.
      handler: async ({ body, caller }) => {
        const { id } = createInput(writeContext(), body, caller.user.username);
        await runtime.start(id);
        return { id };
      },
    }),

    // Graylog answers an update with 201 and the id, like a create.
    route({
      method: 'PUT',
      url: '/system/inputs/:inputId',
      auth: { permission: onInput('edit') },
      schema: { params: InputParams, body: InputBody },
      status: 201,
      handler: async ({ params, body }) => {
        const updated = updateInput(writeContext(), params.inputId, body);
        await runtime.restart(updated.id);
        return { id: updated.id };
      },
    }),

    route({
      method: 'DELETE',
      url: '/system/inputs/:inputId',
      auth: { permission: onInput('terminate') },
      schema: { params: InputParams },
      handler: async ({ params }) => {
        requireInput(db, params.inputId);
        await runtime.remove(params.inputId);
        // Its extractors go with it (foreign key ON DELETE CASCADE).
        db.transaction(() => deleteInput(db, params.inputId))();
        bumpIngestConfig();
      },
    }),

    route({
      method: 'POST',
      url: '/system/inputs/:inputId/staticfields',
      auth: { permission: onInput('edit') },
      schema: { params: InputParams, body: StaticFieldBody },
      status: 201,
      handler: ({ params, body }) => {
        addStaticField(db, params.inputId, body.key, body.value);
      },
    }),

    route({
      method: 'DELETE',
      url: '/system/inputs/:inputId/staticfields/:key',
      auth: { permission: onInput('edit') },
      schema: { params: StaticFieldParams },
      handler: ({ params }) => {
        removeStaticField(db, params.inputId, params.key);
      },
    }),
  ]);

  registerInputStateRoutes(api, ctx, runtime);
}
