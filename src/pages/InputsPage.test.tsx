import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import type { MemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { PluginManifest } from '@/plugin-api/PluginManifest';
import { PluginStore } from '@/plugin-api/PluginStore';
import { InputStatesStore } from '@/stores/inputs/InputStatesStore';
import { InputTypesStore } from '@/stores/inputs/InputTypesStore';
import { MetricsStore } from '@/stores/metrics/MetricsStore';
import { SessionStore } from '@/stores/sessions/SessionStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import InputsPage from './InputsPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';
import { gaugeFixture, GELF_HTTP, gelfHttpTypeFixture, inputFixture, inputStateFixture, meterFixture, NODE_ID } from 'fixtures/inputFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const RAW_TCP = 'org.graylog2.inputs.raw.tcp.RawTCPInput';
const web = inputFixture({ static_fields: { env: 'prod' } });
const broken = inputFixture({ id: 'input-2', title: 'Syslog collectors', type: RAW_TCP, name: 'Raw/Plaintext TCP', global: true, node: null });
const base = (input: { type: string, id: string }) => `${input.type}.${input.id}`;

type Call = { method: string, url: string, body: unknown };

/** A server with two inputs: "Web servers" runs and received messages, "Syslog collectors" failed. */
const server = (calls: Array<Call>, overrides: (call: Call) => unknown = () => undefined) => (method: string, url: string, body?: unknown) => {
  const call = { method, url, body };
  calls.push(call);
  const overridden = overrides(call);
  if (overridden !== undefined) return overridden instanceof Error ? Promise.reject(overridden) : Promise.resolve(overridden);
  const answers: { [key: string]: unknown } = {
    'GET /api/system/inputs': { inputs: [web, broken], total: 2 },
    'GET /api/cluster/inputstates': {
      [NODE_ID]: [
        inputStateFixture(web, { last_failure: { reason: 'Invalid GELF: missing "short_message"', timestamp: '2024-03-01T10:05:00.000Z' } }),
        inputStateFixture(broken, { state: 'FAILED', detailed_message: 'Address already in use: 127.0.0.1:5555' }),
      ],
    },
    'POST /api/cluster/metrics/multiple': {
      [NODE_ID]: {
        total: 5,
        metrics: [
          meterFixture(`${base(web)}.incomingMessages`, 2.5, 1234),
          gaugeFixture(`${base(web)}.read_bytes_total`, 2048),
          gaugeFixture(`${base(web)}.open_connections`, 1),
          gaugeFixture(`${base(web)}.total_connections`, 9),
          meterFixture(`${base(web)}.failures`, 0, 3),
        ],
      },
    },
    'GET /api/system/inputs/types': { types: { [GELF_HTTP]: 'GELF HTTP', [RAW_TCP]: 'Raw/Plaintext TCP' } },
    [`GET /api/system/inputs/types/${GELF_HTTP}`]: gelfHttpTypeFixture(),
  };
  const key = `${method} ${url}`;
  return key in answers ? Promise.resolve(answers[key]) : Promise.resolve(undefined);
};

const settle = () => act(async () => { for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 0)); });
const modal = () => document.body.querySelector('.modal');
const dialogButton = (label: string) => Array.from(document.body.querySelectorAll<HTMLButtonElement>('.modal button')).find((button) => button.textContent === label);

