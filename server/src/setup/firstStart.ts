// Everything a fresh data folder needs, created idempotently on every start: running it again creates
// nothing, and a data folder from an older version gets what it lacks (the events streams and index sets).
import type { Db } from '../db/types';
import { ensureDefaultGrokPatterns } from '../grok/defaults';
import { ensureDefaultIndexSet, ensureEventsIndexSet, EVENTS_INDEX_SET, SYSTEM_EVENTS_INDEX_SET } from '../indices/defaults';
import { ensureSidecarSystemRole, ensureSidecarUser } from '../sidecars/sidecarUser';
import { ensureDefaultStream, ensureEventsStream, EVENTS_STREAM, SYSTEM_EVENTS_STREAM } from '../streams/defaults';
import { ensureAdminUser } from '../users/defaults';

export interface FirstStartResult {
  /** True when this start created the admin user, i.e. the data folder was new. */
  createdAdmin: boolean;
}

export async function ensureDefaults(db: Db, adminPassword: string, nowMs: number): Promise<FirstStartResult> {
  const createdAdmin = await ensureAdminUser(db, adminPassword, nowMs);
  db.transaction(() => {
    const indexSet = ensureDefaultIndexSet(db, nowMs);
    ensureDefaultStream(db, indexSet.id, nowMs);
    ensureEventsStream(db, EVENTS_STREAM, ensureEventsIndexSet(db, EVENTS_INDEX_SET, nowMs), nowMs);
    ensureEventsStream(db, SYSTEM_EVENTS_STREAM, ensureEventsIndexSet(db, SYSTEM_EVENTS_INDEX_SET, nowMs), nowMs);
    ensureDefaultGrokPatterns(db, nowMs);
    ensureSidecarSystemRole(db, nowMs);
  })();
  await ensureSidecarUser(db, nowMs);
  return { createdAdmin };
}
