// Histogram intervals: Graylog's automatic interval table, time units in both spellings, calendar buckets.
import { autoInterval, bucketStart, calendarStart, nextBucket, resolveInterval, timeUnitOf } from './intervals';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('histogram intervals', () => {
  it('picks the automatic interval from the range as Graylog does', () => {
    expect(autoInterval(5 * MINUTE)).toEqual({ kind: 'fixed', ms: 10_000 });
    expect(autoInterval(HOUR)).toEqual({ kind: 'fixed', ms: MINUTE });
    expect(autoInterval(HOUR + 1)).toEqual({ kind: 'fixed', ms: 2 * MINUTE });
    expect(autoInterval(DAY)).toEqual({ kind: 'fixed', ms: 30 * MINUTE });
    expect(autoInterval(200 * DAY)).toEqual({ kind: 'calendar', unit: 'week' });
    expect(autoInterval(400 * DAY)).toEqual({ kind: 'fixed', ms: 14 * DAY });
    expect(autoInterval(730 * DAY)).toEqual({ kind: 'calendar', unit: 'month' });
    // scaling 0.5 halves the range the table is read with
    expect(autoInterval(2 * HOUR, 0.5)).toEqual({ kind: 'fixed', ms: MINUTE });
  });

  it('reads time units as Graylog sends them and as its widgets write them', () => {
    expect(timeUnitOf({ type: 'timeunit', timeunit: '5m' })).toBe('5m');
    expect(timeUnitOf({ type: 'timeunit', value: 2, unit: 'hours' })).toBe('2h');
    expect(timeUnitOf({ type: 'timeunit', timeunit: '0m' })).toBeNull();
    expect(timeUnitOf({ type: 'timeunit', timeunit: '5x' })).toBeNull();
    expect(timeUnitOf({ type: 'timeunit', value: 1, unit: 'fortnights' })).toBeNull();
    expect(resolveInterval({ type: 'timeunit', timeunit: '1w' }, DAY)).toEqual({ kind: 'calendar', unit: 'week' });
    expect(resolveInterval({ type: 'timeunit', timeunit: '2w' }, DAY)).toEqual({ kind: 'fixed', ms: 14 * DAY });
    expect(resolveInterval({ type: 'timeunit', timeunit: '3M' }, DAY)).toEqual({ kind: 'fixed', ms: 90 * DAY });
  });

  it('starts calendar weeks on Monday and months on the first, in UTC', () => {
    const thursday = Date.parse('2024-05-02T15:30:00Z');
    expect(new Date(calendarStart(thursday, 'week')).toISOString()).toBe('2024-04-29T00:00:00.000Z');
    expect(new Date(calendarStart(thursday, 'month')).toISOString()).toBe('2024-05-01T00:00:00.000Z');
    expect(new Date(nextBucket(Date.parse('2024-01-01T00:00:00Z'), { kind: 'calendar', unit: 'month' })).toISOString()).toBe('2024-02-01T00:00:00.000Z');
    expect(bucketStart(thursday, { kind: 'fixed', ms: HOUR })).toBe(Date.parse('2024-05-02T15:00:00Z'));
  });
});
