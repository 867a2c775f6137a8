import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { act } from 'react-dom/test-utils';

import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import LookupTableCachesPage from './LookupTableCachesPage';
import LookupTablesPage from './LookupTablesPage';
import type { Call } from 'fixtures/answeringFetch';
import { answeringFetch } from 'fixtures/answeringFetch';
import { mountPage, settle, unmountPages } from 'fixtures/pageHarness';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const table = (id: string, name: string, title: string) => ({
  id, name, title, description: `${title} table`, cache_id: 'c1', data_adapter_id: 'a1',
  default_single_value: '', default_single_value_type: 'NULL', default_multi_value: '', default_multi_value_type: 'NULL',
});
const cache = { id: 'c1', name: 'no-cache', title: 'No cache', description: '', config: { type: 'none' } };
const adapter = { id: 'a1', name: 'countries-csv', title: 'Countries CSV', description: '', config: { type: 'csvfile', path: '/gone.csv' } };
const page = (tables: Array<ReturnType<typeof table>>) => ({
  query: null, page: 1, per_page: 10, count: tables.length, total: tables.length, lookup_tables: tables, caches: { c1: cache }, data_adapters: { a1: adapter },
});

describe('LookupTablesPage', () => {
  let wrapper: ReactWrapper;
  let calls: Array<Call>;
  let tables: Array<ReturnType<typeof table>>;

  const render = async (permissions: Array<string>, overrides: (call: Call) => unknown = () => undefined) => {
    calls = [];
    const answer = answeringFetch({
      'POST /api/system/lookup/errorstates': { tables: { countries: null }, caches: { 'no-cache': null }, data_adapters: { 'countries-csv': 'The file does not exist.' } },
      'DELETE /api/system/lookup/tables/t2': table('t2', 'hosts', 'Hosts'),
    }, calls, (call) => overrides(call) ?? (call.url.startsWith('/api/system/lookup/tables?') ? page(tables) : undefined));
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    wrapper = (await mountPage(<LookupTablesPage />, '/system/lookuptables', permissions)).wrapper;
    await settle(wrapper);
    await settle(wrapper);
  };
  const rows = () => wrapper.find('tbody tr');
  const cells = (index: number) => rows().at(index).find('td').map((td) => td.text());
  const headers = () => wrapper.find('thead th').map((th) => th.text());

  beforeEach(() => { tables = [table('t1', 'countries', 'Countries'), table('t2', 'hosts', 'Hosts')]; });
  afterEach(unmountPages);

  it('lists tables 10 to a page with their cache, data adapter and error states', async () => {
    await render(['lookuptables:read']);
    expect(calls[0].url).toBe('/api/system/lookup/tables?page=1&per_page=10&sort=title&order=asc&resolve=true');
    expect(cells(0).slice(0, 5)).toEqual(['Countries', 'Countries table', 'countries', 'No cache', 'Countries CSVErrorThe file does not exist.']);
    expect(rows().at(0).find('a').map((link) => link.prop('href'))).toEqual([
      '/system/lookuptables/table/countries', '/system/lookuptables/caches/no-cache', '/system/lookuptables/data_adapters/data_adapter/countries-csv',
    ]);
    expect(calls.find((call) => call.url === '/api/system/lookup/errorstates')?.body).toEqual({
      tables: ['countries', 'hosts'], caches: ['no-cache'], data_adapters: ['countries-csv'],
    });
    // A reader sees no create, edit or delete.
    expect(wrapper.find('a').filterWhere((link) => link.text() === 'Create lookup table').exists()).toBe(false);
    expect(wrapper.find('button').filterWhere((button) => button.text() === 'Delete').exists()).toBe(false);
    // ... nor an empty Actions column.
    expect(headers()).not.toContain('Actions');
  });

  it('deletes a table after asking, and keeps the dialog open with the reason when it is refused', async () => {
    let refuse = true;
    await render(['lookuptables:*'], (call) => (call.method === 'DELETE' && refuse ? new FetchError('Bad Request', 400, { message: 'busy' }) : undefined));
    expect(headers()).toContain('Actions');
    act(() => { wrapper.find('button[aria-label="Delete lookup table Hosts"]').simulate('click'); });
    expect(document.body.querySelector('.modal-body')?.textContent).toContain('Do you really want to delete the lookup table Hosts (hosts)?');
    const confirm = () => Array.from(document.body.querySelectorAll<HTMLButtonElement>('.modal button')).find((button) => button.textContent === 'Delete');
    await act(async () => { confirm()?.click(); });
    await settle(wrapper);
    expect(document.body.querySelector('.modal')?.textContent).toContain('busy');
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Deleting lookup table failed with status: /), 'Could not delete lookup table "hosts"');

    refuse = false;
    tables = [table('t1', 'countries', 'Countries')];
    await act(async () => { confirm()?.click(); });
    await settle(wrapper);
    await settle(wrapper);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/system/lookup/tables/t2', '/api/system/lookup/tables/t2']);
    expect(UserNotification.success).toHaveBeenCalledWith('Lookup table "Hosts" was deleted successfully.');
    expect(rows()).toHaveLength(1);
  });

  it('lists caches with their type, searching by the query typed', async () => {
    calls = [];
    const answer = answeringFetch({
      'GET /api/system/lookup/caches?page=1&per_page=10&query=name%3Ano&sort=title&order=asc': { query: 'name:no', page: 1, per_page: 10, count: 1, total: 1, caches: [cache] },
      'POST /api/system/lookup/errorstates': { caches: { 'no-cache': null } },
    }, calls, () => undefined);
    jest.mocked(fetch).mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    wrapper = (await mountPage(<LookupTableCachesPage />, '/system/lookuptables/caches?query=name%3Ano', ['lookuptables:read'])).wrapper;
    await settle(wrapper);
    expect(cells(0).slice(0, 4)).toEqual(['No cache', '', 'no-cache', 'Do not cache values']);
    expect(headers()).not.toContain('Actions');
    expect(calls.find((call) => call.url.endsWith('/errorstates'))?.body).toEqual({ caches: ['no-cache'] });
  });
});
