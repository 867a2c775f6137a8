// The legacy (Graylog 2.x) dashboard calls over DASHBOARD views: the dashboard, its widgets in both
// forms, positions, widget values and permissions.
import { ADMIN, expectApiError, writing } from '../../test/helpers';
import { grantsForTarget } from '../authz/grantsStore';
import { getSetting } from '../db/settings';
import { DEFAULT_STREAM_ID } from '../streams/defaults';
import { createSearch, makeViewsTestApi, messageAt, messagesType, OTHER_STREAM, searchBody, type ViewsTestApi } from './testSupport';
import { DEFAULT_VIEW_SETTING } from './viewStore';

describe('legacy dashboards', () => {
  let t: ViewsTestApi;
  let dashboardId: string;
  const widgets: Record<string, string> = {};

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Record<string, string> = ADMIN, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: method === 'GET' ? who : writing(who), payload: payload as Record<string, unknown> | undefined });

  const lastHour = { type: 'relative', range: 3600 };

  const shareWith = async (username: string, capability: string) => {
    const user = t.ctx.db.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: string };
    const shared = await call('PUT', `/authz/shares/entities/${encodeURIComponent(`grn::::dashboard:${dashboardId}`)}`, ADMIN, {
      selected_grantee_capabilities: { [`grn::::user:${user.id}`]: capability },
    });
    expect(shared.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await makeViewsTestApi();
    const now = t.clock.now();
    await t.store.write([
      messageAt(now, 'a', 5, { source: 'web', message: 'GET /index' }),
      messageAt(now, 'b', 15, { source: 'web', message: 'GET /about' }),
      messageAt(now, 'c', 25, { source: 'db', message: 'slow query' }),
      messageAt(now, 'd', 90, { source: 'db', message: 'previous hour' }),
      messageAt(now, 'e', 7, { source: 'gate', message: 'other stream', streams: [OTHER_STREAM] }),
    ]);
    await t.addUser('viewer', []);
    await t.addUser('otheronly', [`streams:read:${OTHER_STREAM}`]);
  });

  afterAll(async () => {
    await t.close();
  });

  it('creates a dashboard (a DASHBOARD view) and answers its id', async () => {
    const created = await call('POST', '/dashboards', ADMIN, { title: 'Operations', description: 'Traffic' });
    expect(created.statusCode).toBe(201);
    dashboardId = created.json().dashboard_id;
    const view = (await call('GET', `/views/${dashboardId}`)).json();
    expect(view).toMatchObject({ type: 'DASHBOARD', title: 'Operations', description: 'Traffic' });
    expect((await call('GET', `/dashboards/${dashboardId}`)).json()).toEqual({
      id: dashboardId, title: 'Operations', description: 'Traffic', creator_user_id: 'admin', created_at: view.created_at, widgets: [], positions: {},
    });
    expectApiError(await call('POST', '/dashboards', t.as('viewer'), { title: 'x', description: '' }), 403);
    expectApiError(await call('POST', '/dashboards', ADMIN, { title: ' ', description: '' }), 400);
  });

  it('adds widgets as aggregation widgets of the view, with a search type for each', async () => {
    const add = (body: unknown) => call('POST', `/dashboards/${dashboardId}/widgets`, ADMIN, body);
    const count = await add({ description: 'Messages', type: 'SEARCH_RESULT_COUNT', cache_time: 10, config: { query: 'source:web', timerange: lastHour, trend: true, lower_is_better: true } });
    expect(count.statusCode).toBe(201);
    widgets.count = count.json().widget_id;
    widgets.chart = (await add({ description: 'Histogram', type: 'SEARCH_RESULT_CHART', cache_time: 5, config: { query: '', timerange: lastHour, interval: 'minute' } })).json().widget_id;
    widgets.values = (await add({ description: 'Sources', type: 'QUICKVALUES', cache_time: 0, config: { query: '*', timerange: lastHour, field: 'source', show_pie_chart: true, show_data_table: true, limit: 5, sort_order: 'desc' } })).json().widget_id;

    const view = (await call('GET', `/views/${dashboardId}`)).json();
    const [queryId] = Object.keys(view.state);
    const state = view.state[queryId];
    expect(state.widgets.map((widget: { type: string }) => widget.type)).toEqual(['aggregation', 'aggregation', 'aggregation']);
    expect(state.widgets[0]).toMatchObject({ id: widgets.count, query: { type: 'elasticsearch', query_string: 'source:web' }, timerange: lastHour, config: { visualization: 'numeric', row_pivots: [], series: [{ function: 'count()' }] } });
    expect(state.widgets[1].config.row_pivots).toEqual([{ field: 'timestamp', type: 'time', config: { interval: { type: 'timeunit', value: 1, unit: 'minutes' } } }]);
    expect(state.titles.widget).toEqual({ [widgets.count]: 'Messages', [widgets.chart]: 'Histogram', [widgets.values]: 'Sources' });
    const search = (await call('GET', `/views/search/${view.search_id}`)).json();
    const searchTypeIds = search.queries[0].search_types.map((searchType: { id: string }) => searchType.id);
    expect(Object.values(state.widget_mapping).flat()).toEqual(searchTypeIds);
  });

  it('reads the dashboard back in the legacy shape', async () => {
    const dashboard = (await call('GET', `/dashboards/${dashboardId}`)).json();
    expect(dashboard.widgets).toEqual([
      { id: widgets.count, description: 'Messages', type: 'SEARCH_RESULT_COUNT', cache_time: 10, creator_user_id: 'admin', config: { query: 'source:web', timerange: lastHour, trend: true, lower_is_better: true } },
      { id: widgets.chart, description: 'Histogram', type: 'SEARCH_RESULT_CHART', cache_time: 5, creator_user_id: 'admin', config: { query: '', timerange: lastHour, interval: 'minute' } },
      {
        id: widgets.values, description: 'Sources', type: 'QUICKVALUES', cache_time: 0, creator_user_id: 'admin',
        config: { query: '*', timerange: lastHour, field: 'source', limit: 5, data_table_limit: 5, sort_order: 'desc', show_pie_chart: true, show_data_table: true },
      },
    ]);
    expect(Object.keys(dashboard.positions)).toEqual([widgets.count, widgets.chart, widgets.values]);
    expect((await call('GET', `/dashboards/${dashboardId}/widgets/${widgets.chart}`)).json()).toEqual(dashboard.widgets[1]);
  });

  it('computes widget values in the 2.x shape, for the caller\'s streams', async () => {
    const value = async (widget: string, who = ADMIN) => (await call('GET', `/dashboards/${dashboardId}/widgets/${widget}/value`, who)).json();
    const count = await value(widgets.count);
    expect(count).toMatchObject({ result: { now: 2, previous: 0 }, calculated_at: new Date(t.clock.now()).toISOString(), took_ms: expect.any(Number) });
    const chart = await value(widgets.chart);
    expect(Object.keys(chart.result)).toHaveLength(61);
    expect(Object.values(chart.result as Record<string, number>).reduce((sum, n) => sum + n, 0)).toBe(4);
    expect(chart.result[String(Date.parse('2024-05-01T11:55:00Z') / 1000)]).toBe(1);
    expect(chart.computation_time_range).toEqual({ from: '2024-05-01T11:00:00.000Z', to: '2024-05-01T12:00:00.000Z' });
    expect((await value(widgets.values)).result).toEqual({ terms: { web: 2, db: 1, gate: 1 }, terms_mapping: {}, total: 4, other: 0, missing: 0 });
    await shareWith('otheronly', 'view');
    expect((await value(widgets.values, t.as('otheronly'))).result).toEqual({ terms: { gate: 1 }, terms_mapping: {}, total: 1, other: 0, missing: 0 });
    expectApiError(await call('GET', `/dashboards/${dashboardId}/widgets/${widgets.values}/value`, t.as('viewer')), 403);
  });

  it('computes a widget\'s value as the dashboard shows it: with its query\'s query string, stream filter and parameters', async () => {
    const created = (await call('POST', '/dashboards', ADMIN, { title: 'Filtered', description: '' })).json().dashboard_id;
    const view = (await call('GET', `/views/${created}`)).json();
    const search = (await call('GET', `/views/search/${view.search_id}`)).json();
    const [query] = search.queries;
    const filtered = {
      ...query,
      query: { type: 'elasticsearch', query_string: 'source:web OR source:$other$' },
      filter: { type: 'stream', id: DEFAULT_STREAM_ID },
    };
    const parameters = [{ type: 'value-parameter-v1', name: 'other', default_value: 'gate' }];
    expect((await call('POST', '/views/search', ADMIN, { id: search.id, queries: [filtered], parameters })).statusCode).toBe(201);
    const add = async (type: string, config: Record<string, unknown>) =>
      (await call('POST', `/dashboards/${created}/widgets`, ADMIN, { description: '', type, cache_time: 0, config: { timerange: lastHour, ...config } })).json().widget_id as string;
    const value = async (widget: string) => (await call('GET', `/dashboards/${created}/widgets/${widget}/value`)).json().result;

    // "gate" matches the query string but is in the other stream; "db" is in the dashboard's stream but not in its query.
    expect(await value(await add('QUICKVALUES', { query: '*', field: 'source' }))).toEqual({ terms: { web: 2 }, terms_mapping: {}, total: 2, other: 0, missing: 0 });
    expect(await value(await add('SEARCH_RESULT_COUNT', { query: 'message:index' }))).toBe(1);
    // The widget's stream and the dashboard's have no stream in common.
    expect(await value(await add('STREAM_SEARCH_RESULT_COUNT', { query: '', stream_id: OTHER_STREAM }))).toBe(0);
    expect((await call('DELETE', `/dashboards/${created}`)).statusCode).toBe(204);
  });

  it('sets positions, updates and deletes widgets', async () => {
    const positions = [{ id: widgets.count, col: 1, row: 1, height: 2, width: 3 }, { id: widgets.chart, col: 4, row: 1, height: 2, width: 6 }];
    expect((await call('PUT', `/dashboards/${dashboardId}/positions`, ADMIN, { positions })).statusCode).toBe(204);
    const dashboard = (await call('GET', `/dashboards/${dashboardId}`)).json();
    expect(dashboard.positions[widgets.chart]).toEqual({ col: 4, row: 1, height: 2, width: 6 });
    expectApiError(await call('PUT', `/dashboards/${dashboardId}/positions`, ADMIN, { positions: [{ ...positions[0], id: 'nope' }] }), 404);

    const update = await call('PUT', `/dashboards/${dashboardId}/widgets/${widgets.chart}`, ADMIN, { description: 'Per hour', type: 'SEARCH_RESULT_CHART', cache_time: 60, config: { query: 'source:db', timerange: lastHour, interval: 'hour' } });
    expect(update.statusCode).toBe(204);
    const chart = (await call('GET', `/dashboards/${dashboardId}/widgets/${widgets.chart}`)).json();
    expect(chart).toMatchObject({ description: 'Per hour', cache_time: 60, config: { query: 'source:db', interval: 'hour' } });

    expect((await call('DELETE', `/dashboards/${dashboardId}/widgets/${widgets.values}`)).statusCode).toBe(204);
    expectApiError(await call('GET', `/dashboards/${dashboardId}/widgets/${widgets.values}`), 404);
    const view = (await call('GET', `/views/${dashboardId}`)).json();
    const search = (await call('GET', `/views/search/${view.search_id}`)).json();
    expect(search.queries[0].search_types).toHaveLength(2);

    expect((await call('PUT', `/dashboards/${dashboardId}`, ADMIN, { title: 'Ops', description: null })).statusCode).toBe(204);
    expect((await call('GET', `/dashboards/${dashboardId}`)).json()).toMatchObject({ title: 'Ops', description: 'Traffic' });
  });

  it('refuses widgets it cannot show, and widgets on streams the user may not read', async () => {
    const add = (config: Record<string, unknown>, type = 'QUICKVALUES', who = ADMIN) => call('POST', `/dashboards/${dashboardId}/widgets`, who, { description: '', type, cache_time: 0, config });
    expect(expectApiError(await add({ timerange: lastHour }, 'FIELD_CHART'), 400)).toMatch(/^No such widget type/);
    expect(expectApiError(await add({ timerange: lastHour }), 400)).toMatch(/field is required/);
    expect(expectApiError(await add({ field: 'source' }), 400)).toBe('Invalid timerange parameters provided.');
    expect(expectApiError(await add({ field: 'source', timerange: lastHour, stacked_fields: 'a' }), 400)).toMatch(/stacked_fields/);
    expect(expectApiError(await add({ timerange: lastHour, interval: 'fortnight' }, 'SEARCH_RESULT_CHART'), 400)).toMatch(/interval must be one of/);
    await shareWith('otheronly', 'manage');
    const refused = await add({ timerange: lastHour, stream_id: '000000000000000000000001' }, 'STREAM_SEARCH_RESULT_COUNT', t.as('otheronly'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().type).toBe('MissingStreamPermission');
    expect((await add({ timerange: lastHour, stream_id: OTHER_STREAM }, 'STREAM_SEARCH_RESULT_COUNT', t.as('otheronly'))).statusCode).toBe(201);
    const listed = (await call('GET', `/dashboards/${dashboardId}`, t.as('otheronly'))).json().widgets;
    expect(listed[listed.length - 1]).toMatchObject({ type: 'STREAM_SEARCH_RESULT_COUNT', creator_user_id: 'otheronly', config: { stream_id: OTHER_STREAM } });
  });

  it('changes widgets without rewriting a search of someone else, or one another view shows', async () => {
    const searchOf = async (viewId: string, who: Record<string, string>) => {
      const view = (await call('GET', `/views/${viewId}`, who)).json();
      const search = (await call('GET', `/views/search/${view.search_id}`, who)).json();
      return { id: search.id as string, owner: search.owner as string, searchTypes: search.queries[0].search_types.map((searchType: { id: string }) => searchType.id) as string[] };
    };
    const messagesWidget = (id: string) => ({ q1: { widgets: [{ id, type: 'messages', config: {} }], widget_mapping: { [id]: ['m'] } } });
    const addCount = async (dashboard: string, who: Record<string, string>) => {
      const added = await call('POST', `/dashboards/${dashboard}/widgets`, who, { description: '', type: 'SEARCH_RESULT_COUNT', config: { query: '', timerange: lastHour } });
      expect(added.statusCode).toBe(201);
      return added.json().widget_id as string;
    };

    // Alice saves a search; Bob may read that saved search and create dashboards.
    await t.addUser('alice', ['dashboards:create']);
    const alice = t.as('alice');
    const searchId = (await createSearch(t, searchBody('', [messagesType()]), alice)).json().id as string;
    const saved = await call('POST', '/views', alice, { type: 'SEARCH', title: 'Alice\'s', search_id: searchId, state: messagesWidget('w0') });
    expect(saved.statusCode).toBe(200);
    await t.addUser('bob', [`view:read:${saved.json().id}`, 'dashboards:create']);
    const bob = t.as('bob');
    const before = await searchOf(saved.json().id, alice);
    expect(before).toEqual({ id: searchId, owner: 'alice', searchTypes: ['m'] });

    // Bob builds a dashboard on her search, with a widget mapped to her search type, and changes its widgets.
    const dashboard = (await call('POST', '/views', bob, { type: 'DASHBOARD', title: 'Bob\'s', search_id: searchId, state: messagesWidget('w1') })).json().id as string;
    expect((await call('DELETE', `/dashboards/${dashboard}/widgets/w1`, bob)).statusCode).toBe(204);
    const added = await addCount(dashboard, bob);
    expect(await searchOf(saved.json().id, alice)).toEqual(before);
    // His dashboard is now built on his own copy, with the new widget's search type.
    const copy = await searchOf(dashboard, bob);
    expect(copy).toMatchObject({ owner: 'bob', searchTypes: ['m', added] });
    expect(copy.id).not.toBe(searchId);

    // Removing a legacy widget takes out only the search type the legacy call made, whatever the mapping says.
    const view = (await call('GET', `/views/${dashboard}`, bob)).json();
    const state = { ...view.state.q1, widget_mapping: { [added]: [added, 'm'] } };
    expect((await call('PUT', `/views/${dashboard}`, bob, { ...view, state: { q1: state } })).statusCode).toBe(200);
    expect((await call('DELETE', `/dashboards/${dashboard}/widgets/${added}`, bob)).statusCode).toBe(204);
    expect(await searchOf(dashboard, bob)).toEqual({ ...copy, searchTypes: ['m'] });

    // The owner's own search is copied too when another view is built on it, and then changed in place.
    const second = await call('POST', '/views', alice, { type: 'DASHBOARD', title: 'Second', search_id: searchId, state: {} });
    expect(second.statusCode).toBe(200);
    await addCount(second.json().id, alice);
    expect(await searchOf(saved.json().id, alice)).toEqual(before);
    const own = await searchOf(second.json().id, alice);
    expect(own.id).not.toBe(searchId);
    await addCount(second.json().id, alice);
    expect((await searchOf(second.json().id, alice)).id).toBe(own.id);
  });

  it('reads and changes dashboards only with permission; only owners delete', async () => {
    expectApiError(await call('GET', `/dashboards/${dashboardId}`, t.as('viewer')), 403);
    expectApiError(await call('PUT', `/dashboards/${dashboardId}`, t.as('viewer'), { title: 'x' }), 403);
    expectApiError(await call('DELETE', `/dashboards/${dashboardId}`, t.as('otheronly')), 403);
    expectApiError(await call('GET', '/dashboards/5f0000000000000000000000'), 404);
    expect((await call('PUT', `/views/${dashboardId}/default`)).statusCode).toBe(204);
    expect(grantsForTarget(t.ctx.db, `grn::::dashboard:${dashboardId}`).length).toBeGreaterThan(0);
    expect((await call('DELETE', `/dashboards/${dashboardId}`)).statusCode).toBe(204);
    expectApiError(await call('GET', `/views/${dashboardId}`), 404);
    // As deleting it through /views: its grants go, and it is no longer the default view.
    expect(grantsForTarget(t.ctx.db, `grn::::dashboard:${dashboardId}`)).toEqual([]);
    expect(getSetting(t.ctx.db, DEFAULT_VIEW_SETTING) ?? null).toBeNull();
    const settings = t.ctx.db.prepare('SELECT COUNT(*) AS n FROM dashboard_widget_settings WHERE view_id = ?').get(dashboardId) as { n: number };
    expect(settings.n).toBe(0);
  });
});
