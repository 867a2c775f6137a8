import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { MetricsStore } from '@/stores/metrics/MetricsStore';
import { METRIC_NAMES_SETTLE_MS } from '@/stores/metrics/useMetrics';
import type { Pipeline } from '@/stores/pipelines/PipelinesStore';
import { SessionStore } from '@/stores/sessions/SessionStore';
import UserNotification from '@/util/UserNotification';

import PipelinesOverviewPage from './PipelinesOverviewPage';
import type { Call } from 'fixtures/answeringFetch';
import { answeringFetch } from 'fixtures/answeringFetch';
import { meterFixture, NODE_ID } from 'fixtures/inputFixtures';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const SHOP_ID = '5f00000000000000000000a1';
const AUDIT_ID = '5f00000000000000000000a2';
const pipeline = (overrides: Partial<Pipeline>): Pipeline => ({
  id: SHOP_ID,
  title: 'Shop',
  description: 'checkout enrichment',
  source: '',
  created_at: '2024-03-01T10:00:00.000Z',
  modified_at: '2024-03-01T10:00:00.000Z',
  stages: [{ stage: 0, match_all: false, rules: ['tag checkout', 'geo'] }, { stage: 1, match_all: true, rules: ['flag'] }],
  errors: null,
  ...overrides,
});
const shop = pipeline({});
const audit = pipeline({ id: AUDIT_ID, title: 'Audit', description: '', stages: [{ stage: 0, match_all: true, rules: [] }] });

const answers = (calls: Array<Call>, overrides: (call: Call) => unknown = () => undefined) => answeringFetch({
  'GET /api/system/pipelines/pipeline': [shop, audit],
  'GET /api/system/pipelines/connections': [{ id: 'c1', stream_id: 's-web', pipeline_ids: [SHOP_ID] }, { id: 'c2', stream_id: 's-gone', pipeline_ids: [SHOP_ID] }],
  'GET /api/streams': { total: 1, streams: [{ id: 's-web', title: 'Web traffic' }] },
  'POST /api/cluster/metrics/multiple': {
    [NODE_ID]: { total: 1, metrics: [meterFixture(`org.graylog.plugins.pipelineprocessor.ast.Pipeline.${SHOP_ID}.executed`, 12.5, 4000)] },
  },
}, calls, overrides);

