// What the search page asks the server for, and what it makes of the answer: one query with a messages
// search type (the page of messages and the total) and a histogram, built from the page's search spec.
import { histogramInterval } from '@/components/views/timeRanges';
import type { Message } from '@/stores/messages/MessagesStore';
import { toMessage } from '@/stores/messages/MessagesStore';
import { histogramSearchType, messagesOf, messagesSearchType, newId, searchQuery, searchRequest } from '@/stores/search/searchBuilders';
import type { QueryParseProblem } from '@/stores/search/searchErrors';
import { errorsOfQuery, isQueryParseError, queryParseProblem } from '@/stores/search/searchErrors';
import type { Decorator, SearchError, SearchJob, SearchRequest, TimeRange } from '@/stores/search/searchTypes';

import type { TimeSpan } from './histogramResult';
import { readHistogram } from './histogramResult';
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
  /** The range the chart spans (see histogramResult.ts). */
  range: TimeSpan | undefined,
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

export const readResult = (job: SearchJob, built: BuiltSearch): SearchResult => {
  const messagesResult = messagesOf(job, built.queryId, built.messagesId);
  const histogram = readHistogram(job, { ...built, timerange: built.spec.timerange });
  const errors = errorsOfQuery(job, built.queryId);
  const parseError = errors.find(isQueryParseError);
  return {
    messages: (messagesResult?.messages ?? []).map(toMessage),
    // A page beyond the result window has no messages result; the histogram counted the same messages.
    total: messagesResult?.total_results ?? histogram.total,
    histogram: histogram.buckets,
    intervalMs: histogram.intervalMs,
    range: histogram.span,
    errors: errors.filter((error) => !isQueryParseError(error)),
    queryError: parseError ? queryParseProblem(parseError) : undefined,
    durationMs: job.results[built.queryId]?.execution_stats?.duration,
    spec: built.spec,
  };
};
