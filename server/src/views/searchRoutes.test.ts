// Search jobs: POST /views/search, execute, status, with Graylog 4's shapes, the search types over
// real stored messages, errors per query and search type, parameters and stream permissions.
import { ADMIN, expectApiError } from '../../test/helpers';
import { DEFAULT_STREAM_ID } from '../streams/defaults';
import { JOB_RETENTION_MS } from './searchJobs';
import { UNREFERENCED_SEARCH_AGE_MS } from './searchStore';
import { createSearch, execute, makeViewsTestApi, messageAt, messagesType, OTHER_STREAM, run, searchBody, type ViewsTestApi } from './testSupport';

describe('search jobs', () => {
  let t: ViewsTestApi;
  let now: number;

  beforeAll(async () => {
    t = await makeViewsTestApi();
    now = t.clock.now();
    const at = (id: string, minutesAgo: number, extra = {}) => messageAt(now, id, minutesAgo, extra);
    await t.store.write([
      ...[1, 2, 3, 4, 5].map((n) => at(`pay-${n}`, 10 * n, { message: `payment id=${n} status=ok`, marker: 's1', weight: n, source: `acc-${n % 2}` })),
      at('other-1', 5, { message: 'ssh login failed', streams: [OTHER_STREAM], source: 'gate', level: 3 }),
      at('old', 600, { message: 'payment long ago', marker: 's1', weight: 9 }),
    ]);
    await t.addUser('stranger', []);
    await t.addUser('otherreader', [`streams:read:${OTHER_STREAM}`]);
    await t.addUser('allreader', ['streams:read']);
  });

  afterAll(async () => {
    await t.close();
  });

  describe('POST /views/search and GET /views/search/{id}', () => {
    it('stores the search with its owner and answers 201', async () => {
      const response = await createSearch(t, searchBody('marker:s1', [messagesType()]), ADMIN);
      expect(response.statusCode).toBe(201);
      const search = response.json();
      expect(search.id).toMatch(/^[0-9a-f]{24}$/);
      expect(search).toMatchObject({ owner: 'admin', created_at: new Date(now).toISOString(), parameters: [], queries: [{ id: 'q1' }] });
      const read = await t.app.inject({ method: 'GET', url: `/api/views/search/${search.id}`, headers: ADMIN });
      expect(read.json()).toEqual(search);
    });

    it('keeps a given id, and only its owner may replace the search', async () => {
      const id = '5f0000000000000000000001';
      expect((await createSearch(t, { ...searchBody('', []), id }, t.as('otherreader'))).statusCode).toBe(201);
      expect((await createSearch(t, { ...searchBody('a', []), id }, t.as('otherreader'))).statusCode).toBe(201);
      expect(expectApiError(await createSearch(t, { ...searchBody('b', []), id }, t.as('stranger')), 403)).toMatch(/not permitted to overwrite/);
      const read = await t.app.inject({ method: 'GET', url: `/api/views/search/${id}`, headers: t.as('stranger') });
      expectApiError(read, 403);
      expectApiError(await t.app.inject({ method: 'GET', url: '/api/views/search/5f00000000000000000000ff', headers: ADMIN }), 404);
    });

    it('refuses a search with more search types over its queries than one execution may run', async () => {
      const query = (id: string, count: number) => ({
        id, query: { type: 'elasticsearch', query_string: '' }, timerange: { type: 'relative', range: 60 },
        search_types: Array.from({ length: count }, (_, index) => ({ id: `p${index}`, type: 'pivot', row_groups: [], series: [{ type: 'count', id: 'count()' }] })),
      });
      expect((await createSearch(t, { queries: [query('a', 100), query('b', 100)] }, ADMIN)).statusCode).toBe(201);
      const refused = await createSearch(t, { queries: [query('a', 100), query('b', 100), query('c', 1)] }, ADMIN);
      expect(expectApiError(refused, 400)).toBe('A search may have at most 200 search types over all its queries; it would have 201');
    });

    it('refuses what could not run, naming the place', async () => {
      const cases: Array<[unknown, RegExp]> = [
        [searchBody('', [{ id: 'x', type: 'heatmap' }]), /queries\[0\]\.search_types\[0\]: unknown search type "heatmap"/],
        [{ ...searchBody('', []), queries: [{ id: 'q', query: { type: 'elasticsearch', query_string: '' }, timerange: { type: 'relative' }, search_types: [] }] }, /queries\[0\]\.timerange: a relative time range needs "range"/],
        [{ ...searchBody('', []), queries: [{ id: 'q', query: { type: 'elasticsearch', query_string: '' }, timerange: { type: 'absolute', from: 'yesterday', to: '2024-05-01T00:00:00Z' }, search_types: [] }] }, /queries\[0\]\.timerange: .*not a date/],
        [searchBody('', [{ id: 'h', type: 'pivot', row_groups: [{ type: 'time', field: 'timestamp', interval: { type: 'timeunit', timeunit: '0m' } }] }]), /row_groups\[0\]\.interval/],
        [searchBody('', [messagesType(), messagesType()]), /search type id "m" is used twice/],
        [searchBody('', [], { parameters: [{ name: 'a' }, { name: 'a' }] }), /parameter name "a" is used twice/],
        [searchBody('', [messagesType({ decorators: [{ type: 'nope', config: {}, order: 0 }] })]), /decorators\[0\].type: unknown decorator type/],
        [{ ...searchBody('', []), queries: [{ id: 'q', query: { type: 'elasticsearch', query_string: '' }, timerange: { type: 'relative', range: 60 }, filter: { type: 'and', filters: [] }, search_types: [] }] }, /unsupported filter type "and"/],
        [{ ...searchBody('', []), id: 'not-an-object-id' }, /body\/id must match pattern/],
        [{ queries: 'none' }, /body\/queries must be array/],
        [{ ...searchBody('', []), queries: [{ id: 'q', query: { type: 'elasticsearch', query_string: '' }, timerange: { type: 'keyword', keyword: 'last hour', timezone: 'Mars/Olympus' }, search_types: [] }] },
          /^queries\[0\]\.timerange: unknown time zone "Mars\/Olympus"$/],
      ];
      for (const [body, message] of cases) {
        expect(expectApiError(await createSearch(t, body, ADMIN), 400)).toMatch(message);
      }
    });
  });

  describe('executing', () => {
    it('finds exactly the messages of a field condition in the time range, newest first, with highlights', async () => {
      const job = await run(t, searchBody('(marker:s1 AND weight:>3) OR payment', [messagesType()]), ADMIN);
      expect(job.execution).toEqual({ done: true, cancelled: false, completed_exceptionally: false });
      expect(job.owner).toBe('admin');
      const result = job.results.q1;
      expect(result.state).toBe('COMPLETED');
      expect(result.errors).toEqual([]);
      expect(result.execution_stats.effective_timerange).toEqual({ type: 'absolute', from: new Date(now - 3_600_000).toISOString(), to: new Date(now).toISOString() });
      const messages = result.search_types.m;
      // "old" is outside the last hour.
      expect(messages.total_results).toBe(5);
      expect(messages.messages.map((entry: { message: { _id: string } }) => entry.message._id)).toEqual(['pay-1', 'pay-2', 'pay-3', 'pay-4', 'pay-5']);
      expect(messages.messages[0]).toMatchObject({ index: 'graylog_0', highlight_ranges: { message: [{ start: 0, length: 7 }] }, decoration_stats: null });

      const narrow = await run(t, searchBody('marker:s1 AND weight:>3', [messagesType()]), ADMIN);
      expect(narrow.results.q1.search_types.m.total_results).toBe(2);
    });

    it('pages, sorts and counts with the search type and the execution overrides', async () => {
      const job = await run(t, searchBody('marker:s1', [messagesType({ limit: 2, sort: [{ field: 'weight', order: 'ASC' }] })]), ADMIN);
      expect(job.results.q1.search_types.m.messages.map((entry: { message: { weight: number } }) => entry.message.weight)).toEqual([1, 2]);
      const created = await createSearch(t, searchBody('marker:s1', [messagesType({ limit: 2 }), { id: 'count', type: 'pivot', row_groups: [], series: [{ type: 'count', id: 'count()' }] }]), ADMIN);
      const paged = (await execute(t, created.json().id, { global_override: { search_types: { m: { limit: 1, offset: 1 } }, keep_search_types: ['m'], timerange: { type: 'relative', range: 86_400 } } }, ADMIN)).json();
      expect(Object.keys(paged.results.q1.search_types)).toEqual(['m']);
      expect(paged.results.q1.search_types.m.total_results).toBe(6);
      expect(paged.results.q1.search_types.m.messages.map((entry: { message: { _id: string } }) => entry.message._id)).toEqual(['pay-2']);
      const requery = (await execute(t, created.json().id, { global_override: { query: { type: 'elasticsearch', query_string: 'ssh' } } }, ADMIN)).json();
      expect(requery.results.q1.search_types.count.rows).toEqual([{ key: [], values: [{ key: ['count()'], value: 1, rollup: true, source: 'row-leaf' }], source: 'leaf' }]);
      expect(requery.results.q1.query.query.query_string).toBe('ssh');
    });

    it('narrows a search type by its own query and streams', async () => {
      const job = await run(t, searchBody('', [
        messagesType({ query: { type: 'elasticsearch', query_string: 'weight:<3' } }),
        messagesType({ id: 'other', streams: [OTHER_STREAM] }),
      ]), ADMIN);
      expect(job.results.q1.search_types.m.total_results).toBe(2);
      expect(job.results.q1.search_types.other.messages.map((entry: { message: { _id: string } }) => entry.message._id)).toEqual(['other-1']);
    });

    it('filters a search type by its own streams and by its query\'s filter, both', async () => {
      const withFilter = (filter: unknown, searchTypes: unknown[]) => ({ ...searchBody('', []), queries: [{ ...searchBody('', searchTypes).queries[0], filter }] });
      const ids = (job: { results: { q1: { search_types: Record<string, { messages: { message: { _id: string } }[] }> } } }, id: string) =>
        job.results.q1.search_types[id].messages.map((entry) => entry.message._id);
      const both = { type: 'or', filters: [{ type: 'stream', id: DEFAULT_STREAM_ID }, { type: 'stream', id: OTHER_STREAM }] };
      const narrowed = await run(t, withFilter(both, [messagesType({ streams: [OTHER_STREAM] }), messagesType({ id: 'all' })]), ADMIN);
      expect(ids(narrowed, 'm')).toEqual(['other-1']);
      expect(ids(narrowed, 'all')).toHaveLength(6);
      // No stream in common: nothing, not the search type's streams alone.
      const disjoint = await run(t, withFilter({ type: 'stream', id: OTHER_STREAM }, [messagesType({ streams: [DEFAULT_STREAM_ID] })]), ADMIN);
      expect(disjoint.results.q1.search_types.m.total_results).toBe(0);
      expect(disjoint.results.q1.errors).toEqual([]);
    });

    it('answers a time histogram with every bucket of the range and a total row', async () => {
      const histogram = { id: 'h', type: 'pivot', row_groups: [{ type: 'time', field: 'timestamp', interval: { type: 'timeunit', timeunit: '10m' } }], column_groups: [], series: [{ type: 'count', id: 'count()' }], rollup: true, sort: [] };
      const job = await run(t, searchBody('marker:s1', [histogram]), ADMIN);
      const result = job.results.q1.search_types.h;
      expect(result.type).toBe('pivot');
      expect(result.total).toBe(5);
      const leaves = result.rows.filter((row: { source: string }) => row.source === 'leaf');
      // 11:00 to 12:00 in 10 minute buckets: 7 buckets (both ends included), messages at 11:10 ... 11:50.
      expect(leaves.map((row: { key: string[] }) => row.key[0])).toEqual(['11:00', '11:10', '11:20', '11:30', '11:40', '11:50', '12:00'].map((time) => `2024-05-01T${time}:00.000Z`));
      expect(leaves.map((row: { values: { value: number }[] }) => row.values[0].value)).toEqual([0, 1, 1, 1, 1, 1, 0]);
      expect(result.rows[result.rows.length - 1]).toEqual({ key: [], values: [{ key: ['count()'], value: 5, rollup: true, source: 'row-inner' }], source: 'non-leaf' });
    });

    it('answers the most frequent values of a field, in the requested order', async () => {
      const terms = (direction?: 'Ascending' | 'Descending') => ({
        id: 't', type: 'pivot', row_groups: [{ type: 'values', field: 'source', limit: 1 }], series: [{ type: 'count', id: 'count()' }], rollup: false,
        sort: direction ? [{ type: 'series', field: 'count()', direction }] : [],
      });
      const rowsOf = async (direction?: 'Ascending' | 'Descending', rollup = true) =>
        (await run(t, searchBody('marker:s1', [{ ...terms(direction), rollup }]), ADMIN)).results.q1.search_types.t.rows;
      expect(await rowsOf()).toEqual([
        { key: ['acc-1'], values: [{ key: ['count()'], value: 3, rollup: true, source: 'row-leaf' }], source: 'leaf' },
        { key: [], values: [{ key: ['count()'], value: 5, rollup: true, source: 'row-inner' }], source: 'non-leaf' },
      ]);
      expect((await rowsOf('Ascending'))[0].key).toEqual(['acc-0']);
    });

    it('answers a pivot without rollup as Graylog does: rows without series, and no total row', async () => {
      const pivot = (rowGroups: unknown[]) => ({ id: 'p', type: 'pivot', row_groups: rowGroups, series: [{ type: 'count', id: 'count()' }], rollup: false });
      const values = await run(t, searchBody('marker:s1', [pivot([{ type: 'values', field: 'source', limit: 2 }])]), ADMIN);
      expect(values.results.q1.search_types.p).toMatchObject({
        rows: [{ key: ['acc-1'], values: [], source: 'leaf' }, { key: ['acc-0'], values: [], source: 'leaf' }],
        total: 5,
      });
      const none = await run(t, searchBody('marker:s1', [pivot([])]), ADMIN);
      expect(none.results.q1.search_types.p).toMatchObject({ rows: [{ key: [], values: [], source: 'leaf' }], total: 5 });
    });

    it('reports a query that does not parse once, for its query, and completes the job exceptionally', async () => {
      const job = await run(t, searchBody('marker:(s1', [messagesType(), { id: 'h', type: 'pivot', row_groups: [] }]), ADMIN);
      expect(job.execution).toEqual({ done: true, cancelled: false, completed_exceptionally: true });
      const result = job.results.q1;
      expect(result.state).toBe('FAILED');
      expect(result.search_types).toEqual({});
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]).toMatchObject({ type: 'query', query_id: 'q1', search_type_id: null, backtrace: null, line: 1, column: expect.any(Number) });
      expect(result.errors[0].description).toMatch(/^Cannot parse query/);
      expect(job.errors).toEqual(result.errors);
    });

    it('reports paging past the result window for that search type only', async () => {
      const job = await run(t, searchBody('', [messagesType({ offset: 9900, limit: 150 }), messagesType({ id: 'fine' })]), ADMIN);
      const result = job.results.q1;
      expect(result.state).toBe('COMPLETED');
      expect(result.search_types.fine.total_results).toBeGreaterThan(0);
      expect(result.errors).toEqual([expect.objectContaining({ type: 'result_window_limit', result_window_limit: 10000, search_type_id: 'm', query_id: 'q1' })]);
      expect(result.errors[0].description).toMatch(/limits results to 10000 messages.*150 messages per page, 66 pages can be used/);
      expect(job.execution.completed_exceptionally).toBe(true);
    });

    it('reports what it cannot compute as an error of the search type', async () => {
      const job = await run(t, searchBody('', [{ id: 'p', type: 'pivot', row_groups: [], column_groups: [{ type: 'values', field: 'source' }] }, messagesType()]), ADMIN);
      expect(job.results.q1.errors).toEqual([expect.objectContaining({ type: 'search_type', search_type_id: 'p', description: 'Column groups are not supported by this server' })]);
      expect(job.results.q1.search_types.m).toBeDefined();
    });

    it('needs a value for every required parameter, and puts values into the query', async () => {
      const body = searchBody('marker:$marker$ AND weight:>$min$', [messagesType()], {
        parameters: [{ type: 'value-parameter-v1', name: 'marker', optional: false }, { type: 'value-parameter-v1', name: 'min', default_value: 3 }],
      });
      const created = await createSearch(t, body, ADMIN);
      const refused = await execute(t, created.json().id, {}, ADMIN);
      expect(expectApiError(refused, 400)).toBe('Unbound required parameter used: marker');
      const job = (await execute(t, created.json().id, { parameter_bindings: { marker: { type: 'value', value: 's1' } } }, ADMIN)).json();
      expect(job.results.q1.search_types.m.total_results).toBe(2);
    });

    it('applies the decorators of a messages search type', async () => {
      const decorators = [{ type: 'org.graylog2.decorators.FormatStringDecorator', config: { format_string: '${source}: ${message}', target_field: 'line' }, stream: null, order: 0 }];
      const job = await run(t, searchBody('ssh', [messagesType({ decorators })]), ADMIN);
      const [entry] = job.results.q1.search_types.m.messages;
      expect(entry.message.line).toBe('gate: ssh login failed');
      expect(entry.decoration_stats).toEqual({ added_fields: { line: 'gate: ssh login failed' }, changed_fields: {}, removed_fields: {} });
    });

    it('runs a search executed without a body', async () => {
      const created = await createSearch(t, searchBody('ssh', [messagesType()]), ADMIN);
      const executed = await t.app.inject({ method: 'POST', url: `/api/views/search/${created.json().id}/execute`, headers: { ...ADMIN, 'x-requested-by': 'test' } });
      expect(executed.statusCode).toBe(201);
      expect(executed.json().results.q1.search_types.m.total_results).toBe(1);
    });

    it('answers 404 for an unknown search and 403 for someone else\'s', async () => {
      expectApiError(await execute(t, '5f00000000000000000000fe', {}, ADMIN), 404);
      const created = await createSearch(t, searchBody('', [messagesType()]), ADMIN);
      expectApiError(await execute(t, created.json().id, {}, t.as('otherreader')), 403);
    });
  });

  describe('stream permissions', () => {
    const idsOf = (job: { results: { q1: { search_types: { m: { messages: { message: { _id: string } }[] } } } } }) =>
      job.results.q1.search_types.m.messages.map((entry) => entry.message._id);

    it('shows a user only the messages of streams they may read', async () => {
      expect(idsOf(await run(t, searchBody('', [messagesType()]), t.as('otherreader')))).toEqual(['other-1']);
      expect(idsOf(await run(t, searchBody('', [messagesType()]), t.as('allreader')))).toHaveLength(6);
      const counted = await run(t, searchBody('', [{ id: 'c', type: 'pivot', row_groups: [{ type: 'values', field: 'source' }] }]), t.as('otherreader'));
      expect(counted.results.q1.search_types.c.total).toBe(1);
    });

    it('refuses a search naming a stream the user may not read, with Graylog\'s body', async () => {
      const body = searchBody('', [messagesType({ streams: [DEFAULT_STREAM_ID] })]);
      const refused = await createSearch(t, body, t.as('otherreader'));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ type: 'MissingStreamPermission', message: expect.stringMatching(/not permitted to see/), streams: [DEFAULT_STREAM_ID] });
      const query = { ...searchBody('', []).queries[0], filter: { type: 'or', filters: [{ type: 'stream', id: DEFAULT_STREAM_ID }] } };
      expect((await createSearch(t, { queries: [query] }, t.as('otherreader'))).statusCode).toBe(403);
      expect((await createSearch(t, { queries: [{ ...query, filter: { type: 'stream', id: OTHER_STREAM } }] }, t.as('otherreader'))).statusCode).toBe(201);
    });

    it('refuses to search for a user who may read no stream at all', async () => {
      const created = await createSearch(t, searchBody('', [messagesType()]), t.as('stranger'));
      expect(created.statusCode).toBe(201);
      const refused = await execute(t, created.json().id, {}, t.as('stranger'));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().type).toBe('MissingStreamPermission');
    });
  });

  describe('GET /views/search/status/{jobId}', () => {
    it('answers the job to its owner only, until it expires', async () => {
      const job = await run(t, searchBody('', [messagesType()]), ADMIN);
      const status = await t.app.inject({ method: 'GET', url: `/api/views/search/status/${job.id}`, headers: ADMIN });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual(job);
      expectApiError(await t.app.inject({ method: 'GET', url: `/api/views/search/status/${job.id}`, headers: t.as('allreader') }), 404);
      t.clock.advance(JOB_RETENTION_MS + 1000);
      expectApiError(await t.app.inject({ method: 'GET', url: `/api/views/search/status/${job.id}`, headers: ADMIN }), 404);
    });
  });
  describe('stored searches', () => {
    it('gives a search posted again under its id a new creation time, as Graylog does', async () => {
      const id = '5f0000000000000000000002';
      const first = (await createSearch(t, { ...searchBody('a', []), id }, ADMIN)).json();
      t.clock.advance(60_000);
      const again = (await createSearch(t, { ...searchBody('b', []), id }, ADMIN)).json();
      expect(again.created_at).toBe(new Date(t.clock.now()).toISOString());
      expect(again.created_at).not.toBe(first.created_at);
      expect((await t.app.inject({ method: 'GET', url: `/api/views/search/${id}`, headers: ADMIN })).json().created_at).toBe(again.created_at);
    });

    it('lists the searches a user may read, and removes old searches no view uses', async () => {
      const mine = (await createSearch(t, searchBody('mine', []), t.as('stranger'))).json().id;
      const listed = (await t.app.inject({ method: 'GET', url: '/api/views/search', headers: t.as('stranger') })).json();
      expect(listed.map((search: { id: string }) => search.id)).toContain(mine);
      expect(listed.every((search: { owner: string }) => search.owner === 'stranger')).toBe(true);

      const kept = (await createSearch(t, searchBody('kept', []), ADMIN)).json().id;
      t.ctx.db.prepare(`INSERT INTO views (id, type, title, summary, description, search_id, owner, created_at, data)
        VALUES ('5f00000000000000000000aa', 'SEARCH', 'kept', '', '', ?, 'admin', '2024-05-01T00:00:00.000Z', '{"properties":[],"requires":{},"state":{}}')`).run(kept);
      t.clock.advance(UNREFERENCED_SEARCH_AGE_MS + 3_600_000);
      await createSearch(t, searchBody('new', []), ADMIN);
      expectApiError(await t.app.inject({ method: 'GET', url: `/api/views/search/${mine}`, headers: t.as('stranger') }), 404);
      expect((await t.app.inject({ method: 'GET', url: `/api/views/search/${kept}`, headers: ADMIN })).statusCode).toBe(200);
    });
  });
});
