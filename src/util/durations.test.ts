import { countOf, describeMillis, periodMillis, splitMillis } from './durations';

describe('durations', () => {
  it('counts a period in milliseconds, months of 30 days and years of 365', () => {
    expect(periodMillis('PT1H')).toBe(3_600_000);
    expect(periodMillis('p1dt12h')).toBe(129_600_000);
    expect(periodMillis('P1W')).toBe(604_800_000);
    expect(periodMillis('P1M')).toBe(2_592_000_000);
    expect(periodMillis('P1Y')).toBe(31_536_000_000);
    expect(periodMillis('PT1.5S')).toBe(1_500);
    expect(periodMillis('PT0S')).toBe(0);
    ['', 'P', 'PT', 'P1DT', 'one day'].forEach((text) => expect(periodMillis(text)).toBeUndefined());
  });

  it('splits milliseconds into the largest unit dividing them evenly', () => {
    expect(splitMillis(86_400_000)).toEqual({ amount: 1, unit: 'day' });
    expect(splitMillis(90_000_000)).toEqual({ amount: 25, unit: 'hour' });
    expect(splitMillis(5_400_000)).toEqual({ amount: 90, unit: 'minute' });
    expect(splitMillis(61_000)).toEqual({ amount: 61, unit: 'second' });
    [0, -60_000, 1_500].forEach((ms) => expect(splitMillis(ms)).toBeUndefined());
  });

  it('words amounts and milliseconds alike', () => {
    expect(countOf(1, 'day')).toBe('1 day');
    expect(countOf(12, 'hour')).toBe('12 hours');
    expect(describeMillis(86_400_000)).toBe('1 day');
    expect(describeMillis(43_200_000)).toBe('12 hours');
    expect(describeMillis(0)).toBe('0 ms');
  });
});
