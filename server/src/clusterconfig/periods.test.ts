import { approximateMs, isZeroPeriod, minusPeriod, parsePeriod } from './periods';

describe('ISO 8601 periods', () => {
  it('are read as Joda writes them', () => {
    expect(parsePeriod('PT5M')).toMatchObject({ minutes: 5, hours: 0, days: 0 });
    expect(parsePeriod('P1Y2M3W4DT5H6M7.5S')).toEqual({ years: 1, months: 2, weeks: 3, days: 4, hours: 5, minutes: 6, seconds: 7, millis: 500 });
    expect(parsePeriod('PT0S')).not.toBeNull();
    expect(isZeroPeriod(parsePeriod('PT0S')!)).toBe(true);
    expect(isZeroPeriod(parsePeriod('PT1S')!)).toBe(false);
  });

  it('refuse what Joda refuses', () => {
    for (const text of ['', 'P', 'PT', '5M', 'P1H', 'PT-5M', 'P1DT', 'p1d', 'P1.5D', 'P99999999999999999999D']) expect(parsePeriod(text)).toBeNull();
  });

  it('are subtracted calendar fields first, in UTC', () => {
    const march31 = Date.parse('2024-03-31T12:00:00Z');
    expect(new Date(minusPeriod(march31, parsePeriod('P1D')!)).toISOString()).toBe('2024-03-30T12:00:00.000Z');
    expect(new Date(minusPeriod(march31, parsePeriod('P1M')!)).toISOString()).toBe('2024-02-29T12:00:00.000Z');
    expect(new Date(minusPeriod(march31, parsePeriod('P1YT1H')!)).toISOString()).toBe('2023-03-31T11:00:00.000Z');
    expect(new Date(minusPeriod(Date.parse('2024-01-15T00:00:00Z'), parsePeriod('P13M')!)).toISOString()).toBe('2022-12-15T00:00:00.000Z');
    expect(approximateMs(parsePeriod('P1W')!)).toBe(7 * 86_400_000);
  });
});
