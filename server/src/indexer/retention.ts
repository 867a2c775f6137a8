// Graylog's retention strategies, run right after a rotation: when a set has more indices than
// max_number_of_indices, the oldest are deleted (DeletionRetentionStrategy), closed (ClosingRetentionStrategy)
// or left alone (NoopRetentionStrategy). Only open indices count, and neither the write index nor a reopened
// index is ever touched. Each run is a system job; one runs per set at a time, and a rotation during a run
// asks for another run once it ends.
import type { ServerContext } from '../context';
import { CLOSING_RETENTION, DELETION_RETENTION, NOOP_RETENTION } from '../indices/strategies';
import { getLogger } from '../logging/logger';
import { indicesOfSet, isWriteIndex } from '../messages/indices';
import { raiseNotification } from '../notifications/notifications';
import { startSystemJob, type StartedJob, type SystemJobSpec } from '../systemjobs/jobs';
import { recordSystemMessage } from '../systemmessages/systemMessages';
import { managedIndexSet, type ManagedIndexSet } from './indexSets';
import { closeIndex, removeIndex } from './lifecycle';

const LOG = getLogger('org.graylog2.indexer.retention.strategies.AbstractIndexCountBasedRetentionStrategy');

export interface RetentionPlan {
  strategy: string;
  /** Oldest first. */
  indices: string[];
  info: string;
}

function maxNumberOfIndices(indexSet: ManagedIndexSet): number | null {
  if (indexSet.retention_strategy_class === NOOP_RETENTION) return Number.MAX_SAFE_INTEGER;
  const max = indexSet.retention_strategy.max_number_of_indices;
  return typeof max === 'number' && Number.isInteger(max) && max >= 1 ? max : null;
}

/** What a retention run of the set would do now, or null when nothing is to be done. */
export function retentionPlan(ctx: ServerContext, indexSet: ManagedIndexSet): RetentionPlan | null {
  const strategy = indexSet.retention_strategy_class;
  if (![DELETION_RETENTION, CLOSING_RETENTION, NOOP_RETENTION].includes(strategy)) return null;
  const max = maxNumberOfIndices(indexSet);
  if (max === null) {
    LOG.warn('No retention strategy configuration found, not running index retention!');
    return null;
  }
  const counted = indicesOfSet(ctx.db, indexSet.id).filter((record) => !record.closed && !record.reopened);
  if (counted.length <= max) return null;
  const removeCount = counted.length - max;
  const candidates = counted.filter((record) => !isWriteIndex(ctx.db, record));
  return {
    strategy,
    indices: candidates.slice(0, removeCount).map((record) => record.name),
    info: `Number of indices (${counted.length}) higher than limit (${max}). Running retention for ${removeCount} indices.`,
  };
}

async function retain(ctx: ServerContext, strategy: string, index: string): Promise<void> {
  LOG.info(`Running retention strategy [${strategy}] for index <${index}>`);
  recordSystemMessage(ctx, 'org.graylog2.periodical.IndexRetentionThread', `Running retention strategy [${strategy}] for index <${index}>`);
  const started = performance.now();
  if (strategy === DELETION_RETENTION) {
    await removeIndex(ctx, index);
    LOG.info(`Finished index retention strategy [delete] for index <${index}> in ${Math.round(performance.now() - started)}ms.`);
  } else if (strategy === CLOSING_RETENTION) {
    await closeIndex(ctx, index);
    LOG.info(`Finished index retention strategy [close] for index <${index}> in ${Math.round(performance.now() - started)}ms.`);
  } else {
    LOG.info('Not running any index retention. This is the no-op index rotation strategy.');
  }
}

/** Per database: the sets a retention run is busy with, and whether another run was asked for meanwhile. */
const busy = new WeakMap<object, Map<string, { again: boolean }>>();

function busySets(ctx: ServerContext): Map<string, { again: boolean }> {
  let sets = busy.get(ctx.db);
  if (!sets) {
    sets = new Map();
    busy.set(ctx.db, sets);
  }
  return sets;
}

/** Resolves once every retention run of this database has ended (a closing server waits for them). */
export async function retentionRunsEnded(ctx: ServerContext): Promise<void> {
  const runs = running.get(ctx.db);
  while (runs && runs.size > 0) await Promise.allSettled([...runs]);
}

const running = new WeakMap<object, Set<Promise<void>>>();

function track(ctx: ServerContext, run: Promise<void>): Promise<void> {
  let runs = running.get(ctx.db);
  if (!runs) {
    runs = new Set();
    running.set(ctx.db, runs);
  }
  runs.add(run);
  const tracked = runs;
  return run.finally(() => { tracked.delete(run); });
}

/** Starts a retention run of the set when it has more indices than it keeps; resolves when that run ends. */
export async function runRetention(ctx: ServerContext, indexSetId: string): Promise<void> {
  const sets = busySets(ctx);
  const running = sets.get(indexSetId);
  if (running) {
    running.again = true;
    return;
  }
  const indexSet = managedIndexSet(ctx.db, indexSetId);
  const plan = indexSet ? retentionPlan(ctx, indexSet) : null;
  if (!indexSet || !plan) return;
  const state = { again: false };
  sets.set(indexSetId, state);
  LOG.info(plan.info);
  const job: SystemJobSpec = {
    name: plan.strategy,
    description: `Runs the retention strategy of index set <${indexSet.title}> (${indexSet.id}).`,
    info: plan.info,
    isCancelable: true,
    run: async (running) => {
      for (const [at, index] of plan.indices.entries()) {
        if (running.cancelled) return;
        try {
          await retain(ctx, plan.strategy, index);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          raiseNotification(ctx, {
            type: 'generic',
            severity: 'urgent',
            details: { title: 'Index retention failed', description: `Retention of index <${index}> in index set <${indexSet.title}> failed: ${reason}` },
          });
          throw error;
        }
        running.setProgress(((at + 1) / plan.indices.length) * 100);
      }
    },
  };
  let started: StartedJob;
  try {
    started = startSystemJob(ctx, job);
  } catch (error) {
    // The job could not even be recorded: the set must not stay marked as busy.
    sets.delete(indexSetId);
    throw error;
  }
  return track(ctx, started.done.finally(() => {
    sets.delete(indexSetId);
    if (state.again) return runRetention(ctx, indexSetId);
    return undefined;
  }));
}
