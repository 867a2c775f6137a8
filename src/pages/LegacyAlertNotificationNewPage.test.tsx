import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import UserNotification from '@/util/UserNotification';
import { HTTP_CALLBACK, streamFixture } from 'fixtures/legacyAlertFixtures';
import { serveLegacyAlerts } from 'fixtures/legacyAlertsFakeServer';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

import LegacyAlertNotificationNewPage from './LegacyAlertNotificationNewPage';
import { formDriver } from 'fixtures/formDriver';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

let server: ReturnType<typeof serveLegacyAlerts>;

afterEach(unmountPages);

const renderPage = () => mountPage(<LegacyAlertNotificationNewPage />, '/legacy/alerts/notifications/new?stream_id=s1', ['streams:read', 'streams:edit']);
const submit = async (wrapper: ReactWrapper) => {
  act(() => { wrapper.find('form').hostNodes().simulate('submit'); });
  await settle();
  wrapper.update();
};

describe('LegacyAlertNotificationNewPage', () => {
  beforeEach(() => {
    server = serveLegacyAlerts({
      streams: [streamFixture({ id: 's1', title: 'Shop' })], conditions: [], callbacks: [], alerts: [], histories: {}, testResult: { triggered: false },
    });
  });

  it('shows the server\'s message when it refuses the notification, keeps the form, then saves it', async () => {
    const { wrapper, history } = await renderPage();
    act(() => { wrapper.find('select#new-notification-type').simulate('change', { target: { value: HTTP_CALLBACK } }); });
    wrapper.update();
    const form = formDriver(() => wrapper);
    expect(form.field('url').prop('value')).toBe('https://example.org/alerts');
    act(() => { form.type('title', 'Shop hook'); form.type('url', 'http://127.0.0.1:9/hook'); });
    wrapper.update();

    const message = 'URL <http://127.0.0.1:9/hook> is not whitelisted. Add it to the URL whitelist (System / Configurations) first.';
    server.refusals['POST /streams/s1/alarmcallbacks'] = new FetchError('Bad Request', 400, { type: 'ApiError', message, failed: true, errors: { url: [message] } });
    await submit(wrapper);
    expect(UserNotification.error).toHaveBeenCalledWith(`Saving alert notification failed with status: ${message}`, 'Could not save alert notification');
    expect(form.errorOf('url')).toBe(message);
    expect(form.field('title').prop('value')).toBe('Shop hook');
    expect(history.location.pathname).toBe('/legacy/alerts/notifications/new');

    delete server.refusals['POST /streams/s1/alarmcallbacks'];
    await submit(wrapper);
    expect(server.calls.filter((call) => call.method === 'POST').at(-1)).toMatchObject({
      url: '/api/streams/s1/alarmcallbacks', body: { type: HTTP_CALLBACK, title: 'Shop hook', configuration: { url: 'http://127.0.0.1:9/hook' } },
    });
    expect(UserNotification.success).toHaveBeenCalledWith('Alert notification saved successfully');
    expect(history.location.pathname).toBe('/legacy/alerts/notifications');
  });
});
