import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import ConfigurationsPage from './ConfigurationsPage';
import type { Call } from 'fixtures/answeringFetch';
import { answeringFetch } from 'fixtures/answeringFetch';
import { formDriver } from 'fixtures/formDriver';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const SEARCHES = '/api/system/cluster_config/org.graylog2.indexer.searches.SearchesClusterConfig';
const EVENTS = '/api/system/cluster_config/org.graylog.events.configuration.EventsConfiguration';
const SIDECAR = '/api/system/cluster_config/org.graylog.plugins.sidecar.system.SidecarConfiguration';
const EDITOR = ['clusterconfigentry:read', 'clusterconfigentry:create', 'clusterconfigentry:edit', 'urlwhitelist:read', 'urlwhitelist:write'];

const answers = {
  [`GET ${SEARCHES}`]: undefined,
  [`GET ${EVENTS}`]: { events_search_timeout: 30000, events_notification_retry_period: 300000, events_notification_default_backlog: 50, events_catchup_window: 3600000 },
  [`GET ${SIDECAR}`]: undefined,
  'GET /api/system/messageprocessors/config': {
    processor_order: [{ name: 'Message Filter Chain', class_name: 'org.graylog2.messageprocessors.MessageFilterChainProcessor' }],
    disabled_processors: [],
  },
  'GET /api/system/urlwhitelist': { disabled: false, entries: [{ id: 'e1', type: 'literal', title: 'Hooks', value: 'https://hooks.example.org/' }] },
};

