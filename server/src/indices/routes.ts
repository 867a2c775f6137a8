// Index sets, as Graylog's IndexSetsResource: list (every set the caller may read, by title, `limit` 0 for
// all, `stats=true` for each set's indices, documents and bytes), get, stats (one set, or all sets), create,
// update, make default, delete (with or without its indices). A new writable set gets its first index at
// once. A deleted set's indices are removed by a system job, as Graylog's IndexSetCleanupJob, or with
// delete_indices=false left on disk but managed no more; the call answers once they are. The rotation and
// retention strategy descriptors are registered along (strategyRoutes.ts).
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isPermitted } from '../auth/permissions';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import { permissionTarget } from '../http/crud';
import { ApiError, badRequest, notFound } from '../http/errors';
import { newObjectId } from '../http/ids';
import { registerRoutes, route } from '../http/routes';
import { createFirstIndex, deleteIndexSetIndices, indexSetStats, unlistIndexSetIndices, type IndexSetIndexStats } from '../indexer/indexSetIndices';
import { getLogger } from '../logging/logger';
import { startSystemJob, type SystemJobSpec } from '../systemjobs/jobs';
import type { IndexSetConfig } from './defaults';
import { DEFAULT_MUST_BE_WRITABLE, makeDefaultIndexSet } from './defaultSet';
import {
  allIndexSets, deleteIndexSetRow, findIndexSet, findIndexSetConfig, insertIndexSet, streamsUsing,
  updateIndexSet, type IndexSetSummary,
} from './store';
import { registerStrategyRoutes } from './strategyRoutes';
import { checkedIndexSetUpdate, checkedNewIndexSet, CreateIndexSetBody, UpdateIndexSetBody } from './validation';

const LOG = getLogger('org.graylog2.rest.resources.system.indexer.IndexSetsResource');

const on = (action: 'read' | 'edit' | 'delete') => (params: { id: string }) => `indexsets:${action}:${permissionTarget(params.id)}`;

const ListQuery = Type.Object(
  {
    skip: Type.Optional(Type.Integer({ minimum: 0 })),
    limit: Type.Optional(Type.Integer({ minimum: 0 })),
    stats: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);
const DeleteQuery = Type.Object({ delete_indices: Type.Optional(Type.Boolean()) }, { additionalProperties: true });
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });

/** Graylog creates the first index of a writable set only; a read-only set gets it once it is made writable. */
function ensureFirstIndex(ctx: ServerContext, config: IndexSetConfig): void {
  if (config.writable) createFirstIndex(ctx, config.id);
}

/** Graylog's IndexSetCleanupJob: the set's indices deleted, listed among the system jobs while it runs. */
function cleanupJob(ctx: ServerContext, config: IndexSetConfig): SystemJobSpec {
  return {
    name: 'org.graylog2.indexer.indices.jobs.IndexSetCleanupJob',
    description: 'Deletes all indices in an index set.',
    info: `Deleting the indices of index set <${config.id}> (${config.title}).`,
    isCancelable: false,
    providesProgress: false,
    run: () => deleteIndexSetIndices(ctx, config.id),
  };
}

/** The default set is never deleted, and as Graylog's index set service, neither is a set a stream writes to. */
function assertDeletable(db: Db, set: IndexSetConfig): void {
  if (set.default) throw badRequest(`Default index set <${set.id}> cannot be deleted!`);
  const streams = streamsUsing(db, set.id);
  if (streams.length === 0) return;
  const names = streams.map((title) => `"${title}"`).join(', ');
  const plural = streams.length > 1;
  throw badRequest(`Couldn't delete index set with ID <${set.id}>: it is still used by the stream${plural ? 's' : ''} ${names}. Assign another index set to ${plural ? 'them' : 'it'} first.`);
}

