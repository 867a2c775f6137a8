import { DEFAULT_SEARCH, fieldValueQuery, namedInterval, parseSearchUrl, searchLink, searchUrlQuery, withUrlParts } from './searchUrl';

describe('the search URL', () => {
  it('reads query, each kind of time range, interval, page and fields', () => {
    expect(parseSearchUrl('?q=source%3Aweb&rangetype=relative&relative=3600&interval=hour&page=3&per_page=50&fields=source,http_status'))
      .toEqual({ query: 'source:web', timerange: { type: 'relative', range: 3600 }, interval: 'hour', page: 3, perPage: 50, fields: ['source', 'http_status'] });
    expect(parseSearchUrl('?rangetype=absolute&from=2024-03-01T12:00:00.000Z&to=2024-03-01T13:00:00.000Z').timerange)
      .toEqual({ type: 'absolute', from: '2024-03-01T12:00:00.000Z', to: '2024-03-01T13:00:00.000Z' });
    expect(parseSearchUrl('?rangetype=keyword&keyword=last%20week').timerange).toEqual({ type: 'keyword', keyword: 'last week' });
    // Graylog's older links name the range without its type.
    expect(parseSearchUrl('?relative=0').timerange).toEqual({ type: 'relative', range: 0 });
  });

  it('leaves out what is missing or malformed', () => {
    expect(parseSearchUrl('')).toEqual({
      query: undefined, timerange: undefined, interval: undefined, page: undefined, perPage: undefined, fields: undefined,
    });
    expect(parseSearchUrl('?rangetype=absolute&from=yesterday&to=2024-03-01T13:00:00.000Z&interval=fortnight&page=0&per_page=7'))
      .toMatchObject({ timerange: undefined, interval: undefined, page: undefined, perPage: undefined });
    expect(parseSearchUrl('?rangetype=relative&relative=-5').timerange).toBeUndefined();
  });

  it('lays what the URL names over a base (a saved search): an empty q replaces the saved query', () => {
    const saved = { ...DEFAULT_SEARCH, query: 'saved', fields: ['source'] };
    expect(withUrlParts(saved, parseSearchUrl(''))).toEqual(saved);
    expect(withUrlParts(saved, parseSearchUrl('?q=&rangetype=relative&relative=60'))).toEqual({ ...saved, query: '', timerange: { type: 'relative', range: 60 } });
  });

  it('writes query and range always, the rest when not the default, and reads back the same', () => {
    expect(searchUrlQuery(DEFAULT_SEARCH)).toBe('?q=&rangetype=relative&relative=300');
    const state = {
      query: 'a:"b c" AND d', timerange: { type: 'absolute' as const, from: '2024-03-01T12:00:00.000Z', to: '2024-03-01T13:00:00.000Z' },
      interval: 'minute' as const, page: 2, perPage: 50, fields: ['source', 'message'],
    };
    const query = searchUrlQuery(state);
    expect(query).toBe('?q=a%3A%22b%20c%22%20AND%20d&rangetype=absolute&from=2024-03-01T12%3A00%3A00.000Z&to=2024-03-01T13%3A00%3A00.000Z'
      + '&interval=minute&page=2&per_page=50&fields=source%2Cmessage');
    expect(withUrlParts(DEFAULT_SEARCH, parseSearchUrl(query))).toEqual(state);
    expect(searchUrlQuery({ ...DEFAULT_SEARCH, timerange: { type: 'keyword', keyword: 'last week' } })).toBe('?q=&rangetype=keyword&keyword=last%20week');
  });

  it('maps named intervals to time units', () => {
    expect(namedInterval('auto')).toBeUndefined();
    expect(namedInterval('hour')).toEqual({ interval: { type: 'timeunit', value: 1, unit: 'hours' }, ms: 3600000 });
  });

  it('links other screens to a search with query and time range, optionally in one stream', () => {
    const timerange = { type: 'absolute' as const, from: '2024-03-01T12:00:00.000Z', to: '2024-03-01T13:00:00.000Z' };
    const link = searchLink({ query: 'source:"web 1"', timerange });
    expect(link).toBe('/search?q=source%3A%22web%201%22&rangetype=absolute&from=2024-03-01T12%3A00%3A00.000Z&to=2024-03-01T13%3A00%3A00.000Z');
    expect(withUrlParts(DEFAULT_SEARCH, parseSearchUrl(link.slice(link.indexOf('?'))))).toEqual({ ...DEFAULT_SEARCH, query: 'source:"web 1"', timerange });
    expect(searchLink({ query: '', timerange: { type: 'relative', range: 3600 }, streamId: 'abc' }))
      .toBe('/streams/abc/search?q=&rangetype=relative&relative=3600');
  });

  it('asks for the messages with exactly one field value, quoted, within another query when given', () => {
    expect(fieldValueQuery('source', 'web-01.example.org')).toBe('source:"web-01.example.org"');
    expect(fieldValueQuery('source', 'my host "a"')).toBe('source:"my host \\"a\\""');
    expect(fieldValueQuery('source', 'a\\b')).toBe('source:"a\\\\b"');
    // A value that would otherwise read as an operator.
    expect(fieldValueQuery('level', 'AND')).toBe('level:"AND"');
    expect(fieldValueQuery('source', 'db-01', 'level:3')).toBe('(level:3) AND source:"db-01"');
    expect(fieldValueQuery('source', 'db-01', '  ')).toBe('source:"db-01"');
  });
});
