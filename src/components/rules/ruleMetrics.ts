// A rule's figures while rule metrics are on, under Graylog's names: meters per rule counting evaluations of its
// condition (executed), matches, non-matches and failures (an expression that threw), over every pipeline and
// stage it runs in, and the same four per pipeline and stage (Rule.<rule>.<pipeline>.<stage>.<kind>).
import type { MetricsByNode } from '@/stores/metrics/MetricsStore';
import { reportsAny, summedOrZero } from '@/stores/metrics/metricFigures';

const PREFIX = 'org.graylog.plugins.pipelineprocessor.ast.Rule';

const namesUnder = (prefix: string) => ({
  executed: `${prefix}.executed`,
  matched: `${prefix}.matched`,
  notMatched: `${prefix}.not-matched`,
  failed: `${prefix}.failed`,
});

export const ruleMetricNames = (ruleId: string) => namesUnder(`${PREFIX}.${ruleId}`);

/** The rule's meters in one stage of one pipeline. */
export const ruleStageMetricNames = (ruleId: string, pipelineId: string, stage: number) => namesUnder(`${PREFIX}.${ruleId}.${pipelineId}.${stage}`);

export type RuleFigureName = keyof ReturnType<typeof ruleMetricNames>;

/** Every metric name the rows of `rules` show, for one subscription. */
export const metricNamesOfRules = (rules: ReadonlyArray<{ id: string }>): Array<string> => (
  rules.flatMap((rule) => Object.values(ruleMetricNames(rule.id)))
);

/** A count since the server started and its rate per second over the last minute. */
export type RuleFigure = { count: number, rate: number };

export type RuleFigures = Record<RuleFigureName, RuleFigure>;

/** The figures of `names` summed over every node; undefined when no node reports any (the rule has not run yet). */
export const figuresOf = (names: ReturnType<typeof ruleMetricNames>, metricsByNode: MetricsByNode | undefined): RuleFigures | undefined => {
  if (!metricsByNode || !reportsAny(metricsByNode, Object.values(names))) return undefined;
  const sum = (name: string): RuleFigure => {
    const { total, rate } = summedOrZero(metricsByNode, name);
    return { count: total, rate };
  };
  return { executed: sum(names.executed), matched: sum(names.matched), notMatched: sum(names.notMatched), failed: sum(names.failed) };
};

/** The rule's figures summed over every node; undefined when no node reports any (the rule has not run yet). */
export const ruleFigures = (ruleId: string, metricsByNode: MetricsByNode | undefined): RuleFigures | undefined => (
  figuresOf(ruleMetricNames(ruleId), metricsByNode)
);
