// Graylog's RebuildIndexRangesJob: recalculates the range of every open index of the given sets from the
// index files, as a system job with progress that can be cancelled between two indices.
import type { ServerContext } from '../context';
import { getLogger } from '../logging/logger';
import { indicesOfSet } from '../messages/indices';
import { startSystemJob, type StartedJob } from '../systemjobs/jobs';
import type { ManagedIndexSet } from './indexSets';
import { calculateRange } from './ranges';

export const REBUILD_INDEX_RANGES_JOB = 'org.graylog2.indexer.ranges.RebuildIndexRangesJob';

const LOG = getLogger(REBUILD_INDEX_RANGES_JOB);

export function startRangesRebuild(ctx: ServerContext, indexSets: readonly ManagedIndexSet[]): StartedJob {
  return startSystemJob(ctx, {
    name: REBUILD_INDEX_RANGES_JOB,
    description: 'Rebuilds index range information.',
    info: 'No further information available.',
    isCancelable: true,
    run: async (job) => {
      LOG.info('Recalculating index ranges.');
      const work = indexSets.map((indexSet) => ({ indexSet, indices: indicesOfSet(ctx.db, indexSet.id).map((record) => record.name) }));
      const total = work.reduce((sum, { indices }) => sum + indices.length, 0);
      if (total === 0) {
        LOG.info('No indices, nothing to calculate.');
        return;
      }
      const started = performance.now();
      let calculated = 0;
      for (const { indexSet, indices } of work) {
        LOG.info(`Recalculating index ranges for index set ${indexSet.title} (${indexSet.index_prefix}_*): ${indices.length} indices affected.`);
        for (const index of indices) {
          if (job.cancelled) {
            LOG.info('Stop requested. Not calculating next index range, not updating ranges.');
            return;
          }
          try {
            if (await calculateRange(ctx, index)) LOG.info(`Created ranges for index ${index}.`);
          } catch (error) {
            LOG.info(`Could not calculate range of index [${index}]. Skipping. ${error instanceof Error ? error.message : String(error)}`);
          }
          calculated += 1;
          job.setProgress(Math.floor((calculated / total) * 100));
        }
      }
      LOG.info(`Done calculating index ranges for ${total} indices. Took ${Math.round(performance.now() - started)}ms.`);
    },
  });
}
