// Reads a date written in any common way (ISO 8601, RFC 2822, syslog, Apache, ctime, US and
// European numeric dates, with or without time and offset) or in words ("yesterday", "3 days ago")
// into an ISO 8601 UTC timestamp. Times without an offset are in time_zone (default UTC). Text that
// holds no date is left unchanged.
import { parseNaturalDate } from '../../tools/naturalDate';
import { compileDatePattern, type DatePattern } from './dateFormat';
import { configuredTimeZone, resolveDate } from './date';
import { valueConverter, type ConverterFactory } from './types';

const DATE_TIMES = [
  "yyyy-MM-dd'T'HH:mm:ss.SSS",
  "yyyy-MM-dd'T'HH:mm:ss",
  "yyyy-MM-dd'T'HH:mm",
  'yyyy-MM-dd HH:mm:ss.SSS',
  'yyyy-MM-dd HH:mm:ss,SSS',
  'yyyy-MM-dd HH:mm:ss',
  'yyyy-MM-dd HH:mm',
  'yyyy/MM/dd HH:mm:ss',
  'yyyy/MM/dd HH:mm',
  'EEE, d MMM yyyy HH:mm:ss',
  'EEE, d MMM yyyy HH:mm',
  'd MMM yyyy HH:mm:ss',
  'dd/MMM/yyyy:HH:mm:ss',
  'EEE MMM d HH:mm:ss yyyy',
  'EEE MMM d HH:mm:ss.SSS yyyy',
  'MMM d yyyy HH:mm:ss',
  'MMM d, yyyy HH:mm:ss',
  'MMM d, yyyy h:mm:ss a',
  'MMM d HH:mm:ss.SSS',
  'MMM d HH:mm:ss',
  'MM/dd/yyyy HH:mm:ss',
  'MM/dd/yyyy h:mm:ss a',
  'MM/dd/yyyy HH:mm',
  'dd.MM.yyyy HH:mm:ss',
  'dd.MM.yyyy HH:mm',
];

const DATES = ['yyyy-MM-dd', 'yyyy/MM/dd', 'MM/dd/yyyy', 'dd.MM.yyyy', 'd MMM yyyy', 'MMM d, yyyy', 'MMM d yyyy', 'EEE, d MMM yyyy', 'yyyyMMdd'];

// Each date-time also with an offset or a zone name after it (with or without a space).
const PATTERNS: DatePattern[] = [
  ...DATE_TIMES.flatMap((format) => [format, `${format}Z`, `${format} Z`, `${format} z`]),
  ...DATES,
].map((format) => compileDatePattern(format));

/** Epoch ms of the date in `text`, or null when neither a known format nor the phrase reader reads it. */
export function parseFlexibleDate(text: string, zone: string, nowMs: number): number | null {
  const trimmed = text.trim();
  for (const pattern of PATTERNS) {
    let parts;
    try {
      parts = pattern.parse(trimmed);
    } catch {
      continue;
    }
    try {
      return resolveDate(parts, zone, nowMs);
    } catch {
      return null;
    }
  }
  // A phrase stands for a period (a day, a week); the date it names is the start.
  try {
    return parseNaturalDate(trimmed, zone, nowMs)?.from.getTime() ?? null;
  } catch {
    return null;
  }
}

export const flexdateConverter: ConverterFactory = (config, context) => {
  const zone = configuredTimeZone(config);
  return valueConverter((value) => {
    const epochMs = parseFlexibleDate(value, zone, context.now());
    return epochMs === null ? value : new Date(epochMs).toISOString();
  });
};
