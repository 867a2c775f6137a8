import { shortTimeRangeText, timeRangeText } from './timeRangeText';

const NOW = Date.parse('2026-11-23T22:00:00.000Z');
const absolute = (from: string, to: string) => ({ type: 'absolute' as const, from, to });

describe('shortTimeRangeText', () => {
  it('names an absolute range in a few words in the time zone: the day once when it does not change', () => {
    expect(shortTimeRangeText(absolute('2026-11-23T20:40:00.000Z', '2026-11-23T21:40:00.000Z'), 'Europe/Berlin', NOW)).toBe('Nov 23 21:40 – 22:40');
    expect(shortTimeRangeText(absolute('2026-11-23T20:40:00.000Z', '2026-11-24T08:00:00.000Z'), 'Europe/Berlin', NOW)).toBe('Nov 23 21:40 – Nov 24 09:00');
  });

  it('adds the year when it is not this year, and seconds for a short range that has them', () => {
    expect(shortTimeRangeText(absolute('2025-12-31T22:00:00.000Z', '2026-01-01T02:00:00.000Z'), 'UTC', NOW)).toBe('Dec 31, 2025 22:00 – Jan 1, 2026 02:00');
    expect(shortTimeRangeText(absolute('2026-11-23T21:40:12.345Z', '2026-11-23T21:45:30.000Z'), 'UTC', NOW)).toBe('Nov 23 21:40:12 – 21:45:30');
    expect(shortTimeRangeText(absolute('2026-11-23T18:40:12.345Z', '2026-11-23T21:45:30.000Z'), 'UTC', NOW)).toBe('Nov 23 18:40 – 21:45');
  });

  it('is much shorter than the whole range, which keeps seconds and the zone', () => {
    const range = absolute('2026-11-23T20:40:00.000Z', '2026-11-23T21:40:00.000Z');
    expect(timeRangeText(range, 'Europe/Berlin')).toBe('2026-11-23 21:40:00 to 2026-11-23 22:40:00 (Europe/Berlin)');
    expect(shortTimeRangeText(range, 'Europe/Berlin', NOW).length).toBeLessThan(25);
  });

  it('names relative and keyword ranges as before', () => {
    expect(shortTimeRangeText({ type: 'relative', range: 300 }, 'UTC', NOW)).toBe('Last 5 minutes');
    expect(shortTimeRangeText({ type: 'keyword', keyword: 'last week' }, 'UTC', NOW)).toBe('Keyword: last week');
  });
});
