import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import type { MemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import type { Pipeline } from '@/stores/pipelines/PipelinesStore';
import { MetricsStore } from '@/stores/metrics/MetricsStore';
import type { Rule } from '@/stores/rules/RulesStore';
import { SessionStore } from '@/stores/sessions/SessionStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import RulesPage from './RulesPage';
import type { Call } from 'fixtures/answeringFetch';
import { answeringFetch } from 'fixtures/answeringFetch';
import { currentUserFixture } from 'fixtures/currentUserFixture';
import { meterFixture, NODE_ID } from 'fixtures/inputFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const rule = (id: string, title: string, description: string): Rule => ({
  id, title, description, source: `rule "${title}" when true then end`, created_at: '2024-03-01T10:00:00.000Z', modified_at: '2024-03-02T10:00:00.000Z', errors: null,
});
const checkout = rule('5f00000000000000000000a1', 'tag checkout', 'marks the checkout flow');
const geo = rule('5f00000000000000000000a2', 'add country', 'looks the client IP up');
const unused = rule('5f00000000000000000000a3', 'drop health checks', '');

const pipeline = (id: string, title: string, stages: Array<Array<string>>): Pipeline => ({
  id, title, description: '', source: '', created_at: '', modified_at: '', errors: null,
  stages: stages.map((rules, stage) => ({ stage, match_all: false, rules })),
});
const shop = pipeline('5f00000000000000000000b1', 'Shop', [['tag checkout'], ['add country', 'tag checkout']]);
const audit = pipeline('5f00000000000000000000b2', 'Audit', [['add country']]);

const metric = (ruleId: string, name: string) => `org.graylog.plugins.pipelineprocessor.ast.Rule.${ruleId}.${name}`;

const server = (calls: Array<Call>, metricsEnabled: boolean, overrides: (call: Call) => unknown) => answeringFetch({
  'GET /api/system/pipelines/rule': [unused, checkout, geo],
  'GET /api/system/pipelines/pipeline': [shop, audit],
  'GET /api/system/pipelines/rule/config/metrics': { metrics_enabled: metricsEnabled },
  'PUT /api/system/pipelines/rule/config/metrics': { metrics_enabled: !metricsEnabled },
  'DELETE /api/system/pipelines/rule/5f00000000000000000000a3': undefined,
  'POST /api/cluster/metrics/multiple': {
    [NODE_ID]: {
      total: 4,
      metrics: [
        meterFixture(metric(checkout.id, 'executed'), 2.5, 1500),
        meterFixture(metric(checkout.id, 'matched'), 0.5, 300),
        meterFixture(metric(checkout.id, 'not-matched'), 2, 1200),
        meterFixture(metric(checkout.id, 'failed'), 0, 7),
      ],
    },
  },
}, calls, overrides);

const settle = () => act(async () => { for (let i = 0; i < 6; i += 1) await new Promise((resolve) => setTimeout(resolve, 0)); });

