// Legacy alarm callbacks (Graylog's AlarmCallbacksResource and StreamAlarmCallbackResource).
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { badRequest, notFound } from '../http/errors';
import { newObjectId } from '../http/ids';
import { registerRoutes, route } from '../http/routes';
import { mayReadStream } from '../streams/access';
import { requireStream } from '../streams/store';
import { onCallbackStream, streamEdit, streamRead } from './access';
import { dummyAlertModel, runCallbackSafely } from './alerting';
import { allCallbacks, callbacksOfStream, deleteCallback, findCallback, saveCallback } from './callbackStore';
import { alarmCallbackTypesInfo, checkCallbackConfiguration } from './callbackTypes';
import type { AlarmCallback } from './types';

const StreamParams = Type.Object({ streamId: Type.String({ minLength: 1, maxLength: 200 }) });
const CallbackParams = Type.Object({ alarmCallbackId: Type.String({ minLength: 1, maxLength: 200 }) });
const StreamCallbackParams = Type.Object({
  streamId: Type.String({ minLength: 1, maxLength: 200 }),
  alarmCallbackId: Type.String({ minLength: 1, maxLength: 200 }),
});
const CallbackBody = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 500 })),
  title: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  configuration: Type.Record(Type.String(), Type.Unknown()),
});
type CallbackRequest = Static<typeof CallbackBody>;

const titleOf = (body: CallbackRequest): string | null => (body.title?.trim() ? body.title.trim() : null);

export function registerCallbackRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const requireCallback = (streamId: string, callbackId: string): AlarmCallback => {
    const callback = findCallback(db, callbackId);
    if (!callback || callback.stream_id !== streamId) throw notFound(`Alarm callback ${callbackId} not found in stream ${streamId}`);
    return callback;
  };
  const list = (callbacks: AlarmCallback[]) => ({ total: callbacks.length, alarmcallbacks: callbacks });

  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/alerts/callbacks',
      auth: 'authenticated',
      handler: ({ caller }) => list(allCallbacks(db, (streamId) => mayReadStream(caller.permissions, streamId))),
    }),
    route({
      method: 'GET',
      url: '/alerts/callbacks/types',
      auth: 'authenticated',
      handler: () => alarmCallbackTypesInfo(),
    }),
    route({
      method: 'POST',
      url: '/alerts/callbacks/:alarmCallbackId/test',
      auth: { permission: (params) => onCallbackStream(db, params.alarmCallbackId, streamEdit) },
      schema: { params: CallbackParams },
      handler: async ({ params, caller }) => {
        const callback = findCallback(db, params.alarmCallbackId);
        if (!callback) throw notFound(`Alarm callback ${params.alarmCallbackId} not found`);
        const stream = requireStream(db, callback.stream_id);
        const result = await runCallbackSafely(ctx, callback, dummyAlertModel(ctx, stream, caller.user.username));
        if (result.type === 'error') throw badRequest(result.error);
      },
    }),
    route({
      method: 'GET',
      url: '/streams/:streamId/alarmcallbacks',
      auth: { permission: (params) => streamRead(params.streamId) },
      schema: { params: StreamParams },
      handler: ({ params }) => list(callbacksOfStream(db, requireStream(db, params.streamId).id)),
    }),
    route({
      method: 'GET',
      url: '/streams/:streamId/alarmcallbacks/available',
      auth: { permission: (params) => streamRead(params.streamId) },
      schema: { params: StreamParams },
      handler: () => alarmCallbackTypesInfo(),
    }),
    route({
      method: 'GET',
      url: '/streams/:streamId/alarmcallbacks/:alarmCallbackId',
      auth: { permission: (params) => streamRead(params.streamId) },
      schema: { params: StreamCallbackParams },
      handler: ({ params }) => {
        requireStream(db, params.streamId);
        return requireCallback(params.streamId, params.alarmCallbackId);
      },
    }),
    route({
      method: 'POST',
      url: '/streams/:streamId/alarmcallbacks',
      auth: { permission: (params) => streamEdit(params.streamId) },
      schema: { params: StreamParams, body: CallbackBody },
      status: 201,
      handler: ({ params, body, caller }) => db.transaction(() => {
        requireStream(db, params.streamId);
        if (!body.type) throw badRequest('An alarm callback needs a type', 'type');
        const callback: AlarmCallback = {
          id: newObjectId(ctx.now()),
          stream_id: params.streamId,
          type: body.type,
          title: titleOf(body),
          configuration: checkCallbackConfiguration(ctx, body.type, body.configuration),
          created_at: new Date(ctx.now()).toISOString(),
          creator_user_id: caller.user.username,
        };
        saveCallback(db, callback);
        return { alarmcallback_id: callback.id };
      })(),
    }),
    route({
      method: 'PUT',
      url: '/streams/:streamId/alarmcallbacks/:alarmCallbackId',
      auth: { permission: (params) => streamEdit(params.streamId) },
      schema: { params: StreamCallbackParams, body: CallbackBody },
      handler: ({ params, body }) => {
        db.transaction(() => {
          requireStream(db, params.streamId);
          const original = requireCallback(params.streamId, params.alarmCallbackId);
          if (body.type !== undefined && body.type !== original.type) {
            throw badRequest(`The type of an alarm callback cannot be changed (it is ${original.type})`, 'type');
          }
          const configuration = checkCallbackConfiguration(ctx, original.type, body.configuration);
          saveCallback(db, { ...original, title: titleOf(body), configuration });
        })();
      },
    }),
    route({
      method: 'DELETE',
      url: '/streams/:streamId/alarmcallbacks/:alarmCallbackId',
      auth: { permission: (params) => streamEdit(params.streamId) },
      schema: { params: StreamCallbackParams },
      handler: ({ params }) => {
        db.transaction(() => {
          requireStream(db, params.streamId);
          deleteCallback(db, requireCallback(params.streamId, params.alarmCallbackId).id);
        })();
      },
    }),
  ]);
}
