// Graylog's metric names for pipelines and rules (Pipeline.registerMetrics, Stage.registerMetrics,
// Rule.registerMetrics), so the console reads their rates the same way from a real Graylog.
export const PIPELINE_METRIC_PREFIX = 'org.graylog.plugins.pipelineprocessor.ast.Pipeline';
export const RULE_METRIC_PREFIX = 'org.graylog.plugins.pipelineprocessor.ast.Rule';

export type RuleMeterKind = 'executed' | 'matched' | 'not-matched' | 'failed';

export const pipelineExecutedMetric = (pipelineId: string) => `${PIPELINE_METRIC_PREFIX}.${pipelineId}.executed`;
export const stageExecutedMetric = (pipelineId: string, stage: number) => `${PIPELINE_METRIC_PREFIX}.${pipelineId}.stage.${stage}.executed`;
export const ruleMetric = (ruleId: string, kind: RuleMeterKind) => `${RULE_METRIC_PREFIX}.${ruleId}.${kind}`;
export const ruleStageMetric = (ruleId: string, pipelineId: string, stage: number, kind: RuleMeterKind) =>
  `${RULE_METRIC_PREFIX}.${ruleId}.${pipelineId}.${stage}.${kind}`;

/** Every metric of a rule or a pipeline starts with this (a deleted one's are removed by it). */
export const ruleMetricsPrefix = (ruleId: string) => `${RULE_METRIC_PREFIX}.${ruleId}.`;
export const pipelineMetricsPrefix = (pipelineId: string) => `${PIPELINE_METRIC_PREFIX}.${pipelineId}.`;
