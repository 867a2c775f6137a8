// Runs an input's extractors over a batch of messages without letting a slow pattern (`(a+)+$`
// backtracking on 'aaaa…!') hold the event loop, and with it every input, in a time-bounded batch
// (boundedBatch.ts). Message by message, an extractor that takes too long is stopped, its changes to the message
// undone, the message flagged and the extractor charged; one charged repeatedly is suspended for a while, so it
// cannot slow every following message; messages still go through, flagged.
import type { CompiledExtractor } from '../extractors/engine';
import type { ExtractorStats } from '../extractors/metrics';
import type { MessageFields } from '../messages/types';
import { runBounded, TimeLimitExceeded } from '../regex/bounded';
import { chargeTimeout, restoreFields, runBoundedBatch, type TimeLimits, type TimeoutGuard } from './boundedBatch';
import { addProcessingError } from './processingError';

/** The extractor chain's time limits (boundedBatch.ts); the pipeline processor's too. */
export const EXTRACTOR_LIMITS: TimeLimits = {
  batchMs: 250,
  itemMs: 50,
  /**
   * An extractor that stays just under the per-message limit (40 ms on crafted input) is never stopped, but
   * would hold the event loop for seconds over a batch of hundreds; past this budget the rest of the batch is
   * stored without extractors, flagged.
   */
  fallbackBudgetMs: 1000,
  timeoutsBeforeSuspension: 3,
  timeoutWindowMs: 60_000,
  suspensionMs: 60_000,
};

/** An extractor's recent time-outs and suspension; reset when the extractor is changed. */
export type ExtractorGuard = TimeoutGuard;

export interface ChainLink {
  extractor: CompiledExtractor;
  stats: ExtractorStats;
  guard: ExtractorGuard;
}

export const tookTooLong = (title: string) => `Extractor ${title} took too long and was stopped`;
export const skippedForTime = 'Extractors were skipped: this batch of messages took too long to process';
export const suspended = (title: string) => `Extractor ${title} was skipped: it is suspended after taking too long repeatedly`;

function step(link: ChainLink, fields: MessageFields, nowMs: number): void {
  const { title } = link.extractor.definition;
  if (link.guard.suspendedUntil > nowMs) {
    addProcessingError(fields, suspended(title));
    return;
  }
  try {
    link.extractor.apply(fields);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    link.stats.recordException(reason);
    addProcessingError(fields, `Extractor ${title} failed: ${reason}`);
  }
}

function chargeExtractor(link: ChainLink, fields: MessageFields, nowMs: number): void {
  const { title, id } = link.extractor.definition;
  const reason = tookTooLong(title);
  link.stats.recordException(reason);
  addProcessingError(fields, reason);
  chargeTimeout(link.guard, nowMs, EXTRACTOR_LIMITS, `Extractor "${title}" (${id})`);
}

/** Runs the chain over one message, each stretch under the per-message limit. */
function runMessage(chain: readonly ChainLink[], fields: MessageFields, nowMs: number): void {
  // These live outside the bounded work: when the limit stops it, they say where it was.
  let next = 0;
  let running = -1;
  let before: MessageFields = fields;
  while (next < chain.length) {
    try {
      runBounded(() => {
        for (; next < chain.length; next += 1) {
          before = { ...fields };
          running = next;
          step(chain[next], fields, nowMs);
        }
      }, EXTRACTOR_LIMITS.itemMs);
    } catch (error) {
      if (!(error instanceof TimeLimitExceeded)) throw error;
      // Stopped between two extractors: nothing to undo, nobody to blame.
      if (running !== next) continue;
      restoreFields(fields, before);
      chargeExtractor(chain[next], fields, nowMs);
      next += 1;
    }
  }
}

/** Applies `chain` to every message, in order, within the time limits. */
export function runChain(chain: readonly ChainLink[], messages: MessageFields[], nowMs: number): void {
  if (chain.length === 0) return;
  // The message the batch pass works on, as it was: set once the copy is whole, so a stop while copying (the
  // message still unchanged) finds the one before, which it leaves alone.
  let before: { fields: MessageFields; copy: MessageFields } | null = null;
  runBoundedBatch(messages, EXTRACTOR_LIMITS, {
    run: (fields) => {
      before = { fields, copy: { ...fields } };
      for (const link of chain) step(link, fields, nowMs);
    },
    restart: (fields) => {
      if (before?.fields === fields) restoreFields(fields, before.copy);
    },
    runAlone: (fields) => runMessage(chain, fields, nowMs),
    skip: (fields) => addProcessingError(fields, skippedForTime),
  });
}
