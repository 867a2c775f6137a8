// Graylog's `aggregation-v1` condition: messages matching a query in some streams, searched over a window
// on a schedule. Without series it is a filter (an event per matching message); with series and a
// threshold it is an aggregation (an event per group whose values pass the threshold). The form edits a
// threshold as comparisons joined by "and" or "or"; other expressions (from content packs) are kept as they are.
import type { ConfigFieldErrors } from '@/plugin-api/PluginExports';
import type { EventConditionConfig } from '@/stores/events/EventDefinitionsStore';

export const AGGREGATION_TYPE = 'aggregation-v1';

/** The functions the console offers, in this order; the server's list decides which are shown. */
export const AGGREGATION_FUNCTIONS = ['count', 'avg', 'min', 'max', 'sum', 'card'] as const;

export const FUNCTION_NAMES: Record<string, string> = {
  count: 'count()', avg: 'avg()', min: 'min()', max: 'max()', sum: 'sum()', card: 'card()',
};

export type Series = { id: string, function: string, field?: string | null };

export type ComparisonOperator = '>' | '>=' | '<' | '<=' | '==';

export const COMPARISON_OPERATORS: ReadonlyArray<ComparisonOperator> = ['>', '>=', '<', '<=', '=='];

export type Expression =
  | { expr: 'number', value: number }
  | { expr: 'number-ref', ref: string }
  | { expr: ComparisonOperator, left: Expression, right: Expression }
  | { expr: '&&' | '||', left: Expression, right: Expression }
  | { expr: 'group', child: Expression }
  | { expr: string, [key: string]: unknown };

export type AggregationConfig = EventConditionConfig & {
  type: typeof AGGREGATION_TYPE,
  query: string,
  query_parameters: Array<unknown>,
  streams: Array<string>,
  group_by: Array<string>,
  series: Array<Series>,
  conditions: { expression: Expression | null } | null,
  search_within_ms: number,
  execute_every_ms: number,
};

/** One line of a threshold: e.g. `count() > 2`, `avg(took_ms) >= 500`. */
export type Comparison = { function: string, field: string, operator: ComparisonOperator, value: number };

export type Threshold = { join: '&&' | '||', comparisons: Array<Comparison> };

const FIVE_MINUTES = 5 * 60 * 1000;

const stringList = (value: unknown): Array<string> => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

const positiveNumber = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** `config` with every field of the aggregation type present, whatever the stored definition left out. */
export const aggregationConfigOf = (config: EventConditionConfig): AggregationConfig => {
  const conditions = config.conditions as AggregationConfig['conditions'] | undefined;
  return {
    ...config,
    type: AGGREGATION_TYPE,
    query: typeof config.query === 'string' ? config.query : '',
    query_parameters: Array.isArray(config.query_parameters) ? config.query_parameters : [],
    streams: stringList(config.streams),
    group_by: stringList(config.group_by),
    series: Array.isArray(config.series) ? (config.series as Array<Series>) : [],
    conditions: conditions && typeof conditions === 'object' ? { expression: conditions.expression ?? null } : { expression: null },
    search_within_ms: positiveNumber(config.search_within_ms, FIVE_MINUTES),
    execute_every_ms: positiveNumber(config.execute_every_ms, FIVE_MINUTES),
  };
};

export const isFilterConfig = (config: EventConditionConfig): boolean => aggregationConfigOf(config).series.length === 0;

export const defaultFilterConfig = (): AggregationConfig => aggregationConfigOf({ type: AGGREGATION_TYPE });

export const DEFAULT_COMPARISON: Comparison = { function: 'count', field: '', operator: '>', value: 0 };

