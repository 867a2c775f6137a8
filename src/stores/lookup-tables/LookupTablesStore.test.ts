import { FetchError } from '@/logic/errors/FetchError';
import fetch from '@/logic/rest/FetchProvider';
import UserNotification from '@/util/UserNotification';

import { LookupTableDataAdaptersActions } from './LookupTableDataAdaptersStore';
import type { LookupTable } from './lookupPayloads';
import { LookupTablesActions } from './LookupTablesStore';
import { resetFetchAndToasts } from 'fixtures/storeTestSetup';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;
const QUIET = { reportPageErrors: false };

const table = (overrides: Partial<LookupTable> = {}): LookupTable => ({
  id: '5f00000000000000000000t1',
  title: 'Countries',
  description: 'IP to country',
  name: 'countries',
  cache_id: 'c1',
  data_adapter_id: 'a1',
  default_single_value: 'unknown',
  default_single_value_type: 'STRING',
  default_multi_value: '',
  default_multi_value_type: 'NULL',
  ...overrides,
});
const cache = { id: 'c1', title: 'No cache', description: '', name: 'no-cache', config: { type: 'none' } };
const adapter = { id: 'a1', title: 'CSV', description: '', name: 'countries-csv', config: { type: 'csvfile', path: '/tmp/c.csv' } };

