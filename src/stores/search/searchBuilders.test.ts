import {
  histogramOf, histogramSearchType, isRequiredParameter, messagesOf, messagesSearchType, newId, searchQuery, searchRequest,
  termsOf, termsSearchType, unboundParameters,
} from './searchBuilders';
import type { PivotResult, SearchParameter } from './searchTypes';
import {
  HISTOGRAM_ID, histogramResultFixture, MESSAGES_ID, messagesResultFixture, QUERY_ID, searchJobFixture, searchMessageFixture,
} from 'fixtures/searchFixtures';

describe('newId', () => {
  it('makes 24 hex characters, starting with the time in seconds, different each time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newId()));
    expect(ids.size).toBe(200);
    ids.forEach((id) => expect(id).toMatch(/^[0-9a-f]{24}$/));
    const seconds = parseInt(newId().slice(0, 8), 16);
    expect(Math.abs(seconds - Date.now() / 1000)).toBeLessThan(5);
  });
});

describe('search types', () => {
  it('asks for 150 messages from the first, newest first, unless told otherwise', () => {
    expect(messagesSearchType({ id: 'm' })).toEqual({
      id: 'm', type: 'messages', limit: 150, offset: 0, sort: [{ field: 'timestamp', order: 'DESC' }], decorators: [],
    });
    const decorator = { id: 'd1', type: 'uppercase', config: {}, stream: null, order: 0 };
    expect(messagesSearchType({ limit: 50, offset: 100, decorators: [decorator] })).toMatchObject({ limit: 50, offset: 100, decorators: [decorator] });
  });

  it('counts messages per time bucket of timestamp', () => {
    expect(histogramSearchType({ id: 'h', interval: { type: 'timeunit', value: 1, unit: 'minutes' } })).toEqual({
      id: 'h',
      type: 'pivot',
      row_groups: [{ type: 'time', field: 'timestamp', interval: { type: 'timeunit', value: 1, unit: 'minutes' } }],
      column_groups: [],
      series: [{ type: 'count', id: 'count()', field: null }],
      rollup: true,
      sort: [],
    });
    expect(histogramSearchType().row_groups[0]).toMatchObject({ interval: { type: 'auto' } });
  });

  it('counts the most frequent values of a field, most frequent first', () => {
    expect(termsSearchType({ id: 't', field: 'source', limit: 10 })).toMatchObject({
      row_groups: [{ type: 'values', field: 'source', limit: 10 }],
      series: [{ type: 'count', id: 'count()' }],
      sort: [{ type: 'series', field: 'count()', direction: 'Descending' }],
    });
  });

  it('builds a query with its stream filter, and a request with parameter types filled in', () => {
    const messages = messagesSearchType({ id: 'm' });
    const query = searchQuery({ id: 'q', query: 'source:web', timerange: { type: 'relative', range: 300 }, streams: ['s1', 's2'], searchTypes: [messages] });
    expect(query).toEqual({
      id: 'q',
      query: { type: 'elasticsearch', query_string: 'source:web' },
      timerange: { type: 'relative', range: 300 },
      filter: { type: 'or', filters: [{ type: 'stream', id: 's1' }, { type: 'stream', id: 's2' }] },
      search_types: [messages],
    });
    expect(searchQuery({ query: '', timerange: { type: 'relative', range: 0 }, searchTypes: [] }).filter).toBeNull();

    const request = searchRequest([query], [{ type: '', name: 'host' }]);
    expect(request.id).toMatch(/^[0-9a-f]{24}$/);
    expect(request.queries).toEqual([query]);
    expect(request.parameters).toEqual([{ type: 'value-parameter-v1', name: 'host' }]);
  });
});

describe('the parameter rule', () => {
  const parameter = (overrides: Partial<SearchParameter>): SearchParameter => ({ type: 'value-parameter-v1', name: 'p', ...overrides });

  it.each([
    [{}, true],
    [{ optional: true }, false],
    [{ defaultValue: 'x' }, false],
    [{ defaultValue: 0 }, false],
    [{ defaultValue: '' }, false],
    [{ defaultValue: null }, true],
    [{ optional: false, defaultValue: undefined }, true],
  ])('%j is required: %s', (overrides, required) => {
    expect(isRequiredParameter(parameter(overrides))).toBe(required);
  });

  it('names the required parameters without a value', () => {
    const parameters = [
      parameter({ name: 'host' }),
      parameter({ name: 'port', defaultValue: 80 }),
      parameter({ name: 'user', optional: true }),
      parameter({ name: 'bound', binding: { type: 'value', value: 'x' } }),
      parameter({ name: 'given' }),
    ];
    expect(unboundParameters(parameters, { given: { type: 'value', value: 1 } })).toEqual(['host']);
    expect(unboundParameters(parameters)).toEqual(['host', 'given']);
  });
});

describe('reading results', () => {
  const job = searchJobFixture([
    messagesResultFixture([searchMessageFixture('a'), searchMessageFixture('b')], 42),
    histogramResultFixture([['2024-03-01T12:01:00.000Z', 3], ['2024-03-01T12:00:00.000Z', 5]]),
  ]);

  it('finds the messages result', () => {
    expect(messagesOf(job, QUERY_ID, MESSAGES_ID)?.total_results).toBe(42);
    expect(messagesOf(job, QUERY_ID, HISTOGRAM_ID)).toBeUndefined();
    expect(messagesOf(job, 'other', MESSAGES_ID)).toBeUndefined();
    expect(messagesOf(null, QUERY_ID, MESSAGES_ID)).toBeUndefined();
  });

  it('reads the histogram oldest first, leaving out the total row', () => {
    expect(histogramOf(job, QUERY_ID, HISTOGRAM_ID)).toEqual([
      [Date.parse('2024-03-01T12:00:00.000Z'), 5],
      [Date.parse('2024-03-01T12:01:00.000Z'), 3],
    ]);
    expect(histogramOf(job, QUERY_ID, MESSAGES_ID)).toEqual([]);
  });

  it('reads term counts in the server\'s order', () => {
    const terms: PivotResult = {
      ...histogramResultFixture([]),
      id: 'terms',
      rows: [
        { key: ['web-01'], values: [{ key: ['count()'], value: 7, rollup: true, source: 'row-leaf' }], source: 'leaf' },
        { key: ['db-01'], values: [{ key: ['count()'], value: 2, rollup: true, source: 'row-leaf' }], source: 'leaf' },
        { key: [], values: [{ key: ['count()'], value: 9, rollup: true, source: 'row-inner' }], source: 'non-leaf' },
      ],
    };
    expect(termsOf(searchJobFixture([terms]), QUERY_ID, 'terms')).toEqual([{ value: 'web-01', count: 7 }, { value: 'db-01', count: 2 }]);
  });
});
