import React from 'react';
import type { ReactWrapper } from 'enzyme';
import { mount } from 'enzyme';
import { createMemoryHistory } from 'history';
import type { MemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Route, Router, Switch } from 'react-router-dom';

import { FetchError } from '@/logic/errors/FetchError';
import type { Method } from '@/logic/rest/FetchProvider';
import fetch from '@/logic/rest/FetchProvider';
import { PluginManifest } from '@/plugin-api/PluginManifest';
import { PluginStore } from '@/plugin-api/PluginStore';
import { SessionStore } from '@/stores/sessions/SessionStore';
import { ServerAvailabilityStore } from '@/stores/system/ServerAvailabilityStore';
import type { MessagesSearchType, PivotSearchType, SearchJob, SearchRequest } from '@/stores/search/searchTypes';
import { CurrentUserStore } from '@/stores/users/CurrentUserStore';
import UserNotification from '@/util/UserNotification';

import SearchPage from './SearchPage';
import { currentUserFixture } from 'fixtures/currentUserFixture';
import { histogramResultFixture, messagesResultFixture, searchJobFixture, searchMessageFixture } from 'fixtures/searchFixtures';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn(), fetchPeriodically: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

type ChartProps = { buckets: ReadonlyArray<readonly [number, number]>, onZoom?: (fromMs: number, toMs: number) => void, intervalMs: number };
const mockCharts: Array<ChartProps> = [];
jest.mock('@/components/visualizations/HistogramChart', () => ({
  __esModule: true,
  default: (props: ChartProps) => {
    mockCharts.push(props);
    return <div data-testid="histogram">{`${props.buckets.length} buckets`}</div>;
  },
}));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const VIEW_ID = '5f0c8f3e2ab79c0012345678';
const STREAM_ID = '000000000000000000000002';

let created: Array<SearchRequest> = [];
let executed: Array<string> = [];
let calls: Array<{ method: Method, url: string, body: unknown }> = [];
/** What execute answers for a created search. */
let answerFor: (request: SearchRequest) => SearchJob;

const typesOf = (request: SearchRequest) => {
  const [query] = request.queries;
  const messages = query.search_types.find((type): type is MessagesSearchType => type.type === 'messages');
  const histogram = query.search_types.find((type): type is PivotSearchType => type.type === 'pivot');
  if (!messages || !histogram) throw new Error('the page asks for messages and a histogram');
  return { query, messages, histogram };
};

const defaultAnswer = (request: SearchRequest): SearchJob => {
  const { query, messages, histogram } = typesOf(request);
  return searchJobFixture([
    messagesResultFixture([
      searchMessageFixture('m1', { message: 'GET /index.html <b>bold</b>', http_status: 200 }),
      searchMessageFixture('m2', { message: 'POST /login', http_status: 500 }),
    ], 2, messages.id),
    histogramResultFixture([['2024-03-01T12:00:00.000Z', 1], ['2024-03-01T12:01:00.000Z', 1]], histogram.id),
  ], { queryId: query.id, searchId: request.id });
};

const answer = (method: Method, url: string, body: unknown): Promise<unknown> => {
  calls.push({ method, url, body });
  if (method === 'POST' && url === '/api/views/search') {
    created.push(body as SearchRequest);
    return Promise.resolve(body);
  }
  const execute = /^\/api\/views\/search\/([0-9a-f]+)\/execute$/.exec(url);
  if (method === 'POST' && execute) {
    executed.push(execute[1]);
    const request = created.find((candidate) => candidate.id === execute[1]);
    return request ? Promise.resolve(answerFor(request)) : Promise.reject(new Error('not created'));
  }
  if (url === '/api/views/fields') return Promise.resolve([{ name: 'http_status', type: { type: 'long' } }, { name: 'message', type: { type: 'string' } }, { name: 'source', type: { type: 'string' } }]);
  if (url === '/api/search/decorators') return Promise.resolve([]);
  if (url === `/api/views/${VIEW_ID}`) {
    return Promise.resolve({
      id: VIEW_ID, type: 'SEARCH', title: 'Failed logins', summary: '', description: '', search_id: 'stored-search', properties: [], requires: {},
      state: { 'saved-q': { selected_fields: ['source', 'http_status'] } }, owner: 'jane', created_at: '2024-03-01T00:00:00.000Z',
    });
  }
  if (url === '/api/views/search/stored-search') {
    return Promise.resolve({
      id: 'stored-search', parameters: [],
      queries: [{ id: 'saved-q', query: { type: 'elasticsearch', query_string: 'http_status:500' }, timerange: { type: 'relative', range: 3600 }, filter: null, search_types: [] }],
    });
  }
  return Promise.reject(new Error(`unexpected ${method} ${url}`));
};

