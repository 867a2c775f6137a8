// A timer as Graylog reports it for extractors: a meter of invocations plus duration statistics in
// microseconds (min, max, mean, standard deviation and percentiles over the most recent samples).
import { Meter, type MeterRates } from '../metrics/meter';

const SAMPLES = 1028;

export interface TimerView {
  time: {
    min: number;
    max: number;
    mean: number;
    std_dev: number;
    '95th_percentile': number;
    '98th_percentile': number;
    '99th_percentile': number;
  };
  rate: MeterRates;
  duration_unit: 'microseconds';
  rate_unit: 'events/second';
}

export class Timer {
  private readonly meter: Meter;
  private readonly samples = new Float64Array(SAMPLES);
  private recorded = 0;

  constructor(now: () => number) {
    this.meter = new Meter(now);
  }

  /** Records one invocation that took `durationMs` (fractional milliseconds). */
  update(durationMs: number): void {
    this.samples[this.recorded % SAMPLES] = durationMs * 1000;
    this.recorded += 1;
    this.meter.mark();
  }

  get count(): number {
    return this.meter.total;
  }

  view(): TimerView {
    const size = Math.min(this.recorded, SAMPLES);
    const sorted = Array.from(this.samples.subarray(0, size)).sort((a, b) => a - b);
    const mean = size === 0 ? 0 : sorted.reduce((sum, value) => sum + value, 0) / size;
    const variance = size < 2 ? 0 : sorted.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (size - 1);
    const percentile = (p: number) => (size === 0 ? 0 : sorted[Math.min(size - 1, Math.max(0, Math.ceil(p * size) - 1))]);
    return {
      time: {
        min: Math.floor(sorted[0] ?? 0),
        max: Math.floor(sorted[size - 1] ?? 0),
        mean: Math.floor(mean),
        std_dev: Math.floor(Math.sqrt(variance)),
        '95th_percentile': Math.floor(percentile(0.95)),
        '98th_percentile': Math.floor(percentile(0.98)),
        '99th_percentile': Math.floor(percentile(0.99)),
      },
      rate: this.meter.rates(),
      duration_unit: 'microseconds',
      rate_unit: 'events/second',
    };
  }
}
