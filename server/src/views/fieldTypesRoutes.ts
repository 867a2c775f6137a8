// Field types (Graylog 4): GET /views/fields (the fields of every stream the caller may read) and
// POST /views/fields {streams, timerange?} (of the given streams, all of which must be readable),
// each as {name, type: {type, properties, index_names}} with Graylog's type names and properties.
import { Type } from '@sinclair/typebox';
import type { ServerContext } from '../context';
import { route, type DeclaredRoute } from '../http/routes';
import type { FieldTypeInfo, MessageStore } from '../messages/types';
import { callerTimeZone } from '../search/timeRange';
import { assertStreamsReadable, readableStreams } from '../streams/access';
import { TimeRangeSchema } from './searchSchema';
import { resolveTimeRange } from './timeRanges';

const FieldsBody = Type.Object({
  streams: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 1000 })),
  timerange: Type.Optional(Type.Union([TimeRangeSchema, Type.Null()])),
});

/** Analyzed (full-text) fields; every other string field is a keyword, as in Graylog's index mapping. */
const FULL_TEXT_FIELDS = new Set(['message', 'full_message']);

export function mappedFieldType(info: FieldTypeInfo) {
  let properties: string[];
  if (info.type === 'string') properties = FULL_TEXT_FIELDS.has(info.name) ? ['full-text-search'] : ['enumerable'];
  else if (info.type === 'long' || info.type === 'double') properties = ['numeric', 'enumerable'];
  else properties = ['enumerable'];
  return { name: info.name, type: { type: info.type, properties, index_names: [...info.indices].sort() } };
}

function fieldTypes(store: MessageStore, fromMs: number, toMs: number, streams: readonly string[] | null) {
  // A user who may read no stream has no fields (rather than a refusal, as in Graylog).
  if (streams !== null && streams.length === 0) return [];
  // The store gives them sorted by name.
  return store.fieldTypes(fromMs, toMs, streams).map(mappedFieldType);
}

export function fieldTypesRoutes(ctx: ServerContext, store: MessageStore): DeclaredRoute[] {
  return [
    route({
      method: 'GET',
      url: '/views/fields',
      auth: 'authenticated',
      handler: ({ caller }) => fieldTypes(store, 0, ctx.now(), readableStreams(ctx.db, caller.permissions)),
    }),
    route({
      method: 'POST',
      url: '/views/fields',
      auth: 'authenticated',
      schema: { body: FieldsBody },
      handler: ({ body, caller }) => {
        const requested = body.streams ?? [];
        assertStreamsReadable(caller.permissions, requested);
        const streams = requested.length > 0 ? requested : readableStreams(ctx.db, caller.permissions);
        const range = body.timerange
          ? resolveTimeRange(body.timerange, ctx.now(), callerTimeZone(ctx, caller), 'timerange')
          : { fromMs: 0, toMs: ctx.now() };
        return fieldTypes(store, range.fromMs, range.toMs, streams);
      },
    }),
  ];
}
