// The per-node metrics the node pages read, under Graylog's names, and how to read one node's figure.
import { metricFigure } from '@/stores/metrics/metricFigures';
import type { MetricsByNode } from '@/stores/metrics/MetricsStore';

export const JOURNAL_METRICS = {
  uncommitted: 'org.graylog2.journal.entries-uncommitted',
  append: 'org.graylog2.journal.append.1-sec-rate',
  read: 'org.graylog2.journal.read.1-sec-rate',
  segments: 'org.graylog2.journal.segments',
  utilization: 'org.graylog2.journal.utilization-ratio',
  size: 'org.graylog2.journal.size',
  sizeLimit: 'org.graylog2.journal.size-limit',
  oldestSegment: 'org.graylog2.journal.oldest-segment',
} as const;

export const HEAP_METRICS = {
  used: 'jvm.memory.heap.used',
  committed: 'jvm.memory.heap.committed',
  max: 'jvm.memory.heap.max',
} as const;

export type BufferType = 'input' | 'process';

export const bufferMetrics = (type: BufferType) => ({
  usage: `org.graylog2.buffers.${type}.usage`,
  size: `org.graylog2.buffers.${type}.size`,
});

/** A regular expression for the metrics page that finds a buffer's metrics. */
export const bufferMetricsFilter = (type: BufferType) => `org\\.graylog2\\.buffers\\.${type}\\.`;

export const namesOf = (metrics: { [key: string]: string }): Array<string> => Object.values(metrics);

/** Short name → the node's value of that metric (a gauge's value, a counter's count, a meter's total); absent when not reported. */
export const nodeValues = <K extends string>(
  metricsByNode: MetricsByNode | undefined, nodeId: string, names: { [key in K]: string },
): Partial<Record<K, number>> => {
  const metrics = metricsByNode?.[nodeId];
  const values: Partial<Record<K, number>> = {};
  if (!metrics) return values;
  (Object.keys(names) as Array<K>).forEach((key) => {
    const figure = metricFigure(metrics[names[key]]);
    if (figure) values[key] = figure.total;
  });
  return values;
};
