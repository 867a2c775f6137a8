import { readHistogram } from './histogramResult';
import { histogramResultFixture, searchJobFixture } from 'fixtures/searchFixtures';

const HISTOGRAM_ID = 'histogram-1';

const jobWith = (buckets: Array<[string, number]>, total?: number) => {
  const histogram = { ...histogramResultFixture(buckets, HISTOGRAM_ID), ...(total === undefined ? {} : { total }) };
  return searchJobFixture([histogram], { queryId: 'q1' });
};

describe('readHistogram', () => {
  it('reads the buckets oldest first, the histogram\'s total and the range searched', () => {
    const job = jobWith([['2024-03-01T12:01:00.000Z', 4], ['2024-03-01T12:00:00.000Z', 3]], 9);
    expect(readHistogram(job, { queryId: 'q1', histogramId: HISTOGRAM_ID, timerange: { type: 'relative', range: 3600 }, intervalMs: 60000 })).toEqual({
      buckets: [[Date.parse('2024-03-01T12:00:00.000Z'), 3], [Date.parse('2024-03-01T12:01:00.000Z'), 4]],
      total: 9,
      span: { fromMs: Date.parse('2024-03-01T12:00:00.000Z'), toMs: Date.parse('2024-03-01T13:00:00.000Z') },
      intervalMs: 60000,
    });
  });

  it('measures an automatic bucket size from the answer, else takes a hundredth of the range searched', () => {
    const keyword = { type: 'keyword' as const, keyword: 'last hour' };
    const two = jobWith([['2024-03-01T12:00:00.000Z', 1], ['2024-03-01T12:05:00.000Z', 1]]);
    expect(readHistogram(two, { queryId: 'q1', histogramId: HISTOGRAM_ID, timerange: keyword, intervalMs: undefined }).intervalMs).toBe(300000);
    const one = jobWith([['2024-03-01T12:00:00.000Z', 1]]);
    expect(readHistogram(one, { queryId: 'q1', histogramId: HISTOGRAM_ID, timerange: keyword, intervalMs: undefined }).intervalMs).toBe(36000);
  });
});
