// Each output's counters in the metric registry, read like any other metric through
// POST /cluster/metrics/multiple. Graylog has no per-output metrics for its GELF and STDOUT outputs, so
// these names are ours, under Graylog's namespace for outputs:
//   org.graylog2.outputs.<outputId>.messages.sent     meter: messages handed to the destination
//   org.graylog2.outputs.<outputId>.messages.failed   meter: messages whose sending failed
//   org.graylog2.outputs.<outputId>.messages.dropped  meter: messages dropped because the queue was full
//   org.graylog2.outputs.<outputId>.queue.size        gauge: messages waiting to be sent
// They live as long as the output (a changed output keeps counting; a deleted one's are removed).
import type { Meter } from '../metrics/meter';
import type { MetricRegistry } from '../metrics/registry';

export function outputMetricPrefix(outputId: string): string {
  return `org.graylog2.outputs.${outputId}.`;
}

export function outputMetricNames(outputId: string) {
  const prefix = outputMetricPrefix(outputId);
  return {
    sent: `${prefix}messages.sent`,
    failed: `${prefix}messages.failed`,
    dropped: `${prefix}messages.dropped`,
    queueSize: `${prefix}queue.size`,
  };
}

export interface OutputMeters {
  sent: Meter;
  failed: Meter;
  dropped: Meter;
}

export function outputMeters(registry: MetricRegistry, outputId: string, queueSize: () => number): OutputMeters {
  const names = outputMetricNames(outputId);
  registry.gauge(names.queueSize, queueSize);
  return { sent: registry.meter(names.sent), failed: registry.meter(names.failed), dropped: registry.meter(names.dropped) };
}

export function removeOutputMetrics(registry: MetricRegistry, outputId: string): void {
  registry.removeByPrefix(outputMetricPrefix(outputId));
}
