// Legacy alerting: conditions, alarm callbacks and alerts, the scanner that checks conditions on a timer
// (stopped when the server closes), and copying them when a stream is cloned.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { MessageStore } from '../messages/types';
import { registerStreamCloneStep } from '../streams/cloneSteps';
import { DEFAULT_ALERT_CHECK_INTERVAL_MS } from './alerting';
import { registerAlertRoutes } from './alertRoutes';
import { registerCallbackRoutes } from './callbackRoutes';
import { copyAlertingToClone } from './cloneStep';
import { ConditionHealth } from './conditionHealth';
import { registerConditionRoutes } from './conditionRoutes';
import { AlertScanner } from './scanner';

export interface LegacyAlertingOptions {
  /** Time between two checks of every condition; default the server setting, else one minute. */
  checkIntervalMs?: number;
  /** Start the scanner's timer (default true; tests run rounds themselves). */
  scan?: boolean;
}

export function registerLegacyAlerting(api: FastifyInstance, ctx: ServerContext, messages: MessageStore, options: LegacyAlertingOptions = {}): AlertScanner {
  const checkIntervalMs = options.checkIntervalMs ?? ctx.settings.alertCheckIntervalMs ?? DEFAULT_ALERT_CHECK_INTERVAL_MS;
  const deps = { ctx, messages, checkIntervalMs };
  // The scanner marks conditions failing; their answers show it and editing one clears it.
  const health = new ConditionHealth();
  registerConditionRoutes(api, { ...deps, health });
  registerCallbackRoutes(api, ctx);
  registerAlertRoutes(api, deps);
  registerStreamCloneStep(copyAlertingToClone);
  const scanner = new AlertScanner(deps, health);
  if (options.scan ?? true) scanner.start();
  api.addHook('onClose', async () => {
    await scanner.stop();
  });
  return scanner;
}
