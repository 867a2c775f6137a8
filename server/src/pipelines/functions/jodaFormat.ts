// Printing dates with Joda-Time patterns (format_date). The letters follow Joda's DateTimeFormat:
// G era, C century, Y year of era, x week year, w week of week year, e day of week (1 = Monday),
// E day name, y year, D day of year, M month (MMM and more: its name), d day of month, a AM/PM,
// K h H k hours, m minutes, s seconds, S fraction of second, z zone name, Z offset (ZZ with a colon,
// ZZZ the zone id). Text in single quotes is literal ('' is a quote); other letters are refused.
import type { Moment } from 'moment-timezone';
import { zonedMoment } from '../values';

type Printer = (date: Moment, zone: string) => string;

export class JodaPatternError extends Error {}

const pad = (value: number, width: number): string => {
  const digits = String(Math.abs(value)).padStart(width, '0');
  return value < 0 ? `-${digits}` : digits;
};

function offsetText(date: Moment, colon: boolean): string {
  const minutes = date.utcOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60), 2)}${colon ? ':' : ''}${pad(abs % 60, 2)}`;
}

function zoneName(date: Moment, zone: string, long: boolean): string {
  if (zone === 'UTC') return long ? 'Coordinated Universal Time' : 'UTC';
  if (/^[+-]/.test(zone)) return offsetText(date, true);
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: long ? 'long' : 'short' }).formatToParts(date.valueOf());
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

function letterPrinter(letter: string, count: number): Printer {
  const number = (read: (date: Moment) => number): Printer => (date) => pad(read(date), count);
  const text = (long: string, short: string): Printer => (date) => date.clone().locale('en').format(count >= 4 ? long : short);
  switch (letter) {
    case 'G':
      return (date) => (date.year() > 0 ? 'AD' : 'BC');
    case 'C':
      return number((date) => Math.floor(Math.abs(date.year()) / 100));
    case 'Y':
    case 'y':
      if (count === 2) return (date) => pad(((date.year() % 100) + 100) % 100, 2);
      return letter === 'Y' ? number((date) => Math.abs(date.year())) : number((date) => date.year());
    case 'x':
      if (count === 2) return (date) => pad(date.isoWeekYear() % 100, 2);
      return number((date) => date.isoWeekYear());
    case 'w':
      return number((date) => date.isoWeek());
    case 'e':
      return number((date) => date.isoWeekday());
    case 'E':
      return text('dddd', 'ddd');
    case 'D':
      return number((date) => date.dayOfYear());
    case 'M':
      if (count >= 3) return text('MMMM', 'MMM');
      return number((date) => date.month() + 1);
    case 'd':
      return number((date) => date.date());
    case 'a':
      return (date) => (date.hours() < 12 ? 'AM' : 'PM');
    case 'K':
      return number((date) => date.hours() % 12);
    case 'h':
      return number((date) => date.hours() % 12 || 12);
    case 'H':
      return number((date) => date.hours());
    case 'k':
      return number((date) => date.hours() || 24);
    case 'm':
      return number((date) => date.minutes());
    case 's':
      return number((date) => date.seconds());
    case 'S':
      // The fraction's first `count` digits (milliseconds, then zeros).
      return (date) => pad(date.milliseconds(), 3).padEnd(count, '0').slice(0, count);
    case 'z':
      return (date, zone) => zoneName(date, zone, count >= 4);
    case 'Z':
      if (count >= 3) return (date, zone) => (/^[+-]/.test(zone) ? offsetText(date, true) : zone);
      return (date) => offsetText(date, count === 2);
    default:
      throw new JodaPatternError(`Illegal pattern component: ${letter.repeat(count)}`);
  }
}

export interface JodaFormatter {
  print(epochMs: number, zone: string): string;
}

/** Compiles a Joda pattern for printing; throws JodaPatternError for letters Joda does not know. */
export function compileJodaFormatter(pattern: string): JodaFormatter {
  const printers: Printer[] = [];
  let i = 0;
  while (i < pattern.length) {
    const char = pattern[i];
    if (char === "'") {
      let literal = '';
      let closed = false;
      i += 1;
      while (i < pattern.length) {
        if (pattern[i] === "'") {
          if (pattern[i + 1] === "'") {
            literal += "'";
            i += 2;
            continue;
          }
          i += 1;
          closed = true;
          break;
        }
        literal += pattern[i];
        i += 1;
      }
      if (!closed) throw new JodaPatternError(`Unterminated quote in date format: ${pattern}`);
      const out = literal === '' ? "'" : literal;
      printers.push(() => out);
      continue;
    }
    if (!/[A-Za-z]/.test(char)) {
      printers.push(() => char);
      i += 1;
      continue;
    }
    let count = 1;
    while (pattern[i + count] === char) count += 1;
    printers.push(letterPrinter(char, count));
    i += count;
  }
  return {
    print(epochMs, zone) {
      const date = zonedMoment(epochMs, zone);
      return printers.map((printer) => printer(date, zone)).join('');
    },
  };
}
