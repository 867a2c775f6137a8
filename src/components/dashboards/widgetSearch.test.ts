import type { MessagesSearchType, PivotSearchType, PivotResult } from '@/stores/search/searchTypes';

import type { SupportedWidget } from './widgetModel';
import { readWidgetResult, widgetSearch } from './widgetSearch';
import {
  histogramResultFixture, messagesResultFixture, queryParseErrorFixture, searchMessageFixture, searchJobFixture,
} from 'fixtures/searchFixtures';

const base = { id: 'w1', title: 'W', query: 'level:3', timerange: { type: 'relative' as const, range: 3600 }, streams: ['s1'] };

/** The job a widget search gets back, with `result` under the widget's own query and search type ids. */
const jobFor = (search: ReturnType<typeof widgetSearch>, result: PivotResult | ReturnType<typeof messagesResultFixture>, errors = []) => (
  searchJobFixture([{ ...result, id: search.searchTypeId }], { queryId: search.queryId, errors })
);

describe('widget searches', () => {
  it('asks one query with the widget query, range, streams and the search type of its kind', () => {
    const count = widgetSearch({ ...base, kind: 'count' });
    const [query] = count.request.queries;
    expect(count.request.queries).toHaveLength(1);
    expect(query).toMatchObject({ id: count.queryId, query: { query_string: 'level:3' }, timerange: { range: 3600 }, filter: { type: 'or', filters: [{ type: 'stream', id: 's1' }] } });
    const histogram = query.search_types[0] as PivotSearchType;
    expect(histogram.id).toBe(count.searchTypeId);
    expect(histogram.row_groups).toEqual([{ type: 'time', field: 'timestamp', interval: { type: 'timeunit', value: 1, unit: 'minutes' } }]);
    expect(count.intervalMs).toBe(60000);

    const terms = widgetSearch({ ...base, kind: 'terms', field: 'source', limit: 5 }).request.queries[0].search_types[0] as PivotSearchType;
    expect(terms.row_groups).toEqual([{ type: 'values', field: 'source', limit: 5 }]);
    const messages = widgetSearch({ ...base, kind: 'messages', fields: ['source'] }).request.queries[0].search_types[0] as MessagesSearchType;
    expect(messages).toMatchObject({ type: 'messages', limit: 50 });
  });

  it('reads a count as the total with its trend over the effective range', () => {
    const widget: SupportedWidget = { ...base, kind: 'count' };
    const search = widgetSearch(widget);
    const result = histogramResultFixture([['2024-03-01T12:00:00.000Z', 3], ['2024-03-01T12:01:00.000Z', 4]]);
    const read = readWidgetResult(widget, search, jobFor(search, result));
    expect(read).toEqual({
      data: {
        kind: 'count',
        total: 7,
        buckets: [[Date.parse('2024-03-01T12:00:00.000Z'), 3], [Date.parse('2024-03-01T12:01:00.000Z'), 4]],
        intervalMs: 60000,
        span: { fromMs: Date.parse('2024-03-01T12:00:00.000Z'), toMs: Date.parse('2024-03-01T13:00:00.000Z') },
      },
    });
  });

  it('reads messages and their total', () => {
    const widget: SupportedWidget = { ...base, kind: 'messages', fields: ['source'] };
    const search = widgetSearch(widget);
    const read = readWidgetResult(widget, search, jobFor(search, messagesResultFixture([searchMessageFixture('m1')], 120)));
    expect(read).toMatchObject({ data: { kind: 'messages', total: 120, messages: [{ message: { _id: 'm1' } }] } });
  });

  it('reports a query that does not parse with its position, and keeps no data', () => {
    const widget: SupportedWidget = { ...base, kind: 'histogram' };
    const search = widgetSearch(widget);
    const error = { ...queryParseErrorFixture(7), query_id: search.queryId };
    // Reported for the query and for the job alike: shown once.
    const job = { ...searchJobFixture([], { queryId: search.queryId, errors: [error] }), errors: [error] };
    const read = readWidgetResult(widget, search, job);
    expect(read).toEqual({ problems: [{ message: 'Cannot parse query, cause: incomplete query at line 1, column 7', position: { line: 1, column: 7 } }] });
  });
});
