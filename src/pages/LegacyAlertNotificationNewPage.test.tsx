import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { mount } from 'enzyme';
import { createMemoryHistory } from 'history';
import type { MemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';
import { HTTP_CALLBACK, streamFixture } from 'fixtures/legacyAlertFixtures';
import { fakeLegacyAlertsServer } from 'fixtures/legacyAlertsFakeServer';

import LegacyAlertNotificationNewPage from './LegacyAlertNotificationNewPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';
import { formDriver } from 'fixtures/formDriver';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
let server: ReturnType<typeof fakeLegacyAlertsServer>;

const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
const mounted: Array<ReactWrapper> = [];
afterEach(() => { mounted.splice(0).forEach((wrapper) => wrapper.unmount()); });

const renderPage = async (): Promise<[ReactWrapper, MemoryHistory]> => {
  CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions: ['streams:read', 'streams:edit'] }) });
  const history = createMemoryHistory({ initialEntries: ['/legacy/alerts/notifications/new?stream_id=s1'] });
  const wrapper = mount(<Router history={history}><LegacyAlertNotificationNewPage /></Router>, { attachTo: document.body.appendChild(document.createElement('div')) });
  mounted.push(wrapper);
  await settle();
  wrapper.update();
  return [wrapper, history];
};
const submit = async (wrapper: ReactWrapper) => {
  act(() => { wrapper.find('form').hostNodes().simulate('submit'); });
  await settle();
  wrapper.update();
};

describe('LegacyAlertNotificationNewPage', () => {
  beforeEach(() => {
    server = fakeLegacyAlertsServer({
      streams: [streamFixture({ id: 's1', title: 'Shop' })], conditions: [], callbacks: [], alerts: [], histories: {}, testResult: { triggered: false },
    });
    mockFetch.mockReset();
    mockFetch.mockImplementation((method, url, body, options) => server.answer(method, url, body, options) as Promise<never>);
    jest.mocked(UserNotification.error).mockReset();
    jest.mocked(UserNotification.success).mockReset();
  });

  it('shows the server\'s message when it refuses the notification, keeps the form, then saves it', async () => {
    const [wrapper, history] = await renderPage();
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
