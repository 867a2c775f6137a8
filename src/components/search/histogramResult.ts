// The histogram of a finished search as every chart of message counts reads it: the search page, the count
// and histogram widgets, and the sources page. One rule for the span a chart covers and for the bucket size
// of an answer whose interval the server chose.
import { bucketSizeOf, rangeLengthMs } from '@/components/views/timeRanges';
import { histogramOf } from '@/stores/search/searchBuilders';
import type { SearchJob, TimeRange } from '@/stores/search/searchTypes';

export type TimeSpan = { fromMs: number, toMs: number };

export type HistogramResult = {
  /** [bucket start in epoch ms, count] per time bucket, oldest first. */
  buckets: Array<[number, number]>,
  /** The messages counted: the histogram's total, else the sum of its buckets. */
  total: number,
  /** The range the chart spans, resolved (relative and keyword ranges become absolute); undefined when unknown. */
  span: TimeSpan | undefined,
  /** The bucket size. */
  intervalMs: number,
};

/** Where the histogram is in the job, the range searched, and the bucket size asked for (undefined: automatic). */
export type HistogramSearch = { queryId: string, histogramId: string, timerange: TimeRange, intervalMs: number | undefined };

const isAllTime = (timerange: TimeRange) => timerange.type === 'relative' && timerange.range === 0;

/**
 * The range the server searched. "All time" starts at the epoch, which would squeeze every bar into the last
 * pixel of a 1970-to-now axis: it spans from the first bucket found instead (nothing found: no range).
 */
const spanOf = (job: SearchJob, search: HistogramSearch, buckets: ReadonlyArray<[number, number]>): TimeSpan | undefined => {
  const result = job.results[search.queryId];
  const effective = result?.execution_stats?.effective_timerange ?? result?.search_types[search.histogramId]?.effective_timerange;
  if (!effective) return undefined;
  const fromMs = Date.parse(effective.from);
  const toMs = Date.parse(effective.to);
  if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || toMs <= fromMs) return undefined;
  if (isAllTime(search.timerange)) {
    return buckets.length > 0 ? { fromMs: Math.max(fromMs, buckets[0][0]), toMs } : undefined;
  }
  return { fromMs, toMs };
};

/** Without a bucket size asked for and fewer than two buckets to measure it: a hundredth of the range, else a minute. */
const fallbackInterval = (timerange: TimeRange, span: TimeSpan | undefined) => {
  // All time with one bucket: the server's automatic bucket is that coarse, and spans up to now.
  if (isAllTime(timerange) && span) return Math.max(1000, span.toMs - span.fromMs);
  const length = rangeLengthMs(timerange) ?? (span ? span.toMs - span.fromMs : undefined);
  return length && length > 0 ? Math.max(1000, Math.round(length / 100)) : 60000;
};

export const readHistogram = (job: SearchJob, search: HistogramSearch): HistogramResult => {
  const buckets = histogramOf(job, search.queryId, search.histogramId);
  const pivot = job.results[search.queryId]?.search_types[search.histogramId];
  const span = spanOf(job, search, buckets);
  return {
    buckets,
    total: pivot?.type === 'pivot' ? pivot.total : buckets.reduce((sum, [, count]) => sum + count, 0),
    span,
    intervalMs: search.intervalMs ?? bucketSizeOf(buckets, fallbackInterval(search.timerange, span)),
  };
};
