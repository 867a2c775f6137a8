// A meter as Dropwizard Metrics computes it (Graylog reports its meters this way): a count, the mean
// rate since creation, and 1/5/15-minute exponentially weighted moving averages that advance in
// 5-second ticks. Ticks are caught up lazily from the clock whenever the meter is marked or read,
// so an idle meter costs nothing and decays exactly as if it had ticked on time.

const TICK_INTERVAL_MS = 5_000;
const TICK_INTERVAL_SECONDS = TICK_INTERVAL_MS / 1000;

export interface MeterRates {
  total: number;
  mean: number;
  one_minute: number;
  five_minute: number;
  fifteen_minute: number;
}

class MovingAverage {
  private readonly alpha: number;
  private ratePerSecond = 0;
  private initialized = false;

  constructor(minutes: number) {
    this.alpha = 1 - Math.exp(-TICK_INTERVAL_SECONDS / 60 / minutes);
  }

  /** Advances `ticks` intervals; `events` were counted during the first of them, none during the rest. */
  advance(events: number, ticks: number): void {
    if (ticks <= 0) return;
    const instantRate = events / TICK_INTERVAL_SECONDS;
    if (this.initialized) this.ratePerSecond += this.alpha * (instantRate - this.ratePerSecond);
    else this.ratePerSecond = instantRate;
    this.initialized = true;
    // The remaining ticks saw no events: each one only decays the rate.
    if (ticks > 1) this.ratePerSecond *= (1 - this.alpha) ** (ticks - 1);
  }

  get rate(): number {
    return this.ratePerSecond;
  }
}

export class Meter {
  private readonly startedAt: number;
  private lastTick: number;
  private count = 0;
  private uncounted = 0;
  private readonly averages = { one: new MovingAverage(1), five: new MovingAverage(5), fifteen: new MovingAverage(15) };

  constructor(private readonly now: () => number) {
    this.startedAt = now();
    this.lastTick = this.startedAt;
  }

  mark(events = 1): void {
    this.tickIfDue();
    this.count += events;
    this.uncounted += events;
  }

  get total(): number {
    return this.count;
  }

  rates(): MeterRates {
    this.tickIfDue();
    const elapsedSeconds = (this.now() - this.startedAt) / 1000;
    return {
      total: this.count,
      mean: this.count === 0 || elapsedSeconds <= 0 ? 0 : this.count / elapsedSeconds,
      one_minute: this.averages.one.rate,
      five_minute: this.averages.five.rate,
      fifteen_minute: this.averages.fifteen.rate,
    };
  }

  private tickIfDue(): void {
    const age = this.now() - this.lastTick;
    if (age <= TICK_INTERVAL_MS) return;
    const ticks = Math.floor(age / TICK_INTERVAL_MS);
    this.lastTick += ticks * TICK_INTERVAL_MS;
    const events = this.uncounted;
    this.uncounted = 0;
    for (const average of Object.values(this.averages)) average.advance(events, ticks);
  }
}