describe('ConfigurationsPage', () => {
  let wrapper: ReactWrapper;
  let calls: Array<Call>;
  const form = formDriver(() => wrapper);

  const render = async (permissions: Array<string>, overrides: (call: Call) => unknown = () => undefined) => {
    calls = [];
    const answer = answeringFetch(answers, calls, overrides);
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    wrapper = (await mountPage(<ConfigurationsPage />, '/system/configurations', permissions)).wrapper;
    await settle(wrapper);
  };

  const section = (title: string) => wrapper.find(`section[aria-label="${title}"]`).hostNodes();

  afterEach(() => {
    unmountPages();
    jest.mocked(UserNotification.success).mockReset();
    jest.mocked(UserNotification.error).mockReset();
  });

  it('shows every configuration, Graylog\'s defaults for one never saved', async () => {
    await render(EDITOR);
    expect(section('Search configuration').text()).toContain('No limit');
    expect(section('Search configuration').text()).toContain('PT5M Search in the last 5 minutes');
    expect(section('Events configuration').text()).toContain('30 seconds');
    expect(section('Sidecars configuration').text()).toContain('P14D (14 days)');
    expect(section('URL whitelist configuration').text()).toContain('https://hooks.example.org/');
    expect(section('Message processors configuration').text()).toContain('Message Filter Chain');
    expect(wrapper.find('button[aria-label^="Edit "]').map((button) => button.prop('aria-label'))).toEqual([
      'Edit search configuration', 'Edit message processors configuration', 'Edit events configuration',
      'Edit url whitelist configuration', 'Edit sidecars configuration',
    ]);
  });

  it('offers no Edit button to a reader, and no whitelist without its permission', async () => {
    await render(['clusterconfigentry:read']);
    expect(wrapper.find('button[aria-label^="Edit "]')).toHaveLength(0);
    expect(section('Search configuration').exists()).toBe(true);
    expect(section('URL whitelist configuration').exists()).toBe(false);
  });

  it('saves the search configuration with its toast, refusing a bad limit in the browser and at the server', async () => {
    let refuse = true;
    await render(EDITOR, (call) => {
      if (call.method !== 'PUT') return undefined;
      if (refuse) {
        return new FetchError('Bad Request', 400, { message: 'Invalid limit', failed: true, errors: { query_time_range_limit: ['must be shorter than 100 years'] } });
      }
      return call.body;
    });
    act(() => { wrapper.find('button[aria-label="Edit search configuration"]').simulate('click'); });
    wrapper.update();
    act(() => { form.field('query_time_range_limit_enabled').simulate('change', { target: { checked: true } }); });
    act(() => { form.type('query_time_range_limit', 'a month'); });
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    wrapper.update();
    expect(form.errorOf('query_time_range_limit')).toMatch(/ISO 8601/);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    act(() => { form.type('query_time_range_limit', 'P200Y'); });
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    await settle(wrapper);
    expect(form.errorOf('query_time_range_limit')).toBe('This value must be shorter than 100 years.');
    expect(form.field('query_time_range_limit').prop('value')).toBe('P200Y');
    expect(UserNotification.error).not.toHaveBeenCalled();

    refuse = false;
    act(() => { form.type('query_time_range_limit', 'p30d'); });
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    await settle(wrapper);
    const put = calls.filter((call) => call.method === 'PUT').pop();
    expect(put?.url).toBe(SEARCHES);
    expect(put?.body).toEqual(expect.objectContaining({ query_time_range_limit: 'P30D', surrounding_filter_fields: ['source', 'gl2_source_input', 'file', 'source_file'] }));
    expect(UserNotification.success).toHaveBeenCalledWith('Configuration updated successfully');
    expect(wrapper.find('.modal form').exists()).toBe(false);
    expect(section('Search configuration').text()).toContain('P30D (30 days)');
  });

  it('saves the events configuration in milliseconds', async () => {
    await render(EDITOR, (call) => (call.method === 'PUT' ? call.body : undefined));
    act(() => { wrapper.find('button[aria-label="Edit events configuration"]').simulate('click'); });
    wrapper.update();
    expect(form.field('events_search_timeout').prop('value')).toBe('30');
    act(() => { form.type('events_search_timeout', '90'); });
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    await settle(wrapper);
    expect(calls.filter((call) => call.method === 'PUT').pop()).toEqual({
      method: 'PUT',
      url: EVENTS,
      body: { events_search_timeout: 90000, events_notification_retry_period: 300000, events_notification_default_backlog: 50, events_catchup_window: 3600000 },
    });
    expect(section('Events configuration').text()).toContain('90 seconds');
  });

  it('checks the events backlog maximum itself, and words a server refusal at the field as a sentence', async () => {
    const parserText = 'Couldn\'t parse cluster configuration "org.graylog.events.configuration.EventsConfiguration": '
      + 'Expected number to be greater or equal to 1000 at /events_search_timeout.';
    await render(EDITOR, (call) => (call.method === 'PUT'
      ? new FetchError('Bad Request', 400, { message: parserText, failed: true, errors: { events_search_timeout: [parserText] } })
      : undefined));
    act(() => { wrapper.find('button[aria-label="Edit events configuration"]').simulate('click'); });
    wrapper.update();
    act(() => { form.type('events_notification_default_backlog', '5000'); });
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    wrapper.update();
    expect(form.errorOf('events_notification_default_backlog')).toBe('Enter at most 1000.');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    act(() => { form.type('events_notification_default_backlog', '1000'); });
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    await settle(wrapper);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(form.errorOf('events_search_timeout')).toBe('Enter at least 1000.');
    expect(wrapper.find('.modal').text()).not.toContain('Couldn\'t parse');
    expect(form.field('events_notification_default_backlog').prop('value')).toBe('1000');
  });

  it('shows the message processors like the other sections and updates them from a dialog like theirs', async () => {
    await render(EDITOR, (call) => (call.method === 'PUT' ? call.body : undefined));
    const summary = section('Message processors configuration');
    expect(summary.find('dl dt').map((term) => term.text())).toEqual(['1. Message Filter Chain']);
    expect(summary.find('dl dd').text()).toBe('active');
    expect(summary.find('table').exists()).toBe(false);

    act(() => { wrapper.find('button[aria-label="Edit message processors configuration"]').simulate('click'); });
    wrapper.update();
    const dialogButton = (text: string) => wrapper.find('.modal button').filterWhere((button) => button.text() === text);
    expect(wrapper.find('.modal button[aria-label="Move Message Filter Chain up"]').text()).toBe('↑');
    expect(wrapper.find('.modal button[aria-label="Move Message Filter Chain down"]').text()).toBe('↓');
    expect(dialogButton('Save')).toHaveLength(0);
    expect(dialogButton('Update configuration').prop('disabled')).toBe(false);
    act(() => { dialogButton('Update configuration').simulate('click'); });
    await settle(wrapper);
    expect(calls.filter((call) => call.method === 'PUT').pop()?.url).toBe('/api/system/messageprocessors/config');
    expect(wrapper.find('.modal').exists()).toBe(false);
  });

  it('adds a whitelist entry, checking it before the server does', async () => {
    await render(EDITOR);
    act(() => { wrapper.find('button[aria-label="Edit url whitelist configuration"]').simulate('click'); });
    wrapper.update();
    act(() => { wrapper.find('.modal button').filterWhere((button) => button.text() === 'Add URL').simulate('click'); });
    wrapper.update();
    act(() => { wrapper.find('input[aria-label="Entry 2: title"]').simulate('change', { target: { value: 'Alerts' } }); });
    act(() => { wrapper.find('select[aria-label="Entry 2: type"]').simulate('change', { target: { value: 'regex' } }); });
    wrapper.update();
    act(() => { wrapper.find('input[aria-label="Entry 2: regular expression"]').simulate('change', { target: { value: '^https://(' } }); });
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    wrapper.update();
    expect(wrapper.find('.modal').text()).toContain('This is not a valid regular expression.');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    act(() => { wrapper.find('input[aria-label="Entry 2: regular expression"]').simulate('change', { target: { value: '^https://alerts\\.example\\.org/.*$' } }); });
    act(() => { wrapper.find('.modal form').simulate('submit'); });
    await settle(wrapper);
    const put = calls.filter((call) => call.method === 'PUT').pop();
    expect(put?.url).toBe('/api/system/urlwhitelist');
    expect(put?.body).toEqual({
      disabled: false,
      entries: [
        { id: 'e1', type: 'literal', title: 'Hooks', value: 'https://hooks.example.org/' },
        { id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/), type: 'regex', title: 'Alerts', value: '^https://alerts\\.example\\.org/.*$' },
      ],
    });
    expect(UserNotification.success).toHaveBeenCalledWith('Url Whitelist Configuration updated successfully');
  });
});
