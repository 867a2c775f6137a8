// Search and views (Graylog 4): search jobs, views (saved searches and dashboards), field types, and
// the legacy dashboard calls over the same dashboards. Search jobs live in memory, per server.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerRoutes } from '../http/routes';
import type { MessageStore } from '../messages/types';
import { fieldTypesRoutes } from './fieldTypesRoutes';
import { legacyDashboardRoutes } from './legacyDashboardRoutes';
import { SearchJobs } from './searchJobs';
import { searchRoutes } from './searchRoutes';
import { viewRoutes } from './viewRoutes';

export function registerViewsRoutes(api: FastifyInstance, ctx: ServerContext, store: MessageStore): void {
  registerRoutes(api, [
    ...searchRoutes(ctx, store, new SearchJobs(ctx.now)),
    ...viewRoutes(ctx),
    ...fieldTypesRoutes(ctx, store),
    ...legacyDashboardRoutes(ctx, store),
  ]);
}
