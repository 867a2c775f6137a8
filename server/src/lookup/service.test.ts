// LookupService: synchronous lookups with defaults and caches, rounds that fetch network answers and rerun
// the caller's work (each call with its own answers), and the live state following writes.
import { INTAKE_WAIT_MS } from './service';
import { startHttpServer, type TestHttpServer } from './testHttpServer';
import { makeLookupTestApi, quietAdapterLogs, type LookupTestApi } from './testSupport';

describe('LookupService', () => {
  let t: LookupTestApi;
  let server: TestHttpServer;
  const names: Record<string, string> = { '1': 'Ann', '2': 'Bob' };
  quietAdapterLogs();

  beforeEach(async () => {
    t = await makeLookupTestApi();
    t.allowLocalUrls();
    server = await startHttpServer((path) => {
      const id = decodeURIComponent(path.split('/').pop() ?? '');
      return names[id] ? [200, JSON.stringify({ user: { name: names[id], groups: ['a', 'b'] } })] : [404, '{}'];
    });
  });

  afterEach(async () => {
    await t.close();
    await server.close();
  });

  const usersTable = (extra: Record<string, unknown> = {}) =>
    t.table('users', { type: 'httpjsonpath', url: `${server.url}/users/\${key}`, single_value_jsonpath: '$.user.name', user_agent: 'test' }, extra);

  it('fetches a network miss between rounds and runs the attempt again with the answer', async () => {
    await usersTable({ default_single_value: 'nobody', default_single_value_type: 'STRING' });
    expect(t.service.needsRounds()).toBe(true);
    const seen: unknown[] = [];
    let restored = 0;
    const result = await t.service.runRounds(
      () => {
        const value = t.service.lookup('users', '1')?.single_value;
        seen.push(value);
        return value;
      },
      () => {
        restored += 1;
      },
    );
    expect(result).toBe('Ann');
    expect(seen).toEqual(['nobody', 'Ann']);
    expect(restored).toBe(1);
    expect(server.requests.map((request) => request.path)).toEqual(['/users/1']);
    // The table has no cache: outside a round the next lookup misses again and answers its default, flagged.
    expect(t.service.lookup('users', '1')).toMatchObject({ single_value: 'nobody', has_error: true });
  });

  it('keeps the answers of concurrent calls apart', async () => {
    await usersTable();
    const run = (key: string) => {
      const attempts: unknown[] = [];
      const done = t.service.runRounds(
        () => {
          attempts.push(t.service.lookup('users', key)?.single_value);
          return attempts[attempts.length - 1];
        },
        () => undefined,
      );
      return { done, attempts };
    };
    const ann = run('1');
    const bob = run('2');
    expect(await Promise.all([ann.done, bob.done])).toEqual(['Ann', 'Bob']);
    expect(ann.attempts).toEqual([null, 'Ann']);
    expect(bob.attempts).toEqual([null, 'Bob']);
    // A later call does not see the earlier calls' answers (the table has no cache): it fetches its own.
    const again = run('1');
    expect(await again.done).toBe('Ann');
    expect(again.attempts).toEqual([null, 'Ann']);
    expect(server.requests).toHaveLength(3);
  });

  it('answers what is still missing in the last round with the defaults and has_error', async () => {
    await usersTable({ default_single_value: '?', default_single_value_type: 'STRING' });
    let round = 0;
    const answers = await t.service.runRounds(
      () => {
        round += 1;
        // A new key every round: never fetched in time.
        return t.service.lookup('users', String(round + 10));
      },
      () => undefined,
    );
    expect(round).toBe(3);
    expect(answers).toMatchObject({ single_value: '?', has_error: true });
  });

  it('fills a memory cache from a fetch outside a round, so the next lookup answers at once', async () => {
    const cache = await t.create('caches', { title: 'mem', description: '', name: 'mem', config: { type: 'guava_cache', max_size: 10, expire_after_access: 0, expire_after_write: 0 } });
    const { id } = await usersTable();
    const table = (await t.call('GET', `/system/lookup/tables/${id}`)).json().lookup_tables[0];
    await t.call('PUT', `/system/lookup/tables/${id}`, { ...table, cache_id: cache.id });
    expect(t.service.lookup('users', '2')).toMatchObject({ single_value: null, has_error: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.service.lookup('users', '2')?.single_value).toBe('Bob');
    // An unrelated write rebuilds the tables but keeps the unchanged cache's entries.
    await t.create('caches', { title: 'other', description: '', name: 'other', config: { type: 'none' } });
    expect(t.service.lookup('users', '2')?.single_value).toBe('Bob');
    // Purging the key makes the table ask again.
    expect((await t.call('POST', '/system/lookup/tables/users/purge?key=2')).statusCode).toBe(204);
    expect(t.service.lookup('users', '2')?.has_error).toBe(true);
    expect((await t.call('POST', '/system/lookup/tables/ghost/purge')).statusCode).toBe(404);
  });

  it('answers unknown tables with undefined and tables of memory adapters without rounds', async () => {
    await t.table('roles', { type: 'key_value_list', pairs: { web1: 'frontend' }, case_insensitive_lookup: true });
    expect(t.service.needsRounds()).toBe(false);
    expect(t.service.has('roles')).toBe(true);
    expect(t.service.lookup('roles', 'WEB1')).toMatchObject({ single_value: 'frontend', multi_value: { value: 'frontend' } });
    expect(t.service.lookup('nope', 'x')).toBeUndefined();
    expect(t.service.lookup('roles', null)).toMatchObject({ has_error: true });
    expect(await t.service.query('roles', 'web1')).toMatchObject({ single_value: 'frontend' });
  });

  it('answers a failed fetch with the adapter\'s custom error TTL', async () => {
    const cache = await t.create('caches', { title: 'c', description: '', name: 'c', config: { type: 'none' } });
    const adapter = await t.create('adapters', {
      title: 'far', description: '', name: 'far', custom_error_ttl_enabled: true, custom_error_ttl: 30, custom_error_ttl_unit: 'SECONDS',
      config: { type: 'httpjsonpath', url: 'http://192.0.2.1/${key}', single_value_jsonpath: '$.v', user_agent: 'test' },
    });
    await t.create('tables', { title: 'far', description: '', name: 'far', cache_id: cache.id, data_adapter_id: adapter.id, default_single_value: 'x', default_single_value_type: 'STRING', default_multi_value: '', default_multi_value_type: 'NULL' });
    expect(await t.service.query('far', 'k')).toEqual({ single_value: null, multi_value: null, string_list_value: null, has_error: true, ttl: 30_000 });
    expect(t.service.errorStates({ tables: ['far'] }).tables.far).toMatch(/not in the URL whitelist/);
  });

  it('waits about a second for a slow adapter in intake, then answers later batches at once and from late answers', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = await startHttpServer(async (path) => {
      await released;
      const id = decodeURIComponent(path.split('/').pop() ?? '');
      return [200, JSON.stringify({ user: { name: names[id] ?? 'someone' } })];
    });
    try {
      await t.table('slow', { type: 'httpjsonpath', url: `${slow.url}/users/\${key}`, single_value_jsonpath: '$.user.name', user_agent: 'test' }, {
        default_single_value: 'nobody', default_single_value_type: 'STRING',
      });
      const batch = async (key: string) => {
        const started = Date.now();
        const answer = await t.service.runRounds(() => t.service.lookup('slow', key), () => undefined);
        return { answer, ms: Date.now() - started };
      };
      const first = await batch('1');
      expect(first.answer).toMatchObject({ single_value: 'nobody', has_error: true });
      expect(first.ms).toBeGreaterThanOrEqual(INTAKE_WAIT_MS - 50);
      expect(first.ms).toBeLessThan(INTAKE_WAIT_MS + 500);
      // While the given-up fetch is still running, intake does not wait for this adapter again.
      const second = await batch('2');
      expect(second.answer).toMatchObject({ single_value: 'nobody', has_error: true });
      expect(second.ms).toBeLessThan(200);
      // The interactive query waits for the answer.
      const queried = t.service.query('slow', '2');
      release();
      expect(await queried).toMatchObject({ single_value: 'Bob' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The late answer serves the next batch at once although the table has no cache.
      const third = await batch('1');
      expect(third.answer).toMatchObject({ single_value: 'Ann', has_error: false });
      expect(third.ms).toBeLessThan(200);
      expect(slow.requests.map((request) => request.path).sort()).toEqual(['/users/1', '/users/2']);
    } finally {
      release();
      await slow.close();
    }
  });

  it('answers the misses of an unreachable adapter at once for 30 s, then asks it again', async () => {
    const down = await startHttpServer(() => [200, '{}']);
    await down.close();
    await t.table('down', { type: 'httpjsonpath', url: `${down.url}/\${key}`, single_value_jsonpath: '$.v', user_agent: 'test' }, {
      default_single_value: 'x', default_single_value_type: 'STRING',
    });
    expect(await t.service.query('down', 'secret-key')).toMatchObject({ has_error: true });
    expect(t.service.errorStates({ tables: ['down'] }).tables.down).toMatch(/^Could not reach .*\/\$\{key\}: /);
    expect(t.service.needsRounds()).toBe(false);
    expect(t.service.lookup('down', 'other')).toMatchObject({ single_value: null, has_error: true });
    t.clock.advance(30_000);
    expect(t.service.needsRounds()).toBe(true);
  });

  it('answers the multi default, or the single one under "value"', async () => {
    await t.table('hosts', { type: 'key_value_list', pairs: {} }, {
      default_single_value: '42', default_single_value_type: 'NUMBER', default_multi_value: '{"role":"unknown"}', default_multi_value_type: 'OBJECT',
    });
    expect(t.service.lookup('hosts', 'x')).toMatchObject({ single_value: 42, multi_value: { role: 'unknown' }, has_error: false });
  });
});
