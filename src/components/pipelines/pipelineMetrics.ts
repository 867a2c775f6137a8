// A pipeline's throughput from Graylog's per-pipeline meter, marked for every message the pipeline runs on,
// summed over every node that reports it.
import { ruleStageMetricNames } from '@/components/rules/ruleMetrics';
import type { MetricsByNode } from '@/stores/metrics/MetricsStore';
import { summedFigure, summedOrZero } from '@/stores/metrics/metricFigures';
import type { PipelineStage } from '@/stores/pipelines/PipelinesStore';

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

/** The meters of each rule in each stage of a pipeline (rules unknown by title have none). */
const stageRuleNames = (pipelineId: string, stages: ReadonlyArray<PipelineStage>, ruleIdsByTitle: ReadonlyMap<string, string>) => (
  stages.flatMap((stage) => stage.rules.flatMap((title) => {
    const ruleId = ruleIdsByTitle.get(title);
    return ruleId ? [ruleStageMetricNames(ruleId, pipelineId, stage.stage)] : [];
  }))
);

/** Every per-stage rule meter the stage panels of a pipeline show, for one subscription. */
export const stageRuleMetricNames = (pipelineId: string, stages: ReadonlyArray<PipelineStage>, ruleIdsByTitle: ReadonlyMap<string, string>): Array<string> => (
  stageRuleNames(pipelineId, stages, ruleIdsByTitle).flatMap((names) => Object.values(names))
);

/** The failure meters of a pipeline's rules, one per rule and stage: what its error count sums. */
export const pipelineErrorMetricNames = (pipelineId: string, stages: ReadonlyArray<PipelineStage>, ruleIdsByTitle: ReadonlyMap<string, string>): Array<string> => (
  stageRuleNames(pipelineId, stages, ruleIdsByTitle).map((names) => names.failed)
);

/** How often the pipeline's rules failed since the server started, summed over every node. */
export const pipelineErrorCount = (errorMetricNames: ReadonlyArray<string>, metricsByNode: MetricsByNode | undefined): number => (
  metricsByNode ? errorMetricNames.reduce((sum, name) => sum + summedOrZero(metricsByNode, name).total, 0) : 0
);
