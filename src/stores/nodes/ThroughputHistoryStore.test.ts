import type { Metric, MetricsByNode } from '@/stores/metrics/MetricsStore';
import { MetricsStore } from '@/stores/metrics/MetricsStore';

import {
  CLUSTER, INPUT_RATE_METRIC, OUTPUT_RATE_METRIC, samplesOf, THROUGHPUT_WINDOW_MS, ThroughputHistoryStore, withSamples,
} from './ThroughputHistoryStore';

const gauge = (name: string, value: number): Metric => ({ full_name: name, name, type: 'gauge', metric: { value } });
const rates = (input: number, output: number) => ({ [INPUT_RATE_METRIC]: gauge(INPUT_RATE_METRIC, input), [OUTPUT_RATE_METRIC]: gauge(OUTPUT_RATE_METRIC, output) });

describe('throughput history', () => {
  it('samples each node that reports its rates and sums them for the cluster', () => {
    const metricsByNode: MetricsByNode = { a: rates(10, 8), b: rates(5, 5), c: { other: gauge('other', 1) } };
    expect(samplesOf(metricsByNode, 1000)).toEqual({
      a: { at: 1000, input: 10, output: 8 },
      b: { at: 1000, input: 5, output: 5 },
      [CLUSTER]: { at: 1000, input: 15, output: 13 },
    });
    expect(samplesOf({ c: {} }, 1000)).toEqual({});
  });

  it('keeps only the last minute of samples', () => {
    let history = withSamples({}, { a: { at: 0, input: 1, output: 1 } }, 0);
    history = withSamples(history, { a: { at: 30000, input: 2, output: 2 } }, 30000);
    history = withSamples(history, { a: { at: THROUGHPUT_WINDOW_MS + 1, input: 3, output: 3 } }, THROUGHPUT_WINDOW_MS + 1);
    expect(history.a.map((sample) => sample.input)).toEqual([2, 3]);
    // A node that stopped reporting drops out once its samples are older than the window.
    expect(withSamples(history, { b: { at: 200000, input: 1, output: 0 } }, 200000)).toEqual({ b: [{ at: 200000, input: 1, output: 0 }] });
  });

  it('records every metrics answer that carries the throughput gauges', () => {
    const before = ThroughputHistoryStore.getInitialState().history[CLUSTER]?.length ?? 0;
    MetricsStore.setState({ metricsByNode: { node1: rates(42, 40) } });
    const series = ThroughputHistoryStore.getInitialState().history[CLUSTER];
    expect(series).toHaveLength(before + 1);
    expect(series[series.length - 1]).toMatchObject({ input: 42, output: 40 });
  });
});
