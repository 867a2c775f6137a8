// Answers that arrived after everyone stopped waiting for them: a fetch that intake gave up on, or one started
// by a lookup outside a round. Kept briefly per adapter, even when its tables have no cache, so the next
// batches answer at once instead of asking (and waiting) again. Short-lived on purpose: a table without a
// cache is meant to ask its adapter each time.
import type { LookupAnswer } from './types';

/** How long a late answer (or failure) is kept: Graylog's error cache time, long enough for the next batches. */
export const LATE_ANSWER_MS = 5_000;
/** Bounds the memory of one adapter; the oldest answers go first. */
export const MAX_LATE_ANSWERS = 10_000;

export class LateAnswers {
  private readonly answers = new Map<string, { answer: LookupAnswer; expiresAt: number }>();

  constructor(private readonly now: () => number) {}

  get(key: string): LookupAnswer | undefined {
    const entry = this.answers.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.answer;
    this.answers.delete(key);
    return undefined;
  }

  put(key: string, answer: LookupAnswer): void {
    this.answers.delete(key);
    this.answers.set(key, { answer, expiresAt: this.now() + LATE_ANSWER_MS });
    if (this.answers.size > MAX_LATE_ANSWERS) {
      const oldest = this.answers.keys().next();
      if (!oldest.done) this.answers.delete(oldest.value);
    }
  }

  purge(key?: string): void {
    if (key === undefined) this.answers.clear();
    else this.answers.delete(key);
  }
}
