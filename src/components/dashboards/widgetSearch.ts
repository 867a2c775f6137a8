// Each widget runs a search of its own: one query (the widget's query, time range and streams) with the
// search type its kind needs. A query that does not parse, or any other problem, then stays with the widget
// it belongs to, and editing one widget runs only that widget again.
import type { TimeSpan } from '@/components/search/histogramResult';
import { readHistogram } from '@/components/search/histogramResult';
import type { SearchProblem } from '@/components/search/useSearchRun';
import { histogramInterval } from '@/components/views/timeRanges';
import {
  histogramSearchType, messagesOf, messagesSearchType, searchQuery, searchRequest, termsOf, termsSearchType,
} from '@/stores/search/searchBuilders';
import { describeSearchError, errorsOfQuery, isQueryParseError } from '@/stores/search/searchErrors';
import type { PivotResult, ResultMessage, SearchJob, SearchRequest, SearchType } from '@/stores/search/searchTypes';

import type { SupportedWidget } from './widgetModel';
import { MESSAGE_TABLE_LIMIT } from './widgetModel';

export type WidgetSearch = { request: SearchRequest, queryId: string, searchTypeId: string, intervalMs?: number };

export type CountData = { kind: 'count', total: number, buckets: Array<[number, number]>, intervalMs: number, span?: TimeSpan };
export type HistogramData = { kind: 'histogram', total: number, buckets: Array<[number, number]>, intervalMs: number, span?: TimeSpan };
export type MessagesData = { kind: 'messages', total: number, messages: Array<ResultMessage> };
export type TermsData = { kind: 'terms', total: number, values: Array<{ value: string, count: number }> };
export type WidgetData = CountData | HistogramData | MessagesData | TermsData;

export type WidgetProblem = SearchProblem;

const searchTypeFor = (widget: SupportedWidget): { searchType: SearchType, intervalMs?: number } => {
  switch (widget.kind) {
    case 'count':
    case 'histogram': {
      const { interval, ms } = histogramInterval(widget.timerange);
      return { searchType: histogramSearchType({ interval }), intervalMs: ms };
    }
    case 'terms': return { searchType: termsSearchType({ field: widget.field, limit: widget.limit }) };
    case 'messages':
    default: return { searchType: messagesSearchType({ limit: MESSAGE_TABLE_LIMIT }) };
  }
};

export const widgetSearch = (widget: SupportedWidget): WidgetSearch => {
  const { searchType, intervalMs } = searchTypeFor(widget);
  const query = searchQuery({ query: widget.query, timerange: widget.timerange, streams: widget.streams, searchTypes: [searchType] });
  return { request: searchRequest([query]), queryId: query.id, searchTypeId: searchType.id, intervalMs };
};

const pivotOf = (job: SearchJob, search: WidgetSearch): PivotResult | undefined => {
  const result = job.results[search.queryId]?.search_types[search.searchTypeId];
  return result?.type === 'pivot' ? result : undefined;
};

/** What the widget shows from a finished job, or the problems that keep it from showing anything. */
export const readWidgetResult = (widget: SupportedWidget, search: WidgetSearch, job: SearchJob): { data: WidgetData } | { problems: Array<WidgetProblem> } => {
  const errors = errorsOfQuery(job, search.queryId);
  if (errors.length > 0) {
    return {
      problems: errors.map((error) => ({
        message: describeSearchError(error, MESSAGE_TABLE_LIMIT),
        position: isQueryParseError(error) && typeof error.line === 'number' && typeof error.column === 'number'
          ? { line: error.line, column: error.column } : undefined,
      })),
    };
  }
  switch (widget.kind) {
    case 'count':
    case 'histogram': {
      const { buckets, total, span, intervalMs } = readHistogram(job, {
        queryId: search.queryId, histogramId: search.searchTypeId, timerange: widget.timerange, intervalMs: search.intervalMs,
      });
      return { data: { kind: widget.kind, total, buckets, intervalMs, span } };
    }
    case 'terms': {
      const pivot = pivotOf(job, search);
      return { data: { kind: 'terms', total: pivot?.total ?? 0, values: termsOf(job, search.queryId, search.searchTypeId) } };
    }
    case 'messages':
    default: {
      const result = messagesOf(job, search.queryId, search.searchTypeId);
      return { data: { kind: 'messages', total: result?.total_results ?? 0, messages: result?.messages ?? [] } };
    }
  }
};

