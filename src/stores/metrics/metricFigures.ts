// What a list row shows from a metric: one figure per metric, summed over every node that reports it.
// Meters count marks (their total) and have a rate; gauges and counters have a value and no rate.
import type { Metric, MetricsByNode } from './MetricsStore';

export type MetricFigure = {
  total: number,
  /** Per second, averaged over the last minute (meters only; 0 otherwise). */
  rate: number,
};

const numeric = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A meter's total and one-minute rate, a gauge's value or a counter's count; undefined when not reported. */
export const metricFigure = (metric: Metric | undefined): MetricFigure | undefined => {
  switch (metric?.type) {
    case 'meter': return { total: numeric(metric.metric.rate.total), rate: numeric(metric.metric.rate.one_minute) };
    case 'gauge': return { total: numeric(metric.metric.value), rate: 0 };
    case 'counter': return { total: numeric(metric.metric.count), rate: 0 };
    default: return undefined;
  }
};

/** The metric summed over every node that reports it; undefined when none does. */
export const summedFigure = (metricsByNode: MetricsByNode, name: string): MetricFigure | undefined => (
  Object.values(metricsByNode).reduce<MetricFigure | undefined>((sum, metrics) => {
    const figure = metricFigure(metrics[name]);
    if (!figure) return sum;
    return { total: (sum?.total ?? 0) + figure.total, rate: (sum?.rate ?? 0) + figure.rate };
  }, undefined)
);

/** The metric summed over every node; zeros when none reports it. */
export const summedOrZero = (metricsByNode: MetricsByNode, name: string): MetricFigure => summedFigure(metricsByNode, name) ?? { total: 0, rate: 0 };

/** Whether any node reports any of `names` (an entity that has not run since the server started reports none). */
export const reportsAny = (metricsByNode: MetricsByNode, names: ReadonlyArray<string>): boolean => (
  Object.values(metricsByNode).some((metrics) => names.some((name) => metrics[name] !== undefined))
);
