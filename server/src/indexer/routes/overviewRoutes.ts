// Graylog's IndexerOverviewResource and IndexerClusterResource: a set's deflector, the indexer cluster's
// health and name, the set's message count and its indices (size, range, deflector, closed, reopened).
// The "cluster" is this server's store: one node, one shard per index, no replicas. It is unavailable (503)
// when the indices folder cannot be used, and red while writes fail.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { ApiError, notFound } from '../../http/errors';
import { registerRoutes, route } from '../../http/routes';
import { indicesOfSet, listIndices } from '../../messages/indices';
import { deflectorSummary } from '../deflector';
import { indexSizeOnDisk } from '../files';
import { clusterHealthStatus, indicesFolderUsable } from '../health';
import { defaultManagedIndexSet, type ManagedIndexSet } from '../indexSets';
import { rangeSummary } from '../ranges';
import { requireIndexSet } from './indexSetParam';

const IndexSetParams = Type.Object({ indexSetId: Type.String({ minLength: 1, maxLength: 200 }) });

/** The name Graylog's setup guides give the Elasticsearch cluster; this store has no other. */
export const INDEXER_CLUSTER_NAME = 'graylog';

/** Graylog's ClusterHealth: every open index is one started primary shard. */
export function clusterHealth(ctx: ServerContext) {
  const status = clusterHealthStatus(ctx);
  const open = listIndices(ctx.db).filter((record) => record.closed === 0).length;
  return { status, shards: { active: status === 'green' ? open : 0, initializing: 0, relocating: 0, unassigned: status === 'green' ? 0 : open } };
}

function overview(ctx: ServerContext, indexSet: ManagedIndexSet) {
  if (!indicesFolderUsable(ctx.dataDir)) {
    throw new ApiError(503, 'Elasticsearch cluster is not available, check your configuration and logs for more information.');
  }
  const deflector = deflectorSummary(ctx, indexSet.id);
  const indices: Record<string, unknown> = {};
  let events = 0;
  for (const record of indicesOfSet(ctx.db, indexSet.id)) {
    const closed = record.closed === 1;
    if (!closed) events += record.message_count;
    indices[record.name] = {
      size: closed ? null : { events: record.message_count, deleted: 0, bytes: indexSizeOnDisk(ctx.dataDir, record.name) },
      range: rangeSummary(record),
      is_deflector: record.name === deflector.current_target,
      is_closed: closed,
      is_reopened: !closed && record.reopened === 1,
    };
  }
  return {
    deflector,
    indexer_cluster: { health: clusterHealth(ctx), name: INDEXER_CLUSTER_NAME },
    counts: { events },
    indices,
  };
}

export function registerOverviewRoutes(api: FastifyInstance, ctx: ServerContext): void {
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/system/indexer/overview',
      auth: 'authenticated',
      handler: () => {
        const indexSet = defaultManagedIndexSet(ctx.db);
        if (!indexSet) throw notFound('Default index set not found');
        return overview(ctx, indexSet);
      },
    }),
    route({
      method: 'GET',
      url: '/system/indexer/overview/:indexSetId',
      auth: 'authenticated',
      schema: { params: IndexSetParams },
      handler: ({ params }) => overview(ctx, requireIndexSet(ctx, params.indexSetId)),
    }),
    route({
      method: 'GET',
      url: '/system/indexer/cluster/health',
      auth: { permission: 'indexercluster:read' },
      handler: () => clusterHealth(ctx),
    }),
    route({
      method: 'GET',
      url: '/system/indexer/cluster/name',
      auth: { permission: 'indexercluster:read' },
      handler: () => ({ name: INDEXER_CLUSTER_NAME }),
    }),
  ]);
}
