// Dates written in words or in any common way, read with chrono-node (Graylog reads them with Natty):
// "now", "yesterday", "tomorrow at 10am", "next monday", "last friday 17:00", "3 days ago", "in 2 hours",
// ISO 8601, RFC 2822 and other usual formats. Two readings:
//
// - parseNaturalInstant: the first date a text mentions, as Natty answers flex_parse_date.
// - parseNaturalDate: the time range a keyword stands for (the natural date tester, keyword time ranges).
//   Points in time ("now", "3 days ago", a date and time) standing alone reach until now; a date without a
//   time of day ("yesterday", "2024-05-01", "next monday") is its whole day; calendar words ("this week",
//   "last month") are calendar periods, weeks starting on Monday; "since X" runs from X until now; in
//   "X to Y" the range runs from X's start to Y's end, a point being its own end.
//
// Everything follows the given IANA time zone, across DST changes too.
import type * as chrono from 'chrono-node';
import type { Moment, unitOfTime } from 'moment-timezone';

// chrono-node (about 80 ms to load) and moment-timezone (about 15 ms, with its zone data) are loaded on first
// use: most starts read no date in words and run no pipeline date function before the first request.
let momentModule: typeof import('moment-timezone') | undefined;
/** moment-timezone, loaded on first use (pipeline date values use it too). */
export function momentTz(): typeof import('moment-timezone') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load, see above
  momentModule ??= require('moment-timezone') as typeof import('moment-timezone');
  return momentModule;
}

let chronoModule: typeof import('chrono-node') | undefined;
function chronoLib(): typeof import('chrono-node') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load, see above
  chronoModule ??= require('chrono-node') as typeof import('chrono-node');
  return chronoModule;
}

export interface NaturalDateRange {
  from: Date;
  to: Date;
}

interface Interval {
  from: Moment;
  to: Moment;
  /** A point in time (from = to) rather than a period. */
  point: boolean;
}

type CalendarUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** The calendar period a unit starts at ("this week" starts on Monday). */
const PERIOD: Record<CalendarUnit, unitOfTime.StartOf> = {
  second: 'second', minute: 'minute', hour: 'hour', day: 'day', week: 'isoWeek', month: 'month', year: 'year',
};

export function isKnownTimeZone(zone: string): boolean {
  return momentTz().tz.zone(zone) !== null;
}

function requireKnownZone(zone: string): void {
  if (!isKnownTimeZone(zone)) throw new RangeError(`Unknown time zone: ${zone}`);
}

// chrono reads "2024-13-01" as 13 January, swapping a month out of range with the day. A date written year
// first is year-month-day, so that reading is dropped.
const YEAR_FIRST = /^\d{4}[-./\s](\d{1,2})[-./\s]\d{1,2}/;

function swapsYearFirstDate(result: chrono.ParsedResult): boolean {
  const written = YEAR_FIRST.exec(result.text);
  return written !== null && Number(written[1]) !== result.start.get('month');
}

/** chrono's readings of `text` at `nowMs`; chrono takes the zone as its offset at that instant. */
function readings(text: string, zone: string, nowMs: number): chrono.ParsedResult[] {
  const reference = { instant: new Date(nowMs), timezone: momentTz().tz(nowMs, zone).utcOffset() };
  return chronoLib().parse(text, reference).filter((result) => !swapsYearFirstDate(result));
}

/**
 * The instant a reading names, or null if it is out of range. An offset in the text (or an exact "in 2 hours",
 * which chrono gives one) fixes the instant. Otherwise the wall-clock time is placed in the zone, so "yesterday"
 * across a DST change keeps its time of day (chrono's fixed offset would move it by an hour). A time of day the
 * text does not give is now's, as in Natty.
 */
function instantOf(components: chrono.ParsedComponents, zone: string, nowMs: number): Moment | null {
  let at: Moment;
  if (components.isCertain('timezoneOffset')) {
    at = momentTz().tz(components.date().getTime(), zone);
  } else {
    const now = momentTz().tz(nowMs, zone);
    const timeGiven = components.isCertain('hour');
    const part = (name: chrono.Component, fallback: number) => (timeGiven ? (components.get(name) ?? 0) : fallback);
    at = momentTz().tz(
      {
        year: components.get('year') ?? now.year(),
        month: (components.get('month') ?? now.month() + 1) - 1,
        date: components.get('day') ?? now.date(),
        hour: part('hour', now.hour()),
        minute: part('minute', now.minute()),
        second: part('second', now.second()),
        millisecond: part('millisecond', now.millisecond()),
      },
      zone,
    );
  }
  return at.isValid() && Number.isFinite(at.valueOf()) ? at : null;
}

