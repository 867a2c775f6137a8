import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';
import { Route } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import IndexSetPage from './IndexSetPage';
import type { Call } from 'fixtures/answeringFetch';
import { answeringFetch } from 'fixtures/answeringFetch';
import { indexSetFixture, indexSummaryFixture, overviewFixture } from 'fixtures/indexSetFixtures';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const set = indexSetFixture();
const OVERVIEW = `/api/system/indexer/overview/${set.id}`;
const overview = overviewFixture({
  rot_9: indexSummaryFixture('rot_9', { is_closed: true, size: null }),
  rot_10: indexSummaryFixture('rot_10', { is_reopened: true }),
  rot_11: indexSummaryFixture('rot_11', { is_deflector: true, size: { events: 42, deleted: 0, bytes: 2048 } }),
}, 'rot_11');

const answers = {
  [`GET /api/system/indices/index_sets/${set.id}`]: set,
  [`GET ${OVERVIEW}`]: overview,
  'GET /api/system/indexer/failures/count': undefined,
};

describe('IndexSetPage', () => {
  let wrapper: ReactWrapper;
  let calls: Array<Call>;

  const render = async (permissions: Array<string>, overrides: (call: Call) => unknown = () => undefined) => {
    calls = [];
    const answer = answeringFetch(answers, calls, (call) => (call.url.startsWith('/api/system/indexer/failures/count') ? { count: 2 } : overrides(call)));
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    wrapper = (await mountPage(<Route path="/system/index_sets/:indexSetId"><IndexSetPage /></Route>, `/system/index_sets/${set.id}`, permissions)).wrapper;
    await settle(wrapper);
    await settle(wrapper);
  };
  const rows = () => wrapper.find('tbody tr');
  const row = (name: string) => rows().filterWhere((tr) => tr.find('td').first().find('.font-monospace').text() === name);
  const buttonsOf = (name: string) => row(name).find('button').map((button) => button.prop('aria-label'));

  afterEach(() => {
    unmountPages();
    Object.values(UserNotification).forEach((notify) => jest.mocked(notify).mockReset());
  });

  it('lists the indices newest first with their state, the write index marked, and the set at a glance', async () => {
    await render(['*']);
    expect(wrapper.find('h1').text()).toContain('Index set: Rotating');
    expect(wrapper.text()).toContain('Message Count: Rotates the write index after 100 messages.');
    expect(wrapper.text()).toContain('Keeps 3 indices; older ones are deleted.');
    expect(wrapper.text()).toContain('3 indices with 142 messages. The active write index is rot_11.');
    expect(wrapper.text()).toContain('2 indexer failures in the last 24 hours');
    expect(rows().map((tr) => tr.find('td').first().text())).toEqual(['rot_11write index', 'rot_10reopened', 'rot_9closed']);
    expect(row('rot_11').find('td').at(2).text()).toBe('42');
    expect(row('rot_11').find('td').at(1).text()).toContain('up to now');

    // The write index can only have its range recalculated; a closed index can be reopened or deleted.
    expect(buttonsOf('rot_11')).toEqual(['More actions for index rot_11']);
    expect(buttonsOf('rot_10')).toEqual(['Close index rot_10', 'More actions for index rot_10']);
    expect(buttonsOf('rot_9')).toEqual(['Reopen index rot_9', 'More actions for index rot_9']);
    expect(wrapper.find('button').map((button) => button.text())).toEqual(expect.arrayContaining(['Rotate active write index', 'Recalculate index ranges']));
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Edit index set').prop('href'))
      .toBe(`/system/index_sets/${set.id}/configuration?from=details`);
  });

  it('closes an index after naming it and shows the new overview', async () => {
    await render(['*'], (call) => (call.method === 'POST' ? {} : undefined));
    act(() => { row('rot_10').find('button[aria-label="Close index rot_10"]').simulate('click'); });
    await settle(wrapper);
    const dialog = document.body.querySelector('.modal') as HTMLElement;
    expect(dialog.textContent).toContain('Do you really want to close the index rot_10?');
    const overviews = calls.filter((call) => call.url === OVERVIEW).length;
    await act(async () => { (Array.from(dialog.querySelectorAll('button')).find((button) => button.textContent === 'Close index') as HTMLButtonElement).click(); });
    await settle(wrapper);
    expect(calls.find((call) => call.method === 'POST')?.url).toBe('/api/system/indexer/indices/rot_10/close');
    expect(calls.filter((call) => call.url === OVERVIEW).length).toBe(overviews + 1);
  });

  it('shows no action to a user who may only look', async () => {
    await render(['indexsets:read', 'indices:read']);
    expect(rows()).toHaveLength(3);
    expect(wrapper.find('tbody button')).toHaveLength(0);
    expect(wrapper.find('thead th').map((th) => th.text())).not.toContain('Actions');
    expect(wrapper.find('button').map((button) => button.text())).not.toContain('Rotate active write index');
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Edit index set')).toHaveLength(0);
    expect(wrapper.text()).not.toContain('indexer failures');
  });

  it.each([
    [404, new FetchError('Not Found', 404, { message: `Index set <${set.id}> not found` })],
    [403, new FetchError('Forbidden', 403, { message: 'Not authorized' })],
  ])('leaves a %i to the error page the fetch layer shows, without a toast', async (_status, refusal) => {
    await render(['*'], (call) => (call.url === `/api/system/indices/index_sets/${set.id}` ? refusal : undefined));
    expect(UserNotification.error).not.toHaveBeenCalled();
    expect(wrapper.find('h1')).toHaveLength(1);
    expect(wrapper.find('h1').text()).toBe('The index set could not be loaded');
  });

  it('toasts any other failure to load the set', async () => {
    await render(['*'], (call) => (call.url === `/api/system/indices/index_sets/${set.id}` ? new FetchError('Bad Request', 400, { message: 'Invalid id' }) : undefined));
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringContaining('Invalid id'), 'Could not load index set');
  });

  it("says the server's reason when the indexer is unavailable", async () => {
    await render(['*'], (call) => (call.url === OVERVIEW ? new FetchError('Service Unavailable', 503, { message: 'Elasticsearch cluster is not available, check your configuration and logs for more information.' }) : undefined));
    expect(wrapper.find('[role="alert"]').hostNodes().text()).toContain('Elasticsearch cluster is not available, check your configuration and logs for more information.');
    expect(rows()).toHaveLength(0);
  });
});
