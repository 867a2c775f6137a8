// Graylog's IndexRangesResource: the ranges of the indices (each shown to callers who may read it), one
// index's range, and rebuilding them: all sets or one set as a RebuildIndexRangesJob, one index at once.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isPermitted } from '../../auth/permissions';
import type { ServerContext } from '../../context';
import { permissionTarget } from '../../http/crud';
import { badRequest, notFound } from '../../http/errors';
import { registerRoutes, route } from '../../http/routes';
import { findIndex, listIndices, type MessageIndexRecord } from '../../messages/indices';
import { managedIndexSet, managedIndexSets } from '../indexSets';
import { calculateRange, rangeSummary } from '../ranges';
import { startRangesRebuild } from '../rebuildRanges';

const IndexParams = Type.Object({ index: Type.String({ minLength: 1, maxLength: 255 }) });
const IndexSetParams = Type.Object({ indexSetId: Type.String({ minLength: 1, maxLength: 200 }) });

const rangesPermission = (action: 'read' | 'rebuild', index: string) => `indexranges:${action}:${permissionTarget(index)}`;

function managed(ctx: ServerContext, index: string): MessageIndexRecord {
  const record = findIndex(ctx.db, index);
  if (!record) throw badRequest(`${index} is not a Graylog-managed Elasticsearch index.`);
  return record;
}

export function registerRangesRoutes(api: FastifyInstance, ctx: ServerContext): void {
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/system/indices/ranges',
      auth: 'authenticated',
      handler: ({ caller }) => {
        const ranges = listIndices(ctx.db)
          .filter((record) => isPermitted(caller.permissions, rangesPermission('read', record.name)))
          .map(rangeSummary);
        return { total: ranges.length, ranges };
      },
    }),
    route({
      method: 'GET',
      url: '/system/indices/ranges/:index',
      auth: { permission: (params) => rangesPermission('read', params.index) },
      schema: { params: IndexParams },
      handler: ({ params }) => rangeSummary(managed(ctx, params.index)),
    }),
    route({
      method: 'POST',
      url: '/system/indices/ranges/rebuild',
      auth: { permission: 'indexranges:rebuild' },
      status: 202,
      handler: () => {
        startRangesRebuild(ctx, managedIndexSets(ctx.db));
      },
    }),
    route({
      method: 'POST',
      url: '/system/indices/ranges/index_set/:indexSetId/rebuild',
      auth: { permission: 'indexranges:rebuild' },
      schema: { params: IndexSetParams },
      status: 202,
      handler: ({ params }) => {
        const indexSet = managedIndexSet(ctx.db, params.indexSetId);
        if (!indexSet) throw notFound(`Index set <${params.indexSetId}> not found!`);
        startRangesRebuild(ctx, [indexSet]);
      },
    }),
    route({
      method: 'POST',
      url: '/system/indices/ranges/:index/rebuild',
      auth: { permission: (params) => rangesPermission('rebuild', params.index) },
      schema: { params: IndexParams },
      status: 202,
      handler: async ({ params }) => {
        managed(ctx, params.index);
        await calculateRange(ctx, params.index);
      },
    }),
  ]);
}
