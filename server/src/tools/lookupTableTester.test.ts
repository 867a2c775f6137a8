// /tools/lookup_table_tester: Graylog's answer shape for a found value, an unknown key, a table that does not
// exist and a failed lookup; GET and POST alike, for callers who may read lookup tables.
import { ADMIN, basic, makeTestApi, writing, type TestApi } from '../../test/helpers';
import { registerRoutes } from '../http/routes';
import { registerLookupRoutes } from '../lookup/routes';
import { lookupServiceFor } from '../lookup/service';
import { quietAdapterLogs } from '../lookup/testSupport';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/store';
import { lookupTableTesterRoutes } from './lookupTableTester';

describe('lookup table tester', () => {
  let t: TestApi;
  quietAdapterLogs();

  beforeAll(async () => {
    t = await makeTestApi((api, ctx) => {
      registerLookupRoutes(api, ctx);
      registerRoutes(api, lookupTableTesterRoutes(ctx));
    });
    const post = (url: string, body: unknown) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: writing(ADMIN), payload: body as Record<string, unknown> });
    const cache = (await post('/system/lookup/caches', { title: 'c', name: 'c', config: { type: 'none' } })).json();
    const adapter = (await post('/system/lookup/adapters', { title: 'a', name: 'a', config: { type: 'key_value_list', pairs: { web1: 'frontend' } } })).json();
    const failing = (await post('/system/lookup/adapters', { title: 'f', name: 'f', config: { type: 'httpjsonpath', url: 'http://192.0.2.1/${key}', single_value_jsonpath: '$.v', user_agent: 'x' } })).json();
    const table = (name: string, adapterId: string) => post('/system/lookup/tables', {
      title: name, name, cache_id: cache.id, data_adapter_id: adapterId, default_single_value: '', default_single_value_type: 'NULL', default_multi_value: '', default_multi_value_type: 'NULL',
    });
    expect((await table('roles', adapter.id)).statusCode).toBe(200);
    expect((await table('remote', failing.id)).statusCode).toBe(200);
    insertUser(t.ctx.db, { username: 'nobody', password_hash: await hashPassword('secret-pass-1'), email: 'n@example.org', full_name: 'n', permissions: [] }, t.clock.now());
  });

  afterAll(async () => {
    lookupServiceFor(t.ctx).close();
    await t.app.close();
  });

  const test = (body: Record<string, string>, who = ADMIN) => t.app.inject({ method: 'POST', url: '/api/tools/lookup_table_tester', headers: writing(who), payload: body });

  it('answers the value for the trimmed text, or that it is empty', async () => {
    expect((await test({ string: ' web1 ', lookup_table_name: 'roles' })).json()).toEqual({ empty: false, error: false, error_message: '', key: ' web1 ', value: 'frontend' });
    expect((await test({ string: 'db1', lookup_table_name: 'roles' })).json()).toEqual({ empty: true, error: false, error_message: '', key: 'db1', value: null });
    const viaGet = await t.app.inject({ method: 'GET', url: '/api/tools/lookup_table_tester?string=web1&lookup_table_name=roles', headers: ADMIN });
    expect(viaGet.json().value).toBe('frontend');
  });

  it('says when the table does not exist or the lookup failed', async () => {
    expect((await test({ string: 'x', lookup_table_name: 'nope' })).json()).toEqual({ empty: true, error: true, error_message: "Lookup table <nope> doesn't exist", key: null, value: null });
    const failed = (await test({ string: 'x', lookup_table_name: 'remote' })).json();
    expect(failed).toMatchObject({ empty: true, error: true, key: 'x', value: null });
    expect(failed.error_message).toMatch(/is not in the URL whitelist/);
  });

  it('refuses an empty text and callers who may not read lookup tables', async () => {
    expect((await test({ string: '', lookup_table_name: 'roles' })).statusCode).toBe(400);
    expect((await test({ string: 'web1', lookup_table_name: 'roles' }, basic('nobody', 'secret-pass-1'))).statusCode).toBe(403);
  });
});
