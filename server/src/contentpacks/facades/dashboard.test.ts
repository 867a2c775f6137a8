import { grantsForTarget } from '../../authz/grantsStore';
import { DEFAULT_STREAM_ID } from '../../streams/defaults';
import { findSearch } from '../../views/searchStore';
import { findView, viewGrn } from '../../views/viewStore';
import { dashboardFacade } from './dashboard';
import { installContext, makeFacadeHarness, packEntityOf, type FacadeHarness } from './testSupport';

let h: FacadeHarness;
beforeEach(async () => { h = await makeFacadeHarness(); });
afterEach(async () => { await h.close(); });

const DASHBOARD_TYPE = { name: 'dashboard', version: '2' };

async function makeStream(title: string): Promise<string> {
  const sets = await h.call('GET', '/system/indices/index_sets?skip=0&limit=0&stats=false');
  const indexSet = sets.index_sets.find((set: { default: boolean }) => set.default).id;
  const { stream_id } = await h.call('POST', '/streams', { title, index_set_id: indexSet, rules: [], matching_type: 'AND' }, 201);
  return stream_id;
}

/** A dashboard with two tabs: one filtered to `streamId` with a pivot chart on it, one over "All messages". */
async function makeDashboard(streamId: string): Promise<{ id: string; search_id: string }> {
  const search = await h.call('POST', '/views/search', {
    queries: [
      {
        id: 'q1', query: { type: 'elasticsearch', query_string: 'level:3' }, timerange: { type: 'relative', range: 3600 },
        filter: { type: 'or', filters: [{ type: 'stream', id: streamId }] },
        search_types: [{
          id: 'st1', type: 'pivot', name: 'chart', streams: [streamId], rollup: true,
          row_groups: [{ type: 'values', field: 'source', limit: 15 }], column_groups: [], series: [{ type: 'count', id: 'count()' }], sort: [],
        }],
      },
      {
        id: 'q2', query: { type: 'elasticsearch', query_string: '' }, timerange: { type: 'relative', range: 300 },
        filter: { type: 'or', filters: [{ type: 'stream', id: DEFAULT_STREAM_ID }] },
        search_types: [{ id: 'st2', type: 'messages', limit: 150, offset: 0, sort: [], decorators: [] }],
      },
    ],
    parameters: [],
    requires: {},
  }, 201);
  const view = await h.call('POST', '/views', {
    type: 'DASHBOARD', title: 'Errors', summary: 'by source', description: 'errors per source', search_id: search.id, properties: [], requires: {},
    state: {
      q1: {
        titles: { widget: { w1: 'Errors by source' } },
        widgets: [{ id: 'w1', type: 'aggregation', streams: [streamId], config: { row_pivots: [{ field: 'source', type: 'values', config: { limit: 15 } }], series: [{ function: 'count()' }], visualization: 'bar' } }],
        widget_mapping: { w1: ['st1'] },
        positions: { w1: { col: 1, row: 1, height: 4, width: 6 } },
      },
      q2: { widgets: [{ id: 'w2', type: 'messages', config: { fields: ['source', 'message'] } }], widget_mapping: { w2: ['st2'] }, positions: {} },
    },
  });
  return view;
}

