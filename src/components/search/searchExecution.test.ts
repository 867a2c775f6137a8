import type { SearchError, SearchJob } from '@/stores/search/searchTypes';

import type { SearchSpec } from './searchExecution';
import { buildSearch, readResult } from './searchExecution';
import { histogramResultFixture, messagesResultFixture, searchJobFixture, searchMessageFixture } from 'fixtures/searchFixtures';

const spec = (changes: Partial<SearchSpec> = {}): SearchSpec => ({
  query: '', timerange: { type: 'relative', range: 3600 }, streams: [], interval: 'auto', page: 1, perPage: 150, decorators: [], ...changes,
});

const withEffectiveRange = (job: SearchJob, queryId: string, from: string, to: string): SearchJob => {
  const result = job.results[queryId];
  return {
    ...job,
    results: { [queryId]: { ...result, execution_stats: { ...result.execution_stats, effective_timerange: { type: 'absolute', from, to } } } },
  };
};

describe('readResult', () => {
  it('keeps the total beyond the result window, where the messages result is missing: the histogram counted them', () => {
    const built = buildSearch(spec({ page: 80 }));
    const windowError: SearchError = {
      type: 'result_window_limit', result_window_limit: 10000, description: 'too far', query_id: built.queryId, search_type_id: built.messagesId, backtrace: null,
    };
    const job = searchJobFixture([histogramResultFixture([['2024-03-01T12:00:00.000Z', 9000], ['2024-03-01T12:01:00.000Z', 3000]], built.histogramId)], {
      queryId: built.queryId, errors: [windowError],
    });
    // The job repeats its query's error: shown once.
    const result = readResult({ ...job, errors: [windowError] }, built);
    expect(result.total).toBe(12000);
    expect(result.messages).toEqual([]);
    expect(result.errors).toEqual([windowError]);
  });

  it('takes the total from the messages result when there is one', () => {
    const built = buildSearch(spec());
    const job = searchJobFixture([
      messagesResultFixture([searchMessageFixture('m1')], 7, built.messagesId),
      histogramResultFixture([['2024-03-01T12:00:00.000Z', 5]], built.histogramId),
    ], { queryId: built.queryId });
    expect(readResult(job, built).total).toBe(7);
  });

  it('spans "all time" from the first bucket found, not from 1970', () => {
    const built = buildSearch(spec({ timerange: { type: 'relative', range: 0 } }));
    const buckets: Array<[string, number]> = [['2026-11-01T00:00:00.000Z', 40]];
    const job = withEffectiveRange(
      searchJobFixture([histogramResultFixture(buckets, built.histogramId)], { queryId: built.queryId }),
      built.queryId, '1970-01-01T00:00:00.000Z', '2026-11-23T22:00:00.000Z',
    );
    const result = readResult(job, built);
    expect(result.range).toEqual({ fromMs: Date.parse('2026-11-01T00:00:00.000Z'), toMs: Date.parse('2026-11-23T22:00:00.000Z') });
    // The one automatic bucket reaches up to now.
    expect(result.intervalMs).toBe(Date.parse('2026-11-23T22:00:00.000Z') - Date.parse('2026-11-01T00:00:00.000Z'));

    const nothing = withEffectiveRange(searchJobFixture([histogramResultFixture([], built.histogramId)], { queryId: built.queryId }),
      built.queryId, '1970-01-01T00:00:00.000Z', '2026-11-23T22:00:00.000Z');
    expect(readResult(nothing, built).range).toBeUndefined();
  });

  it('spans any other range as the server resolved it', () => {
    const built = buildSearch(spec());
    const job = withEffectiveRange(
      searchJobFixture([histogramResultFixture([['2024-03-01T12:30:00.000Z', 1]], built.histogramId)], { queryId: built.queryId }),
      built.queryId, '2024-03-01T12:00:00.000Z', '2024-03-01T13:00:00.000Z',
    );
    expect(readResult(job, built).range).toEqual({ fromMs: Date.parse('2024-03-01T12:00:00.000Z'), toMs: Date.parse('2024-03-01T13:00:00.000Z') });
  });
});
