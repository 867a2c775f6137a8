// /tools/*: every tester over HTTP, POST and GET, for any logged-in user; bad input is a 400.
import { ADMIN, basic, CSRF, expectApiError, expectClientError, makeTestApi, writing, type TestApi } from '../../test/helpers';
import { ensureDefaultGrokPatterns } from '../grok/defaults';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/store';
import { registerToolRoutes } from './routes';

// A user without any permission: the tools only need a login.
const NOBODY = basic('nobody', 'nobody-pass-1');
const CATASTROPHIC = `${'a'.repeat(40)}!`;

describe('tool routes', () => {
  let t: TestApi;

  beforeAll(async () => {
    t = await makeTestApi(registerToolRoutes);
    ensureDefaultGrokPatterns(t.ctx.db, t.clock.now());
    insertUser(t.ctx.db, { username: 'nobody', password_hash: await hashPassword('nobody-pass-1'), email: 'n@x.org', full_name: 'N', permissions: [], timezone: 'America/New_York' }, t.clock.now());
  });
  afterAll(async () => {
    await t.app.close();
  });

  const post = (tool: string, payload: Record<string, unknown>, auth = NOBODY) =>
    t.app.inject({ method: 'POST', url: `/api/tools/${tool}`, headers: writing(auth), payload });
  const get = (tool: string, query: Record<string, string>, auth = NOBODY) =>
    t.app.inject({ method: 'GET', url: `/api/tools/${tool}?${new URLSearchParams(query).toString()}`, headers: auth });

  describe('grok_tester', () => {
    it('applies a pattern built from the stored patterns', async () => {
      const response = await post('grok_tester', { pattern: '%{IP:client} %{WORD:verb} %{INT:status;int}', string: 'from 10.0.0.1 GET 200', named_captures_only: true });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        matched: true,
        matches: [{ name: 'client', match: '10.0.0.1' }, { name: 'verb', match: 'GET' }, { name: 'status', match: '200' }],
        pattern: '%{IP:client} %{WORD:verb} %{INT:status;int}',
        string: 'from 10.0.0.1 GET 200',
      });
    });

    it('captures unnamed references too unless named_captures_only, also via GET', async () => {
      const response = await get('grok_tester', { pattern: '%{WORD} %{INT:n}', string: 'abc 5' });
      expect(response.json().matches).toEqual([{ name: 'WORD', match: 'abc' }, { name: 'n', match: '5' }]);
      const named = await get('grok_tester', { pattern: '%{WORD} %{INT:n}', string: 'abc 5', named_captures_only: 'true' });
      expect(named.json().matches).toEqual([{ name: 'n', match: '5' }]);
    });

    it('reports no match, and 400 for patterns that do not compile', async () => {
      expect((await post('grok_tester', { pattern: '%{INT:n}', string: 'none' })).json()).toMatchObject({ matched: false, matches: [] });
      expect(expectApiError(await post('grok_tester', { pattern: '%{NOPE}', string: 'x' }), 400)).toBe("No definition for key 'NOPE' found, aborting");
      expect(expectApiError(await post('grok_tester', { pattern: '(%{INT}', string: 'x' }), 400)).toBe('Invalid regular expression: Unterminated group');
    });
  });

  describe('regex_tester', () => {
    it('reports the first group of the first match', async () => {
      const response = await post('regex_tester', { regex: 'id=(\\d+)', string: 'x id=42' });
      expect(response.json()).toEqual({ matched: true, match: { match: '42', start: 5, end: 7 }, regex: 'id=(\\d+)', string: 'x id=42' });
      expect((await get('regex_tester', { regex: 'q', string: 'abc' })).json()).toEqual({ matched: false, match: null, regex: 'q', string: 'abc' });
    });

    it('answers 400 with the reason for an invalid or Java-only pattern', async () => {
      expect(expectApiError(await post('regex_tester', { regex: '(a', string: 'a' }), 400)).toBe('Invalid regular expression: Unterminated group');
      expect(expectApiError(await post('regex_tester', { regex: 'a++', string: 'a' }), 400)).toMatch(/possessive quantifier .* Java-only/);
    });

    it('validates patterns', async () => {
      expect((await get('regex_tester/validate', { regex: '(?i)a+' })).json()).toEqual({ regex: '(?i)a+', is_valid: true, validation_message: null });
      expect((await get('regex_tester/validate', { regex: '[a' })).json()).toEqual({ regex: '[a', is_valid: false, validation_message: 'Invalid regular expression: Unterminated character class' });
    });
  });

  describe('regex_replace_tester', () => {
    it('replaces the first or every match', async () => {
      const first = await post('regex_replace_tester', { regex: '(\\d)', replacement: '<$1>', replace_all: false, string: 'a1b2' });
      expect(first.json()).toEqual({ matched: true, match: { match: 'a<1>b2', start: 1, end: 2 }, regex: '(\\d)', replacement: '<$1>', replace_all: false, string: 'a1b2' });
      const all = await get('regex_replace_tester', { regex: '(\\d)', replacement: '<$1>', replace_all: 'true', string: 'a1b2' });
      expect(all.json().match.match).toBe('a<1>b<2>');
      expect((await post('regex_replace_tester', { regex: 'z', replacement: 'y', string: 'abc' })).json()).toMatchObject({ matched: false, match: null });
    });

    it('answers 400 for a replacement naming a missing group', async () => {
      expect(expectApiError(await post('regex_replace_tester', { regex: 'a', replacement: '$2', string: 'a' }), 400)).toBe('Invalid replacement: no group 2 in the regular expression');
    });
  });

  describe('json_tester', () => {
    const string = '{"user":{"name":"bob","roles":["a","b"]},"n":1}';

    it('extracts fields with the given settings and echoes them', async () => {
      const response = await post('json_tester', { string, flatten: false, list_separator: '|', key_separator: '.', kv_separator: '=', replace_key_whitespace: false, key_whitespace_replacement: '_', key_prefix: 'j_' });
      expect(response.json()).toEqual({
        matches: { 'j_user.name': 'bob', 'j_user.roles': 'a|b', j_n: 1 },
        flatten: false,
        list_separator: '|',
        key_separator: '.',
        kv_separator: '=',
        replace_key_whitespace: false,
        key_whitespace_replacement: '_',
        key_prefix: 'j_',
        string,
      });
      const flattened = await get('json_tester', { string, flatten: 'true' });
      expect(flattened.json().matches).toEqual({ user: 'name=bob, roles=[a, b]', n: 1 });
    });

    it('answers 400 for text that is not a JSON object', async () => {
      expect(expectApiError(await post('json_tester', { string: '{"a":' }), 400)).toMatch(/^Not valid JSON: /);
      expect(expectApiError(await post('json_tester', { string: '[]' }), 400)).toBe('The JSON must be an object ({...})');
    });
  });

  describe('split_and_index_tester', () => {
    it('cuts the 1-based part, or reports failure', async () => {
      expect((await post('split_and_index_tester', { split_by: ' ', index: 2, string: 'foo bar baz' })).json()).toEqual({ successful: true, cut: 'bar', begin_index: 4, end_index: 7 });
      expect((await get('split_and_index_tester', { split_by: ',', index: '5', string: 'a,b' })).json()).toEqual({ successful: false, cut: null, begin_index: 0, end_index: 0 });
    });
  });

  describe('substring_tester', () => {
    it('cuts between start and end (POST) or begin_index and end_index (GET)', async () => {
      expect((await post('substring_tester', { start: 0, end: 5, string: 'hello world' })).json()).toEqual({ successful: true, cut: 'hello', begin_index: 0, end_index: 5 });
      expect((await get('substring_tester', { begin_index: '6', end_index: '11', string: 'hello world' })).json()).toEqual({ successful: true, cut: 'world', begin_index: 6, end_index: 11 });
      expect((await post('substring_tester', { start: 3, end: 50, string: 'hello' })).json()).toEqual({ successful: false, cut: null, begin_index: 3, end_index: 50 });
    });
  });

  describe('contains_string_tester', () => {
    it('finds the string', async () => {
      expect((await post('contains_string_tester', { search_string: 'lo', string: 'hello' })).json()).toEqual({ contains: true, match: { start: 3, end: 5 }, search_string: 'lo', string: 'hello' });
      expect((await get('contains_string_tester', { search_string: 'x', string: 'hello' })).json()).toEqual({ contains: false, match: null, search_string: 'x', string: 'hello' });
    });
  });

  describe('natural_date_tester', () => {
    it('reads the expression in the given zone, or the caller\'s', async () => {
      // The test clock stands at 2024-05-01T12:00:00Z.
      expect((await get('natural_date_tester', { string: 'yesterday', timezone: 'Europe/Berlin' })).json()).toEqual({
        from: '2024-04-30T00:00:00.000+02:00', to: '2024-05-01T00:00:00.000+02:00', timezone: 'Europe/Berlin',
      });
      expect((await get('natural_date_tester', { string: 'last 2 hours' })).json()).toEqual({
        from: '2024-05-01T06:00:00.000-04:00', to: '2024-05-01T08:00:00.000-04:00', timezone: 'America/New_York',
      });
      expect((await get('natural_date_tester', { string: 'today' }, ADMIN)).json().timezone).toBe('UTC');
    });

    it('answers 422 for an expression it cannot read and 400 for an unknown zone', async () => {
      expect(expectApiError(await get('natural_date_tester', { string: 'whenever' }), 422)).toBe('Unparsable date: whenever');
      expect(expectApiError(await get('natural_date_tester', { string: 'now', timezone: 'Mars/Olympus' }), 400)).toBe('Unknown time zone: Mars/Olympus');
    });
  });

  it.each([
    ['regex_tester', { regex: '(a+)+$', string: CATASTROPHIC }],
    ['regex_replace_tester', { regex: '(a+)+$', replacement: 'x', string: CATASTROPHIC }],
    ['grok_tester', { pattern: '(a+)+$', string: CATASTROPHIC }],
  ])('stops a catastrophic pattern in %s with a 400 within the time limit', async (tool, payload) => {
    const started = Date.now();
    const response = await post(tool, payload);
    expect(expectApiError(response, 400)).toBe('The regular expression took too long to evaluate and was stopped');
    expect(Date.now() - started).toBeLessThan(1600);
  });

  it('names the missing or wrong field in schema errors, and never answers 5xx', async () => {
    const missing = await post('regex_tester', { string: 'a' });
    expect(expectApiError(missing, 400)).toMatch(/regex/);
    expect(missing.json().errors).toEqual({ regex: ['is required'] });
    const wrong = await post('split_and_index_tester', { split_by: ' ', index: 'two', string: 'a b' });
    expect(wrong.json().errors).toEqual({ index: ['must be integer'] });
    expect((await get('regex_tester', { string: 'a' })).statusCode).toBe(400);
    for (const kase of [
      { name: 'malformed', method: 'POST', url: '/api/tools/json_tester', payload: '{' },
      { name: 'array body', method: 'POST', url: '/api/tools/grok_tester', payload: '[]' },
      { name: 'empty regex', method: 'POST', url: '/api/tools/regex_tester', payload: '{"regex":"","string":"x"}' },
      { name: 'empty split', method: 'POST', url: '/api/tools/split_and_index_tester', payload: '{"split_by":"","index":1,"string":"x"}' },
      { name: 'text body', method: 'POST', url: '/api/tools/regex_tester', payload: 'x', contentType: 'text/plain' },
      { name: 'missing date', method: 'GET', url: '/api/tools/natural_date_tester' },
    ] as const) {
      await expectClientError(t.app, kase);
    }
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/tools/regex_tester', headers: CSRF, payload: { regex: 'a', string: 'a' } })).statusCode).toBe(401);
  });
});