test('exports Graylog 4 format with its streams as pack references, and installs an equal dashboard', async () => {
  const streamId = await makeStream('errors');
  const view = await makeDashboard(streamId);

  expect(dashboardFacade.listExcerpts(h.fc)).toEqual([{ id: view.id, type: DASHBOARD_TYPE, title: 'Errors' }]);
  expect(dashboardFacade.dependencies(h.fc, view.id)).toEqual([
    { id: streamId, type: { name: 'stream', version: '1' } }, { id: DEFAULT_STREAM_ID, type: { name: 'stream', version: '1' } },
  ]);
  const entity = packEntityOf(h, dashboardFacade, view.id, 'dash-1', { [streamId]: 'stream-1', [DEFAULT_STREAM_ID]: 'stream-0' });
  expect(entity.type).toEqual(DASHBOARD_TYPE);
  const data: ReturnType<typeof JSON.parse> = entity.data;
  expect(data).toMatchObject({
    type: 'DASHBOARD', title: { '@type': 'string', '@value': 'Errors' }, summary: { '@type': 'string', '@value': 'by source' }, owner: 'admin',
  });
  expect(data.search.queries[0]).toMatchObject({ id: 'q1', filter: { type: 'or', filters: [{ type: 'stream', id: 'stream-1' }] } });
  expect(data.search.queries[0].search_types[0]).toMatchObject({ id: 'st1', type: 'pivot', streams: ['stream-1'] });
  expect(data.search.queries[1].filter.filters).toEqual([{ type: 'stream', id: 'stream-0' }]);
  expect(data.state.q1.widgets[0].streams).toEqual(['stream-1']);
  expect(data.state.q1.positions).toEqual({ w1: { col: 1, row: 1, height: 4, width: 6 } });
  expect(dashboardFacade.installDependencies(entity, [entity, { ...entity, id: 'stream-1' }, { ...entity, id: 'stream-0' }]).sort()).toEqual(['stream-0', 'stream-1']);

  // The title as a parameter; installed by another user, on another stream.
  entity.data.title = { '@type': 'parameter', '@value': 'TITLE' };
  await h.call('POST', '/users', { username: 'packer', password: 'secret123', email: 'p@example.org', full_name: 'P', roles: ['Admin'], permissions: [] }, 201);
  const otherStream = await makeStream('errors copy');
  const ic = installContext(h, { parameters: { TITLE: 'Errors (copy)' }, installed: { 'stream-1': otherStream, 'stream-0': DEFAULT_STREAM_ID }, username: 'packer' });
  expect(dashboardFacade.findExisting(entity, ic)).toBeUndefined();
  const created = dashboardFacade.create(entity, ic);
  expect(created.title).toBe('Errors (copy)');

  const copy = findView(h.ctx.db, created.id)!;
  const original = findView(h.ctx.db, view.id)!;
  expect(copy).toMatchObject({ type: 'DASHBOARD', title: 'Errors (copy)', summary: 'by source', description: 'errors per source', owner: 'packer' });
  expect(copy.search_id).not.toBe(original.search_id);
  expect(copy.state.q1.widgets[0].streams).toEqual([otherStream]);
  expect({ ...copy.state, q1: { ...copy.state.q1, widgets: [] } }).toEqual({ ...original.state, q1: { ...original.state.q1, widgets: [] } });
  const copiedSearch = findSearch(h.ctx.db, copy.search_id)!;
  expect(copiedSearch.owner).toBe('packer');
  expect(copiedSearch.queries[0].filter).toEqual({ type: 'or', filters: [{ type: 'stream', id: otherStream }] });
  expect(copiedSearch.queries[0].search_types[0].streams).toEqual([otherStream]);
  expect(copiedSearch.queries[1]).toEqual(findSearch(h.ctx.db, original.search_id)!.queries[1]);
  expect(grantsForTarget(h.ctx.db, viewGrn(copy))).toMatchObject([{ capability: 'own' }]);

  // It opens and runs as any dashboard does.
  const listed = await h.call('GET', '/dashboards');
  expect(listed.views.map((v: { title: string }) => v.title)).toEqual(['Errors', 'Errors (copy)']);
  const job = await h.call('POST', `/views/search/${copy.search_id}/execute`, {}, 201);
  expect(Object.keys(job.results).sort()).toEqual(['q1', 'q2']);
});

test('refuses what the views area refuses, and entities it cannot install, saving nothing', async () => {
  const streamId = await makeStream('errors');
  const view = await makeDashboard(streamId);
  const entity = packEntityOf(h, dashboardFacade, view.id, 'dash-1', {});
  const data: ReturnType<typeof JSON.parse> = entity.data;
  const counts = () => h.ctx.db.prepare('SELECT (SELECT COUNT(*) FROM views) AS views, (SELECT COUNT(*) FROM searches) AS searches').get();
  const before = counts();
  const ic = installContext(h);
  const withSearch = (queries: unknown[]) => ({ ...entity, data: { ...data, search: { ...data.search, queries } } });

  expect(() => dashboardFacade.create({ ...entity, data: { ...data, title: { '@type': 'string', '@value': ' ' } } }, ic)).toThrow('A view needs a title');
  expect(() => dashboardFacade.create(withSearch([{ ...data.search.queries[0], timerange: { type: 'relative', range: -5 } }]), ic)).toThrow(/search\.queries\.0\.timerange/);
  expect(() => dashboardFacade.create(withSearch([data.search.queries[0], { ...data.search.queries[1], id: 'q1' }]), ic)).toThrow('the query id "q1" is used twice');
  expect(() => dashboardFacade.create(withSearch([{ ...data.search.queries[0], search_types: [{ id: 'x', type: 'events' }] }]), ic)).toThrow(/unknown search type "events"/);
  expect(() => dashboardFacade.create(withSearch([{ ...data.search.queries[0], filter: { type: 'stream', id: 'no-such-stream' } }]), ic)).toThrow(/referenced stream no-such-stream/);
  const twice = { ...data.state, q1: { ...data.state.q1, widgets: [data.state.q1.widgets[0], data.state.q1.widgets[0]] } };
  expect(() => dashboardFacade.create({ ...entity, data: { ...data, state: twice } }, ic)).toThrow('the widget id "w1" is used twice');
  expect(() => dashboardFacade.create({ ...entity, data: { ...data, type: 'SEARCH' } }, ic)).toThrow(/must be of type DASHBOARD/);
  // A Graylog 2/3 dashboard (version 1) has another format altogether.
  expect(() => dashboardFacade.create({ ...entity, type: { name: 'dashboard', version: '1' } }, ic)).toThrow(/version 1 \(Graylog 2 and 3 dashboards\) cannot be installed/);
  // A user who may not read the stream cannot install a dashboard over it.
  await h.call('POST', '/users', { username: 'reader', password: 'secret123', email: 'r@example.org', full_name: 'R', roles: ['Reader'], permissions: [] }, 201);
  expect(() => dashboardFacade.create(entity, installContext(h, { username: 'reader' }))).toThrow(`reads streams reader may not read: ${[DEFAULT_STREAM_ID, streamId].sort().join(', ')}`);
  expect(counts()).toEqual(before);
});

