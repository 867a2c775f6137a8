// Graylog's FailuresResource: the messages a commit could not store, newest first (limit 0 or none: all of
// them), and how many failed since a date (ISO 8601; without a zone, UTC, as the console sends it).
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { badRequest } from '../../http/errors';
import { JAVA_INT_MAX } from '../../http/json';
import { registerRoutes, route } from '../../http/routes';
import { parseDateSpan } from '../../search/dates';
import { countIndexFailures, countIndexFailuresSince, listIndexFailures, MAX_FAILURES } from '../failures';

const ListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: JAVA_INT_MAX })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: JAVA_INT_MAX })),
});
const CountQuery = Type.Object({ since: Type.String({ minLength: 1, maxLength: 100 }) });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Epoch ms of an ISO 8601 date or date-time, or null when it is not one. Graylog takes a Joda DateTime here,
 * so only ISO 8601 passes the gate; the reading itself is the search's (no zone: UTC), which would also take
 * epoch ms and date math ("now-1d") that this parameter refuses.
 */
export function parseSince(text: string): number | null {
  return ISO_DATE.test(text) ? parseDateSpan(text, 0)?.low ?? null : null;
}

export function registerFailuresRoutes(api: FastifyInstance, ctx: ServerContext): void {
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/system/indexer/failures',
      auth: { permission: 'indices:failures' },
      schema: { querystring: ListQuery },
      handler: ({ query }) => {
        const limit = query.limit === undefined || query.limit === 0 ? MAX_FAILURES : Math.min(query.limit, MAX_FAILURES);
        return { failures: listIndexFailures(ctx.db, limit, query.offset ?? 0), total: countIndexFailures(ctx.db) };
      },
    }),
    route({
      method: 'GET',
      url: '/system/indexer/failures/count',
      auth: { permission: 'indices:failures' },
      schema: { querystring: CountQuery },
      handler: ({ query }) => {
        const since = parseSince(query.since);
        if (since === null) throw badRequest(`Invalid date parameter provided: [${query.since}]`);
        return { count: countIndexFailuresSince(ctx.db, since) };
      },
    }),
  ]);
}