// chrono's time grows faster than the text (400,000 characters full of times take seconds), and a message
// field can be that long: a date is looked for in the text's beginning only, and a longer text is no keyword.
export const MAX_NATURAL_TEXT = 10_000;

/**
 * The first date `text` mentions (in its first MAX_NATURAL_TEXT characters), in epoch ms, or null when it
 * mentions none (Natty's first date group, as Graylog's flex_parse_date reads it). Throws for an unknown
 * time zone (callers validate it first).
 */
export function parseNaturalInstant(text: string, zone: string, nowMs: number): number | null {
  requireKnownZone(zone);
  const [first] = readings(text.slice(0, MAX_NATURAL_TEXT), zone, nowMs);
  return first ? (instantOf(first.start, zone, nowMs)?.valueOf() ?? null) : null;
}

const period = (start: Moment, length: CalendarUnit): Interval => ({ from: start, to: start.clone().add(1, length), point: false });
const point = (at: Moment): Interval => ({ from: at, to: at.clone(), point: true });

/** One expression (no "to"); null if it is not one this reader knows. */
function parseSingle(text: string, zone: string, nowMs: number): Interval | null {
  const now = momentTz().tz(nowMs, zone);
  const since = /^since (.+)$/.exec(text);
  if (since) {
    const start = parseSingle(since[1], zone, nowMs);
    return start ? { from: start.from, to: now, point: false } : null;
  }
  // Calendar periods; chrono reads "last week" as the instant a week ago and "this week" as its Sunday.
  const current = /^this (second|minute|hour|day|week|month|year)$/.exec(text);
  if (current) return { from: now.clone().startOf(PERIOD[current[1] as CalendarUnit]), to: now, point: false };
  const previous = /^(?:last|previous) (day|week|month|year)$/.exec(text);
  if (previous) {
    const unit = previous[1] as CalendarUnit;
    return period(now.clone().startOf(PERIOD[unit]).subtract(1, unit), unit);
  }

  // The whole text must be one date: "garbage 2024-05-01" is no keyword.
  const [reading] = readings(text, zone, nowMs);
  if (!reading || reading.index !== 0 || reading.text.length !== text.length || reading.end) return null;
  const at = instantOf(reading.start, zone, nowMs);
  if (!at) return null;
  // "3 days ago" is a point in time; "yesterday" and "2024-05-01", which give no time of day either, are days.
  const isDay = !reading.start.isCertain('hour') && !reading.tags().has('result/relativeDate');
  return isDay ? period(at.clone().startOf('day'), 'day') : point(at);
}

/**
 * The time range a natural-language expression stands for in `timeZone` at `nowMs`, or null when
 * it cannot be read. Throws for an unknown time zone (callers validate it first).
 */
export function parseNaturalDate(text: string, timeZone: string, nowMs: number): NaturalDateRange | null {
  requireKnownZone(timeZone);
  if (text.length > MAX_NATURAL_TEXT) return null;
  const normalized = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (normalized === '') return null;

  let range: { from: Moment; to: Moment } | null = null;
  const split = /^(?:from )?(.+?) (?:to|until|till) (.+)$/.exec(normalized);
  if (split) {
    const start = parseSingle(split[1], timeZone, nowMs);
    const end = parseSingle(split[2], timeZone, nowMs);
    if (start && end) {
      const endOf = (interval: Interval) => (interval.point ? interval.from : interval.to);
      // Written the wrong way round ("today to yesterday"): the range between the two, both included.
      range = !start.from.isBefore(endOf(end)) ? { from: end.from, to: endOf(start) } : { from: start.from, to: endOf(end) };
    }
  }
  if (!range) {
    const single = parseSingle(normalized, timeZone, nowMs);
    if (!single) return null;
    // A point alone reaches until now (or, in the future, is just itself).
    range = single.point ? { from: single.from, to: momentTz().max(single.from, momentTz().tz(nowMs, timeZone)) } : single;
  }
  const [from, to] = range.from.isAfter(range.to) ? [range.to, range.from] : [range.from, range.to];
  return { from: from.toDate(), to: to.toDate() };
}

/** ISO 8601 with the offset of `timeZone`, e.g. 2024-05-01T00:00:00.000+02:00. */
export function formatInZone(date: Date, timeZone: string): string {
  return momentTz().tz(date, timeZone).format('YYYY-MM-DDTHH:mm:ss.SSSZ');
}