describe('PipelinesOverviewPage', () => {
  let wrapper: ReactWrapper;
  let calls: Array<Call>;

  const render = async (permissions: Array<string>, overrides?: (call: Call) => unknown) => {
    calls = [];
    const answer = answers(calls, overrides);
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    jest.mocked(fetchPeriodically).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    SessionStore.setState({ ...SessionStore.getInitialState(), sessionId: 'session-1', validatingSession: false });
    const page = await mountPage(<PipelinesOverviewPage />, '/system/pipelines', permissions);
    wrapper = page.wrapper;
    await settle(wrapper);
    await settle(wrapper);
    return page;
  };
  const row = (title: string) => wrapper.find('tbody tr').filterWhere((tr) => tr.find('a.fw-semibold').text() === title);

  afterEach(() => {
    unmountPages();
    MetricsStore.setState({ metricsByNode: undefined });
    jest.mocked(UserNotification.success).mockReset();
  });

  it('lists each pipeline with its stages, connected streams and throughput', async () => {
    await render(['*']);
    const cells = row('Shop').find('td');
    expect(row('Shop').text()).toContain('checkout enrichment');
    expect(cells.someWhere((td) => td.text().includes('Stage 0: either, 2 rules') && td.text().includes('Stage 1: all, 1 rule'))).toBe(true);
    const streamLink = row('Shop').find('a').filterWhere((link) => link.text() === 'Web traffic');
    expect(streamLink.prop('href')).toBe('/streams/s-web/search');
    expect(row('Shop').text()).toContain('12.5 msg/s');
    expect(row('Shop').text()).toContain('4,000 processed');
    expect(row('Audit').text()).toContain('Stage 0: all, 0 rules');
    expect(row('Audit').text()).toContain('Not connected');
    expect(row('Shop').find('a.fw-semibold').prop('href')).toBe(`/system/pipelines/${SHOP_ID}`);
  });

  it('creates a pipeline with one empty stage 0 and opens it', async () => {
    const { history } = await render(['*'], (call) => (call.method === 'POST' && call.url === '/api/system/pipelines/pipeline'
      ? pipeline({ id: '5f00000000000000000000a3', title: 'New one' }) : undefined));
    act(() => { wrapper.find('button').filterWhere((button) => button.text() === 'Create pipeline').simulate('click'); });
    wrapper.update();
    act(() => { wrapper.find('.modal [name="title"]').hostNodes().simulate('change', { target: { value: 'New one' } }); });
    act(() => { wrapper.find('.modal [name="description"]').hostNodes().simulate('change', { target: { value: 'fresh' } }); });
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    await settle(wrapper);
    const created = calls.find((call) => call.method === 'POST' && call.url === '/api/system/pipelines/pipeline');
    expect(created?.body).toEqual({ title: 'New one', description: 'fresh', source: 'pipeline "New one"\nstage 0 match either\nend' });
    expect(history.location.pathname).toBe('/system/pipelines/5f00000000000000000000a3');
  });

  it('offers no create, edit or delete to a reader, and says when connections are not readable', async () => {
    await render(['pipeline:read']);
    expect(wrapper.find('button').filterWhere((button) => button.text() === 'Create pipeline')).toHaveLength(0);
    expect(row('Shop').find('[aria-label="Delete pipeline Shop"]')).toHaveLength(0);
    expect(row('Shop').find('[aria-label="Edit pipeline Shop"]')).toHaveLength(0);
    expect(row('Shop').text()).toContain('Connections could not be loaded');
    expect(wrapper.find('thead th').map((th) => th.text())).not.toContain('Actions');
    expect(calls.some((call) => call.url === '/api/system/pipelines/connections')).toBe(false);
  });

  it('counts the connected streams a reader may not see, and never calls a pipeline not connected when some may be hidden', async () => {
    await render(['pipeline:read', 'pipeline_connection:read', 'streams:read:s-web'], (call) => (call.url === '/api/system/pipelines/connections'
      ? [{ id: 'c1', stream_id: 's-web', pipeline_ids: [SHOP_ID] }, { id: 'c2', stream_id: 's-secret', pipeline_ids: [SHOP_ID] }] : undefined));
    expect(row('Shop').find('li').map((item) => item.text()).slice(-2)).toEqual(['Web traffic', 'and 1 stream you may not see']);
    expect(row('Audit').text()).toContain('Not connected to any stream you may see');
    unmountPages();

    await render(['pipeline:read', 'pipeline_connection:read', 'streams:read:s-web'], (call) => (call.url === '/api/system/pipelines/connections'
      ? [{ id: 'c2', stream_id: 's-secret', pipeline_ids: [AUDIT_ID] }] : undefined));
    expect(row('Audit').text()).toContain('1 stream you may not see');
    expect(row('Audit').text()).not.toContain('Not connected');
  });

  it('shows a title clash the server names at the Title field of the create dialog, without a toast', async () => {
    const clash = 'A pipeline titled "Shop" already exists';
    await render(['*'], (call) => (call.method === 'POST' && call.url === '/api/system/pipelines/pipeline'
      ? new FetchError('Bad Request', 400, { type: 'ApiError', message: clash, failed: true, errors: { title: [clash] } }) : undefined));
    act(() => { wrapper.find('button').filterWhere((button) => button.text() === 'Create pipeline').simulate('click'); });
    wrapper.update();
    act(() => { wrapper.find('.modal [name="title"]').hostNodes().simulate('change', { target: { value: 'Shop' } }); });
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    await settle(wrapper);
    const title = wrapper.find('.modal [name="title"]').hostNodes();
    expect(title.prop('value')).toBe('Shop');
    expect(title.prop('aria-invalid')).toBe(true);
    expect(document.getElementById(String(title.prop('aria-describedby')).split(' ')[0])?.textContent).toBe(`${clash}.`);
    expect(document.body.querySelector('.modal .alert-danger')).toBeNull();
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('shows the errors of each pipeline\'s rules next to its throughput while rule metrics are on', async () => {
    const failed = (ruleId: string, stage: number) => `org.graylog.plugins.pipelineprocessor.ast.Rule.${ruleId}.${SHOP_ID}.${stage}.failed`;
    const rule = (id: string, title: string) => ({ id, title, description: '', source: '', created_at: '', modified_at: '', errors: null });
    const metricsOn = (enabled: boolean) => (call: Call) => {
      if (call.url === '/api/system/pipelines/rule/config/metrics') return { metrics_enabled: enabled };
      if (call.url === '/api/system/pipelines/rule') return [rule('r-tag', 'tag checkout'), rule('r-geo', 'geo'), rule('r-flag', 'flag')];
      if (call.url === '/api/cluster/metrics/multiple') {
        return {
          [NODE_ID]: {
            total: 3,
            metrics: [
              meterFixture(`org.graylog.plugins.pipelineprocessor.ast.Pipeline.${SHOP_ID}.executed`, 12.5, 4000),
              meterFixture(failed('r-tag', 0), 0.5, 3),
              meterFixture(failed('r-flag', 1), 0.1, 4),
            ],
          },
        };
      }
      return undefined;
    };
    await render(['*'], metricsOn(true));
    await settle(wrapper);
    // The rules load after the first metrics request: their error metrics are asked for once the names settle.
    await act(() => new Promise((resolve) => { setTimeout(resolve, METRIC_NAMES_SETTLE_MS + 50); }));
    await settle(wrapper);
    expect(row('Shop').text()).toContain('12.5 msg/s');
    expect(row('Shop').text()).toContain('7 errors');
    const asked = calls.filter((call) => call.url === '/api/cluster/metrics/multiple').map((call) => JSON.stringify(call.body)).join();
    expect(asked).toContain(failed('r-geo', 0));
    unmountPages();

    await render(['*'], metricsOn(false));
    expect(row('Shop').text()).toContain('12.5 msg/s');
    expect(row('Shop').text()).not.toContain('error');
  });

  it('deletes a pipeline after confirmation and reloads the list', async () => {
    await render(['*']);
    act(() => { row('Audit').find('button[aria-label="Delete pipeline Audit"]').simulate('click'); });
    wrapper.update();
    const confirm = Array.from(document.body.querySelectorAll<HTMLButtonElement>('.modal button')).find((button) => button.textContent === 'Delete');
    await act(async () => { confirm?.click(); });
    await settle(wrapper);
    expect(calls).toContainEqual({ method: 'DELETE', url: `/api/system/pipelines/pipeline/${AUDIT_ID}`, body: undefined });
    expect(UserNotification.success).toHaveBeenCalledWith('Pipeline "Audit" deleted successfully');
  });
});
