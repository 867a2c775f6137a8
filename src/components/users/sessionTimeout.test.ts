import { describeTimeout, NEVER_EXPIRES, toDisplayedTimeout, toMilliseconds, validateTimeout } from './sessionTimeout';

describe('session timeout conversion', () => {
  it.each([
    [86_400_000, '1', 'days'],
    [172_800_000, '2', 'days'],
    [7_200_000, '2', 'hours'],
    [90_000_000, '25', 'hours'],
    [5_400_000, '90', 'minutes'],
    [60_000, '1', 'minutes'],
    [61_000, '61', 'seconds'],
    [1_000, '1', 'seconds'],
  ])('shows %i ms in the largest unit dividing it evenly: %s %s', (ms, value, unit) => {
    expect(toDisplayedTimeout(ms)).toEqual({ neverExpires: false, value, unit });
  });

  it('round-trips every displayed value back to the same milliseconds', () => {
    [1_000, 59_000, 60_000, 3_540_000, 3_600_000, 28_800_000, 86_400_000, 604_800_000].forEach((ms) => {
      expect(toMilliseconds(toDisplayedTimeout(ms))).toBe(ms);
    });
  });

  it('multiplies by the unit: 86,400,000, 3,600,000, 60,000 and 1,000 ms', () => {
    expect(toMilliseconds({ neverExpires: false, value: '3', unit: 'days' })).toBe(259_200_000);
    expect(toMilliseconds({ neverExpires: false, value: '3', unit: 'hours' })).toBe(10_800_000);
    expect(toMilliseconds({ neverExpires: false, value: '3', unit: 'minutes' })).toBe(180_000);
    expect(toMilliseconds({ neverExpires: false, value: '3', unit: 'seconds' })).toBe(3_000);
  });

  it('treats -1 as never expiring, and an empty value as -1', () => {
    expect(toDisplayedTimeout(NEVER_EXPIRES).neverExpires).toBe(true);
    expect(toMilliseconds({ neverExpires: false, value: '  ', unit: 'hours' })).toBe(-1);
    expect(toMilliseconds({ neverExpires: true, value: '5', unit: 'hours' })).toBe(-1);
  });

  it('shows an odd value in seconds rather than losing precision', () => {
    expect(toDisplayedTimeout(1_500)).toEqual({ neverExpires: false, value: '1.5', unit: 'seconds' });
    expect(toMilliseconds(toDisplayedTimeout(1_500))).toBe(1_500);
  });

  it('accepts never or at least a second', () => {
    expect(validateTimeout(-1)).toBeUndefined();
    expect(validateTimeout(1_000)).toBeUndefined();
    expect(validateTimeout(0)).toMatch(/at least one second/);
    expect(validateTimeout(-3_600_000)).toMatch(/at least one second/);
    expect(validateTimeout(Number.NaN)).toMatch(/at least one second/);
  });

  it('describes a timeout in words', () => {
    expect(describeTimeout(3_600_000)).toBe('1 hour');
    expect(describeTimeout(5_400_000)).toBe('90 minutes');
    expect(describeTimeout(-1)).toBe('never expires');
  });
});
