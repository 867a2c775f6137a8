// Sidecars (the agents' registration protocol and the console's calls), collectors, configurations and variables,
// and the periodic sweep that marks silent sidecars and removes expired ones (stopped when the server closes).
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { getLogger } from '../logging/logger';
import { registerAdministrationRoutes } from './administrationRoutes';
import { registerCollectorRoutes } from './collectorRoutes';
import { registerConfigurationRoutes } from './configurationRoutes';
import { registerSidecarApiRoutes } from './sidecarRoutes';
import { sweepSidecars } from './sidecarStore';
import { registerVariableRoutes } from './variableRoutes';

/**
 * How often silent sidecars are looked for. Graylog sweeps every ten minutes; a minute keeps a sidecar's shown
 * status close to the default inactive threshold (one minute) at the cost of one small query.
 */
export const SWEEP_INTERVAL_MS = 60_000;

const log = getLogger('org.graylog.plugins.sidecar.periodical.PurgeExpiredSidecarsThread');

export function runSidecarSweep(ctx: ServerContext): void {
  try {
    const { marked, removed } = sweepSidecars(ctx.db, ctx.now());
    if (marked > 0) log.debug(`Marked ${marked} sidecars as inactive.`);
    if (removed > 0) log.info(`Purged ${removed} inactive sidecars.`);
  } catch (error) {
    log.error(`Sweeping sidecars failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function registerSidecarRoutes(api: FastifyInstance, ctx: ServerContext): void {
  registerSidecarApiRoutes(api, ctx);
  registerAdministrationRoutes(api, ctx);
  registerCollectorRoutes(api, ctx);
  registerConfigurationRoutes(api, ctx);
  registerVariableRoutes(api, ctx);
  const timer = setInterval(() => runSidecarSweep(ctx), SWEEP_INTERVAL_MS);
  timer.unref();
  api.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
