import { adapterStore, cacheStore, tableStore } from '../../lookup/store';
import { lookupAdapterFacade, lookupCacheFacade, lookupTableFacade } from './lookup';
import { installContext, makeFacadeHarness, packEntityOf, type FacadeHarness } from './testSupport';

let h: FacadeHarness;
beforeEach(async () => { h = await makeFacadeHarness(); });
afterEach(async () => { await h.close(); });

async function makeTable() {
  const cache = await h.call('POST', '/system/lookup/caches', { name: 'cp-cache', title: 'CP cache', description: '', config: { type: 'guava_cache', max_size: 10, expire_after_access: 60, expire_after_access_unit: 'SECONDS', expire_after_write: 0 } });
  const adapter = await h.call('POST', '/system/lookup/adapters', { name: 'cp-adapter', title: 'CP adapter', description: 'pairs', config: { type: 'key_value_list', pairs: { fw: 'firewall' } } });
  const table = await h.call('POST', '/system/lookup/tables', {
    name: 'cp-table', title: 'CP table', description: '', cache_id: cache.id, data_adapter_id: adapter.id,
    default_single_value: 'unknown', default_single_value_type: 'STRING', default_multi_value: '', default_multi_value_type: 'NULL',
  });
  return { cache, adapter, table };
}

test('a table with its cache and adapter: exported with pack references, installed under new names, answering lookups', async () => {
  const { cache, adapter, table } = await makeTable();
  expect(lookupTableFacade.dependencies(h.fc, table.id)).toEqual([
    { id: cache.id, type: { name: 'lookup_cache', version: '1' } }, { id: adapter.id, type: { name: 'lookup_adapter', version: '1' } },
  ]);
  const members = { [cache.id]: 'c1', [adapter.id]: 'a1' };
  const tableEntity = packEntityOf(h, lookupTableFacade, table.id, 't1', members);
  expect(tableEntity.data).toMatchObject({ cache_name: { '@type': 'string', '@value': 'c1' }, data_adapter_name: { '@type': 'string', '@value': 'a1' }, default_single_value_type: { '@type': 'string', '@value': 'STRING' } });
  expect(lookupTableFacade.installDependencies(tableEntity, [tableEntity])).toEqual(['c1', 'a1']);
  const cacheEntity = packEntityOf(h, lookupCacheFacade, cache.id, 'c1');
  const adapterEntity = packEntityOf(h, lookupAdapterFacade, adapter.id, 'a1');
  expect(adapterEntity.data.configuration).toMatchObject({ type: { '@type': 'string', '@value': 'key_value_list' }, pairs: { fw: { '@type': 'string', '@value': 'firewall' } } });

  const ic0 = installContext(h);
  // Same names: cache and adapter are reused; the table too, as its title agrees.
  expect(lookupCacheFacade.findExisting(cacheEntity, ic0)).toEqual({ id: cache.id, title: 'CP cache' });
  expect(lookupAdapterFacade.findExisting(adapterEntity, ic0)).toEqual({ id: adapter.id, title: 'CP adapter' });
  expect(lookupTableFacade.findExisting(tableEntity, ic0)).toEqual({ id: table.id, title: 'CP table' });
  expect(() => lookupTableFacade.findExisting({ ...tableEntity, data: { ...tableEntity.data, title: { '@type': 'string', '@value': 'x' } } }, ic0))
    .toThrow('Different lookup table configuration with name "cp-table"');

  // Names as parameters: a second set is created.
  for (const e of [cacheEntity, adapterEntity, tableEntity]) e.data.name = { '@type': 'parameter', '@value': 'NAME' };
  const c = lookupCacheFacade.create(cacheEntity, installContext(h, { parameters: { NAME: 'cache2' } }));
  const a = lookupAdapterFacade.create(adapterEntity, installContext(h, { parameters: { NAME: 'adapter2' } }));
  const t = lookupTableFacade.create(tableEntity, installContext(h, { parameters: { NAME: 'table2' }, installed: { c1: c.id, a1: a.id } }));
  expect(cacheStore.find(h.ctx.db, c.id)).toEqual({ ...cache, id: c.id, name: 'cache2' });
  expect(adapterStore.find(h.ctx.db, a.id)).toMatchObject({ ...adapter, id: a.id, name: 'adapter2' });
  expect(tableStore.find(h.ctx.db, t.id)).toEqual({ ...table, id: t.id, name: 'table2', cache_id: c.id, data_adapter_id: a.id });
  const answer = await h.call('GET', '/system/lookup/tables/table2/query?key=fw');
  expect(answer.single_value).toBe('firewall');

  // Refusals name the field, nothing saved.
  expect(() => lookupCacheFacade.create({ ...cacheEntity, data: { ...cacheEntity.data, name: { '@type': 'string', '@value': 'bad name' } } }, ic0)).toThrow(/name/);
  expect(() => lookupTableFacade.create({ ...tableEntity, data: { ...tableEntity.data, name: { '@type': 'string', '@value': 't3' } } }, ic0)).toThrow(/referenced lookup cache c1/);
  expect(tableStore.all(h.ctx.db).map((x) => x.name)).toEqual(['cp-table', 'table2']);

  // An adapter a table still uses is not deleted; in reverse order all goes.
  expect(() => lookupAdapterFacade.delete(h.fc, a.id)).toThrow('still in use');
  lookupTableFacade.delete(h.fc, t.id);
  lookupAdapterFacade.delete(h.fc, a.id);
  lookupCacheFacade.delete(h.fc, c.id);
  expect(tableStore.find(h.ctx.db, 'table2')).toBeUndefined();
  expect(adapterStore.find(h.ctx.db, a.id)).toBeUndefined();
  expect(cacheStore.find(h.ctx.db, c.id)).toBeUndefined();
});

test('fingerprints follow edits', async () => {
  const { cache, table } = await makeTable();
  const before = [lookupCacheFacade.fingerprint(h.fc, cache.id), lookupTableFacade.fingerprint(h.fc, table.id)];
  await h.call('PUT', `/system/lookup/caches/${cache.id}`, { ...cache, config: { ...cache.config, max_size: 20 } });
  await h.call('PUT', `/system/lookup/tables/${table.id}`, { ...table, default_single_value: 'n/a' });
  expect(lookupCacheFacade.fingerprint(h.fc, cache.id)).not.toBe(before[0]);
  expect(lookupTableFacade.fingerprint(h.fc, table.id)).not.toBe(before[1]);
});