/** Lets every chained answer (decorators, then the search and the fields) arrive inside act. */
const settle = async (wrapper?: ReactWrapper) => {
  for (let round = 0; round < 10; round += 1) {
    await act(async () => { await new Promise((resolve) => { setTimeout(resolve, 0); }); });
  }
  wrapper?.update();
};

const mounted: Array<ReactWrapper> = [];
afterEach(() => { mounted.splice(0).forEach((wrapper) => wrapper.unmount()); });

const renderPage = async (path: string, permissions: Array<string> = ['*']): Promise<{ wrapper: ReactWrapper, history: MemoryHistory }> => {
  act(() => { CurrentUserStore.setState({ currentUser: currentUserFixture({ permissions, timezone: 'UTC' }) }); });
  const history = createMemoryHistory({ initialEntries: [path] });
  const wrapper = mount(
    <Router history={history}>
      <Switch>
        <Route exact path="/search" component={SearchPage} />
        <Route exact path="/search/:viewId" component={SearchPage} />
        <Route exact path="/streams/:streamId/search" component={SearchPage} />
      </Switch>
    </Router>,
  );
  mounted.push(wrapper);
  await settle(wrapper);
  return { wrapper, history };
};

const lastRequest = () => created[created.length - 1];
const rows = (wrapper: ReactWrapper) => wrapper.find('tbody.console-message');
const submitQuery = async (wrapper: ReactWrapper, query: string) => {
  wrapper.find('input#search-query').simulate('change', { target: { value: query, selectionStart: query.length } });
  wrapper.find('form[role="search"]').simulate('submit');
  await settle(wrapper);
};

