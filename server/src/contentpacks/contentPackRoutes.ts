// /system/catalog and /system/content_packs, with Graylog 4's paths, shapes and permissions, over the
// facades handed in (the real ones in routes.ts, fakes in tests).
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { permissionTarget } from '../http/crud';
import { badRequest, notFound } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import { exportEntities, listCatalog } from './catalog';
import { checkConstraints } from './constraints';
import type { FacadeRegistry } from './facadeRegistry';
import { installPack } from './installer';
import {
  countInstallationsOfPack, findInstallation, installationCounts, listInstallations, publicEntity, publicInstallation,
  type StoredInstallation,
} from './installationStore';
import type { ContentPack } from './packModel';
import { deletePack, findPack, findPackRevisions, insertPack, listLatestPacks, listPacks } from './packStore';
import { readUploadedPack } from './packValidation';
import type { FacadeContext } from './types';
import { planUninstall, skippedEntity, uninstallPack } from './uninstaller';

const PackParams = Type.Object({ contentPackId: Type.String({ minLength: 1, maxLength: 200 }) });
const RevisionParams = Type.Object({
  contentPackId: Type.String({ minLength: 1, maxLength: 200 }),
  revision: Type.String({ pattern: '^[0-9]{1,10}$' }),
});
const InstallationParams = Type.Object({
  contentPackId: Type.String({ minLength: 1, maxLength: 200 }),
  installationId: Type.String({ minLength: 1, maxLength: 100 }),
});
const Descriptor = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 200 }),
    type: Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }), version: Type.String({ maxLength: 20 }) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
const ResolveBody = Type.Object({ entities: Type.Array(Descriptor, { maxItems: 10_000 }) }, { additionalProperties: false });
// The pack is checked field by field in packValidation.ts, for refusals that name the field.
const PackBody = Type.Object({}, { additionalProperties: true });
const InstallBody = Type.Object(
  {
    parameters: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
    comment: Type.Optional(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()])),
  },
  { additionalProperties: false },
);

const on = (action: string) => (params: { contentPackId: string }) => `contentpack:${action}:${permissionTarget(params.contentPackId)}`;

/** {packId: {rev: {installation_count}}} for the packs that have installations, as Graylog answers it. */
function packListBody(fc: FacadeContext, packs: ContentPack[]): Record<string, unknown> {
  const counts = installationCounts(fc.ctx.db, packs.map((pack) => pack.id));
  const metadata: Record<string, Record<string, { installation_count: number }>> = {};
  for (const [packId, byRevision] of counts) {
    metadata[packId] = Object.fromEntries([...byRevision].map(([rev, count]) => [String(rev), { installation_count: count }]));
  }
  return { total: packs.length, content_packs: packs, content_packs_metadata: metadata };
}

