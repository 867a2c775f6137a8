// Collector actions waiting for a sidecar: one list per sidecar, at most one action per collector (a newer
// action for the same collector replaces the older one). The sidecar receives them with its next
// registration, which removes them, so each action is carried out once.
import type { Db } from '../db/types';
import { badRequest } from '../http/errors';
import { getLogger } from '../logging/logger';
import { findCollector } from './collectors';
import type { CollectorAction } from './types';

/** The actions a sidecar understands. */
export const ACTION_NAMES = ['start', 'stop', 'restart'] as const;

const log = getLogger('org.graylog.plugins.sidecar.services.ActionService');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored action as the sidecar can use it, or null when the entry is not one. */
function storedAction(entry: unknown): CollectorAction | null {
  if (!isRecord(entry) || typeof entry.collector_id !== 'string' || !isRecord(entry.properties)) return null;
  const properties = entry.properties;
  if (!Object.values(properties).every((value) => typeof value === 'boolean')) return null;
  return { collector_id: entry.collector_id, properties: properties as Record<string, boolean> };
}

/**
 * The actions waiting for the sidecar. A stored list that cannot be read (a damaged row) counts as none, with a
 * warning, so the sidecar still registers and the next action written replaces it.
 */
export function pendingActions(db: Db, sidecarId: string): CollectorAction[] {
  const row = db.prepare('SELECT actions FROM sidecar_actions WHERE sidecar_id = ?').get(sidecarId) as { actions: string } | undefined;
  if (!row) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.actions);
  } catch {
    parsed = undefined;
  }
  const entries = Array.isArray(parsed) ? parsed : [];
  const actions = entries.map(storedAction).filter((action): action is CollectorAction => action !== null);
  if (!Array.isArray(parsed) || actions.length !== entries.length) {
    log.warn(`Ignoring unreadable pending collector actions of sidecar ${sidecarId}.`);
  }
  return actions;
}

/** The pending actions, removed: what a registration hands to the sidecar. */
export function takeActions(db: Db, sidecarId: string): CollectorAction[] {
  const actions = pendingActions(db, sidecarId);
  db.prepare('DELETE FROM sidecar_actions WHERE sidecar_id = ?').run(sidecarId);
  return actions;
}

/**
 * The action as the sidecar understands it: a known collector and properties naming known actions, each true or
 * false (the agent only acts on `true`). Anything else is refused (400), so nothing it cannot read is queued.
 */
export function checkAction(db: Db, action: { collector_id: string; properties: Record<string, unknown> }): CollectorAction {
  if (!findCollector(db, action.collector_id)) throw badRequest(`Couldn't find collector with ID ${action.collector_id}`, 'collector_id');
  const names = Object.keys(action.properties);
  const unknown = names.find((name) => !(ACTION_NAMES as readonly string[]).includes(name));
  if (unknown !== undefined || names.length === 0) {
    throw badRequest(`Unknown collector action "${unknown ?? ''}": the sidecar knows ${ACTION_NAMES.join(', ')}`, 'properties');
  }
  const properties: Record<string, boolean> = {};
  for (const name of names) {
    const value = action.properties[name];
    if (typeof value !== 'boolean') {
      throw badRequest(`The collector action "${name}" must be true or false, not ${JSON.stringify(value) ?? String(value)}`, 'properties');
    }
    properties[name] = value;
  }
  return { collector_id: action.collector_id, properties };
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
