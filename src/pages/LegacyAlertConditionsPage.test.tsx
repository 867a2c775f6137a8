import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import UserNotification from '@/util/UserNotification';
import { conditionFixture, streamFixture } from 'fixtures/legacyAlertFixtures';
import { serveLegacyAlerts } from 'fixtures/legacyAlertsFakeServer';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

import LegacyAlertConditionsPage from './LegacyAlertConditionsPage';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

let server: ReturnType<typeof serveLegacyAlerts>;

afterEach(unmountPages);

const renderPage = async (permissions: Array<string>) => (await mountPage(<LegacyAlertConditionsPage />, '/legacy/alerts/conditions', permissions)).wrapper;
const rowOf = (wrapper: ReactWrapper, title: string) => wrapper.find('tbody tr').filterWhere((row) => row.find('td').first().text().startsWith(title));
const click = async (wrapper: ReactWrapper, selector: string) => {
  act(() => { wrapper.find(selector).hostNodes().simulate('click'); });
  await settle();
  wrapper.update();
};
const dialogButton = (name: string) => Array.from(document.querySelectorAll<HTMLButtonElement>('.modal button')).find((button) => button.textContent === name);

describe('LegacyAlertConditionsPage', () => {
  beforeEach(() => {
    server = serveLegacyAlerts({
      // The list of all conditions does not name their streams: the streams' alert_conditions do.
      streams: [
        streamFixture({ id: 's1', title: 'Shop', alert_conditions: [{ id: 'c1' }] }),
        streamFixture({ id: 's2', title: 'Blog', alert_conditions: [{ id: 'c2' }] }),
      ],
      conditions: [
        conditionFixture({ id: 'c1', stream_id: 's1', title: 'Too many orders', in_grace: true }),
        conditionFixture({ id: 'c2', stream_id: 's2', title: 'Blog flood' }),
      ],
      callbacks: [],
      alerts: [],
      histories: {},
      testResult: { triggered: true, description: 'Stream had 3 messages in the last 5 minutes with trigger condition more than 2 messages.' },
    });
  });

  it('says an empty list may only mean that the user reads no stream with conditions', async () => {
    server = serveLegacyAlerts({ streams: [], conditions: [], callbacks: [], alerts: [], histories: {}, testResult: { triggered: false } });
    const wrapper = await renderPage(['streams:read:s9']);
    expect(wrapper.text()).toContain('No conditions yet on the streams you may read.');
  });

  it('lists each condition with its stream, type and parameters in words', async () => {
    const wrapper = await renderPage(['streams:read']);
    const shop = rowOf(wrapper, 'Too many orders');
    const texts = shop.find('td').map((cell) => cell.text());
    expect(texts[0]).toBe('Too many orders In grace period');
    expect(texts[1]).toBe('Message Count Alert Condition');
    expect(texts[2]).toBe('Shop');
    expect(texts[3]).toContain('Threshold Type:more than');
    expect(texts[3]).toContain('Repeat notifications:no');
    expect(texts[3]).toContain('Time Range:5');
    // Without streams:edit nothing can be changed.
    expect(wrapper.find('tbody button').exists()).toBe(false);
  });

  it('says which condition the server stopped checking, and why, in its words', async () => {
    server = serveLegacyAlerts({
      streams: [streamFixture({ id: 's1', title: 'Shop', alert_conditions: [{ id: 'c1' }] })],
      conditions: [conditionFixture({ id: 'c1', stream_id: 's1', title: 'Slow regex', failing: 'Its check took too long 3 times in a row' })],
      callbacks: [],
      alerts: [],
      histories: {},
      testResult: { triggered: false },
    });
    const wrapper = await renderPage(['streams:read']);
    expect(rowOf(wrapper, 'Slow regex').find('td').first().text()).toBe('Slow regexNot checked Its check took too long 3 times in a row.');
  });

  it('tests a condition and says whether it triggered, in the server\'s words', async () => {
    const wrapper = await renderPage(['streams:read', 'streams:edit:s1']);
    expect(rowOf(wrapper, 'Blog flood').find('button').exists()).toBe(false);
    await click(wrapper, 'button[aria-label="Test condition Too many orders"]');

    expect(server.calls.some((call) => call.method === 'POST' && call.url === '/api/streams/s1/alerts/conditions/c1/test')).toBe(true);
    const body = document.querySelector('.modal-body')?.textContent;
    expect(body).toContain('Condition triggered');
    expect(body).toContain('Stream had 3 messages in the last 5 minutes');

    server.state.testResult = { triggered: false, error: true, error_messages: [{ type: 'QueryParseError', message: 'Cannot parse "a:("' }] };
    act(() => { dialogButton('Test again')?.click(); });
    await settle();
    expect(document.querySelector('.modal-body')?.textContent).toContain('The condition could not be checked.Cannot parse "a:("');
  });

  it('edits a condition\'s parameters, refused values landing at their field', async () => {
    const wrapper = await renderPage(['streams:read', 'streams:edit']);
    await click(wrapper, 'button[aria-label="Edit condition Too many orders"]');
    const threshold = () => wrapper.find('.modal input[name="threshold"]').hostNodes();
    expect(threshold().prop('value')).toBe('2');

    server.refusals['PUT /streams/s1/alerts/conditions/c1'] = new FetchError('Bad Request', 400, {
      message: 'Threshold must be a whole number from 0 to 9007199254740991', failed: true, errors: { threshold: ['Threshold must be a whole number from 0 to 9007199254740991'] },
    });
    act(() => { threshold().simulate('change', { target: { value: '-1' } }); });
    act(() => { wrapper.find('.modal form').hostNodes().simulate('submit'); });
    await settle();
    wrapper.update();
    expect(wrapper.find('.modal .invalid-feedback').text()).toBe('Threshold must be a whole number from 0 to 9007199254740991.');
    expect(UserNotification.error).not.toHaveBeenCalled();

    delete server.refusals['PUT /streams/s1/alerts/conditions/c1'];
    act(() => { threshold().simulate('change', { target: { value: '4' } }); });
    act(() => { wrapper.find('.modal form').hostNodes().simulate('submit'); });
    await settle();
    wrapper.update();
    expect(server.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      type: 'message_count', title: 'Too many orders', parameters: { time: 5, threshold_type: 'MORE', threshold: 4, query: '*', grace: 0, repeat_notifications: false },
    });
    expect(UserNotification.success).toHaveBeenCalledWith('Condition updated successfully');
    expect(document.querySelector('.modal')).toBeNull();
  });

  it('deletes a condition after confirmation and toasts both outcomes', async () => {
    const wrapper = await renderPage(['streams:read', 'streams:edit']);
    server.refusals['DELETE /streams/s2/alerts/conditions/c2'] = new FetchError('Forbidden', 403, { message: 'Not allowed' });
    await click(wrapper, 'button[aria-label="Delete condition Blog flood"]');
    expect(document.querySelector('.modal')?.textContent).toContain('Do you really want to delete the condition Blog flood of stream Blog?');
    act(() => { dialogButton('Delete')?.click(); });
    await settle();
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Removing Alert Condition failed with status: /), 'Could not remove Alert Conditions');

    delete server.refusals['DELETE /streams/s2/alerts/conditions/c2'];
    act(() => { dialogButton('Delete')?.click(); });
    await settle();
    wrapper.update();
    expect(UserNotification.success).toHaveBeenCalledWith('Condition deleted successfully');
    expect(rowOf(wrapper, 'Blog flood').exists()).toBe(false);
  });
});
