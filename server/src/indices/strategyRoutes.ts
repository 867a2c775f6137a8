// GET /system/indices/rotation/strategies[/{strategy}] and /system/indices/retention/strategies[/{strategy}]:
// Graylog's {total, strategies: [{type, default_config, json_schema}]}, for any logged-in caller as in Graylog.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { registerRoutes, route } from '../http/routes';
import { describeStrategy, findStrategy, RETENTION_STRATEGIES, ROTATION_STRATEGIES, type Strategy } from './strategies';

const StrategyParams = Type.Object({ strategy: Type.String({ minLength: 1, maxLength: 500 }) });

function strategyRoutes(kind: 'rotation' | 'retention', strategies: readonly Strategy[]) {
  return [
    route({
      method: 'GET',
      url: `/system/indices/${kind}/strategies`,
      auth: 'authenticated',
      handler: () => ({ total: strategies.length, strategies: strategies.map(describeStrategy) }),
    }),
    route({
      method: 'GET',
      url: `/system/indices/${kind}/strategies/:strategy`,
      auth: 'authenticated',
      schema: { params: StrategyParams },
      handler: ({ params }) => {
        const strategy = findStrategy(kind, params.strategy);
        if (!strategy) throw notFound(`Couldn't find ${kind} strategy for given type ${params.strategy}`);
        return describeStrategy(strategy);
      },
    }),
  ];
}

export function registerStrategyRoutes(api: FastifyInstance): void {
  registerRoutes(api, [...strategyRoutes('rotation', ROTATION_STRATEGIES), ...strategyRoutes('retention', RETENTION_STRATEGIES)]);
}
