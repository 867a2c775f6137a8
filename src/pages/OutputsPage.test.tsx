import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import fetch, { fetchPeriodically } from '@/logic/rest/FetchProvider';
import { MetricsStore } from '@/stores/metrics/MetricsStore';
import { SessionStore } from '@/stores/sessions/SessionStore';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import OutputsPage from './OutputsPage';
import type { Call } from 'fixtures/answeringFetch';
import { answeringFetch } from 'fixtures/answeringFetch';
import { currentUserFixture } from 'fixtures/currentUserFixture';
import { formDriver } from 'fixtures/formDriver';
import { gaugeFixture, meterFixture, NODE_ID } from 'fixtures/inputFixtures';
import { GELF_OUTPUT, outputFixture, outputStreamFixture, outputTypesFixture, WEBHOOK_OUTPUT } from 'fixtures/outputFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const archive = outputFixture();
const webhook = outputFixture({
  id: '5f0000000000000000000a02', title: 'Ticket hook', type: WEBHOOK_OUTPUT, configuration: { url: 'https://hooks.example.org/in', api_token: 's3cr3t-token' },
});
const orphan = outputFixture({ id: '5f0000000000000000000a03', title: 'Old plugin output', type: 'org.example.Gone', configuration: { password: 'hunter2' } });
const webStream = outputStreamFixture({ outputs: [archive] });
const appStream = outputStreamFixture({ id: '5f0000000000000000000b02', title: 'App logs', outputs: [archive, webhook] });
const metricBase = `org.graylog2.outputs.${archive.id}`;

/** A server with three outputs, two streams using some of them, and the archive's forwarding counters. */
const server = (calls: Array<Call>, overrides: (call: Call) => unknown) => answeringFetch({
  'GET /api/system/outputs/available': { types: outputTypesFixture() },
  'GET /api/system/outputs': { total: 3, outputs: [webhook, orphan, archive] },
  'GET /api/streams': { total: 2, streams: [webStream, appStream] },
  'POST /api/cluster/metrics/multiple': {
    [NODE_ID]: {
      total: 4,
      metrics: [
        meterFixture(`${metricBase}.messages.sent`, 1.5, 1200),
        meterFixture(`${metricBase}.messages.failed`, 0, 3),
        meterFixture(`${metricBase}.messages.dropped`, 0, 0),
        gaugeFixture(`${metricBase}.queue.size`, 0),
      ],
    },
  },
}, calls, overrides);

const settle = () => act(async () => { for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0)); });
const modal = () => document.body.querySelector('.modal');
const dialogButton = (label: string) => Array.from(document.body.querySelectorAll<HTMLButtonElement>('.modal button')).find((button) => button.textContent === label);

