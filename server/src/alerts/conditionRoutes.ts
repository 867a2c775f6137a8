// Legacy alert conditions (Graylog's AlertConditionsResource and StreamAlertConditionResource).
import { randomUUID } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { badRequest } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import type { MessageStore } from '../messages/types';
import { TimeLimitExceeded } from '../regex/bounded';
import { mayReadStream } from '../streams/access';
import { listStreams, requireStream } from '../streams/store';
import { streamEdit, streamRead } from './access';
import { inGracePeriod } from './alerting';
import { checkTooSlowMessage, runCheck } from './checks';
import type { ConditionHealth } from './conditionHealth';
import { addCondition, conditionsOf, removeCondition, requireCondition, updateCondition } from './conditionStore';
import { checkConditionParameters, conditionType, conditionTypesInfo } from './conditionTypes';
import type { StoredCondition } from './types';

const StreamParams = Type.Object({ streamId: Type.String({ minLength: 1, maxLength: 200 }) });
const ConditionParams = Type.Object({ streamId: Type.String({ minLength: 1, maxLength: 200 }), conditionId: Type.String({ minLength: 1, maxLength: 200 }) });
const ConditionBody = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 200 })),
  title: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  parameters: Type.Record(Type.String(), Type.Unknown()),
});
type ConditionRequest = Static<typeof ConditionBody>;

function requireType(name: string | undefined) {
  if (!name) throw badRequest('An alert condition needs a type', 'type');
  const type = conditionType(name);
  if (!type) throw badRequest(`Unknown alert condition type ${name}`, 'type');
  return type;
}

const titleOf = (body: ConditionRequest): string | null => (body.title?.trim() ? body.title.trim() : null);

export interface ConditionRouteDeps {
  ctx: ServerContext;
  messages: MessageStore;
  checkIntervalMs: number;
  health: ConditionHealth;
}

