// Graylog's metrics calls for this node (MetricsResource) and through the cluster (ClusterMetricsResource,
// ClusterNodeMetricsResource), with Graylog's permissions:
// - POST .../multiple and GET .../namespace/{namespace}: any authenticated caller; each name is checked
//   against metrics:read:<name>, and names that are not registered (or not readable) are left out rather than
//   refused: the console asks for metrics of inputs that may not be running. An empty namespace answers 404.
// - GET /system/metrics/{name}: metrics:read:<name>, 404 for an unknown name.
// - GET .../names: metrics:allkeys; GET /system/metrics (the whole registry): metrics:readall.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isPermitted } from '../auth/permissions';
import type { AuthContext } from '../auth/types';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { notFound } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import { requireThisNode } from '../system/overview';
import type { MetricRegistry, MetricSnapshot } from './registry';

const MetricsReadRequest = Type.Object(
  { metrics: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 10_000 }) },
  { additionalProperties: false },
);
const NodeParams = Type.Object({ nodeId: Type.String({ minLength: 1, maxLength: 100 }) });
const NamespaceParams = Type.Object({ namespace: Type.String({ minLength: 1, maxLength: 1000 }) });
const NodeNamespaceParams = Type.Object({ nodeId: Type.String({ minLength: 1, maxLength: 100 }), namespace: Type.String({ minLength: 1, maxLength: 1000 }) });
const MetricParams = Type.Object({ metricName: Type.String({ minLength: 1, maxLength: 1000 }) });

interface MetricsSummary {
  total: number;
  metrics: MetricSnapshot[];
}

const readPermission = (name: string) => `metrics:read:${permissionTarget(name)}`;

export function registerMetricRoutes(api: FastifyInstance, ctx: ServerContext, registry: MetricRegistry): void {
  const summary = (names: string[], caller: AuthContext): MetricsSummary => {
    const readable = names.filter((name) => isPermitted(caller.permissions, readPermission(name)));
    const metrics = registry.snapshot(readable);
    return { total: metrics.length, metrics };
  };
  const namespace = (prefix: string, caller: AuthContext): MetricsSummary => {
    const names = registry.names().filter((name) => name.startsWith(prefix));
    const found = summary(names, caller);
    if (found.total === 0) throw notFound(`No metrics with namespace [${prefix}] found.`);
    return found;
  };
  const names = () => ({ names: registry.names() });

  registerRoutes(api, [
    route({ method: 'GET', url: '/system/metrics', auth: { permission: 'metrics:readall' }, handler: () => registry.dropwizardRegistry() }),
    route({ method: 'GET', url: '/system/metrics/names', auth: { permission: 'metrics:allkeys' }, handler: names }),
    route({
      method: 'GET',
      url: '/system/metrics/namespace/:namespace',
      auth: 'authenticated',
      schema: { params: NamespaceParams },
      handler: ({ params, caller }) => namespace(params.namespace, caller),
    }),
    route({
      method: 'GET',
      url: '/system/metrics/:metricName',
      auth: { permission: (params) => readPermission(params.metricName) },
      schema: { params: MetricParams },
      handler: ({ params }) => {
        const metric = registry.dropwizard(params.metricName);
        if (!metric) throw notFound(`I do not have a metric called [${params.metricName}].`);
        return metric;
      },
    }),
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
    route({
      method: 'GET',
      url: '/cluster/:nodeId/metrics/names',
      auth: { permission: 'metrics:allkeys' },
      schema: { params: NodeParams },
      handler: ({ params }) => {
        requireThisNode(ctx, params.nodeId);
        return names();
      },
    }),
    route({
      method: 'GET',
      url: '/cluster/:nodeId/metrics/namespace/:namespace',
      auth: 'authenticated',
      schema: { params: NodeNamespaceParams },
      handler: ({ params, caller }) => {
        requireThisNode(ctx, params.nodeId);
        return namespace(params.namespace, caller);
      },
    }),
    route({
      method: 'POST',
      url: '/cluster/:nodeId/metrics/multiple',
      auth: 'authenticated',
      schema: { params: NodeParams, body: MetricsReadRequest },
      handler: ({ params, body, caller }) => {
        requireThisNode(ctx, params.nodeId);
        return summary(body.metrics, caller);
      },
    }),
  ]);
}
