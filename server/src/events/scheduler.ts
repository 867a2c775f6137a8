// Runs scheduled event definitions: one timer for every trigger, armed for the earliest next_time. A run
// processes the trigger's window once the messages up to its end can be expected to be stored, keeps the
// events and the trigger's next window in one transaction, then hands the events to the notification
// dispatcher. Windows hop as Graylog's do: the next one ends `execute_every_ms` later and reaches
// `search_within_ms` back (1 ms after the previous end when they are equal, so no message counts twice).
import { eventsConfig } from '../clusterconfig/registry';
import type { ServerContext } from '../context';
import { TimeLimitExceeded } from '../regex/bounded';
import type { MessageStore } from '../messages/types';
import { definitionFromRow, findDefinitionRow } from './definitionStore';
import type { NotificationDispatcher } from './dispatcher';
import { insertEvents } from './eventStore';
import { MAX_RUN_EVENTS, runDefinition, type RunResult, type Window } from './processor';
import { dueTriggers, findTrigger, nextTriggerTime, saveTriggerRun, type Trigger } from './triggers';
import type { EventDefinition } from './types';

/** Graylog retries a failed run after 5 s. */
export const RETRY_INTERVAL_MS = 5_000;
/** How long after a window's end it is processed, so messages received up to its end are stored. */
export const DEFAULT_PROCESSING_DELAY_MS = 1_000;
/**
 * A trigger this far behind (the server was down) processes several windows at once, as Graylog's catch-up window;
 * the default of EventsConfiguration's events_catchup_window, which the scheduler reads.
 */
export const CATCH_UP_WINDOW_MS = 3_600_000;
/** Longest wait between checks, so a clock that jumps or a trigger written elsewhere is noticed. */
const MAX_SLEEP_MS = 1_000;
/**
 * Most time one scheduled run may take. Graylog runs definitions on worker threads; here a run holds the
 * server's only thread, and with it intake and every request, so it is stopped early and its window skipped.
 */
export const RUN_TIME_LIMIT_MS = 2_000;
/** Overrunning runs in a row after which the definition's scheduler status is "error" (until a run fits). */
export const OVERRUNS_BEFORE_FAILING = 3;

export interface SchedulerOptions {
  processingDelayMs?: number;
  /** RUN_TIME_LIMIT_MS unless a test asks for less. */
  runTimeLimitMs?: number;
}

export class EventScheduler {
  private timer: NodeJS.Timeout | null = null;
  private immediate: NodeJS.Immediate | null = null;
  private stopped = true;
  private readonly processingDelayMs: number;
  private readonly runTimeLimitMs: number;
  /** Overrunning runs in a row per definition id (kept in memory: a restart starts counting again). */
  private readonly overruns = new Map<string, number>();

  constructor(
    private readonly ctx: ServerContext,
    private readonly store: MessageStore,
    readonly dispatcher: NotificationDispatcher,
    options: SchedulerOptions = {},
  ) {
    this.processingDelayMs = options.processingDelayMs ?? DEFAULT_PROCESSING_DELAY_MS;
    this.runTimeLimitMs = options.runTimeLimitMs ?? RUN_TIME_LIMIT_MS;
  }

  /** The run time limit, lowered by EventsConfiguration's events_search_timeout when that is shorter. */
  private get runLimitMs(): number {
    return Math.min(this.runTimeLimitMs, eventsConfig(this.ctx.db).events_search_timeout);
  }

  start(): void {
    this.stopped = false;
    this.arm();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.immediate) clearImmediate(this.immediate);
    this.timer = null;
    this.immediate = null;
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

