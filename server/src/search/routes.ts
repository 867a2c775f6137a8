// The universal search: GET /search/universal/{relative,absolute,keyword}, Graylog's legacy message
// search, over the message store. The query is compiled once (a query that does not parse is a 400
// naming line, column and reason) and the search runs under a time limit (searchTime.ts), so neither a
// query whose regular expression backtracks nor one that reads too many rows can hold the server.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assertPermitted } from '../auth/hook';
import type { ServerContext } from '../context';
import { apiErrorBody, badRequest } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import { rangeSummary } from '../indexer/ranges';
import { findIndex } from '../messages/indices';
import { MAX_RESULT_WINDOW } from '../messages/search';
import type { MessageFields, MessageSearchRequest, MessageStore } from '../messages/types';
import { TimeLimitExceeded } from '../regex/bounded';
import { streamReadPermission } from '../streams/access';
import { compileQuery, DEFAULT_FIELD, QueryParseError } from './query';
import { runWithTimeLimit, searchTooSlowMessage } from './searchTime';
import { absoluteRange, callerTimeZone, keywordRange, relativeRange, type SearchTimeRange } from './timeRange';
import { searchesConfig } from '../clusterconfig/registry';
import { restrictSearchStart } from '../clusterconfig/searchesConfig';

/** The page size of a message search that names none (also of a view's messages search type). */
export const DEFAULT_LIMIT = 150;

const CommonQuery = Type.Object({
  query: Type.String({ minLength: 1, maxLength: 20_000 }),
  limit: Type.Optional(Type.Integer()),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  filter: Type.Optional(Type.String({ maxLength: 20_000 })),
  fields: Type.Optional(Type.String({ maxLength: 20_000 })),
  sort: Type.Optional(Type.String({ maxLength: 1000 })),
  decorate: Type.Optional(Type.Boolean()),
});
type SearchQuery = Static<typeof CommonQuery>;
const RelativeQuery = Type.Composite([CommonQuery, Type.Object({ range: Type.Integer({ minimum: 0 }) })]);
const AbsoluteQuery = Type.Composite([CommonQuery, Type.Object({
  from: Type.String({ minLength: 1, maxLength: 100 }),
  to: Type.String({ minLength: 1, maxLength: 100 }),
})]);
const KeywordQuery = Type.Composite([CommonQuery, Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 1000 }) })]);

// Fields Graylog leaves out of a result's field list (internal ones; streams and full_message too).
const UNLISTED_FIELDS = new Set([
  '_id', '_ttl', '_source', '_all', '_index', '_type', '_score', 'streams', 'full_message',
  'gl2_accounted_message_size', 'gl2_input_message_size', 'gl2_processing_error', 'gl2_processing_duration_ms',
  'gl2_processing_timestamp', 'gl2_receive_timestamp', 'gl2_remote_hostname', 'gl2_remote_ip', 'gl2_remote_port',
  'gl2_source_collector', 'gl2_source_collector_input', 'gl2_source_input', 'gl2_source_node', 'gl2_source_radio',
  'gl2_source_radio_input', 'gl2_forwarder_input',
]);

/** `streams:<id>[,<id>…]` as ids; null for no filter ('' or '*'); undefined for any other filter. */
function streamIdsOf(filter: unknown): string[] | null | undefined {
  if (filter === undefined || filter === '' || filter === '*') return null;
  if (typeof filter !== 'string' || !filter.startsWith('streams:')) return undefined;
  const ids = filter.slice('streams:'.length).split(',');
  return ids.every((id) => id !== '') ? ids : undefined;
}

/**
 * As in Graylog: a search restricted to streams needs read access to each of them (checked in the
 * handler beyond the first) instead of the search permission.
 */
function searchAccess(kind: 'relative' | 'absolute' | 'keyword') {
  return {
    permission: (_params: unknown, request: FastifyRequest) => {
      const ids = streamIdsOf((request.query as Record<string, unknown> | undefined)?.filter);
      return ids ? streamReadPermission(ids[0]) : `searches:${kind}`;
    },
  };
}

function parseSort(sort: string | undefined): MessageSearchRequest['sort'] {
  if (sort === undefined || sort === '') return undefined;
  const cut = sort.lastIndexOf(':');
  const field = sort.slice(0, cut);
  const order = sort.slice(cut + 1).toLowerCase();
  if (cut <= 0 || (order !== 'asc' && order !== 'desc')) {
    throw badRequest(`Invalid sorting parameter: ${sort} (expected <field>:asc or <field>:desc)`);
  }
  return { field, order };
}

/** Graylog always returns the timestamp with the requested fields; the id comes with every message. */
function parseFieldList(fields: string | undefined): Set<string> | null {
  const listed = (fields ?? '').split(',').map((field) => field.trim()).filter(Boolean);
  return listed.length === 0 ? null : new Set(['_id', 'timestamp', ...listed]);
}

