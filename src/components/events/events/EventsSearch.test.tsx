import React from 'react';
import { mount } from 'enzyme';
import type { ReactWrapper } from 'enzyme';
import { createMemoryHistory } from 'history';
import type { MemoryHistory } from 'history';
import { act } from 'react-dom/test-utils';
import { Router } from 'react-router-dom';

import fetch from '@/logic/rest/FetchProvider';
import type { Event, EventsSearchParameters } from '@/stores/events/EventsStore';

import EventsSearch from './EventsSearch';

jest.mock('@/logic/rest/FetchProvider', () => ({ __esModule: true, default: jest.fn() }));
jest.mock('@/util/UserNotification', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

const mockFetch = fetch as jest.MockedFunction<typeof fetch>;

const burst = (overrides: Partial<Event> = {}): Event => ({
  id: 'e1', event_definition_type: 'aggregation-v1', event_definition_id: 'd1', origin_context: null,
  timestamp: '2024-05-01T10:00:00.000Z', timerange_start: '2024-05-01T09:55:00.000Z', timerange_end: '2024-05-01T10:00:00.000Z',
  streams: [], source_streams: ['s1'], message: 'Burst: count() > 2', key_tuple: [], key: null, priority: 3, alert: true, fields: {},
  ...overrides,
});

const settle = async (wrapper: ReactWrapper) => {
  for (let round = 0; round < 4; round += 1) {
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
  }
  wrapper.update();
};

describe('EventsSearch', () => {
  let wrapper: ReactWrapper | undefined;
  let history: MemoryHistory;
  let events: Array<Event>;
  let definitionAnswer: () => Promise<unknown>;

  beforeEach(() => {
    events = [];
    definitionAnswer = () => Promise.resolve({ event_definition: { id: 'd1', title: 'Burst', config: { type: 'aggregation-v1', query: 'level:error' } } });
    mockFetch.mockReset();
    mockFetch.mockImplementation((method, url) => {
      if (method === 'POST' && url === '/api/events/search') {
        return Promise.resolve({
          events: events.map((event) => ({ event, index_name: 'gl-events_0', index_type: 'message' })),
          total_events: events.length, parameters: {}, context: { event_definitions: { d1: { id: 'd1', title: 'Burst', description: '' } }, streams: {} },
        }) as Promise<never>;
      }
      if (method === 'GET' && url === '/api/events/definitions/d1/with-context') return definitionAnswer() as Promise<never>;
      return Promise.resolve({}) as Promise<never>;
    });
  });
  afterEach(() => { wrapper?.unmount(); });

  const render = async (path: string) => {
    history = createMemoryHistory({ initialEntries: [path] });
    wrapper = mount(<Router history={history}><EventsSearch /></Router>);
    await settle(wrapper);
  };
  const searches = () => mockFetch.mock.calls.filter(([method, url]) => method === 'POST' && url === '/api/events/search')
    .map(([, , body]) => body as EventsSearchParameters);
  const lastSearch = () => searches()[searches().length - 1];
  const mounted = () => wrapper as ReactWrapper;

  it('searches what the URL names: query, page, page size, filter and time range', async () => {
    await render('/alerts?query=burst&page=2&per_page=50&filter=include&rangetype=relative&relative=3600');
    expect(searches()).toHaveLength(1);
    expect(lastSearch()).toEqual(expect.objectContaining({
      query: 'burst', page: 2, per_page: 50, filter: { alerts: 'include' }, timerange: { type: 'relative', range: 3600 },
    }));
    expect(mounted().find('input#events-query').prop('value')).toBe('burst');
    expect(mounted().find('select#events-filter').prop('value')).toBe('include');
  });

  it('keeps each change in the URL, so back returns to the search before it', async () => {
    await render('/alerts');
    expect(lastSearch()).toEqual(expect.objectContaining({ query: '', page: 1, per_page: 25, filter: { alerts: 'only' }, timerange: { type: 'relative', range: 86400 } }));

    mounted().find('input#events-query').simulate('change', { target: { value: 'burst' } });
    mounted().find('form[role="search"]').simulate('submit');
    await settle(mounted());
    expect(history.location.search).toBe('?query=burst');

    mounted().find('select#events-filter').simulate('change', { target: { value: 'exclude' } });
    await settle(mounted());
    expect(history.location.search).toBe('?query=burst&filter=exclude');
    expect(lastSearch()).toEqual(expect.objectContaining({ query: 'burst', filter: { alerts: 'exclude' } }));

    act(() => { history.goBack(); });
    await settle(mounted());
    expect(lastSearch()).toEqual(expect.objectContaining({ query: 'burst', filter: { alerts: 'only' } }));
    act(() => { history.goBack(); });
    await settle(mounted());
    expect(lastSearch()).toEqual(expect.objectContaining({ query: '' }));
    expect(mounted().find('input#events-query').prop('value')).toBe('');
  });

  it('says an empty list may be one of events the user is shown none of', async () => {
    await render('/alerts');
    expect(mounted().text()).toContain('No alerts to show in this time range: none happened, or none comes from an event definition shared with you.');
  });

  it('offers to replay the search of an event: the definition\'s query over its stream, in the event\'s time range', async () => {
    events = [burst()];
    await render('/alerts');
    mounted().find('button[aria-label="Show details of Burst: count() > 2"]').simulate('click');
    await settle(mounted());
    const replay = mounted().find('a').filterWhere((link) => link.text() === 'Replay search');
    expect(replay.prop('href')).toBe('/streams/s1/search?q=level%3Aerror&rangetype=absolute'
      + '&from=2024-05-01T09%3A55%3A00.000Z&to=2024-05-01T10%3A00%3A00.000Z');
    expect(mockFetch).toHaveBeenCalledWith('GET', '/api/events/definitions/d1/with-context', undefined, { reportPageErrors: false });
  });

  it('narrows a replay over several streams to them, and says in place when the definition cannot be loaded', async () => {
    events = [burst({ source_streams: ['s1', 's2'] })];
    await render('/alerts');
    mounted().find('button[aria-label="Show details of Burst: count() > 2"]').simulate('click');
    await settle(mounted());
    const href = String(mounted().find('a').filterWhere((link) => link.text() === 'Replay search').prop('href'));
    expect(href.startsWith('/search?')).toBe(true);
    expect(new URLSearchParams(href.split('?')[1]).get('q')).toBe('(level:error) AND (streams:"s1" OR streams:"s2")');

    mounted().find('button[aria-label="Hide details of Burst: count() > 2"]').simulate('click');
    definitionAnswer = () => Promise.reject(new Error('Forbidden'));
    mounted().find('button[aria-label="Show details of Burst: count() > 2"]').simulate('click');
    await settle(mounted());
    expect(mounted().text()).toContain('The event definition could not be loaded: Forbidden');
  });
});
