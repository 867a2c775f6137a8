import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import UserNotification from '@/util/UserNotification';

import { alertFixture, callbackFixture, conditionFixture, streamFixture } from 'fixtures/legacyAlertFixtures';
import { serveLegacyAlerts } from 'fixtures/legacyAlertsFakeServer';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';
import StreamLegacyAlerts from './StreamLegacyAlerts';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

let server: ReturnType<typeof serveLegacyAlerts>;

afterEach(unmountPages);

const render = async (permissions: Array<string>, streamId = 's1') => (await mountPage(<StreamLegacyAlerts streamId={streamId} />, `/alerts/?stream_id=${streamId}`, permissions)).wrapper;
const tableTexts = (wrapper: ReactWrapper, id: string) => wrapper.find(`section#entity-table-${id} tbody tr`).map((row) => row.find('td').first().text());
const sendButton = (wrapper: ReactWrapper) => wrapper.find('button').filterWhere((button) => button.text() === 'Send test alert');

describe('StreamLegacyAlerts', () => {
  beforeEach(() => {
    server = serveLegacyAlerts({
      streams: [streamFixture({ id: 's1', title: 'Shop' }), streamFixture({ id: 's2', title: 'Blog' })],
      conditions: [conditionFixture({ id: 'c1', stream_id: 's1', title: 'Too many orders' }), conditionFixture({ id: 'c2', stream_id: 's2', title: 'Blog flood' })],
      callbacks: [callbackFixture({ id: 'cb1', stream_id: 's1', title: 'Shop hook' }), callbackFixture({ id: 'cb2', stream_id: 's2', title: 'Blog hook' })],
      alerts: [alertFixture({ id: 'a1', stream_id: 's1', condition_id: 'c1' }), alertFixture({ id: 'a2', stream_id: 's2', condition_id: 'c2' })],
      histories: {},
      testResult: { triggered: false },
    });
  });

  it('shows only this stream\'s alerts, conditions and notifications, each table with its own URL parameters', async () => {
    const wrapper = await render(['streams:read:s1']);
    expect(wrapper.find('h1').text()).toBe('Legacy alerts of stream Shop');
    expect(document.title).toMatch(/^Legacy alerts of stream Shop/);
    expect(server.calls.map((call) => call.url)).toEqual(expect.arrayContaining([
      '/api/streams/s1', '/api/streams/s1/alerts/conditions', '/api/streams/s1/alerts/paginated?skip=0&limit=20&state=any', '/api/streams/s1/alarmcallbacks',
    ]));
    expect(tableTexts(wrapper, 'stream-legacy-alerts')).toEqual(['Unresolved']);
    expect(wrapper.find('section#entity-table-stream-legacy-alerts tbody td').at(1).text()).toBe('Too many orders');
    expect(tableTexts(wrapper, 'stream-legacy-conditions')).toEqual(['Too many orders']);
    expect(tableTexts(wrapper, 'stream-legacy-notifications')).toEqual(['Shop hook']);
    // Reading is not managing: no test alert, no additions.
    expect(sendButton(wrapper).exists()).toBe(false);
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Add condition').exists()).toBe(false);
  });

  it('leaves a stream it cannot load to the page\'s not-found page: its conditions are not asked for, nothing is toasted', async () => {
    // What the server answers for the conditions of a stream it does not know.
    server.refusals['GET /streams/s9/alerts/conditions'] = new FetchError('Not Found', 404, { message: 'Stream <s9> not found!' });
    await render(['*'], 's9');
    expect(server.calls.map((call) => call.url)).toContain('/api/streams/s9');
    expect(server.calls.map((call) => call.url)).not.toContain('/api/streams/s9/alerts/conditions');
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('sends a test alert to the stream\'s notifications, saying how it went', async () => {
    const wrapper = await render(['streams:read:s1', 'streams:edit:s1']);
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Add condition').prop('href')).toBe('/legacy/alerts/conditions/new?stream_id=s1');

    act(() => { sendButton(wrapper).simulate('click'); });
    await settle();
    expect(server.calls.some((call) => call.method === 'POST' && call.url === '/api/streams/s1/alerts/sendDummyAlert')).toBe(true);
    expect(UserNotification.success).toHaveBeenCalledWith('Test alert was sent successfully');

    server.refusals['POST /streams/s1/alerts/sendDummyAlert'] = new FetchError('Bad Request', 400, { message: 'Shop hook: Connection refused' });
    wrapper.update();
    act(() => { sendButton(wrapper).simulate('click'); });
    await settle();
    expect(UserNotification.error).toHaveBeenCalledWith('Sending test alert failed with status: Shop hook: Connection refused', 'Could not send test alert notification');
  });
});