test('fingerprint follows edits, not a re-save; delete removes the view, its grants and its search', async () => {
  const streamId = await makeStream('errors');
  const view = await makeDashboard(streamId);
  const original = findView(h.ctx.db, view.id)!;
  const first = dashboardFacade.fingerprint(h.fc, view.id);
  // The console saves a copy of the search with every save; the same content keeps the fingerprint.
  const { id: _id, ...search } = await h.call('GET', `/views/search/${original.search_id}`);
  h.clock.advance(60_000);
  const resaved = await h.call('POST', '/views/search', { queries: search.queries, parameters: search.parameters, requires: search.requires }, 201);
  await h.call('PUT', `/views/${view.id}`, { ...original, search_id: resaved.id });
  expect(dashboardFacade.fingerprint(h.fc, view.id)).toBe(first);
  await h.call('PUT', `/views/${view.id}`, { ...original, search_id: resaved.id, title: 'Renamed' });
  expect(dashboardFacade.fingerprint(h.fc, view.id)).not.toBe(first);

  dashboardFacade.delete(h.fc, view.id);
  expect(findView(h.ctx.db, view.id)).toBeUndefined();
  expect(findSearch(h.ctx.db, resaved.id)).toBeUndefined();
  expect(grantsForTarget(h.ctx.db, viewGrn(original))).toEqual([]);
  expect(dashboardFacade.fingerprint(h.fc, view.id)).toBeUndefined();
  await h.call('GET', `/views/${view.id}`, undefined, 404);
});

test('a dashboard written by Graylog 4.0 (nulls, Infinity widths, a relative widget range) installs and runs', async () => {
  const streamId = await makeStream('firewall');
  const created = dashboardFacade.create({
    v: '1', type: DASHBOARD_TYPE, id: 'b5c1a7e4-51b2-4f0e-9d67-6f1f3c0f8a10', constraints: [{ type: 'server-version', version: '>=4.0.0' }],
    data: {
      summary: { '@type': 'string', '@value': '' },
      search: {
        queries: [{
          id: 'a1b2c3d4-0000-4000-8000-00000000000a',
          timerange: { type: 'relative', range: 300 },
          filter: { type: 'or', filters: [{ type: 'stream', id: 'pack-stream' }] },
          query: { type: 'elasticsearch', query_string: 'action:drop' },
          search_types: [{
            timerange: null, query: null, streams: [], id: 'e5f6a7b8-0000-4000-8000-00000000000b', name: 'chart', series: [{ type: 'count', id: 'count()', field: null }],
            sort: [], rollup: true, type: 'pivot', row_groups: [{ type: 'values', field: 'src_ip', limit: 15 }], column_groups: [], filter: null,
          }],
        }],
        parameters: [],
        requires: {},
        owner: 'admin',
        created_at: '2021-03-01T10:00:00.000Z',
      },
      created_at: '2021-03-01T10:00:00.000Z',
      requires: {},
      state: {
        'a1b2c3d4-0000-4000-8000-00000000000a': {
          selected_fields: null, static_message_list_id: null,
          titles: { widget: { 'c9d0e1f2-0000-4000-8000-00000000000c': 'Dropped by source' } },
          widgets: [{
            id: 'c9d0e1f2-0000-4000-8000-00000000000c', type: 'aggregation', filter: null, timerange: { type: 'relative', range: 3600 }, query: { type: 'elasticsearch', query_string: '' }, streams: [],
            config: { visualization: 'table', event_annotation: false, row_pivots: [{ field: 'src_ip', type: 'values', config: { limit: 15 } }], series: [{ config: { name: null }, function: 'count()' }], column_pivots: [], sort: [], rollup: true, formatting_settings: null, visualization_config: null },
          }],
          widget_mapping: { 'c9d0e1f2-0000-4000-8000-00000000000c': ['e5f6a7b8-0000-4000-8000-00000000000b'] },
          positions: { 'c9d0e1f2-0000-4000-8000-00000000000c': { col: 1, row: 1, height: 5, width: 'Infinity' } },
          formatting: { highlighting: [] },
          display_mode_settings: { positions: {} },
        },
      },
      properties: [],
      owner: 'admin',
      title: { '@type': 'string', '@value': 'Firewall drops' },
      type: 'DASHBOARD',
      description: { '@type': 'string', '@value': '' },
    },
  }, installContext(h, { installed: { 'pack-stream': streamId } }));
  const view = findView(h.ctx.db, created.id)!;
  expect(view).toMatchObject({ type: 'DASHBOARD', title: 'Firewall drops', owner: 'admin' });
  expect(findSearch(h.ctx.db, view.search_id)!.queries[0].filter).toEqual({ type: 'or', filters: [{ type: 'stream', id: streamId }] });
  const job = await h.call('POST', `/views/search/${view.search_id}/execute`, {}, 201);
  expect(job.results['a1b2c3d4-0000-4000-8000-00000000000a'].errors).toEqual([]);
});
