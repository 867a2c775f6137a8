import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import LoggingPage from './LoggingPage';
import type { Call } from 'fixtures/answeringFetch';
import { answeringFetch } from 'fixtures/answeringFetch';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const message = (text: string, level: string, timestamp: string) => ({
  message: text, class_name: 'org.graylog2.shared.rest.RequestLog', level, marker: null, timestamp, throwable: null, thread_name: 'main', context: {},
});

describe('LoggingPage', () => {
  let wrapper: ReactWrapper;
  let calls: Array<Call>;
  let restLevel: string;

  const render = async (permissions: Array<string>) => {
    calls = [];
    restLevel = 'info';
    const answer = answeringFetch({
      'GET /api/system/loggers/subsystems': {
        subsystems: {
          graylog: { title: 'Graylog', categories: ['org.graylog2', 'org.graylog'], description: 'All messages from Graylog-owned systems.', level: 'info', level_syslog: 6 },
        },
      },
      'GET /api/system/loggers/messages/recent?limit=500&level=ALL': {
        messages: [
          message('GET /api/system 200 3 ms', 'DEBUG', '2024-03-01T10:00:00.000Z'),
          { ...message('<b>not bold</b>', 'WARN', '2024-03-01T10:00:05.000Z'), class_name: '' },
        ],
      },
    }, calls, (call) => {
      if (call.method === 'GET' && call.url === '/api/system/loggers') {
        return { total: 2, loggers: { '': { level: 'warn', level_syslog: 4 }, 'org.graylog2.shared.rest': { level: restLevel, level_syslog: 6 } } };
      }
      if (call.method === 'PUT') {
        restLevel = 'debug';
        return {};
      }
      return undefined;
    });
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    wrapper = (await mountPage(<LoggingPage />, '/system/logging', permissions)).wrapper;
    await settle(wrapper);
  };

  afterEach(unmountPages);

  it('changes a logger\'s level at once and shows the new level', async () => {
    await render(['loggers:read', 'loggers:edit', 'loggers:editsubsystem', 'loggers:messages']);
    expect(wrapper.find('tr[data-entity-id="graylog"]').text()).toContain('All messages from Graylog-owned systems.');
    const select = () => wrapper.find('select[aria-label="Level of org.graylog2.shared.rest"]');
    expect(select().prop('value')).toBe('info');
    expect(wrapper.find('select[aria-label="Level of Root logger"]').prop('value')).toBe('warn');

    act(() => { select().simulate('change', { target: { value: 'debug' } }); });
    await settle(wrapper);
    await settle(wrapper);
    expect(calls).toContainEqual({ method: 'PUT', url: '/api/system/loggers/org.graylog2.shared.rest/level/debug', body: undefined });
    expect(UserNotification.success).toHaveBeenCalledWith('The level of logger "org.graylog2.shared.rest" was changed to debug.');
    expect(select().prop('value')).toBe('debug');
  });

  it('shows recent messages newest first, as text', async () => {
    await render(['loggers:read', 'loggers:messages']);
    const rows = wrapper.find('section#entity-table-recent-log-messages tbody tr').hostNodes();
    expect(rows.length).toBe(2);
    expect(rows.at(0).text()).toContain('<b>not bold</b>');
    expect(rows.at(1).text()).toContain('GET /api/system 200 3 ms');
    expect(wrapper.find('b').filterWhere((node) => node.text() === 'not bold')).toHaveLength(0);
  });

  it('shows "root" as the logger of the root logger\'s messages', async () => {
    await render(['loggers:read', 'loggers:messages']);
    const loggers = wrapper.find('section#entity-table-recent-log-messages tbody tr code').hostNodes().map((cell) => cell.text());
    expect(loggers).toEqual(['root', 'org.graylog2.shared.rest.RequestLog']);
  });

  it('shows levels without controls to a user who may only read them, and no messages without their permission', async () => {
    await render(['loggers:read']);
    expect(wrapper.find('select[aria-label^="Level of"]')).toHaveLength(0);
    expect(wrapper.text()).toContain('info');
    expect(wrapper.text()).not.toContain('Recent log messages');
    expect(calls.some((call) => call.url.includes('/messages/recent'))).toBe(false);
  });
});
