// Collector actions waiting for a sidecar: one list per sidecar, at most one action per collector (a newer
// action for the same collector replaces the older one). The sidecar receives them with its next
// registration, which removes them, so each action is carried out once.
import type { Db } from '../db/types';
import { badRequest } from '../http/errors';
import { findCollector } from './collectors';
import type { CollectorAction } from './types';

/** The actions a sidecar understands. */
export const ACTION_NAMES = ['start', 'stop', 'restart'] as const;

export function pendingActions(db: Db, sidecarId: string): CollectorAction[] {
  const row = db.prepare('SELECT actions FROM sidecar_actions WHERE sidecar_id = ?').get(sidecarId) as { actions: string } | undefined;
  return row ? (JSON.parse(row.actions) as CollectorAction[]) : [];
}

/** The pending actions, removed: what a registration hands to the sidecar. */
export function takeActions(db: Db, sidecarId: string): CollectorAction[] {
  const actions = pendingActions(db, sidecarId);
  db.prepare('DELETE FROM sidecar_actions WHERE sidecar_id = ?').run(sidecarId);
  return actions;
}

/** Refuses an action for an unknown collector or one that names no action the sidecar knows. */
export function checkAction(db: Db, action: CollectorAction): void {
  if (!findCollector(db, action.collector_id)) throw badRequest(`Couldn't find collector with ID ${action.collector_id}`, 'collector_id');
  const names = Object.keys(action.properties);
  const unknown = names.find((name) => !(ACTION_NAMES as readonly string[]).includes(name));
  if (unknown !== undefined || names.length === 0) {
    throw badRequest(`Unknown collector action "${unknown ?? ''}": the sidecar knows ${ACTION_NAMES.join(', ')}`, 'properties');
  }
}

/** Adds actions to a sidecar's pending list, replacing any earlier action for the same collector. */
export function addActions(db: Db, sidecarId: string, actions: readonly CollectorAction[], nowMs: number): void {
  let merged = pendingActions(db, sidecarId);
  for (const action of actions) {
    merged = [...merged.filter((existing) => existing.collector_id !== action.collector_id), action];
  }
  db.prepare(`INSERT INTO sidecar_actions (sidecar_id, created_ms, actions) VALUES (?, ?, ?)
    ON CONFLICT (sidecar_id) DO UPDATE SET created_ms = excluded.created_ms, actions = excluded.actions`)
    .run(sidecarId, nowMs, JSON.stringify(merged));
}
