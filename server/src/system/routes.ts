// Ping, system overview, cluster/node descriptions and the getting-started guide state.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { getSetting, setSetting } from '../db/settings';
import { notFound } from '../http/errors';
import { clusterNode, SERVER_VERSION, systemOverview, TAGLINE } from './overview';

const GETTING_STARTED_KEY = 'gettingstarted_dismissed_in_version';

const nodeIdParams = {
  params: {
    type: 'object',
    required: ['nodeId'],
    properties: { nodeId: { type: 'string', minLength: 1, maxLength: 100 } },
  },
};

export function registerSystemRoutes(api: FastifyInstance, ctx: ServerContext): void {
  api.get('/', { config: { auth: 'public' } }, async () => ({
    cluster_id: ctx.node.clusterId,
    node_id: ctx.node.nodeId,
    version: SERVER_VERSION,
    tagline: TAGLINE,
  }));

  api.get('/system', { config: { auth: 'authenticated' } }, async () => systemOverview(ctx));

  api.get('/cluster', { config: { auth: 'authenticated' } }, async () => ({
    [ctx.node.nodeId]: systemOverview(ctx),
  }));

  api.get('/system/cluster/node', { config: { auth: 'authenticated' } }, async () => clusterNode(ctx));

  api.get('/system/cluster/nodes', { config: { auth: 'authenticated' } }, async () => ({
    nodes: [clusterNode(ctx)],
    total: 1,
  }));

  api.get<{ Params: { nodeId: string } }>(
    '/system/cluster/nodes/:nodeId',
    { config: { auth: 'authenticated' }, schema: nodeIdParams },
    async (request) => {
      if (request.params.nodeId !== ctx.node.nodeId) throw notFound(`Couldn't find node ${request.params.nodeId}`);
      return clusterNode(ctx);
    },
  );

  api.get('/system/gettingstarted', { config: { auth: 'authenticated' } }, async () => {
    const dismissed = getSetting<string>(ctx.db, GETTING_STARTED_KEY) ?? null;
    return { show: dismissed === null, dismissed_in_version: dismissed };
  });

  api.post('/system/gettingstarted/dismiss', { config: { auth: 'authenticated' } }, async (_request, reply) => {
    setSetting(ctx.db, GETTING_STARTED_KEY, SERVER_VERSION);
    return reply.code(204).send();
  });
}
