// Wall-clock times in an IANA time zone → epoch ms, with Intl only (syslog RFC 3164 dates carry no zone).
import { CodecError } from './types';

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Offsets by zone and quarter hour: every zone changes its offset only at quarter hours. */
const offsetCache = new Map<string, number>();
const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** Graylog stores "not configured" for a time zone left empty; both mean UTC here. */
export function normalizeZone(zone: string): string {
  const trimmed = zone.trim();
  return trimmed === '' || trimmed === 'NotConfigured' ? 'UTC' : trimmed;
}

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new CodecError(`Unknown time zone "${zone}"`);
    }
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The reason a time zone name cannot be used, or null when it can. */
export function timeZoneProblem(zone: string): string | null {
  try {
    formatterFor(normalizeZone(zone));
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function wallClockAt(epochMs: number, zone: string): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0, millisecond: 0 };
  for (const part of formatterFor(zone).formatToParts(epochMs)) {
    if (part.type === 'year' || part.type === 'month' || part.type === 'day' || part.type === 'hour' || part.type === 'minute' || part.type === 'second') {
      clock[part.type] = Number(part.value);
    }
  }
  return clock;
}

function offsetAt(epochMs: number, zone: string): number {
  const key = `${zone} ${Math.floor(epochMs / QUARTER_HOUR_MS)}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    const clock = wallClockAt(epochMs, zone);
    const wallMs = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
    offset = wallMs - Math.floor(epochMs / 1000) * 1000;
    if (offsetCache.size >= 4096) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return offset;
}

/** The year it is at `epochMs` in `zone`. */
export function yearIn(epochMs: number, zone: string): number {
  return new Date(zone === 'UTC' ? epochMs : epochMs + offsetAt(epochMs, zone)).getUTCFullYear();
}

function isValidWallClock(clock: WallClock): boolean {
  const { year, month, day, hour, minute, second } = clock;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 60) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Epoch ms of a wall-clock time in `zone`, or undefined for an impossible date (Feb 30). A time in the
 * hour skipped by a DST change is read with the offset before the change.
 */
export function zonedToEpochMs(clock: WallClock, zone: string): number | undefined {
  if (!isValidWallClock(clock)) return undefined;
  // A leap second is kept as the last second of its minute.
  const second = Math.min(clock.second, 59);
  const wallMs = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, second, clock.millisecond);
  // Date.UTC maps years 0-99 to 1900-1999.
  const fixed = clock.year < 100 ? new Date(wallMs).setUTCFullYear(clock.year) : wallMs;
  if (zone === 'UTC') return fixed;
  const firstGuess = fixed - offsetAt(fixed, zone);
  const offset = offsetAt(firstGuess, zone);
  return fixed - offset;
}

export type { WallClock };
