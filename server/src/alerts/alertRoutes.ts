// Legacy alerts (Graylog's AlertResource and StreamAlertResource): lists of a stream's or of every readable
// stream's alerts, one alert, its callback history, a check of every condition now, a dummy alert through the
// stream's callbacks, and the stream's alert receivers.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { badRequest, notFound } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import type { MessageStore } from '../messages/types';
import { TimeLimitExceeded } from '../regex/bounded';
import { readableStreams } from '../streams/access';
import { requireStream, saveStream } from '../streams/store';
import type { AlertReceivers } from '../streams/types';
import { onAlertStream, streamEdit, streamRead } from './access';
import { conditionJson } from './alertModel';
import { countAlerts, findAlert, historyOfAlert, listAlerts, type AlertState } from './alertStore';
import { dummyAlertModel, runCallbackSafely } from './alerting';
import { callbacksOfStream } from './callbackStore';
import { checkTooSlowMessage, runCheck } from './checks';
import { conditionsOf } from './conditionStore';

const StreamParams = Type.Object({ streamId: Type.String({ minLength: 1, maxLength: 200 }) });
const AlertParams = Type.Object({ alertId: Type.String({ minLength: 1, maxLength: 200 }) });
const StreamAlertParams = Type.Object({ streamId: Type.String({ minLength: 1, maxLength: 200 }), alertId: Type.String({ minLength: 1, maxLength: 200 }) });
const DEFAULT_LIMIT = 300;
const RecentQuery = Type.Object({
  since: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
});
const PaginatedQuery = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  state: Type.Optional(Type.String({ maxLength: 50 })),
});
const ReceiverQuery = Type.Object({
  entity: Type.Optional(Type.String({ maxLength: 1000 })),
  type: Type.Optional(Type.String({ maxLength: 50 })),
});

/** Graylog reads the state leniently: anything but resolved or unresolved means any. */
function stateOf(state: string | undefined): AlertState {
  const lower = (state ?? '').toLowerCase();
  return lower === 'resolved' || lower === 'unresolved' ? lower : 'any';
}

function receiverKind(type: string | undefined): keyof AlertReceivers {
  if (type === 'users' || type === 'emails') return type;
  throw badRequest(`Unknown alert receiver type "${type ?? ''}": users or emails`, 'type');
}

function receiverEntity(entity: string | undefined): string {
  const trimmed = entity?.trim() ?? '';
  if (trimmed === '') throw badRequest('The alert receiver (entity) is missing', 'entity');
  return trimmed;
}

export interface AlertRouteDeps {
  ctx: ServerContext;
  messages: MessageStore;
  checkIntervalMs: number;
}

