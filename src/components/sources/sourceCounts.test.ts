import type { PivotResult, PivotSearchType } from '@/stores/search/searchTypes';

import { percentage, readSourceCounts, sourcesSearch } from './sourceCounts';
import { histogramResultFixture, searchJobFixture } from 'fixtures/searchFixtures';

const termsResult = (id: string, values: Array<[string, number]>, total: number): PivotResult => ({
  id,
  type: 'pivot',
  rows: [
    ...values.map(([value, count]) => ({ key: [value], values: [{ key: ['count()'], value: count, rollup: true, source: 'row-leaf' }], source: 'leaf' as const })),
    { key: [], values: [{ key: ['count()'], value: total, rollup: true, source: 'row-inner' }], source: 'non-leaf' as const },
  ],
  total,
  effective_timerange: { type: 'absolute', from: '2024-03-01T12:00:00.000Z', to: '2024-03-01T13:00:00.000Z' },
});

describe('source counts', () => {
  it('asks for a histogram and the counts per source over the range', () => {
    const search = sourcesSearch({ type: 'relative', range: 3600 });
    const [query] = search.request.queries;
    expect(query.query.query_string).toBe('');
    const [histogram, terms] = query.search_types as Array<PivotSearchType>;
    expect(histogram.id).toBe(search.histogramId);
    expect(terms).toMatchObject({ id: search.termsId, row_groups: [{ type: 'values', field: 'source', limit: 250 }] });
  });

  it('reads each source with its share of all messages', () => {
    const search = sourcesSearch({ type: 'relative', range: 3600 });
    const histogram = { ...histogramResultFixture([['2024-03-01T12:00:00.000Z', 6], ['2024-03-01T12:01:00.000Z', 4]]), id: search.histogramId };
    const job = searchJobFixture([histogram, termsResult(search.termsId, [['web-01', 5], ['db-01', 3]], 10)], { queryId: search.queryId });
    const read = readSourceCounts(search, job);
    expect(read).toMatchObject({
      counts: {
        total: 10,
        sources: [{ source: 'web-01', count: 5, share: 0.5 }, { source: 'db-01', count: 3, share: 0.3 }],
        intervalMs: 60000,
      },
    });
  });

  it('passes on what went wrong', () => {
    const search = sourcesSearch({ type: 'relative', range: 300 });
    const job = searchJobFixture([], { queryId: search.queryId, errors: [{ type: 'search_error', description: 'Index unavailable', query_id: search.queryId, backtrace: null }] });
    expect(readSourceCounts(search, job)).toEqual({ problems: ['Index unavailable'] });
  });

  it('shows shares as percentages with one decimal, never rounding a part up to all or down to none', () => {
    expect(percentage(0)).toBe('0%');
    expect(percentage(1)).toBe('100%');
    expect(percentage(1219 / 1222)).toBe('99.8%');
    expect(percentage(0.9996)).toBe('>99.9%');
    expect(percentage(0.0004)).toBe('<0.1%');
    expect(percentage(0.0007)).toBe('0.1%');
    expect(percentage(0.0512)).toBe('5.1%');
    expect(percentage(0.5)).toBe('50.0%');
    expect(percentage(2 / 3)).toBe('66.7%');
  });
});
