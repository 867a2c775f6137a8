// The sources page's search: one query over the chosen range with a histogram of all messages and the
// message count of each `source` value, read back into rows with each source's share of all messages.
import type { TimeSpan } from '@/components/search/histogramResult';
import { readHistogram } from '@/components/search/histogramResult';
import { histogramInterval } from '@/components/views/timeRanges';
import { histogramSearchType, searchQuery, searchRequest, termsOf, termsSearchType } from '@/stores/search/searchBuilders';
import { describeSearchError, errorsOfQuery } from '@/stores/search/searchErrors';
import type { SearchJob, SearchRequest, TimeRange } from '@/stores/search/searchTypes';

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
  span?: TimeSpan,
};

export type SourcesSearch = {
  timerange: TimeRange, request: SearchRequest, queryId: string, histogramId: string, termsId: string, intervalMs: number | undefined,
};

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
  const { buckets, total, span, intervalMs } = readHistogram(job, search);
  const sources = termsOf(job, search.queryId, search.termsId).map(({ value, count }) => ({
    source: value, count, share: total > 0 ? count / total : 0,
  }));
  return { counts: { timerange: search.timerange, total, sources, buckets, intervalMs, span } };
};

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
