// An output's forwarding figures. Graylog has no per-output metrics for its GELF and STDOUT outputs; the
// embedded server counts under Graylog's namespace for outputs, `org.graylog2.outputs.<id>.…`. A server
// without them reports none, and the list says so instead of showing zeros.
import type { Metric, MetricsByNode } from '@/stores/metrics/MetricsStore';

export const outputMetricNames = (outputId: string) => {
  const prefix = `org.graylog2.outputs.${outputId}.`;
  return {
    sent: `${prefix}messages.sent`,
    failed: `${prefix}messages.failed`,
    dropped: `${prefix}messages.dropped`,
    queueSize: `${prefix}queue.size`,
  };
};

/** Every metric name the rows of `outputs` show, for one subscription. */
export const metricNamesOfOutputs = (outputs: ReadonlyArray<{ id: string }>): Array<string> => (
  outputs.flatMap((output) => Object.values(outputMetricNames(output.id)))
);

export type OutputForwarding = {
  sent: number,
  /** Messages per second sent, averaged over the last minute. */
  sentRate: number,
  /** Messages the destination did not take (refused, unreachable, timed out). */
  failed: number,
  /** Messages dropped because too many were waiting for the destination. */
  dropped: number,
  /** Messages waiting to be sent now. */
  queued: number,
};

const numeric = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const countOf = (metric: Metric | undefined): number => {
  switch (metric?.type) {
    case 'meter': return numeric(metric.metric.rate.total);
    case 'gauge': return numeric(metric.metric.value);
    case 'counter': return numeric(metric.metric.count);
    default: return 0;
  }
};

const rateOf = (metric: Metric | undefined): number => (metric?.type === 'meter' ? numeric(metric.metric.rate.one_minute) : 0);

/** The output's figures summed over every node; undefined when no node reports any of them. */
export const outputForwarding = (outputId: string, metricsByNode: MetricsByNode | undefined): OutputForwarding | undefined => {
  if (!metricsByNode) return undefined;
  const names = outputMetricNames(outputId);
  const nodes = Object.values(metricsByNode);
  if (!nodes.some((metrics) => Object.values(names).some((name) => metrics[name] !== undefined))) return undefined;
  const sum = (name: string, of: (metric: Metric | undefined) => number) => nodes.reduce((total, metrics) => total + of(metrics[name]), 0);
  return {
    sent: sum(names.sent, countOf),
    sentRate: sum(names.sent, rateOf),
    failed: sum(names.failed, countOf),
    dropped: sum(names.dropped, countOf),
    queued: sum(names.queueSize, countOf),
  };
};
