// Graylog's DeflectorResource and ClusterDeflectorResource: each set's deflector (is it up, which index it
// points at) and cycling it to a new index; the calls without a set id act on the default set. This server
// is its cluster's only node, so the cluster calls act here.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { notFound } from '../../http/errors';
import { registerRoutes, route } from '../../http/routes';
import { getLogger } from '../../logging/logger';
import { cycleDeflector, deflectorSummary } from '../deflector';
import { defaultManagedIndexSet, type ManagedIndexSet } from '../indexSets';
import { requireIndexSet } from './indexSetParam';

const IndexSetParams = Type.Object({ indexSetId: Type.String({ minLength: 1, maxLength: 200 }) });
const LOG = getLogger('org.graylog2.rest.resources.system.DeflectorResource');

function defaultSet(ctx: ServerContext): ManagedIndexSet {
  const indexSet = defaultManagedIndexSet(ctx.db);
  if (!indexSet) throw notFound('Default index set not found');
  return indexSet;
}

function cycle(ctx: ServerContext, indexSet: ManagedIndexSet, message: string): void {
  LOG.info(message);
  cycleDeflector(ctx, indexSet);
}

export function registerDeflectorRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const cycleDefault = () => {
    const indexSet = defaultSet(ctx);
    cycle(ctx, indexSet, `Cycling deflector for default index set <${indexSet.id}>. Reason: REST request.`);
  };
  const cycleSet = (indexSetId: string) => {
    const indexSet = requireIndexSet(ctx, indexSetId);
    cycle(ctx, indexSet, `Cycling deflector for index set <${indexSetId}>. Reason: REST request.`);
  };
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/system/deflector',
      auth: { permission: 'deflector:read' },
      handler: () => deflectorSummary(ctx, defaultSet(ctx).id),
    }),
    route({
      method: 'GET',
      url: '/system/deflector/:indexSetId',
      auth: { permission: 'deflector:read' },
      schema: { params: IndexSetParams },
      handler: ({ params }) => deflectorSummary(ctx, requireIndexSet(ctx, params.indexSetId).id),
    }),
    route({ method: 'POST', url: '/system/deflector/cycle', auth: { permission: 'deflector:cycle' }, handler: cycleDefault }),
    route({ method: 'POST', url: '/cluster/deflector/cycle', auth: { permission: 'deflector:cycle' }, handler: cycleDefault }),
    route({
      method: 'POST',
      url: '/system/deflector/:indexSetId/cycle',
      auth: { permission: 'deflector:cycle' },
      schema: { params: IndexSetParams },
      handler: ({ params }) => cycleSet(params.indexSetId),
    }),
    route({
      method: 'POST',
      url: '/cluster/deflector/:indexSetId/cycle',
      auth: { permission: 'deflector:cycle' },
      schema: { params: IndexSetParams },
      handler: ({ params }) => cycleSet(params.indexSetId),
    }),
  ]);
}
