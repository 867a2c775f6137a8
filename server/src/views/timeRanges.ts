// The time ranges of Graylog 4's search API: relative (seconds back from now, 0 = all time), absolute
// (from/to) and keyword (natural language, read in the range's or the user's time zone). A range is
// checked when a search is created, so a search that was accepted can always run.
import { ApiError, badRequest } from '../http/errors';
import { absoluteRange, keywordRange, relativeRange, type SearchTimeRange } from '../search/timeRange';
import { isKnownTimeZone } from '../tools/naturalDate';
import type { TimeRangeInput } from './searchSchema';

export type { SearchTimeRange } from '../search/timeRange';

/** The range in epoch ms; `where` names the range in a refusal ("queries[0].timerange"). */
export function resolveTimeRange(range: TimeRangeInput, nowMs: number, timeZone: string, where: string): SearchTimeRange {
  try {
    switch (range.type) {
      case 'relative':
        if (range.range === undefined) throw badRequest('a relative time range needs "range" (seconds)');
        return relativeRange(range.range, nowMs);
      case 'absolute':
        if (range.from === undefined || range.to === undefined) throw badRequest('an absolute time range needs "from" and "to"');
        return absoluteRange(range.from, range.to, nowMs);
      case 'keyword': {
        if (range.keyword === undefined) throw badRequest('a keyword time range needs "keyword"');
        // The keyword parser would read an unknown zone as UTC: the client asked for another one, so it is refused.
        if (range.timezone && !isKnownTimeZone(range.timezone)) throw badRequest(`unknown time zone "${range.timezone}"`);
        return keywordRange(range.keyword, range.timezone || timeZone, nowMs);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw badRequest(`${where}: ${error.message}`);
    throw error;
  }
}

/** Graylog's `effective_timerange`: what a relative or keyword range meant when the search ran. */
export function effectiveTimeRange(range: SearchTimeRange): { type: 'absolute'; from: string; to: string } {
  return { type: 'absolute', from: new Date(range.fromMs).toISOString(), to: new Date(range.toMs).toISOString() };
}
