// The time-bounded batch on its own; the extractor chain (guardedChain.test.ts, processor.test.ts) and the
// pipeline processor (pipelines/engine.test.ts) show it with real steps.
import { chargeTimeout, runBoundedBatch, type BatchSteps, type TimeLimits } from './boundedBatch';
import { captureWarnings } from './testSupport';

const LIMITS: TimeLimits = { batchMs: 30, itemMs: 20, fallbackBudgetMs: 1000, timeoutsBeforeSuspension: 3, timeoutWindowMs: 60_000, suspensionMs: 60_000 };

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) { /* a slow step */ }
};

/** Steps that write down what was done to which item; `slow` items never finish in the batch pass. */
function recorder(slow: ReadonlySet<string>, aloneMs = 0): { log: string[]; steps: BatchSteps<string> } {
  const log: string[] = [];
  return {
    log,
    steps: {
      run: (item) => {
        log.push(`run ${item}`);
        if (slow.has(item)) for (;;) { /* stopped by the batch's limit */ }
      },
      restart: (item) => log.push(`restart ${item}`),
      runAlone: (item) => {
        busyFor(aloneMs);
        log.push(`alone ${item}`);
      },
      skip: (item) => log.push(`skip ${item}`),
    },
  };
}

describe('runBoundedBatch', () => {
  it('runs the whole batch in one pass when it keeps within the limit', () => {
    const { log, steps } = recorder(new Set());
    runBoundedBatch(['a', 'b', 'c'], LIMITS, steps);
    expect(log).toEqual(['run a', 'run b', 'run c']);
  });

  it('restarts the item the limit stopped and does it and the rest one by one', () => {
    const { log, steps } = recorder(new Set(['b']));
    runBoundedBatch(['a', 'b', 'c'], LIMITS, steps);
    expect(log).toEqual(['run a', 'run b', 'restart b', 'alone b', 'alone c']);
  });

  it('runs a single item alone, under its own limits', () => {
    const { log, steps } = recorder(new Set());
    runBoundedBatch(['a'], LIMITS, steps);
    expect(log).toEqual(['alone a']);
  });

  it('skips the rest once the one-by-one pass used its budget', () => {
    const { log, steps } = recorder(new Set(['a']), 30);
    runBoundedBatch(['a', 'b', 'c'], { ...LIMITS, fallbackBudgetMs: 20 }, steps);
    expect(log).toEqual(['run a', 'restart a', 'alone a', 'skip b', 'skip c']);
  });
});

describe('chargeTimeout', () => {
  const warnings = captureWarnings();

  it('suspends after the given number of time-outs within the window, says so, and starts counting again', () => {
    const guard = { timeouts: [] as number[], suspendedUntil: 0 };
    chargeTimeout(guard, 1_000, LIMITS, 'Step');
    chargeTimeout(guard, 2_000, LIMITS, 'Step');
    expect(guard).toEqual({ timeouts: [1_000, 2_000], suspendedUntil: 0 });
    chargeTimeout(guard, 3_000, LIMITS, 'Step');
    expect(guard).toEqual({ timeouts: [], suspendedUntil: 63_000 });
    expect(warnings.spy.mock.calls).toEqual([['Step took longer than 20 ms 3 times; suspended for 60 s']]);
  });

  it('forgets time-outs older than the window', () => {
    const guard = { timeouts: [] as number[], suspendedUntil: 0 };
    chargeTimeout(guard, 1_000, LIMITS, 'Step');
    chargeTimeout(guard, 2_000, LIMITS, 'Step');
    chargeTimeout(guard, 61_500, LIMITS, 'Step');
    expect(guard).toEqual({ timeouts: [2_000, 61_500], suspendedUntil: 0 });
    expect(warnings.spy).not.toHaveBeenCalled();
  });
});
