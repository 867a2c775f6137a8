// Views: saved searches and dashboards, their lists, ownership and shares, and the default view.
import { ADMIN, expectApiError, writing } from '../../test/helpers';
import { getSetting } from '../db/settings';
import { createSearch, makeViewsTestApi, messagesType, searchBody, type ViewsTestApi } from './testSupport';
import { DEFAULT_VIEW_SETTING } from './viewStore';

describe('views', () => {
  let t: ViewsTestApi;
  const ids: Record<string, string> = {};

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: method === 'GET' ? who : writing(who), payload: payload as Record<string, unknown> | undefined });

  const newSearch = async (who: Record<string, string>) => (await createSearch(t, searchBody('ssh', [messagesType()]), who)).json().id as string;

  const viewBody = (searchId: string, extra: Record<string, unknown> = {}) => ({
    type: 'SEARCH',
    title: 'Failed logins',
    summary: 'ssh',
    description: 'Logins that failed',
    search_id: searchId,
    properties: [],
    requires: {},
    state: { q1: { selected_fields: ['source', 'message'], titles: {}, widgets: [{ id: 'w1', type: 'messages', config: { fields: ['source'] } }], widget_mapping: { w1: ['m'] }, positions: { w1: { col: 1, row: 1, height: 6, width: 'Infinity' } } } },
    ...extra,
  });

  const share = (type: 'search' | 'dashboard', viewId: string, who: Record<string, string>, grantee: string, capability: string) =>
    call('PUT', `/authz/shares/entities/${encodeURIComponent(`grn::::${type}:${viewId}`)}`, who, { selected_grantee_capabilities: { [`grn::::user:${grantee}`]: capability } });

  beforeAll(async () => {
    t = await makeViewsTestApi();
    ids.alice = await t.addUser('alice', []);
    ids.bob = await t.addUser('bob', []);
    ids.carol = await t.addUser('carol', ['dashboards:create']);
  });

  afterAll(async () => {
    await t.close();
  });

  it('creates a saved search owned by its creator, with a complete state', async () => {
    const searchId = await newSearch(t.as('alice'));
    const response = await call('POST', '/views', t.as('alice'), viewBody(searchId));
    expect(response.statusCode).toBe(200);
    const view = response.json();
    ids.saved = view.id;
    expect(view).toMatchObject({ type: 'SEARCH', title: 'Failed logins', owner: 'alice', search_id: searchId, created_at: new Date(t.clock.now()).toISOString() });
    expect(view.state.q1).toEqual({
      selected_fields: ['source', 'message'],
      static_message_list_id: null,
      titles: {},
      widgets: [{ id: 'w1', type: 'messages', config: { fields: ['source'] } }],
      widget_mapping: { w1: ['m'] },
      positions: { w1: { col: 1, row: 1, height: 6, width: 'Infinity' } },
      formatting: null,
      display_mode_settings: { positions: {} },
    });
    expect((await call('GET', `/views/${view.id}`, t.as('alice'))).json()).toEqual(view);
  });

  it('hides a view from users it is not shared with, and shows it once it is', async () => {
    expectApiError(await call('GET', `/views/${ids.saved}`, t.as('bob')), 404);
    expect((await call('GET', '/search/saved', t.as('bob'))).json().views).toEqual([]);
    expectApiError(await call('PUT', `/views/${ids.saved}`, t.as('bob'), viewBody('5f0000000000000000000000')), 403);

    expect((await share('search', ids.saved, t.as('alice'), ids.bob, 'view')).statusCode).toBe(200);
    expect((await call('GET', `/views/${ids.saved}`, t.as('bob'))).statusCode).toBe(200);
    expect((await call('GET', '/search/saved', t.as('bob'))).json().views.map((view: { id: string }) => view.id)).toEqual([ids.saved]);
    // The view's search comes with it: bob can open the saved search.
    const { search_id: searchId } = (await call('GET', `/views/${ids.saved}`, t.as('bob'))).json();
    expect((await call('GET', `/views/search/${searchId}`, t.as('bob'))).statusCode).toBe(200);
    expect((await call('POST', `/views/search/${searchId}/execute`, t.as('bob'), {})).statusCode).toBe(403);
  });

  it('lets managers edit but only owners delete, and keeps owner and creation time', async () => {
    const bobSearch = await newSearch(t.as('bob'));
    expectApiError(await call('PUT', `/views/${ids.saved}`, t.as('bob'), viewBody(bobSearch, { title: 'Renamed' })), 403);
    expect((await share('search', ids.saved, t.as('alice'), ids.bob, 'manage')).statusCode).toBe(200);
    const updated = await call('PUT', `/views/${ids.saved}`, t.as('bob'), viewBody(bobSearch, { title: 'Renamed', owner: 'bob', created_at: '2000-01-01T00:00:00.000Z' }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Renamed', owner: 'alice', search_id: bobSearch });
    expectApiError(await call('DELETE', `/views/${ids.saved}`, t.as('bob')), 403);
  });

  it('refuses views on a search the user may not read, a blank title, and a change of type', async () => {
    const adminSearch = await newSearch(ADMIN);
    const refused = await call('POST', '/views', t.as('alice'), viewBody(adminSearch));
    expect(expectApiError(refused, 400)).toBe(`Search ${adminSearch} does not exist`);
    expect(refused.json().errors).toEqual({ search_id: [`search ${adminSearch} does not exist`] });
    const aliceSearch = await newSearch(t.as('alice'));
    expect(expectApiError(await call('POST', '/views', t.as('alice'), viewBody(aliceSearch, { title: '  ' })), 400)).toBe('A view needs a title');
    expectApiError(await call('PUT', `/views/${ids.saved}`, t.as('alice'), viewBody(aliceSearch, { type: 'DASHBOARD' })), 400);
    const duplicate = viewBody(aliceSearch);
    duplicate.state.q1.widgets.push({ id: 'w1', type: 'messages', config: { fields: [] } });
    expect(expectApiError(await call('POST', '/views', t.as('alice'), duplicate), 400)).toMatch(/widget id "w1" is used twice/);
    expectApiError(await call('POST', '/views', t.as('alice'), { ...viewBody(aliceSearch), type: 'REPORT' }), 400);
  });

  it('needs dashboards:create for a dashboard, and lists each type in its own list', async () => {
    const carolSearch = await newSearch(t.as('carol'));
    expectApiError(await call('POST', '/views', t.as('alice'), viewBody(await newSearch(t.as('alice')), { type: 'DASHBOARD' })), 403);
    const dashboard = await call('POST', '/views', t.as('carol'), viewBody(carolSearch, { type: 'DASHBOARD', title: 'Operations' }));
    expect(dashboard.statusCode).toBe(200);
    ids.dashboard = dashboard.json().id;
    await call('POST', '/views', t.as('carol'), viewBody(carolSearch, { title: 'Another search' }));

    const titles = async (url: string) => (await call('GET', url, t.as('carol'))).json().views.map((view: { title: string }) => view.title);
    expect(await titles('/dashboards')).toEqual(['Operations']);
    expect(await titles('/search/saved')).toEqual(['Another search']);
    expect(await titles('/views')).toEqual(['Another search', 'Operations']);
    expect(await titles('/views?sort=title&order=desc')).toEqual(['Operations', 'Another search']);
    expect(await titles('/views?sort=owner')).toEqual(['Another search', 'Operations']);
    expect(await titles('/views?query=oper')).toEqual(['Operations']);
    const page = (await call('GET', '/views?per_page=1&page=2', t.as('carol'))).json();
    expect(page).toMatchObject({ page: 2, per_page: 1, count: 1, total: 2, views: [{ title: 'Operations' }] });
    // The share dialog knows dashboards.
    const prepared = await call('POST', `/authz/shares/entities/${encodeURIComponent(`grn::::dashboard:${ids.dashboard}`)}/prepare`, t.as('carol'), {});
    expect(prepared.statusCode).toBe(200);
  });

  it('lets dashboards:edit edit a dashboard but not a saved search; a refusal names view:edit', async () => {
    await t.addUser('erin', [`dashboards:read:${ids.dashboard}`, `dashboards:edit:${ids.dashboard}`, `dashboards:edit:${ids.saved}`]);
    const dashboard = (await call('GET', `/views/${ids.dashboard}`, t.as('erin'))).json();
    const renamed = await call('PUT', `/views/${ids.dashboard}`, t.as('erin'), viewBody(dashboard.search_id, { type: 'DASHBOARD', title: 'Operations' }));
    expect(renamed.statusCode).toBe(200);
    expect(expectApiError(await call('PUT', `/views/${ids.saved}`, t.as('erin'), viewBody(dashboard.search_id)), 403)).toBe(`Not authorized: missing permission view:edit:${ids.saved}`);
    expect(expectApiError(await call('PUT', `/views/${ids.dashboard}`, t.as('bob'), viewBody(dashboard.search_id)), 403)).toBe(`Not authorized: missing permission view:edit:${ids.dashboard}`);
  });

  it('searches lists as Graylog does: plain words in the title, field:value in its own column, the id only when asked', async () => {
    await t.addUser('dave', ['dashboards:create']);
    const daveSearch = await newSearch(t.as('dave'));
    const create = async (title: string, summary: string, description: string) =>
      (await call('POST', '/views', t.as('dave'), viewBody(daveSearch, { type: 'DASHBOARD', title, summary, description }))).json().id as string;
    const team22 = await create('Team dashboard 22', 'nightly backups', 'Disk usage of the backup hosts');
    await create('dashboard 19', 'firewall drops', 'Dropped packets per zone');
    await call('POST', '/views', t.as('dave'), viewBody(daveSearch, { title: 'Firewall search', summary: 'saved', description: 'backups' }));

    const found = async (url: string, query: string) => {
      const response = await call('GET', `${url}?query=${encodeURIComponent(query)}`, t.as('dave'));
      expect(response.statusCode).toBe(200);
      return response.json() as { views: Array<{ title: string }>; total: number; grand_total: number; query: string };
    };
    const titles = async (url: string, query: string) => (await found(url, query)).views.map((view) => view.title);

    // Every word must be in the title; a word that is only in the id does not count.
    expect(await titles('/dashboards', 'dashboard 19')).toEqual(['dashboard 19']);
    expect(await titles('/dashboards', `dashboard ${team22.slice(8)}`)).toEqual([]);
    expect(await titles('/dashboards', `id:${team22}`)).toEqual(['Team dashboard 22']);
    expect(await titles('/views', `id:${team22.slice(8)}`)).toEqual(['Team dashboard 22']);
    // A summary or description word is found through its own key only.
    expect(await titles('/dashboards', 'backups')).toEqual([]);
    expect(await titles('/dashboards', 'summary:backups')).toEqual(['Team dashboard 22']);
    expect(await titles('/views', 'description:backups')).toEqual(['Firewall search']);
    expect(await titles('/views', 'summary:"firewall drops" title:dashboard')).toEqual(['dashboard 19']);
    expect(await titles('/views', 'title:firewall')).toEqual(['Firewall search']);
    // `*` lists everything; totals count the matches, grand_total the whole list.
    expect(await titles('/dashboards', '*')).toEqual(['dashboard 19', 'Team dashboard 22']);
    expect(await found('/dashboards', ' Team ')).toMatchObject({ total: 1, grand_total: 2, query: 'Team' });

    // Saved searches know only id and title, as in Graylog; an unknown key is refused with the known ones.
    expect(await titles('/search/saved', 'firewall')).toEqual(['Firewall search']);
    expect(expectApiError(await call('GET', '/search/saved?query=summary:saved', t.as('dave')), 400))
      .toBe('Unknown search field "summary"; searchable fields: id, title');
    expectApiError(await call('GET', '/views?query=constructor:x', t.as('dave')), 400);
  });

  it('deletes a view with its shares, for its owner', async () => {
    expect((await call('DELETE', `/views/${ids.saved}`, t.as('alice'))).statusCode).toBe(200);
    expectApiError(await call('GET', `/views/${ids.saved}`, t.as('alice')), 404);
    const grants = t.ctx.db.prepare('SELECT COUNT(*) AS n FROM grants WHERE target = ?').get(`grn::::search:${ids.saved}`) as { n: number };
    expect(grants.n).toBe(0);
    expectApiError(await call('DELETE', `/views/${ids.saved}`, ADMIN), 404);
  });

  it('sets the default view for those allowed to', async () => {
    expectApiError(await call('GET', '/views/default', ADMIN), 404);
    expectApiError(await call('PUT', `/views/${ids.dashboard}/default`, t.as('carol')), 403);
    expect((await call('PUT', `/views/${ids.dashboard}/default`, ADMIN)).statusCode).toBe(204);
    expect((await call('GET', '/views/default', ADMIN)).json().id).toBe(ids.dashboard);
    expectApiError(await call('GET', '/views/default', t.as('bob')), 404);
    // Deleting the default view unsets it.
    expect((await call('DELETE', `/views/${ids.dashboard}`, ADMIN)).statusCode).toBe(200);
    expect(expectApiError(await call('GET', '/views/default', ADMIN), 404)).toBe("Default view doesn't exist");
    expect(getSetting(t.ctx.db, DEFAULT_VIEW_SETTING) ?? null).toBeNull();
  });
});
