import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import UserNotification from '@/util/UserNotification';
import { streamFixture } from 'fixtures/legacyAlertFixtures';
import { serveLegacyAlerts } from 'fixtures/legacyAlertsFakeServer';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

import LegacyAlertConditionNewPage from './LegacyAlertConditionNewPage';
import { formDriver } from 'fixtures/formDriver';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

let server: ReturnType<typeof serveLegacyAlerts>;

afterEach(unmountPages);

const renderPage = (permissions: Array<string>, url = '/legacy/alerts/conditions/new') => mountPage(<LegacyAlertConditionNewPage />, url, permissions);
const choose = (wrapper: ReactWrapper, id: string, value: string) => {
  act(() => { wrapper.find(`select#${id}`).simulate('change', { target: { value } }); });
  wrapper.update();
};
const submit = async (wrapper: ReactWrapper) => {
  act(() => { wrapper.find('form').hostNodes().simulate('submit'); });
  await settle();
  wrapper.update();
};
const options = (wrapper: ReactWrapper, id: string) => wrapper.find(`select#${id} option`).map((option) => option.text());

describe('LegacyAlertConditionNewPage', () => {
  beforeEach(() => {
    server = serveLegacyAlerts({
      streams: [streamFixture({ id: 's1', title: 'Shop' }), streamFixture({ id: 's2', title: 'Blog' })],
      conditions: [], callbacks: [], alerts: [], histories: {}, testResult: { triggered: false },
    });
  });

  it('offers only the streams the user may edit, and the stream named in the URL first', async () => {
    const { wrapper } = await renderPage(['streams:read', 'streams:edit:s2'], '/legacy/alerts/conditions/new?stream_id=s2');
    expect(options(wrapper, 'new-condition-stream')).toEqual(['Choose a stream…', 'Blog']);
    expect(wrapper.find('select#new-condition-stream').prop('value')).toBe('s2');
    expect(options(wrapper, 'new-condition-type')).toEqual(['Choose a type…', 'Field Aggregation Alert Condition', 'Message Count Alert Condition']);
    expect(wrapper.find('form').exists()).toBe(false);
  });

  it('never offers the events streams, which hold no messages', async () => {
    server = serveLegacyAlerts({
      streams: [streamFixture({ id: 's1', title: 'Shop' }), streamFixture({ id: '000000000000000000000002', title: 'All events' })],
      conditions: [], callbacks: [], alerts: [], histories: {}, testResult: { triggered: false },
    });
    const { wrapper } = await renderPage(['*']);
    expect(options(wrapper, 'new-condition-stream')).toEqual(['Choose a stream…', 'Shop']);
  });

  it('says so when there is no stream to add a condition to', async () => {
    const { wrapper } = await renderPage(['streams:read']);
    expect(wrapper.text()).toContain('You may not edit any stream');
  });

  it('builds the form from the type\'s requested configuration and creates the condition', async () => {
    const { wrapper, history } = await renderPage(['streams:read', 'streams:edit']);
    choose(wrapper, 'new-condition-stream', 's1');
    choose(wrapper, 'new-condition-type', 'message_count');
    const form = formDriver(() => wrapper);
    expect(form.labelOf('threshold')).toContain('Threshold');
    expect(form.field('threshold_type').find('option').map((option) => option.text())).toEqual(['more than', 'less than']);
    expect(form.field('time').prop('value')).toBe('5');

    // A required field left empty is refused in the browser, before anything is sent.
    act(() => { form.type('threshold', ''); });
    await submit(wrapper);
    expect(form.errorOf('title')).toBe('Title is required.');
    expect(form.errorOf('threshold')).toBe('Threshold is required.');
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    // The server refuses a threshold it cannot use at that field; what was typed stays.
    server.refusals['POST /streams/s1/alerts/conditions'] = new FetchError('Bad Request', 400, {
      message: 'Threshold must be a whole number from 0 to 9007199254740991', failed: true, errors: { threshold: ['Threshold must be a whole number from 0 to 9007199254740991'] },
    });
    act(() => { form.type('title', 'Order burst'); form.type('threshold', '-2'); });
    wrapper.update();
    await submit(wrapper);
    expect(form.errorOf('threshold')).toBe('Threshold must be a whole number from 0 to 9007199254740991.');
    expect(form.field('title').prop('value')).toBe('Order burst');

    delete server.refusals['POST /streams/s1/alerts/conditions'];
    act(() => { form.type('threshold', '2'); });
    wrapper.update();
    await submit(wrapper);
    expect(server.calls.filter((call) => call.method === 'POST').at(-1)).toMatchObject({
      url: '/api/streams/s1/alerts/conditions',
      body: { type: 'message_count', title: 'Order burst', parameters: { time: 5, threshold_type: 'MORE', threshold: 2, query: '*', grace: 0, repeat_notifications: false } },
    });
    expect(UserNotification.success).toHaveBeenCalledWith('Condition created successfully');
    expect(history.location.pathname).toBe('/legacy/alerts/conditions');
  });

  it('keeps a condition type\'s own "type" field apart from the condition\'s type', async () => {
    const { wrapper } = await renderPage(['streams:edit']);
    choose(wrapper, 'new-condition-stream', 's2');
    choose(wrapper, 'new-condition-type', 'field_value');
    const form = formDriver(() => wrapper);
    act(() => { form.type('title', 'Slow'); form.type('field', 'took_ms'); form.type('type', 'MEAN'); });
    wrapper.update();
    await submit(wrapper);
    expect(server.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      type: 'field_value', title: 'Slow', parameters: { field: 'took_ms', threshold: 0, type: 'MEAN' },
    });
  });
});
