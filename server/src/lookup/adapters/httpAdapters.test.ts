// dsvhttp and httpjsonpath against a local HTTP server: what they fetch and send, how they parse, refresh
// and fail, and the URL whitelist refusing calls as their error state.
import { NO_TTL } from '../results';
import { ConfigReader } from '../configReader';
import { startHttpServer, type TestHttpServer } from '../testHttpServer';
import { dsvHttpType, parseDsvTable } from './dsvHttp';
import { encodeKey, httpJsonPathType, parseJsonBody } from './httpJsonPath';
import { compileJsonPath } from './jsonPath';
import { adapterDto, testEnv, type TestEnv } from './testEnv';

describe('HTTP data adapters', () => {
  let env: TestEnv;
  let server: TestHttpServer;
  let table = '# comment\n"10.0.0.1", "DE"\n10.0.0.2,FR\nlonely\n';
  let modified = 'Wed, 01 May 2024 10:00:00 GMT';

  beforeEach(async () => {
    env = testEnv();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = await startHttpServer((path, headers) => {
      if (path === '/table.csv') {
        if (headers['if-modified-since'] === modified) return [304, ''];
        return [200, table, { 'last-modified': modified }];
      }
      if (path.startsWith('/users/')) {
        const id = decodeURIComponent(path.slice('/users/'.length));
        return id === 'ann smith' ? [200, JSON.stringify({ name: 'Ann', age: 41, tags: ['a', 7], address: { city: 'Oslo' } })] : [404, '{}'];
      }
      return [500, 'broken'];
    });
  });

  afterEach(async () => {
    env.close();
    await server.close();
    jest.restoreAllMocks();
  });

  describe('dsvhttp', () => {
    const config = (url: string, extra: Record<string, unknown> = {}) => ({
      type: 'dsvhttp', url, separator: ',', line_separator: '\n', quotechar: '"', ignorechar: '#', key_column: 0, value_column: 1,
      check_presence_only: false, refresh_interval: 60, case_insensitive_lookup: false, ...extra,
    });

    it('parses lines as Graylog\'s DSVParser: comments skipped, values trimmed and unquoted, short lines ignored', () => {
      const parsed = parseDsvTable(table, { separator: ',', lineSeparator: '\n', quotechar: '"', ignorechar: '#', keyColumn: 0, valueColumn: 1, presenceOnly: false, caseInsensitive: false });
      expect([...parsed]).toEqual([['10.0.0.1', 'DE'], ['10.0.0.2', 'FR']]);
    });

    it('waits for its first fetch, answers from memory, and fetches again only when the file changed', async () => {
      const adapter = dsvHttpType.create(adapterDto(config(`${server.url}/table.csv`)), env);
      adapter.start();
      expect(adapter.answersAtOnce()).toBe(false);
      expect(adapter.lookup('10.0.0.1')).toBeUndefined();
      expect(await adapter.fetch('10.0.0.1')).toMatchObject({ single_value: 'DE' });
      expect(adapter.answersAtOnce()).toBe(true);
      expect(adapter.lookup('10.0.0.2')?.single_value).toBe('FR');
      expect(server.requests[0].headers['user-agent']).toBe('Graylog (server)');

      await adapter.refresh();
      expect(server.requests[1].headers['if-modified-since']).toBe(modified);
      expect(env.purges).toBe(1);
      table = '10.0.0.3,IT\n';
      modified = 'Thu, 02 May 2024 10:00:00 GMT';
      await adapter.refresh();
      expect(env.purges).toBe(2);
      expect(adapter.lookup('10.0.0.3')?.single_value).toBe('IT');
      expect(adapter.lookup('10.0.0.1')?.single_value).toBeNull();
      adapter.stop();
    });

    it('answers presence only when asked to', async () => {
      const adapter = dsvHttpType.create(adapterDto(config(`${server.url}/table.csv`, { check_presence_only: true, value_column: null })), env);
      adapter.start();
      expect(await adapter.fetch('10.0.0.3')).toMatchObject({ single_value: true });
      expect(adapter.lookup('10.9.9.9')?.single_value).toBe(false);
      adapter.stop();
    });

    it('is in error while the URL fails or the whitelist refuses it, answering errors until it works', async () => {
      const failing = dsvHttpType.create(adapterDto(config(`${server.url}/broken.csv`)), env);
      failing.start();
      expect(await failing.fetch('x')).toMatchObject({ has_error: true });
      expect(failing.error()).toBe(`${server.url}/broken.csv answered with status 500`);
      const refused = dsvHttpType.create(adapterDto(config('http://192.0.2.1/table.csv')), env);
      refused.start();
      await refused.fetch('x');
      expect(refused.error()).toBe('The URL http://192.0.2.1/table.csv is not in the URL whitelist; add it with "Add to URL whitelist" next to the URL field, or ask an administrator to.');
      expect(dsvHttpType.checkSurroundings?.(config('http://192.0.2.1/table.csv'), env.db)).toEqual({ url: [refused.error()] });
      failing.stop();
      refused.stop();
    });

    it('refuses a configuration Graylog refuses', () => {
      const reader = new ConfigReader(config('not a url', { line_separator: '', refresh_interval: 0, value_column: null }));
      dsvHttpType.read(reader);
      expect(reader.errors).toEqual({
        line_separator: ['must not be empty'],
        refresh_interval: ['must be greater than or equal to 1'],
        url: ['Unable to parse url: not a url'],
        value_column: ['must not be empty unless only the presence of keys is checked'],
      });
    });
  });

  describe('httpjsonpath', () => {
    const config = (url: string, extra: Record<string, unknown> = {}) => ({
      type: 'httpjsonpath', url, single_value_jsonpath: '$.name', multi_value_jsonpath: '$.address', user_agent: 'lookup-test', headers: { 'X-Token': 'abc' }, ...extra,
    });

    it('reads single and multi values as Graylog does', () => {
      const single = compileJsonPath('$.name');
      const body = JSON.stringify({ name: 'Ann', tags: ['a', 7], address: { city: 'Oslo' }, nested: { list: [1] } });
      expect(parseJsonBody(body, single, compileJsonPath('$.address'))).toMatchObject({ single_value: 'Ann', multi_value: { city: 'Oslo' }, string_list_value: null });
      expect(parseJsonBody(body, single, compileJsonPath('$.tags'))).toMatchObject({ multi_value: { value: ['a', 7] }, string_list_value: ['a', '7'] });
      expect(parseJsonBody(body, single, compileJsonPath('$.tags[*]'))).toMatchObject({ string_list_value: ['a', '7'] });
      expect(parseJsonBody(body, compileJsonPath('$.address'), null)).toBeNull();
      expect(parseJsonBody(body, compileJsonPath('$.missing'), null)).toBeNull();
      expect(parseJsonBody('not json', single, null)).toBeNull();
      expect(encodeKey("ann smith/(x)")).toBe('ann%20smith%2F%28x%29');
    });

    it('asks the URL with the encoded key and its headers, and fails with an error state', async () => {
      const adapter = httpJsonPathType.create(adapterDto(config(`${server.url}/users/\${key}`)), env);
      adapter.start();
      expect(adapter.answersAtOnce()).toBe(false);
      expect(adapter.lookup('ann smith')).toBeUndefined();
      expect(await adapter.fetch('ann smith')).toEqual({ single_value: 'Ann', multi_value: { city: 'Oslo' }, string_list_value: null, has_error: false, ttl: NO_TTL });
      expect(server.requests[0]).toMatchObject({ path: '/users/ann%20smith', headers: { 'user-agent': 'lookup-test', 'x-token': 'abc', accept: 'application/json' } });
      expect(await adapter.fetch('bob')).toMatchObject({ has_error: true, ttl: 5000 });
      // Error states name the URL template, never the key (a key may be personal data).
      expect(adapter.error()).toBe(`${server.url}/users/\${key} answered with status 404`);
      await adapter.fetch('ann smith');
      expect(adapter.error()).toBeNull();
      const refused = httpJsonPathType.create(adapterDto(config('http://192.0.2.1/${key}')), env);
      expect(await refused.fetch('k')).toMatchObject({ has_error: true });
      expect(refused.error()).toMatch(/^The URL http:\/\/192\.0\.2\.1\/\$\{key\} is not in the URL whitelist/);
      // A 404 or a refusal is not the server being down: the next key is still asked.
      expect(adapter.answersAtOnce()).toBe(false);
      expect(refused.answersAtOnce()).toBe(false);
    });

    it('keeps the key out of its error state and, after a server that cannot be reached, answers errors at once for 30 s', async () => {
      const down = await startHttpServer(() => [200, '{}']);
      await down.close();
      let now = Date.parse('2024-05-01T12:00:00Z');
      env.now = () => now;
      const adapter = httpJsonPathType.create(adapterDto(config(`${down.url}/users/\${key}?token=secret`)), env);
      expect(adapter.lookup('jane.doe@example.org')).toBeUndefined();
      expect(await adapter.fetch('jane.doe@example.org')).toMatchObject({ has_error: true });
      expect(adapter.error()).toMatch(new RegExp(`^Could not reach ${down.url}/users/\\$\\{key\\}: `));
      expect(adapter.error()).not.toMatch(/jane|secret/);
      expect(adapter.answersAtOnce()).toBe(true);
      expect(adapter.lookup('someone else')).toMatchObject({ has_error: true, ttl: 5000 });
      now += 30_000;
      expect(adapter.answersAtOnce()).toBe(false);
      expect(adapter.lookup('someone else')).toBeUndefined();
    });

    it('has no multi value path by default, as Graylog\'s empty Optional', () => {
      expect(httpJsonPathType.defaultConfig().multi_value_jsonpath).toBeNull();
      const { multi_value_jsonpath: _unused, ...withoutMulti } = config('http://127.0.0.1:1/${key}');
      expect(httpJsonPathType.read(new ConfigReader(withoutMulti)).multi_value_jsonpath).toBeNull();
    });

    it('refuses paths that are invalid or, for the single value, not definite', () => {
      const reader = new ConfigReader(config('ftp://x/${key}', { single_value_jsonpath: '$..name', multi_value_jsonpath: 'name', headers: { 'bad header': 'x' } }));
      httpJsonPathType.read(reader);
      expect(reader.errors).toEqual({
        headers: ['"bad header" is not a valid header name'],
        url: ['Invalid URL.'],
        single_value_jsonpath: ['JSONPath does not return a single value.'],
        multi_value_jsonpath: ['Invalid JSONPath.'],
      });
    });
  });
});
