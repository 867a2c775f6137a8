// POST /events/search (Graylog's EventsResource) and GET /events/entity_types. A reader sees an event when
// they may read its definition and every stream its messages came from (Graylog's source_streams check).
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isPermitted } from '../auth/permissions';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { badRequest } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import { TimeLimitExceeded } from '../regex/bounded';
import { compileQuery, QueryParseError } from '../search/query';
import { callerTimeZone } from '../search/timeRange';
import { runWithTimeLimit, searchTooSlowMessage } from '../search/searchTime';
import { mayReadEveryStream, mayReadStream } from '../streams/access';
import { findStream } from '../streams/store';
import { resolveTimeRange } from '../views/timeRanges';
import { TimeRangeSchema } from '../views/searchSchema';
import { definitionSummaries } from './definitionStore';
import { EVENTS_INDEX, EVENTS_INDEX_TYPE, searchEvents } from './eventStore';
import { NOTIFICATION_TYPES } from './notificationTypes';
import { AGGREGATION_TYPE, PERSIST_TO_STREAMS_TYPE, SERIES_FUNCTIONS, TEMPLATE_PROVIDER_TYPE, type EventDto } from './types';

const AlertsFilter = Type.Union([Type.Literal('include'), Type.Literal('exclude'), Type.Literal('only')]);

export const EventsSearchBody = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 20_000 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  timerange: Type.Optional(TimeRangeSchema),
  filter: Type.Optional(Type.Object({
    alerts: Type.Optional(AlertsFilter),
    event_definitions: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 1000 })),
  })),
  sort_by: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  sort_direction: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});

/** Graylog's default search: the last hour, first page of 10, newest first, alerts and events. */
function withDefaults(body: Static<typeof EventsSearchBody>) {
  return {
    query: body.query ?? '',
    page: body.page ?? 1,
    per_page: body.per_page ?? 10,
    timerange: body.timerange ?? { type: 'relative' as const, range: 3600 },
    filter: { alerts: body.filter?.alerts ?? 'include', event_definitions: body.filter?.event_definitions ?? [] },
    sort_by: body.sort_by ?? 'timestamp',
    sort_direction: body.sort_direction ?? 'desc',
  };
}

const SORTABLE = new Set(['timestamp', 'timestamp_processing', 'priority', 'alert', 'message', 'key', 'event_definition_id', 'source']);

export function registerEventSearchRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  registerRoutes(api, [
    route({
      method: 'POST',
      url: '/events/search',
      auth: 'authenticated',
      schema: { body: EventsSearchBody },
      handler: ({ body, caller }) => {
        const started = performance.now();
        const parameters = withDefaults(body);
        if (!SORTABLE.has(parameters.sort_by)) throw badRequest(`Cannot sort events by "${parameters.sort_by}"; use one of ${[...SORTABLE].join(', ')}`, 'sort_by');
        const now = ctx.now();
        const range = resolveTimeRange(parameters.timerange, now, callerTimeZone(ctx, caller), 'timerange');
        let query;
        try {
          query = compileQuery(parameters.query, { nowMs: now });
        } catch (error) {
          if (error instanceof QueryParseError) throw badRequest(`The query cannot be parsed: ${error.message}`, 'query');
          throw error;
        }
        const { permissions } = caller;
        const visible = (event: EventDto) =>
          isPermitted(permissions, `eventdefinitions:read:${permissionTarget(event.event_definition_id)}`)
          && event.source_streams.every((stream) => mayReadStream(permissions, stream));
        let result;
        try {
          result = runWithTimeLimit(query.userRegex, () => searchEvents(db, {
            fromMs: range.fromMs,
            toMs: range.toMs,
            alerts: parameters.filter.alerts,
            definitions: parameters.filter.event_definitions,
            query,
            visible,
            sqlOnly: parameters.query.trim() === '' && isPermitted(permissions, 'eventdefinitions:read:*') && mayReadEveryStream(permissions),
            sortBy: parameters.sort_by,
            order: parameters.sort_direction,
            page: parameters.page,
            perPage: parameters.per_page,
          }));
        } catch (error) {
          if (error instanceof TimeLimitExceeded) throw badRequest(searchTooSlowMessage());
          throw error;
        }
        const definitions = definitionSummaries(db, result.events.map((event) => event.event_definition_id));
        const streamIds = new Set(result.events.flatMap((event) => [...event.streams, ...event.source_streams]));
        return {
          events: result.events.map((event) => ({ event, index_name: EVENTS_INDEX, index_type: EVENTS_INDEX_TYPE })),
          used_indices: [EVENTS_INDEX],
          parameters,
          total_events: result.total,
          duration: Math.round(performance.now() - started),
          context: { event_definitions: Object.fromEntries(definitions), streams: streamContext(ctx, streamIds) },
        };
      },
    }),
    route({
      method: 'GET',
      url: '/events/entity_types',
      auth: 'authenticated',
      handler: () => ({
        processor_types: [AGGREGATION_TYPE],
        field_provider_types: [TEMPLATE_PROVIDER_TYPE],
        storage_handler_types: [PERSIST_TO_STREAMS_TYPE],
        aggregation_functions: [...SERIES_FUNCTIONS],
        notification_types: [...NOTIFICATION_TYPES],
      }),
    }),
  ]);
}

function streamContext(ctx: ServerContext, ids: ReadonlySet<string>): Record<string, { id: string; title: string; description: string }> {
  const streams: Record<string, { id: string; title: string; description: string }> = {};
  for (const id of ids) {
    const stream = findStream(ctx.db, id);
    if (stream) streams[id] = { id, title: stream.title, description: stream.description ?? '' };
  }
  return streams;
}
