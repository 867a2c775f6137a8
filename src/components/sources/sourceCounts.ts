// The sources page's search: one query over the chosen range with a histogram of all messages and the
// message count of each `source` value, read back into rows with each source's share of all messages.
import { FetchError, reasonOf } from '@/logic/errors/FetchError';
import { histogramOf, histogramSearchType, searchQuery, searchRequest, termsOf, termsSearchType } from '@/stores/search/searchBuilders';
import { describeSearchError, errorsOfQuery, queryParseRefusal } from '@/stores/search/searchErrors';
import type { SearchJob, SearchRequest, TimeRange } from '@/stores/search/searchTypes';

import { bucketSizeOf, histogramInterval } from '@/components/views/timeRanges';

/** How many sources the page lists: the most frequent ones. */
export const SOURCES_LIMIT = 250;

export const SOURCE_FIELD = 'source';

export type SourceRow = { source: string, count: number, /** Of all messages in the range, 0 to 1. */ share: number };

export type SourceCounts = {
  /** The range counted over, as asked (a source's search covers the same). */
  timerange: TimeRange,
  total: number,
  sources: Array<SourceRow>,
  buckets: Array<[number, number]>,
  intervalMs: number,
  span?: { fromMs: number, toMs: number },
};

export type SourcesSearch = { timerange: TimeRange, request: SearchRequest, queryId: string, histogramId: string, termsId: string, intervalMs?: number };

export const sourcesSearch = (timerange: TimeRange): SourcesSearch => {
  const { interval, ms } = histogramInterval(timerange);
  const histogram = histogramSearchType({ interval });
  const terms = termsSearchType({ field: SOURCE_FIELD, limit: SOURCES_LIMIT });
  const query = searchQuery({ query: '', timerange, searchTypes: [histogram, terms] });
  return { timerange, request: searchRequest([query]), queryId: query.id, histogramId: histogram.id, termsId: terms.id, intervalMs: ms };
};

/** The counts a finished job holds, or what went wrong. */
export const readSourceCounts = (search: SourcesSearch, job: SearchJob): { counts: SourceCounts } | { problems: Array<string> } => {
  const errors = errorsOfQuery(job, search.queryId);
  if (errors.length > 0) return { problems: errors.map((error) => describeSearchError(error, SOURCES_LIMIT)) };
  const result = job.results[search.queryId];
  const histogram = result?.search_types[search.histogramId];
  const buckets = histogramOf(job, search.queryId, search.histogramId);
  const summed = buckets.reduce((sum, [, count]) => sum + count, 0);
  const total = histogram?.type === 'pivot' ? histogram.total : summed;
  const range = histogram?.effective_timerange ?? result?.execution_stats?.effective_timerange;
  const fromMs = range ? Date.parse(range.from) : NaN;
  const toMs = range ? Date.parse(range.to) : NaN;
  const span = Number.isFinite(fromMs) && Number.isFinite(toMs) && toMs > fromMs ? { fromMs, toMs } : undefined;
  const sources = termsOf(job, search.queryId, search.termsId).map(({ value, count }) => ({
    source: value, count, share: total > 0 ? count / total : 0,
  }));
  const fallback = span ? Math.max(1000, Math.round((span.toMs - span.fromMs) / 50)) : 60000;
  return { counts: { timerange: search.timerange, total, sources, buckets, intervalMs: search.intervalMs ?? bucketSizeOf(buckets, fallback), span } };
};

export const problemOfFailure = (error: unknown): string => {
  const refusal = error instanceof FetchError ? queryParseRefusal(error.body) : undefined;
  return refusal ? refusal.description : reasonOf(error);
};

/** The search page's query for one source's messages: `source:<value>`, quoted when the value needs it. */
export const sourceQuery = (source: string): string => (
  /^[\w.@-]+$/.test(source) ? `${SOURCE_FIELD}:${source}` : `${SOURCE_FIELD}:"${source.replace(/(["\\])/g, '\\$1')}"`
);

/**
 * A share as "99.8%": always one decimal, so that a share close to all (or none) of the messages never reads
 * as exactly all (or none); "<0.1%" and ">99.9%" where even one decimal would round to that.
 */
export const percentage = (share: number): string => {
  const percent = share * 100;
  if (percent <= 0) return '0%';
  if (percent >= 100) return '100%';
  if (percent < 0.05) return '<0.1%';
  if (percent >= 99.95) return '>99.9%';
  return `${percent.toFixed(1)}%`;
};