/** Unlists the set's indices (their files stay); resolves with what went wrong, or null. */
async function unlisted(ctx: ServerContext, indexSetId: string): Promise<Error | null> {
  try {
    await unlistIndexSetIndices(ctx, indexSetId);
    return null;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

export function registerIndexSetRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  /** The sets whose deletion is under way: a second call must not race the first. */
  const deleting = new Set<string>();
  const requireSummary = (id: string, text: string): IndexSetSummary => {
    const set = findIndexSet(db, id);
    if (!set) throw notFound(text);
    return set;
  };

  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/system/indices/index_sets',
      // As in Graylog: the list shows only the sets the caller may read.
      auth: 'authenticated',
      schema: { querystring: ListQuery },
      handler: ({ query, caller }) => {
        const readable = allIndexSets(db).filter((set) => isPermitted(caller.permissions, on('read')({ id: set.id })));
        const skip = query.skip ?? 0;
        const limit = query.limit ?? 0;
        const page = limit > 0 ? readable.slice(skip, skip + limit) : readable;
        const stats: Record<string, IndexSetIndexStats> = {};
        if (query.stats === true) for (const set of readable) stats[set.id] = indexSetStats(ctx, set.id);
        return { total: readable.length, index_sets: page, stats };
      },
    }),
    route({
      method: 'GET',
      url: '/system/indices/index_sets/stats',
      auth: { permission: 'indexsets:read' },
      handler: () => {
        const total: IndexSetIndexStats = { indices: 0, documents: 0, size: 0 };
        for (const set of allIndexSets(db)) {
          const stats = indexSetStats(ctx, set.id);
          total.indices += stats.indices;
          total.documents += stats.documents;
          total.size += stats.size;
        }
        return total;
      },
    }),
    route({
      method: 'GET',
      url: '/system/indices/index_sets/:id',
      auth: { permission: on('read') },
      schema: { params: IdParams },
      handler: ({ params }) => requireSummary(params.id, `Couldn't load index set with ID <${params.id}>`),
    }),
    route({
      method: 'GET',
      url: '/system/indices/index_sets/:id/stats',
      auth: { permission: on('read') },
      schema: { params: IdParams },
      handler: ({ params }) => {
        requireSummary(params.id, `Couldn't load index set with ID <${params.id}>`);
        return indexSetStats(ctx, params.id);
      },
    }),
    route({
      method: 'POST',
      url: '/system/indices/index_sets',
      auth: { permission: 'indexsets:create' },
      schema: { body: CreateIndexSetBody },
      handler: ({ body }) => {
        const nowMs = ctx.now();
        const created = db.transaction(() => {
          const config = checkedNewIndexSet(db, body, newObjectId(nowMs), nowMs);
          insertIndexSet(db, config);
          ensureFirstIndex(ctx, config);
          return config;
        })();
        LOG.info(`Created index set <${created.id}> (${created.title}) with prefix <${created.index_prefix}>`);
        return findIndexSet(db, created.id);
      },
    }),
    route({
      method: 'PUT',
      url: '/system/indices/index_sets/:id',
      auth: { permission: on('edit') },
      schema: { params: IdParams, body: UpdateIndexSetBody },
      handler: ({ params, body }) => {
        db.transaction(() => {
          const current = findIndexSetConfig(db, params.id);
          if (!current) throw notFound(`Index set <${params.id}> not found`);
          if (current.default && body.writable === false) throw new ApiError(409, DEFAULT_MUST_BE_WRITABLE, { field: 'writable' });
          const next = checkedIndexSetUpdate(current, body);
          updateIndexSet(db, next);
          ensureFirstIndex(ctx, next);
        })();
        return findIndexSet(db, params.id);
      },
    }),
    route({
      method: 'PUT',
      url: '/system/indices/index_sets/:id/default',
      auth: { permission: on('edit') },
      schema: { params: IdParams },
      handler: ({ params }) => {
        makeDefaultIndexSet(db, params.id);
        return findIndexSet(db, params.id);
      },
    }),
    route({
      method: 'DELETE',
      url: '/system/indices/index_sets/:id',
      auth: { permission: on('delete') },
      schema: { params: IdParams, querystring: DeleteQuery },
      handler: async ({ params, query }) => {
        if (deleting.has(params.id)) throw new ApiError(409, `Index set <${params.id}> is being deleted already.`);
        const set = db.transaction(() => {
          const found = findIndexSetConfig(db, params.id);
          if (!found) throw notFound(`Index set <${params.id}> not found.`);
          assertDeletable(db, found);
          // Read-only while its indices go: no stream may choose it and no first index is made for it again.
          if (found.writable) updateIndexSet(db, { ...found, writable: false });
          return found;
        })();
        deleting.add(set.id);
        const withIndices = query.delete_indices ?? true;
        try {
          // The set's row goes last, only once all its indices are gone: they refer to it.
          const failure = withIndices ? await startSystemJob(ctx, cleanupJob(ctx, set)).failure : await unlisted(ctx, set.id);
          if (failure) {
            throw new ApiError(409, `Couldn't delete index set <${set.id}> (${set.title}): ${failure.message}. The set is kept with the indices that remain; try again.`);
          }
          db.transaction(() => { deleteIndexSetRow(db, set.id); })();
        } catch (error) {
          if (set.writable && findIndexSetConfig(db, set.id)) db.transaction(() => { updateIndexSet(db, set); })();
          throw error;
        } finally {
          deleting.delete(set.id);
        }
        LOG.info(`Deleted index set <${set.id}> (${set.title})${withIndices ? ' with its indices' : '; its index files stay on disk'}`);
      },
    }),
  ]);
  registerStrategyRoutes(api);
}
