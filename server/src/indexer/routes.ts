// Every call of the indexer: indices, deflectors, index ranges, the overview and cluster, failures.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerDeflectorRoutes } from './routes/deflectorRoutes';
import { registerFailuresRoutes } from './routes/failuresRoutes';
import { registerIndicesRoutes } from './routes/indicesRoutes';
import { registerOverviewRoutes } from './routes/overviewRoutes';
import { registerRangesRoutes } from './routes/rangesRoutes';

export function registerIndexerRoutes(api: FastifyInstance, ctx: ServerContext): void {
  registerIndicesRoutes(api, ctx);
  registerDeflectorRoutes(api, ctx);
  registerRangesRoutes(api, ctx);
  registerOverviewRoutes(api, ctx);
  registerFailuresRoutes(api, ctx);
}
