// This node's message throughput under Graylog's global names: messages taken in by inputs and
// messages written, each as a meter and as a "1-sec-rate" gauge (what was counted in the last whole
// second), plus how full the input backlog is. The console sums the rates over nodes.
import type { Meter } from '../metrics/meter';
import type { MetricRegistry } from '../metrics/registry';
import { ThroughputCounter } from '../metrics/throughput';
import type { Backlog } from './backlog';

export const INPUT_THROUGHPUT = 'org.graylog2.throughput.input';
export const OUTPUT_THROUGHPUT = 'org.graylog2.throughput.output';

export class NodeThroughput {
  private readonly inputMeter: Meter;
  private readonly outputMeter: Meter;
  private readonly inputLastSecond: ThroughputCounter;
  private readonly outputLastSecond: ThroughputCounter;

  constructor(registry: MetricRegistry, now: () => number, backlog: Backlog) {
    this.inputMeter = registry.meter(INPUT_THROUGHPUT);
    this.outputMeter = registry.meter(OUTPUT_THROUGHPUT);
    this.inputLastSecond = new ThroughputCounter(now);
    this.outputLastSecond = new ThroughputCounter(now);
    registry.gauge(`${INPUT_THROUGHPUT}.1-sec-rate`, () => this.inputLastSecond.lastSecond);
    registry.gauge(`${OUTPUT_THROUGHPUT}.1-sec-rate`, () => this.outputLastSecond.lastSecond);
    registry.gauge('org.graylog2.buffers.input.usage', () => backlog.size);
    registry.gauge('org.graylog2.buffers.input.size', () => backlog.limit);
  }

  received(count: number): void {
    this.inputMeter.mark(count);
    this.inputLastSecond.add(count);
  }

  written(count: number): void {
    this.outputMeter.mark(count);
    this.outputLastSecond.add(count);
  }
}
