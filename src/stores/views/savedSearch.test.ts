import fetch from '@/logic/rest/FetchProvider';
import type { SearchRequest } from '@/stores/search/searchTypes';

import type { SavedSearchState } from './savedSearch';
import { loadSavedSearch, saveSearch, savedSearchStateOf, streamsOfFilter, updateSavedSearch } from './savedSearch';
import type { NewView, View } from './ViewsStore';
import { emptyViewState, viewFixture } from 'fixtures/viewsFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const state: SavedSearchState = {
  query: 'source:web-01 AND level:3',
  timerange: { type: 'relative', range: 3600 },
  streams: ['stream-a', 'stream-b'],
  selectedFields: ['source', 'level'],
};

/** Answers POST /views/search with the search as sent and POST/PUT /views with the view plus server fields. */
const serverEcho = () => {
  mockFetch.mockImplementation(async (method, url, body) => {
    if (url === '/api/views/search') return { ...(body as SearchRequest), owner: 'admin' };
    if (method === 'POST' && url === '/api/views') return { ...(body as NewView), id: 'v-new', owner: 'admin', created_at: 'now' };
    return body;
  });
};

const sentBody = <T>(method: string, url: string): T => {
  const call = mockFetch.mock.calls.find(([calledMethod, calledUrl]) => calledMethod === method && calledUrl === url);
  if (!call) throw new Error(`no ${method} ${url}`);
  return call[2] as T;
};

describe('saved searches', () => {
  beforeEach(() => mockFetch.mockReset());

  it('saves the search first (query, time range, streams), then the view pointing at it with a message list', async () => {
    serverEcho();
    const view = await saveSearch('Web errors', state);

    const search = sentBody<SearchRequest>('POST', '/api/views/search');
    expect(search.id).toMatch(/^[0-9a-f]{24}$/);
    expect(search.queries).toHaveLength(1);
    const [query] = search.queries;
    expect(query.query).toEqual({ type: 'elasticsearch', query_string: 'source:web-01 AND level:3' });
    expect(query.timerange).toEqual({ type: 'relative', range: 3600 });
    expect(query.filter).toEqual({ type: 'or', filters: [{ type: 'stream', id: 'stream-a' }, { type: 'stream', id: 'stream-b' }] });
    expect(query.search_types.map((searchType) => searchType.type)).toEqual(['messages']);

    const created = sentBody<NewView>('POST', '/api/views');
    expect(created).toMatchObject({ type: 'SEARCH', title: 'Web errors', search_id: search.id });
    const viewState = created.state[query.id];
    expect(viewState.selected_fields).toEqual(['source', 'level']);
    expect(viewState.widgets).toHaveLength(1);
    const [widget] = viewState.widgets;
    expect(widget.type).toBe('messages');
    expect(viewState.widget_mapping[widget.id]).toEqual([query.search_types[0].id]);
    expect(viewState.positions[widget.id]).toEqual({ col: 1, row: 1, height: 6, width: 12 });
    expect(view.id).toBe('v-new');
    // The search exists before the view that refers to it.
    expect(mockFetch.mock.calls.map(([method, url]) => `${method} ${url}`)).toEqual(['POST /api/views/search', 'POST /api/views']);
  });

  it('updates by storing a new search and pointing the same view at it', async () => {
    serverEcho();
    const existing = viewFixture({ id: 'v1', title: 'Web errors' });
    const saved = await updateSavedSearch(existing, { ...state, query: 'level:2' });

    const search = sentBody<SearchRequest>('POST', '/api/views/search');
    expect(search.queries[0].query.query_string).toBe('level:2');
    const updated = sentBody<View>('PUT', '/api/views/v1');
    expect(updated).toMatchObject({ id: 'v1', title: 'Web errors', owner: 'admin', search_id: search.id });
    expect(Object.keys(updated.state)).toEqual([search.queries[0].id]);
    expect(saved.search_id).toBe(search.id);
  });

  it('does not create the view when storing the search fails', async () => {
    mockFetch.mockRejectedValueOnce(new Error('down'));
    await expect(saveSearch('Web errors', state)).rejects.toThrow('down');
    expect(mockFetch).toHaveBeenCalledTimes(1);
  });

  it('loads a saved search: the view, then its search, and reads the state back', async () => {
    const view = viewFixture({ id: 'v1', search_id: 's1', state: { q1: emptyViewState({ selected_fields: ['level'] }) } });
    const search: SearchRequest = {
      id: 's1',
      parameters: [],
      queries: [{
        id: 'q1', query: { type: 'elasticsearch', query_string: 'level:3' }, timerange: { type: 'keyword', keyword: 'yesterday' },
        filter: { type: 'stream', id: 'stream-a' }, search_types: [],
      }],
    };
    mockFetch.mockResolvedValueOnce(view).mockResolvedValueOnce(search);
    const loaded = await loadSavedSearch('v1');

    expect(mockFetch.mock.calls.map(([, url]) => url)).toEqual(['/api/views/v1', '/api/views/search/s1']);
    expect(loaded.view).toBe(view);
    expect(loaded.state).toEqual({ query: 'level:3', timerange: { type: 'keyword', keyword: 'yesterday' }, streams: ['stream-a'], selectedFields: ['level'] });
  });

  it('reads what a view without selected fields or queries holds', () => {
    const view = viewFixture({ state: {} });
    expect(savedSearchStateOf(view, { id: 's', queries: [], parameters: [] })).toEqual({
      query: '', timerange: { type: 'relative', range: 300 }, streams: [], selectedFields: ['source', 'message'],
    });
  });

  it('reads stream ids from both filter shapes', () => {
    expect(streamsOfFilter(null)).toEqual([]);
    expect(streamsOfFilter({ type: 'stream', id: 'a' })).toEqual(['a']);
    expect(streamsOfFilter({ type: 'or', filters: [{ type: 'stream', id: 'a' }, { type: 'stream', id: 'b' }] })).toEqual(['a', 'b']);
  });
});
