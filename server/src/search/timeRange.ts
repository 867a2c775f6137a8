// The three time ranges of the universal search: relative (seconds back from now, 0 = all time),
// absolute (from/to dates) and keyword (natural language such as "last week").
import type { AuthContext } from '../auth/types';
import type { ServerContext } from '../context';
import { badRequest } from '../http/errors';
import { isKnownTimeZone, parseNaturalDate } from '../tools/naturalDate';
import { parseDateSpan } from './dates';

export interface SearchTimeRange {
  fromMs: number;
  toMs: number;
}

const INVALID = 'Invalid timerange parameters provided';

export function relativeRange(rangeSeconds: number, nowMs: number): SearchTimeRange {
  // No message is older than the epoch; clamping also keeps a huge range from leaving the dates JavaScript can
  // represent (which would fail when the answer's `from` is written).
  return { fromMs: rangeSeconds === 0 ? 0 : Math.max(0, nowMs - rangeSeconds * 1000), toMs: nowMs };
}

/** `from` and `to` as 'YYYY-MM-DD HH:mm:ss[.SSS]' or ISO 8601 (UTC unless they carry an offset). */
export function absoluteRange(from: string, to: string, nowMs: number): SearchTimeRange {
  const start = parseDateSpan(from, nowMs);
  if (!start) throw badRequest(`${INVALID}: from '${from}' is not a date`);
  const end = parseDateSpan(to, nowMs);
  if (!end) throw badRequest(`${INVALID}: to '${to}' is not a date`);
  if (start.low > end.low) throw badRequest(`${INVALID}: from is after to`);
  return { fromMs: start.low, toMs: end.low };
}

/** The zone a keyword range without its own is read in: the user's, else the server's. */
export function callerTimeZone(ctx: ServerContext, caller: AuthContext): string {
  return caller.user.timezone || ctx.settings.rootTimeZone;
}

/** A natural-language range read in the caller's time zone (the server's when theirs is unknown). */
export function keywordRange(keyword: string, timeZone: string, nowMs: number): SearchTimeRange {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const range = parseNaturalDate(keyword, zone, nowMs);
  if (!range) throw badRequest(`${INVALID}: cannot understand the keyword '${keyword}'`);
  return { fromMs: range.from.getTime(), toMs: range.to.getTime() };
}
