// How a per-key network adapter backs off: once a request timed out or could not reach its server, asking
// again for the next key would most likely wait just as long, and intake would wait with it. For FAILING_MS
// the adapter answers every miss at once with an error (its error state says why); after that the next miss
// is asked again, and a request that succeeds ends the window at once.

/** How long an unreachable adapter answers misses with errors before it is asked again. */
export const FAILING_MS = 30_000;

export class FailingWindow {
  private until = 0;

  constructor(private readonly now: () => number) {}

  /** The adapter's server did not answer or could not be reached. */
  mark(): void {
    this.until = this.now() + FAILING_MS;
  }

  clear(): void {
    this.until = 0;
  }

  active(): boolean {
    return this.now() < this.until;
  }
}
