// /streams: Graylog 4.0's StreamResource. Lists show only the streams the caller may read
// (streams:read:<id>); a new or cloned stream starts paused and belongs to its creator (an own grant, so
// the share dialog works for it); the streams the server manages (All messages, the events streams) are
// never edited, paused, deleted or cloned. Every write that changes what routing compiled bumps the
// ingest configuration version.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { assertPermitted } from '../auth/hook';
import type { AuthContext } from '../auth/types';
import type { IngestServices, ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { badRequest } from '../http/errors';
import { newObjectId } from '../http/ids';
import { paginate, paginatedBody, PaginationQuery } from '../http/pagination';
import { registerRoutes, route } from '../http/routes';
import { bumpIngestConfig } from '../processing/configVersion';
import { runUserRegex, UserRegexError } from '../regex/userRegex';
import { mayReadEveryStream, mayReadStream, streamReadPermission } from './access';
import { DEFAULT_STREAM_ID } from './defaults';
import { compileRule, fieldView, ruleMatches, streamMatches } from './matching';
import { registerStreamRuleRoutes } from './ruleRoutes';
import { streamCloneSteps } from './cloneSteps';
import {
  deleteStream, insertStream, listStreams, requireStream, saveStream, streamsFromRows, SYSTEM_STREAM_IDS,
} from './store';
import { forgetStreamThroughput, trackStreamThroughput } from './throughput';
import type { StreamRecord, StreamRow, StreamRule } from './types';
import {
  assertWritableIndexSet, checkedMatchingType, checkedRules, checkedTitle, DESCRIPTION_MAX, RuleBody, TITLE_MAX, type RuleSettings,
} from './validation';

const StreamParams = Type.Object({ streamId: Type.String({ minLength: 1, maxLength: 200 }) });
const Text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

// Graylog ignores fields it does not read, and clients send whole streams back.
const CreateBody = Type.Object(
  {
    title: Type.String({ maxLength: TITLE_MAX }),
    description: Text(DESCRIPTION_MAX),
    rules: Type.Optional(Type.Union([Type.Array(RuleBody, { maxItems: 1000 }), Type.Null()])),
    content_pack: Text(1000),
    matching_type: Text(10),
    remove_matches_from_default_stream: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    index_set_id: Text(200),
  },
  { additionalProperties: true },
);
const UpdateBody = Type.Object(
  {
    title: Text(TITLE_MAX),
    description: Text(DESCRIPTION_MAX),
    matching_type: Text(10),
    remove_matches_from_default_stream: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    index_set_id: Text(200),
  },
  { additionalProperties: true },
);
const CloneBody = Type.Object(
  {
    title: Type.String({ maxLength: TITLE_MAX }),
    description: Text(DESCRIPTION_MAX),
    remove_matches_from_default_stream: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    index_set_id: Text(200),
  },
  { additionalProperties: true },
);
const TestMatchBody = Type.Object(
  { message: Type.Record(Type.String(), Type.Unknown()) },
  { additionalProperties: true },
);

const on = (action: string) => (params: { streamId: string }) => `streams:${action}:${permissionTarget(params.streamId)}`;

/** Graylog's refusals for the streams the server manages, per action. */
function assertEditable(streamId: string, action: 'edited' | 'deleted' | 'paused' | 'resumed' | 'cloned'): void {
  if (streamId === DEFAULT_STREAM_ID) throw badRequest(`The default stream cannot be ${action}.`);
  if (SYSTEM_STREAM_IDS.has(streamId)) throw badRequest(`The stream cannot be ${action}.`);
}

function visibleTo(caller: AuthContext): ((stream: { id: string }) => boolean) | undefined {
  if (mayReadEveryStream(caller.permissions)) return undefined;
  return (stream) => mayReadStream(caller.permissions, stream.id);
}

function readableStreams(ctx: ServerContext, caller: AuthContext, enabledOnly: boolean): StreamRecord[] {
  const streams = listStreams(ctx.db, { enabledOnly });
  const visible = visibleTo(caller);
  return visible ? streams.filter(visible) : streams;
}

/** Rules for a new stream (its own ids), from request settings or another stream's rules. */
function newRules(streamId: string, settings: readonly RuleSettings[], nowMs: number): StreamRule[] {
  return settings.map(({ type, field, value, inverted, description }) => ({
    id: newObjectId(nowMs), stream_id: streamId, type, field, value, inverted, description,
  }));
}

function setDisabled(ctx: ServerContext, streamId: string, disabled: boolean): void {
  ctx.db.transaction(() => {
    const stream = requireStream(ctx.db, streamId);
    if (stream.disabled !== disabled) saveStream(ctx.db, { ...stream, disabled });
  })();
  bumpIngestConfig();
}

export function registerStreamRoutes(api: FastifyInstance, ctx: ServerContext, ingest: Pick<IngestServices, 'processor' | 'metrics'>): void {
  const { db } = ctx;
  trackStreamThroughput(ingest.processor, ingest.metrics);

  registerRoutes(api, [
    // Every stream the caller may read, and only the running ones: the same answer over two lists.
    ...([['/streams', false], ['/streams/enabled', true]] as const).map(([url, enabledOnly]) => route({
      method: 'GET',
      url,
      auth: 'authenticated',
      handler: ({ caller }) => {
        const streams = readableStreams(ctx, caller, enabledOnly);
        return { total: streams.length, streams };
      },
    })),
    route({
      method: 'GET',
      url: '/streams/paginated',
      auth: 'authenticated',
      schema: { querystring: PaginationQuery },
      handler: ({ query, caller }) => {
        const visible = visibleTo(caller);
        const list = paginate<StreamRow>(
          {
            db,
            from: 'streams',
            sortable: {
              title: 'title',
              description: "COALESCE(json_extract(data, '$.description'), '')",
              created_at: "json_extract(data, '$.created_at')",
              disabled: 'disabled',
            },
            defaultSort: { field: 'title', order: 'asc' },
            searchable: { title: 'title', description: "COALESCE(json_extract(data, '$.description'), '')" },
            freeTextFields: ['title'],
            tiebreaker: 'id',
            visible,
          },
          query,
        );
        // Rules and outputs of the page's streams only, in two statements.
        const streams = streamsFromRows(db, list.items);
        const { items: _rows, ...info } = list;
        return {
          // `total` stays the number of matches the console's tables read (paginatedList.ts), where Graylog
          // sends the number of all streams; `grand_total` is every stream the caller may read.
          ...paginatedBody('streams', { ...info, items: streams }),
          // Graylog 4.0's own shape of the same figures (its StreamsStore reads the query from here).
          pagination: { total: list.total, count: list.count, page: list.page, per_page: list.per_page, query: list.query },
          sort: query.sort ?? 'title',
          order: query.order ?? 'asc',
        };
      },
    }),
    route({
      method: 'GET',
      url: '/streams/:streamId',
      auth: { permission: on('read') },
      schema: { params: StreamParams },
      handler: ({ params }) => requireStream(db, params.streamId),
    }),
    route({
      method: 'POST',
      url: '/streams',
      auth: { permission: 'streams:create' },
      schema: { body: CreateBody },
      status: 201,
      handler: ({ body, caller }) => {
        const title = checkedTitle(body.title);
        const matchingType = checkedMatchingType(body.matching_type) ?? 'AND';
        const indexSetId = assertWritableIndexSet(db, body.index_set_id);
        const rules = checkedRules(body.rules ?? []);
        const nowMs = ctx.now();
        const id = newObjectId(nowMs);
        const stream: StreamRecord = {
          id,
          title,
          description: body.description ?? null,
          rules: newRules(id, rules, nowMs),
          outputs: [],
          matching_type: matchingType,
          remove_matches_from_default_stream: body.remove_matches_from_default_stream === true,
          index_set_id: indexSetId,
          // New streams start paused, as in Graylog: the rules can be checked before anything is routed.
          disabled: true,
          is_default: false,
          created_at: new Date(nowMs).toISOString(),
          creator_user_id: caller.user.username,
          content_pack: body.content_pack ?? null,
          alert_conditions: [],
          alert_receivers: { emails: [], users: [] },
          is_editable: true,
        };
        db.transaction(() => insertStream(db, stream, caller.user, nowMs))();
        bumpIngestConfig();
        return { stream_id: id };
      },
    }),
    route({
      method: 'PUT',
      url: '/streams/:streamId',
      auth: { permission: on('edit') },
      schema: { params: StreamParams, body: UpdateBody },
      handler: ({ params, body }) => {
        assertEditable(params.streamId, 'edited');
        const updated = db.transaction(() => {
          const stream = requireStream(db, params.streamId);
          const matchingType = checkedMatchingType(body.matching_type);
          const next: StreamRecord = {
            ...stream,
            title: body.title === undefined || body.title === null ? stream.title : checkedTitle(body.title),
            description: body.description === undefined ? stream.description : body.description,
            matching_type: matchingType ?? stream.matching_type,
            remove_matches_from_default_stream: body.remove_matches_from_default_stream ?? stream.remove_matches_from_default_stream,
            // Graylog keeps the index set when a partial update sends none.
            index_set_id: body.index_set_id ? body.index_set_id : stream.index_set_id,
          };
          assertWritableIndexSet(db, next.index_set_id);
          saveStream(db, next);
          return requireStream(db, params.streamId);
        })();
        bumpIngestConfig();
        return updated;
      },
    }),
    route({
      method: 'DELETE',
      url: '/streams/:streamId',
      // Graylog 4.0 deletes with the edit permission.
      auth: { permission: on('edit') },
      schema: { params: StreamParams },
      handler: ({ params }) => {
        assertEditable(params.streamId, 'deleted');
        requireStream(db, params.streamId);
        deleteStream(db, params.streamId);
        bumpIngestConfig();
        forgetStreamThroughput(ingest.metrics, params.streamId);
      },
    }),
    route({
      method: 'POST',
      url: '/streams/:streamId/pause',
      auth: { permission: (params) => [on('changestate')(params), on('edit')(params)] },
      schema: { params: StreamParams },
      handler: ({ params }) => {
        assertEditable(params.streamId, 'paused');
        setDisabled(ctx, params.streamId, true);
      },
    }),
    route({
      method: 'POST',
      url: '/streams/:streamId/resume',
      auth: { permission: (params) => [on('changestate')(params), on('edit')(params)] },
      schema: { params: StreamParams },
      handler: ({ params }) => {
        assertEditable(params.streamId, 'resumed');
        setDisabled(ctx, params.streamId, false);
      },
    }),
    route({
      method: 'POST',
      url: '/streams/:streamId/testMatch',
      auth: { permission: on('read') },
      schema: { params: StreamParams, body: TestMatchBody },
      handler: ({ params, body }) => {
        const stream = requireStream(db, params.streamId);
        const fields = body.message;
        try {
          // The user's own patterns on the user's own message: bounded like every interactive regex.
          const answers = runUserRegex(() => stream.rules.map((rule) => {
            const compiled = compileRule(rule);
            return [rule.id, ruleMatches(compiled, fieldView(fields, compiled.field))] as const;
          }));
          return { matches: streamMatches(stream.matching_type, answers.map(([, answer]) => answer)), rules: Object.fromEntries(answers) };
        } catch (error) {
          if (error instanceof UserRegexError) throw badRequest(error.message);
          throw error;
        }
      },
    }),
    route({
      method: 'POST',
      url: '/streams/:streamId/clone',
      auth: { permission: 'streams:create' },
      schema: { params: StreamParams, body: CloneBody },
      status: 201,
      handler: ({ params, body, caller, request }) => {
        assertPermitted(request, streamReadPermission(params.streamId));
        assertEditable(params.streamId, 'cloned');
        const source = requireStream(db, params.streamId);
        const title = checkedTitle(body.title);
        const indexSetId = assertWritableIndexSet(db, body.index_set_id);
        const nowMs = ctx.now();
        const id = newObjectId(nowMs);
        const clone: StreamRecord = {
          ...source,
          id,
          title,
          description: body.description ?? null,
          rules: newRules(id, source.rules, nowMs),
          remove_matches_from_default_stream: body.remove_matches_from_default_stream === true,
          index_set_id: indexSetId,
          disabled: true,
          is_default: false,
          created_at: new Date(nowMs).toISOString(),
          creator_user_id: caller.user.username,
          content_pack: null,
          alert_conditions: [],
          is_editable: true,
        };
        db.transaction(() => {
          insertStream(db, clone, caller.user, nowMs);
          for (const step of streamCloneSteps()) step(db, { sourceId: source.id, cloneId: id, creator: caller.user, nowMs });
        })();
        bumpIngestConfig();
        return { stream_id: id };
      },
    }),
  ]);
  registerStreamRuleRoutes(api, ctx);
}
