// Reading dates with a Joda-Time pattern (Graylog's date converter takes them, e.g.
// "dd/MMM/yyyy:HH:mm:ss Z"). Supported letters: y Y (year; yy is a two-digit year around the current
// one), M (MM number, MMM/MMMM name), d, E (day name, read and ignored), a (AM/PM), H k h K (hours),
// m, s, S (fraction), Z/ZZ (offset such as +0100 or +01:00, or Z), ZZZ (zone id), z (UT, UTC, GMT and the
// US zone abbreviations); text in single quotes ('' is a quote) and every other character is literal.
// As in Joda, the whole text must match, names and literals ignore case, and a number directly
// followed by another number takes exactly as many digits as its letter is repeated.

export type DateField = 'year' | 'twoDigitYear' | 'month' | 'day' | 'hour' | 'clockHour24' | 'clockHour12' | 'hour12' | 'minute' | 'second' | 'fraction';

type Token =
  | { kind: 'number'; field: DateField; count: number; fixed: boolean }
  | { kind: 'monthName' }
  | { kind: 'dayName' }
  | { kind: 'halfday' }
  | { kind: 'offset' }
  | { kind: 'zoneId' }
  | { kind: 'zoneName' }
  | { kind: 'literal'; text: string };

/** What a text said; absent parts take defaults when the date is built. */
export interface DateParts {
  year?: number;
  month?: number;
  day?: number;
  hour?: number;
  pm?: boolean;
  hour12?: number;
  minute?: number;
  second?: number;
  millis?: number;
  /** Offset from UTC in ms, from Z or z. */
  offsetMs?: number;
  /** IANA zone, from ZZZ. */
  zone?: string;
  /** A two-digit year, resolved around the current year. */
  twoDigitYear?: number;
}

export interface DatePattern {
  parse: (text: string) => DateParts;
  /** Whether the pattern mentions a zone (Z or z anywhere, as Graylog checks). */
  mentionsZone: boolean;
}

export class DatePatternError extends Error {}

const NUMERIC_FIELDS: Record<string, DateField> = {
  y: 'year',
  Y: 'year',
  d: 'day',
  H: 'hour',
  k: 'clockHour24',
  h: 'clockHour12',
  K: 'hour12',
  m: 'minute',
  s: 'second',
  S: 'fraction',
};

const ZONE_NAMES: Record<string, number> = { UT: 0, UTC: 0, GMT: 0, EST: -5, EDT: -4, CST: -6, CDT: -5, MST: -7, MDT: -6, PST: -8, PDT: -7 };

function tokenize(pattern: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < pattern.length) {
    const char = pattern[i];
    if (char === "'") {
      let text = '';
      i += 1;
      for (;;) {
        if (i >= pattern.length) throw new DatePatternError(`Unterminated quote in date format: ${pattern}`);
        if (pattern[i] === "'") {
          if (pattern[i + 1] === "'") {
            text += "'";
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        text += pattern[i];
        i += 1;
      }
      // '' outside a quoted text is one quote.
      tokens.push({ kind: 'literal', text: text === '' ? "'" : text });
      continue;
    }
    if (!/[A-Za-z]/.test(char)) {
      tokens.push({ kind: 'literal', text: char });
      i += 1;
      continue;
    }
    let count = 1;
    while (pattern[i + count] === char) count += 1;
    i += count;
    tokens.push(letterToken(char, count));
  }
  // A number directly followed by another number is read with a fixed width.
  return tokens.map((token, index) => {
    const next = tokens[index + 1];
    return token.kind === 'number' && next?.kind === 'number' ? { ...token, fixed: true } : token;
  });
}

function letterToken(letter: string, count: number): Token {
  if (letter === 'M') return count >= 3 ? { kind: 'monthName' } : { kind: 'number', field: 'month', count, fixed: false };
  if (letter === 'E') return { kind: 'dayName' };
  if (letter === 'a') return { kind: 'halfday' };
  if (letter === 'Z') return count >= 3 ? { kind: 'zoneId' } : { kind: 'offset' };
  if (letter === 'z') return { kind: 'zoneName' };
  const field = NUMERIC_FIELDS[letter];
  if (!field) throw new DatePatternError(`Illegal pattern component: ${letter.repeat(count)}`);
  if (field === 'year' && count === 2) return { kind: 'number', field: 'twoDigitYear', count, fixed: false };
  return { kind: 'number', field, count, fixed: false };
}

function maxDigits(token: Extract<Token, { kind: 'number' }>): number {
  if (token.fixed) return token.count;
  if (token.field === 'year' || token.field === 'twoDigitYear' || token.field === 'fraction') return 9;
  return 2;
}

/** Names (lower case) to values, longest first so "june" wins over "jun". */
type NameTable = Array<[string, number]>;

function nameTable(locale: string, option: 'month' | 'weekday'): NameTable {
  const entries = new Map<string, number>();
  const add = (name: string, value: number) => {
    const key = name.toLowerCase();
    entries.set(key, value);
    if (key.endsWith('.')) entries.set(key.slice(0, -1), value);
  };
  for (const tag of new Set(['en', locale])) {
    for (const width of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(tag, { [option]: width, timeZone: 'UTC' });
      // 2001-01-01 was a Monday: days 1..7 are Monday..Sunday.
      for (let i = 0; i < (option === 'month' ? 12 : 7); i += 1) {
        add(format.format(option === 'month' ? Date.UTC(2001, i, 1) : Date.UTC(2001, 0, 1 + i)), i + 1);
      }
    }
  }
  return [...entries].sort((a, b) => b[0].length - a[0].length);
}

function supportedLocale(locale: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : 'en';
  } catch {
    return 'en';
  }
}

