import { metricFigure, reportsAny, summedFigure, summedOrZero } from './metricFigures';
import type { Metric, MetricsByNode } from './MetricsStore';

const meter = (total: number, oneMinute: number): Metric => ({
  full_name: 'm', name: 'm', type: 'meter',
  metric: { rate: { total, mean: 0, one_minute: oneMinute, five_minute: 0, fifteen_minute: 0 }, rate_unit: 'events/second' },
} as Metric);
const counter = (count: number): Metric => ({ full_name: 'c', name: 'c', type: 'counter', metric: { count } } as Metric);

describe('metric figures', () => {
  const byNode: MetricsByNode = {
    node1: { m: meter(10, 1.5), c: counter(3) },
    node2: { m: meter(5, 0.5) },
  };

  it('reads a meter as its total and one-minute rate and a counter as its count', () => {
    expect(metricFigure(byNode.node1.m)).toEqual({ total: 10, rate: 1.5 });
    expect(metricFigure(byNode.node1.c)).toEqual({ total: 3, rate: 0 });
    expect(metricFigure(undefined)).toBeUndefined();
  });

  it('sums a metric over the nodes that report it, and says when none does', () => {
    expect(summedFigure(byNode, 'm')).toEqual({ total: 15, rate: 2 });
    expect(summedFigure(byNode, 'c')).toEqual({ total: 3, rate: 0 });
    expect(summedFigure(byNode, 'missing')).toBeUndefined();
    expect(summedOrZero(byNode, 'missing')).toEqual({ total: 0, rate: 0 });
    expect(reportsAny(byNode, ['missing', 'c'])).toBe(true);
    expect(reportsAny(byNode, ['missing'])).toBe(false);
  });
});
