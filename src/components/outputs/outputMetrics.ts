// An output's forwarding figures. Graylog has no per-output metrics for its GELF and STDOUT outputs; the
// embedded server counts under Graylog's namespace for outputs, `org.graylog2.outputs.<id>.…`. A server
// without them reports none, and the list says so instead of showing zeros.
import type { MetricsByNode } from '@/stores/metrics/MetricsStore';
import { reportsAny, summedOrZero } from '@/stores/metrics/metricFigures';

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

/** The output's figures summed over every node; undefined when no node reports any of them. */
export const outputForwarding = (outputId: string, metricsByNode: MetricsByNode | undefined): OutputForwarding | undefined => {
  const names = outputMetricNames(outputId);
  if (!metricsByNode || !reportsAny(metricsByNode, Object.values(names))) return undefined;
  const sent = summedOrZero(metricsByNode, names.sent);
  return {
    sent: sent.total,
    sentRate: sent.rate,
    failed: summedOrZero(metricsByNode, names.failed).total,
    dropped: summedOrZero(metricsByNode, names.dropped).total,
    queued: summedOrZero(metricsByNode, names.queueSize).total,
  };
};
