// A rule's figures while rule metrics are on, under Graylog's names: meters per rule counting evaluations of its
// condition (executed), matches, non-matches and failures (an expression that threw).
import type { MetricsByNode } from '@/stores/metrics/MetricsStore';
import { reportsAny, summedOrZero } from '@/stores/metrics/metricFigures';

const PREFIX = 'org.graylog.plugins.pipelineprocessor.ast.Rule';

export const ruleMetricNames = (ruleId: string) => ({
  executed: `${PREFIX}.${ruleId}.executed`,
  matched: `${PREFIX}.${ruleId}.matched`,
  notMatched: `${PREFIX}.${ruleId}.not-matched`,
  failed: `${PREFIX}.${ruleId}.failed`,
});

export type RuleFigureName = keyof ReturnType<typeof ruleMetricNames>;

/** Every metric name the rows of `rules` show, for one subscription. */
export const metricNamesOfRules = (rules: ReadonlyArray<{ id: string }>): Array<string> => (
  rules.flatMap((rule) => Object.values(ruleMetricNames(rule.id)))
);

/** A count since the server started and its rate per second over the last minute. */
export type RuleFigure = { count: number, rate: number };

export type RuleFigures = Record<RuleFigureName, RuleFigure>;

/** The rule's figures summed over every node; undefined when no node reports any (the rule has not run yet). */
export const ruleFigures = (ruleId: string, metricsByNode: MetricsByNode | undefined): RuleFigures | undefined => {
  const names = ruleMetricNames(ruleId);
  if (!metricsByNode || !reportsAny(metricsByNode, Object.values(names))) return undefined;
  const sum = (name: string): RuleFigure => {
    const { total, rate } = summedOrZero(metricsByNode, name);
    return { count: total, rate };
  };
  return { executed: sum(names.executed), matched: sum(names.matched), notMatched: sum(names.notMatched), failed: sum(names.failed) };
};
