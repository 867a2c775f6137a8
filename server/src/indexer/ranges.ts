// Index ranges (Graylog's IndexRange): the oldest and newest message timestamp of each index, kept in
// message_indices so a search opens only the indices its time range needs. Every commit widens the range
// of its index; calculating a range reads it again from the index's file (count, first and last timestamp,
// each from an index b-tree end) and notes when and how long it took.
import type { ServerContext } from '../context';
import { IndexFile } from '../messages/indexFile';
import { findIndex, setCalculatedRange, type MessageIndexRecord } from '../messages/indices';
import { indexFileHolder } from './files';

/** Graylog's IndexRangeSummary. */
export interface IndexRangeSummary {
  index_name: string;
  begin: string;
  end: string;
  calculated_at: string | null;
  took_ms: number;
}

/** An empty index has the unknown range, both ends at the epoch, as Graylog writes it. */
export function rangeSummary(record: MessageIndexRecord): IndexRangeSummary {
  return {
    index_name: record.name,
    begin: new Date(record.begin_ms ?? 0).toISOString(),
    end: new Date(record.end_ms ?? 0).toISOString(),
    calculated_at: record.range_calculated_at,
    took_ms: record.range_took_ms,
  };
}

const EMPTY = { count: 0, begin: null, end: null };

/** Reads the range and stores it; false for an index that is gone or closed (Graylog skips those too). */
function recalculate(ctx: ServerContext, index: string, readStats: () => { count: number; begin: number | null; end: number | null } | null): boolean {
  const record = findIndex(ctx.db, index);
  if (!record || record.closed) return false;
  const started = performance.now();
  const stats = readStats() ?? EMPTY;
  setCalculatedRange(ctx.db, index, stats, ctx.now(), performance.now() - started);
  return true;
}

/** Recalculates the range of an open index from its file, between two commits of the running store. */
export async function calculateRange(ctx: ServerContext, index: string): Promise<boolean> {
  const holder = indexFileHolder(ctx.db);
  if (holder) return holder.betweenCommits(() => recalculate(ctx, index, () => holder.statsFromFile(index)));
  // No running store (a tool or a test on the database alone): a connection of our own, closed at once.
  return recalculate(ctx, index, () => {
    const file = IndexFile.open(ctx.dataDir, index, { create: false });
    try {
      return file?.stats() ?? null;
    } finally {
      file?.close();
    }
  });
}
