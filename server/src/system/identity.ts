// Node and cluster ids are UUIDs made on first start and kept in the database, so clients
// that remember a node id keep finding it after a restart.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';
import { getOrCreateSetting } from '../db/settings';
import type { NodeIdentity } from '../context';

export function loadNodeIdentity(db: Db, nowMs: number): NodeIdentity {
  return {
    nodeId: getOrCreateSetting(db, 'node_id', () => randomUUID()),
    clusterId: getOrCreateSetting(db, 'cluster_id', () => randomUUID()),
    startedAt: new Date(nowMs).toISOString(),
  };
}
