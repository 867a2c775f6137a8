import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import IndicesPage from './IndicesPage';
import type { Call } from 'fixtures/answeringFetch';
import { answeringFetch } from 'fixtures/answeringFetch';
import { indexSetFixture, RETENTION, ROTATION } from 'fixtures/indexSetFixtures';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const defaultSet = indexSetFixture({ id: '5f00000000000000000000d1', title: 'Default index set', description: 'The default', index_prefix: 'graylog', default: true });
const rotating = indexSetFixture();
const archive = indexSetFixture({
  id: '5f00000000000000000000a2',
  title: 'Archive',
  index_prefix: 'archive',
  writable: false,
  rotation_strategy_class: `${ROTATION}TimeBasedRotationStrategy`,
  rotation_strategy: { type: `${ROTATION}TimeBasedRotationStrategyConfig`, rotation_period: 'P1D' },
  retention_strategy_class: `${RETENTION}ClosingRetentionStrategy`,
  retention_strategy: { type: `${RETENTION}ClosingRetentionStrategyConfig`, max_number_of_indices: 7 },
});

const answers = {
  'GET /api/system/indices/index_sets?skip=0&limit=20&stats=true': {
    total: 3,
    index_sets: [archive, defaultSet, rotating],
    stats: {
      [defaultSet.id]: { indices: 2, documents: 1500, size: 3 * 1024 * 1024 },
      [rotating.id]: { indices: 1, documents: 1, size: 512 },
    },
  },
  'GET /api/system/indices/index_sets/stats': { indices: 3, documents: 1501, size: 3 * 1024 * 1024 + 512 },
  'GET /api/streams': { total: 1, streams: [{ id: 's1', title: 'Shop', index_set_id: rotating.id }] },
};

const ADMIN = ['*'];
const VIEWER = ['indices:read', 'indexsets:read'];

describe('IndicesPage', () => {
  let wrapper: ReactWrapper;
  let calls: Array<Call>;

  const render = async (permissions: Array<string>, overrides: (call: Call) => unknown = () => undefined) => {
    calls = [];
    const answer = answeringFetch(answers, calls, overrides);
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    wrapper = (await mountPage(<IndicesPage />, '/system/indices', permissions)).wrapper;
    await settle(wrapper);
  };
  const row = (title: string) => wrapper.find('tbody tr').filterWhere((tr) => tr.find('td').first().find('a').first().text() === title);

  afterEach(() => {
    unmountPages();
    Object.values(UserNotification).forEach((notify) => jest.mocked(notify).mockReset());
  });

  it('lists every set with its badges, contents and strategies, and the totals', async () => {
    await render(ADMIN);
    expect(wrapper.find('h1').text()).toBe('Indices & Index Sets');
    expect(wrapper.text()).toContain('Total: 3 indices, 1,501 documents, 3.0 MiB');
    expect(wrapper.find('tbody tr').map((tr) => tr.find('td').first().find('a').first().text())).toEqual(['Archive', 'Default index set', 'Rotating']);
    expect(row('Default index set').find('td').first().text()).toContain('default');
    expect(row('Default index set').find('a').first().prop('href')).toBe(`/system/index_sets/${defaultSet.id}`);
    expect(row('Archive').find('td').first().text()).toContain('read only');
    expect(row('Default index set').find('td').at(2).text()).toBe('2 indices1,500 documents, 3.0 MiB');
    expect(row('Archive').find('td').at(2).text()).toBe('Not available');
    expect(row('Rotating').find('td').at(3).text()).toBe('Index Message CountRotates the write index after 100 messages.');
    expect(row('Archive').find('td').at(3).text()).toContain('Rotates the write index every P1D (a day).');
    expect(row('Archive').find('td').at(4).text()).toBe('Close IndexKeeps 7 indices open; older ones are closed.');
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Create index set').prop('href')).toBe('/system/index_sets/create');
    expect(row('Rotating').find(`a[aria-label="Edit index set Rotating"]`).prop('href')).toBe(`/system/index_sets/${rotating.id}/configuration`);
  });

  it('shows no action to a user who may only look', async () => {
    await render(VIEWER);
    expect(wrapper.find('tbody tr')).toHaveLength(3);
    expect(wrapper.find('thead th').map((th) => th.text())).not.toContain('Actions');
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Create index set')).toHaveLength(0);
    expect(wrapper.find('button').filterWhere((button) => /More/.test(button.text()))).toHaveLength(0);
  });

  it('deletes a set, with its indices unless the user says otherwise, after naming it', async () => {
    await render(ADMIN, (call) => (call.method === 'DELETE' ? {} : undefined));
    const more = row('Archive').find('button[aria-label="More actions for index set Archive"]');
    act(() => { more.simulate('click'); });
    wrapper.update();
    const deleteItem = () => row('Archive').find('button.dropdown-item').filterWhere((item) => item.text().startsWith('Delete'));
    act(() => { deleteItem().simulate('click'); });
    await settle(wrapper);
    const dialog = document.body.querySelector('.modal') as HTMLElement;
    expect(dialog.textContent).toContain('Do you really want to delete the index set Archive?');
    const checkbox = dialog.querySelector<HTMLInputElement>('input[type="checkbox"]') as HTMLInputElement;
    expect(checkbox.checked).toBe(true);
    act(() => { checkbox.click(); });
    const confirm = Array.from(dialog.querySelectorAll('button')).find((button) => button.textContent === 'Delete') as HTMLButtonElement;
    await act(async () => { confirm.click(); });
    await settle(wrapper);
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/system/indices/index_sets/${archive.id}?delete_indices=false`);
    // The list and the totals are asked for again.
    expect(calls.filter((call) => call.url === '/api/system/indices/index_sets/stats')).toHaveLength(2);
  });

  it('offers no deletion of the default set or of a set streams write to, and says why', async () => {
    await render(ADMIN);
    const deleteOf = (title: string) => {
      act(() => { row(title).find(`button[aria-label="More actions for index set ${title}"]`).simulate('click'); });
      wrapper.update();
      return row(title).find('button.dropdown-item').filterWhere((item) => item.text().startsWith('Delete'));
    };
    expect(deleteOf('Default index set').prop('aria-disabled')).toBe(true);
    expect(deleteOf('Archive').prop('aria-disabled')).toBeUndefined();
    expect(deleteOf('Default index set').text()).toContain('the default set cannot be deleted');
    expect(deleteOf('Rotating').text()).toContain('streams write to it: Shop');
    // Set as default is offered only for a writable set that is not the default already.
    const items = (title: string) => row(title).find('button.dropdown-item').map((item) => item.text());
    expect(items('Rotating')[0]).toBe('Set as default');
    expect(items('Default index set')).not.toContain('Set as default');
    expect(items('Archive')).not.toContain('Set as default');
  });

  it("shows the catalogue's text when the indexer is unavailable", async () => {
    await render(ADMIN, (call) => (call.url === '/api/system/indices/index_sets/stats' ? new FetchError('Service Unavailable', 503, undefined) : undefined));
    expect(wrapper.find('[role="alert"]').hostNodes().text())
      .toContain('Elasticsearch is unavailable. Check your configuration and logs for more information.');
  });
});
