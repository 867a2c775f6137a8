// GET/PUT /system/messageprocessors/config: Graylog's shape, the two processors that exist, refusals.
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, basic, createReader, expectApiError, useTestApp, writing } from '../../test/helpers';
import { FILTER_CHAIN_CLASS, PIPELINE_PROCESSOR_CLASS } from './config';

describe('message processors configuration', () => {
  const t = useTestApp({}, { per: 'file' });
  const reader = basic('rita', 'secret123');

  beforeAll(async () => {
    await createReader(t.app, 'rita');
  });

  const call = (method: 'GET' | 'PUT', payload?: unknown, auth = ADMIN): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url: '/api/system/messageprocessors/config', headers: method === 'GET' ? auth : writing(auth), payload: payload as object | undefined });

  const filterChain = { name: 'Message Filter Chain', class_name: FILTER_CHAIN_CLASS };
  const pipelines = { name: 'Pipeline Processor', class_name: PIPELINE_PROCESSOR_CLASS };

  it('runs the filter chain first by default, nothing disabled', async () => {
    expect((await call('GET', undefined, reader)).json()).toEqual({ processor_order: [filterChain, pipelines], disabled_processors: [] });
  });

  it('stores a new order and disabled processors, kept across a restart', async () => {
    const response = await call('PUT', { processor_order: [pipelines, filterChain], disabled_processors: [PIPELINE_PROCESSOR_CLASS] });
    expect(response.json()).toEqual({ processor_order: [pipelines, filterChain], disabled_processors: [PIPELINE_PROCESSOR_CLASS] });
    await t.restart();
    expect((await call('GET')).json()).toEqual({ processor_order: [pipelines, filterChain], disabled_processors: [PIPELINE_PROCESSOR_CLASS] });
  });

  it('puts processors the order leaves out after the ones it names', async () => {
    expect((await call('PUT', { processor_order: [pipelines], disabled_processors: [] })).json().processor_order).toEqual([pipelines, filterChain]);
  });

  it('refuses unknown processors and a Reader, changing nothing', async () => {
    const before = (await call('GET')).json();
    expect(expectApiError(await call('PUT', { processor_order: [{ name: 'GeoIP', class_name: 'org.graylog.plugins.map.geoip.processor.GeoIpProcessor' }], disabled_processors: [] }), 400))
      .toMatch(/Unknown message processor org\.graylog\.plugins\.map\.geoip/);
    expectApiError(await call('PUT', { processor_order: [filterChain], disabled_processors: ['nope'] }), 400);
    expectApiError(await call('PUT', { processor_order: [filterChain] }), 400);
    expectApiError(await call('PUT', { processor_order: [filterChain, pipelines], disabled_processors: [] }, reader), 403);
    expect((await call('GET')).json()).toEqual(before);
  });
});
