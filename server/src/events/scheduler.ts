// Runs scheduled event definitions: one timer for every trigger, armed for the earliest next_time. A run
// processes the trigger's window once the messages up to its end can be expected to be stored, keeps the
// events and the trigger's next window in one transaction, then hands the events to the notification
// dispatcher. Windows hop as Graylog's do: the next one ends `execute_every_ms` later and reaches
// `search_within_ms` back (1 ms after the previous end when they are equal, so no message counts twice).
import type { ServerContext } from '../context';
import type { MessageStore } from '../messages/types';
import { definitionFromRow, findDefinitionRow } from './definitionStore';
import type { NotificationDispatcher } from './dispatcher';
import { insertEvents } from './eventStore';
import { runDefinition, type RunResult, type Window } from './processor';
import { dueTriggers, findTrigger, nextTriggerTime, saveTriggerRun, type Trigger } from './triggers';
import type { EventDefinition } from './types';

/** Graylog retries a failed run after 5 s. */
export const RETRY_INTERVAL_MS = 5_000;
/** How long after a window's end it is processed, so messages received up to its end are stored. */
export const DEFAULT_PROCESSING_DELAY_MS = 1_000;
/** A trigger this far behind (the server was down) processes several windows at once, as Graylog's catch-up window. */
export const CATCH_UP_WINDOW_MS = 3_600_000;
/** Longest wait between checks, so a clock that jumps or a trigger written elsewhere is noticed. */
const MAX_SLEEP_MS = 1_000;

export interface SchedulerOptions {
  processingDelayMs?: number;
}

export class EventScheduler {
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  private readonly processingDelayMs: number;

  constructor(
    private readonly ctx: ServerContext,
    private readonly store: MessageStore,
    readonly dispatcher: NotificationDispatcher,
    options: SchedulerOptions = {},
  ) {
    this.processingDelayMs = options.processingDelayMs ?? DEFAULT_PROCESSING_DELAY_MS;
  }

  start(): void {
    this.stopped = false;
    this.arm();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Re-arms the timer after a definition was scheduled, changed or unscheduled. */
  wake(): void {
    if (!this.stopped) this.arm();
  }

  /** Runs every trigger that is due now; answers how many ran. */
  runDue(): number {
    let ran = 0;
    for (const trigger of dueTriggers(this.ctx.db, this.ctx.now())) {
      this.runTrigger(trigger);
      ran += 1;
    }
    return ran;
  }

  /** Runs a definition over a window now (Graylog's execute call): its events are stored and notified. */
  execute(definition: EventDefinition, ownerId: string | null, window: Window): RunResult {
    const result = runDefinition(this.ctx.db, this.store, definition, ownerId, window, this.ctx.now());
    this.ctx.db.transaction(() => insertEvents(this.ctx.db, result.events))();
    this.dispatcher.enqueue(definition, result.events, { id: 'manual-execution', jobDefinitionId: 'manual-execution' });
    return result;
  }

  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    const next = nextTriggerTime(this.ctx.db);
    const wait = next === null ? MAX_SLEEP_MS : Math.min(MAX_SLEEP_MS, Math.max(0, next - this.ctx.now()));
    this.timer = setTimeout(() => this.tick(), wait);
    this.timer.unref();
  }

  private tick(): void {
    this.timer = null;
    if (this.stopped) return;
    try {
      this.runDue();
    } catch (error) {
      // A broken trigger must not stop the others: it is logged and retried by its own schedule.
      console.error(`Event scheduler: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
    }
    if (!this.stopped) this.arm();
  }

  private runTrigger(trigger: Trigger): void {
    const { db } = this.ctx;
    const row = findDefinitionRow(db, trigger.definition_id);
    if (!row) {
      db.prepare('DELETE FROM event_triggers WHERE definition_id = ?').run(trigger.definition_id);
      return;
    }
    const definition = definitionFromRow(row);
    const now = this.ctx.now();
    const readyAt = trigger.window_to + this.processingDelayMs;
    if (now < readyAt) {
      saveTriggerRun(db, { ...trigger, next_time: readyAt });
      return;
    }
    let result: RunResult;
    try {
      result = runDefinition(db, this.store, definition, row.owner_id, { fromMs: trigger.window_from, toMs: trigger.window_to }, now);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`Event definition <${definition.title}> (${definition.id}) failed to run, retrying in ${RETRY_INTERVAL_MS} ms: ${reason}`);
      saveTriggerRun(db, { ...trigger, triggered_at: now, next_time: now + RETRY_INTERVAL_MS, last_error: reason });
      return;
    }
    if (result.skipped > 0) {
      console.warn(`Event definition <${definition.title}> (${definition.id}) matched ${result.skipped} more messages than one run makes events for; they were skipped`);
    }
    const next = nextWindow(trigger, definition, now, this.processingDelayMs);
    db.transaction(() => {
      // Unscheduled or rescheduled while running: the events stand, the trigger is not brought back.
      if (findTrigger(db, trigger.definition_id)?.id !== trigger.id) return insertEvents(db, result.events);
      insertEvents(db, result.events);
      saveTriggerRun(db, { ...trigger, ...next, triggered_at: now, last_error: null, status: 'runnable' });
    })();
    this.dispatcher.enqueue(definition, result.events, { id: trigger.id, jobDefinitionId: trigger.job_definition_id });
  }
}

/** Graylog's hopping window: the next window and when to process it (at once when it already ended). */
export function nextWindow(trigger: Trigger, definition: EventDefinition, nowMs: number, delayMs: number): Pick<Trigger, 'window_from' | 'window_to' | 'next_time'> {
  const size = definition.config.search_within_ms;
  const hop = definition.config.execute_every_ms;
  let windowTo = trigger.window_to + hop;
  const windowFrom = windowTo - size + 1;
  if (hop <= size && trigger.window_to + CATCH_UP_WINDOW_MS < nowMs && CATCH_UP_WINDOW_MS > size) {
    windowTo = trigger.window_to + size * Math.floor(CATCH_UP_WINDOW_MS / size);
  }
  return { window_from: windowFrom, window_to: windowTo, next_time: Math.max(nowMs, windowTo + delayMs) };
}
