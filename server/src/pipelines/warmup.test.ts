// The rule parser is generated once the server listens, not on the first parse; a file of its own, so that
// no other test built the parser first.
import Fastify from 'fastify';
import { MetricRegistry } from '../metrics/registry';
import { testContext, TEST_START_MS } from '../../test/helpers';
import { ruleParserReady } from './lang';
import { registerPipelineRoutes } from './routes';

it('generates the rule parser in the background after the server starts listening', async () => {
  const ctx = testContext(TEST_START_MS);
  const app = Fastify();
  registerPipelineRoutes(app, ctx, new MetricRegistry(ctx.now));
  try {
    await app.ready();
    expect(ruleParserReady()).toBe(false);
    await app.listen({ port: 0, host: '127.0.0.1' });
    for (let waited = 0; waited < 100 && !ruleParserReady(); waited += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ruleParserReady()).toBe(true);
  } finally {
    await app.close();
    ctx.db.close();
  }
});
