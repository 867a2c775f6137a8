// What one execution of a search may spend, so that no search (however many search types it has,
// however large their limits) can hold the event loop or the heap: one wall-clock deadline shared by
// all its search types, a number of messages summed over its messages search types, and a number of
// pivot rows summed over its pivots. A search type that would go beyond fails alone with a `search_type`
// error, as a search type paging past the result window does, so the other widgets of a dashboard
// still answer; refusing the whole execution (400) would blank every widget for one table's limit.
import { SEARCH_TIME_LIMIT_MS } from '../search/searchTime';
import { SearchTypeProblem } from './searchErrors';

/** Like the result window of one search type, for all messages search types of one execution together. */
export const MAX_EXECUTION_MESSAGES = 10_000;
/** Ten full histograms (MAX_BUCKETS each). */
export const MAX_EXECUTION_ROWS = 100_000;

export class ExecutionBudget {
  private readonly deadline: number;
  private messagesLeft = MAX_EXECUTION_MESSAGES;
  private rowsLeft = MAX_EXECUTION_ROWS;

  constructor(readonly timeLimitMs = SEARCH_TIME_LIMIT_MS, private readonly clock: () => number = () => performance.now()) {
    this.deadline = clock() + timeLimitMs;
  }

  /** Whole milliseconds left before the deadline, 0 once it has passed. */
  remainingMs(): number {
    return Math.max(0, Math.floor(this.deadline - this.clock()));
  }

  /** Refuses, before it runs, a messages search type whose limit is more than what is left. */
  assertMessagesLeft(limit: number): void {
    if (limit > this.messagesLeft) {
      throw new SearchTypeProblem(`This search type asks for up to ${limit} messages, but one search returns at most ${MAX_EXECUTION_MESSAGES} `
        + `messages over all its messages search types and ${this.messagesLeft} are left: lower its limit`);
    }
  }

  /** Counts what a messages search type that ran may have returned (its limit: a search type's share does not depend on the data). */
  takeMessages(limit: number): void {
    this.assertMessagesLeft(limit);
    this.messagesLeft -= limit;
  }

  /** Refuses a pivot result with more rows than what is left; counts it otherwise. */
  takeRows(rows: number): void {
    if (rows > this.rowsLeft) {
      throw new SearchTypeProblem(`This search type has ${rows} rows, but one search returns at most ${MAX_EXECUTION_ROWS} rows over all its pivots `
        + `and ${this.rowsLeft} are left: choose a longer interval, fewer values or a shorter time range`);
    }
    this.rowsLeft -= rows;
  }
}
