// The node's metrics by Graylog's dotted names (e.g. "org.graylog2.inputs.gelf.udp.GELFUDPInput.<id>.incomingMessages"):
// meters, counters and gauges backed by a function read at snapshot time. Read by POST /system/metrics/multiple.
import { Meter, type MeterRates } from './meter';

export class Counter {
  private value = 0;

  inc(by = 1): void {
    this.value += by;
  }

  dec(by = 1): void {
    this.value -= by;
  }

  get count(): number {
    return this.value;
  }
}

type Metric = { type: 'meter'; meter: Meter } | { type: 'counter'; counter: Counter } | { type: 'gauge'; read: () => number };

/** One metric in Graylog's wire shape. */
export type MetricSnapshot =
  | { full_name: string; name: string; type: 'meter'; metric: { rate: MeterRates; rate_unit: 'events/second' } }
  | { full_name: string; name: string; type: 'counter'; metric: { count: number } }
  | { full_name: string; name: string; type: 'gauge'; metric: { value: number } };

export class MetricRegistry {
  private readonly metrics = new Map<string, Metric>();

  constructor(private readonly now: () => number) {}

  /** The meter of that name, created on first use. */
  meter(name: string): Meter {
    const existing = this.metrics.get(name);
    if (existing?.type === 'meter') return existing.meter;
    const meter = new Meter(this.now);
    this.metrics.set(name, { type: 'meter', meter });
    return meter;
  }

  counter(name: string): Counter {
    const existing = this.metrics.get(name);
    if (existing?.type === 'counter') return existing.counter;
    const counter = new Counter();
    this.metrics.set(name, { type: 'counter', counter });
    return counter;
  }

  /** Registers (or replaces) a gauge whose value is read from `read` whenever it is reported. */
  gauge(name: string, read: () => number): void {
    this.metrics.set(name, { type: 'gauge', read });
  }

  /** A gauge's or counter's current value, a meter's count; undefined for an unknown name. */
  value(name: string): number | undefined {
    const metric = this.metrics.get(name);
    if (!metric) return undefined;
    if (metric.type === 'gauge') return readGauge(metric.read);
    return metric.type === 'counter' ? metric.counter.count : metric.meter.total;
  }

  has(name: string): boolean {
    return this.metrics.has(name);
  }

  names(): string[] {
    return [...this.metrics.keys()].sort();
  }

  /** Removes every metric whose name starts with `prefix` (e.g. all of a deleted input's). */
  removeByPrefix(prefix: string): void {
    for (const name of [...this.metrics.keys()]) {
      if (name.startsWith(prefix)) this.metrics.delete(name);
    }
  }

  /** One metric as Dropwizard's JSON module writes it (Graylog's GET /system/metrics/{name}); undefined when unknown. */
  dropwizard(name: string): DropwizardMetric | undefined {
    const metric = this.metrics.get(name);
    return metric && dropwizardForm(metric);
  }

  /** The registry as Dropwizard's JSON module writes it (Graylog's GET /system/metrics). */
  dropwizardRegistry(): DropwizardRegistry {
    const registry: DropwizardRegistry = { version: '4.0.0', gauges: {}, counters: {}, histograms: {}, meters: {}, timers: {} };
    for (const name of this.names()) {
      const metric = this.metrics.get(name);
      if (!metric) continue;
      registry[metric.type === 'gauge' ? 'gauges' : metric.type === 'counter' ? 'counters' : 'meters'][name] = dropwizardForm(metric);
    }
    return registry;
  }

  /** The named metrics that exist, in the order asked; unknown names are left out. */
  snapshot(names: readonly string[]): MetricSnapshot[] {
    const result: MetricSnapshot[] = [];
    for (const fullName of new Set(names)) {
      const metric = this.metrics.get(fullName);
      if (metric) result.push(describe(fullName, metric));
    }
    return result;
  }
}

export type DropwizardMetric =
  | { value: number }
  | { count: number }
  | { count: number; m15_rate: number; m1_rate: number; m5_rate: number; mean_rate: number; units: 'events/second' };

export interface DropwizardRegistry {
  version: string;
  gauges: Record<string, DropwizardMetric>;
  counters: Record<string, DropwizardMetric>;
  histograms: Record<string, DropwizardMetric>;
  meters: Record<string, DropwizardMetric>;
  timers: Record<string, DropwizardMetric>;
}

function dropwizardForm(metric: Metric): DropwizardMetric {
  switch (metric.type) {
    case 'gauge':
      return { value: readGauge(metric.read) };
    case 'counter':
      return { count: metric.counter.count };
    case 'meter': {
      const rates = metric.meter.rates();
      return { count: rates.total, m15_rate: rates.fifteen_minute, m1_rate: rates.one_minute, m5_rate: rates.five_minute, mean_rate: rates.mean, units: 'events/second' };
    }
  }
}

function describe(fullName: string, metric: Metric): MetricSnapshot {
  const name = fullName.slice(fullName.lastIndexOf('.') + 1);
  switch (metric.type) {
    case 'meter':
      return { full_name: fullName, name, type: 'meter', metric: { rate: metric.meter.rates(), rate_unit: 'events/second' } };
    case 'counter':
      return { full_name: fullName, name, type: 'counter', metric: { count: metric.counter.count } };
    case 'gauge':
      return { full_name: fullName, name, type: 'gauge', metric: { value: readGauge(metric.read) } };
  }
}

// A gauge reads live state; one that cannot be read must not break the whole answer.
function readGauge(read: () => number): number {
  try {
    const value = read();
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}
