import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import UserNotification from '@/util/UserNotification';
import { callbackFixture, EMAIL_CALLBACK, streamFixture } from 'fixtures/legacyAlertFixtures';
import { serveLegacyAlerts } from 'fixtures/legacyAlertsFakeServer';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

import LegacyAlertNotificationsPage from './LegacyAlertNotificationsPage';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

let server: ReturnType<typeof serveLegacyAlerts>;

afterEach(unmountPages);

const renderPage = async (permissions: Array<string>) => (await mountPage(<LegacyAlertNotificationsPage />, '/legacy/alerts/notifications', permissions)).wrapper;
const rowOf = (wrapper: ReactWrapper, title: string) => wrapper.find('tbody tr').filterWhere((row) => row.find('td').first().text() === title);
const click = async (wrapper: ReactWrapper, selector: string) => {
  act(() => { wrapper.find(selector).hostNodes().simulate('click'); });
  await settle();
  wrapper.update();
};

describe('LegacyAlertNotificationsPage', () => {
  beforeEach(() => {
    server = serveLegacyAlerts({
      streams: [streamFixture({ id: 's1', title: 'Shop' }), streamFixture({ id: 's2', title: 'Blog' })],
      conditions: [],
      callbacks: [
        callbackFixture({ id: 'cb1', stream_id: 's1', title: 'Shop hook' }),
        callbackFixture({ id: 'cb2', stream_id: 's2', title: 'Blog mail', type: EMAIL_CALLBACK, configuration: { subject: 'Alert', email_receivers: ['ops@example.org', 'dev@example.org'] } }),
      ],
      alerts: [], histories: {}, testResult: { triggered: false },
    });
  });

  it('says an empty list may only mean that the user reads no stream with notifications', async () => {
    server = serveLegacyAlerts({ streams: [], conditions: [], callbacks: [], alerts: [], histories: {}, testResult: { triggered: false } });
    const wrapper = await renderPage(['streams:read:s9']);
    expect(wrapper.text()).toContain('No notifications yet on the streams you may read.');
  });

  it('lists every readable stream\'s notifications with type, stream and configuration', async () => {
    const wrapper = await renderPage(['streams:read']);
    expect(server.calls[0]).toMatchObject({ method: 'GET', url: '/api/streams' });
    const mail = rowOf(wrapper, 'Blog mail').find('td').map((cell) => cell.text());
    expect(mail.slice(1, 3)).toEqual(['Email Alarm Callback [Deprecated]', 'Blog']);
    expect(mail[3]).toContain('E-Mail Receivers:ops@example.org, dev@example.org');
    expect(wrapper.find('tbody button').exists()).toBe(false);
  });

  it('tests a notification: success toast, or the server\'s reason', async () => {
    const wrapper = await renderPage(['streams:read', 'streams:edit']);
    await click(wrapper, 'button[aria-label="Test notification Shop hook"]');
    expect(server.calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/alerts/callbacks/cb1/test' });
    expect(UserNotification.success).toHaveBeenCalledWith('Test notification was sent successfully');

    server.refusals['POST /alerts/callbacks/cb1/test'] = new FetchError('Bad Request', 400, { message: 'Connection refused by 127.0.0.1:9' });
    await click(wrapper, 'button[aria-label="Test notification Shop hook"]');
    expect(UserNotification.error).toHaveBeenCalledWith('Sending test alert notification failed with status: Connection refused by 127.0.0.1:9', 'Could not send test alert notification');
  });

  it('updates a notification and toasts a refused update in the server\'s words', async () => {
    const wrapper = await renderPage(['streams:read', 'streams:edit']);
    await click(wrapper, 'button[aria-label="Edit notification Blog mail"]');
    // A list field: one value per line.
    const receivers = () => wrapper.find('.modal textarea[name="email_receivers"]').hostNodes();
    expect(receivers().prop('value')).toBe('ops@example.org\ndev@example.org');

    server.refusals['PUT /streams/s2/alarmcallbacks/cb2'] = new FetchError('Bad Request', 400, {
      message: '"nobody" is not an email address', failed: true, errors: { email_receivers: ['"nobody" is not an email address'] },
    });
    act(() => { receivers().simulate('change', { target: { value: 'ops@example.org\nnobody' } }); });
    act(() => { wrapper.find('.modal form').hostNodes().simulate('submit'); });
    await settle();
    wrapper.update();
    expect(UserNotification.error).toHaveBeenCalledWith('Updating alert notification \'cb2\' failed with status: "nobody" is not an email address', 'Could not update alert notification');
    expect(wrapper.find('.modal .invalid-feedback').text()).toBe('"nobody" is not an email address.');

    delete server.refusals['PUT /streams/s2/alarmcallbacks/cb2'];
    act(() => { receivers().simulate('change', { target: { value: 'ops@example.org' } }); });
    act(() => { wrapper.find('.modal form').hostNodes().simulate('submit'); });
    await settle();
    expect(server.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      type: EMAIL_CALLBACK, title: 'Blog mail', configuration: { subject: 'Alert', email_receivers: ['ops@example.org'] },
    });
    expect(UserNotification.success).toHaveBeenCalledWith('Alert notification updated successfully');
  });

  it('deletes a notification after confirmation', async () => {
    const wrapper = await renderPage(['streams:read', 'streams:edit:s1']);
    expect(rowOf(wrapper, 'Blog mail').find('button').exists()).toBe(false);
    await click(wrapper, 'button[aria-label="Delete notification Shop hook"]');
    act(() => { Array.from(document.querySelectorAll<HTMLButtonElement>('.modal button')).find((button) => button.textContent === 'Delete')?.click(); });
    await settle();
    wrapper.update();
    expect(server.calls.some((call) => call.method === 'DELETE' && call.url === '/api/streams/s1/alarmcallbacks/cb1')).toBe(true);
    expect(UserNotification.success).toHaveBeenCalledWith('Alert notification deleted successfully');
    expect(rowOf(wrapper, 'Shop hook').exists()).toBe(false);
  });
});