export function registerAlertRoutes(api: FastifyInstance, deps: AlertRouteDeps): void {
  const { ctx } = deps;
  const { db } = ctx;
  const changeReceivers = (streamId: string, change: (receivers: AlertReceivers) => AlertReceivers) => {
    db.transaction(() => {
      const stream = requireStream(db, streamId);
      saveStream(db, { ...stream, alert_receivers: change(stream.alert_receivers) });
    })();
  };

  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/streams/alerts',
      auth: 'authenticated',
      schema: { querystring: RecentQuery },
      handler: ({ query, caller }) => {
        const alerts = listAlerts(db, { scope: readableStreams(db, caller.permissions), sinceMs: (query.since ?? 0) * 1000, limit: query.limit ?? DEFAULT_LIMIT });
        return { total: alerts.length, alerts };
      },
    }),
    route({
      method: 'GET',
      url: '/streams/alerts/paginated',
      auth: 'authenticated',
      schema: { querystring: PaginatedQuery },
      handler: ({ query, caller }) => {
        const scope = readableStreams(db, caller.permissions);
        const state = stateOf(query.state);
        const alerts = listAlerts(db, { scope, state, skip: query.skip ?? 0, limit: query.limit ?? DEFAULT_LIMIT });
        return { total: countAlerts(db, scope, state), alerts };
      },
    }),
    route({
      method: 'GET',
      url: '/streams/alerts/:alertId',
      auth: { permission: (params) => onAlertStream(db, params.alertId, streamRead) },
      schema: { params: AlertParams },
      handler: ({ params }) => {
        const alert = findAlert(db, params.alertId);
        if (!alert) throw notFound(`Alert ${params.alertId} not found`);
        return alert;
      },
    }),
    route({
      method: 'GET',
      url: '/streams/:streamId/alerts',
      auth: { permission: (params) => streamRead(params.streamId) },
      schema: { params: StreamParams, querystring: RecentQuery },
      handler: ({ params, query }) => {
        const stream = requireStream(db, params.streamId);
        const alerts = listAlerts(db, { scope: [stream.id], sinceMs: (query.since ?? 0) * 1000, limit: query.limit ?? DEFAULT_LIMIT });
        return { total: countAlerts(db, [stream.id]), alerts };
      },
    }),
    route({
      method: 'GET',
      url: '/streams/:streamId/alerts/paginated',
      auth: { permission: (params) => streamRead(params.streamId) },
      schema: { params: StreamParams, querystring: PaginatedQuery },
      handler: ({ params, query }) => {
        const stream = requireStream(db, params.streamId);
        const state = stateOf(query.state);
        const alerts = listAlerts(db, { scope: [stream.id], state, skip: query.skip ?? 0, limit: query.limit ?? DEFAULT_LIMIT });
        return { total: countAlerts(db, [stream.id], state), alerts };
      },
    }),
    route({
      method: 'GET',
      url: '/streams/:streamId/alerts/check',
      auth: { permission: (params) => streamRead(params.streamId) },
      schema: { params: StreamParams },
      handler: ({ params }) => {
        const stream = requireStream(db, params.streamId);
        const checkContext = { messages: deps.messages, nowMs: ctx.now(), checkIntervalMs: deps.checkIntervalMs };
        const results = conditionsOf(stream).map((condition) => {
          let result;
          try {
            result = runCheck(checkContext, stream.id, condition);
          } catch (error) {
            if (error instanceof TimeLimitExceeded) throw badRequest(checkTooSlowMessage());
            throw error;
          }
          return {
            condition: conditionJson(condition),
            triggered: result.triggered,
            ...(result.triggered ? { alert_description: result.resultDescription } : {}),
          };
        });
        return {
          results,
          calculated_at: new Date(ctx.now()).toISOString(),
          total_triggered: results.filter((result) => result.triggered).length,
        };
      },
    }),
    route({
      method: 'GET',
      url: '/streams/:streamId/alerts/:alertId/history',
      auth: { permission: (params) => streamRead(params.streamId) },
      schema: { params: StreamAlertParams },
      handler: ({ params }) => {
        const alert = findAlert(db, params.alertId);
        if (!alert || alert.stream_id !== params.streamId) throw notFound(`Alert ${params.alertId} not found in stream ${params.streamId}`);
        const histories = historyOfAlert(db, alert.id);
        return { total: histories.length, histories };
      },
    }),
    route({
      method: 'POST',
      url: '/streams/:streamId/alerts/sendDummyAlert',
      auth: { permission: (params) => streamEdit(params.streamId) },
      schema: { params: StreamParams },
      handler: async ({ params, caller }) => {
        const stream = requireStream(db, params.streamId);
        const callbacks = callbacksOfStream(db, stream.id);
        if (callbacks.length === 0) throw badRequest('The stream has no alarm callbacks to send a test alert through.');
        const model = dummyAlertModel(ctx, stream, caller.user.username);
        const failures: string[] = [];
        for (const callback of callbacks) {
          const result = await runCallbackSafely(ctx, callback, model);
          if (result.type === 'error') failures.push(`${callback.title ?? callback.type}: ${result.error}`);
        }
        if (failures.length > 0) throw badRequest(failures.join('; '));
      },
    }),
    route({
      method: 'POST',
      url: '/streams/:streamId/alerts/receivers',
      auth: { permission: (params) => streamEdit(params.streamId) },
      schema: { params: StreamParams, querystring: ReceiverQuery },
      status: 201,
      handler: ({ params, query }) => {
        const kind = receiverKind(query.type);
        const entity = receiverEntity(query.entity);
        changeReceivers(params.streamId, (receivers) => (receivers[kind].includes(entity)
          ? receivers
          : { ...receivers, [kind]: [...receivers[kind], entity] }));
      },
    }),
    route({
      method: 'DELETE',
      url: '/streams/:streamId/alerts/receivers',
      auth: { permission: (params) => streamEdit(params.streamId) },
      schema: { params: StreamParams, querystring: ReceiverQuery },
      handler: ({ params, query }) => {
        const kind = receiverKind(query.type);
        const entity = receiverEntity(query.entity);
        changeReceivers(params.streamId, (receivers) => ({ ...receivers, [kind]: receivers[kind].filter((item) => item !== entity) }));
      },
    }),
  ]);
}
