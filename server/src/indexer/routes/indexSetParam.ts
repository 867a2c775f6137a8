import type { ServerContext } from '../../context';
import { notFound } from '../../http/errors';
import { managedIndexSet, type ManagedIndexSet } from '../indexSets';

/** The index set named in the path, or Graylog's 404 for an unknown id. */
export function requireIndexSet(ctx: ServerContext, indexSetId: string): ManagedIndexSet {
  const indexSet = managedIndexSet(ctx.db, indexSetId);
  if (!indexSet) throw notFound(`Couldn't find index set with ID <${indexSetId}>`);
  return indexSet;
}
