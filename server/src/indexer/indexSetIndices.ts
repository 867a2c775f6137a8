// An index set's indices as a whole: its first index when the set is created, all of them removed when the
// set is deleted with its indices, and its stats.
import type { ServerContext } from '../context';
import { ensureWriteIndex, indicesOfSet, removeIndexRecord } from '../messages/indices';
import { bumpIngestConfig } from '../processing/configVersion';
import { indexSizeOnDisk, releaseIndexFiles } from './files';
import { removeIndex } from './lifecycle';

export interface IndexSetIndexStats {
  indices: number;
  documents: number;
  size: number;
}

export function createFirstIndexOf(ctx: ServerContext, indexSetId: string): string {
  const target = ensureWriteIndex(ctx.db, indexSetId, ctx.now(), ctx.dataDir);
  // Streams may point at the new set from now on: the store's stream -> set map is read again.
  bumpIngestConfig();
  return target;
}

export async function deleteIndicesOf(ctx: ServerContext, indexSetId: string): Promise<void> {
  bumpIngestConfig();
  for (const record of indicesOfSet(ctx.db, indexSetId)) await removeIndex(ctx, record.name);
}

/**
 * For a set deleted without its indices: they are managed no more (unlisted, connections released) but
 * their files stay on disk, as Graylog leaves such indices in Elasticsearch.
 */
export async function unlistIndicesOf(ctx: ServerContext, indexSetId: string): Promise<void> {
  bumpIngestConfig();
  const names = indicesOfSet(ctx.db, indexSetId).map((record) => record.name);
  for (const name of names) removeIndexRecord(ctx.db, name);
  await releaseIndexFiles(ctx.db, names);
}

export function statsOfIndexSet(ctx: ServerContext, indexSetId: string): IndexSetIndexStats {
  const stats = { indices: 0, documents: 0, size: 0 };
  for (const record of indicesOfSet(ctx.db, indexSetId)) {
    stats.indices += 1;
    stats.documents += record.message_count;
    stats.size += indexSizeOnDisk(ctx.dataDir, record.name);
  }
  return stats;
}
