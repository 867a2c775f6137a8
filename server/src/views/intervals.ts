// Histogram intervals of Graylog 4's time pivots: `auto` (scaled to the time range, with Graylog's own
// table of boundaries) or a time unit (`{timeunit: '5m'}` as Graylog sends it, or `{value: 5, unit:
// 'minutes'}` as its web interface writes widget configs). A week or a month of 1 is a calendar week
// (from Monday) or month; more weeks or months are 7 or 30 days each, as in Graylog.
import { bucketStart as fixedBucketStart } from '../messages/aggregations';
import type { IntervalInput } from './searchSchema';

export type DateInterval =
  | { kind: 'fixed'; ms: number }
  | { kind: 'calendar'; unit: 'week' | 'month' };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const fixed = (ms: number): DateInterval => ({ kind: 'fixed', ms });

/** Upper bound of the range's duration (inclusive) → interval, from Graylog's AutoInterval. */
const AUTO_BOUNDARIES: ReadonlyArray<readonly [number, DateInterval]> = [
  [20, fixed(1)],
  [200, fixed(5)],
  [500, fixed(10)],
  [SECOND, fixed(20)],
  [2 * SECOND, fixed(40)],
  [10 * SECOND, fixed(200)],
  [30 * SECOND, fixed(500)],
  [MINUTE, fixed(SECOND)],
  [2 * MINUTE, fixed(2 * SECOND)],
  [4 * MINUTE, fixed(5 * SECOND)],
  [7 * MINUTE, fixed(10 * SECOND)],
  [10 * MINUTE, fixed(20 * SECOND)],
  [30 * MINUTE, fixed(30 * SECOND)],
  [HOUR, fixed(MINUTE)],
  [2 * HOUR, fixed(2 * MINUTE)],
  [4 * HOUR, fixed(5 * MINUTE)],
  [12 * HOUR, fixed(10 * MINUTE)],
  [16 * HOUR, fixed(15 * MINUTE)],
  [DAY, fixed(30 * MINUTE)],
  [2 * DAY, fixed(HOUR)],
  [4 * DAY, fixed(2 * HOUR)],
  [10 * DAY, fixed(4 * HOUR)],
  [12 * DAY, fixed(6 * HOUR)],
  [28 * DAY, fixed(12 * HOUR)],
  [60 * DAY, fixed(DAY)],
  [120 * DAY, fixed(2 * DAY)],
  [180 * DAY, fixed(3 * DAY)],
  [365 * DAY, { kind: 'calendar', unit: 'week' }],
  [730 * DAY - 1, fixed(14 * DAY)],
];

export function autoInterval(durationMs: number, scaling = 1): DateInterval {
  const scaled = Math.round((durationMs / 1000) * scaling * 1000);
  for (const [upTo, interval] of AUTO_BOUNDARIES) if (scaled <= upTo) return interval;
  return { kind: 'calendar', unit: 'month' };
}

const UNIT_LETTERS: Readonly<Record<string, string>> = { seconds: 's', minutes: 'm', hours: 'h', days: 'd', weeks: 'w', months: 'M' };

/** The `{quantity}{unit}` form, or null when the interval names no valid time unit. */
export function timeUnitOf(interval: IntervalInput): string | null {
  if (interval.timeunit !== undefined) return /^\d+[smhdwM]$/.test(interval.timeunit) && !/^0+[a-zA-Z]$/.test(interval.timeunit) ? interval.timeunit : null;
  if (interval.value !== undefined && interval.unit !== undefined && Object.hasOwn(UNIT_LETTERS, interval.unit)) return `${interval.value}${UNIT_LETTERS[interval.unit]}`;
  return null;
}

export function timeUnitInterval(timeunit: string): DateInterval {
  const quantity = Number(timeunit.slice(0, -1));
  switch (timeunit.slice(-1)) {
    case 's': return fixed(quantity * SECOND);
    case 'm': return fixed(quantity * MINUTE);
    case 'h': return fixed(quantity * HOUR);
    case 'd': return fixed(quantity * DAY);
    case 'w': return quantity === 1 ? { kind: 'calendar', unit: 'week' } : fixed(7 * quantity * DAY);
    default: return quantity === 1 ? { kind: 'calendar', unit: 'month' } : fixed(30 * quantity * DAY);
  }
}

/** The interval a time pivot uses over a range, or null when the interval is not valid. */
export function resolveInterval(interval: IntervalInput, durationMs: number): DateInterval | null {
  if (interval.type === 'auto') return autoInterval(durationMs, interval.scaling ?? 1);
  const timeunit = timeUnitOf(interval);
  return timeunit ? timeUnitInterval(timeunit) : null;
}

/** Start of the calendar week (Monday, UTC) or month holding `ms`. */
export function calendarStart(ms: number, unit: 'week' | 'month'): number {
  const date = new Date(ms);
  if (unit === 'month') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return day - ((date.getUTCDay() + 6) % 7) * DAY;
}

/** The start of the bucket after the one starting at `start`. */
export function nextBucket(start: number, interval: DateInterval): number {
  if (interval.kind === 'fixed') return start + interval.ms;
  if (interval.unit === 'week') return start + 7 * DAY;
  const date = new Date(start);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** The start of the bucket holding `ms`. */
export function bucketStart(ms: number, interval: DateInterval): number {
  return interval.kind === 'fixed' ? fixedBucketStart(ms, interval.ms) : calendarStart(ms, interval.unit);
}

export const DAY_MS = DAY;
