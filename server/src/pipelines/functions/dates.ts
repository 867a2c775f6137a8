// Dates and periods. Patterns are Joda-Time's: reading reuses the date converter's reader
// (extractors/converters/dateFormat.ts), printing is jodaFormat.ts. Both are compiled once per pattern.
import { compileDatePattern, DatePatternError, type DatePattern, type DateParts } from '../../extractors/converters/dateFormat';
import { resolveDate } from '../../extractors/converters/date';
import { yearIn } from '../../codecs/zonedTime';
import { parseNaturalInstant } from '../../tools/naturalDate';
import type { FunctionArgs } from '../types';
import { canonicalZone, DateTimeValue, PeriodValue, strictZone, type PeriodParts } from '../values';
import { dateArg, FunctionArgumentError, numberArg, requiredString, saturatedInt, stringArg } from './args';
import { compileJodaFormatter, JodaPatternError, type JodaFormatter } from './jodaFormat';
import { defineFunction, optional, param, type LibraryFunction, type LibraryParam } from './define';

const PATTERN_CACHE_SIZE = 200;

function boundedCache<T>(): (key: string, make: () => T) => T {
  const entries = new Map<string, T>();
  return (key, make) => {
    let entry = entries.get(key);
    if (entry === undefined) {
      entry = make();
      if (entries.size >= PATTERN_CACHE_SIZE) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, entry);
    }
    return entry;
  };
}

const readers = boundedCache<DatePattern>();
const printers = boundedCache<JodaFormatter>();

const readerFor = (pattern: string, locale: string): DatePattern => readers(`${locale}\u0000${pattern}`, () => compileDatePattern(pattern, locale));
const printerFor = (pattern: string): JodaFormatter => printers(pattern, () => compileJodaFormatter(pattern));

/** The `timezone` argument as Graylog's date functions read it: an id in any case; unknown ids are UTC. */
function lenientZone(args: FunctionArgs): string {
  const id = stringArg(args, 'timezone');
  return id === null ? 'UTC' : (canonicalZone(id) ?? 'UTC');
}

const timezoneParam = (): LibraryParam =>
  optional('timezone', 'String', 'The time zone id (e.g. Europe/Berlin); UTC when left out', 'org.joda.time.DateTimeZone');

/** A function answering a DateTime with Graylog's trailing optional `timezone` parameter. */
function zonedFunction(definition: Omit<LibraryFunction, 'returnType' | 'params' | 'pure'> & { params: LibraryParam[]; pure?: boolean }): LibraryFunction {
  return defineFunction({ ...definition, pure: definition.pure ?? false, returnType: 'DateTime', params: [...definition.params, timezoneParam()] });
}

function problemOf(work: () => unknown): string | undefined {
  try {
    work();
    return undefined;
  } catch (error) {
    if (error instanceof DatePatternError || error instanceof JodaPatternError) return error.message;
    if (error instanceof Error) return error.message;
    throw error;
  }
}

/**
 * The instant a parsed text names, with Joda's defaults for DateTimeFormat patterns: a text without a year
 * is in 2000, a two-digit year falls in the century from 80 years ago to 19 years ahead.
 */
export function resolveJodaParts(parts: DateParts, zone: string, nowMs: number): number {
  const resolved: DateParts = { ...parts };
  if (resolved.twoDigitYear !== undefined) {
    const low = yearIn(nowMs, zone) - 30 - 50;
    resolved.year = low + ((((resolved.twoDigitYear - low) % 100) + 100) % 100);
    delete resolved.twoDigitYear;
  }
  resolved.year ??= 2000;
  return resolveDate(resolved, zone, nowMs);
}

export const parseDate = zonedFunction({
  name: 'parse_date',
  description: 'Reads a date from a text with a Joda-Time pattern (e.g. yyyy-MM-dd HH:mm:ss); times without an offset are in the time zone',
  params: [
    param('value', 'String', 'The text holding the date'),
    param('pattern', 'String', 'The Joda-Time pattern the text is written in'),
    optional('locale', 'String', 'The language tag for month and day names; English when left out'),
  ],
  checkConstantArgs(constants) {
    const pattern = constants.pattern;
    return typeof pattern === 'string' ? problemOf(() => compileDatePattern(pattern)) : undefined;
  },
  invoke(args, context) {
    const value = stringArg(args, 'value');
    const pattern = stringArg(args, 'pattern');
    if (value === null || pattern === null) return null;
    const zone = lenientZone(args);
    const parts = readerFor(pattern, stringArg(args, 'locale') ?? 'en').parse(value);
    return new DateTimeValue(resolveJodaParts(parts, zone, context.services.now()), zone);
  },
});

