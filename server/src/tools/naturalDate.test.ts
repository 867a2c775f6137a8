import { formatInZone, isKnownTimeZone, MAX_NATURAL_TEXT, parseNaturalDate, parseNaturalInstant } from './naturalDate';

// Wednesday 2024-05-01 14:00 in Berlin (CEST, +02:00).
const NOW = Date.parse('2024-05-01T12:00:00Z');
const ZONE = 'Europe/Berlin';

// Sunday 2024-03-31 14:00 in Berlin (CEST); the clocks went forward at 02:00 that night, Saturday was CET.
const DST_SUNDAY = Date.parse('2024-03-31T12:00:00Z');

const range = (text: string, zone = ZONE, now = NOW) => {
  const parsed = parseNaturalDate(text, zone, now);
  return parsed && [formatInZone(parsed.from, zone), formatInZone(parsed.to, zone)];
};

describe('parseNaturalDate', () => {
  it.each([
    ['now', '2024-05-01T14:00:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['today', '2024-05-01T00:00:00.000+02:00', '2024-05-02T00:00:00.000+02:00'],
    ['yesterday', '2024-04-30T00:00:00.000+02:00', '2024-05-01T00:00:00.000+02:00'],
    ['last 2 hours', '2024-05-01T12:00:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['Last  30 Minutes', '2024-05-01T13:30:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['last 10 seconds', '2024-05-01T13:59:50.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['last 3 days', '2024-04-28T14:00:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['last 2 weeks', '2024-04-17T14:00:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['last 1 month', '2024-04-01T14:00:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['last 1 year', '2023-05-01T14:00:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['last five minutes', '2024-05-01T13:55:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['3 days ago', '2024-04-28T14:00:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['an hour ago', '2024-05-01T13:00:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['5m ago', '2024-05-01T13:55:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['this week', '2024-04-29T00:00:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['last week', '2024-04-22T00:00:00.000+02:00', '2024-04-29T00:00:00.000+02:00'],
    ['this month', '2024-05-01T00:00:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['last month', '2024-04-01T00:00:00.000+02:00', '2024-05-01T00:00:00.000+02:00'],
    ['this year', '2024-01-01T00:00:00.000+01:00', '2024-05-01T14:00:00.000+02:00'],
    ['last year', '2023-01-01T00:00:00.000+01:00', '2024-01-01T00:00:00.000+01:00'],
    ['past hour', '2024-05-01T13:00:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['since yesterday', '2024-04-30T00:00:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['2024-04-01', '2024-04-01T00:00:00.000+02:00', '2024-04-02T00:00:00.000+02:00'],
    ['2024-04-01 10:30', '2024-04-01T10:30:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['2024-04-01T10:30:00Z', '2024-04-01T12:30:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['2024-04-01T10:30:00.250+05:00', '2024-04-01T07:30:00.250+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['from 2024-04-01 to 2024-04-03', '2024-04-01T00:00:00.000+02:00', '2024-04-04T00:00:00.000+02:00'],
    ['2024-04-01 10:00 to 2024-04-01 12:00', '2024-04-01T10:00:00.000+02:00', '2024-04-01T12:00:00.000+02:00'],
    ['yesterday to now', '2024-04-30T00:00:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['from 3 days ago until yesterday', '2024-04-28T14:00:00.000+02:00', '2024-05-01T00:00:00.000+02:00'],
    ['today to yesterday', '2024-04-30T00:00:00.000+02:00', '2024-05-02T00:00:00.000+02:00'],
    ['now to 2 hours ago', '2024-05-01T12:00:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
  ])('reads "%s"', (text, from, to) => {
    expect(range(text)).toEqual([from, to]);
  });

  it.each([
    ['tomorrow at 10am', '2024-05-02T10:00:00.000+02:00', '2024-05-02T10:00:00.000+02:00'],
    ['in 2 hours', '2024-05-01T16:00:00.000+02:00', '2024-05-01T16:00:00.000+02:00'],
    ['next monday', '2024-05-06T00:00:00.000+02:00', '2024-05-07T00:00:00.000+02:00'],
    ['last friday 17:00', '2024-04-26T17:00:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['since last friday 17:00', '2024-04-26T17:00:00.000+02:00', '2024-05-01T14:00:00.000+02:00'],
    ['yesterday 8:15 to today 9:00', '2024-04-30T08:15:00.000+02:00', '2024-05-01T09:00:00.000+02:00'],
  ])('reads "%s" with chrono', (text, from, to) => {
    expect(range(text)).toEqual([from, to]);
  });

  it.each([
    ['yesterday', '2024-03-30T00:00:00.000+01:00', '2024-03-31T00:00:00.000+01:00'],
    ['today', '2024-03-31T00:00:00.000+01:00', '2024-04-01T00:00:00.000+02:00'],
    ['3 days ago', '2024-03-28T14:00:00.000+01:00', '2024-03-31T14:00:00.000+02:00'],
    ['last 24 hours', '2024-03-30T13:00:00.000+01:00', '2024-03-31T14:00:00.000+02:00'],
    ['yesterday 10:00 to now', '2024-03-30T10:00:00.000+01:00', '2024-03-31T14:00:00.000+02:00'],
  ])('reads "%s" across the DST change of the zone', (text, from, to) => {
    expect(range(text, ZONE, DST_SUNDAY)).toEqual([from, to]);
  });

  it('follows the time zone for calendar words', () => {
    expect(range('today', 'America/New_York')).toEqual(['2024-05-01T00:00:00.000-04:00', '2024-05-02T00:00:00.000-04:00']);
    expect(range('today', 'UTC')).toEqual(['2024-05-01T00:00:00.000+00:00', '2024-05-02T00:00:00.000+00:00']);
  });

  it.each(['', 'garbage', 'last 3 fortnights', 'seven bananas ago', '2024-02-30', '2024-13-01 10:00', 'last 99999999999 years', 'from x to y'])(
    'does not read "%s"',
    (text) => {
      expect(parseNaturalDate(text, ZONE, NOW)).toBeNull();
    },
  );

  it('does not read a text longer than MAX_NATURAL_TEXT (no keyword is that long; chrono would take seconds)', () => {
    expect(parseNaturalDate(`${' '.repeat(MAX_NATURAL_TEXT)}today`, ZONE, NOW)).toBeNull();
    expect(range(`${' '.repeat(MAX_NATURAL_TEXT - 5)}today`)).toEqual(['2024-05-01T00:00:00.000+02:00', '2024-05-02T00:00:00.000+02:00']);
  });

  it('refuses an unknown time zone', () => {
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(() => parseNaturalDate('now', 'Mars/Olympus', NOW)).toThrow('Unknown time zone: Mars/Olympus');
  });
});

describe('parseNaturalInstant', () => {
  const instant = (text: string, zone: string, now: number) => {
    const epochMs = parseNaturalInstant(text, zone, now);
    return epochMs === null ? null : formatInZone(new Date(epochMs), zone);
  };

  it.each([
    ['now', ZONE, NOW, '2024-05-01T14:00:00.000+02:00'],
    // A time of day the text does not give is now's, as in Natty.
    ['yesterday', ZONE, NOW, '2024-04-30T14:00:00.000+02:00'],
    ['next monday', ZONE, NOW, '2024-05-06T14:00:00.000+02:00'],
    ['2024-04-01', 'UTC', NOW, '2024-04-01T12:00:00.000+00:00'],
    ['tomorrow at 10am', ZONE, NOW, '2024-05-02T10:00:00.000+02:00'],
    ['last friday 17:00', 'America/New_York', NOW, '2024-04-26T17:00:00.000-04:00'],
    ['3 days ago', ZONE, NOW, '2024-04-28T14:00:00.000+02:00'],
    ['in 2 hours', ZONE, NOW, '2024-05-01T16:00:00.000+02:00'],
    ['2024-04-30 08:00:00', ZONE, NOW, '2024-04-30T08:00:00.000+02:00'],
    ['2024-04-30T08:00:00Z', ZONE, NOW, '2024-04-30T10:00:00.000+02:00'],
    ['Tue, 5 Mar 2024 14:07:09 +0100', 'UTC', NOW, '2024-03-05T13:07:09.000+00:00'],
    ['disk full since 2024-04-30 08:00, retrying', 'UTC', NOW, '2024-04-30T08:00:00.000+00:00'],
    // Across the DST change: a day keeps its time of day, hours are exact.
    ['yesterday', ZONE, DST_SUNDAY, '2024-03-30T14:00:00.000+01:00'],
    ['next monday', ZONE, DST_SUNDAY, '2024-04-01T14:00:00.000+02:00'],
    ['in 2 hours', ZONE, Date.parse('2024-03-31T00:30:00Z'), '2024-03-31T04:30:00.000+02:00'],
    ['2024-03-30 10:00', ZONE, DST_SUNDAY, '2024-03-30T10:00:00.000+01:00'],
    ['no date here', ZONE, NOW, null],
    ['2024-13-01 10:00', ZONE, NOW, null],
  ])('reads "%s" in %s', (text, zone, now, expected) => {
    expect(instant(text, zone, now)).toBe(expected);
  });

  it('looks for the date in the text\'s first MAX_NATURAL_TEXT characters only, so a huge text stays quick', () => {
    const filler = 'x '.repeat(MAX_NATURAL_TEXT / 2);
    expect(instant(`${filler}2024-04-30 08:00`, 'UTC', NOW)).toBeNull();
    expect(instant(`${filler.slice(20)}2024-04-30 08:00`, 'UTC', NOW)).toBe('2024-04-30T08:00:00.000+00:00');
    const started = Date.now();
    expect(instant('at 10 '.repeat(100_000), 'UTC', NOW)).toBe('2024-05-01T10:00:00.000+00:00');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses an unknown time zone', () => {
    expect(() => parseNaturalInstant('now', 'Mars/Olympus', NOW)).toThrow('Unknown time zone: Mars/Olympus');
  });
});
