// Reads the value with the configured Joda pattern (date_format) into an ISO 8601 UTC timestamp.
// Times without an offset in the text are in time_zone (default UTC); dates without a year are in the
// current year; names are read in `locale` (English always works).
import { ConfigError, optionalString, requiredString } from '../config';
import { compileDatePattern, DatePatternError, type DatePattern, type DateParts } from './dateFormat';
import { normalizeZone, timeZoneProblem, yearIn, zonedToEpochMs } from '../../codecs/zonedTime';
import { valueConverter, type ConverterFactory } from './types';

/** The configured zone (blank is UTC); throws ConfigError for a zone the runtime does not know. */
export function configuredTimeZone(config: Record<string, unknown>): string {
  const zone = normalizeZone(optionalString(config, 'time_zone', ''));
  const problem = timeZoneProblem(zone);
  if (problem) throw new ConfigError('time_zone', problem);
  return zone;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function inRange(name: string, value: number, min: number, max: number): number {
  if (value < min || value > max) throw new Error(`Value ${value} for ${name} must be in the range [${min},${max}]`);
  return value;
}

/** The instant the parts describe; `zone` applies when the text named no offset or zone. */
export function resolveDate(parts: DateParts, zone: string, nowMs: number): number {
  const effectiveZone = parts.zone ?? zone;
  const problem = timeZoneProblem(effectiveZone);
  if (problem) throw new Error(problem);
  let year = parts.year ?? yearIn(nowMs, effectiveZone);
  if (parts.twoDigitYear !== undefined) {
    // Joda's pivot: the year within 50 years before or 49 after the current one.
    const pivot = yearIn(nowMs, effectiveZone);
    year = pivot - 50 + ((((parts.twoDigitYear - (pivot - 50)) % 100) + 100) % 100);
  }
  const month = inRange('monthOfYear', parts.month ?? 1, 1, 12);
  const day = inRange('dayOfMonth', parts.day ?? 1, 1, daysInMonth(year, month));
  let hour = parts.hour ?? 0;
  if (parts.hour12 !== undefined) hour = inRange('hourOfHalfday', parts.hour12, 0, 11) + (parts.pm ? 12 : 0);
  else if (parts.pm !== undefined && parts.hour !== undefined && parts.pm && hour < 12) hour += 12;
  inRange('hourOfDay', hour, 0, 23);
  const minute = inRange('minuteOfHour', parts.minute ?? 0, 0, 59);
  const second = inRange('secondOfMinute', parts.second ?? 0, 0, 59);
  const clock = { year, month, day, hour, minute, second, millisecond: parts.millis ?? 0 };
  const epochMs = zonedToEpochMs(clock, parts.offsetMs === undefined ? effectiveZone : 'UTC');
  if (epochMs === undefined) throw new Error(`Invalid date ${year}-${month}-${day}`);
  return parts.offsetMs === undefined ? epochMs : epochMs - parts.offsetMs;
}

export function compileDateFormat(config: Record<string, unknown>): DatePattern {
  const format = requiredString(config, 'date_format', 'Missing config [date_format].').trim();
  try {
    return compileDatePattern(format, optionalString(config, 'locale', 'en') || 'en');
  } catch (error) {
    if (error instanceof DatePatternError) throw new ConfigError('date_format', error.message);
    throw error;
  }
}

export const dateConverter: ConverterFactory = (config, context) => {
  const pattern = compileDateFormat(config);
  // As in Graylog, a pattern that mentions a zone reads times without one in UTC, not in time_zone.
  const zone = pattern.mentionsZone ? 'UTC' : configuredTimeZone(config);
  if (pattern.mentionsZone) configuredTimeZone(config);
  return valueConverter((value) => {
    if (value === '') return null;
    return new Date(resolveDate(pattern.parse(value), zone, context.now())).toISOString();
  });
};