describe('LookupTablesStore', () => {
  beforeEach(resetFetchAndToasts);

  it('pages tables with their caches and adapters, searching with the query encoded once, and never toasts a list failure', async () => {
    mockFetch.mockResolvedValueOnce({
      query: 'name:count ries', page: 2, per_page: 10, count: 1, total: 11, lookup_tables: [table()], caches: { c1: cache }, data_adapters: { a1: adapter },
    });
    const page = await LookupTablesActions.searchPaginated({ page: 2, perPage: 10, query: 'name:count ries', sort: { field: 'title', order: 'asc' } });
    expect(mockFetch).toHaveBeenLastCalledWith(
      'GET', '/api/system/lookup/tables?page=2&per_page=10&query=name%3Acount%20ries&sort=title&order=asc&resolve=true', undefined, QUIET,
    );
    expect(page.list).toEqual([table()]);
    expect(page.pagination).toMatchObject({ page: 2, perPage: 10, total: 11, query: 'name:count ries' });
    expect(page.caches.c1.name).toBe('no-cache');
    expect(page.dataAdapters.a1.name).toBe('countries-csv');

    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'boom' }));
    await expect(LookupTablesActions.searchPaginated({ page: 1, perPage: 10, query: '', sort: { field: 'title', order: 'asc' } })).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('loads one table with its cache and adapter, leaving a 404 to the not-found page', async () => {
    mockFetch.mockResolvedValueOnce({ lookup_tables: [table()], caches: { c1: cache }, data_adapters: {} });
    const loaded = await LookupTablesActions.get('countries');
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/lookup/tables/countries?resolve=true');
    expect(loaded.table.name).toBe('countries');
    expect(loaded.cache?.id).toBe('c1');
    expect(loaded.dataAdapter).toBeUndefined();

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'gone' }));
    await expect(LookupTablesActions.get('gone')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).not.toHaveBeenCalled();
    mockFetch.mockRejectedValueOnce(new FetchError('Internal Server Error', 500, { message: 'db down' }));
    await expect(LookupTablesActions.get('countries')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Fetching lookup table countries failed with status: .*db down/), 'Could not retrieve lookup table');
  });

  it('toasts a refused save, but not one the form shows at its fields, nor bean violations carrying a message_template', async () => {
    const request = { ...table(), id: undefined };
    mockFetch.mockResolvedValueOnce(table());
    await LookupTablesActions.create(request);
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/lookup/tables', request, QUIET);
    expect(UserNotification.success).toHaveBeenCalledWith('Lookup table "Countries" was created successfully.');

    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { failed: true, errors: { name: ['The lookup table name is already in use.'] } }));
    await expect(LookupTablesActions.create(request)).rejects.toMatchObject({ body: { errors: { name: ['The lookup table name is already in use.'] } } });

    const violations = [{ message: 'must not be empty', message_template: '{javax.validation.constraints.NotEmpty.message}', path: 'createTable.arg0.name' }];
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, violations));
    // The violation is handed to the form as the field it names.
    await expect(LookupTablesActions.create(request)).rejects.toMatchObject({ body: { errors: { name: ['must not be empty'] } } });
    expect(UserNotification.error).not.toHaveBeenCalled();

    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, { message: 'The adapter is still in use, cannot delete.' }));
    await expect(LookupTablesActions.update(table())).rejects.toBeInstanceOf(FetchError);
    expect(mockFetch).toHaveBeenLastCalledWith('PUT', '/api/system/lookup/tables/5f00000000000000000000t1', table(), QUIET);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Updating lookup table failed with status: /), 'Could not update lookup table "countries"');
  });

  it('answers the validate call with its reasons by field, and a refusal naming fields the same way', async () => {
    mockFetch.mockResolvedValueOnce({ errors: { name: ['The lookup table name is already in use.'] } });
    expect(await LookupTablesActions.validate(table())).toEqual({ name: ['The lookup table name is already in use.'] });
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/lookup/tables/validate', table(), QUIET);
    mockFetch.mockResolvedValueOnce({ errors: {} });
    expect(await LookupTablesActions.validate(table())).toEqual({});
    mockFetch.mockRejectedValueOnce(new FetchError('Bad Request', 400, [{ message: 'must be at least 1', message_template: '{min}', path: 'validateAdapter.arg0.config.check_interval' }]));
    expect(await LookupTableDataAdaptersActions.validate(adapter)).toEqual({ check_interval: ['must be at least 1'] });
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('looks keys up, purges with Graylog\'s texts and reads error states', async () => {
    const result = { single_value: 'DE', multi_value: { value: 'DE' }, has_error: false, ttl: 0 };
    mockFetch.mockResolvedValueOnce(result);
    expect(await LookupTablesActions.lookup('countries', '10.0.0.1 /x')).toEqual(result);
    expect(mockFetch).toHaveBeenLastCalledWith('GET', '/api/system/lookup/tables/countries/query?key=10.0.0.1%20%2Fx', undefined, QUIET);

    mockFetch.mockRejectedValueOnce(new FetchError('Not Found', 404, { message: 'Unable to find data adapter csv' }));
    await expect(LookupTableDataAdaptersActions.lookup('csv', 'k')).rejects.toBeInstanceOf(FetchError);
    expect(UserNotification.error).toHaveBeenCalledWith(expect.stringMatching(/^Lookup failed with status: /), 'Could not lookup value for key "k" in lookup table data adapter "csv"');

    mockFetch.mockResolvedValueOnce(undefined);
    await LookupTablesActions.purgeKey(table(), '10.0.0.1');
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/lookup/tables/5f00000000000000000000t1/purge?key=10.0.0.1', undefined, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Purging cache key "10.0.0.1" for lookup table "countries"', 'Success!');
    mockFetch.mockResolvedValueOnce(undefined);
    await LookupTablesActions.purgeAll(table());
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/lookup/tables/5f00000000000000000000t1/purge', undefined, QUIET);
    expect(UserNotification.success).toHaveBeenLastCalledWith('Purging cache for lookup table "countries"', 'Success!');

    mockFetch.mockResolvedValueOnce({ tables: { countries: null }, data_adapters: { 'countries-csv': 'The file does not exist.' } });
    expect(await LookupTablesActions.getErrors({ tables: ['countries'], data_adapters: ['countries-csv'] })).toEqual({
      tables: { countries: null }, caches: {}, data_adapters: { 'countries-csv': 'The file does not exist.' },
    });
    expect(mockFetch).toHaveBeenLastCalledWith('POST', '/api/system/lookup/errorstates', { tables: ['countries'], data_adapters: ['countries-csv'] }, QUIET);
  });

  it('lists every table for pickers page by page', async () => {
    const many = Array.from({ length: 100 }, (_, i) => table({ id: `t${i}`, name: `t${i}` }));
    mockFetch.mockResolvedValueOnce({ page: 1, per_page: 100, count: 100, total: 101, query: null, lookup_tables: many });
    mockFetch.mockResolvedValueOnce({ page: 2, per_page: 100, count: 1, total: 101, query: null, lookup_tables: [table({ id: 'last', name: 'last' })] });
    const all = await LookupTablesActions.listAll();
    expect(all).toHaveLength(101);
    expect(mockFetch).toHaveBeenCalledTimes(2);
    expect(mockFetch.mock.calls[1][1]).toContain('page=2&per_page=100');
  });
});
