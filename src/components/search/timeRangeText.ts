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

/** The absolute range a relative one stands for now, to start editing from. */
export const absoluteFrom = (timerange: TimeRange, nowMs: number): { from: string, to: string } => {
  if (timerange.type === 'absolute') return { from: timerange.from, to: timerange.to };
  const range = timerange.type === 'relative' && timerange.range > 0 ? timerange.range : 3600;
  return { from: new Date(nowMs - range * 1000).toISOString(), to: new Date(nowMs).toISOString() };
};
