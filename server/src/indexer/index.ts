// What other areas call about an index set's indices: the index sets area creates a set's first index
// when the set is created, removes its indices when the set is deleted with them, and shows its stats.
import type { ServerContext } from '../context';
import { createFirstIndexOf, deleteIndicesOf, statsOfIndexSet, unlistIndicesOf, type IndexSetIndexStats } from './indexSetIndices';

export type { IndexSetIndexStats } from './indexSetIndices';

/**
 * Creates `<prefix>_0`, the deflector's first target, when the set has no index yet, and returns the
 * set's write index. Synchronous and safe inside the caller's transaction.
 */
export function createFirstIndex(ctx: ServerContext, indexSetId: string): string {
  return createFirstIndexOf(ctx, indexSetId);
}

/** Removes every index of the set: listed first, then files released by the readers and the writer, then deleted. */
export function deleteIndexSetIndices(ctx: ServerContext, indexSetId: string): Promise<void> {
  return deleteIndicesOf(ctx, indexSetId);
}

/**
 * For a set deleted while keeping its indices: they are managed no more (unlisted, their connections
 * released; the rows must go before the set's row) and their files stay on disk.
 */
export function unlistIndexSetIndices(ctx: ServerContext, indexSetId: string): Promise<void> {
  return unlistIndicesOf(ctx, indexSetId);
}

/** Indices, stored messages and bytes on disk (each file with its write-ahead log) of one index set. */
export function indexSetStats(ctx: ServerContext, indexSetId: string): IndexSetIndexStats {
  return statsOfIndexSet(ctx, indexSetId);
}
