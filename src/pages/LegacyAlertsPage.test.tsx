import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import UserNotification from '@/util/UserNotification';
import {
  alertFixture, callbackFixture, conditionFixture, HTTP_CALLBACK, streamFixture,
} from 'fixtures/legacyAlertFixtures';
import { serveLegacyAlerts } from 'fixtures/legacyAlertsFakeServer';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

import LegacyAlertsPage from './LegacyAlertsPage';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

let server: ReturnType<typeof serveLegacyAlerts>;

afterEach(unmountPages);

const renderPage = (url = '/legacy/alerts') => mountPage(<LegacyAlertsPage />, url, ['streams:read']);
const alertRequests = () => server.calls.filter((call) => call.url.startsWith('/api/streams/alerts/paginated')).map((call) => call.url);
const cells = (wrapper: ReactWrapper) => wrapper.find('tbody tr').map((row) => row.find('td').map((cell) => cell.text()));

describe('LegacyAlertsPage', () => {
  beforeEach(() => {
    server = serveLegacyAlerts({
      streams: [streamFixture({ id: 's1', title: 'Shop' }), streamFixture({ id: 's2', title: 'Blog' })],
      conditions: [conditionFixture({ id: 'c1', stream_id: 's1', title: 'Too many orders' }), conditionFixture({ id: 'c2', stream_id: 's2', title: null })],
      callbacks: [callbackFixture()],
      alerts: [
        alertFixture({ id: 'a2', condition_id: 'c2', stream_id: 's2', description: 'Blog had 9 messages', resolved_at: '2024-01-01T11:00:00.000Z' }),
        alertFixture({ id: 'a1', condition_id: 'c1', stream_id: 's1', description: 'Shop had 3 messages' }),
      ],
      histories: {
        a1: [
          { id: 'h1', alert_id: 'a1', alertcondition_id: 'c1', created_at: '2024-01-01T10:00:01.000Z', result: { type: 'success' }, alarmcallbackconfiguration: callbackFixture({ title: 'Shop hook' }) },
          { id: 'h2', alert_id: 'a1', alertcondition_id: 'c1', created_at: '2024-01-01T10:00:02.000Z', result: { type: 'error', error: 'Connection refused' }, alarmcallbackconfiguration: callbackFixture({ id: 'cb2', title: null, type: HTTP_CALLBACK }) },
        ],
      },
      testResult: { triggered: false },
    });
  });

  it('lists the alerts of all readable streams, any state by default, with stream, condition and times', async () => {
    const { wrapper } = await renderPage();

    expect(document.title).toMatch(/^Legacy alerts/);
    expect(alertRequests()).toEqual(['/api/streams/alerts/paginated?skip=0&limit=20&state=any']);
    const rows = cells(wrapper);
    expect(rows).toHaveLength(2);
    expect(rows[0].slice(0, 4)).toEqual(['Resolved', 'Untitled Message Count Alert Condition', 'Blog', 'Blog had 9 messages']);
    expect(rows[1].slice(0, 4)).toEqual(['Unresolved', 'Too many orders', 'Shop', 'Shop had 3 messages']);
    expect(rows[1][5]).toBe('Not yet');
    expect(wrapper.find('tbody tr').at(1).find('a').prop('href')).toBe('/alerts/?stream_id=s1');
  });

  it('filters by state through the URL and goes back to the first page', async () => {
    const { wrapper, history } = await renderPage('/legacy/alerts?page=2');
    act(() => { wrapper.find('select#legacy-alerts-state-filter').simulate('change', { target: { value: 'unresolved' } }); });
    await settle();
    wrapper.update();

    expect(history.location.search).toBe('?state=unresolved');
    expect(alertRequests().at(-1)).toBe('/api/streams/alerts/paginated?skip=0&limit=20&state=unresolved');
    expect(cells(wrapper).map((row) => row[1])).toEqual(['Too many orders']);

    act(() => { wrapper.find('select#legacy-alerts-state-filter').simulate('change', { target: { value: 'resolved' } }); });
    await settle();
    wrapper.update();
    expect(cells(wrapper).map((row) => row[0])).toEqual(['Resolved']);
  });

  it('shows what each notification did for an alert', async () => {
    const { wrapper } = await renderPage();
    act(() => { wrapper.find('button[aria-label="Show history of the alert of Too many orders"]').simulate('click'); });
    await settle();
    wrapper.update();

    const dialog = document.querySelector('.modal');
    expect(dialog?.querySelector('.modal-title')?.textContent).toBe('Alert of Too many orders');
    expect(server.calls.some((call) => call.url === '/api/streams/s1/alerts/a1/history')).toBe(true);
    const entries = Array.from(dialog?.querySelectorAll('li') ?? []).map((entry) => entry.textContent);
    expect(entries[0]).toContain('Shop hook');
    expect(entries[0]).toContain('Sent');
    expect(entries[1]).toContain('HTTP Alarm Callback [Deprecated]');
    expect(entries[1]).toContain('Failed Connection refused');
  });

  it('offers no search, since the server cannot search alerts: it pages on the server, ignoring a query in the URL', async () => {
    const { wrapper } = await renderPage('/legacy/alerts?query=blog');
    expect(alertRequests()).toEqual(['/api/streams/alerts/paginated?skip=0&limit=20&state=any']);
    expect(cells(wrapper).map((row) => row[2])).toEqual(['Blog', 'Shop']);
    expect(wrapper.find('input[type="search"]').exists()).toBe(false);
  });

  it('toasts "Could not retrieve alerts" and offers to try again when the list fails', async () => {
    server.refusals['GET /streams/alerts/paginated'] = new FetchError('Internal Server Error', 500, { message: 'boom' });
    const { wrapper } = await renderPage();
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Fetching alerts failed with status: /), 'Could not retrieve alerts');
    expect(wrapper.text()).toContain('Could not load alerts');

    delete server.refusals['GET /streams/alerts/paginated'];
    act(() => { wrapper.find('button').filterWhere((button) => button.text() === 'Try again').simulate('click'); });
    await settle();
    wrapper.update();
    expect(cells(wrapper)).toHaveLength(2);
  });
});
