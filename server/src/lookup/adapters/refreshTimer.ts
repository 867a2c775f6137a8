// Background refreshes of an adapter: one run at a time, never a rejection into the event loop, never
// keeping the process alive, stopped with the adapter.
export class RefreshTimer {
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly intervalMs: number,
    private readonly work: () => Promise<void>,
  ) {}

  start(): void {
    if (this.timer || this.intervalMs <= 0) return;
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.work();
    } catch (error) {
      // The adapter records its own failures as its error state; this only keeps the timer alive.
      console.warn(`Lookup data adapter refresh failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.running = false;
    }
  }
}

/** An adapter's refresh interval in seconds as a timer delay, bounded so setInterval accepts it. */
export function intervalMs(seconds: unknown): number {
  const value = typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : 0;
  return Math.min(Math.max(value, 0) * 1000, 2_147_483_647);
}
