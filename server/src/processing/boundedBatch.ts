// The time-bounded batch the extractor chain (guardedChain.ts) and the pipeline processor (pipelines/runner.ts)
// run under: user regular expressions and grok patterns must not hold the event loop, and with it every input.
// The whole batch runs under one time limit, which costs one watchdog per batch. When it is exceeded, the item
// being worked on is put back as it was and the rest of the batch goes item by item, each under limits of its
// own set by the caller, who stops and charges the step that overran; a step charged repeatedly is suspended for
// a while. The item-by-item pass has a budget of its own, so even steps that stay just under the per-item limit
// cannot hold the event loop for long: past it, the rest of the batch goes on unprocessed, flagged.
import type { MessageFields } from '../messages/types';
import { runBounded, TimeLimitExceeded } from '../regex/bounded';

export interface TimeLimits {
  /** The whole batch's limit; a batch of few items gets `itemMs` for each. */
  batchMs: number;
  itemMs: number;
  /** The most the item-by-item pass of one batch may take. */
  fallbackBudgetMs: number;
  /** A step is suspended for `suspensionMs` once charged this many times within `timeoutWindowMs`. */
  timeoutsBeforeSuspension: number;
  timeoutWindowMs: number;
  suspensionMs: number;
}

export interface BatchSteps<T> {
  /** Runs one item in the batch pass (under the batch's limit). */
  run: (item: T) => void;
  /** Puts back as it was an item the batch's limit stopped while `run` worked on it. */
  restart: (item: T) => void;
  /** Runs one item in the item-by-item pass, under the per-item limit. */
  runAlone: (item: T) => void;
  /** Flags an item the item-by-item pass has no time left for. */
  skip: (item: T) => void;
}

/** Runs `steps` over every item, in order, within the time limits. */
export function runBoundedBatch<T>(items: readonly T[], limits: TimeLimits, steps: BatchSteps<T>): void {
  if (items.length === 0) return;
  // These live outside the bounded work: when the limit stops it, they say where it was.
  let current = 0;
  let started = -1;
  if (items.length > 1) {
    try {
      runBounded(() => {
        for (; current < items.length; current += 1) {
          started = current;
          steps.run(items[current]);
        }
      }, Math.min(limits.batchMs, limits.itemMs * items.length));
      return;
    } catch (error) {
      if (!(error instanceof TimeLimitExceeded)) throw error;
      // The item being worked on starts over; the ones before it are done.
      if (started === current) steps.restart(items[current]);
    }
  }
  const fallbackStarted = performance.now();
  for (; current < items.length; current += 1) {
    if (performance.now() - fallbackStarted > limits.fallbackBudgetMs) {
      for (; current < items.length; current += 1) steps.skip(items[current]);
      return;
    }
    steps.runAlone(items[current]);
  }
}

/** A step's recent time-outs and suspension; reset when the step (extractor, rule) is changed. */
export interface TimeoutGuard {
  timeouts: number[];
  suspendedUntil: number;
}

/**
 * Records a time-out of the step `guard` watches at `nowMs`, and suspends the step after too many, logged naming it
 * by `who` (e.g. `Extractor "Bad" (<id>)`).
 */
export function chargeTimeout(guard: TimeoutGuard, nowMs: number, limits: TimeLimits, who: string): void {
  guard.timeouts = guard.timeouts.filter((at) => at > nowMs - limits.timeoutWindowMs);
  guard.timeouts.push(nowMs);
  if (guard.timeouts.length < limits.timeoutsBeforeSuspension) return;
  guard.suspendedUntil = nowMs + limits.suspensionMs;
  guard.timeouts = [];
  console.warn(`${who} took longer than ${limits.itemMs} ms ${limits.timeoutsBeforeSuspension} times; suspended for ${limits.suspensionMs / 1000} s`);
}

/** Puts a message's fields back as they were in `snapshot` (a copy taken before some work changed them). */
export function restoreFields(fields: MessageFields, snapshot: MessageFields): void {
  for (const key of Object.keys(fields)) if (!(key in snapshot)) delete fields[key];
  Object.assign(fields, snapshot);
}
