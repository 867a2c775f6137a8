// /system/pipelines/rule (Graylog's RuleResource): list, one, create, update, delete, parse, several by title
// (multiple), the function descriptors and the rule metrics configuration. A rule's title is the name in its
// source. A source that does not parse is answered 400 with the parse errors as the body, as Graylog does.
// A rule that pipelines use may be deleted, as in Graylog: their stages then refer to a rule that never matches.
import { Type } from '@sinclair/typebox';
import { isPermitted } from '../auth/permissions';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { newObjectId } from '../http/ids';
import { route, type DeclaredRoute } from '../http/routes';
import type { MetricRegistry } from '../metrics/registry';
import { bumpIngestConfig } from '../processing/configVersion';
import { functionDescriptor, functionRegistry } from './functions';
import { ruleMetricsPrefix } from './metricNames';
import { ruleMetricsConfig, saveRuleMetricsConfig } from './metricsConfig';
import { refuseDuplicateTitle, ruleJson, tryParseRule } from './sources';
import { deleteSource, findSourceByTitle, listSources, requireSource, rulesByTitles, saveSource } from './store';

const Id = Type.String({ minLength: 1, maxLength: 100 });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

/** Graylog's RuleSource as clients send it; only description and source are read. */
export const RuleSourceBody = Type.Object(
  {
    id: Nullable(Type.String({ maxLength: 100 })),
    title: Nullable(Type.String({ maxLength: 1000 })),
    description: Nullable(Type.String({ maxLength: 10_000 })),
    source: Type.String({ maxLength: 200_000 }),
    created_at: Nullable(Type.String({ maxLength: 100 })),
    modified_at: Nullable(Type.String({ maxLength: 100 })),
    errors: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

const RuleParams = Type.Object({ id: Id });
const BulkBody = Type.Object({ rules: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 10_000 }) }, { additionalProperties: false });
const MetricsConfigBody = Type.Object({ metrics_enabled: Type.Boolean() }, { additionalProperties: false });

const onRule = (action: string) => (params: { id: string }) => `pipeline_rule:${action}:${permissionTarget(params.id)}`;

export function ruleRoutes(ctx: ServerContext, metrics: MetricRegistry): DeclaredRoute[] {
  const { db } = ctx;
  return [
    route({
      method: 'GET',
      url: '/system/pipelines/rule',
      auth: { permission: 'pipeline_rule:read' },
      handler: () => listSources(db, 'rule').map(ruleJson),
    }),
    route({
      method: 'POST',
      url: '/system/pipelines/rule',
      auth: { permission: 'pipeline_rule:create' },
      schema: { body: RuleSourceBody },
      handler: ({ body, reply }) => {
        const result = tryParseRule(body.source);
        if (result.parsed === null) {
          reply.code(400);
          return result.errors;
        }
        const title = result.parsed.name;
        const now = new Date(ctx.now()).toISOString();
        const record = { id: newObjectId(ctx.now()), title, description: body.description ?? null, source: body.source, created_at: now, modified_at: now };
        db.transaction(() => {
          refuseDuplicateTitle('rule', title, findSourceByTitle(db, 'rule', title), null);
          saveSource(db, 'rule', record);
        })();
        bumpIngestConfig();
        return { ...record, errors: null };
      },
    }),
    route({
      method: 'POST',
      url: '/system/pipelines/rule/parse',
      auth: 'authenticated',
      schema: { body: RuleSourceBody },
      handler: ({ body, reply }) => {
        const result = tryParseRule(body.source);
        if (result.parsed === null) {
          reply.code(400);
          return result.errors;
        }
        const now = new Date(ctx.now()).toISOString();
        return { id: null, title: result.parsed.name, description: body.description ?? null, source: body.source, created_at: now, modified_at: now, errors: null };
      },
    }),
    route({
      method: 'POST',
      url: '/system/pipelines/rule/multiple',
      auth: 'authenticated',
      schema: { body: BulkBody },
      handler: ({ body, caller }) =>
        rulesByTitles(db, body.rules)
          .filter((rule) => isPermitted(caller.permissions, `pipeline_rule:read:${permissionTarget(rule.id)}`))
          .map(ruleJson),
    }),
    route({
      method: 'GET',
      url: '/system/pipelines/rule/functions',
      auth: 'authenticated',
      handler: () => [...functionRegistry().values()].map(functionDescriptor),
    }),
    route({
      method: 'GET',
      url: '/system/pipelines/rule/config/metrics',
      auth: 'authenticated',
      handler: () => ruleMetricsConfig(db),
    }),
    route({
      method: 'PUT',
      url: '/system/pipelines/rule/config/metrics',
      // Graylog 4.0 asks for no permission here; changing what every rule records is an edit of rules.
      auth: { permission: 'pipeline_rule:edit' },
      schema: { body: MetricsConfigBody },
      handler: ({ body }) => {
        const saved = saveRuleMetricsConfig(db, body);
        bumpIngestConfig();
        return saved;
      },
    }),
    route({
      method: 'GET',
      url: '/system/pipelines/rule/:id',
      auth: { permission: onRule('read') },
      schema: { params: RuleParams },
      handler: ({ params }) => ruleJson(requireSource(db, 'rule', params.id)),
    }),
    route({
      method: 'PUT',
      url: '/system/pipelines/rule/:id',
      auth: { permission: onRule('edit') },
      schema: { params: RuleParams, body: RuleSourceBody },
      handler: ({ params, body, reply }) => {
        const existing = requireSource(db, 'rule', params.id);
        const result = tryParseRule(body.source);
        if (result.parsed === null) {
          reply.code(400);
          return result.errors;
        }
        const title = result.parsed.name;
        const record = { ...existing, title, description: body.description ?? null, source: body.source, modified_at: new Date(ctx.now()).toISOString() };
        db.transaction(() => {
          refuseDuplicateTitle('rule', title, findSourceByTitle(db, 'rule', title), existing.id);
          saveSource(db, 'rule', record);
        })();
        bumpIngestConfig();
        return { ...record, errors: null };
      },
    }),
    route({
      method: 'DELETE',
      url: '/system/pipelines/rule/:id',
      auth: { permission: onRule('delete') },
      schema: { params: RuleParams },
      handler: ({ params }) => {
        requireSource(db, 'rule', params.id);
        deleteSource(db, 'rule', params.id);
        metrics.removeByPrefix(ruleMetricsPrefix(params.id));
        bumpIngestConfig();
      },
    }),
  ];
}
