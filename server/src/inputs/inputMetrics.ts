// One running input's metrics under Graylog's names (<type>.<inputId>.incomingMessages, ...), plus the
// last failure's reason, which the input state shows next to the failures meter.
import type { Meter } from '../metrics/meter';
import type { MetricRegistry } from '../metrics/registry';
import { ThroughputCounter } from '../metrics/throughput';

export interface LastFailure {
  reason: string;
  timestamp: string;
}

export function inputMetricPrefix(type: string, inputId: string): string {
  return `${type}.${inputId}.`;
}

export class InputMetrics {
  readonly incoming: Meter;
  readonly failures: Meter;
  readonly throughput: ThroughputCounter;
  openConnections = 0;
  totalConnections = 0;
  lastFailure: LastFailure | null = null;

  constructor(
    private readonly registry: MetricRegistry,
    readonly prefix: string,
    private readonly now: () => number,
  ) {
    // A restarted input starts from zero, as Graylog's do.
    registry.removeByPrefix(prefix);
    this.incoming = registry.meter(`${prefix}incomingMessages`);
    this.failures = registry.meter(`${prefix}failures`);
    this.throughput = new ThroughputCounter(now);
    registry.gauge(`${prefix}read_bytes_total`, () => this.throughput.total);
    registry.gauge(`${prefix}read_bytes_1sec`, () => this.throughput.lastSecond);
    registry.gauge(`${prefix}open_connections`, () => this.openConnections);
    registry.gauge(`${prefix}total_connections`, () => this.totalConnections);
  }

  recordFailure(reason: string, count = 1): void {
    this.failures.mark(count);
    this.lastFailure = { reason, timestamp: new Date(this.now()).toISOString() };
  }

  unregister(): void {
    this.registry.removeByPrefix(this.prefix);
  }
}
