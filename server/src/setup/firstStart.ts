// Everything a fresh data folder needs, created idempotently: running it again creates nothing.
import type { Db } from '../db/types';
import { ensureDefaultGrokPatterns } from '../grok/defaults';
import { ensureDefaultIndexSet } from '../indices/defaults';
import { ensureDefaultStream } from '../streams/defaults';
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
    ensureDefaultGrokPatterns(db, nowMs);
  })();
  return { createdAdmin };
}
