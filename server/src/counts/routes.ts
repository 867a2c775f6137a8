// Message counts (Graylog's /count): GET /count/total, the messages of every open index, and GET
// /count/{indexSetId}/total, those of one index set's open indices (a message in streams of two sets is
// stored, and counted, in both). Both need messagecount:read, which readers hold, so a count never tells
// more than a search would: a caller who may not read every stream counts only the messages of the streams
// they may read.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { notFound } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import { indexSetExists } from '../indices/store';
import type { MessageStore } from '../messages/types';
import { compileQuery } from '../search/query';
import { readableStreams } from '../streams/access';

const IndexSetParams = Type.Object({ indexSetId: Type.String({ minLength: 1, maxLength: 200 }) });

// Every time a JavaScript date can hold: a count has no time range.
const EARLIEST_MS = -8.64e15;
const LATEST_MS = 8.64e15;

/** Messages routed into any of the streams (every message for null). */
function countInStreams(store: MessageStore, streams: readonly string[] | null): number {
  if (streams !== null && streams.length === 0) return 0;
  return store.search({ query: compileQuery(''), streams, fromMs: EARLIEST_MS, toMs: LATEST_MS, limit: 0, offset: 0 }).total;
}

/** Messages in the set's open indices: their running counts, no scan. */
function openDocuments(ctx: ServerContext, indexSetId: string): number {
  const row = ctx.db.prepare('SELECT COALESCE(SUM(message_count), 0) AS n FROM message_indices WHERE index_set_id = ? AND closed = 0').get(indexSetId) as { n: number };
  return row.n;
}

export function registerCountRoutes(api: FastifyInstance, ctx: ServerContext, store: MessageStore): void {
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/count/total',
      auth: { permission: 'messagecount:read' },
      handler: ({ caller }) => {
        const readable = readableStreams(ctx.db, caller.permissions);
        // Unrestricted callers get the indices' running count, which needs no scan.
        return { events: readable === null ? store.totalCount() : countInStreams(store, readable) };
      },
    }),
    route({
      method: 'GET',
      url: '/count/:indexSetId/total',
      auth: { permission: 'messagecount:read' },
      schema: { params: IndexSetParams },
      handler: ({ params, caller }) => {
        if (!indexSetExists(ctx.db, params.indexSetId)) {
          throw notFound(`Couldn't find index set with ID <${params.indexSetId}>`);
        }
        const ofIndexSet = (ctx.db.prepare('SELECT id FROM streams WHERE index_set_id = ? ORDER BY id').all(params.indexSetId) as { id: string }[])
          .map((row) => row.id);
        const readable = readableStreams(ctx.db, caller.permissions);
        if (readable === null) return { events: openDocuments(ctx, params.indexSetId) };
        return { events: countInStreams(store, ofIndexSet.filter((id) => readable.includes(id))) };
      },
    }),
  ]);
}
