// A cloned stream gets its source's alert conditions and alarm callbacks, as Graylog's clone does: each a
// new copy (new id) created now by the user who cloned. Runs in the clone's transaction.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';
import { newObjectId } from '../http/ids';
import type { StreamClone } from '../streams/cloneSteps';
import { findStream } from '../streams/store';
import { callbacksOfStream, saveCallback } from './callbackStore';
import { addCondition, conditionsOf } from './conditionStore';

export function copyAlertingToClone(db: Db, { sourceId, cloneId, creator, nowMs }: StreamClone): void {
  const source = findStream(db, sourceId);
  if (!source) return;
  const createdAt = new Date(nowMs).toISOString();
  for (const condition of conditionsOf(source)) {
    addCondition(db, cloneId, { ...condition, id: randomUUID(), creator_user_id: creator.username, created_at: createdAt });
  }
  for (const callback of callbacksOfStream(db, sourceId)) {
    saveCallback(db, { ...callback, id: newObjectId(nowMs), stream_id: cloneId, creator_user_id: creator.username, created_at: createdAt });
  }
}