describe('OutputsPage', () => {
  let wrapper: ReactWrapper;
  let calls: Array<Call>;

  const render = async (permissions: Array<string>, overrides: (call: Call) => unknown = () => undefined) => {
    calls = [];
    const answer = server(calls, overrides);
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    jest.mocked(fetchPeriodically).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions }) });
    wrapper = mount(<Router history={createMemoryHistory({ initialEntries: ['/system/outputs'] })}><OutputsPage /></Router>);
    await settle();
    wrapper.update();
  };
  const titleOf = (tr: ReactWrapper) => tr.find('td').first().find('.fw-semibold').first().text();
  const row = (title: string) => wrapper.find('tbody tr').filterWhere((tr) => titleOf(tr) === title);
  const cell = (title: string, column: number) => row(title).find('td').at(column);
  const headers = () => wrapper.find('thead th').map((th) => th.text().replace(/[▲▼↕]/g, ''));
  const form = formDriver(() => wrapper.find('.modal'));
  const field = (name: string) => form.field(name);
  const type = (name: string, value: string) => act(() => { field(name).simulate('change', { target: { value } }); });
  const submitDialog = async () => {
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    await settle();
    wrapper.update();
  };

  beforeEach(() => {
    SessionStore.setState({ sessionId: 'session-1', username: 'jane', validatingSession: false });
    MetricsStore.setState({ metricsByNode: undefined });
    Object.values(UserNotification).forEach((notify) => jest.mocked(notify).mockReset());
  });
  afterEach(() => { wrapper?.unmount(); });

  it('lists every output with its type, configuration without secrets, the streams using it and its forwarding figures', async () => {
    await render(['*']);
    expect(wrapper.find('h1').text()).toBe('Outputs');
    expect(wrapper.find('tbody tr').map(titleOf)).toEqual(['Archive', 'Old plugin output', 'Ticket hook']);
    expect(headers()).toEqual(['Title', 'Type', 'Configuration', 'Streams', 'Forwarding', 'Actions']);

    expect(cell('Archive', 1).text()).toBe('GELF Output');
    expect(cell('Archive', 2).text()).toContain('Destination host:archive.example.org');
    expect(cell('Archive', 2).text()).toContain('Destination port:12201');
    // Optional settings left at their default are counted, not listed.
    expect(cell('Archive', 2).text()).not.toContain('TCP no delay');
    expect(cell('Archive', 2).text()).toContain('1 more setting at the default');
    expect(cell('Archive', 3).find('a').map((link) => [link.text(), link.prop('href')])).toEqual([
      ['App logs', `/streams/${appStream.id}/outputs`],
      ['Web servers', `/streams/${webStream.id}/outputs`],
    ]);
    expect(cell('Archive', 4).text()).toContain('1,200 messages sent');
    expect(cell('Archive', 4).text()).toContain('3 failed');

    expect(cell('Ticket hook', 2).text()).toContain('API token:set (hidden)');
    expect(wrapper.text()).not.toContain('s3cr3t-token');
    // Without its type nothing says which fields are secret: no value is shown.
    expect(cell('Old plugin output', 1).text()).toBe('org.example.Gone');
    expect(cell('Old plugin output', 2).text()).toContain('is not available on this server');
    expect(wrapper.text()).not.toContain('hunter2');
    expect(cell('Old plugin output', 3).text()).toBe('No stream');
    expect(row('Old plugin output').find('button[aria-label="Edit output Old plugin output"]')).toHaveLength(0);
    expect(row('Old plugin output').find('button[aria-label="Delete output Old plugin output"]')).toHaveLength(1);

    const metricsCall = calls.find((call) => call.url === '/api/cluster/metrics/multiple');
    expect((metricsCall?.body as { metrics: Array<string> }).metrics).toContain(`${metricBase}.messages.failed`);
  });

  it('offers only what the user may do', async () => {
    await render(['outputs:read', `outputs:edit:${webhook.id}`, `outputs:terminate:${archive.id}`]);
    expect(wrapper.find('form[aria-label="Launch new output"]')).toHaveLength(0);
    expect(row('Ticket hook').find('button[aria-label="Edit output Ticket hook"]')).toHaveLength(1);
    expect(row('Archive').find('button[aria-label="Edit output Archive"]')).toHaveLength(0);
    expect(wrapper.find('button[aria-label^="Delete output"]').map((button) => button.prop('aria-label'))).toEqual(['Delete output Archive']);
    // Without metrics:read there are no figures to ask for, and no column promising them.
    expect(headers()).not.toContain('Forwarding');
    expect(calls.some((call) => call.url.includes('/metrics/'))).toBe(false);

    wrapper.unmount();
    await render(['outputs:read', 'outputs:create', 'outputs:terminate']);
    expect(wrapper.find('form[aria-label="Launch new output"]')).toHaveLength(1);
    expect(wrapper.find('button[aria-label^="Delete output"]')).toHaveLength(3);
  });

  it('says so when the streams using the outputs cannot be loaded, instead of "No stream"', async () => {
    await render(['*'], ({ url }) => (url === '/api/streams' ? new FetchError('Internal Server Error', 500, { message: 'boom' }) : undefined));
    expect(cell('Archive', 3).text()).toBe('Streams could not be loaded');
    expect(row('Archive')).toHaveLength(1);
  });

  it('launches an output from the chosen type\'s form, showing a refusal at its field first', async () => {
    let refused = false;
    await render(['*'], ({ method, url, body }) => {
      if (method === 'POST' && url === '/api/system/outputs') {
        if (!refused) {
          refused = true;
          return new FetchError('Bad Request', 400, { type: 'ApiError', message: 'Destination port must be between 1 and 65535', failed: true, errors: { port: ['Destination port must be between 1 and 65535'] } });
        }
        return { ...outputFixture({ id: 'new-output' }), ...(body as object) };
      }
      return undefined;
    });
    act(() => { wrapper.find('select[aria-label="Output type"]').simulate('change', { target: { value: GELF_OUTPUT } }); });
    act(() => { wrapper.find('form[aria-label="Launch new output"]').simulate('submit'); });
    await settle();
    wrapper.update();
    expect(modal()?.querySelector('.modal-title')?.textContent).toBe('Launch new output: GELF Output');
    expect(field('port').prop('value')).toBe('12201');

    // The browser checks required fields before anything is sent.
    await submitDialog();
    expect(modal()?.textContent).toContain('Title is required.');
    expect(modal()?.textContent).toContain('Destination host is required.');
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/system/outputs')).toBe(false);

    type('title', 'Forward to archive');
    type('hostname', 'archive.example.org');
    type('port', '70000');
    await submitDialog();
    expect(form.errorOf('port')).toBe('Destination port must be between 1 and 65535.');
    expect(field('title').prop('value')).toBe('Forward to archive');
    expect(UserNotification.error).not.toHaveBeenCalled();

    const listsBefore = calls.filter((call) => call.method === 'GET' && call.url === '/api/system/outputs').length;
    type('port', '12202');
    await submitDialog();
    const posted = calls.filter((call) => call.method === 'POST' && call.url === '/api/system/outputs').pop();
    expect(posted?.body).toEqual({
      title: 'Forward to archive',
      type: GELF_OUTPUT,
      configuration: { hostname: 'archive.example.org', port: 12202, protocol: 'TCP', tcp_no_delay: false },
    });
    expect(UserNotification.success).toHaveBeenCalledWith('Output "Forward to archive" was created successfully.');
    expect(modal()).toBeNull();
    expect(calls.filter((call) => call.method === 'GET' && call.url === '/api/system/outputs').length).toBe(listsBefore + 1);
  });

  it('edits an output with its stored values, leaving its type as it is', async () => {
    await render(['*'], ({ method }) => (method === 'PUT' ? archive : undefined));
    act(() => { row('Archive').find('button[aria-label="Edit output Archive"]').simulate('click'); });
    await settle();
    wrapper.update();
    expect(modal()?.querySelector('.modal-title')?.textContent).toBe('Edit output Archive');
    expect(field('hostname').prop('value')).toBe('archive.example.org');
    type('title', 'Archive (EU)');
    type('protocol', 'UDP');
    expect(dialogButton('Update output')).toBeDefined();
    await submitDialog();
    expect(calls).toContainEqual({
      method: 'PUT',
      url: `/api/system/outputs/${archive.id}`,
      body: { title: 'Archive (EU)', configuration: { hostname: 'archive.example.org', port: 12201, protocol: 'UDP', tcp_no_delay: false } },
    });
  });

  it('deletes an output after a confirmation saying it leaves every stream', async () => {
    await render(['*'], ({ method }) => (method === 'DELETE' ? {} : undefined));
    act(() => { row('Archive').find('button[aria-label="Delete output Archive"]').simulate('click'); });
    await settle();
    expect(modal()?.textContent).toContain('Do you really want to delete the output Archive?');
    expect(modal()?.textContent).toContain('removed from every stream');
    act(() => { dialogButton('Delete')?.click(); });
    await settle();
    expect(calls).toContainEqual({ method: 'DELETE', url: `/api/system/outputs/${archive.id}`, body: undefined });
    expect(UserNotification.success).toHaveBeenCalledWith('Output "Archive" was deleted successfully.');
  });
});
