// Indexer failures (Graylog's IndexFailure): one row per message a commit could not store, with the index
// it was meant for and the reason. Bounded: the oldest rows go once there are more than MAX_FAILURES, as
// Graylog keeps them in a capped collection.
import { cachedStatement as prepared } from '../db/statements';
import type { Db } from '../db/types';

export const MAX_FAILURES = 50_000;

/** Graylog's IndexFailure.asMap(). */
export interface IndexFailureSummary {
  timestamp: string;
  letter_id: string;
  message: string;
  index: string;
  type: string;
}

/** Graylog's document type of every message, which it records as the failure's type. */
const MESSAGE_TYPE = 'message';

export function recordIndexFailures(db: Db, nowMs: number, index: string, messageIds: readonly string[], reason: string): void {
  if (messageIds.length === 0) return;
  const timestamp = new Date(nowMs).toISOString();
  db.transaction(() => {
    const insert = prepared(db, 'INSERT INTO indexer_failures (timestamp, letter_id, index_name, type, message) VALUES (?, ?, ?, ?, ?)');
    for (const id of messageIds) insert.run(timestamp, id, index, MESSAGE_TYPE, reason);
    prepared(db, `DELETE FROM indexer_failures WHERE seq <= (SELECT MAX(seq) FROM indexer_failures) - ${MAX_FAILURES}`).run();
  })();
}

/** Newest first. */
export function listIndexFailures(db: Db, limit: number, offset: number): IndexFailureSummary[] {
  return prepared(db, `SELECT timestamp, letter_id, message, index_name AS "index", type FROM indexer_failures
    ORDER BY seq DESC LIMIT ? OFFSET ?`).all(limit, offset) as IndexFailureSummary[];
}

export function countIndexFailures(db: Db): number {
  return (prepared(db, 'SELECT COUNT(*) AS n FROM indexer_failures').get() as { n: number }).n;
}

export function countIndexFailuresSince(db: Db, sinceMs: number): number {
  return (prepared(db, 'SELECT COUNT(*) AS n FROM indexer_failures WHERE timestamp >= ?').get(new Date(sinceMs).toISOString()) as { n: number }).n;
}
