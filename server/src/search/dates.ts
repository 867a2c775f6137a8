// Dates in queries and time ranges: Graylog's "YYYY-MM-DD HH:mm:ss.SSS", ISO 8601 (with T, Z or an
// offset), any shorter prefix of either, epoch milliseconds, and Elasticsearch date math on `now`
// ("now-1h", "now/d"). A date names a span as long as its least significant part: "2024-05-01" is the
// whole day, which is how Elasticsearch rounds range bounds (inclusive upper bounds round up).

/** The first and last millisecond a date names. */
export interface DateSpan {
  low: number;
  high: number;
}

const DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?)?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;
const EPOCH_MS = /^\d{5,}$/;
const NOW_MATH = /^now((?:[+-]\d+[yMwdhHms])*)(?:\/([yMwdhHms]))?$/;

type Unit = 'y' | 'M' | 'w' | 'd' | 'h' | 'm' | 's';

function unitOf(letter: string): Unit {
  return (letter === 'H' ? 'h' : letter) as Unit;
}

function add(ms: number, amount: number, unit: Unit): number {
  const date = new Date(ms);
  switch (unit) {
    case 'y':
      date.setUTCFullYear(date.getUTCFullYear() + amount);
      return date.getTime();
    case 'M':
      date.setUTCMonth(date.getUTCMonth() + amount);
      return date.getTime();
    case 'w':
      return ms + amount * 7 * 86_400_000;
    case 'd':
      return ms + amount * 86_400_000;
    case 'h':
      return ms + amount * 3_600_000;
    case 'm':
      return ms + amount * 60_000;
    case 's':
      return ms + amount * 1000;
  }
}

/** Start of the unit containing `ms` (UTC; weeks start on Monday, as in Elasticsearch). */
function floorTo(ms: number, unit: Unit): number {
  const date = new Date(ms);
  switch (unit) {
    case 'y':
      return Date.UTC(date.getUTCFullYear(), 0, 1);
    case 'M':
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
    case 'w': {
      const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
      return day - ((date.getUTCDay() + 6) % 7) * 86_400_000;
    }
    case 'd':
      return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
    case 'h':
      return ms - (((ms % 3_600_000) + 3_600_000) % 3_600_000);
    case 'm':
      return ms - (((ms % 60_000) + 60_000) % 60_000);
    case 's':
      return ms - (((ms % 1000) + 1000) % 1000);
  }
}

function nowMath(text: string, nowMs: number): DateSpan | null {
  const match = NOW_MATH.exec(text);
  if (!match) return null;
  let ms = nowMs;
  for (const step of match[1].matchAll(/([+-])(\d+)([yMwdhHms])/g)) {
    ms = add(ms, (step[1] === '-' ? -1 : 1) * Number(step[2]), unitOf(step[3]));
  }
  if (!match[2]) return { low: ms, high: ms };
  const unit = unitOf(match[2]);
  const low = floorTo(ms, unit);
  return { low, high: add(low, 1, unit) - 1 };
}

function offsetMs(zone: string | undefined): number {
  if (!zone || zone === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  return (zone[0] === '-' ? -1 : 1) * minutes * 60_000;
}

function calendarDate(text: string): DateSpan | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const parts = [Number(year), Number(month ?? 1) - 1, Number(day ?? 1), Number(hour ?? 0), Number(minute ?? 0), Number(second ?? 0)];
  const millis = fraction ? Number(fraction.slice(0, 3).padEnd(3, '0')) : 0;
  const local = Date.UTC(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5], millis);
  // Date.UTC rolls 2024-02-30 over into March; a date that does not round-trip does not exist.
  const check = new Date(local);
  if (parts[0] < 100 || check.getUTCMonth() !== parts[1] || check.getUTCDate() !== parts[2] || check.getUTCHours() !== parts[3]
    || check.getUTCMinutes() !== parts[4] || check.getUTCSeconds() !== parts[5]) {
    return null;
  }
  const low = local - offsetMs(zone);
  const unit: Unit | null = fraction ? null : second ? 's' : minute ? 'm' : hour ? 'h' : day ? 'd' : month ? 'M' : 'y';
  return { low, high: unit ? add(low, 1, unit) - 1 : low };
}

/** The span a date names, or null when it is not a date. `nowMs` anchors "now". */
export function parseDateSpan(text: string, nowMs: number): DateSpan | null {
  const trimmed = text.trim();
  if (EPOCH_MS.test(trimmed)) {
    const ms = Number(trimmed);
    return Number.isSafeInteger(ms) ? { low: ms, high: ms } : null;
  }
  return nowMath(trimmed, nowMs) ?? calendarDate(trimmed);
}

/** A stored timestamp (ISO 8601 string, or epoch ms) as epoch ms, or NaN. */
export function timestampMs(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return NaN;
  const iso = Date.parse(value);
  if (!Number.isNaN(iso)) return iso;
  return parseDateSpan(value, 0)?.low ?? NaN;
}