const comparisonsOf = (expression: Expression, join: '&&' | '||' | undefined, series: ReadonlyArray<Series>): { join?: '&&' | '||', comparisons: Array<Comparison> } | undefined => {
  if (expression.expr === 'group' && 'child' in expression) {
    return comparisonsOf(expression.child as Expression, join, series);
  }
  if ((expression.expr === '&&' || expression.expr === '||') && 'left' in expression && 'right' in expression) {
    if (join !== undefined && join !== expression.expr) return undefined;
    const left = comparisonsOf(expression.left as Expression, expression.expr, series);
    const right = comparisonsOf(expression.right as Expression, expression.expr, series);
    return left && right ? { join: expression.expr, comparisons: [...left.comparisons, ...right.comparisons] } : undefined;
  }
  if ((COMPARISON_OPERATORS as ReadonlyArray<string>).includes(expression.expr) && 'left' in expression && 'right' in expression) {
    const left = expression.left as Expression;
    const right = expression.right as Expression;
    if (left.expr !== 'number-ref' || right.expr !== 'number') return undefined;
    const referenced = series.find((candidate) => candidate.id === (left as { ref: string }).ref);
    if (!referenced) return undefined;
    return {
      join,
      comparisons: [{ function: referenced.function, field: referenced.field ?? '', operator: expression.expr as ComparisonOperator, value: (right as { value: number }).value }],
    };
  }
  return undefined;
};

/** The threshold as the form edits it; undefined when the stored expression has another shape. */
export const thresholdOf = (config: AggregationConfig): Threshold | undefined => {
  const expression = config.conditions?.expression;
  if (!expression) return { join: '&&', comparisons: [] };
  const read = comparisonsOf(expression, undefined, config.series);
  return read ? { join: read.join ?? '&&', comparisons: read.comparisons } : undefined;
};

const seriesIdOf = (comparison: Comparison) => (comparison.field ? `${comparison.function}-${comparison.field}` : comparison.function);

/** `config` with series and an expression for `threshold`: one series per distinct function and field. */
export const withThreshold = (config: AggregationConfig, threshold: Threshold): AggregationConfig => {
  const series: Array<Series> = [];
  threshold.comparisons.forEach((comparison) => {
    const id = seriesIdOf(comparison);
    if (!series.some((known) => known.id === id)) {
      series.push({ id, function: comparison.function, field: comparison.field || null });
    }
  });
  const expressions: Array<Expression> = threshold.comparisons.map((comparison) => ({
    expr: comparison.operator,
    left: { expr: 'number-ref', ref: seriesIdOf(comparison) },
    right: { expr: 'number', value: comparison.value },
  }));
  const expression = expressions.length === 0 ? null : expressions.reduce((left, right) => ({ expr: threshold.join, left, right }));
  return { ...config, series, conditions: { expression } };
};

export const defaultAggregationConfig = (): AggregationConfig => withThreshold(defaultFilterConfig(), { join: '&&', comparisons: [DEFAULT_COMPARISON] });

/** "count() > 2", "avg(took_ms) >= 500". */
export const comparisonText = (comparison: Comparison): string => (
  `${comparison.function}(${comparison.field}) ${comparison.operator} ${comparison.value}`
);

/** The threshold in one line: "count() > 2 and max(took_ms) >= 500". */
export const thresholdText = (threshold: Threshold): string => (
  threshold.comparisons.map(comparisonText).join(threshold.join === '&&' ? ' and ' : ' or ')
);

/** The browser's checks of both kinds: positive windows, and for an aggregation a complete threshold. */
export const validateAggregation = (config: AggregationConfig, withSeries: boolean): ConfigFieldErrors => {
  const errors: ConfigFieldErrors = {};
  if (!(config.search_within_ms > 0)) errors.search_within_ms = 'Search within must be greater than 0.';
  if (!(config.execute_every_ms > 0)) errors.execute_every_ms = 'Execute every must be greater than 0.';
  if (withSeries) {
    const threshold = thresholdOf(config);
    if (threshold && threshold.comparisons.length === 0) {
      errors.conditions = 'Add at least one condition.';
    } else if (threshold?.comparisons.some((comparison) => comparison.function !== 'count' && comparison.field.trim() === '')) {
      errors.series = 'Choose the field each function other than count() aggregates.';
    } else if (threshold?.comparisons.some((comparison) => !Number.isFinite(comparison.value))) {
      errors.conditions = 'Each condition needs a number to compare with.';
    }
  }
  return errors;
};
