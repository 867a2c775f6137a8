// Time ranges as the search page writes and reads them: absolute times are typed in the user's time zone
// ("2024-03-01 12:00:00") and sent as ISO 8601 in UTC.
import moment from 'moment-timezone';

import { relativeLabel } from '@/components/views/timeRanges';
import type { TimeRange } from '@/stores/search/searchTypes';
import { formatDateTime } from '@/util/DateTime';

export const TYPED_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const ACCEPTED_FORMATS = ['YYYY-MM-DD HH:mm:ss.SSS', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD'];

/** A typed time in `timezone` as ISO 8601 UTC; undefined when it is not one of the accepted forms. */
export const parseTypedTime = (text: string, timezone: string): string | undefined => {
  const parsed = moment.tz(text.trim(), ACCEPTED_FORMATS, true, timezone);
  return parsed.isValid() ? parsed.toISOString() : undefined;
};

/** An instant as the user types it, in `timezone`. */
export const typedTime = (value: string | number, timezone: string): string => formatDateTime(value, timezone, TYPED_FORMAT);

/** The range in words for the picker's button. */
export const timeRangeText = (timerange: TimeRange, timezone: string): string => {
  switch (timerange.type) {
    case 'absolute': return `${typedTime(timerange.from, timezone)} to ${typedTime(timerange.to, timezone)} (${timezone})`;
    case 'keyword': return `Keyword: ${timerange.keyword}`;
    case 'relative':
    default: return relativeLabel(timerange.range);
  }
};

const HOUR_MS = 3600 * 1000;

/**
 * The range in a few words for the picker's button, which must leave the query input its room:
 * "Nov 23 21:40 – 22:40", the day again only when it changes, the year only when it is not this year's,
 * seconds only in a range shorter than an hour that has them. `timeRangeText` gives the whole range.
 */
export const shortTimeRangeText = (timerange: TimeRange, timezone: string, nowMs: number = Date.now()): string => {
  if (timerange.type !== 'absolute') return timeRangeText(timerange, timezone);
  const from = moment.tz(timerange.from, moment.ISO_8601, timezone);
  const to = moment.tz(timerange.to, moment.ISO_8601, timezone);
  if (!from.isValid() || !to.isValid()) return timeRangeText(timerange, timezone);
  const thisYear = moment.tz(nowMs, timezone).year();
  const withYear = from.year() !== thisYear || to.year() !== thisYear;
  const dayFormat = withYear ? 'MMM D, YYYY' : 'MMM D';
  const withSeconds = to.diff(from) < HOUR_MS && (from.seconds() !== 0 || to.seconds() !== 0);
  const timeFormat = withSeconds ? 'HH:mm:ss' : 'HH:mm';
  const start = `${from.format(dayFormat)} ${from.format(timeFormat)}`;
  const end = from.isSame(to, 'day') ? to.format(timeFormat) : `${to.format(dayFormat)} ${to.format(timeFormat)}`;
  return `${start} – ${end}`;
};

/** The absolute range a relative one stands for now, to start editing from. */
export const absoluteFrom = (timerange: TimeRange, nowMs: number): { from: string, to: string } => {
  if (timerange.type === 'absolute') return { from: timerange.from, to: timerange.to };
  const range = timerange.type === 'relative' && timerange.range > 0 ? timerange.range : 3600;
  return { from: new Date(nowMs - range * 1000).toISOString(), to: new Date(nowMs).toISOString() };
};
