// The scheduler's state per scheduled definition, persisted so a restart goes on where it stopped: when it
// runs next and the window it will process (Graylog's job trigger with its timerange data). A definition
// without a trigger is unscheduled.
import type { Db } from '../db/types';
import { newObjectId } from '../http/ids';
import type { EventDefinition } from './types';

export interface Trigger {
  definition_id: string;
  id: string;
  job_definition_id: string;
  status: 'runnable' | 'error';
  next_time: number;
  window_from: number;
  window_to: number;
  triggered_at: number | null;
  last_error: string | null;
}

export function findTrigger(db: Db, definitionId: string): Trigger | undefined {
  return db.prepare('SELECT * FROM event_triggers WHERE definition_id = ?').get(definitionId) as Trigger | undefined;
}

/** The triggers due at `nowMs`, earliest first (at most `limit`). */
export function dueTriggers(db: Db, nowMs: number, limit = -1): Trigger[] {
  return db.prepare('SELECT * FROM event_triggers WHERE next_time <= ? ORDER BY next_time LIMIT ?').all(nowMs, limit) as Trigger[];
}

export function nextTriggerTime(db: Db): number | null {
  return (db.prepare('SELECT MIN(next_time) AS t FROM event_triggers').get() as { t: number | null }).t;
}

/**
 * Schedules a definition. A new trigger first processes the window that ends now (Graylog's initial range);
 * a scheduled definition whose window size and interval did not change keeps its trigger and position.
 */
export function scheduleDefinition(db: Db, definition: EventDefinition, previous: EventDefinition | undefined, nowMs: number): void {
  const existing = findTrigger(db, definition.id);
  const sameSchedule = previous !== undefined
    && previous.config.search_within_ms === definition.config.search_within_ms
    && previous.config.execute_every_ms === definition.config.execute_every_ms;
  if (existing && sameSchedule) return;
  db.prepare(`INSERT INTO event_triggers (definition_id, id, job_definition_id, status, next_time, window_from, window_to, triggered_at, last_error)
    VALUES (?, ?, ?, 'runnable', ?, ?, ?, NULL, NULL)
    ON CONFLICT (definition_id) DO UPDATE SET status = 'runnable', next_time = excluded.next_time, window_from = excluded.window_from,
      window_to = excluded.window_to, last_error = NULL`)
    .run(definition.id, newObjectId(nowMs), newObjectId(nowMs), nowMs, nowMs - definition.config.search_within_ms, nowMs);
}

export function unscheduleDefinition(db: Db, definitionId: string): void {
  db.prepare('DELETE FROM event_triggers WHERE definition_id = ?').run(definitionId);
}

export function saveTriggerRun(db: Db, trigger: Trigger): void {
  db.prepare(`UPDATE event_triggers SET status = ?, next_time = ?, window_from = ?, window_to = ?, triggered_at = ?, last_error = ?
    WHERE definition_id = ? AND id = ?`)
    .run(trigger.status, trigger.next_time, trigger.window_from, trigger.window_to, trigger.triggered_at, trigger.last_error, trigger.definition_id, trigger.id);
}

/** Graylog's scheduler context of a definition (EventDefinitionContextService.SchedulerCtx). */
export function schedulerContext(trigger: Trigger | undefined): Record<string, unknown> {
  if (!trigger) return { is_scheduled: false };
  return {
    is_scheduled: true,
    status: trigger.status,
    next_time: new Date(trigger.next_time).toISOString(),
    triggered_at: trigger.triggered_at === null ? null : new Date(trigger.triggered_at).toISOString(),
    data: {
      type: 'event-processor-execution-v1',
      timerange_from: new Date(trigger.window_from).toISOString(),
      timerange_to: new Date(trigger.window_to).toISOString(),
    },
  };
}
