import { durationOf, durationText, msOf } from './durations';

describe('durations', () => {
  it('shows a duration in the largest unit that divides it evenly', () => {
    expect(durationOf(300000)).toEqual({ value: 5, unit: 'minutes' });
    expect(durationOf(90000)).toEqual({ value: 90, unit: 'seconds' });
    expect(durationOf(86400000 * 2)).toEqual({ value: 2, unit: 'days' });
    expect(durationOf(0)).toEqual({ value: 0, unit: 'seconds' });
  });

  it('turns a value and unit back into milliseconds', () => {
    expect(msOf({ value: 5, unit: 'minutes' })).toBe(300000);
    expect(msOf({ value: 1.5, unit: 'seconds' })).toBe(1500);
  });

  it('words a duration with the singular for one', () => {
    expect(durationText(3600000)).toBe('1 hour');
    expect(durationText(120000)).toBe('2 minutes');
  });
});
