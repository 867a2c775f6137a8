// POST /system/metrics/multiple and /cluster/metrics/multiple: Graylog's shapes, unknown names left
// out, and each name checked against metrics:read:<name>.
import { hashPassword } from '../users/password';
import { insertUser } from '../users/store';
import { ADMIN, basic, expectApiError, makeTestApi, writing, type TestApi } from '../../test/helpers';
import { MetricRegistry } from './registry';
import { registerMetricRoutes } from './routes';

describe('metric routes', () => {
  let t: TestApi;
  let registry: MetricRegistry;

  beforeAll(async () => {
    t = await makeTestApi((api, ctx) => {
      registry = new MetricRegistry(ctx.now);
      registerMetricRoutes(api, ctx, registry);
    });
    registry.meter('org.graylog2.inputs.raw.tcp.RawTCPInput.abc.incomingMessages').mark(12);
    registry.gauge('org.graylog2.inputs.raw.tcp.RawTCPInput.abc.open_connections', () => 3);
    t.clock.advance(10_000);
    insertUser(t.ctx.db, {
      username: 'narrow',
      password_hash: await hashPassword('narrow-pass-1'),
      email: 'n@x.org',
      full_name: 'N',
      permissions: ['metrics:read:org.graylog2.inputs.raw.tcp.RawTCPInput.abc.open_connections'],
    }, t.clock.now());
    insertUser(t.ctx.db, { username: 'nobody', password_hash: await hashPassword('nobody-pass-1'), email: 'o@x.org', full_name: 'O', permissions: [] }, t.clock.now());
  });
  afterAll(async () => {
    await t.app.close();
  });

  const names = ['org.graylog2.inputs.raw.tcp.RawTCPInput.abc.incomingMessages', 'unknown.metric', 'org.graylog2.inputs.raw.tcp.RawTCPInput.abc.open_connections'];

  it('answers the node summary with only the known metrics', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/system/metrics/multiple', headers: writing(ADMIN), payload: { metrics: names } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.metrics[0]).toMatchObject({
      full_name: names[0],
      name: 'incomingMessages',
      type: 'meter',
      metric: { rate: { total: 12, mean: 1.2 }, rate_unit: 'events/second' },
    });
    expect(body.metrics[1]).toEqual({ full_name: names[2], name: 'open_connections', type: 'gauge', metric: { value: 3 } });
  });

  it('keys the cluster answer by node id', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/cluster/metrics/multiple', headers: writing(ADMIN), payload: { metrics: names } });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['test-node']);
    expect(response.json()['test-node'].total).toBe(2);
  });

  it('leaves out metrics the caller may not read', async () => {
    const narrow = await t.app.inject({ method: 'POST', url: '/api/system/metrics/multiple', headers: writing(basic('narrow', 'narrow-pass-1')), payload: { metrics: names } });
    expect(narrow.statusCode).toBe(200);
    expect(narrow.json().metrics.map((metric: { name: string }) => metric.name)).toEqual(['open_connections']);
    const nobody = await t.app.inject({ method: 'POST', url: '/api/system/metrics/multiple', headers: writing(basic('nobody', 'nobody-pass-1')), payload: { metrics: names } });
    expect(nobody.json()).toEqual({ total: 0, metrics: [] });
  });

  it('answers 401 without credentials', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/system/metrics/multiple', headers: { 'x-requested-by': 't' }, payload: { metrics: names } });
    expectApiError(response, 401);
  });

  it('refuses a malformed body with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/system/metrics/multiple', headers: writing(ADMIN), payload: { metrics: 'x' } });
    expectApiError(response, 400);
  });
});
