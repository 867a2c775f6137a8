// Keeps a search within its time limit, at the lowest cost that can enforce it.
//
// A regular expression the user wrote can backtrack for minutes inside one match; only a vm script with a
// timeout stops that (regex/bounded.ts), and each such call starts a watchdog thread: 0.2 to 1 ms per search
// measured on the benchmark machine, more than many indexed searches take. Every other test a query makes
// takes time linear (wildcards, phrases) or polynomial with small bounds (fuzzy terms) in the message, so
// those searches are stopped between rows instead: the message store calls checkSearchTime() as it reads
// (indexFile.ts), which throws the same TimeLimitExceeded once the deadline has passed.
import { runBounded, TimeLimitExceeded } from '../regex/bounded';

/** One search's time: a universal search, or all search types of one execution of a view's search together. */
export const SEARCH_TIME_LIMIT_MS = 10_000;

/** What a client is told when its search was stopped at `limitMs`. */
export function searchTooSlowMessage(limitMs = SEARCH_TIME_LIMIT_MS): string {
  return `The search took longer than ${limitMs / 1000} s and was stopped: narrow the time range or simplify the query`;
}

let deadline = Infinity;
let deadlineLimitMs = 0;

/**
 * Runs `work` (a search) with a time limit: under the watchdog when `userRegex` (the query runs a
 * regular expression the user wrote), else with a deadline the store checks. Throws TimeLimitExceeded.
 */
export function runWithTimeLimit<T>(userRegex: boolean, work: () => T, limitMs = SEARCH_TIME_LIMIT_MS): T {
  if (userRegex) return runBounded(work, limitMs);
  const outer = deadline;
  const outerLimitMs = deadlineLimitMs;
  const own = performance.now() + limitMs;
  // Nested: the earlier deadline wins.
  if (own < deadline) {
    deadline = own;
    deadlineLimitMs = limitMs;
  }
  try {
    return work();
  } finally {
    deadline = outer;
    deadlineLimitMs = outerLimitMs;
  }
}

/** Throws TimeLimitExceeded when the running search's deadline has passed (nothing outside a search). */
export function checkSearchTime(): void {
  if (deadline !== Infinity && performance.now() > deadline) throw new TimeLimitExceeded(deadlineLimitMs);
}
