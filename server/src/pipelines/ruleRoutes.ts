// /system/pipelines/rule (Graylog's RuleResource): list, one, create, update, delete and parse (sourceRoutes.ts),
// several by title (multiple), the function descriptors and the rule metrics configuration. A rule's title is the
// name in its source. A rule that pipelines use may be deleted, as in Graylog: their stages then refer to a rule
// that never matches.
import { Type } from '@sinclair/typebox';
import { isPermitted } from '../auth/permissions';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { route, type DeclaredRoute } from '../http/routes';
import type { MetricRegistry } from '../metrics/registry';
import { bumpIngestConfig } from '../processing/configVersion';
import { functionDescriptor, functionRegistry } from './functions';
import { ruleMetricsPrefix } from './metricNames';
import { ruleMetricsConfig, saveRuleMetricsConfig } from './metricsConfig';
import { sourceRoutes } from './sourceRoutes';
import { ruleJson, tryParseRule } from './sources';
import { listSources, rulesByTitles } from './store';

// Request bodies take unknown fields and ignore them, as Graylog's object mapper does.
const BulkBody = Type.Object({ rules: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 10_000 }) });
const MetricsConfigBody = Type.Object({ metrics_enabled: Type.Boolean() });

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
    ...sourceRoutes(ctx, metrics, {
      kind: 'rule',
      permission: 'pipeline_rule',
      parse: tryParseRule,
      parsedJson: () => ({}),
      json: ruleJson,
      metricsPrefix: ruleMetricsPrefix,
    }),
  ];
}
