// GET /search/universal/{relative,absolute,keyword}: Graylog's response shape, paging, sorting, field
// selection, stream filters and their permissions, and 400s with a reason for every bad input.
import { ADMIN, basic, expectApiError, makeTestApi, type TestApi } from '../../test/helpers';
import { openMessageStore, type LocalMessageStore } from '../messages/messageStore';
import type { MessageFields } from '../messages/types';
import { TimeLimitExceeded } from '../regex/bounded';
import { DEFAULT_STREAM_ID } from '../streams/defaults';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/store';
import { registerSearchRoutes } from './routes';

const OTHER_STREAM = 'bbbbbbbbbbbbbbbbbbbbbbbb';

describe('universal search routes', () => {
  let t: TestApi;
  let store: LocalMessageStore;
  let t0: number;

  const at = (minutesAgo: number) => new Date(t0 - minutesAgo * 60_000).toISOString();
  const message = (id: string, minutesAgo: number, extra: MessageFields = {}): MessageFields => ({
    _id: id,
    message: `message ${id}`,
    source: 'host',
    timestamp: at(minutesAgo),
    streams: [DEFAULT_STREAM_ID],
    gl2_source_input: 'input1',
    ...extra,
  });

  const get = (url: string, headers: Record<string, string> = ADMIN) => t.app.inject({ method: 'GET', url: `/api/search/universal/${url}`, headers });
  const idsOf = (body: { messages: { message: MessageFields }[] }) => body.messages.map((entry) => entry.message._id);

  beforeAll(async () => {
    t = await makeTestApi((api, ctx) => {
      store = openMessageStore(ctx);
      registerSearchRoutes(api, ctx, store);
    });
    t0 = t.clock.now();
    await store.write([
      message('recent', 1, { message: 'ssh login failed', level: 3 }),
      message('older', 30, { message: 'ssh login accepted', level: 6, streams: [DEFAULT_STREAM_ID, OTHER_STREAM] }),
      message('oldest', 60 * 24 * 3, { message: 'kernel panic', level: 1, full_message: 'long text' }),
    ]);
    const hash = await hashPassword('secret-pass-1');
    const user = (username: string, permissions: string[]) =>
      insertUser(t.ctx.db, { username, password_hash: hash, email: `${username}@x.org`, full_name: username, permissions }, t0);
    user('searcher', ['searches:relative', 'searches:absolute', 'searches:keyword']);
    user('streamreader', [`streams:read:${OTHER_STREAM}`]);
    user('nobody', []);
  });

  afterAll(async () => {
    await store.close();
    await t.app.close();
  });

  it('answers relative searches in Graylog\'s shape', async () => {
    const response = await get('relative?query=ssh&range=3600');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'built_query', 'decoration_stats', 'fields', 'from', 'messages', 'query', 'time', 'to', 'total_results', 'used_indices',
    ]);
    expect(body).toMatchObject({
      query: 'ssh',
      total_results: 2,
      from: new Date(t0 - 3_600_000).toISOString(),
      to: new Date(t0).toISOString(),
      decoration_stats: null,
      fields: ['level', 'message', 'source', 'timestamp'],
    });
    expect(typeof body.time).toBe('number');
    expect(JSON.parse(body.built_query)).toMatchObject({ query_string: { query: 'ssh', default_field: 'message' } });
    expect(body.used_indices).toEqual([{
      index_name: 'graylog_0',
      begin: at(60 * 24 * 3),
      end: at(1),
      calculated_at: new Date(t0).toISOString(),
      took_ms: 0,
    }]);
    expect(body.messages[0]).toEqual({
      message: message('recent', 1, { message: 'ssh login failed', level: 3 }),
      index: 'graylog_0',
      highlight_ranges: {},
      decoration_stats: null,
    });
    expect(idsOf(body)).toEqual(['recent', 'older']);
  });

  it('reports the stored range of each used index: when it was calculated and how long that took', async () => {
    const before = t.ctx.db.prepare("SELECT range_calculated_at, range_took_ms FROM message_indices WHERE name = 'graylog_0'").get() as Record<string, unknown>;
    t.ctx.db.prepare("UPDATE message_indices SET range_calculated_at = ?, range_took_ms = ? WHERE name = 'graylog_0'").run('2020-01-02T03:04:05.000Z', 7);
    try {
      const body = (await get('relative?query=ssh&range=3600')).json();
      expect(body.used_indices).toEqual([{ index_name: 'graylog_0', begin: at(60 * 24 * 3), end: at(1), calculated_at: '2020-01-02T03:04:05.000Z', took_ms: 7 }]);
    } finally {
      t.ctx.db.prepare("UPDATE message_indices SET range_calculated_at = ?, range_took_ms = ? WHERE name = 'graylog_0'").run(before.range_calculated_at, before.range_took_ms);
    }
  });

  it('range 0 searches all time', async () => {
    const body = (await get('relative?query=*&range=0')).json();
    expect(body.total_results).toBe(3);
    expect(body.from).toBe('1970-01-01T00:00:00.000Z');
  });

  it('treats a range longer than the epoch as all time, never a 500', async () => {
    const response = await get('relative?query=*&range=99999999999999');
    expect(response.statusCode).toBe(200);
    expect(response.json().from).toBe('1970-01-01T00:00:00.000Z');
  });

  it('limits by the range', async () => {
    expect(idsOf((await get('relative?query=*&range=300')).json())).toEqual(['recent']);
  });

  it('answers absolute searches with either date format', async () => {
    const from = encodeURIComponent(at(45).replace('T', ' ').replace(/\.\d+Z$/, ''));
    const response = await get(`absolute?query=*&from=${from}&to=${encodeURIComponent(at(0))}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total_results: 2, from: at(45), to: at(0) });
  });

  it('refuses absolute ranges that are not dates or run backwards', async () => {
    expect(expectApiError(await get('absolute?query=*&from=yesterday&to=2024-05-01'), 400)).toMatch(/Invalid timerange parameters provided: from 'yesterday' is not a date/);
    expect(expectApiError(await get('absolute?query=*&from=2024-05-02&to=2024-05-01'), 400)).toMatch(/from is after to/);
    expectApiError(await get('absolute?query=*&from=2024-05-01'), 400);
  });

  it('answers keyword searches and refuses keywords it cannot read', async () => {
    const response = await get(`keyword?query=*&keyword=${encodeURIComponent('last 2 hours')}`);
    expect(response.statusCode).toBe(200);
    expect(idsOf(response.json())).toEqual(['recent', 'older']);
    expect(expectApiError(await get('keyword?query=*&keyword=whenever'), 400)).toMatch(/cannot understand the keyword 'whenever'/);
  });

  it('pages with limit and offset, 150 by default', async () => {
    const body = (await get('relative?query=*&range=0&limit=1&offset=1')).json();
    expect(body.total_results).toBe(3);
    expect(idsOf(body)).toEqual(['older']);
    expect(JSON.parse((await get('relative?query=*&range=0')).json().built_query)).toMatchObject({ size: 150, from: 0 });
    expect(JSON.parse((await get('relative?query=*&range=0&limit=0')).json().built_query)).toMatchObject({ size: 150 });
  });

  it('refuses a result window over 10000', async () => {
    expect(expectApiError(await get('relative?query=*&range=0&limit=100&offset=9901'), 400)).toMatch(/^Result window is too large/);
    expect((await get('relative?query=*&range=0&limit=100&offset=9900')).statusCode).toBe(200);
  });

  it('sorts by a field', async () => {
    expect(idsOf((await get('relative?query=*&range=0&sort=level:asc')).json())).toEqual(['oldest', 'recent', 'older']);
    expect(idsOf((await get('relative?query=*&range=0&sort=timestamp:asc')).json())).toEqual(['oldest', 'older', 'recent']);
    expect(expectApiError(await get('relative?query=*&range=0&sort=level'), 400)).toMatch(/Invalid sorting parameter/);
    expectApiError(await get('relative?query=*&range=0&sort=level:up'), 400);
  });

  it('returns only the requested fields, with the id and timestamp', async () => {
    const body = (await get('relative?query=_id:recent&range=0&fields=level,nothere')).json();
    expect(body.messages[0].message).toEqual({ _id: 'recent', timestamp: at(1), level: 3 });
    expect(body.fields).toEqual(['level', 'timestamp']);
  });

  it('answers a query that does not parse with 400, the position and the reason', async () => {
    const response = await get(`relative?range=0&query=${encodeURIComponent('ssh AND ')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'ApiError',
      message: 'Cannot parse query, cause: incomplete query at line 1, column 9',
      details: ['incomplete query'],
      line: 1,
      column: 9,
    });
  });

  it('requires a query and a range', async () => {
    expectApiError(await get('relative?range=0'), 400);
    expectApiError(await get('relative?range=0&query='), 400);
    expectApiError(await get('relative?query=*'), 400);
    expectApiError(await get('relative?query=*&range=-1'), 400);
  });

  describe('stream filters', () => {
    it('restrict to the messages of the stream', async () => {
      const body = (await get(`relative?query=*&range=0&filter=streams:${OTHER_STREAM}`)).json();
      expect(idsOf(body)).toEqual(['older']);
      expect(body.total_results).toBe(1);
    });

    it('need read access to the stream instead of the search permission', async () => {
      const reader = basic('streamreader', 'secret-pass-1');
      expect((await get(`relative?query=*&range=0&filter=streams:${OTHER_STREAM}`, reader)).statusCode).toBe(200);
      expect(expectApiError(await get(`relative?query=*&range=0&filter=streams:${DEFAULT_STREAM_ID}`, reader), 403)).toMatch(`streams:read:${DEFAULT_STREAM_ID}`);
      expect(expectApiError(await get(`relative?query=*&range=0&filter=streams:${OTHER_STREAM},${DEFAULT_STREAM_ID}`, reader), 403)).toMatch(DEFAULT_STREAM_ID);
      expectApiError(await get('relative?query=*&range=0', reader), 403);
    });

    it('other filters are refused', async () => {
      expect(expectApiError(await get('relative?query=*&range=0&filter=source:host'), 400)).toMatch(/Unsupported filter/);
      expectApiError(await get('relative?query=*&range=0&filter=streams:'), 400);
    });

    it('* means no filter', async () => {
      expect((await get('relative?query=*&range=0&filter=*')).json().total_results).toBe(3);
    });
  });

  it('checks each kind of search against its permission', async () => {
    const searcher = basic('searcher', 'secret-pass-1');
    const nobody = basic('nobody', 'secret-pass-1');
    for (const url of ['relative?query=*&range=0', 'absolute?query=*&from=2024-01-01&to=2024-12-31', 'keyword?query=*&keyword=today']) {
      expect((await get(url, searcher)).statusCode).toBe(200);
      expect(expectApiError(await get(url, nobody), 403)).toMatch(/searches:(relative|absolute|keyword)/);
    }
  });

  it('stops a search that takes too long with a 400', async () => {
    jest.spyOn(store, 'search').mockImplementationOnce(() => {
      throw new TimeLimitExceeded(10_000);
    });
    expect(expectApiError(await get('relative?query=/(a%2B)%2B/&range=0'), 400)).toMatch(/took longer than 10 s and was stopped/);
  });
});