describe('InputsPage', () => {
  let wrapper: ReactWrapper;
  let history: MemoryHistory;
  let calls: Array<Call>;

  const render = async (permissions: Array<string>, overrides?: (call: Call) => unknown, path = '/system/inputs') => {
    calls = [];
    const answer = server(calls, overrides);
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    jest.mocked(fetchPeriodically).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions }) });
    history = createMemoryHistory({ initialEntries: [path] });
    wrapper = mount(<Router history={history}><InputsPage /></Router>);
    await settle();
    wrapper.update();
  };
  const row = (title: string) => wrapper.find('tbody tr').filterWhere((tr) => tr.find('.fw-semibold').first().text() === title);
  const cell = (title: string, column: number) => row(title).find('td').at(column);
  const rowTitles = () => wrapper.find('tbody tr').map((tr) => tr.find('.fw-semibold').first().text());
  const clickMenuItem = async (title: string, label: string) => {
    act(() => { row(title).find(`button[aria-label="More actions for input ${title}"]`).simulate('click'); });
    await settle();
    wrapper.update();
    act(() => { row(title).find('.dropdown-item').filterWhere((item) => item.text() === label).hostNodes().simulate('click'); });
    await settle();
    wrapper.update();
  };

  beforeEach(() => {
    SessionStore.setState({ sessionId: 'session-1', username: 'jane', validatingSession: false });
    InputStatesStore.setState({ statesByInput: undefined, nodeIds: [] });
    InputTypesStore.setState({ types: undefined, typeDetails: {} });
    MetricsStore.setState({ metricsByNode: undefined });
    Object.values(UserNotification).forEach((notify) => jest.mocked(notify).mockReset());
  });
  afterEach(() => {
    wrapper?.unmount();
    PluginStore.unregister('search-page');
  });

  it('lists the inputs with their state per node, throughput, malformed messages and static fields', async () => {
    await render(['*']);
    expect(wrapper.find('h1').text()).toBe('Inputs');
    expect(rowTitles()).toEqual(['Syslog collectors', 'Web servers']);

    expect(cell('Web servers', 0).text()).toContain('GELF HTTP');
    expect(cell('Web servers', 0).text()).toContain('Node 5ca1ab1e');
    expect(cell('Web servers', 1).text()).toBe('RUNNING');
    expect(cell('Syslog collectors', 0).text()).toContain('Global');
    expect(cell('Syslog collectors', 1).text()).toBe('FAILEDAddress already in use: 127.0.0.1:5555');
    const throughput = cell('Web servers', 2).text();
    expect(throughput).toContain('1,234 messages received');
    expect(throughput).toContain('1-minute rate: 2.50 msg/s');
    expect(throughput).toContain('2.0 KiB read · 1 of 9 connections open');
    expect(cell('Web servers', 3).text()).toContain('3 dropped');
    expect(cell('Web servers', 3).text()).toContain('Last: Invalid GELF: missing "short_message"');
    expect(cell('Web servers', 4).text()).toContain('env = prod');
    expect(cell('Syslog collectors', 2).text()).toBe('No figures');

    const metricsCall = calls.find((call) => call.url === '/api/cluster/metrics/multiple');
    expect((metricsCall?.body as { metrics: Array<string> }).metrics).toContain(`${base(web)}.incomingMessages`);
  });

  it('searches by title and type, and filters by type through the URL', async () => {
    await render(['*']);
    act(() => { wrapper.find('input[type="search"]').simulate('change', { target: { value: 'raw/plain' } }); });
    act(() => { wrapper.find('form[role="search"]').simulate('submit'); });
    await settle();
    wrapper.update();
    expect(rowTitles()).toEqual(['Syslog collectors']);

    act(() => { wrapper.find('input[type="search"]').simulate('change', { target: { value: '' } }); });
    act(() => { wrapper.find('form[role="search"]').simulate('submit'); });
    await settle();
    act(() => { wrapper.find('select[aria-label="Filter inputs by type"]').simulate('change', { target: { value: GELF_HTTP } }); });
    await settle();
    wrapper.update();
    expect(rowTitles()).toEqual(['Web servers']);
    expect(new URLSearchParams(history.location.search).get('type')).toBe(GELF_HTTP);
  });

  it('offers only what the user may do', async () => {
    await render(['inputs:read', 'inputs:changestate:input-1']);
    expect(wrapper.find('form[aria-label="Launch new input"]')).toHaveLength(0);
    expect(row('Web servers').find('button[aria-label="Stop input Web servers"]')).toHaveLength(1);
    expect(row('Syslog collectors').find('button[aria-label^="Stop input"]')).toHaveLength(0);
    expect(row('Web servers').find('a[aria-label^="Manage extractors"]')).toHaveLength(0);
    expect(row('Web servers').find('button[aria-label^="More actions"]')).toHaveLength(1);
    expect(row('Syslog collectors').find('button[aria-label^="More actions"]')).toHaveLength(0);
    expect(row('Web servers').find('button[aria-label^="Remove static field"]')).toHaveLength(0);
    // Without metrics:read there are no figures to ask for, and no column promising them.
    expect(wrapper.find('thead').text()).not.toContain('Throughput');
    expect(calls.some((call) => call.url.includes('/metrics/'))).toBe(false);

    wrapper.unmount();
    await render(['inputs:read', 'inputs:edit:input-2', 'inputs:terminate:input-2', 'inputs:create']);
    expect(wrapper.find('form[aria-label="Launch new input"]')).toHaveLength(1);
    expect(row('Syslog collectors').find('a[aria-label="Manage extractors of input Syslog collectors"]').prop('href'))
      .toBe(`/system/inputs/input-2/${encodeURIComponent(NODE_ID)}/extractors`);
    expect(row('Web servers').find('a[aria-label^="Manage extractors"]')).toHaveLength(0);
  });

  it('stops a running input and restarts a failed one, with the spec\'s toasts', async () => {
    await render(['*'], ({ method, url }) => {
      if (method === 'DELETE' && url === '/api/cluster/inputstates/input-1') return { [NODE_ID]: { id: 'input-1' } };
      if (method === 'DELETE' && url === '/api/cluster/inputstates/input-2') return { [NODE_ID]: { id: 'input-2' } };
      if (method === 'PUT' && url === '/api/cluster/inputstates/input-2') return { [NODE_ID]: null };
      return undefined;
    });
    act(() => { row('Web servers').find('button[aria-label="Stop input Web servers"]').simulate('click'); });
    await settle();
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/cluster/inputstates/input-1', body: undefined });
    expect(UserNotification.success).toHaveBeenCalledWith('Request to stop input was sent successfully', 'Input \'Web servers\' will be stopped shortly');

    await clickMenuItem('Syslog collectors', 'Restart input');
    expect(calls.filter((call) => call.url === '/api/cluster/inputstates/input-2').map((call) => call.method)).toEqual(['DELETE', 'PUT']);
    expect(UserNotification.error).toHaveBeenCalledWith('Request to start input failed in some nodes: the only node failed.', 'Could not start input \'Syslog collectors\'');
  });

  it('launches a new input through the type\'s form, showing a refusal at its field first', async () => {
    let refused = false;
    await render(['*'], ({ method, url }) => {
      if (method === 'POST' && url === '/api/system/inputs') {
        if (!refused) {
          refused = true;
          return new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Port out of range', failed: true, errors: { port: ['must be between 1 and 65535'] } });
        }
        return { id: 'input-3' };
      }
      return undefined;
    });
    act(() => { wrapper.find('select[aria-label="Input type"]').simulate('change', { target: { value: GELF_HTTP } }); });
    act(() => { wrapper.find('form[aria-label="Launch new input"]').simulate('submit'); });
    await settle();
    wrapper.update();
    expect(modal()?.querySelector('.modal-title')?.textContent).toBe('Launch new GELF HTTP input');

    const field = (name: string) => wrapper.find(`.modal [name="${name}"]`).hostNodes();
    act(() => { field('title').simulate('change', { target: { value: 'New GELF' } }); });
    act(() => { field('port').simulate('change', { target: { value: '70000' } }); });
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    await settle();
    wrapper.update();
    expect(modal()?.textContent).toContain('This value must be between 1 and 65535.');
    expect(field('title').prop('value')).toBe('New GELF');

    const listsBefore = calls.filter((call) => call.url === '/api/system/inputs' && call.method === 'GET').length;
    act(() => { field('port').simulate('change', { target: { value: '12300' } }); });
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    await settle();
    wrapper.update();
    const posted = calls.filter((call) => call.method === 'POST' && call.url === '/api/system/inputs').pop();
    expect(posted?.body).toMatchObject({ title: 'New GELF', type: GELF_HTTP, global: false, node: NODE_ID, configuration: { port: 12300 } });
    expect(modal()).toBeNull();
    expect(calls.filter((call) => call.url === '/api/system/inputs' && call.method === 'GET').length).toBe(listsBefore + 1);
  });

  it('deletes an input after a confirmation naming it', async () => {
    await render(['*']);
    await clickMenuItem('Web servers', 'Delete input');
    expect(modal()?.textContent).toContain('Do you really want to delete input Web servers?');
    act(() => { dialogButton('Delete')?.click(); });
    await settle();
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/system/inputs/input-1', body: undefined });
  });

  it('adds and removes static fields', async () => {
    await render(['*']);
    await clickMenuItem('Web servers', 'Add static field');
    const field = (name: string) => wrapper.find(`.modal [name="${name}"]`).hostNodes();
    act(() => { field('key').simulate('change', { target: { value: 'team' } }); });
    act(() => { field('value').simulate('change', { target: { value: 'ops' } }); });
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    await settle();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/system/inputs/input-1/staticfields', body: { key: 'team', value: 'ops' } });
    wrapper.update();

    act(() => { row('Web servers').find('button[aria-label="Remove static field env from input Web servers"]').simulate('click'); });
    await settle();
    expect(modal()?.textContent).toContain('Do you really want to remove static field env from input Web servers?');
    act(() => { dialogButton('Remove')?.click(); });
    await settle();
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/system/inputs/input-1/staticfields/env', body: undefined });
  });

  it('links to the received messages only once a search page is registered', async () => {
    await render(['*']);
    act(() => { row('Web servers').find('button[aria-label="More actions for input Web servers"]').simulate('click'); });
    await settle();
    wrapper.update();
    expect(row('Web servers').find('.dropdown-item').map((item) => item.text())).not.toContain('Show received messages');

    act(() => { PluginStore.register(new PluginManifest({ name: 'search-page' }, { routes: [{ path: '/search', component: () => null }] })); });
    await settle();
    wrapper.update();
    const link = row('Web servers').find('a.dropdown-item').filterWhere((item) => item.text() === 'Show received messages');
    expect(link.prop('href')).toBe(`/search?q=${encodeURIComponent('gl2_source_input:input-1')}`);
  });
});
