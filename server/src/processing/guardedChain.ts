// Runs an input's extractors over a batch of messages without letting a slow pattern (`(a+)+$`
// backtracking on 'aaaa…!') hold the event loop, and with it every input. The whole batch runs under one
// time limit, which costs one watchdog per batch. When it is exceeded, the batch is finished message by
// message, each under its own limit: an extractor that takes too long there is stopped, its changes to
// the message undone, the message flagged and the extractor charged. An extractor stopped repeatedly is
// suspended for a while, so it cannot slow every following message; messages still go through, flagged.
// The message-by-message pass has a budget of its own, so even extractors that stay just under the
// per-message limit cannot hold the event loop for long.
import { runBounded, TimeLimitExceeded } from '../regex/bounded';
import type { CompiledExtractor } from '../extractors/engine';
import type { ExtractorStats } from '../extractors/metrics';
import type { MessageFields } from '../messages/types';
import { addProcessingError } from './processingError';

export const BATCH_TIME_LIMIT_MS = 250;
export const MESSAGE_TIME_LIMIT_MS = 50;
export const TIMEOUTS_BEFORE_SUSPENSION = 3;
export const TIMEOUT_WINDOW_MS = 60_000;
export const SUSPENSION_MS = 60_000;
/**
 * The most the message-by-message pass of one batch may take. An extractor that stays just under the
 * per-message limit (40 ms on crafted input) is never stopped, but would hold the event loop for seconds over a
 * batch of hundreds; past this budget the rest of the batch is stored without extractors, flagged.
 */
export const FALLBACK_BUDGET_MS = 1000;

/** An extractor's recent time-outs and suspension; reset when the extractor is changed. */
export interface ExtractorGuard {
  timeouts: number[];
  suspendedUntil: number;
}

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

/** Puts a message's fields back as they were in `snapshot` (a copy taken before some work changed them). */
export function restoreFields(fields: MessageFields, snapshot: MessageFields): void {
  for (const key of Object.keys(fields)) if (!(key in snapshot)) delete fields[key];
  Object.assign(fields, snapshot);
}

function chargeTimeout(link: ChainLink, fields: MessageFields, nowMs: number): void {
  const { title, id } = link.extractor.definition;
  const reason = tookTooLong(title);
  link.stats.recordException(reason);
  addProcessingError(fields, reason);
  const guard = link.guard;
  guard.timeouts = guard.timeouts.filter((at) => at > nowMs - TIMEOUT_WINDOW_MS);
  guard.timeouts.push(nowMs);
  if (guard.timeouts.length >= TIMEOUTS_BEFORE_SUSPENSION) {
    guard.suspendedUntil = nowMs + SUSPENSION_MS;
    guard.timeouts = [];
    console.warn(`Extractor "${title}" (${id}) took longer than ${MESSAGE_TIME_LIMIT_MS} ms ${TIMEOUTS_BEFORE_SUSPENSION} times; suspended for ${SUSPENSION_MS / 1000} s`);
  }
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
      }, MESSAGE_TIME_LIMIT_MS);
    } catch (error) {
      if (!(error instanceof TimeLimitExceeded)) throw error;
      // Stopped between two extractors: nothing to undo, nobody to blame.
      if (running !== next) continue;
      restoreFields(fields, before);
      chargeTimeout(chain[next], fields, nowMs);
      next += 1;
    }
  }
}

/** Applies `chain` to every message, in order, within the time limits. */
export function runChain(chain: readonly ChainLink[], messages: MessageFields[], nowMs: number): void {
  if (chain.length === 0 || messages.length === 0) return;
  let current = 0;
  let started = -1;
  let before: MessageFields = messages[0];
  if (messages.length > 1) {
    try {
      runBounded(() => {
        for (; current < messages.length; current += 1) {
          const fields = messages[current];
          before = { ...fields };
          started = current;
          for (const link of chain) step(link, fields, nowMs);
        }
      }, Math.min(BATCH_TIME_LIMIT_MS, MESSAGE_TIME_LIMIT_MS * messages.length));
      return;
    } catch (error) {
      if (!(error instanceof TimeLimitExceeded)) throw error;
      // The message being worked on starts over; the ones before it are done.
      if (started === current) restoreFields(messages[current], before);
    }
  }
  const fallbackStarted = performance.now();
  for (; current < messages.length; current += 1) {
    if (performance.now() - fallbackStarted > FALLBACK_BUDGET_MS) {
      for (; current < messages.length; current += 1) addProcessingError(messages[current], skippedForTime);
      return;
    }
    runMessage(chain, messages[current], nowMs);
  }
}
