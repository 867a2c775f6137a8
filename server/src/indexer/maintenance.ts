// The indexer's background work, checked every second (Graylog's IndexRotationThread, every 10 s there):
// for each writable index set of messages, repair a missing deflector (a set without indices gets its first one, unless
// an index file is named like the deflector alias, which only a notification can report) and rotate the
// write index when the set's rotation strategy says so; retention follows each rotation, and runs every
// 5 minutes besides.
import type { ServerContext } from '../context';
import { getLogger } from '../logging/logger';
import { deflectorAlias, findIndex, writeIndexOf } from '../messages/indices';
import { hasNotification, raiseNotification } from '../notifications/notifications';
import { cycleDeflector } from './deflector';
import { retentionRunsEnded, runRetention } from './retention';
import { indexFileExists, indexSizeOnDisk } from './files';
import { leftIndicesSettled } from './lifecycle';
import { createFirstIndex } from './indexSetIndices';
import { managedIndexSets, type ManagedIndexSet } from './indexSets';
import { MESSAGE_COUNT_ROTATION, SIZE_BASED_ROTATION, TIME_BASED_ROTATION } from '../indices/strategies';
import { messageCountDecision, sizeDecision, TimeBasedRotation, type RotationDecision, type WriteIndexState } from './rotation';

export const CHECK_INTERVAL_MS = 1000;
/**
 * Graylog's IndexRetentionThread runs every 5 minutes whatever rotated the sets: besides the run right
 * after each cycle, this one catches a limit lowered since, or a run that failed or was cancelled.
 */
export const RETENTION_INTERVAL_MS = 5 * 60_000;

const LOG = getLogger('org.graylog2.periodical.IndexRotationThread');
const RETENTION_LOG = getLogger('org.graylog2.periodical.IndexRetentionThread');
const ROTATION_LOG = getLogger('org.graylog2.indexer.rotation.strategies.AbstractRotationStrategy');

export class IndexerMaintenance {
  private timer: NodeJS.Timeout | null = null;
  private readonly timeBased = new TimeBasedRotation();
  /** ctx.now() of the last periodic retention pass (null: none yet, the first check runs one). */
  private lastRetentionMs: number | null = null;

  constructor(private readonly ctx: ServerContext) {}

  start(): void {
    if (this.timer) return;
    this.check();
    this.timer = setInterval(() => this.check(), CHECK_INTERVAL_MS);
    // The check never keeps the process alive on its own.
    this.timer.unref();
  }

  /** Stops the checks and waits for retention runs under way, before the store closes. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await leftIndicesSettled(this.ctx);
    await retentionRunsEnded(this.ctx);
  }

  /**
   * One pass over every writable set; a failure in one set is logged and the others go on. It runs from a
   * timer, so nothing may throw out of it: an uncaught error there would end the server.
   */
  check(): void {
    const retentionDue = this.lastRetentionMs === null || this.ctx.now() - this.lastRetentionMs >= RETENTION_INTERVAL_MS;
    if (retentionDue) this.lastRetentionMs = this.ctx.now();
    let indexSets: ManagedIndexSet[];
    try {
      indexSets = managedIndexSets(this.ctx.db);
    } catch (error) {
      LOG.error(`Couldn't read the index sets: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    for (const indexSet of indexSets) {
      if (!indexSet.writable || !indexSet.holds_messages) continue;
      try {
        if (this.repair(indexSet)) this.rotateIfDue(indexSet);
      } catch (error) {
        LOG.error(`Couldn't point deflector to a new index: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (retentionDue) {
        runRetention(this.ctx, indexSet.id).catch((error: unknown) => {
          RETENTION_LOG.error(`Retention of index set <${indexSet.title}> failed: ${error instanceof Error ? error.message : String(error)}`);
        });
      }
    }
  }

  /** True when the set has a write index to check for rotation. */
  private repair(indexSet: ManagedIndexSet): boolean {
    const alias = deflectorAlias(indexSet.index_prefix);
    if (indexFileExists(this.ctx.dataDir, alias)) {
      if (!hasNotification(this.ctx.db, 'deflector_exists_as_index')) {
        raiseNotification(this.ctx, { type: 'deflector_exists_as_index', severity: 'urgent' });
        LOG.warn(`There is an index called [${alias}]. Cannot fix this automatically and published a notification.`);
      }
    }
    if (writeIndexOf(this.ctx.db, indexSet.id) !== null) return true;
    LOG.info('There is no index target to point to. Creating one now.');
    createFirstIndex(this.ctx, indexSet.id);
    return false;
  }

  private rotateIfDue(indexSet: ManagedIndexSet): void {
    const decision = this.decide(indexSet);
    if (!decision) return;
    ROTATION_LOG.debug(`Rotation strategy result: ${decision.description}`);
    if (!decision.rotate) return;
    ROTATION_LOG.info(`Deflector index <${writeIndexOf(this.ctx.db, indexSet.id) ?? 'none'}> (index set <${indexSet.title}>) should be rotated, Pointing deflector to new index now!`);
    cycleDeflector(this.ctx, indexSet);
  }

  private decide(indexSet: ManagedIndexSet): RotationDecision | null {
    const name = writeIndexOf(this.ctx.db, indexSet.id);
    const record = name === null ? null : findIndex(this.ctx.db, name);
    if (!record) return null;
    const created = Date.parse(record.created_at);
    const state: WriteIndexState = {
      name: record.name,
      messages: record.message_count,
      bytes: indexSet.rotation_strategy_class === SIZE_BASED_ROTATION ? indexSizeOnDisk(this.ctx.dataDir, record.name) : 0,
      createdMs: Number.isFinite(created) ? created : null,
    };
    switch (indexSet.rotation_strategy_class) {
      case MESSAGE_COUNT_ROTATION: return messageCountDecision(state, indexSet.rotation_strategy);
      case SIZE_BASED_ROTATION: return sizeDecision(state, indexSet.rotation_strategy);
      case TIME_BASED_ROTATION: return this.timeBased.decide(indexSet.id, state, indexSet.rotation_strategy, this.ctx.now());
      default: return null;
    }
  }
}

/** Starts the indexer's checks for a running server; stop() before the message store closes. */
export function startIndexerMaintenance(ctx: ServerContext): IndexerMaintenance {
  const maintenance = new IndexerMaintenance(ctx);
  maintenance.start();
  return maintenance;
}
