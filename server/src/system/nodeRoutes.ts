// This node's own calls and their /cluster/{nodeId}/ forms (Graylog's SystemResource, StatsResource,
// SystemPluginResource, LoadBalancerStatusResource, SystemShutdownResource and their cluster proxies), with
// Graylog's permissions on this node's id. Any other node id is unknown (404).
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { badRequest } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import { LOAD_BALANCER_STATUSES, nodeStatus, type LoadBalancerStatus } from './nodeStatus';
import { requireThisNode } from './overview';
import { pluginList } from './plugins';
import { shutDownGracefully } from './shutdown';
import { fsStats, jvmResponse, jvmStats, networkStats, osStats, processStats, systemStats } from './stats';
import { threadDumpText } from './threadDump';

const NodeParams = Type.Object({ nodeId: Type.String({ minLength: 1, maxLength: 100 }) });
const StatusParams = Type.Object({ status: Type.String({ minLength: 1, maxLength: 100 }) });
const NodeStatusParams = Type.Object({ nodeId: Type.String({ minLength: 1, maxLength: 100 }), status: Type.String({ minLength: 1, maxLength: 100 }) });

/** Graylog answers ALIVE with 200, THROTTLED with 429 and DEAD with 503, as plain text. */
const LB_HTTP_STATUS: Record<LoadBalancerStatus, number> = { ALIVE: 200, THROTTLED: 429, DEAD: 503 };

function parseLoadBalancerStatus(value: string): LoadBalancerStatus {
  const upper = value.toUpperCase();
  const status = LOAD_BALANCER_STATUSES.find((known) => known === upper);
  if (!status) throw badRequest(`Unknown load balancer status "${value}": use ALIVE, DEAD or THROTTLED`, 'status');
  return status;
}

export function registerNodeRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const onNode = (permission: string) => (params: { nodeId: string }) => `${permission}:${permissionTarget(params.nodeId)}`;
  const thisNode = (permission: string) => `${permission}:${permissionTarget(ctx.node.nodeId)}`;
  const threadDump = () => ({ threaddump: threadDumpText() });
  const overrideLoadBalancer = (status: string) => {
    nodeStatus(ctx).overrideLoadBalancer(parseLoadBalancerStatus(status));
  };
  const shutDownAfterAnswer = (reply: { raw: { once(event: 'finish', listener: () => void): unknown } }) => {
    reply.raw.once('finish', () => shutDownGracefully(ctx, api));
  };

  registerRoutes(api, [
    route({ method: 'GET', url: '/system/jvm', auth: { permission: thisNode('jvmstats:read') }, handler: () => jvmResponse(ctx) }),
    route({ method: 'GET', url: '/system/threaddump', auth: { permission: thisNode('threads:dump') }, handler: threadDump }),
    route({ method: 'GET', url: '/system/plugins', auth: 'authenticated', handler: () => pluginList(ctx) }),
    route({ method: 'GET', url: '/system/stats', auth: 'authenticated', handler: () => systemStats(ctx) }),
    route({ method: 'GET', url: '/system/stats/fs', auth: 'authenticated', handler: () => fsStats(ctx) }),
    route({ method: 'GET', url: '/system/stats/jvm', auth: 'authenticated', handler: jvmStats }),
    route({ method: 'GET', url: '/system/stats/network', auth: 'authenticated', handler: networkStats }),
    route({ method: 'GET', url: '/system/stats/os', auth: 'authenticated', handler: osStats }),
    route({ method: 'GET', url: '/system/stats/process', auth: 'authenticated', handler: processStats }),
    route({
      method: 'GET',
      url: '/system/lbstatus',
      // Public as in Graylog: load balancers ask it without credentials, and it tells only ALIVE, DEAD or THROTTLED.
      auth: 'public',
      handler: ({ reply }) => {
        const status = nodeStatus(ctx).loadBalancerStatus;
        reply.code(LB_HTTP_STATUS[status]).type('text/plain; charset=utf-8');
        return status;
      },
    }),
    route({
      method: 'PUT',
      url: '/system/lbstatus/override/:status',
      auth: { permission: 'lbstatus:change' },
      schema: { params: StatusParams },
      handler: ({ params }) => overrideLoadBalancer(params.status),
    }),
    route({
      method: 'POST',
      url: '/system/shutdown/shutdown',
      auth: { permission: thisNode('node:shutdown') },
      status: 202,
      handler: ({ reply }) => shutDownAfterAnswer(reply),
    }),

    route({
      method: 'GET',
      url: '/cluster/:nodeId/jvm',
      auth: { permission: onNode('jvmstats:read') },
      schema: { params: NodeParams },
      handler: ({ params }) => {
        requireThisNode(ctx, params.nodeId);
        return jvmResponse(ctx);
      },
    }),
    route({
      method: 'GET',
      url: '/cluster/:nodeId/threaddump',
      auth: { permission: onNode('threads:dump') },
      schema: { params: NodeParams },
      handler: ({ params }) => {
        requireThisNode(ctx, params.nodeId);
        return threadDump();
      },
    }),
    route({
      method: 'GET',
      url: '/cluster/:nodeId/plugins',
      auth: 'authenticated',
      schema: { params: NodeParams },
      handler: ({ params }) => {
        requireThisNode(ctx, params.nodeId);
        return pluginList(ctx);
      },
    }),
    route({
      method: 'PUT',
      url: '/cluster/:nodeId/lbstatus/override/:status',
      auth: { permission: 'lbstatus:change' },
      schema: { params: NodeStatusParams },
      handler: ({ params }) => {
        requireThisNode(ctx, params.nodeId);
        overrideLoadBalancer(params.status);
      },
    }),
    route({
      method: 'POST',
      url: '/cluster/:nodeId/shutdown',
      auth: { permission: onNode('node:shutdown') },
      schema: { params: NodeParams },
      handler: ({ params, reply }) => {
        requireThisNode(ctx, params.nodeId);
        shutDownAfterAnswer(reply);
      },
    }),
  ]);
}