export const formatDate = defineFunction({
  name: 'format_date',
  description: 'Writes a date as text with a Joda-Time pattern (e.g. yyyy-MM-dd HH:mm:ss)',
  returnType: 'String',
  pure: false,
  params: [
    param('value', 'DateTime', 'The date to write'),
    param('format', 'String', 'The Joda-Time pattern to write it with', { transformed: 'org.joda.time.format.DateTimeFormatter' }),
    timezoneParam(),
  ],
  checkConstantArgs(constants) {
    const format = constants.format;
    const zone = constants.timezone;
    return (
      (typeof format === 'string' ? problemOf(() => compileJodaFormatter(format)) : undefined) ??
      (typeof zone === 'string' ? problemOf(() => strictZone(zone)) : undefined)
    );
  },
  invoke(args) {
    const value = dateArg(args, 'value');
    const format = stringArg(args, 'format');
    if (value === null || format === null) return null;
    const zoneId = stringArg(args, 'timezone');
    return printerFor(format).print(value.epochMs, zoneId === null ? 'UTC' : strictZone(zoneId));
  },
});

export const now = zonedFunction({
  name: 'now',
  description: 'The current date and time',
  params: [],
  invoke: (args, context) => new DateTimeValue(context.services.now(), lenientZone(args)),
});

export const flexParseDate = zonedFunction({
  name: 'flex_parse_date',
  description: 'Reads the first date a text mentions, written in any common way or in words ("yesterday", "tomorrow at 10am", "3 days ago"); a time of day not given is now\'s',
  params: [param('value', 'String', 'The text holding the date'), optional('default', 'DateTime', 'The answer when the text holds no date; null when left out')],
  invoke(args, context) {
    const value = stringArg(args, 'value');
    const zone = lenientZone(args);
    const epochMs = value === null ? null : parseNaturalInstant(value, zone, context.services.now());
    if (epochMs === null) return dateArg(args, 'default');
    return new DateTimeValue(epochMs, zone);
  },
});

export const toDate = zonedFunction({
  name: 'to_date',
  description: 'The value if it is a date (such as $message.timestamp), null otherwise',
  params: [param('value', 'Object', 'The value to convert')],
  invoke: (args) => (args.value instanceof DateTimeValue ? args.value : null),
});

export const parseUnixMilliseconds = zonedFunction({
  name: 'parse_unix_milliseconds',
  description: 'The date a count of milliseconds since 1970-01-01T00:00:00Z stands for',
  params: [param('value', 'Long', 'Milliseconds since the epoch')],
  invoke(args) {
    const value = numberArg(args, 'value');
    return value === null ? null : new DateTimeValue(Math.trunc(value), lenientZone(args));
  },
});

// ---- periods ----

const ISO_PERIOD = /^P(?:(-?\d+)Y)?(?:(-?\d+)M)?(?:(-?\d+)W)?(?:(-?\d+)D)?(?:T(?:(-?\d+)H)?(?:(-?\d+)M)?(?:(-?\d+)(?:[.,](\d{1,3}))?S)?)?$/;

/** Joda's Period.parse for ISO 8601 periods (PnYnMnWnDTnHnMnS); throws for anything else. */
export function parsePeriod(text: string): PeriodValue {
  const match = ISO_PERIOD.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) throw new FunctionArgumentError(`Invalid format: "${text}"`);
  const parts: PeriodParts = {};
  const names = ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds'] as const;
  names.forEach((name, i) => {
    if (match[i + 1] !== undefined) parts[name] = Number(match[i + 1]);
  });
  if (match[8] !== undefined) {
    const millis = Number(match[8].padEnd(3, '0'));
    parts.millis = match[7]?.startsWith('-') ? -millis : millis;
  }
  return new PeriodValue(parts);
}

function periodFunction(name: string, field: keyof PeriodParts, unit: string): LibraryFunction {
  return defineFunction({
    name,
    description: `A period of the given number of ${unit}`,
    returnType: 'Period',
    pure: true,
    params: [param('value', 'Long', `The number of ${unit}`, { transformed: 'org.joda.time.Period' })],
    invoke(args) {
      const value = numberArg(args, 'value');
      return value === null ? null : new PeriodValue({ [field]: saturatedInt(value) });
    },
  });
}

export const period = defineFunction({
  name: 'period',
  description: 'Reads an ISO 8601 period such as P1DT12H',
  returnType: 'Period',
  pure: true,
  params: [param('value', 'String', 'The ISO 8601 period', { transformed: 'org.joda.time.Period' })],
  checkConstantArgs(constants) {
    const value = constants.value;
    return typeof value === 'string' ? problemOf(() => parsePeriod(value)) : undefined;
  },
  invoke: (args) => parsePeriod(requiredString(args, 'value')),
});

export const DATE_FUNCTIONS: LibraryFunction[] = [
  parseDate,
  formatDate,
  now,
  flexParseDate,
  toDate,
  parseUnixMilliseconds,
  periodFunction('years', 'years', 'years'),
  periodFunction('months', 'months', 'months'),
  periodFunction('weeks', 'weeks', 'weeks'),
  periodFunction('days', 'days', 'days'),
  periodFunction('hours', 'hours', 'hours'),
  periodFunction('minutes', 'minutes', 'minutes'),
  periodFunction('seconds', 'seconds', 'seconds'),
  periodFunction('millis', 'millis', 'milliseconds'),
  period,
];
