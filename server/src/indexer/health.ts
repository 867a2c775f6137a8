// The indexer cluster's health, truthfully for a store of one node: green while the indices folder can be
// written and the last commit went through; red when a commit failed (until one succeeds again) or the
// folder cannot be written. Red raises Graylog's es_cluster_red notification; green again clears it.
import fs from 'node:fs';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import { getLogger } from '../logging/logger';
import { indicesDir } from '../messages/indexFile';
import { clearNotification, raiseNotification } from '../notifications/notifications';

const LOG = getLogger('org.graylog2.indexer.cluster.Cluster');

/** Per database: the reason of the last failed commit, absent while the last commit went through. */
const lastFailure = new WeakMap<Db, string>();

export function noteCommitFailed(ctx: ServerContext, reason: string): void {
  if (!lastFailure.has(ctx.db)) {
    LOG.error(`Writing messages to the indices failed: ${reason}`);
    raiseNotification(ctx, { type: 'es_cluster_red', severity: 'urgent', details: { reason } });
  }
  lastFailure.set(ctx.db, reason);
}

export function noteCommitSucceeded(ctx: ServerContext): void {
  if (!lastFailure.has(ctx.db)) return;
  lastFailure.delete(ctx.db);
  LOG.info('Writing messages to the indices works again.');
  clearNotification(ctx, 'es_cluster_red');
}

/** Whether the indices folder (created when missing) can be read and written. */
export function indicesFolderUsable(dataDir: string): boolean {
  try {
    const dir = indicesDir(dataDir);
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.R_OK | fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

export type HealthStatus = 'green' | 'red';

export function clusterHealthStatus(ctx: ServerContext): HealthStatus {
  return !lastFailure.has(ctx.db) && indicesFolderUsable(ctx.dataDir) ? 'green' : 'red';
}

export function lastCommitFailure(db: Db): string | null {
  return lastFailure.get(db) ?? null;
}
