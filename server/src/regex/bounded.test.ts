import { runBounded, TimeLimitExceeded } from './bounded';

describe('runBounded', () => {
  it('returns the result of quick work', () => {
    expect(runBounded(() => /b+/.exec('abbc')?.[0], 100)).toBe('bb');
  });

  it('stops a catastrophically backtracking pattern within about its limit', () => {
    const started = Date.now();
    expect(() => runBounded(() => /(a+)+$/.test(`${'a'.repeat(40)}!`), 100)).toThrow(TimeLimitExceeded);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops patterns with look-arounds too', () => {
    expect(() => runBounded(() => /(?<=x)(a+)+$/.test(`x${'a'.repeat(40)}!`), 50)).toThrow(TimeLimitExceeded);
  });

  it('passes other errors through unchanged', () => {
    expect(() => runBounded(() => { throw new RangeError('boom'); }, 100)).toThrow(RangeError);
  });
});

describe('runBounded, nested', () => {
  it('runs an inner call within the outer limit', () => {
    expect(runBounded(() => runBounded(() => 2, 10) + 1, 100)).toBe(3);
    expect(() => runBounded(() => runBounded(() => /(a+)+$/.test(`${'a'.repeat(40)}!`), 10_000), 50)).toThrow(TimeLimitExceeded);
  });
});
