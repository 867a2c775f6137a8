// Outputs inside the whole server: a message taken in by a GELF HTTP input, stored and routed into the
// default stream, is forwarded by that stream's GELF output, and its counters read like any metric.
import { ADMIN, useTestApp, writing } from '../../test/helpers';
import { freeTcpPort, waitFor } from '../inputs/testSupport';
import { DEFAULT_STREAM_ID } from '../streams/defaults';
import { outputMetricNames } from './metrics';
import { tcpListener } from './testSupport';

describe('outputs in the server', () => {
  const t = useTestApp();

  it('forwards what an input takes in to the outputs of its stream', async () => {
    const listener = await tcpListener();
    try {
      const output = await t.app.inject({
        method: 'POST',
        url: '/api/system/outputs',
        headers: writing(ADMIN),
        payload: { title: 'archive', type: 'org.graylog2.outputs.GelfOutput', configuration: { hostname: '127.0.0.1', port: listener.port, protocol: 'TCP' } },
      });
      expect(output.statusCode).toBe(201);
      const outputId = output.json().id as string;
      const attached = await t.app.inject({ method: 'POST', url: `/api/streams/${DEFAULT_STREAM_ID}/outputs`, headers: writing(ADMIN), payload: { outputs: [outputId] } });
      expect(attached.statusCode).toBe(202);

      const port = await freeTcpPort();
      const input = await t.app.inject({
        method: 'POST',
        url: '/api/system/inputs',
        headers: writing(ADMIN),
        payload: { title: 'http', type: 'org.graylog2.inputs.gelf.http.GELFHttpInput', global: true, configuration: { bind_address: '127.0.0.1', port } },
      });
      expect(input.statusCode).toBe(201);
      const sent = await fetch(`http://127.0.0.1:${port}/gelf`, {
        method: 'POST',
        body: JSON.stringify({ version: '1.1', host: 'app-test', short_message: 'forward me', _app: 'shop' }),
      });
      expect(sent.status).toBe(202);

      await waitFor(() => listener.received.length === 1);
      const forwarded = JSON.parse(listener.received[0].toString('utf8'));
      expect(forwarded).toMatchObject({ version: '1.1', host: 'app-test', short_message: 'forward me', _app: 'shop', _gl2_source_input: input.json().id });

      const names = outputMetricNames(outputId);
      const totals = async (): Promise<Record<string, number>> => {
        const metrics = await t.app.inject({ method: 'POST', url: '/api/cluster/metrics/multiple', headers: writing(ADMIN), payload: { metrics: [names.sent, names.dropped] } });
        const summary = Object.values(metrics.json())[0] as { metrics: { full_name: string; metric: { rate: { total: number } } }[] };
        return Object.fromEntries(summary.metrics.map((metric) => [metric.full_name, metric.metric.rate.total]));
      };
      let latest: Record<string, number> = {};
      for (let attempt = 0; attempt < 100 && latest[names.sent] !== 1; attempt += 1) {
        latest = await totals();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(latest).toEqual({ [names.sent]: 1, [names.dropped]: 0 });
    } finally {
      await listener.close();
    }
  });
});
