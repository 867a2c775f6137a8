// What happens to one index: closed (never searched, its files released, kept on disk), reopened (searched
// again, its range recalculated, and marked reopened so retention leaves it alone), deleted (listed no
// more, files released, then removed), and the deflector pointed at a new index of a set (a cycle). The
// write index of a set can be neither closed nor deleted, as in Graylog.
import type { ServerContext } from '../context';
import { badRequest, forbidden, notFound } from '../http/errors';
import { getLogger } from '../logging/logger';
import { recordSystemMessage } from '../systemmessages/systemMessages';
import { createIndex, findIndex, isWriteIndex, removeIndexRecord, setClosed, writeIndexOf, type MessageIndexRecord } from '../messages/indices';
import { deleteIndexFiles, releaseIndexFiles } from './files';
import type { ManagedIndexSet } from './indexSets';
import { calculateRange } from './ranges';

const INDICES_LOG = getLogger('org.graylog2.indexer.indices.Indices');
const INDEX_SET_LOG = getLogger('org.graylog2.indexer.MongoIndexSet');

/** The index, or Graylog's 404 for a name no index set manages. */
export function managedIndex(ctx: ServerContext, index: string): MessageIndexRecord {
  const record = findIndex(ctx.db, index);
  if (!record) throw notFound(`Index [${index}] doesn't look like an index managed by Graylog.`);
  return record;
}

export async function closeIndex(ctx: ServerContext, index: string): Promise<void> {
  const record = managedIndex(ctx, index);
  if (isWriteIndex(ctx.db, record)) throw forbidden(`The current deflector target index (${index}) cannot be closed`);
  if (record.closed) return;
  setClosed(ctx.db, index, true);
  await releaseIndexFiles(ctx.db, [index]);
  INDICES_LOG.info(`Closed index <${index}>.`);
}

export async function reopenIndex(ctx: ServerContext, index: string): Promise<void> {
  const record = managedIndex(ctx, index);
  if (!record.closed) return;
  setClosed(ctx.db, index, false);
  await calculateRange(ctx, index);
  INDICES_LOG.info(`Reopened index <${index}>.`);
}

export async function deleteIndex(ctx: ServerContext, index: string): Promise<void> {
  const record = managedIndex(ctx, index);
  if (isWriteIndex(ctx.db, record)) throw forbidden(`The current deflector target index (${index}) cannot be deleted`);
  await removeIndex(ctx, index);
}

/** Unlists the index first (no search or write picks it any more), then releases and removes its files. */
export async function removeIndex(ctx: ServerContext, index: string): Promise<void> {
  removeIndexRecord(ctx.db, index);
  await releaseIndexFiles(ctx.db, [index]);
  deleteIndexFiles(ctx.dataDir, index);
  INDICES_LOG.info(`Deleted index <${index}>.`);
}

/**
 * Points the set's deflector at a new index (`<prefix>_<n+1>`), then calculates the range of the one it
 * left and lets go of that one's connections, its write-ahead log copied into its file (Graylog's
 * SetIndexReadOnlyAndCalculateRangeJob and OptimizeIndexJob): an old index is one compact file that holds
 * no file handle until a search opens it. Returns the new target.
 */
export function pointToNewIndex(ctx: ServerContext, indexSet: ManagedIndexSet): { oldTarget: string | null; newTarget: string } {
  if (!indexSet.writable) throw badRequest(`Unable to cycle non-writable index set <${indexSet.id}> (${indexSet.title})`);
  const { oldTarget, newTarget } = ctx.db.transaction(() => {
    const old = writeIndexOf(ctx.db, indexSet.id);
    return { oldTarget: old, newTarget: createIndex(ctx.db, indexSet.id, ctx.now(), ctx.dataDir) };
  })();
  INDEX_SET_LOG.info(`Cycling from <${oldTarget ?? 'none'}> to <${newTarget}>.`);
  INDEX_SET_LOG.info(`Successfully pointed index alias <${indexSet.index_prefix}_deflector> to index <${newTarget}>.`);
  recordSystemMessage(ctx, 'org.graylog2.indexer.IndexSet', `Cycled index alias <${indexSet.index_prefix}_deflector> from <${oldTarget ?? 'none'}> to <${newTarget}>.`);
  if (oldTarget !== null) settleLeftIndex(ctx, oldTarget);
  return { oldTarget, newTarget };
}

/** Resolves once every index left by a cycle is settled (its range calculated, its files released). */
export async function leftIndicesSettled(ctx: ServerContext): Promise<void> {
  const pending = settling.get(ctx.db);
  while (pending && pending.size > 0) await Promise.allSettled([...pending]);
}

const settling = new WeakMap<object, Set<Promise<void>>>();

function settleLeftIndex(ctx: ServerContext, index: string): void {
  const pending = settling.get(ctx.db) ?? new Set<Promise<void>>();
  settling.set(ctx.db, pending);
  const work = calculateRange(ctx, index)
    .catch((error: unknown) => {
      INDEX_SET_LOG.error(`Could not calculate the range of index <${index}>: ${error instanceof Error ? error.message : String(error)}`);
    })
    .then(() => releaseIndexFiles(ctx.db, [index]))
    .catch((error: unknown) => {
      INDEX_SET_LOG.error(`Could not release index <${index}>: ${error instanceof Error ? error.message : String(error)}`);
    })
    .finally(() => { pending.delete(work); });
  pending.add(work);
}