function project(fields: MessageFields, wanted: Set<string> | null): MessageFields {
  if (!wanted) return fields;
  const projected: MessageFields = {};
  for (const name of wanted) if (Object.hasOwn(fields, name)) projected[name] = fields[name];
  return projected;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Graylog's answer to a query that does not parse: the reason, and where. */
function sendQueryParseError(reply: FastifyReply, error: QueryParseError): FastifyReply {
  return reply.code(400).send({ ...apiErrorBody(error.message), details: [error.reason], line: error.line, column: error.column });
}

function search(ctx: ServerContext, store: MessageStore, input: SearchQuery, requested: SearchTimeRange, request: FastifyRequest, reply: FastifyReply) {
  // Graylog's restrictTimeRange: SearchesClusterConfig's query_time_range_limit moves the start up to the limit.
  const range = { fromMs: restrictSearchStart(searchesConfig(ctx.db), requested.fromMs, requested.toMs), toMs: requested.toMs };
  const limit = input.limit === undefined || input.limit <= 0 ? DEFAULT_LIMIT : input.limit;
  const offset = input.offset ?? 0;
  if (offset + limit > MAX_RESULT_WINDOW) {
    throw badRequest(`Result window is too large, offset + limit must be less than or equal to ${MAX_RESULT_WINDOW} but was ${offset + limit}`);
  }
  const streamIds = streamIdsOf(input.filter);
  if (streamIds === undefined) throw badRequest(`Unsupported filter [${input.filter}]: only streams:<id> is supported`);
  for (const id of streamIds ?? []) assertPermitted(request, streamReadPermission(id));
  const sort = parseSort(input.sort);
  const wantedFields = parseFieldList(input.fields);

  let query;
  try {
    query = compileQuery(input.query, { nowMs: ctx.now() });
  } catch (error) {
    if (error instanceof QueryParseError) return sendQueryParseError(reply, error);
    throw error;
  }
  const started = performance.now();
  let result;
  try {
    result = runWithTimeLimit(query.userRegex, () => store.search({
      query,
      streams: streamIds,
      fromMs: range.fromMs,
      toMs: range.toMs,
      limit,
      offset,
      sort,
    }));
  } catch (error) {
    if (error instanceof TimeLimitExceeded) throw badRequest(searchTooSlowMessage());
    throw error;
  }
  const took = Math.round(performance.now() - started);

  const listedFields = new Set<string>();
  const messages = result.messages.map((message) => {
    const fields = project(message.fields, wantedFields);
    for (const name of Object.keys(fields)) if (!UNLISTED_FIELDS.has(name)) listedFields.add(name);
    return { message: fields, index: message.index, highlight_ranges: {}, decoration_stats: null };
  });
  return {
    query: input.query,
    built_query: JSON.stringify({
      query_string: { query: input.query, default_field: DEFAULT_FIELD, default_operator: 'OR' },
      filter: streamIds ? { streams: streamIds } : null,
      range: { timestamp: { gte: iso(range.fromMs), lte: iso(range.toMs) } },
      sort: { [sort?.field ?? 'timestamp']: sort?.order ?? 'desc' },
      from: offset,
      size: limit,
    }),
    // Each index's stored range (Graylog's IndexRangeSummary): when it was last calculated and how long that took.
    used_indices: result.usedIndices.map((name) => {
      const record = findIndex(ctx.db, name);
      return record ? rangeSummary(record) : { index_name: name, begin: iso(0), end: iso(0), calculated_at: null, took_ms: 0 };
    }),
    messages,
    fields: [...listedFields].sort(),
    time: took,
    total_results: result.total,
    from: iso(range.fromMs),
    to: iso(range.toMs),
    decoration_stats: null,
  };
}

export function registerSearchRoutes(api: FastifyInstance, ctx: ServerContext, store: MessageStore): void {
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/search/universal/relative',
      auth: searchAccess('relative'),
      schema: { querystring: RelativeQuery },
      handler: ({ query, request, reply }) => search(ctx, store, query, relativeRange(query.range, ctx.now()), request, reply),
    }),
    route({
      method: 'GET',
      url: '/search/universal/absolute',
      auth: searchAccess('absolute'),
      schema: { querystring: AbsoluteQuery },
      handler: ({ query, request, reply }) => search(ctx, store, query, absoluteRange(query.from, query.to, ctx.now()), request, reply),
    }),
    route({
      method: 'GET',
      url: '/search/universal/keyword',
      auth: searchAccess('keyword'),
      schema: { querystring: KeywordQuery },
      handler: ({ query, request, reply, caller }) => {
        const range = keywordRange(query.keyword, callerTimeZone(ctx, caller), ctx.now());
        return search(ctx, store, query, range, request, reply);
      },
    }),
  ]);
}