export function registerContentPackApi(api: FastifyInstance, fc: FacadeContext, facades: FacadeRegistry): void {
  const { db } = fc.ctx;

  const requirePack = (id: string, revision: string): ContentPack => {
    const pack = findPack(db, id, Number(revision));
    if (!pack) throw notFound(`Content pack ${id} with revision ${revision} not found!`);
    return pack;
  };
  const requireRevisions = (id: string): ContentPack[] => {
    const revisions = findPackRevisions(db, id);
    if (revisions.length === 0) throw notFound(`Content pack ${id} not found!`);
    return revisions;
  };
  const requireInstallation = (packId: string, installationId: string): StoredInstallation => {
    const installation = findInstallation(db, installationId);
    if (!installation || installation.content_pack_id !== packId) throw notFound(`Couldn't find installation ${installationId} of content pack ${packId}`);
    return installation;
  };
  const packOf = (installation: StoredInstallation) => findPack(db, installation.content_pack_id, installation.content_pack_revision);

  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/system/catalog',
      auth: { permission: 'catalog:list' },
      handler: () => ({ entities: listCatalog(fc, facades) }),
    }),

    route({
      method: 'POST',
      url: '/system/catalog',
      auth: { permission: 'catalog:resolve' },
      schema: { body: ResolveBody },
      handler: ({ body }) => ({ entities: exportEntities(fc, facades, body.entities) }),
    }),

    route({
      method: 'GET',
      url: '/system/content_packs',
      auth: { permission: 'contentpack:read' },
      handler: () => packListBody(fc, listPacks(db)),
    }),

    route({
      method: 'GET',
      url: '/system/content_packs/latest',
      auth: { permission: 'contentpack:read' },
      handler: () => packListBody(fc, listLatestPacks(db)),
    }),

    route({
      method: 'POST',
      url: '/system/content_packs',
      auth: { permission: 'contentpack:create' },
      schema: { body: PackBody },
      handler: ({ body, request, reply }) => {
        const pack = readUploadedPack(body, fc.ctx.now());
        db.transaction(() => {
          if (findPack(db, pack.id, pack.rev)) {
            throw badRequest(`Content pack ${pack.id} with this revision ${pack.rev} already found!`, 'rev', 'this revision already exists');
          }
          insertPack(db, pack);
        })();
        const base = request.url.split('?')[0].replace(/\/+$/, '');
        reply.code(201).header('Location', `${base}/${encodeURIComponent(pack.id)}`);
        return reply.send();
      },
    }),

    route({
      method: 'GET',
      url: '/system/content_packs/:contentPackId',
      auth: { permission: on('read') },
      schema: { params: PackParams },
      handler: ({ params }) => {
        const revisions = requireRevisions(params.contentPackId);
        return {
          content_pack_revisions: Object.fromEntries(revisions.map((pack) => [String(pack.rev), pack])),
          constraints_result: Object.fromEntries(revisions.map((pack) => [String(pack.rev), checkConstraints(pack.entities)])),
        };
      },
    }),

    route({
      method: 'DELETE',
      url: '/system/content_packs/:contentPackId',
      auth: { permission: on('delete') },
      schema: { params: PackParams },
      handler: ({ params }) => {
        const id = params.contentPackId;
        requireRevisions(id);
        db.transaction(() => {
          if (countInstallationsOfPack(db, id) > 0) {
            throw badRequest(`Content pack ${id} with all its revisions can't be deleted: There are still installations of this content pack`);
          }
          deletePack(db, id);
        })();
      },
    }),

    route({
      method: 'GET',
      url: '/system/content_packs/:contentPackId/installations',
      auth: { permission: on('read') },
      schema: { params: PackParams },
      handler: ({ params }) => {
        requireRevisions(params.contentPackId);
        const installations = listInstallations(db, params.contentPackId).map(publicInstallation);
        return { total: installations.length, installations };
      },
    }),

    route({
      method: 'GET',
      url: '/system/content_packs/:contentPackId/:revision',
      auth: { permission: on('read') },
      schema: { params: RevisionParams },
      handler: ({ params }) => {
        const pack = requirePack(params.contentPackId, params.revision);
        return { content_pack: pack, constraints_result: checkConstraints(pack.entities) };
      },
    }),

    route({
      method: 'DELETE',
      url: '/system/content_packs/:contentPackId/:revision',
      auth: { permission: on('delete') },
      schema: { params: RevisionParams },
      handler: ({ params }) => {
        const pack = requirePack(params.contentPackId, params.revision);
        db.transaction(() => {
          if (countInstallationsOfPack(db, pack.id, pack.rev) > 0) {
            throw badRequest(`Content pack ${pack.id} and revision ${pack.rev} can't be deleted: There are still installations of this content pack revision.`);
          }
          deletePack(db, pack.id, pack.rev);
        })();
      },
    }),

    route({
      method: 'GET',
      url: '/system/content_packs/:contentPackId/:revision/download',
      auth: { permission: on('read') },
      schema: { params: RevisionParams },
      handler: ({ params, reply }) => {
        const pack = requirePack(params.contentPackId, params.revision);
        // Pack ids are letters, digits, '.', '-' and '_' (packValidation.ts): safe in a header as they are.
        reply.header('Content-Disposition', `attachment; filename="content-pack-${pack.id}-${pack.rev}.json"`);
        return pack;
      },
    }),

    route({
      method: 'POST',
      url: '/system/content_packs/:contentPackId/:revision/installations',
      auth: { permission: on('install') },
      schema: { params: RevisionParams, body: InstallBody },
      handler: ({ params, body, caller }) => {
        const pack = requirePack(params.contentPackId, params.revision);
        const installation = installPack(fc, facades, pack, { parameters: body.parameters ?? {}, comment: body.comment ?? '' }, caller.user.username);
        return publicInstallation(installation);
      },
    }),

    route({
      method: 'GET',
      url: '/system/content_packs/:contentPackId/installations/:installationId/uninstall_details',
      auth: { permission: on('read') },
      schema: { params: InstallationParams },
      handler: ({ params }) => {
        const installation = requireInstallation(params.contentPackId, params.installationId);
        const plan = planUninstall(fc, facades, installation, packOf(installation));
        // Graylog answers `entities` only; what would be kept, and why, is ours (its clients ignore it).
        return {
          entities: plan.filter((step) => step.decision.action === 'remove').map((step) => publicEntity(step.entity)),
          skipped_entities: plan.flatMap(({ entity, decision }) => (decision.action === 'keep' ? [skippedEntity(entity, decision.reason)] : [])),
        };
      },
    }),

    route({
      method: 'DELETE',
      url: '/system/content_packs/:contentPackId/installations/:installationId',
      auth: { permission: on('uninstall') },
      schema: { params: InstallationParams },
      handler: ({ params }) => {
        const installation = requireInstallation(params.contentPackId, params.installationId);
        const pack = packOf(installation);
        const uninstalled = uninstallPack(fc, facades, installation, pack);
        return { content_pack: pack ?? null, uninstalled };
      },
    }),
  ]);
}
