// What other areas call about an index set's indices as a whole: the index sets area creates a set's first
// index when the set is created, removes its indices when the set is deleted with them, and shows its stats.
import type { ServerContext } from '../context';
import { indexSetsChanged } from '../indices/store';
import { ensureWriteIndex, indicesOfSet, removeIndexRecord } from '../messages/indices';
import { indexSizeOnDisk, releaseIndexFiles } from './files';
import { removeIndex } from './lifecycle';

/** Graylog's IndexSetStats. */
export interface IndexSetIndexStats {
  indices: number;
  documents: number;
  size: number;
}

/**
 * Creates `<prefix>_0`, the deflector's first target, when the set has no index yet, and returns the
 * set's write index. Synchronous and safe inside the caller's transaction.
 */
export function createFirstIndex(ctx: ServerContext, indexSetId: string): string {
  const target = ensureWriteIndex(ctx.db, indexSetId, ctx.now(), ctx.dataDir);
  // Streams may point at the new set from now on: intake's stream -> set map is read again.
  indexSetsChanged();
  return target;
}

/** Removes every index of the set: listed first, then files released by the readers and the writer, then deleted. */
export async function deleteIndexSetIndices(ctx: ServerContext, indexSetId: string): Promise<void> {
  indexSetsChanged();
  for (const record of indicesOfSet(ctx.db, indexSetId)) await removeIndex(ctx, record.name);
}

/**
 * For a set deleted without its indices: they are managed no more (unlisted, their connections released;
 * the rows must go before the set's row) but their files stay on disk, as Graylog leaves such indices in
 * Elasticsearch.
 */
export async function unlistIndexSetIndices(ctx: ServerContext, indexSetId: string): Promise<void> {
  indexSetsChanged();
  const names = indicesOfSet(ctx.db, indexSetId).map((record) => record.name);
  for (const name of names) removeIndexRecord(ctx.db, name);
  await releaseIndexFiles(ctx.db, names);
}

/** Indices, stored messages and bytes on disk (each file with its write-ahead log) of one index set. */
export function indexSetStats(ctx: ServerContext, indexSetId: string): IndexSetIndexStats {
  const stats = { indices: 0, documents: 0, size: 0 };
  for (const record of indicesOfSet(ctx.db, indexSetId)) {
    stats.indices += 1;
    stats.documents += record.message_count;
    stats.size += indexSizeOnDisk(ctx.dataDir, record.name);
  }
  return stats;
}
