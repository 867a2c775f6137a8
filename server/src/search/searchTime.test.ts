import { TimeLimitExceeded } from '../regex/bounded';
import { compileQuery } from './query';
import { checkSearchTime, runWithTimeLimit } from './searchTime';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) { /* work that never checks */ }
};

describe('runWithTimeLimit', () => {
  it('without a user regex, stops at the first check after the deadline', () => {
    // The deadline is set between `before` and the work's first call, so it lies in [before + 20, entered + 20]
    // whatever pauses the machine makes between them.
    const before = performance.now();
    let entered = Infinity;
    const checked: number[] = [];
    expect(() => runWithTimeLimit(false, () => {
      entered = performance.now();
      for (;;) {
        busy(2);
        checked.push(performance.now());
        checkSearchTime();
      }
    }, 20)).toThrow(new TimeLimitExceeded(20));
    // The check that stopped the work came after the deadline; the one before it did not.
    expect(checked[checked.length - 1]).toBeGreaterThan(before + 20);
    if (checked.length > 1) expect(checked[checked.length - 2]).toBeLessThanOrEqual(entered + 20);
  });

  it('checks nothing outside a search and after one', () => {
    expect(() => checkSearchTime()).not.toThrow();
    expect(runWithTimeLimit(false, () => 'done', 0)).toBe('done');
    busy(2);
    expect(() => checkSearchTime()).not.toThrow();
  });

  it('keeps the earlier deadline when nested', () => {
    expect(() => runWithTimeLimit(false, () => runWithTimeLimit(false, () => {
      busy(30);
      checkSearchTime();
    }, 10_000), 10)).toThrow(new TimeLimitExceeded(10));
  });

  it('with a user regex, stops even work that never checks', () => {
    const started = performance.now();
    expect(() => runWithTimeLimit(true, () => busy(5000), 50)).toThrow(TimeLimitExceeded);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('CompiledQuery.userRegex', () => {
  it.each([
    ['', false], ['*', false], ['ssh', false], ['"a b"~2', false], ['user:ali*', false], ['*users', false], ['a?c', false],
    ['fuzzy~', false], ['took_ms:[1 TO 5]', false], ['_exists_:user', false],
    ['/a+/', true], ['user:/ali.*/', true], ['ssh AND NOT host:/x|y/', true], ['http_status:/4\\d\\d/', true],
  ])('%p: %p', (query, expected) => {
    expect(compileQuery(query).userRegex).toBe(expected);
  });
});
