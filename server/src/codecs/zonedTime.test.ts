import { normalizeZone, timeZoneProblem, yearIn, zonedToEpochMs } from './zonedTime';

const clock = (year: number, month: number, day: number, hour: number, minute = 0, second = 0, millisecond = 0) => ({
  year, month, day, hour, minute, second, millisecond,
});

describe('zoned wall-clock times', () => {
  it('converts wall-clock times of a zone to epoch ms across daylight saving changes', () => {
    expect(zonedToEpochMs(clock(2024, 7, 1, 12), 'Europe/Berlin')).toBe(Date.parse('2024-07-01T10:00:00Z'));
    expect(zonedToEpochMs(clock(2024, 12, 1, 12), 'Europe/Berlin')).toBe(Date.parse('2024-12-01T11:00:00Z'));
    expect(zonedToEpochMs(clock(2024, 3, 10, 12), 'America/Los_Angeles')).toBe(Date.parse('2024-03-10T19:00:00Z'));
    expect(zonedToEpochMs(clock(2024, 5, 1, 0, 0, 0, 7), 'Asia/Kolkata')).toBe(Date.parse('2024-04-30T18:30:00.007Z'));
    // 02:30 does not exist on the day clocks jump forward; it is read with the earlier offset.
    expect(zonedToEpochMs(clock(2024, 3, 31, 2, 30), 'Europe/Berlin')).toBe(Date.parse('2024-03-31T01:30:00Z'));
  });

  it('refuses impossible dates and keeps a leap second in its minute', () => {
    expect(zonedToEpochMs(clock(2023, 2, 29, 0), 'UTC')).toBeUndefined();
    expect(zonedToEpochMs(clock(2024, 2, 29, 0), 'UTC')).toBe(Date.parse('2024-02-29T00:00:00Z'));
    expect(zonedToEpochMs(clock(2024, 13, 1, 0), 'UTC')).toBeUndefined();
    expect(zonedToEpochMs(clock(2024, 1, 1, 24), 'UTC')).toBeUndefined();
    expect(zonedToEpochMs(clock(2016, 12, 31, 23, 59, 60), 'UTC')).toBe(Date.parse('2016-12-31T23:59:59Z'));
  });

  it('knows the year of an instant in a zone', () => {
    const instant = Date.parse('2024-01-01T03:00:00Z');
    expect(yearIn(instant, 'UTC')).toBe(2024);
    expect(yearIn(instant, 'America/New_York')).toBe(2023);
  });

  it('treats an unset zone as UTC and names unknown zones', () => {
    expect(normalizeZone(' ')).toBe('UTC');
    expect(normalizeZone('NotConfigured')).toBe('UTC');
    expect(timeZoneProblem('Europe/Berlin')).toBeNull();
    expect(timeZoneProblem('Nowhere/Town')).toBe('Unknown time zone "Nowhere/Town"');
  });
});
