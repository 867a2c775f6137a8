// Message counts (Graylog's /count): GET /count/total, every message, and GET /count/{indexSetId}/total,
// the messages of one index set: those routed into its streams. Both need messagecount:read, which
// readers hold, so a count never tells more than a search would: a caller who may not read every
// stream counts only the messages of the streams they may read.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { notFound } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
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
        if (!ctx.db.prepare('SELECT 1 FROM index_sets WHERE id = ?').get(params.indexSetId)) {
          throw notFound(`Couldn't find index set with ID <${params.indexSetId}>`);
        }
        const ofIndexSet = (ctx.db.prepare('SELECT id FROM streams WHERE index_set_id = ? ORDER BY id').all(params.indexSetId) as { id: string }[])
          .map((row) => row.id);
        const readable = readableStreams(ctx.db, caller.permissions);
        const streams = readable === null ? ofIndexSet : ofIndexSet.filter((id) => readable.includes(id));
        return { events: countInStreams(store, streams) };
      },
    }),
  ]);
}
