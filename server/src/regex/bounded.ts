// Runs work that evaluates user-supplied regular expressions with a time limit. A pattern such as
// `(a+)+$` backtracks exponentially and would hold the event loop (and with it every input) for
// minutes. V8 checks for termination requests while it backtracks, so running the work inside a vm
// script with a timeout interrupts even a regex in the middle of a match. This works for every
// pattern JavaScript accepts, look-arounds included (which the linear-time engines do not support).
// Each call starts a watchdog thread (60 to 260 µs measured here), so callers bound a whole batch, not each match.
import vm from 'node:vm';

export class TimeLimitExceeded extends Error {
  constructor(readonly limitMs: number) {
    super(`Took longer than ${limitMs} ms and was stopped`);
    this.name = 'TimeLimitExceeded';
  }
}

const sandbox = vm.createContext({ work: undefined as undefined | (() => unknown), result: undefined as unknown });
const runner = new vm.Script('result = work()');
let depth = 0;

/** Runs `work` synchronously; throws TimeLimitExceeded if it runs longer than `limitMs`. */
export function runBounded<T>(work: () => T, limitMs: number): T {
  // Nested calls run inside the outer call's limit (the one sandbox serves one call at a time).
  if (depth > 0) return work();
  depth += 1;
  sandbox.work = work;
  try {
    runner.runInContext(sandbox, { timeout: limitMs });
    return sandbox.result as T;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new TimeLimitExceeded(limitMs);
    throw error;
  } finally {
    depth -= 1;
    sandbox.work = undefined;
    sandbox.result = undefined;
  }
}
