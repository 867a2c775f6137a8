// /system/lookup/*: Graylog's shapes for caches, adapters and tables, validation at the fields, refusals,
// permissions, queries, purge and error states.
import { NO_TTL } from './results';
import fs from 'node:fs';
import { makeLookupTestApi, quietAdapterLogs, type LookupTestApi } from './testSupport';

const csvConfig = (path: string, extra: Record<string, unknown> = {}) => ({
  type: 'csvfile',
  path,
  separator: ',',
  quotechar: '"',
  key_column: 'ip',
  value_column: 'country',
  check_interval: 60,
  case_insensitive_lookup: false,
  ...extra,
});

describe('lookup routes', () => {
  let t: LookupTestApi;
  quietAdapterLogs();

  beforeEach(async () => {
    t = await makeLookupTestApi();
    await t.addUser('reader', ['lookuptables:read']);
  });

  afterEach(async () => {
    await t.close();
  });

  it('creates a CSV table and answers lookups in Graylog\'s LookupResult shape', async () => {
    const file = t.writeFile('countries.csv', '"ip","country"\n"10.0.0.1","DE"\n"10.0.0.2","FR"\n');
    const { id } = await t.table('countries', csvConfig(file), { default_single_value: 'unknown', default_single_value_type: 'STRING' });

    const found = await t.call('GET', '/system/lookup/tables/countries/query?key=10.0.0.2', undefined, t.as('reader'));
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ single_value: 'FR', multi_value: { value: 'FR' }, string_list_value: null, has_error: false, ttl: NO_TTL });

    const missing = await t.call('GET', `/system/lookup/tables/${id}/query?key=10.9.9.9`);
    expect(missing.json()).toMatchObject({ single_value: 'unknown', multi_value: { value: 'unknown' }, has_error: false });

    expect((await t.call('GET', '/system/lookup/tables/nope/query?key=a')).statusCode).toBe(404);
    const empty = await t.call('GET', '/system/lookup/tables/countries/query?key=');
    expect(empty.statusCode).toBe(400);
  });

  it('lists each kind in Graylog\'s paginated shape, searchable, tables resolved on request', async () => {
    const file = t.writeFile('a.csv', 'ip,country\n');
    const { cacheId, adapterId } = await t.table('alpha', csvConfig(file));
    await t.table('beta', { type: 'key_value_list', pairs: { a: 'b' } });

    const tables = (await t.call('GET', '/system/lookup/tables?page=1&per_page=10&resolve=true', undefined, t.as('reader'))).json();
    expect(tables).toMatchObject({ page: 1, per_page: 10, count: 2, total: 2, query: '' });
    // Graylog sorts by title, descending, by default.
    expect(tables.lookup_tables.map((table: { name: string }) => table.name)).toEqual(['beta', 'alpha']);
    expect(Object.keys(tables.caches)).toContain(cacheId);
    expect(tables.data_adapters[adapterId]).toMatchObject({ name: 'alpha-adapter', config: { type: 'csvfile', path: file } });
    const unresolved = (await t.call('GET', '/system/lookup/tables')).json();
    expect(unresolved.caches).toEqual({});

    const searched = (await t.call('GET', '/system/lookup/adapters?query=beta')).json();
    expect(searched).toMatchObject({ total: 1, query: 'beta' });
    expect(searched.data_adapters[0]).toMatchObject({ name: 'beta-adapter', custom_error_ttl_enabled: null, content_pack: null });
    const caches = (await t.call('GET', '/system/lookup/caches?per_page=1&sort=name&order=asc')).json();
    expect(caches).toMatchObject({ count: 1, total: 2, per_page: 1 });
    expect(caches.caches[0].name).toBe('alpha-cache');

    const one = (await t.call('GET', '/system/lookup/tables/alpha?resolve=true')).json();
    expect(one).toMatchObject({ total: 1, count: 1, lookup_tables: [{ name: 'alpha', cache_id: cacheId }] });
    expect(Object.keys(one.data_adapters)).toEqual([adapterId]);
  });

  it('answers the cache and adapter types with their default configurations', async () => {
    const caches = (await t.call('GET', '/system/lookup/types/caches', undefined, t.as('reader'))).json();
    expect(caches.none).toEqual({ type: 'none', config_class: 'org.graylog2.lookup.caches.NullCache$Config', default_config: { type: 'none' } });
    expect(caches.guava_cache.default_config).toMatchObject({ max_size: 1000, expire_after_access: 60, expire_after_access_unit: 'SECONDS', expire_after_write: 0 });
    const adapters = (await t.call('GET', '/system/lookup/types/adapters')).json();
    expect(Object.keys(adapters).sort()).toEqual(['csvfile', 'dnslookup', 'dsvhttp', 'httpjsonpath', 'key_value_list']);
    expect(adapters.csvfile.default_config).toEqual(csvConfig('/etc/graylog/lookup-table.csv', { key_column: 'key', value_column: 'value' }));
  });

  it('refuses invalid entities at their fields and saves nothing', async () => {
    const bad = await t.call('POST', '/system/lookup/adapters', { title: '', name: 'bad name', config: csvConfig('', { separator: ';;', check_interval: 0 }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      type: 'ApiError',
      failed: true,
      errors: {
        title: ['must not be empty'],
        name: ['may only contain letters, digits, "-" and "_"'],
        path: ['must not be empty'],
        separator: ['size must be between 1 and 1'],
        check_interval: ['must be greater than or equal to 1'],
      },
    });
    const unknownType = await t.call('POST', '/system/lookup/caches', { title: 'x', name: 'x', config: { type: 'redis' } });
    expect(unknownType.json().errors.type[0]).toMatch(/Unknown cache type "redis"/);
    const table = await t.call('POST', '/system/lookup/tables', {
      title: 't', name: 't', cache_id: 'ffffffffffffffffffffffff', data_adapter_id: '', default_single_value: 'abc', default_single_value_type: 'NUMBER',
      default_multi_value: '[1]', default_multi_value_type: 'OBJECT',
    });
    expect(table.json().errors).toEqual({
      cache_id: ['There is no cache with id ffffffffffffffffffffffff.'],
      data_adapter_id: ['must not be empty'],
      default_single_value: ['Could not parse JSON number value <abc>'],
      default_multi_value: ['Could not parse JSON object value <[1]>'],
    });
    for (const kind of ['caches', 'adapters', 'tables']) expect((await t.call('GET', `/system/lookup/${kind}`)).json().total).toBe(0);
  });

  it('keeps names unique and validates like Graylog, a missing file being a warning only', async () => {
    await t.create('caches', { title: 'c', description: '', name: 'shared', config: { type: 'none' } });
    const dup = await t.call('POST', '/system/lookup/caches', { title: 'other', name: 'shared', config: { type: 'none' } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors).toEqual({ name: ['The cache name is already in use.'] });

    const missingFile = `${t.dir}/later.csv`;
    const validated = await t.call('POST', '/system/lookup/adapters/validate', { title: 'a', name: 'a', config: csvConfig(missingFile) }, t.as('reader'));
    expect(validated.json()).toEqual({ failed: true, errors: { path: ['The file does not exist.'] } });
    const saved = await t.create('adapters', { title: 'a', description: '', name: 'a', config: csvConfig(missingFile) });
    const again = await t.call('POST', '/system/lookup/adapters/validate', { id: saved.id, title: 'a', name: 'a', config: csvConfig(missingFile) });
    expect(again.json().errors.name).toBeUndefined();
    const cacheValid = await t.call('POST', '/system/lookup/caches/validate', { title: 'n', name: 'new', config: { type: 'guava_cache', max_size: -1, expire_after_access: 0, expire_after_write: 0 } });
    expect(cacheValid.json()).toEqual({ failed: true, errors: { max_size: ['must be greater than or equal to 0'] } });
    const tableValid = await t.call('POST', '/system/lookup/tables/validate', { title: 't', name: 't', cache_id: '', data_adapter_id: saved.id, default_single_value: 'x', default_single_value_type: 'OBJECT', default_multi_value: '', default_multi_value_type: 'NULL' });
    expect(tableValid.json().errors).toEqual({ cache_id: ['must not be empty'], default_single_value: ['Could not convert <x> to single value type <OBJECT>'] });
  });

  it('updates by id or name, refusing a mismatch between path and body', async () => {
    const cache = await t.create('caches', { title: 'c', description: '', name: 'c1', config: { type: 'none' } });
    const renamed = await t.call('PUT', '/system/lookup/caches/c1', { id: cache.id, title: 'Renamed', description: 'd', name: 'c1', config: { type: 'guava_cache', max_size: 5, expire_after_access: 1, expire_after_access_unit: 'MINUTES', expire_after_write: 0 } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      id: cache.id, title: 'Renamed', description: 'd', name: 'c1', content_pack: null,
      config: { type: 'guava_cache', max_size: 5, expire_after_access: 1, expire_after_access_unit: 'MINUTES', expire_after_write: 0, expire_after_write_unit: null, ignore_null: false },
    });
    const mismatch = await t.call('PUT', `/system/lookup/caches/${cache.id}`, { id: 'ffffffffffffffffffffffff', title: 'x', name: 'other', config: { type: 'none' } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(`URL parameter <${cache.id}> does not match parameter in request body`);
    expect((await t.call('PUT', '/system/lookup/caches/ghost', { title: 'x', name: 'ghost', config: { type: 'none' } })).statusCode).toBe(404);
  });

  it('refuses deleting a cache or adapter a table uses, and deletes once it is free', async () => {
    const file = t.writeFile('d.csv', 'ip,country\n');
    const { id, cacheId, adapterId } = await t.table('used', csvConfig(file));
    const cache = await t.call('DELETE', `/system/lookup/caches/${cacheId}`);
    expect(cache.statusCode).toBe(400);
    expect(cache.json().message).toBe('The cache is still in use, cannot delete. Lookup tables using it: used');
    expect((await t.call('DELETE', `/system/lookup/adapters/used-adapter`)).json().message).toMatch(/^The adapter is still in use, cannot delete/);
    const table = await t.call('DELETE', `/system/lookup/tables/${id}`);
    expect(table.json()).toMatchObject({ id, name: 'used' });
    expect((await t.call('DELETE', `/system/lookup/caches/${cacheId}`)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/system/lookup/adapters/${adapterId}`)).statusCode).toBe(200);
    expect((await t.call('GET', `/system/lookup/adapters/${adapterId}`)).statusCode).toBe(404);
    expect(t.service.has('used')).toBe(false);
  });

  it('lets readers read, query and purge but not write', async () => {
    const cache = await t.create('caches', { title: 'c', description: '', name: 'c', config: { type: 'none' } });
    const reader = t.as('reader');
    expect((await t.call('GET', `/system/lookup/caches/${cache.id}`, undefined, reader)).statusCode).toBe(200);
    expect((await t.call('POST', '/system/lookup/caches', { title: 'x', name: 'x', config: { type: 'none' } }, reader)).statusCode).toBe(403);
    expect((await t.call('PUT', `/system/lookup/caches/${cache.id}`, { id: cache.id, title: 'x', name: 'c', config: { type: 'none' } }, reader)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/system/lookup/caches/${cache.id}`, undefined, reader)).statusCode).toBe(403);
    await t.addUser('nobody', []);
    expect((await t.call('GET', '/system/lookup/tables', undefined, t.as('nobody'))).statusCode).toBe(403);
    await t.addUser('one-cache', [`lookuptables:read:${cache.id}`]);
    expect((await t.call('GET', `/system/lookup/caches/${cache.id}`, undefined, t.as('one-cache'))).statusCode).toBe(200);
    // Addressed by name, the grant on the id still counts only after the entity is found.
    expect((await t.call('GET', '/system/lookup/caches/c', undefined, t.as('one-cache'))).statusCode).toBe(403);
  });

  it('reports a missing CSV file as the error state of the adapter and its table until the file appears', async () => {
    const file = `${t.dir}/late.csv`;
    await t.table('late', csvConfig(file));
    const states = await t.call('POST', '/system/lookup/errorstates', { tables: ['late'], data_adapters: ['late-adapter'], caches: ['late-cache'] }, t.as('reader'));
    expect(states.json()).toEqual({
      tables: { late: `File ${file} does not exist` },
      data_adapters: { 'late-adapter': `File ${file} does not exist` },
      caches: { 'late-cache': null },
    });
    fs.writeFileSync(file, 'ip,country\n1.1.1.1,AU\n');
    await t.service.refreshAdapters();
    expect((await t.call('POST', '/system/lookup/errorstates', { data_adapters: ['late-adapter'] })).json().data_adapters).toEqual({ 'late-adapter': null });
    expect((await t.call('GET', '/system/lookup/tables/late/query?key=1.1.1.1')).json().single_value).toBe('AU');
    expect((await t.call('GET', '/system/lookup/adapters/late-adapter/query?key=1.1.1.1')).json().single_value).toBe('AU');
    expect((await t.call('GET', '/system/lookup/adapters/nope/query?key=1')).statusCode).toBe(404);
  });
});
