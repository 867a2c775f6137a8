// Ping, system overview, cluster/node descriptions and the getting-started guide state.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { getSetting, setSetting } from '../db/settings';
import { registerRoutes, route } from '../http/routes';
import { registerNodeRoutes } from './nodeRoutes';
import { clusterNode, requireThisNode, SERVER_VERSION, systemOverview, TAGLINE } from './overview';

const GETTING_STARTED_KEY = 'gettingstarted_dismissed_in_version';

const NodeIdParams = Type.Object({ nodeId: Type.String({ minLength: 1, maxLength: 100 }) });

export function registerSystemRoutes(api: FastifyInstance, ctx: ServerContext): void {
  registerNodeRoutes(api, ctx);
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/',
      auth: 'public',
      handler: () => ({
        cluster_id: ctx.node.clusterId,
        node_id: ctx.node.nodeId,
        version: SERVER_VERSION,
        tagline: TAGLINE,
      }),
    }),
    // Graylog checks system:read:<node>; here any signed-in user reads the overview, which the console loads for
    // every session (users without roles included).
    route({ method: 'GET', url: '/system', auth: 'authenticated', handler: () => systemOverview(ctx) }),
    route({ method: 'GET', url: '/cluster', auth: 'authenticated', handler: () => ({ [ctx.node.nodeId]: systemOverview(ctx) }) }),
    route({ method: 'GET', url: '/system/cluster/node', auth: 'authenticated', handler: () => clusterNode(ctx) }),
    route({
      method: 'GET',
      url: '/system/cluster/nodes',
      auth: 'authenticated',
      handler: () => ({ nodes: [clusterNode(ctx)], total: 1 }),
    }),
    route({
      method: 'GET',
      url: '/system/cluster/nodes/:nodeId',
      auth: 'authenticated',
      schema: { params: NodeIdParams },
      handler: ({ params }) => {
        requireThisNode(ctx, params.nodeId);
        return clusterNode(ctx);
      },
    }),
    route({
      method: 'GET',
      url: '/system/gettingstarted',
      auth: 'authenticated',
      handler: () => {
        const dismissed = getSetting<string>(ctx.db, GETTING_STARTED_KEY) ?? null;
        return { show: dismissed === null, dismissed_in_version: dismissed };
      },
    }),
    route({
      method: 'POST',
      url: '/system/gettingstarted/dismiss',
      auth: 'authenticated',
      handler: () => {
        setSetting(ctx.db, GETTING_STARTED_KEY, SERVER_VERSION);
      },
    }),
  ]);
}
