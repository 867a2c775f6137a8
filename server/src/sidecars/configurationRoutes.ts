// /sidecar/configurations: the paginated list, read, create, update (the collector may only change while no
// sidecar uses the configuration), copy, delete (refused while assigned), validate, the sidecars using one,
// the configuration rendered for a sidecar (with an ETag, as sidecars poll it), the editor's preview and the
// list of uploaded configurations.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { assertPermitted } from '../auth/hook';
import type { ServerContext } from '../context';
import { badRequest, notFound } from '../http/errors';
import { paginate, PaginationQuery } from '../http/pagination';
import { registerRoutes, route } from '../http/routes';
import {
  createConfiguration, deleteConfiguration, findConfiguration, renderForSidecar, renderPreview, updateConfiguration,
  validateConfiguration,
} from './configurations';
import { answerWithEtag } from './etag';
import { sidecarListBody } from './listShape';
import { CONFIGURATIONS, SIDECARS } from './permissions';
import { findSidecar, sidecarsWithConfiguration } from './sidecarStore';
import { TemplateError } from './template';
import type { Configuration, ConfigurationInput } from './types';

const ConfigurationBody = Type.Object({
  id: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  collector_id: Type.String({ maxLength: 100 }),
  name: Type.String({ maxLength: 200 }),
  color: Type.String({ maxLength: 50 }),
  template: Type.String({ maxLength: 1_000_000 }),
}, { additionalProperties: false });

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const CopyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }), name: Type.String({ maxLength: 200 }) });
const RenderParams = Type.Object({ sidecarId: Type.String({ minLength: 1, maxLength: 200 }), configurationId: Type.String({ minLength: 1, maxLength: 100 }) });
const PreviewBody = Type.Object({ template: Type.String({ maxLength: 1_000_000 }) }, { additionalProperties: false });
const UploadsQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })) }, { additionalProperties: true });

/** Graylog pages uploaded configurations ten at a time. */
const UPLOADS_PER_PAGE = 10;

const inputOf = (body: Static<typeof ConfigurationBody>): ConfigurationInput => ({
  collector_id: body.collector_id,
  name: body.name,
  color: body.color,
  template: body.template,
});

export function requireConfiguration(ctx: ServerContext, id: string): Configuration {
  const configuration = findConfiguration(ctx.db, id);
  if (!configuration) throw notFound(`Could not find Configuration <${id}>.`);
  return configuration;
}

const summaryOf = (configuration: Configuration) => ({
  id: configuration.id,
  name: configuration.name,
  collector_id: configuration.collector_id,
  color: configuration.color,
});

