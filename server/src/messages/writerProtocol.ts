// What the message store and its writer worker say to each other. The worker answers requests in the
// order they came, one reply each, so the store matches replies to requests by their order.
import type { InsertResult, PreparedMessage } from './indexFile';

export interface WriterWorkerData {
  dataDir: string;
}

/** The messages of one flush going to one index: committed in one transaction of that index's file. */
export interface IndexBatch {
  index: string;
  messages: PreparedMessage[];
}

/** How one index's batch went: each index commits (or fails) on its own. */
export type IndexOutcome = { index: string; result: InsertResult } | { index: string; error: string };

export type WriterRequest =
  | { kind: 'commit'; batches: IndexBatch[] }
  /** Close the write connections of these indices (they were closed or are about to be deleted). */
  | { kind: 'release'; indices: string[] }
  | { kind: 'close' };

export type WriterReply =
  | { kind: 'committed'; outcomes: IndexOutcome[] }
  | { kind: 'released' }
  | { kind: 'closed' };
