// A deflector cycle: the set's deflector moves to a new index, and the set's retention runs right after,
// whether the cycle was asked for over the API or made by a rotation strategy.
import type { ServerContext } from '../context';
import { getLogger } from '../logging/logger';
import { writeIndexOf } from '../messages/indices';
import type { ManagedIndexSet } from './indexSets';
import { pointToNewIndex } from './lifecycle';
import { runRetention } from './retention';

const LOG = getLogger('org.graylog2.periodical.IndexRetentionThread');

export function cycleDeflector(ctx: ServerContext, indexSet: ManagedIndexSet): { oldTarget: string | null; newTarget: string } {
  const cycled = pointToNewIndex(ctx, indexSet);
  runRetention(ctx, indexSet.id).catch((error: unknown) => {
    LOG.error(`Retention of index set <${indexSet.title}> failed: ${error instanceof Error ? error.message : String(error)}`);
  });
  return cycled;
}

/** Graylog's DeflectorSummary: whether the set has a write index, and which. */
export function deflectorSummary(ctx: ServerContext, indexSetId: string): { is_up: boolean; current_target: string | null } {
  const target = writeIndexOf(ctx.db, indexSetId);
  return { is_up: target !== null, current_target: target };
}