describe('RulesPage', () => {
  let wrapper: ReactWrapper;
  let history: MemoryHistory;
  let calls: Array<Call>;

  const render = async (permissions: Array<string>, { metricsEnabled = false, url = '/system/pipelines/rules', overrides = (() => undefined) as (call: Call) => unknown } = {}) => {
    calls = [];
    const answer = server(calls, metricsEnabled, overrides);
    jest.mocked(fetch).mockImplementation((method, requestUrl, body) => answer(method, requestUrl, body) as Promise<never>);
    jest.mocked(fetchPeriodically).mockImplementation((method, requestUrl, body) => answer(method, requestUrl, body) as Promise<never>);
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions }) });
    history = createMemoryHistory({ initialEntries: [url] });
    wrapper = mount(<Router history={history}><RulesPage /></Router>, { attachTo: document.body.appendChild(document.createElement('div')) });
    await settle();
    wrapper.update();
  };
  const titles = () => wrapper.find('tbody tr').map((tr) => tr.find('td').first().text());
  const row = (title: string) => wrapper.find('tbody tr').filterWhere((tr) => tr.find('td').first().text() === title);
  const headers = () => wrapper.find('thead th').map((th) => th.text().replace(/[▲▼↕]/g, ''));
  const column = (title: string) => headers().indexOf(title);

  beforeEach(() => {
    SessionStore.setState({ sessionId: 'session-1', username: 'jane', validatingSession: false });
    MetricsStore.setState({ metricsByNode: undefined });
    Object.values(UserNotification).forEach((notify) => jest.mocked(notify).mockReset());
  });
  afterEach(() => { wrapper?.unmount(); });

  it('lists the rules by title with the pipelines whose stages use each, linked', async () => {
    await render(['*']);
    expect(wrapper.find('h1').text()).toBe('Pipeline Rules');
    expect(titles()).toEqual(['add country', 'drop health checks', 'tag checkout']);
    expect(headers()).toEqual(['Title', 'Description', 'Created', 'Last modified', 'Used in pipelines', 'Actions']);
    expect(row('tag checkout').find('td').first().find('a').prop('href')).toBe(`/system/pipelines/rules/${checkout.id}`);
    const usedIn = (title: string) => row(title).find('td').at(column('Used in pipelines'));
    // Named in two stages of Shop, listed once.
    expect(usedIn('tag checkout').find('a').map((link) => [link.text(), link.prop('href')])).toEqual([['Shop', `/system/pipelines/${shop.id}`]]);
    expect(usedIn('add country').find('a').map((link) => link.text())).toEqual(['Audit', 'Shop']);
    expect(usedIn('drop health checks').text()).toBe('Not used');
    expect(wrapper.find(`a[href="/system/pipelines/rules/new"]`).first().text()).toBe('Create rule');
    // Metrics are off: no figures asked for.
    expect(calls.some((call) => call.url.includes('/cluster/metrics'))).toBe(false);
  });

  it('searches titles and descriptions, keeping the query in the URL', async () => {
    await render(['*'], { url: '/system/pipelines/rules?query=client' });
    expect(titles()).toEqual(['add country']);
    wrapper.unmount();
    await render(['*'], { url: '/system/pipelines/rules?query=CHECK' });
    expect(titles()).toEqual(['drop health checks', 'tag checkout']);
  });

  it('says so when the pipelines cannot be loaded, rather than claiming a rule is unused', async () => {
    await render(['*'], { overrides: (call) => (call.url === '/api/system/pipelines/pipeline' ? new FetchError('Forbidden', 403, {}) : undefined) });
    expect(titles()).toHaveLength(3);
    expect(row('drop health checks').find('td').at(column('Used in pipelines')).text()).toBe('Pipelines could not be loaded');
  });

  it('shows each rule\'s evaluations, matches and errors while rule metrics are on, and switches them', async () => {
    await render(['*'], { metricsEnabled: true });
    expect(headers()).toContain('Metrics');
    const metricsCall = calls.find((call) => call.url === '/api/cluster/metrics/multiple');
    expect((metricsCall?.body as { metrics: Array<string> }).metrics).toEqual(expect.arrayContaining([
      metric(checkout.id, 'executed'), metric(checkout.id, 'matched'), metric(checkout.id, 'not-matched'), metric(checkout.id, 'failed'),
      metric(geo.id, 'executed'),
    ]));
    const figures = row('tag checkout').find('td').at(column('Metrics')).text();
    expect(figures).toContain('Evaluated: 1,500 (2.50/s)');
    expect(figures).toContain('Matched: 300 (0.50/s)');
    expect(figures).toContain('Not matched: 1,200 (2.00/s)');
    expect(figures).toContain('Errors: 7');
    expect(row('add country').find('td').at(column('Metrics')).text()).toBe('Not run since metrics were switched on');

    const metricsSwitch = () => wrapper.find('input#rule-metrics-switch');
    expect(metricsSwitch().prop('checked')).toBe(true);
    await act(async () => { metricsSwitch().simulate('change', { target: { checked: false } }); });
    await settle();
    wrapper.update();
    expect(calls).toContainEqual({ method: 'PUT', url: '/api/system/pipelines/rule/config/metrics', body: { metrics_enabled: false } });
    expect(UserNotification.success).toHaveBeenCalledWith('Successfully updated rule metrics config');
    expect(metricsSwitch().prop('checked')).toBe(false);
    expect(headers()).not.toContain('Metrics');
  });

  it('deletes a rule after confirmation naming it and the pipelines using it', async () => {
    await render(['*']);
    act(() => { row('add country').find('button[aria-label="Delete rule add country"]').simulate('click'); });
    expect(document.body.querySelector('.modal')?.textContent).toContain('Do you really want to delete the rule add country? It is used in the pipelines Audit, Shop');
    act(() => { Array.from(document.body.querySelectorAll<HTMLButtonElement>('.modal button')).find((button) => button.textContent === 'Cancel')?.click(); });
    await settle();

    act(() => { row('drop health checks').find('button[aria-label="Delete rule drop health checks"]').simulate('click'); });
    await act(async () => { Array.from(document.body.querySelectorAll<HTMLButtonElement>('.modal button')).find((button) => button.textContent === 'Delete')?.click(); });
    await settle();
    expect(calls).toContainEqual({ method: 'DELETE', url: `/api/system/pipelines/rule/${unused.id}`, body: undefined });
    expect(UserNotification.success).toHaveBeenCalledWith('Rule "drop health checks" was deleted successfully');
    expect(calls.filter((call) => call.method === 'GET' && call.url === '/api/system/pipelines/rule')).toHaveLength(2);
  });

  it('offers only what the user may do', async () => {
    await render(['pipeline_rule:read', `pipeline_rule:edit:${checkout.id}`, 'pipeline:read']);
    expect(wrapper.find('a[href="/system/pipelines/rules/new"]')).toHaveLength(0);
    expect(wrapper.find('a[aria-label^="Edit rule"]').map((link) => link.prop('aria-label'))).toEqual(['Edit rule tag checkout']);
    expect(wrapper.find('button[aria-label^="Delete rule"]')).toHaveLength(0);
    expect(wrapper.find('input#rule-metrics-switch').prop('disabled')).toBe(true);
  });

  it('leaves out the Actions column for a reader, who has no action on any rule', async () => {
    await render(['pipeline_rule:read', 'pipeline:read']);
    expect(wrapper.find('tbody tr').length).toBeGreaterThan(0);
    expect(wrapper.find('thead th').map((th) => th.text())).not.toContain('Actions');
  });
});
