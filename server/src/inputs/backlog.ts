// Messages accepted by inputs and not yet committed by the processor, across all inputs. Above the
// limit, inputs hold back (TCP sockets pause, UDP datagrams are dropped and counted, HTTP answers
// 503) instead of letting memory grow; they resume once the backlog is down to half the limit.
export const DEFAULT_BACKLOG_LIMIT = 20_000;

export class Backlog {
  private pending = 0;
  private waiting: (() => void)[] = [];

  constructor(readonly limit = DEFAULT_BACKLOG_LIMIT) {}

  get size(): number {
    return this.pending;
  }

  get overloaded(): boolean {
    return this.pending >= this.limit;
  }

  add(count: number): void {
    this.pending += count;
  }

  remove(count: number): void {
    this.pending = Math.max(0, this.pending - count);
    if (this.waiting.length > 0 && this.pending <= this.limit / 2) {
      const callbacks = this.waiting;
      this.waiting = [];
      for (const callback of callbacks) callback();
    }
  }

  /**
   * Calls back once, as soon as the backlog has drained to half the limit (at once if it already has). Returns a
   * function that forgets the callback, for a transport that closes while waiting.
   */
  whenDrained(callback: () => void): () => void {
    if (this.pending <= this.limit / 2) {
      callback();
      return () => undefined;
    }
    this.waiting.push(callback);
    return () => {
      this.waiting = this.waiting.filter((waiting) => waiting !== callback);
    };
  }
}
