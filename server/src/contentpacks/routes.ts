// Content packs, their installations, and the catalog of exportable entities, over every entity type
// this server can put into a pack (facades/index.ts).
import type { FastifyInstance } from 'fastify';
import type { IngestServices, ServerContext } from '../context';
import { registerContentPackApi } from './contentPackRoutes';
import { facadeRegistry } from './facadeRegistry';
import { FACADES } from './facades';

export function registerContentPackRoutes(api: FastifyInstance, ctx: ServerContext, ingest: IngestServices): void {
  registerContentPackApi(api, { ctx, ingest }, facadeRegistry(FACADES));
}
