// Persistence of grants. GRNs are stored in their canonical lower-case form (see grn.ts).
import { cachedStatement } from '../db/statements';
import type { Db } from '../db/types';
import { newObjectId } from '../http/ids';
import type { UserRecord } from '../users/store';
import type { Capability } from './capabilities';
import { userGrn } from './grn';

export interface Grant {
  id: string;
  grantee: string;
  capability: Capability;
  target: string;
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
}

export function grantsForTarget(db: Db, target: string): Grant[] {
  return db.prepare('SELECT * FROM grants WHERE target = ? ORDER BY created_at, id').all(target) as Grant[];
}

export function grantsForGrantees(db: Db, grantees: readonly string[]): Grant[] {
  if (grantees.length === 0) return [];
  const placeholders = grantees.map(() => '?').join(', ');
  return cachedStatement(db, `SELECT * FROM grants WHERE grantee IN (${placeholders}) ORDER BY created_at, id`).all(...grantees) as Grant[];
}

export function allGrants(db: Db): Grant[] {
  return db.prepare('SELECT * FROM grants ORDER BY created_at, id').all() as Grant[];
}

/** Creates the grant, or changes the capability of the grantee's existing grant on the target. */
export function saveGrant(db: Db, grantee: string, capability: Capability, target: string, byUsername: string, nowMs: number): void {
  const at = new Date(nowMs).toISOString();
  db.prepare(`INSERT INTO grants (id, grantee, capability, target, created_by, created_at, updated_by, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (grantee, target) DO UPDATE SET capability = excluded.capability,
      updated_by = excluded.updated_by, updated_at = excluded.updated_at
    WHERE grants.capability <> excluded.capability`)
    .run(newObjectId(nowMs), grantee, capability, target, byUsername, at, byUsername, at);
}

export function deleteGrant(db: Db, id: string): void {
  db.prepare('DELETE FROM grants WHERE id = ?').run(id);
}

/** For areas deleting an entity: its grants must not outlive it (a new entity could reuse nothing, but lists would show ghosts). */
export function deleteGrantsForTarget(db: Db, target: string): void {
  db.prepare('DELETE FROM grants WHERE target = ?').run(target);
}

/** For deleting a user: their grants go with them. */
export function deleteGrantsForGrantee(db: Db, grantee: string): void {
  db.prepare('DELETE FROM grants WHERE grantee = ?').run(grantee);
}

/**
 * For areas creating a shareable entity: its creator owns it, as in Graylog. The built-in admin
 * (the only read-only user) is skipped, as Graylog skips its local admin: it may do anything anyway.
 */
export function registerNewEntity(db: Db, target: string, creator: UserRecord, nowMs: number): void {
  if (creator.read_only) return;
  saveGrant(db, userGrn(creator.id), 'own', target, creator.username, nowMs);
}
