// Natural-language time ranges, as typed into a keyword time range: "last 2 hours", "yesterday",
// "3 days ago", "this week", "since yesterday", "2024-05-01 to 2024-05-03". Calendar words
// (today, yesterday, this/last week, dates) follow the user's time zone; weeks start on Monday.
//
// Each expression stands for an interval. Points in time ("now", "3 days ago", a date and time)
// standing alone reach until now; in "X to Y" the range runs from X's start to Y's end, a point
// being its own end, a day-like expression (a date, "yesterday") its whole day.
import moment, { type Moment } from 'moment-timezone';

export interface NaturalDateRange {
  from: Date;
  to: Date;
}

type Unit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const UNITS: Record<string, Unit> = {
  s: 'second', sec: 'second', secs: 'second', second: 'second', seconds: 'second',
  m: 'minute', min: 'minute', mins: 'minute', minute: 'minute', minutes: 'minute',
  h: 'hour', hr: 'hour', hrs: 'hour', hour: 'hour', hours: 'hour',
  d: 'day', day: 'day', days: 'day',
  w: 'week', wk: 'week', wks: 'week', week: 'week', weeks: 'week',
  mo: 'month', mos: 'month', mon: 'month', mons: 'month', month: 'month', months: 'month',
  y: 'year', yr: 'year', yrs: 'year', year: 'year', years: 'year',
};

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, sixty: 60,
};

/** The calendar period a unit starts at ("this week" starts on Monday). */
const PERIOD: Record<Unit, moment.unitOfTime.StartOf> = {
  second: 'second', minute: 'minute', hour: 'hour', day: 'day', week: 'isoWeek', month: 'month', year: 'year',
};

interface Interval {
  from: Moment;
  to: Moment;
  /** A point in time (from = to) rather than a period. */
  point: boolean;
}

export function isKnownTimeZone(zone: string): boolean {
  return moment.tz.zone(zone) !== null;
}

function amount(text: string): number | null {
  if (/^\d{1,9}$/.test(text)) return Number(text);
  return Object.hasOwn(NUMBER_WORDS, text) ? NUMBER_WORDS[text] : null;
}

function unit(text: string): Unit | null {
  return Object.hasOwn(UNITS, text) ? UNITS[text] : null;
}

const period = (start: Moment, length: Unit): Interval => ({ from: start, to: start.clone().add(1, length), point: false });
const point = (at: Moment): Interval => ({ from: at, to: at.clone(), point: true });

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[t ](\d{2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?)\s*(z|[+-]\d{2}:?\d{2})?$/;

function parseAbsolute(text: string, zone: string): Interval | null {
  if (DATE_ONLY.test(text)) {
    const day = moment.tz(text, 'YYYY-MM-DD', true, zone);
    return day.isValid() ? period(day, 'day') : null;
  }
  const parts = DATE_TIME.exec(text);
  if (!parts) return null;
  const time = parts[2].replace(',', '.');
  const formats = ['YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm:ss.SSS', 'YYYY-MM-DD HH:mm:ss.SSSSSS', 'YYYY-MM-DD HH:mm:ss.SSSSSSSSS'];
  const local = `${parts[1]} ${time}`;
  const offset = parts[3];
  const at = offset
    ? moment.parseZone(`${local}${offset === 'z' ? '+00:00' : offset}`, formats.map((format) => `${format}Z`), true).tz(zone)
    : moment.tz(local, formats, true, zone);
  return at.isValid() ? point(at) : null;
}

/** One expression (no "to"); null if it is not one this parser knows. */
function parseSingle(text: string, zone: string, nowMs: number): Interval | null {
  const now = moment.tz(nowMs, zone);
  const startOf = (unitName: Unit) => now.clone().startOf(PERIOD[unitName]);
  switch (text) {
    case 'now':
      return point(now);
    case 'today':
      return period(startOf('day'), 'day');
    case 'yesterday':
      return period(startOf('day').subtract(1, 'day'), 'day');
    case 'tomorrow':
      return period(startOf('day').add(1, 'day'), 'day');
  }
  const since = /^since (.+)$/.exec(text);
  if (since) {
    const start = parseSingle(since[1], zone, nowMs);
    return start ? { from: start.from, to: now, point: false } : null;
  }
  const rolling = /^(?:last|past|previous) (\S+) (\S+)$/.exec(text);
  if (rolling) {
    const count = amount(rolling[1]);
    const length = unit(rolling[2]);
    return count === null || length === null ? null : { from: now.clone().subtract(count, length), to: now, point: false };
  }
  const ago = /^(\S+) (\S+) ago$/.exec(text);
  if (ago) {
    const count = amount(ago[1]);
    const length = unit(ago[2]);
    return count === null || length === null ? null : point(now.clone().subtract(count, length));
  }
  const relative = /^(this|last|previous|past) (\S+)$/.exec(text);
  if (relative) {
    const length = unit(relative[2]);
    if (length === null) return null;
    if (relative[1] === 'this') return { from: startOf(length), to: now, point: false };
    // "past hour" and "last minute" roll; "last week" is the calendar week before this one.
    if (relative[1] === 'past' || length === 'second' || length === 'minute' || length === 'hour') {
      return { from: now.clone().subtract(1, length), to: now, point: false };
    }
    return period(startOf(length).subtract(1, length), length);
  }
  return parseAbsolute(text, zone);
}

function isValid(interval: Interval): boolean {
  return interval.from.isValid() && interval.to.isValid() && Number.isFinite(interval.from.valueOf()) && Number.isFinite(interval.to.valueOf());
}

/**
 * The time range a natural-language expression stands for in `timeZone` at `nowMs`, or null when
 * it cannot be read. Throws for an unknown time zone (callers validate it first).
 */
export function parseNaturalDate(text: string, timeZone: string, nowMs: number): NaturalDateRange | null {
  if (!isKnownTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  // "5m ago" reads as "5 m ago".
  const normalized = text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/\b(\d+)([a-z]+)\b/g, '$1 $2');
  if (normalized === '') return null;

  let range: { from: Moment; to: Moment } | null = null;
  const split = /^(?:from )?(.+?) (?:to|until|till) (.+)$/.exec(normalized);
  if (split) {
    const start = parseSingle(split[1], timeZone, nowMs);
    const end = parseSingle(split[2], timeZone, nowMs);
    if (start && end && isValid(start) && isValid(end)) {
      const endOf = (interval: Interval) => (interval.point ? interval.from : interval.to);
      // Written the wrong way round ("today to yesterday"): the range between the two, both included.
      range = !start.from.isBefore(endOf(end)) ? { from: end.from, to: endOf(start) } : { from: start.from, to: endOf(end) };
    }
  }
  if (!range) {
    const single = parseSingle(normalized, timeZone, nowMs);
    if (!single || !isValid(single)) return null;
    // A point alone reaches until now (or, in the future, is just itself).
    range = single.point ? { from: single.from, to: moment.max(single.from, moment.tz(nowMs, timeZone)) } : single;
  }
  const [from, to] = range.from.isAfter(range.to) ? [range.to, range.from] : [range.from, range.to];
  return { from: from.toDate(), to: to.toDate() };
}

/** ISO 8601 with the offset of `timeZone`, e.g. 2024-05-01T00:00:00.000+02:00. */
export function formatInZone(date: Date, timeZone: string): string {
  return moment.tz(date, timeZone).format('YYYY-MM-DDTHH:mm:ss.SSSZ');
}
