// What the search page asks the server for, and what it makes of the answer: one query with a messages
// search type (the page of messages and the total) and a histogram, built from the page's search spec.
import { bucketSizeOf, histogramInterval, rangeLengthMs } from '@/components/views/timeRanges';
import type { Message } from '@/stores/messages/MessagesStore';
import { toMessage } from '@/stores/messages/MessagesStore';
import {
  histogramOf, histogramSearchType, messagesOf, messagesSearchType, newId, searchQuery, searchRequest,
} from '@/stores/search/searchBuilders';
import type { QueryParseProblem } from '@/stores/search/searchErrors';
import { errorsOfQuery, isQueryParseError, queryParseProblem } from '@/stores/search/searchErrors';
import type { Decorator, SearchError, SearchJob, SearchRequest, TimeRange } from '@/stores/search/searchTypes';

import type { IntervalName } from './searchUrl';
import { namedInterval } from './searchUrl';

export type SearchSpec = {
  query: string,
  timerange: TimeRange,
  /** Empty: every stream the user may read. */
  streams: ReadonlyArray<string>,
  interval: IntervalName,
  page: number,
  perPage: number,
  decorators: ReadonlyArray<Decorator>,
};

export type BuiltSearch = {
  spec: SearchSpec,
  request: SearchRequest,
  queryId: string,
  messagesId: string,
  histogramId: string,
  /** The bucket size asked for; undefined when the server picks it (the answer tells). */
  intervalMs: number | undefined,
};

export type SearchResult = {
  messages: Array<Message>,
  /** Data spec: the document count is the total of the messages search type. */
  total: number,
  histogram: Array<[number, number]>,
  intervalMs: number,
  /** The range the server searched, resolved (relative and keyword ranges become absolute). */
  range: { fromMs: number, toMs: number } | undefined,
  /** Errors for the result area (the query's own parse error goes to the query bar). */
  errors: Array<SearchError>,
  queryError: QueryParseProblem | undefined,
  durationMs: number | undefined,
  /** The spec this answers, to tell which page and page size the messages are. */
  spec: SearchSpec,
};

/** Everything that changes what the server is asked, as one comparable key. */
export const specKey = (spec: SearchSpec): string => JSON.stringify(spec);

const intervalFor = (spec: SearchSpec) => {
  const named = namedInterval(spec.interval);
  return named ?? histogramInterval(spec.timerange);
};

export const buildSearch = (spec: SearchSpec): BuiltSearch => {
  const queryId = newId();
  const messagesId = newId();
  const histogramId = newId();
  const { interval, ms } = intervalFor(spec);
  const query = searchQuery({
    id: queryId,
    query: spec.query,
    timerange: spec.timerange,
    streams: spec.streams,
    searchTypes: [
      messagesSearchType({ id: messagesId, limit: spec.perPage, offset: (spec.page - 1) * spec.perPage, decorators: [...spec.decorators] }),
      histogramSearchType({ id: histogramId, interval }),
    ],
  });
  return { spec, request: searchRequest([query]), queryId, messagesId, histogramId, intervalMs: ms };
};

const isAllTime = (timerange: TimeRange) => timerange.type === 'relative' && timerange.range === 0;

/**
 * The range the chart spans. "All time" starts at the epoch, which would squeeze every bar into the last
 * pixel of a 1970-to-now axis: it spans from the first bucket found instead (nothing found: no range).
 */
const rangeOf = (job: SearchJob, built: BuiltSearch, histogram: ReadonlyArray<[number, number]>): SearchResult['range'] => {
  const effective = job.results[built.queryId]?.execution_stats?.effective_timerange
    ?? messagesOf(job, built.queryId, built.messagesId)?.effective_timerange;
  if (!effective) return undefined;
  const fromMs = Date.parse(effective.from);
  const toMs = Date.parse(effective.to);
  if (!Number.isFinite(fromMs) || !Number.isFinite(toMs)) return undefined;
  if (isAllTime(built.spec.timerange)) {
    return histogram.length > 0 ? { fromMs: Math.max(fromMs, histogram[0][0]), toMs } : undefined;
  }
  return { fromMs, toMs };
};

/** Without a bucket size asked for: measured from the answer, else a hundredth of the range, else a minute. */
const fallbackInterval = (built: BuiltSearch, range: SearchResult['range']) => {
  // All time with one bucket: the server's automatic bucket is that coarse, and spans up to now.
  if (isAllTime(built.spec.timerange) && range) return Math.max(1000, range.toMs - range.fromMs);
  const length = rangeLengthMs(built.spec.timerange) ?? (range ? range.toMs - range.fromMs : undefined);
  return length && length > 0 ? Math.max(1000, Math.round(length / 100)) : 60000;
};

export const readResult = (job: SearchJob, built: BuiltSearch): SearchResult => {
  const messagesResult = messagesOf(job, built.queryId, built.messagesId);
  const histogram = histogramOf(job, built.queryId, built.histogramId);
  const range = rangeOf(job, built, histogram);
  const errors = errorsOfQuery(job, built.queryId);
  const parseError = errors.find(isQueryParseError);
  return {
    messages: (messagesResult?.messages ?? []).map(toMessage),
    // A page beyond the result window has no messages result; the histogram counted the same messages.
    total: messagesResult?.total_results ?? histogram.reduce((sum, [, count]) => sum + count, 0),
    histogram,
    intervalMs: built.intervalMs ?? bucketSizeOf(histogram, fallbackInterval(built, range)),
    range,
    errors: errors.filter((error) => !isQueryParseError(error)),
    queryError: parseError ? queryParseProblem(parseError) : undefined,
    durationMs: job.results[built.queryId]?.execution_stats?.duration,
    spec: built.spec,
  };
};
