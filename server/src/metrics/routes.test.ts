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

  const get = (url: string, headers = ADMIN) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const narrow = basic('narrow', 'narrow-pass-1');
  const prefix = 'org.graylog2.inputs.raw.tcp.RawTCPInput.abc';

  it('lists the metric names to callers with metrics:allkeys', async () => {
    expect((await get('/system/metrics/names')).json()).toEqual({ names: [names[0], names[2]] });
    expect((await get('/cluster/test-node/metrics/names')).json()).toEqual({ names: [names[0], names[2]] });
    expectApiError(await get('/system/metrics/names', narrow), 403);
    expectApiError(await get('/cluster/other-node/metrics/names'), 404);
  });

  it('answers one metric as Dropwizard writes it, 404 for an unknown one', async () => {
    expect((await get(`/system/metrics/${names[2]}`)).json()).toEqual({ value: 3 });
    expect((await get(`/system/metrics/${names[0]}`)).json()).toMatchObject({ count: 12, mean_rate: 1.2, m1_rate: expect.any(Number), units: 'events/second' });
    expect(expectApiError(await get('/system/metrics/no.such.metric'), 404)).toBe('I do not have a metric called [no.such.metric].');
    expect((await get(`/system/metrics/${names[2]}`, narrow)).statusCode).toBe(200);
    expectApiError(await get(`/system/metrics/${names[0]}`, narrow), 403);
  });

  it('answers the whole registry to callers with metrics:readall', async () => {
    const all = (await get('/system/metrics')).json();
    expect(all.gauges).toEqual({ [names[2]]: { value: 3 } });
    expect(Object.keys(all.meters)).toEqual([names[0]]);
    expect(all).toMatchObject({ counters: {}, histograms: {}, timers: {} });
    expectApiError(await get('/system/metrics', narrow), 403);
  });

  it('answers the readable metrics of a namespace, 404 when none', async () => {
    const all = (await get(`/system/metrics/namespace/${prefix}`)).json();
    expect(all.total).toBe(2);
    expect(all.metrics.map((metric: { name: string }) => metric.name)).toEqual(['incomingMessages', 'open_connections']);
    expect((await get(`/cluster/test-node/metrics/namespace/${prefix}`)).json()).toEqual(all);
    expect((await get(`/system/metrics/namespace/${prefix}`, narrow)).json().total).toBe(1);
    expect(expectApiError(await get('/system/metrics/namespace/org.nothing'), 404)).toBe('No metrics with namespace [org.nothing] found.');
    expectApiError(await get(`/system/metrics/namespace/${prefix}`, basic('nobody', 'nobody-pass-1')), 404);
  });

  it('answers one node\'s multiple metrics, 404 for another node', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/cluster/test-node/metrics/multiple', headers: writing(ADMIN), payload: { metrics: names } });
    expect(response.json().total).toBe(2);
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/cluster/other/metrics/multiple', headers: writing(ADMIN), payload: { metrics: names } }), 404);
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
