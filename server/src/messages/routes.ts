// Single messages: GET /messages/{index}/{messageId}, GET /messages/{index}/analyze (how a text is
// split into search terms) and POST /messages/parse (decode a raw message with a codec, as an input
// would, without storing it).
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { codecByName, codecConfigurationProblem, CodecError } from '../codecs';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { badRequest, forbidden, notFound } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import { findIndexSetConfig } from '../indices/store';
import { analyzerByName, ANALYZERS } from '../search/analyzer';
import { mayReadEveryStream, mayReadStream } from '../streams/access';
import { findIndex } from './indices';
import type { MessageFields, MessageStore } from './types';

const MessageParams = Type.Object({
  index: Type.String({ minLength: 1, maxLength: 255 }),
  messageId: Type.String({ minLength: 1, maxLength: 255 }),
});
const IndexParams = Type.Object({ index: Type.String({ minLength: 1, maxLength: 255 }) });
const AnalyzeQuery = Type.Object({
  string: Type.String({ minLength: 1, maxLength: 100_000 }),
  analyzer: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
const ParseBody = Type.Object(
  {
    message: Type.String({ maxLength: 1_000_000 }),
    remote_address: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
    codec: Type.String({ minLength: 1, maxLength: 100 }),
    configuration: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
  },
  { additionalProperties: false },
);

/** Graylog's ResultMessage; a parsed message has no index. */
function resultMessage(fields: MessageFields, index: string | null) {
  return { message: fields, index, highlight_ranges: {}, decoration_stats: null };
}

/** Unless the caller reads every stream, one of the message's streams must be readable. */
function mayReadMessage(permissions: string[], fields: MessageFields): boolean {
  if (mayReadEveryStream(permissions)) return true;
  const streams = Array.isArray(fields.streams) ? fields.streams : [];
  return streams.some((stream) => typeof stream === 'string' && mayReadStream(permissions, stream));
}

/** The analyzer of the index's set; one the server does not know, or a set gone or unreadable, analyzes as `standard`. */
function indexAnalyzer(ctx: ServerContext, indexSetId: string): string {
  const analyzer: unknown = findIndexSetConfig(ctx.db, indexSetId)?.index_analyzer;
  return typeof analyzer === 'string' && analyzerByName(analyzer) ? analyzer : 'standard';
}

export function registerMessageRoutes(api: FastifyInstance, ctx: ServerContext, store: MessageStore): void {
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/messages/:index/analyze',
      auth: { permission: 'messages:analyze' },
      schema: { params: IndexParams, querystring: AnalyzeQuery },
      handler: ({ params, query }) => {
        const record = findIndex(ctx.db, params.index);
        if (!record) throw notFound(`Index ${params.index} does not exist`);
        const name = query.analyzer ?? indexAnalyzer(ctx, record.index_set_id);
        const analyzer = analyzerByName(name);
        if (!analyzer) throw badRequest(`Unknown analyzer ${name}; known analyzers: ${Object.keys(ANALYZERS).join(', ')}`);
        return { tokens: analyzer(query.string) };
      },
    }),

    route({
      method: 'GET',
      url: '/messages/:index/:messageId',
      auth: { permission: (params) => `messages:read:${permissionTarget(params.messageId)}` },
      schema: { params: MessageParams },
      handler: ({ params, caller }) => {
        const stored = store.get(params.index, params.messageId);
        if (!stored) throw notFound(`Message ${params.messageId} does not exist in index ${params.index}`);
        if (!mayReadMessage(caller.permissions, stored.fields)) throw forbidden(`Not authorized to access message ${params.messageId}`);
        return resultMessage(stored.fields, stored.index);
      },
    }),

    route({
      method: 'POST',
      url: '/messages/parse',
      auth: { permission: 'messages:read' },
      schema: { body: ParseBody },
      handler: ({ body }) => {
        const codec = codecByName(body.codec);
        if (!codec) throw badRequest(`Unknown codec ${body.codec}`, 'codec');
        const configuration = body.configuration ?? {};
        const problem = codecConfigurationProblem(codec.name, configuration);
        if (problem) throw badRequest(problem, 'configuration');
        const remoteAddress = body.remote_address || '127.0.0.1';
        let fields: MessageFields;
        try {
          fields = codec.decode(Buffer.from(body.message, 'utf8'), { remoteAddress, nowMs: ctx.now(), configuration });
        } catch (error) {
          throw badRequest(error instanceof CodecError ? `Could not decode message: ${error.message}` : 'Could not decode message', 'message');
        }
        const overrideSource = configuration.override_source;
        if (typeof overrideSource === 'string' && overrideSource !== '') fields.source = overrideSource;
        if (typeof fields.source !== 'string' || fields.source === '') fields.source = remoteAddress;
        return resultMessage({ ...fields, _id: typeof fields._id === 'string' ? fields._id : randomUUID() }, null);
      },
    }),
  ]);
}
