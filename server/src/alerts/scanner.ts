// The timer that checks every condition of every active stream, one check round at a time: a round that is
// still running when the next is due makes that one wait. Failures of one condition (a query that no longer
// compiles, a store error) never stop the others or the server.
import { checkCondition, type AlertingDeps } from './alerting';
import { conditionsOf, streamsWithConditions } from './conditionStore';

export class AlertScanner {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly deps: AlertingDeps) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      if (!this.round) this.round = this.runOnce().finally(() => { this.round = undefined; });
    }, this.deps.checkIntervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a round in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.round;
  }

  /** One round over every condition (tests call it directly). */
  async runOnce(): Promise<void> {
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
        try {
          await checkCondition(this.deps, stream, condition);
        } catch {
          // The next round tries again; nothing here may reach intake or the API.
        }
      }
    }
  }
}
