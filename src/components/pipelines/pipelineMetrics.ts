// A pipeline's throughput from Graylog's per-pipeline meter, marked for every message the pipeline runs on,
// summed over every node that reports it.
import type { MetricsByNode } from '@/stores/metrics/MetricsStore';
import { summedFigure } from '@/stores/metrics/metricFigures';

export const pipelineMetricName = (pipelineId: string): string => `org.graylog.plugins.pipelineprocessor.ast.Pipeline.${pipelineId}.executed`;

export type PipelineThroughput = {
  /** Messages per second over the last minute. */
  rate: number,
  /** Messages processed since the server started. */
  total: number,
};

/** Undefined when no node reports the pipeline's meter (it has not run since the server started). */
export const pipelineThroughput = (pipelineId: string, metricsByNode: MetricsByNode | undefined): PipelineThroughput | undefined => {
  const figure = metricsByNode && summedFigure(metricsByNode, pipelineMetricName(pipelineId));
  return figure && { rate: figure.rate, total: figure.total };
};

const RATE_FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 1 });

export const formatPipelineRate = (perSecond: number): string => `${RATE_FORMAT.format(perSecond)} msg/s`;
