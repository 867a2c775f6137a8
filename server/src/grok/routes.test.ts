// /system/grok: CRUD, pages, bulk imports (all or nothing) and the pattern test.
import { ADMIN, basic, CSRF, expectApiError, expectClientError, makeTestApi, writing, type TestApi } from '../../test/helpers';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/store';
import { ingestConfigVersion } from '../processing/configVersion';
import { DEFAULT_GROK_PATTERNS, ensureDefaultGrokPatterns } from './defaults';
import { registerGrokRoutes } from './routes';
import { listGrokPatterns, type GrokPattern } from './store';

const READER = basic('viewer', 'viewer-pass-1');

describe('grok pattern routes', () => {
  let t: TestApi;

  beforeEach(async () => {
    t = await makeTestApi(registerGrokRoutes);
    ensureDefaultGrokPatterns(t.ctx.db, t.clock.now());
    insertUser(t.ctx.db, { username: 'viewer', password_hash: await hashPassword('viewer-pass-1'), email: 'v@x.org', full_name: 'V', permissions: ['inputs:read'] }, t.clock.now());
  });
  afterEach(async () => {
    await t.app.close();
  });

  const get = (url: string, auth = ADMIN) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, auth = ADMIN) =>
    t.app.inject({ method, url: `/api${url}`, headers: writing(auth), payload: payload as Record<string, unknown> });
  const sendText = (method: 'POST' | 'PUT', url: string, text: string) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...writing(ADMIN), 'content-type': 'text/plain' }, payload: text });
  const stored = () => listGrokPatterns(t.ctx.db);
  const byName = (name: string) => stored().find((pattern) => pattern.name === name);

  it('lists every pattern sorted by name', async () => {
    const response = await get('/system/grok');
    expect(response.statusCode).toBe(200);
    const patterns = response.json().patterns as GrokPattern[];
    expect(patterns).toHaveLength(DEFAULT_GROK_PATTERNS.length);
    expect(patterns.map((pattern) => pattern.name)).toEqual([...patterns.map((pattern) => pattern.name)].sort());
    expect(patterns[0]).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), name: expect.any(String), pattern: expect.any(String), content_pack: null });
  });

  it('pages, searches and sorts', async () => {
    const page = (await get('/system/grok/paginated?page=2&per_page=5')).json();
    expect(page).toMatchObject({ page: 2, per_page: 5, count: 5, total: DEFAULT_GROK_PATTERNS.length, query: '' });
    expect(page.patterns).toHaveLength(5);
    const searched = (await get('/system/grok/paginated?query=name:MAC&sort=name&order=desc')).json();
    expect(searched.patterns.map((pattern: GrokPattern) => pattern.name)).toEqual(['WINDOWSMAC', 'MAC', 'COMMONMAC', 'CISCOMAC']);
    expect(searched.total).toBe(4);
    expectApiError(await get('/system/grok/paginated?sort=nope'), 400);
  });

  it('reads one pattern by id, 404 for an unknown one', async () => {
    const word = byName('WORD') as GrokPattern;
    expect((await get(`/system/grok/${word.id}`)).json()).toEqual(word);
    expect(expectApiError(await get('/system/grok/0123456789abcdef01234567'), 404)).toBe("Couldn't find grok pattern with ID 0123456789abcdef01234567");
  });

  it('creates a pattern that uses stored ones', async () => {
    const before = ingestConfigVersion();
    const response = await send('POST', '/system/grok', { name: 'KV', pattern: '%{WORD:key}=%{INT:value}', id: '', content_pack: null });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'KV', pattern: '%{WORD:key}=%{INT:value}', content_pack: null });
    expect(byName('KV')?.id).toBe(response.json().id);
    expect(ingestConfigVersion()).toBeGreaterThan(before);
  });

  it('refuses duplicate or malformed names, naming the field', async () => {
    const duplicate = await send('POST', '/system/grok', { name: 'WORD', pattern: 'x' });
    expect(expectApiError(duplicate, 400)).toBe('Grok pattern WORD already exists');
    expect(duplicate.json().errors).toEqual({ name: ['already exists'] });
    const malformed = await send('POST', '/system/grok', { name: 'MY-PATTERN', pattern: 'x' });
    expect(expectApiError(malformed, 400)).toMatch(/letters, digits and underscores/);
    expect(malformed.json().errors.name).toBeDefined();
    const missing = await send('POST', '/system/grok', { name: 'X' });
    expect(missing.json().errors).toEqual({ pattern: ['is required'] });
    expect(expectApiError(await send('POST', '/system/grok', { name: 'X', pattern: '' }), 400)).toMatch(/pattern/);
    expect(byName('MY-PATTERN')).toBeUndefined();
  });

  it('refuses a pattern that does not compile with the stored set', async () => {
    const unknown = await send('POST', '/system/grok', { name: 'X', pattern: '%{NOPE}' });
    expect(expectApiError(unknown, 400)).toBe("Invalid grok pattern X: No definition for key 'NOPE' found, aborting");
    expect(unknown.json().errors).toEqual({ pattern: ["No definition for key 'NOPE' found, aborting"] });
    expect(expectApiError(await send('POST', '/system/grok', { name: 'X', pattern: '(%{WORD}' }), 400)).toMatch(/Unterminated group/);
    expect(expectApiError(await send('POST', '/system/grok', { name: 'X', pattern: 'a%{X}' }), 400)).toMatch(/Circular pattern reference: X -> X/);
    expect(byName('X')).toBeUndefined();
  });

  it('updates a pattern and refuses changes that would break others', async () => {
    const kv = (await send('POST', '/system/grok', { name: 'KV', pattern: '%{WORD:key}=%{INT:value}' })).json() as GrokPattern;
    const updated = await send('PUT', `/system/grok/${kv.id}`, { name: 'KV', pattern: '%{WORD:key}:%{INT:value}' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...kv, pattern: '%{WORD:key}:%{INT:value}' });

    const int = byName('INT') as GrokPattern;
    const breaking = await send('PUT', `/system/grok/${int.id}`, { name: 'INT', pattern: '%{KV}' });
    expect(expectApiError(breaking, 400)).toMatch(/Circular pattern reference/);
    const renamed = await send('PUT', `/system/grok/${int.id}`, { name: 'INTEGER', pattern: int.pattern });
    expect(expectApiError(renamed, 400)).toMatch(/^Cannot rename grok pattern INT: it is used by .*KV/);
    expect(byName('INT')?.pattern).toBe(int.pattern);

    expect((await send('PUT', `/system/grok/${kv.id}`, { name: 'KEYVALUE', pattern: '%{WORD:key}=%{INT:value}' })).statusCode).toBe(200);
    expect(byName('KEYVALUE')?.id).toBe(kv.id);
    expect(expectApiError(await send('PUT', `/system/grok/${kv.id}`, { name: 'WORD', pattern: 'x' }), 400)).toBe('Grok pattern WORD already exists');
    expectApiError(await send('PUT', '/system/grok/0123456789abcdef01234567', { name: 'Z', pattern: 'z' }), 404);
  });

  it('deletes a pattern nobody uses and refuses one others use', async () => {
    const byte = (await send('POST', '/system/grok', { name: 'BYTE', pattern: '[0-9a-f]{2}' })).json() as GrokPattern;
    const kv = (await send('POST', '/system/grok', { name: 'KV', pattern: '%{WORD:key}=%{BYTE:value}' })).json() as GrokPattern;
    await send('POST', '/system/grok', { name: 'PAIRS', pattern: '%{BYTE} %{BYTE}' });
    expect(expectApiError(await send('DELETE', `/system/grok/${byte.id}`), 400)).toBe('Cannot delete grok pattern BYTE: it is used by KV, PAIRS');
    expect((await send('DELETE', `/system/grok/${kv.id}`)).statusCode).toBe(204);
    expect(byName('KV')).toBeUndefined();
    expectApiError(await send('DELETE', `/system/grok/${kv.id}`), 404);
  });

  it('tests a pattern as it would be saved, with the stored patterns', async () => {
    const test = (body: unknown) => send('POST', '/system/grok/test', body);
    const matched = await test({ grok_pattern: { name: 'LOGIN', pattern: 'user %{WORD:user} from %{IP:ip}' }, sampleData: 'user bob from 10.0.0.1' });
    expect(matched.statusCode).toBe(200);
    expect(matched.json()).toMatchObject({ LOGIN: 'user bob from 10.0.0.1', user: 'bob', ip: '10.0.0.1', IPV4: '10.0.0.1' });
    expect((await test({ grok_pattern: { name: 'LOGIN', pattern: 'user %{WORD:user}' }, sampleData: 'nobody' })).json()).toEqual({});
    expect((await test({ grok_pattern: { name: '', pattern: '%{INT:n;int}' }, sampleData: 'n=5' })).json()).toEqual({ n: 5 });
    expect(expectApiError(await test({ grok_pattern: { name: 'BAD', pattern: '%{MISSING}' }, sampleData: 'x' }), 400)).toBe("No definition for key 'MISSING' found, aborting");
    expect(byName('LOGIN')).toBeUndefined();
  });

  it('stops a test that backtracks too long', async () => {
    const started = Date.now();
    const response = await send('POST', '/system/grok/test', { grok_pattern: { name: 'SLOW', pattern: '(a+)+$' }, sampleData: `${'a'.repeat(40)}!` });
    expect(expectApiError(response, 400)).toBe('The regular expression took too long to evaluate and was stopped');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  describe('bulk import', () => {
    const FILE = [
      '# my patterns',
      '',
      'HEXBYTE [0-9a-fA-F]{2}',
      '  KV %{WORD:key}=%{HEXBYTE:value}  ',
      'WORD \\b[A-Za-z]+\\b',
    ].join('\n');

    it('adds and updates from a pattern file, keeping the others', async () => {
      const count = stored().length;
      const response = await sendText('POST', '/system/grok?replace=false', FILE);
      expect(response.statusCode).toBe(202);
      expect(stored()).toHaveLength(count + 2);
      expect(byName('KV')?.pattern).toBe('%{WORD:key}=%{HEXBYTE:value}');
      expect(byName('WORD')?.pattern).toBe('\\b[A-Za-z]+\\b');
      expect(byName('COMBINEDAPACHELOG')).toBeDefined();
    });

    it('replaces everything with replace=true', async () => {
      expect((await sendText('POST', '/system/grok?replace=true', FILE)).statusCode).toBe(202);
      expect(stored().map((pattern) => pattern.name)).toEqual(['HEXBYTE', 'KV', 'WORD']);
    });

    it('takes JSON lists with PUT', async () => {
      const response = await send('PUT', '/system/grok?replace=true', { patterns: [{ name: 'A', pattern: 'a' }, { name: 'B', pattern: '%{A}b', id: null, content_pack: null }] });
      expect(response.statusCode).toBe(202);
      expect(stored().map((pattern) => [pattern.name, pattern.pattern])).toEqual([['A', 'a'], ['B', '%{A}b']]);
    });

    it('saves nothing when any entry is wrong, and lists every problem by line', async () => {
      const before = stored();
      const version = ingestConfigVersion();
      const file = ['OK1 abc', 'BAD-NAME x', 'USES %{NOWHERE}', 'BROKEN (a', 'justonename', 'OK1 again'].join('\n');
      const response = await sendText('POST', '/system/grok?replace=true', file);
      const message = expectApiError(response, 400);
      expect(message).toMatch(/^Did not save any grok patterns: /);
      expect(message).toContain('line 2: the name "BAD-NAME"');
      expect(message).toContain('line 5: expected a name, a space and the pattern');
      expect(message).toContain('line 6: OK1 is already defined in line 1');
      expect(stored()).toEqual(before);
      expect(ingestConfigVersion()).toBe(version);

      const compileErrors = await sendText('POST', '/system/grok?replace=false', ['USES %{NOWHERE}', 'BROKEN (a', 'FINE x'].join('\n'));
      const reasons = expectApiError(compileErrors, 400);
      expect(reasons).toContain("line 1 (USES): No definition for key 'NOWHERE' found, aborting");
      expect(reasons).toContain('line 2 (BROKEN): Invalid regular expression: Unterminated group');
      expect(byName('FINE')).toBeUndefined();

      const json = await send('PUT', '/system/grok?replace=true', { patterns: [{ name: 'A', pattern: '%{B}' }] });
      expect(expectApiError(json, 400)).toContain("pattern 1 (A): No definition for key 'B' found, aborting");
      expect(stored()).toEqual(before);
    });

    it('refuses an import that would break a stored pattern', async () => {
      await send('POST', '/system/grok', { name: 'KV', pattern: '%{WORD:key}=%{INT:value}' });
      // Fine on its own, but not inside KV: inline flags only work at the start.
      const response = await sendText('POST', '/system/grok', 'INT (?i)\\d+');
      const message = expectApiError(response, 400);
      expect(message).toMatch(/^Did not save any grok patterns: /);
      expect(message).toMatch(/stored pattern KV would break: Invalid regular expression: inline flags such as \(\?i\) are only supported at the start/);
      expect(message).toContain('stored pattern COMBINEDAPACHELOG would break');
      expect(byName('INT')?.pattern).toBe(DEFAULT_GROK_PATTERNS.find(([name]) => name === 'INT')?.[1]);
    });

    it('changes nothing for an empty file, even with replace', async () => {
      const before = stored();
      expect((await sendText('POST', '/system/grok?replace=true', '# nothing\n\n')).statusCode).toBe(202);
      expect(stored()).toEqual(before);
    });

    it('accepts text bodies only for the import', async () => {
      const word = byName('WORD') as GrokPattern;
      expect((await sendText('PUT', `/system/grok/${word.id}`, 'WORD x')).statusCode).toBe(415);
      expect((await sendText('PUT', '/system/grok', 'WORD x')).statusCode).toBe(415);
      const jsonString = await t.app.inject({ method: 'POST', url: '/api/system/grok', headers: { ...writing(ADMIN), 'content-type': 'application/json' }, payload: '"WORD x"' });
      expectApiError(jsonString, 400);
      expect(byName('WORD')?.pattern).toBe(word.pattern);
    });
  });

  it('lets readers read and test but not write', async () => {
    expect((await get('/system/grok', READER)).statusCode).toBe(200);
    expect((await get('/system/grok/paginated', READER)).statusCode).toBe(200);
    expect((await send('POST', '/system/grok/test', { grok_pattern: { name: 'X', pattern: 'x' }, sampleData: 'x' }, READER)).statusCode).toBe(200);
    const word = byName('WORD') as GrokPattern;
    for (const [method, url, payload] of [
      ['POST', '/system/grok', { name: 'N', pattern: 'n' }],
      ['PUT', '/system/grok', { patterns: [] }],
      ['PUT', `/system/grok/${word.id}`, { name: 'WORD', pattern: 'x' }],
      ['DELETE', `/system/grok/${word.id}`, undefined],
    ] as const) {
      expect(expectApiError(await send(method, url, payload, READER), 403)).toBe('Not authorized: missing permission inputs:edit');
    }
    expect(byName('WORD')?.pattern).toBe(word.pattern);
  });

  it('answers client mistakes with 4xx', async () => {
    for (const kase of [
      { name: 'malformed JSON', method: 'POST', url: '/api/system/grok', payload: '{' },
      { name: 'wrong types', method: 'POST', url: '/api/system/grok', payload: '{"name":1,"pattern":[]}' },
      { name: 'unknown field', method: 'PUT', url: '/api/system/grok', payload: '{"patterns":[{"name":"A","pattern":"a","x":1}]}' },
      { name: 'bad replace', method: 'PUT', url: '/api/system/grok?replace=maybe', payload: '{"patterns":[]}' },
      { name: 'test without sample', method: 'POST', url: '/api/system/grok/test', payload: '{"grok_pattern":{"name":"A","pattern":"a"}}' },
      { name: 'unsupported type', method: 'POST', url: '/api/system/grok', payload: 'x', contentType: 'application/xml' },
    ] as const) {
      await expectClientError(t.app, kase);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/system/grok', headers: { ...ADMIN, 'content-type': 'text/plain' }, payload: 'A a' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/system/grok', headers: CSRF })).statusCode).toBe(401);
  });
});