describe('SearchPage', () => {
  beforeEach(() => {
    // Auto refresh polls only for a logged-in session.
    SessionStore.setState({ sessionId: 'session-1', username: 'admin', validatingSession: false });
    created = [];
    executed = [];
    calls = [];
    mockCharts.length = 0;
    answerFor = defaultAnswer;
    mockFetch.mockReset();
    mockFetch.mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
    jest.mocked(UserNotification.error).mockReset();
  });

  it('searches what the URL names and shows the total, the histogram and the messages as text', async () => {
    const { wrapper } = await renderPage('/search?q=http_status%3A%3E%3D200&rangetype=relative&relative=3600');

    const { query, messages, histogram } = typesOf(lastRequest());
    expect(query.query.query_string).toBe('http_status:>=200');
    expect(query.timerange).toEqual({ type: 'relative', range: 3600 });
    expect(query.filter).toBeNull();
    expect(messages).toMatchObject({ limit: 150, offset: 0, decorators: [] });
    expect(histogram.row_groups[0]).toMatchObject({ type: 'time', field: 'timestamp' });
    expect(executed).toEqual([lastRequest().id]);

    expect(wrapper.find('[data-testid="search-total"]').text()).toBe('Found 2 messages');
    expect(wrapper.find('[data-testid="histogram"]').text()).toBe('2 buckets');
    expect(rows(wrapper)).toHaveLength(2);
    const messageText = rows(wrapper).at(0).find('tr.console-message-text').text();
    expect(messageText).toBe('GET /index.html <b>bold</b>');
    expect(rows(wrapper).at(0).find('b').exists()).toBe(false);
    // Default columns: source, with the message on its own line.
    expect(wrapper.find('thead th').map((th) => th.text())).toEqual(['Timestamp', 'source']);
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/views/fields', body: { streams: [], timerange: { type: 'relative', range: 3600 } } }));
  });

  it('pushes a history entry with the query on submit, so the URL reproduces the search', async () => {
    const { wrapper, history } = await renderPage('/search');
    await submitQuery(wrapper, 'source:web-01');

    expect(history.length).toBe(2);
    expect(history.location.search).toBe('?q=source%3Aweb-01&rangetype=relative&relative=300');
    expect(typesOf(lastRequest()).query.query.query_string).toBe('source:web-01');
  });

  it('runs the same search again on submit without creating it anew', async () => {
    const { wrapper, history } = await renderPage('/search?q=a&rangetype=relative&relative=300');
    await submitQuery(wrapper, 'a');
    expect(history.length).toBe(1);
    expect(created).toHaveLength(1);
    expect(executed).toHaveLength(2);
  });

  it('shows a query that does not parse in the bar at its place, without a toast', async () => {
    answerFor = (request) => searchJobFixture([], {
      queryId: request.queries[0].id,
      errors: [{
        type: 'query', description: 'Cannot parse query, cause: missing closing parenthesis at line 1, column 8', query_id: request.queries[0].id,
        search_type_id: null, backtrace: null, line: 1, column: 8,
      }],
    });
    const { wrapper } = await renderPage('/search?q=marker%3A(s1&rangetype=relative&relative=300');

    const input = wrapper.find('input#search-query');
    expect(input.prop('aria-invalid')).toBe(true);
    expect(wrapper.find('#search-query-error').text()).toContain('missing closing parenthesis at line 1, column 8');
    expect(wrapper.find('.console-query-error-mark').text()).toBe('(');
    expect(UserNotification.error).not.toHaveBeenCalled();
    expect(rows(wrapper)).toHaveLength(0);

    // Typing on makes the place wrong: the error goes until the next search.
    wrapper.find('input#search-query').simulate('change', { target: { value: 'marker:(s1)', selectionStart: 11 } });
    expect(wrapper.find('#search-query-error').exists()).toBe(false);
  });

  it('explains the result window limit once, keeps the total and the pager, and offers the last usable page', async () => {
    answerFor = (request) => {
      const { query, messages, histogram } = typesOf(request);
      const windowError = {
        type: 'result_window_limit', result_window_limit: 10000, description: 'too far', query_id: query.id, search_type_id: messages.id, backtrace: null,
      };
      const job = searchJobFixture([histogramResultFixture([['2024-03-01T12:00:00.000Z', 9000], ['2024-03-01T12:01:00.000Z', 3000]], histogram.id)], {
        queryId: query.id, errors: [windowError],
      });
      // As the server does: the job lists its queries' errors again.
      return { ...job, errors: [{ ...windowError }] };
    };
    const { wrapper, history } = await renderPage('/search?q=&rangetype=relative&relative=300&page=201&per_page=50');
    expect(typesOf(lastRequest()).messages).toMatchObject({ limit: 50, offset: 10000 });
    const problems = wrapper.find('.alert-warning li');
    expect(problems).toHaveLength(1);
    expect(problems.text()).toBe('The search backend limits results to 10,000 messages; with 50 messages per page, pages 1 to 200 can be used.');
    expect(wrapper.find('[data-testid="search-total"]').text()).toBe('Found 12,000 messages');
    expect(wrapper.find('.console-entity-table-footer').text()).toContain('Results unavailable for page 201');
    expect(wrapper.find('nav[aria-label="Message pages"]').exists()).toBe(true);

    wrapper.find('.alert-warning button').filterWhere((button) => button.text() === 'Go to page 200, the last one available').simulate('click');
    await settle(wrapper);
    expect(history.location.search).toBe('?q=&rangetype=relative&relative=300&page=200&per_page=50');
    expect(typesOf(lastRequest()).messages).toMatchObject({ limit: 50, offset: 9950 });
  });

  it('zooms to the range dragged across the histogram as an absolute range in the URL', async () => {
    const { history } = await renderPage('/search?q=x&rangetype=relative&relative=3600');
    const chart = mockCharts[mockCharts.length - 1];
    act(() => { chart.onZoom?.(Date.parse('2024-03-01T12:00:00.000Z'), Date.parse('2024-03-01T12:30:00.000Z')); });
    await settle();
    expect(history.location.search).toBe('?q=x&rangetype=absolute&from=2024-03-01T12%3A00%3A00.000Z&to=2024-03-01T12%3A30%3A00.000Z');
    expect(typesOf(lastRequest()).query.timerange).toEqual({ type: 'absolute', from: '2024-03-01T12:00:00.000Z', to: '2024-03-01T12:30:00.000Z' });
  });

  it('adds a column from the field list without searching again', async () => {
    const { wrapper, history } = await renderPage('/search?q=&rangetype=relative&relative=300');
    const field = wrapper.find('.console-field-list li').filterWhere((item) => item.text().startsWith('http_status'));
    field.find('input[type="checkbox"]').simulate('change');
    await settle(wrapper);
    expect(history.location.search).toContain('fields=source%2Cmessage%2Chttp_status');
    expect(history.length).toBe(1);
    expect(created).toHaveLength(1);
    expect(wrapper.find('thead th').map((th) => th.text())).toEqual(['Timestamp', 'source', 'http_status']);
    expect(rows(wrapper).at(1).find('td.console-message-field').at(1).text()).toBe('500');
  });

  it('keeps the fields of the range on screen when the fields of an earlier range answer late', async () => {
    let answerEarlier: (fields: Array<{ name: string }>) => void = () => {};
    mockFetch.mockImplementation((method, url, body) => {
      if (url !== '/api/views/fields') return answer(method, url, body) as Promise<never>;
      calls.push({ method, url, body });
      const range = (body as { timerange: { range: number } }).timerange.range;
      if (range === 300) return new Promise<Array<{ name: string }>>((resolve) => { answerEarlier = resolve; }) as Promise<never>;
      return Promise.resolve([{ name: 'newer_field' }]) as Promise<never>;
    });
    const { wrapper, history } = await renderPage('/search?q=&rangetype=relative&relative=300');
    act(() => { history.push('/search?q=&rangetype=relative&relative=3600'); });
    await settle(wrapper);
    act(() => { answerEarlier([{ name: 'earlier_field' }]); });
    await settle(wrapper);

    const listed = wrapper.find('.console-field-list li').map((item) => item.text());
    expect(listed).toContain('newer_field');
    expect(listed).not.toContain('earlier_field');
  });

  it('expands a row to every field with a link to the message page, where that page exists', async () => {
    const { wrapper: withoutPage } = await renderPage('/search');
    rows(withoutPage).at(0).find('button.console-message-toggle').simulate('click');
    expect(withoutPage.find('tr.console-message-details').text()).toContain('http_status');
    expect(withoutPage.find('tr.console-message-details a').exists()).toBe(false);

    act(() => {
      PluginStore.register(new PluginManifest({ name: 'search-test-pages' }, {
        routes: [{ path: '/messages/:index/:messageId', component: () => null, permissions: 'messages:read' }],
      }));
    });
    const { wrapper } = await renderPage('/search');
    rows(wrapper).at(0).find('button.console-message-toggle').simulate('click');
    const details = wrapper.find('tr.console-message-details');
    expect(details.text()).toContain('http_status');
    expect(details.find('a').filterWhere((link) => link.text() === 'Open message page').prop('href')).toBe('/messages/graylog_0/m1');
    // The toggle says what it does, and closes again.
    const toggle = rows(wrapper).at(0).find('button.console-message-toggle');
    expect(toggle.prop('aria-expanded')).toBe(true);
    toggle.simulate('click');
    expect(wrapper.find('tr.console-message-details').exists()).toBe(false);
    act(() => { PluginStore.unregister('search-test-pages'); });
  });

  it('limits a stream search to the stream', async () => {
    await renderPage(`/streams/${STREAM_ID}/search`);
    expect(typesOf(lastRequest()).query.filter).toEqual({ type: 'or', filters: [{ type: 'stream', id: STREAM_ID }] });
  });

  it('opens a saved search: its query, range, streams and columns', async () => {
    const { wrapper } = await renderPage(`/search/${VIEW_ID}`);
    expect(wrapper.find('h1').text()).toBe('Failed logins');
    const { query } = typesOf(lastRequest());
    expect(query.query.query_string).toBe('http_status:500');
    expect(query.timerange).toEqual({ type: 'relative', range: 3600 });
    expect(wrapper.find('thead th').map((th) => th.text())).toEqual(['Timestamp', 'source', 'http_status']);
  });

  it('sends the decorators of the search in the messages search type', async () => {
    const global = { id: 'd1', type: 'uppercase', config: { field: 'source' }, stream: null, order: 1 };
    const other = { id: 'd2', type: 'uppercase', config: {}, stream: 'elsewhere', order: 0 };
    mockFetch.mockImplementation((method, url, body) => (
      url === '/api/search/decorators' ? Promise.resolve([other, global]) : answer(method, url, body)) as Promise<never>);
    await renderPage('/search');
    expect(typesOf(lastRequest()).messages.decorators).toEqual([global]);
  });

  it('shows the missing stream permissions page for a stream the user may not read, without a toast', async () => {
    const refusal = () => Promise.reject(new FetchError('Forbidden', 403, { type: 'MissingStreamPermission', message: 'The search is referencing at least one stream you are not permitted to see.' }));
    mockFetch.mockImplementation((method, url, body) => (
      url === '/api/views/search' || url === '/api/views/fields' ? refusal() : answer(method, url, body)) as Promise<never>);
    const { wrapper } = await renderPage(`/streams/${STREAM_ID}/search`, ['searches:relative']);
    expect(wrapper.text()).toContain('Missing Stream Permissions');
    expect(wrapper.text()).toContain('not permitted to see');
    expect(UserNotification.error).not.toHaveBeenCalled();
  });

  it('pages through the messages: the page and its size go into the URL and the offset into the search', async () => {
    answerFor = (request) => {
      const { query, messages, histogram } = typesOf(request);
      const page = Array.from({ length: Math.min(messages.limit, 400 - messages.offset) }, (_, at) => searchMessageFixture(`m${messages.offset + at}`));
      return searchJobFixture([messagesResultFixture(page, 400, messages.id), histogramResultFixture([], histogram.id)], { queryId: query.id });
    };
    const { wrapper, history } = await renderPage('/search?q=x&rangetype=relative&relative=300');
    expect(wrapper.find('.console-entity-table-footer').text()).toContain('Showing 1-150 of 400');

    wrapper.find('button[aria-label="Next page"]').simulate('click');
    await settle(wrapper);
    expect(history.location.search).toBe('?q=x&rangetype=relative&relative=300&page=2');
    expect(typesOf(lastRequest()).messages).toMatchObject({ limit: 150, offset: 150 });
    expect(wrapper.find('.console-entity-table-footer').text()).toContain('Showing 151-300 of 400');

    wrapper.find('select#search-per-page').simulate('change', { target: { value: '50' } });
    await settle(wrapper);
    expect(history.location.search).toBe('?q=x&rangetype=relative&relative=300&per_page=50');
    expect(typesOf(lastRequest()).messages).toMatchObject({ limit: 50, offset: 0 });
    expect(rows(wrapper)).toHaveLength(50);
  });

  describe('while the server is away', () => {
    const unreachable = () => new FetchError('the server could not be reached', undefined,
      'Request has been terminated Possible causes: the network is offline, Origin is not allowed by Access-Control-Allow-Origin, the page is being unloaded, etc.');
    const wait = (ms: number) => act(() => new Promise((resolve) => { setTimeout(resolve, ms); }));
    beforeEach(() => { ServerAvailabilityStore.setState({ server: { up: true }, reconnects: 0 }); });
    const failExecute = (error: () => FetchError) => mockFetch.mockImplementation((method, url, body) => {
      if (!url.endsWith('/execute')) return answer(method, url, body) as Promise<never>;
      calls.push({ method, url, body });
      return Promise.reject(error());
    });
    const executes = () => calls.filter((call) => call.url.endsWith('/execute')).length;

    it('toasts nothing, says so in a sentence, pauses the refresh, and searches again when the server is back', async () => {
      const { wrapper } = await renderPage('/search?q=a&rangetype=relative&relative=300');
      expect(executed).toHaveLength(1);
      wrapper.find('select#search-refresh').simulate('change', { target: { value: '1000' } });
      failExecute(unreachable);

      await wait(1100);
      await settle(wrapper);
      const alert = wrapper.find('.alert-danger');
      expect(alert.text()).toContain('The server did not answer, so the search did not run. It runs again as soon as the server answers.');
      expect(alert.text()).not.toMatch(/Origin|terminated/);
      expect(UserNotification.error).not.toHaveBeenCalled();

      // The console learns the server is away: no more refreshes.
      act(() => { ServerAvailabilityStore.setState({ server: { up: false, error: 'unreachable' }, reconnects: 0 }); });
      const tries = executes();
      expect(tries).toBeGreaterThanOrEqual(2);
      await wait(2300);
      expect(executes()).toBe(tries);

      // Back: the search runs at once, and the refresh goes on.
      mockFetch.mockImplementation((method, url, body) => answer(method, url, body) as Promise<never>);
      await act(async () => {
        ServerAvailabilityStore.setState({ server: { up: true }, reconnects: 1 });
        await new Promise((resolve) => { setTimeout(resolve, 10); });
      });
      await settle(wrapper);
      expect(executes()).toBe(tries + 1);
      expect(wrapper.find('.alert-danger').exists()).toBe(false);
      expect(wrapper.find('[data-testid="search-total"]').text()).toBe('Found 2 messages');
      await wait(1100);
      await settle(wrapper);
      expect(executes()).toBeGreaterThan(tries + 1);
      wrapper.find('select#search-refresh').simulate('change', { target: { value: 'off' } });
      await settle(wrapper);
    });

    it('toasts at most once for a refresh that fails with an answer', async () => {
      const { wrapper } = await renderPage('/search?q=a&rangetype=relative&relative=300');
      failExecute(() => new FetchError('Internal Server Error', 500, { type: 'ApiError', message: 'Disk full' }));
      wrapper.find('select#search-refresh').simulate('change', { target: { value: '1000' } });
      await wait(2300);
      await settle(wrapper);
      wrapper.find('select#search-refresh').simulate('change', { target: { value: 'off' } });
      await settle(wrapper);
      const failedRuns = executes() - 1;
      expect(failedRuns).toBeGreaterThanOrEqual(1);
      expect(jest.mocked(UserNotification.error).mock.calls.length).toBeLessThanOrEqual(failedRuns);
      expect(wrapper.find('.alert-danger').text()).toContain('The search could not be executed: Disk full');
    });
  });

  it('marks an opened saved search whose query, range or columns changed as unsaved', async () => {
    const { wrapper, history } = await renderPage(`/search/${VIEW_ID}`);
    const badge = () => wrapper.find('h1 .badge');
    expect(badge().exists()).toBe(false);

    await submitQuery(wrapper, 'http_status:404');
    expect(badge().text()).toBe('Unsaved changes');
    expect(wrapper.find('h1').text()).toBe('Failed loginsUnsaved changes');

    act(() => { history.push(`/search/${VIEW_ID}`); });
    await settle(wrapper);
    expect(badge().exists()).toBe(false);

    act(() => { history.push(`/search/${VIEW_ID}?q=http_status%3A500&rangetype=relative&relative=300`); });
    await settle(wrapper);
    expect(badge().exists()).toBe(true);

    act(() => { history.push(`/search/${VIEW_ID}?fields=source`); });
    await settle(wrapper);
    expect(badge().exists()).toBe(true);
  });
});
