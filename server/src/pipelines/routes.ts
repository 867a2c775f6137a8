// The pipeline processor's calls under /system/pipelines: rules, pipelines, stream connections and the
// simulator. The simulator compiles its own copy of what runs at intake (the same rules, counted nowhere).
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { assertPermitted } from '../auth/hook';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { registerRoutes, route } from '../http/routes';
import type { MetricRegistry } from '../metrics/registry';
import { requireStream } from '../streams/store';
import { connectionRoutes } from './connectionRoutes';
import { pipelineRoutes } from './pipelineRoutes';
import { warmRuleParser } from './lang';
import { ruleRoutes } from './ruleRoutes';
import { lookupRoundsFor, ServicesCache } from './services';
import { simulate } from './simulate';
import { PipelineStateCache } from './state';

/** Graylog's SimulationRequest; unknown fields are ignored, as in Graylog. */
const SimulationBody = Type.Object({
  stream_id: Type.String({ minLength: 1, maxLength: 100 }),
  message: Type.Record(Type.String({ maxLength: 1000 }), Type.Unknown(), { maxProperties: 1000 }),
  input_id: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
});

export function registerPipelineRoutes(api: FastifyInstance, ctx: ServerContext, metrics: MetricRegistry): void {
  // The rule parser is generated from its grammar on first use, which takes about 190 ms: do it in the
  // background once the server listens, so the first parse (a rule typed in the console, intake's first
  // batch) does not wait for it. Tests inject requests without listening, so they never pay for it here.
  api.addHook('onListen', async () => {
    setImmediate(warmRuleParser);
  });
  const states = new PipelineStateCache(ctx.db, null);
  let services: ServicesCache | null = null;
  registerRoutes(api, [
    ...ruleRoutes(ctx, metrics),
    ...pipelineRoutes(ctx, metrics),
    ...connectionRoutes(ctx),
    route({
      method: 'POST',
      url: '/system/pipelines/simulate',
      auth: { permission: 'pipeline_rule:read' },
      schema: { body: SimulationBody },
      handler: ({ body, request }) => {
        assertPermitted(request, `streams:read:${permissionTarget(body.stream_id)}`);
        requireStream(ctx.db, body.stream_id);
        const lookups = lookupRoundsFor(ctx);
        services ??= new ServicesCache(ctx, lookups);
        return simulate(states.current(), services.current(), lookups, body);
      },
    }),
  ]);
}
