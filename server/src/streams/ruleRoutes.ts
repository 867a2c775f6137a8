// /streams/{streamId}/rules: Graylog 4.0's StreamRuleResource. Reading needs streams:read:<stream>,
// writing streams:edit:<stream>; a rule is only ever reached through its own stream (another stream's
// rule id is a 404). PUT and the older POST on a rule both update it. The streams the server manages
// take no rules.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import { permissionTarget } from '../http/crud';
import { badRequest, notFound } from '../http/errors';
import { newObjectId } from '../http/ids';
import { registerRoutes, route, type DeclaredRoute } from '../http/routes';
import { bumpIngestConfig } from '../processing/configVersion';
import { DEFAULT_STREAM_ID } from './defaults';
import { RULE_TYPES } from './ruleTypes';
import { deleteRule, findRule, insertRule, requireStream, SYSTEM_STREAM_IDS, updateRule } from './store';
import type { StreamRule } from './types';
import { checkedRule, RuleBody } from './validation';

const StreamParams = Type.Object({ streamId: Type.String({ minLength: 1, maxLength: 200 }) });
const RuleParams = Type.Object({
  streamId: Type.String({ minLength: 1, maxLength: 200 }),
  ruleId: Type.String({ minLength: 1, maxLength: 200 }),
});

const on = (action: string) => (params: { streamId: string }) => `streams:${action}:${permissionTarget(params.streamId)}`;

function assertTakesRules(streamId: string, defaultStreamMessage: string): void {
  if (streamId === DEFAULT_STREAM_ID) throw badRequest(defaultStreamMessage);
  if (SYSTEM_STREAM_IDS.has(streamId)) throw badRequest('The rules of this stream cannot be changed.');
}

function requireRule(db: Db, streamId: string, ruleId: string): StreamRule {
  requireStream(db, streamId);
  const rule = findRule(db, ruleId);
  if (!rule || rule.stream_id !== streamId) throw notFound(`Couldn't find stream rule ${ruleId} in stream ${streamId}`);
  return rule;
}

export function registerStreamRuleRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  const update = (method: 'PUT' | 'POST'): DeclaredRoute => route({
    method,
    url: '/streams/:streamId/rules/:ruleId',
    auth: { permission: on('edit') },
    schema: { params: RuleParams, body: RuleBody },
    handler: ({ params, body }) => {
      assertTakesRules(params.streamId, 'Cannot update stream rules on default stream.');
      const settings = checkedRule(body);
      db.transaction(() => {
        const rule = requireRule(db, params.streamId, params.ruleId);
        updateRule(db, { ...rule, ...settings });
      })();
      bumpIngestConfig();
      return { streamrule_id: params.ruleId };
    },
  });

  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/streams/:streamId/rules',
      auth: { permission: on('read') },
      schema: { params: StreamParams },
      handler: ({ params }) => {
        const { rules } = requireStream(db, params.streamId);
        return { total: rules.length, stream_rules: rules };
      },
    }),
    route({
      method: 'GET',
      url: '/streams/:streamId/rules/types',
      // Graylog lists the types to anyone logged in: they belong to no stream.
      auth: 'authenticated',
      schema: { params: StreamParams },
      handler: () => RULE_TYPES,
    }),
    route({
      method: 'GET',
      url: '/streams/:streamId/rules/:ruleId',
      auth: { permission: on('read') },
      schema: { params: RuleParams },
      handler: ({ params }) => requireRule(db, params.streamId, params.ruleId),
    }),
    route({
      method: 'POST',
      url: '/streams/:streamId/rules',
      auth: { permission: on('edit') },
      schema: { params: StreamParams, body: RuleBody },
      status: 201,
      handler: ({ params, body }) => {
        assertTakesRules(params.streamId, 'Cannot add stream rules to the default stream.');
        const settings = checkedRule(body);
        const id = newObjectId(ctx.now());
        db.transaction(() => {
          requireStream(db, params.streamId);
          insertRule(db, { id, stream_id: params.streamId, ...settings });
        })();
        bumpIngestConfig();
        return { streamrule_id: id };
      },
    }),
    update('PUT'),
    update('POST'),
    route({
      method: 'DELETE',
      url: '/streams/:streamId/rules/:ruleId',
      auth: { permission: on('edit') },
      schema: { params: RuleParams },
      handler: ({ params }) => {
        assertTakesRules(params.streamId, 'Cannot delete stream rule from default stream.');
        db.transaction(() => {
          requireRule(db, params.streamId, params.ruleId);
          deleteRule(db, params.ruleId);
        })();
        bumpIngestConfig();
      },
    }),
  ]);
}
