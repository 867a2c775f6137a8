// POST /system/metrics/multiple and POST /cluster/metrics/multiple: the values of the named metrics.
// As in Graylog, any authenticated caller may ask; each name is checked against metrics:read:<name>,
// and names that are not registered (or not readable) are left out rather than refused: the console
// asks for metrics of inputs that may not be running.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isPermitted } from '../auth/permissions';
import type { AuthContext } from '../auth/types';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { registerRoutes, route } from '../http/routes';
import type { MetricRegistry, MetricSnapshot } from './registry';

const MetricsReadRequest = Type.Object(
  { metrics: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 10_000 }) },
  { additionalProperties: false },
);

interface MetricsSummary {
  total: number;
  metrics: MetricSnapshot[];
}

export function registerMetricRoutes(api: FastifyInstance, ctx: ServerContext, registry: MetricRegistry): void {
  const summary = (names: string[], caller: AuthContext): MetricsSummary => {
    const readable = names.filter((name) => isPermitted(caller.permissions, `metrics:read:${permissionTarget(name)}`));
    const metrics = registry.snapshot(readable);
    return { total: metrics.length, metrics };
  };

  registerRoutes(api, [
    route({
      method: 'POST',
      url: '/system/metrics/multiple',
      auth: 'authenticated',
      schema: { body: MetricsReadRequest },
      handler: ({ body, caller }) => summary(body.metrics, caller),
    }),
    // One node: the answer is keyed by this node's id, as Graylog keys it per cluster member.
    route({
      method: 'POST',
      url: '/cluster/metrics/multiple',
      auth: 'authenticated',
      schema: { body: MetricsReadRequest },
      handler: ({ body, caller }) => ({ [ctx.node.nodeId]: summary(body.metrics, caller) }),
    }),
  ]);
}