  private arm(minWaitMs = 0): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.immediate) clearImmediate(this.immediate);
    this.immediate = null;
    const next = nextTriggerTime(this.ctx.db);
    const wait = next === null ? MAX_SLEEP_MS : Math.min(MAX_SLEEP_MS, Math.max(minWaitMs, next - this.ctx.now()));
    this.timer = setTimeout(() => this.tick(), wait);
    this.timer.unref();
  }

  /**
   * Runs one due trigger, then lets the event loop (intake, requests) have its turn with setImmediate before
   * the next; once none is due, waits for the earliest with a timer.
   */
  private tick(): void {
    this.timer = null;
    this.immediate = null;
    if (this.stopped) return;
    let ran = false;
    try {
      const [trigger] = dueTriggers(this.ctx.db, this.ctx.now(), 1);
      if (trigger) this.runTrigger(trigger);
      ran = trigger !== undefined;
    } catch (error) {
      // A broken trigger must not stop the others: it is logged, and the next check waits (no busy loop
      // over a trigger that fails before it is moved on).
      console.error(`Event scheduler: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
      if (!this.stopped) this.arm(MAX_SLEEP_MS);
      return;
    }
    if (this.stopped) return;
    if (ran) this.immediate = setImmediate(() => this.tick());
    else this.arm();
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
      result = runDefinition(db, this.store, definition, row.owner_id, { fromMs: trigger.window_from, toMs: trigger.window_to }, now, this.runLimitMs);
    } catch (error) {
      if (error instanceof TimeLimitExceeded) {
        this.overrun(trigger, definition, now);
        return;
      }
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`Event definition <${definition.title}> (${definition.id}) failed to run, retrying in ${RETRY_INTERVAL_MS} ms: ${reason}`);
      saveTriggerRun(db, { ...trigger, triggered_at: now, next_time: now + RETRY_INTERVAL_MS, last_error: reason });
      return;
    }
    if (result.skipped > 0) {
      console.warn(`Event definition <${definition.title}> (${definition.id}) matched ${result.skipped} more messages or groups than one run makes events for (${MAX_RUN_EVENTS}); they were skipped`);
    }
    const overran = this.overruns.get(definition.id);
    if (overran !== undefined) {
      this.overruns.delete(definition.id);
      console.log(`Event definition <${definition.title}> (${definition.id}) runs within ${this.runLimitMs} ms again after ${overran} overrunning runs`);
    }
    const next = nextWindow(trigger, definition, now, this.processingDelayMs, eventsConfig(db).events_catchup_window);
    db.transaction(() => {
      // Unscheduled or rescheduled while running: the events stand, the trigger is not brought back.
      if (findTrigger(db, trigger.definition_id)?.id !== trigger.id) return insertEvents(db, result.events);
      insertEvents(db, result.events);
      saveTriggerRun(db, { ...trigger, ...next, triggered_at: now, last_error: null, status: 'runnable' });
    })();
    this.dispatcher.enqueue(definition, result.events, { id: trigger.id, jobDefinitionId: trigger.job_definition_id });
  }

  /**
   * A run stopped at its time limit: its window is skipped (retrying the same one would overrun forever),
   * logged when a series of overruns starts, and after OVERRUNS_BEFORE_FAILING in a row the trigger's
   * status says "error", which GET /events/definitions/{id}/with-context shows.
   */
  private overrun(trigger: Trigger, definition: EventDefinition, now: number): void {
    const count = (this.overruns.get(definition.id) ?? 0) + 1;
    this.overruns.set(definition.id, count);
    const reason = `The run took longer than ${this.runLimitMs} ms and was stopped; its window was skipped`;
    if (count === 1) {
      console.warn(`Event definition <${definition.title}> (${definition.id}): ${reason} (not logged again until a run fits)`);
    }
    const status = count >= OVERRUNS_BEFORE_FAILING ? 'error' : trigger.status;
    saveTriggerRun(this.ctx.db, { ...trigger, ...nextWindow(trigger, definition, now, this.processingDelayMs, eventsConfig(this.ctx.db).events_catchup_window), triggered_at: now, last_error: reason, status });
  }
}

/** Graylog's hopping window: the next window and when to process it (at once when it already ended). */
export function nextWindow(
  trigger: Trigger, definition: EventDefinition, nowMs: number, delayMs: number, catchUpWindowMs = CATCH_UP_WINDOW_MS,
): Pick<Trigger, 'window_from' | 'window_to' | 'next_time'> {
  const size = definition.config.search_within_ms;
  const hop = definition.config.execute_every_ms;
  let windowTo = trigger.window_to + hop;
  const windowFrom = windowTo - size + 1;
  if (hop <= size && trigger.window_to + catchUpWindowMs < nowMs && catchUpWindowMs > size) {
    windowTo = trigger.window_to + size * Math.floor(catchUpWindowMs / size);
  }
  return { window_from: windowFrom, window_to: windowTo, next_time: Math.max(nowMs, windowTo + delayMs) };
}
