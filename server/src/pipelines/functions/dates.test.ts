import { DateTimeValue, PeriodValue } from '../values';
import { call, checkConstants, testContext } from './testing';

const iso = (value: unknown) => (value instanceof DateTimeValue ? value.toJSON() : value);

describe('parse_date', () => {
  it.each([
    [{ value: '2024-03-01 10:20:30', pattern: 'yyyy-MM-dd HH:mm:ss' }, '2024-03-01T10:20:30.000Z'],
    [{ value: '2024-03-01 10:20:30', pattern: 'yyyy-MM-dd HH:mm:ss', timezone: 'Europe/Berlin' }, '2024-03-01T09:20:30.000Z'],
    [{ value: '2024-03-01 10:20:30', pattern: 'yyyy-MM-dd HH:mm:ss', timezone: 'europe/berlin' }, '2024-03-01T09:20:30.000Z'],
    [{ value: '2024-03-01 10:20:30', pattern: 'yyyy-MM-dd HH:mm:ss', timezone: 'Mars/Base' }, '2024-03-01T10:20:30.000Z'],
    [{ value: '01/Mar/2024:10:20:30 +0200', pattern: 'dd/MMM/yyyy:HH:mm:ss Z' }, '2024-03-01T08:20:30.000Z'],
    [{ value: '1 März 2024', pattern: 'd MMMM yyyy', locale: 'de' }, '2024-03-01T00:00:00.000Z'],
    [{ value: 'Mar 01 10:20:30', pattern: 'MMM dd HH:mm:ss' }, '2000-03-01T10:20:30.000Z'],
    [{ value: '01.03.99', pattern: 'dd.MM.yy' }, '1999-03-01T00:00:00.000Z'],
    [{ value: '01.03.43', pattern: 'dd.MM.yy' }, '2043-03-01T00:00:00.000Z'],
  ])('%j is %s', (args, expected) => {
    expect(iso(call('parse_date', args))).toBe(expected);
  });

  it('keeps the time zone it read in', () => {
    const date = call('parse_date', { value: '2024-03-01 10:20', pattern: 'yyyy-MM-dd HH:mm', timezone: 'Europe/Berlin' });
    expect(String(date)).toBe('2024-03-01T10:20:00.000+01:00');
  });

  it('fails for text that does not fit the pattern; null for null arguments', () => {
    expect(() => call('parse_date', { value: '2024/03/01', pattern: 'yyyy-MM-dd' })).toThrow(/Invalid format/);
    expect(call('parse_date', { value: null, pattern: 'yyyy' })).toBeNull();
  });

  it('refuses a constant pattern with letters Joda does not know', () => {
    expect(checkConstants('parse_date', { pattern: 'yyyy-qq' })).toMatch(/Illegal pattern component: q/);
    expect(checkConstants('parse_date', { pattern: 'yyyy-MM-dd' })).toBeUndefined();
  });
});

describe('format_date', () => {
  const date = new DateTimeValue(Date.parse('2024-03-05T08:04:09.007Z'));

  it.each([
    ['yyyy-MM-dd HH:mm:ss.SSS', undefined, '2024-03-05 08:04:09.007'],
    ['yyyy-MM-dd HH:mm:ss Z', 'Europe/Berlin', '2024-03-05 09:04:09 +0100'],
    ['yyyy-MM-dd HH:mm ZZ', 'America/New_York', '2024-03-05 03:04 -05:00'],
    ['EEE, d MMM yy h:mm a', undefined, 'Tue, 5 Mar 24 8:04 AM'],
    ['EEEE MMMM', undefined, 'Tuesday March'],
    ["'week' ww 'day' D e", undefined, 'week 10 day 65 2'],
    ['HH:mm z ZZZ', 'UTC', '08:04 UTC UTC'],
    ['k K', undefined, '8 8'],
    ['SS', undefined, '00'],
    ["h 'o''clock'", undefined, "8 o'clock"],
  ])('%s in %s is %s', (format, timezone, expected) => {
    expect(call('format_date', { value: date, format, timezone })).toBe(expected);
  });

  it('refuses unknown letters and zones', () => {
    expect(checkConstants('format_date', { format: 'yyyy-qq' })).toMatch(/Illegal pattern component: qq/);
    expect(checkConstants('format_date', { format: 'yyyy', timezone: 'Mars/Base' })).toMatch(/not recognised/);
    expect(() => call('format_date', { value: date, format: 'yyyy', timezone: 'Mars/Base' })).toThrow(/not recognised/);
    expect(call('format_date', { value: null, format: 'yyyy' })).toBeNull();
  });
});