class Reader {
  position = 0;
  constructor(readonly text: string) {}

  fail(): never {
    const rest = this.text.slice(this.position);
    throw new Error(`Invalid format: "${this.text}" is ${rest === '' ? 'too short' : `malformed at "${rest}"`}`);
  }

  number(max: number, signed: boolean): { value: number; digits: number } {
    const match = new RegExp(`^${signed ? '[+-]?' : ''}\\d{1,${max}}`).exec(this.text.slice(this.position));
    if (!match) this.fail();
    this.position += match[0].length;
    return { value: Number(match[0]), digits: match[0].replace(/^[+-]/, '').length };
  }

  name(table: NameTable): number {
    const rest = this.text.slice(this.position).toLowerCase();
    const found = table.find(([name]) => rest.startsWith(name));
    if (!found) this.fail();
    this.position += found[0].length;
    return found[1];
  }

  literal(text: string): void {
    if (this.text.slice(this.position, this.position + text.length).toLowerCase() !== text.toLowerCase()) this.fail();
    this.position += text.length;
  }

  match(pattern: RegExp): string {
    const match = pattern.exec(this.text.slice(this.position));
    if (!match) this.fail();
    this.position += match[0].length;
    return match[0];
  }
}

function readOffset(reader: Reader): number {
  const text = reader.match(/^(?:Z|[+-]\d{2}(?::?\d{2}(?::?\d{2})?)?)/i);
  if (text.toUpperCase() === 'Z') return 0;
  const digits = text.slice(1).replace(/:/g, '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2, 4) || '0');
  const seconds = Number(digits.slice(4, 6) || '0');
  if (hours > 23 || minutes > 59 || seconds > 59) reader.fail();
  const sign = text.startsWith('-') ? -1 : 1;
  return sign * ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

function readNumber(reader: Reader, token: Extract<Token, { kind: 'number' }>, parts: DateParts): void {
  const signed = token.field === 'year' && !token.fixed;
  const { value, digits } = reader.number(maxDigits(token), signed);
  switch (token.field) {
    case 'year':
      parts.year = value;
      break;
    case 'twoDigitYear':
      // Joda reads a two-digit year around the current one, and more digits as the year itself.
      if (digits === 2) parts.twoDigitYear = value;
      else parts.year = value;
      break;
    case 'month':
      parts.month = value;
      break;
    case 'day':
      parts.day = value;
      break;
    case 'hour':
      parts.hour = value;
      break;
    case 'clockHour24':
      parts.hour = value === 24 ? 0 : value;
      break;
    case 'clockHour12':
      parts.hour12 = value === 12 ? 0 : value;
      break;
    case 'hour12':
      parts.hour12 = value;
      break;
    case 'minute':
      parts.minute = value;
      break;
    case 'second':
      parts.second = value;
      break;
    case 'fraction':
      parts.millis = Math.floor(value / 10 ** (digits - 3));
      break;
  }
}

/** Compiles a Joda pattern; throws DatePatternError for letters Joda does not know. */
export function compileDatePattern(pattern: string, locale = 'en'): DatePattern {
  const tokens = tokenize(pattern);
  const language = supportedLocale(locale);
  const months = tokens.some((token) => token.kind === 'monthName') ? nameTable(language, 'month') : [];
  const days = tokens.some((token) => token.kind === 'dayName') ? nameTable(language, 'weekday') : [];
  return {
    mentionsZone: /[Zz]/.test(pattern),
    parse: (text) => {
      const reader = new Reader(text);
      const parts: DateParts = {};
      for (const token of tokens) {
        switch (token.kind) {
          case 'number':
            readNumber(reader, token, parts);
            break;
          case 'monthName':
            parts.month = reader.name(months);
            break;
          case 'dayName':
            reader.name(days);
            break;
          case 'halfday':
            parts.pm = reader.match(/^[ap]m/i).toLowerCase() === 'pm';
            break;
          case 'offset':
            parts.offsetMs = readOffset(reader);
            break;
          case 'zoneId':
            parts.zone = reader.match(/^[A-Za-z][A-Za-z0-9_+\-/]*/);
            break;
          case 'zoneName': {
            const name = reader.match(/^[A-Za-z]{2,4}/).toUpperCase();
            if (!(name in ZONE_NAMES)) reader.fail();
            parts.offsetMs = ZONE_NAMES[name] * 3_600_000;
            break;
          }
          case 'literal':
            reader.literal(token.text);
            break;
        }
      }
      if (reader.position !== text.length) reader.fail();
      return parts;
    },
  };
}
