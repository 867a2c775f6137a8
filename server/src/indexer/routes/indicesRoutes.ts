// Graylog's IndicesResource: the indices of every set or of one set (open with their stats, closed,
// reopened), one index, several at once, and close, reopen, delete. Each index is shown only to callers
// who may read it (indices:read:<index>).
import os from 'node:os';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isPermitted } from '../../auth/permissions';
import type { ServerContext } from '../../context';
import { permissionTarget } from '../../http/crud';
import { notFound } from '../../http/errors';
import { registerRoutes, route } from '../../http/routes';
import { indicesOfSet, listIndices, type MessageIndexRecord } from '../../messages/indices';
import { indexSizeOnDisk } from '../files';
import { closeIndex, deleteIndex, managedIndex, reopenIndex } from '../lifecycle';
import { requireIndexSet } from './indexSetParam';

const IndexParams = Type.Object({ index: Type.String({ minLength: 1, maxLength: 255 }) });
const IndexSetParams = Type.Object({ indexSetId: Type.String({ minLength: 1, maxLength: 200 }) });
const MultipleBody = Type.Object({ indices: Type.Array(Type.String({ maxLength: 255 }), { maxItems: 10_000 }) });

export const indexPermission = (action: 'read' | 'changestate' | 'delete', index: string): string => `indices:${action}:${permissionTarget(index)}`;

const timeAndTotal = { total: 0, time_seconds: 0 };

/** Graylog's IndexStats for an index of one primary shard and no replica: its documents and bytes on disk. */
function indexStats(ctx: ServerContext, record: MessageIndexRecord) {
  return {
    flush: timeAndTotal,
    get: timeAndTotal,
    index: { total: record.message_count, time_seconds: 0 },
    merge: timeAndTotal,
    refresh: timeAndTotal,
    search_query: timeAndTotal,
    search_fetch: timeAndTotal,
    open_search_contexts: 0,
    store_size_bytes: indexSizeOnDisk(ctx.dataDir, record.name),
    segments: 1,
    documents: { count: record.message_count, deleted: 0 },
  };
}

/** Graylog's IndexInfo: one shard, started on this node. */
function indexInfo(ctx: ServerContext, record: MessageIndexRecord) {
  const stats = indexStats(ctx, record);
  return {
    primary_shards: stats,
    all_shards: stats,
    routing: [{
      id: 0,
      state: 'STARTED',
      active: true,
      primary: true,
      node_id: ctx.node.nodeId,
      node_name: ctx.node.nodeId,
      node_hostname: os.hostname(),
      relocating_to: null,
    }],
    is_reopened: record.reopened === 1,
  };
}

function readable(records: readonly MessageIndexRecord[], permissions: string[]): MessageIndexRecord[] {
  return records.filter((record) => isPermitted(permissions, indexPermission('read', record.name)));
}

function openInfo(ctx: ServerContext, records: readonly MessageIndexRecord[]) {
  const indices: Record<string, ReturnType<typeof indexInfo>> = {};
  for (const record of records) if (!record.closed) indices[record.name] = indexInfo(ctx, record);
  return { indices };
}

function namesWhere(records: readonly MessageIndexRecord[], keep: (record: MessageIndexRecord) => boolean) {
  const indices = records.filter(keep).map((record) => record.name);
  return { indices, total: indices.length };
}

const closedOf = (records: readonly MessageIndexRecord[]) => namesWhere(records, (record) => record.closed === 1);
const reopenedOf = (records: readonly MessageIndexRecord[]) => namesWhere(records, (record) => record.closed === 0 && record.reopened === 1);

