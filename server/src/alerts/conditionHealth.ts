// Which conditions the scanner has given up on. A check that overruns its budget (checks.ts) blocked the
// server's only thread for that long; one that does so MAX_CHECK_OVERRUNS times in a row would do it on every
// round, so the scanner marks it failing and skips it until someone edits (or deletes) it, as the router pauses
// a stream whose rules overrun (streams/router.ts). Graylog had no such state: its scanner ran on threads of
// its own. The mark is kept in memory only, so after a restart the condition is tried again.
import { CHECK_TIME_LIMIT_MS } from './checks';

/** Overruns in a row after which the scanner skips a condition. */
export const MAX_CHECK_OVERRUNS = 3;

/** Why the scanner skips a failing condition (the `failing` note of the condition's answer). */
export const FAILING_NOTE = `Its check took longer than ${CHECK_TIME_LIMIT_MS} ms ${MAX_CHECK_OVERRUNS} times in a row, `
  + 'so it is not checked any more: simplify its query or shorten its time range, then save it to check it again';

export class ConditionHealth {
  private readonly overruns = new Map<string, number>();
  private readonly failing = new Set<string>();

  /** The note to show for a condition the scanner skips, or null. */
  failingNote(conditionId: string): string | null {
    return this.failing.has(conditionId) ? FAILING_NOTE : null;
  }

  /** A check ran within its budget: earlier overruns no longer count. */
  checked(conditionId: string): void {
    this.overruns.delete(conditionId);
  }

  /** A check overran its budget; true when that made the condition failing. */
  overran(conditionId: string): boolean {
    const count = (this.overruns.get(conditionId) ?? 0) + 1;
    if (count < MAX_CHECK_OVERRUNS) {
      this.overruns.set(conditionId, count);
      return false;
    }
    this.overruns.delete(conditionId);
    this.failing.add(conditionId);
    return true;
  }

  /** The condition was edited or deleted: check it again from scratch. */
  forget(conditionId: string): void {
    this.overruns.delete(conditionId);
    this.failing.delete(conditionId);
  }
}
