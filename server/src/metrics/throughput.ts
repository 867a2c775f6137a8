// Bytes read by an input: the running total and the amount read during the last whole second
// (Graylog's read_bytes_total and read_bytes_1sec gauges). Seconds are wall-clock seconds of `now`.
export class ThroughputCounter {
  private totalBytes = 0;
  private second = Number.NEGATIVE_INFINITY;
  private bytesThisSecond = 0;
  private bytesPreviousSecond = 0;

  constructor(private readonly now: () => number) {}

  add(bytes: number): void {
    this.roll();
    this.totalBytes += bytes;
    this.bytesThisSecond += bytes;
  }

  get total(): number {
    return this.totalBytes;
  }

  /** Bytes read during the last completed second; 0 when nothing was read then. */
  get lastSecond(): number {
    this.roll();
    return this.bytesPreviousSecond;
  }

  private roll(): void {
    const current = Math.floor(this.now() / 1000);
    if (current === this.second) return;
    this.bytesPreviousSecond = current === this.second + 1 ? this.bytesThisSecond : 0;
    this.bytesThisSecond = 0;
    this.second = current;
  }
}