export function registerConditionRoutes(api: FastifyInstance, deps: ConditionRouteDeps): void {
  const { ctx } = deps;
  const { db } = ctx;
  const summary = (streamId: string, condition: StoredCondition) => {
    const failing = deps.health.failingNote(condition.id);
    return {
      id: condition.id,
      type: condition.type,
      creator_user_id: condition.creator_user_id,
      created_at: condition.created_at,
      parameters: condition.parameters,
      in_grace: inGracePeriod(ctx, streamId, condition),
      title: condition.title,
      // Not in Graylog: only a condition the scanner skips (conditionHealth.ts) says why.
      ...(failing === null ? {} : { failing }),
    };
  };
  /** A condition as the body asks for it, checked against its type (a refusal names the field), not yet stored. */
  const newCondition = (body: ConditionRequest, creator: string): StoredCondition => {
    const type = requireType(body.type);
    return {
      id: randomUUID(),
      type: type.type,
      creator_user_id: creator,
      created_at: new Date(ctx.now()).toISOString(),
      parameters: checkConditionParameters(type, body.parameters),
      title: titleOf(body),
    };
  };
  /** Graylog's AlertConditionTestResponse; `tooSlow` when the check overran its budget (answered 400). */
  const test = (streamId: string, condition: StoredCondition) => {
    try {
      const result = runCheck({ messages: deps.messages, nowMs: ctx.now(), checkIntervalMs: deps.checkIntervalMs }, streamId, condition);
      return { tooSlow: false, response: { triggered: result.triggered, description: result.triggered ? result.resultDescription : null, error: false, error_messages: [] } };
    } catch (error) {
      const tooSlow = error instanceof TimeLimitExceeded;
      const message = tooSlow ? checkTooSlowMessage() : error instanceof Error ? error.message : String(error);
      const type = error instanceof Error ? error.name : 'Error';
      return { tooSlow, response: { triggered: false, description: null, error: true, error_messages: [{ type, message }] } };
    }
  };

  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/alerts/conditions',
      auth: 'authenticated',
      handler: ({ caller }) => {
        const conditions = listStreams(db)
          .filter((stream) => mayReadStream(caller.permissions, stream.id))
          .flatMap((stream) => conditionsOf(stream).map((condition) => summary(stream.id, condition)));
        return { total: conditions.length, conditions };
      },
    }),
    route({
      method: 'GET',
      url: '/alerts/conditions/types',
      auth: 'authenticated',
      handler: () => conditionTypesInfo(),
    }),
    route({
      method: 'GET',
      url: '/streams/:streamId/alerts/conditions',
      auth: { permission: (params) => streamRead(params.streamId) },
      schema: { params: StreamParams },
      handler: ({ params }) => {
        const stream = requireStream(db, params.streamId);
        const conditions = conditionsOf(stream).map((condition) => summary(stream.id, condition));
        return { total: conditions.length, conditions };
      },
    }),
    route({
      method: 'GET',
      url: '/streams/:streamId/alerts/conditions/:conditionId',
      auth: { permission: (params) => streamRead(params.streamId) },
      schema: { params: ConditionParams },
      handler: ({ params }) => summary(params.streamId, requireCondition(requireStream(db, params.streamId), params.conditionId)),
    }),
    route({
      method: 'POST',
      url: '/streams/:streamId/alerts/conditions',
      auth: { permission: (params) => streamEdit(params.streamId) },
      schema: { params: StreamParams, body: ConditionBody },
      status: 201,
      handler: ({ params, body, caller }) => db.transaction(() => {
        requireStream(db, params.streamId);
        const condition = newCondition(body, caller.user.username);
        addCondition(db, params.streamId, condition);
        return { alert_condition_id: condition.id };
      })(),
    }),
    route({
      method: 'PUT',
      url: '/streams/:streamId/alerts/conditions/:conditionId',
      auth: { permission: (params) => streamEdit(params.streamId) },
      schema: { params: ConditionParams, body: ConditionBody },
      handler: ({ params, body }) => {
        db.transaction(() => {
          const original = requireCondition(requireStream(db, params.streamId), params.conditionId);
          if (body.type !== undefined && body.type !== original.type) {
            throw badRequest(`The type of an alert condition cannot be changed (it is ${original.type})`, 'type');
          }
          const type = requireType(original.type);
          // As in Graylog, the given parameters replace those of the same name; the others stay.
          const parameters = checkConditionParameters(type, { ...original.parameters, ...body.parameters });
          updateCondition(db, params.streamId, { ...original, parameters, title: titleOf(body) });
        })();
        deps.health.forget(params.conditionId);
      },
    }),
    route({
      method: 'DELETE',
      url: '/streams/:streamId/alerts/conditions/:conditionId',
      auth: { permission: (params) => streamEdit(params.streamId) },
      schema: { params: ConditionParams },
      handler: ({ params }) => {
        db.transaction(() => {
          requireCondition(requireStream(db, params.streamId), params.conditionId);
          removeCondition(db, params.streamId, params.conditionId);
        })();
        deps.health.forget(params.conditionId);
      },
    }),
    route({
      method: 'POST',
      url: '/streams/:streamId/alerts/conditions/test',
      auth: { permission: (params) => streamEdit(params.streamId) },
      schema: { params: StreamParams, body: ConditionBody },
      handler: ({ params, body, caller, reply }) => {
        const stream = requireStream(db, params.streamId);
        const condition = newCondition(body, caller.user.username);
        // Graylog answers a failed test of a new condition with 200; a too slow one is refused like a too slow search.
        const { tooSlow, response } = test(stream.id, condition);
        if (tooSlow) reply.code(400);
        return response;
      },
    }),
    route({
      method: 'POST',
      url: '/streams/:streamId/alerts/conditions/:conditionId/test',
      auth: { permission: (params) => streamEdit(params.streamId) },
      schema: { params: ConditionParams },
      handler: ({ params, reply }) => {
        const condition = requireCondition(requireStream(db, params.streamId), params.conditionId);
        const { response } = test(params.streamId, condition);
        if (response.error) reply.code(400);
        return response;
      },
    }),
  ]);
}