describe('now, flex_parse_date, to_date, parse_unix_milliseconds', () => {
  it('now is the clock’s time in the zone', () => {
    const now = call('now', { timezone: 'Asia/Tokyo' });
    expect(iso(now)).toBe('2024-05-01T12:00:00.000Z');
    expect(String(now)).toBe('2024-05-01T21:00:00.000+09:00');
  });

  it('flex_parse_date reads common formats and words, else the default or null', () => {
    expect(iso(call('flex_parse_date', { value: '2024-04-30 08:00:00' }))).toBe('2024-04-30T08:00:00.000Z');
    expect(iso(call('flex_parse_date', { value: '2024-04-30 08:00:00', timezone: 'Europe/Berlin' }))).toBe('2024-04-30T06:00:00.000Z');
    // As Natty: a day without a time of day keeps now's (the clock stands at 2024-05-01T12:00:00Z).
    expect(iso(call('flex_parse_date', { value: 'yesterday' }))).toBe('2024-04-30T12:00:00.000Z');
    expect(call('flex_parse_date', { value: 'no date here' })).toBeNull();
    const fallback = new DateTimeValue(0);
    expect(call('flex_parse_date', { value: 'no date here', default: fallback })).toBe(fallback);
  });

  // The clock stands at Wednesday 2024-05-01T12:00:00Z; the answer is shown in its zone.
  it.each([
    ['tomorrow at 10am', undefined, '2024-05-02T10:00:00.000Z'],
    ['tomorrow at 10am', 'Europe/Berlin', '2024-05-02T10:00:00.000+02:00'],
    ['next monday', undefined, '2024-05-06T12:00:00.000Z'],
    ['last friday 17:00', 'Europe/Berlin', '2024-04-26T17:00:00.000+02:00'],
    ['3 days ago', undefined, '2024-04-28T12:00:00.000Z'],
    ['in 2 hours', 'America/New_York', '2024-05-01T10:00:00.000-04:00'],
    ['2024-04-30T08:00:00+02:00', 'America/New_York', '2024-04-30T02:00:00.000-04:00'],
    ['Tue, 5 Mar 2024 14:07:09 +0000', undefined, '2024-03-05T14:07:09.000Z'],
    ['the disk failed on 2024-04-30 08:15 and again later', undefined, '2024-04-30T08:15:00.000Z'],
  ])('flex_parse_date reads "%s" in %s as %s', (value, timezone, expected) => {
    expect(String(call('flex_parse_date', { value, timezone }))).toBe(expected);
  });

  it('flex_parse_date keeps the time of day across a DST change of the zone', () => {
    // Sunday 2024-03-31, 14:00 in Berlin (CEST); the day before was still CET.
    const context = testContext();
    const sunday = { ...context, services: { ...context.services, now: () => Date.parse('2024-03-31T12:00:00Z') } };
    expect(String(call('flex_parse_date', { value: 'yesterday', timezone: 'Europe/Berlin' }, sunday))).toBe('2024-03-30T14:00:00.000+01:00');
  });

  it('to_date passes dates only', () => {
    const date = new DateTimeValue(0);
    expect(call('to_date', { value: date })).toBe(date);
    expect(call('to_date', { value: '2024-01-01' })).toBeNull();
  });

  it('parse_unix_milliseconds', () => {
    expect(iso(call('parse_unix_milliseconds', { value: 1_700_000_000_000 }))).toBe('2023-11-14T22:13:20.000Z');
  });
});

describe('periods', () => {
  it('makes periods from numbers and ISO 8601 text', () => {
    expect(String(call('days', { value: 3 }))).toBe('P3D');
    expect(String(call('millis', { value: 1500 }))).toBe('PT1.500S');
    expect(String(call('period', { value: 'P1Y2M3W4DT5H6M7.5S' }))).toBe('P1Y2M3W4DT5H6M7.500S');
    expect(call('period', { value: 'PT1H' })).toBeInstanceOf(PeriodValue);
    expect(checkConstants('period', { value: '1 hour' })).toMatch(/Invalid format/);
  });
});