export function registerConfigurationRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const inUse = (id: string) => sidecarsWithConfiguration(db, id).length > 0;
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/sidecar/configurations',
      auth: { permission: CONFIGURATIONS.read },
      schema: { querystring: PaginationQuery },
      handler: ({ query }) => {
        const list = paginate<Configuration>({
          db,
          from: 'sidecar_configurations',
          sortable: { name: 'name', id: 'id', collector_id: 'collector_id' },
          defaultSort: { field: 'name', order: 'asc' },
          searchable: { id: 'id', collector_id: 'collector_id', name: 'name' },
          freeTextFields: ['name'],
          map: summaryOf,
        }, query);
        return sidecarListBody('configurations', list, { sort: query.sort ?? 'name', order: query.order ?? 'asc' });
      },
    }),
    route({
      method: 'GET',
      url: '/sidecar/configurations/uploads',
      auth: { permission: CONFIGURATIONS.read },
      schema: { querystring: UploadsQuery },
      // Uploads are what sidecars of the old collector generation imported; this server never receives any.
      handler: ({ query }) => ({ pagination: { total: 0, count: 0, page: query.page ?? 1, per_page: UPLOADS_PER_PAGE }, total: 0, uploads: [] }),
    }),
    route({
      method: 'GET',
      url: '/sidecar/configurations/:id',
      auth: { permission: CONFIGURATIONS.read },
      schema: { params: IdParams },
      handler: ({ params }) => requireConfiguration(ctx, params.id),
    }),
    route({
      method: 'GET',
      url: '/sidecar/configurations/:id/sidecars',
      auth: { permission: CONFIGURATIONS.read },
      schema: { params: IdParams },
      handler: ({ params, request }) => {
        assertPermitted(request, SIDECARS.read);
        const configuration = requireConfiguration(ctx, params.id);
        return { configuration_id: configuration.id, sidecar_ids: sidecarsWithConfiguration(db, configuration.id) };
      },
    }),
    route({
      method: 'POST',
      url: '/sidecar/configurations',
      auth: { permission: CONFIGURATIONS.create },
      schema: { body: ConfigurationBody },
      handler: ({ body }) => db.transaction(() => createConfiguration(db, inputOf(body), ctx.now()))(),
    }),
    route({
      method: 'PUT',
      url: '/sidecar/configurations/:id',
      auth: { permission: CONFIGURATIONS.update },
      schema: { params: IdParams, body: ConfigurationBody },
      handler: ({ params, body }) => db.transaction(() => {
        const previous = requireConfiguration(ctx, params.id);
        if (previous.collector_id !== body.collector_id && inUse(params.id)) {
          throw badRequest('Configuration still in use, cannot change collector type.', 'collector_id');
        }
        return updateConfiguration(db, params.id, inputOf(body));
      })(),
    }),
    route({
      method: 'POST',
      url: '/sidecar/configurations/validate',
      auth: { permission: CONFIGURATIONS.read },
      schema: { body: ConfigurationBody },
      handler: ({ body }) => validateConfiguration(db, inputOf(body), { id: body.id ?? undefined }),
    }),
    route({
      method: 'POST',
      url: '/sidecar/configurations/render/preview',
      auth: { permission: CONFIGURATIONS.read },
      schema: { body: PreviewBody },
      handler: ({ body }) => {
        try {
          return { preview: renderPreview(db, body.template) };
        } catch (error) {
          if (error instanceof TemplateError) throw badRequest(`Could not render template preview: ${error.message}`, 'template', error.message);
          throw error;
        }
      },
    }),
    route({
      method: 'GET',
      url: '/sidecar/configurations/render/:sidecarId/:configurationId',
      auth: { permission: CONFIGURATIONS.read },
      schema: { params: RenderParams },
      handler: ({ params, request, reply }) => {
        const sidecar = findSidecar(db, params.sidecarId);
        if (!sidecar) throw notFound(`Couldn't find Sidecar by ID: ${params.sidecarId}`);
        const configuration = findConfiguration(db, params.configurationId);
        if (!configuration) throw notFound(`Couldn't find configuration by ID: ${params.configurationId}`);
        let rendered: string;
        try {
          rendered = renderForSidecar(db, configuration, sidecar);
        } catch (error) {
          if (error instanceof TemplateError) throw badRequest(`Could not render configuration "${configuration.name}": ${error.message}`);
          throw error;
        }
        // Graylog answers the configuration with its template rendered (what the sidecar agent reads);
        // `configuration` repeats the text under the name of Graylog's render response.
        return answerWithEtag(request, reply, { ...configuration, template: rendered, configuration: rendered });
      },
    }),
    route({
      method: 'POST',
      url: '/sidecar/configurations/:id/:name',
      auth: { permission: CONFIGURATIONS.create },
      schema: { params: CopyParams },
      status: 202,
      handler: ({ params, request }) => {
        assertPermitted(request, CONFIGURATIONS.read);
        db.transaction(() => {
          const { id: _id, ...original } = requireConfiguration(ctx, params.id);
          createConfiguration(db, { ...original, name: params.name }, ctx.now());
        })();
      },
    }),
    route({
      method: 'DELETE',
      url: '/sidecar/configurations/:id',
      auth: { permission: CONFIGURATIONS.delete },
      schema: { params: IdParams },
      status: 202,
      handler: ({ params }) => {
        db.transaction(() => {
          requireConfiguration(ctx, params.id);
          if (inUse(params.id)) throw badRequest('Configuration still in use, cannot delete.');
          deleteConfiguration(db, params.id);
        })();
      },
    }),
  ]);
}