export function registerIndicesRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const all = (permissions: string[]) => readable(listIndices(ctx.db), permissions);
  const ofSet = (indexSetId: string, permissions: string[]) => {
    requireIndexSet(ctx, indexSetId);
    return readable(indicesOfSet(ctx.db, indexSetId), permissions);
  };
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/system/indexer/indices',
      auth: 'authenticated',
      handler: ({ caller }) => {
        const records = all(caller.permissions);
        return { closed: closedOf(records), reopened: reopenedOf(records), all: openInfo(ctx, records) };
      },
    }),
    route({
      method: 'GET',
      url: '/system/indexer/indices/open',
      auth: { permission: 'indices:read' },
      handler: ({ caller }) => openInfo(ctx, all(caller.permissions)),
    }),
    route({
      method: 'GET',
      url: '/system/indexer/indices/closed',
      auth: 'authenticated',
      handler: ({ caller }) => closedOf(all(caller.permissions)),
    }),
    route({
      method: 'GET',
      url: '/system/indexer/indices/reopened',
      auth: 'authenticated',
      handler: ({ caller }) => reopenedOf(all(caller.permissions)),
    }),
    route({
      method: 'POST',
      url: '/system/indexer/indices/multiple',
      // Graylog asks only for a login and filters each index; a read through POST still needs indices:read here.
      auth: { permission: 'indices:read' },
      schema: { body: MultipleBody },
      handler: ({ body, caller }) => {
        const wanted = new Set(body.indices);
        const answer: Record<string, ReturnType<typeof indexInfo>> = {};
        for (const record of all(caller.permissions)) {
          if (wanted.has(record.name) && !record.closed) answer[record.name] = indexInfo(ctx, record);
        }
        return answer;
      },
    }),
    route({
      method: 'GET',
      url: '/system/indexer/indices/:index',
      auth: { permission: (params) => indexPermission('read', params.index) },
      schema: { params: IndexParams },
      handler: ({ params }) => {
        const record = managedIndex(ctx, params.index);
        if (record.closed) throw notFound(`Index [${params.index}] not found.`);
        return indexInfo(ctx, record);
      },
    }),
    route({
      method: 'POST',
      url: '/system/indexer/indices/:index/close',
      auth: { permission: (params) => indexPermission('changestate', params.index) },
      schema: { params: IndexParams },
      handler: async ({ params }) => { await closeIndex(ctx, params.index); },
    }),
    route({
      method: 'POST',
      url: '/system/indexer/indices/:index/reopen',
      auth: { permission: (params) => indexPermission('changestate', params.index) },
      schema: { params: IndexParams },
      handler: async ({ params }) => { await reopenIndex(ctx, params.index); },
    }),
    route({
      method: 'DELETE',
      url: '/system/indexer/indices/:index',
      auth: { permission: (params) => indexPermission('delete', params.index) },
      schema: { params: IndexParams },
      handler: async ({ params }) => { await deleteIndex(ctx, params.index); },
    }),
    route({
      method: 'GET',
      url: '/system/indexer/indices/:indexSetId/list',
      auth: 'authenticated',
      schema: { params: IndexSetParams },
      handler: ({ params, caller }) => {
        const records = ofSet(params.indexSetId, caller.permissions);
        return { closed: closedOf(records), reopened: reopenedOf(records), all: openInfo(ctx, records) };
      },
    }),
    route({
      method: 'GET',
      url: '/system/indexer/indices/:indexSetId/open',
      auth: { permission: 'indices:read' },
      schema: { params: IndexSetParams },
      handler: ({ params, caller }) => openInfo(ctx, ofSet(params.indexSetId, caller.permissions)),
    }),
    route({
      method: 'GET',
      url: '/system/indexer/indices/:indexSetId/closed',
      auth: 'authenticated',
      schema: { params: IndexSetParams },
      handler: ({ params, caller }) => closedOf(ofSet(params.indexSetId, caller.permissions)),
    }),
    route({
      method: 'GET',
      url: '/system/indexer/indices/:indexSetId/reopened',
      auth: 'authenticated',
      schema: { params: IndexSetParams },
      handler: ({ params, caller }) => reopenedOf(ofSet(params.indexSetId, caller.permissions)),
    }),
  ]);
}
