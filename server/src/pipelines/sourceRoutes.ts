// The routes rules and pipelines share, as Graylog's RuleResource and PipelineResource do: one, create, parse,
// update and delete of a source whose title is the name written in it. A source that does not parse is answered
// 400 with the parse errors as the body, as Graylog does. Each kind adds its own routes (ruleRoutes.ts,
// pipelineRoutes.ts) and says what its answers hold beyond the stored record.
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import { permissionTarget } from '../http/crud';
import { newObjectId } from '../http/ids';
import { route, type DeclaredRoute } from '../http/routes';
import type { MetricRegistry } from '../metrics/registry';
import { bumpIngestConfig } from '../processing/configVersion';
import { refuseDuplicateTitle, type Parsed } from './sources';
import { deleteSource, findSourceByTitle, requireSource, saveSource, type SourceKind, type SourceRecord } from './store';

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));

/**
 * Graylog's RuleSource and PipelineSource as clients send them; only description and source are read (a
 * pipeline's stages are read from its source). Unknown fields are ignored, as Graylog's object mapper does: a
 * script written for Graylog that sends one more field still works.
 */
const SourceBody = Type.Object({
  id: Nullable(Type.String({ maxLength: 100 })),
  title: Nullable(Type.String({ maxLength: 1000 })),
  description: Nullable(Type.String({ maxLength: 10_000 })),
  source: Type.String({ maxLength: 200_000 }),
  created_at: Nullable(Type.String({ maxLength: 100 })),
  modified_at: Nullable(Type.String({ maxLength: 100 })),
  errors: Type.Optional(Type.Unknown()),
});

const SourceParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

export interface SourceEntity<P extends { name: string }> {
  kind: SourceKind;
  /** Permission prefix: `<permission>:read:<id>`, `<permission>:create`, `<permission>:edit:<id>`, ... */
  permission: string;
  parse: (source: string) => Parsed<P>;
  /** What answers to create, parse and update hold beyond the record, from the source just parsed. */
  parsedJson: (parsed: P) => object;
  /** A stored source as answered. */
  json: (record: SourceRecord) => unknown;
  /** The prefix of the source's meters: they go with it. */
  metricsPrefix: (id: string) => string;
  /** Runs in the delete's transaction, before the source goes. */
  beforeDelete?: (db: Db, id: string) => void;
}

export function sourceRoutes<P extends { name: string }>(ctx: ServerContext, metrics: MetricRegistry, entity: SourceEntity<P>): DeclaredRoute[] {
  const { db } = ctx;
  const { kind, permission } = entity;
  const url = `/system/pipelines/${kind}`;
  const onSource = (action: string) => (params: { id: string }) => `${permission}:${action}:${permissionTarget(params.id)}`;

  /** Answers `answer(parsed)` for a source that parses, else 400 with the parse errors as the body. */
  const whenParsed = (source: string, reply: FastifyReply, answer: (parsed: P) => unknown) => {
    const result = entity.parse(source);
    if (result.parsed !== null) return answer(result.parsed);
    reply.code(400);
    return result.errors;
  };

  /** Saves `record` under the title written in its source, which no other source of the kind may have. */
  const save = (record: SourceRecord, parsed: P) => {
    db.transaction(() => {
      refuseDuplicateTitle(kind, record.title, findSourceByTitle(db, kind, record.title), record.id);
      saveSource(db, kind, record);
    })();
    bumpIngestConfig();
    return { ...record, ...entity.parsedJson(parsed), errors: null };
  };

  return [
    route({
      method: 'POST',
      url,
      auth: { permission: `${permission}:create` },
      schema: { body: SourceBody },
      handler: ({ body, reply }) =>
        whenParsed(body.source, reply, (parsed) => {
          const now = new Date(ctx.now()).toISOString();
          return save({ id: newObjectId(ctx.now()), title: parsed.name, description: body.description ?? null, source: body.source, created_at: now, modified_at: now }, parsed);
        }),
    }),
    route({
      method: 'POST',
      url: `${url}/parse`,
      auth: 'authenticated',
      schema: { body: SourceBody },
      handler: ({ body, reply }) =>
        whenParsed(body.source, reply, (parsed) => {
          const now = new Date(ctx.now()).toISOString();
          return { id: null, title: parsed.name, description: body.description ?? null, source: body.source, created_at: now, modified_at: now, ...entity.parsedJson(parsed), errors: null };
        }),
    }),
    route({
      method: 'GET',
      url: `${url}/:id`,
      auth: { permission: onSource('read') },
      schema: { params: SourceParams },
      handler: ({ params }) => entity.json(requireSource(db, kind, params.id)),
    }),
    route({
      method: 'PUT',
      url: `${url}/:id`,
      auth: { permission: onSource('edit') },
      schema: { params: SourceParams, body: SourceBody },
      handler: ({ params, body, reply }) => {
        const existing = requireSource(db, kind, params.id);
        return whenParsed(body.source, reply, (parsed) =>
          save({ ...existing, title: parsed.name, description: body.description ?? null, source: body.source, modified_at: new Date(ctx.now()).toISOString() }, parsed));
      },
    }),
    route({
      method: 'DELETE',
      url: `${url}/:id`,
      auth: { permission: onSource('delete') },
      schema: { params: SourceParams },
      handler: ({ params }) => {
        requireSource(db, kind, params.id);
        db.transaction(() => {
          entity.beforeDelete?.(db, params.id);
          deleteSource(db, kind, params.id);
        })();
        metrics.removeByPrefix(entity.metricsPrefix(params.id));
        bumpIngestConfig();
      },
    }),
  ];
}
