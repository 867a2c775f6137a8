// The timer that checks every condition of every active stream, one check round at a time: a round that is
// still running when the next is due makes that one wait. Failures of one condition (a query that no longer
// compiles, a store error) never stop the others or the server. Checks run on the server's only thread, so
// each has a small budget (checks.ts), the round yields to other work (requests, intake) after each condition,
// and a condition that keeps overrunning is skipped (conditionHealth.ts).
import { TimeLimitExceeded } from '../regex/bounded';
import { checkCondition, type AlertingDeps } from './alerting';
import { CHECK_TIME_LIMIT_MS } from './checks';
import { ConditionHealth, MAX_CHECK_OVERRUNS } from './conditionHealth';
import { conditionsOf, streamsWithConditions } from './conditionStore';

/**
 * Longest time stop() waits for a round in progress. A round may be awaiting an alarm callback's HTTP or SMTP
 * delivery (each may take 10 or 15 s before it times out); closing the server does not wait for those.
 */
export const STOP_WAIT_MS = 2_000;

const yieldToOtherWork = () => new Promise<void>((resolve) => { setImmediate(resolve); });

export class AlertScanner {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly deps: AlertingDeps, readonly health = new ConditionHealth()) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => { void this.runOnce(); }, this.deps.checkIntervalMs);
    this.timer.unref();
  }

  /**
   * Stops the timer; a round in progress stops before its next condition. Waits for that round at most
   * STOP_WAIT_MS: a callback still running afterwards may go unrecorded.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (!this.round) return;
    let waited: NodeJS.Timeout | undefined;
    const giveUp = new Promise<void>((resolve) => { waited = setTimeout(resolve, STOP_WAIT_MS); });
    await Promise.race([this.round, giveUp]);
    clearTimeout(waited);
  }

  /** One round over every condition, or the round already running (tests call it directly). */
  runOnce(): Promise<void> {
    this.round ??= this.scan().finally(() => { this.round = undefined; });
    return this.round;
  }

  private async scan(): Promise<void> {
    let streams;
    try {
      streams = streamsWithConditions(this.deps.ctx.db);
    } catch {
      return;
    }
    for (const stream of streams) {
      if (stream.disabled) continue;
      for (const condition of conditionsOf(stream)) {
        if (this.stopped) return;
        if (this.health.failingNote(condition.id) !== null) continue;
        try {
          if (await checkCondition(this.deps, stream, condition) !== 'skipped') this.health.checked(condition.id);
        } catch (error) {
          // The next round tries again; nothing here may reach intake or the API.
          if (error instanceof TimeLimitExceeded && this.health.overran(condition.id)) {
            console.warn(`Alert condition "${condition.title ?? condition.type}" (${condition.id}) of stream "${stream.title}" took longer than `
              + `${CHECK_TIME_LIMIT_MS} ms to check ${MAX_CHECK_OVERRUNS} times in a row; skipped until it is edited`);
          }
        }
        await yieldToOtherWork();
      }
    }
  }
}
