// The last minute of message throughput, per node and for the whole cluster, recorded from every metrics
// answer that carries the throughput gauges. Charts read it instead of keeping their own history, so a chart
// that appears (a node page opened from the navigation, whose small chart has been recording) shows the last
// minute at once instead of starting empty.
import { singletonStore } from '@/logic/singleton';
import { metricFigure } from '@/stores/metrics/metricFigures';
import type { MetricsByNode } from '@/stores/metrics/MetricsStore';
import { MetricsStore } from '@/stores/metrics/MetricsStore';
import { createStore } from '@/stores/StoreTypes';

/** Graylog's per-node gauges: messages received and written during the last second. */
export const INPUT_RATE_METRIC = 'org.graylog2.throughput.input.1-sec-rate';
export const OUTPUT_RATE_METRIC = 'org.graylog2.throughput.output.1-sec-rate';
export const THROUGHPUT_METRICS: ReadonlyArray<string> = [INPUT_RATE_METRIC, OUTPUT_RATE_METRIC];

export const THROUGHPUT_WINDOW_MS = 60000;

/** The key of the cluster's total (node ids never are empty). */
export const CLUSTER = '';

/** Messages per second at one moment. */
export type ThroughputSample = { at: number, input: number, output: number };

/** Node id (or CLUSTER) → samples, oldest first, none older than THROUGHPUT_WINDOW_MS. */
export type ThroughputHistory = { [key: string]: ReadonlyArray<ThroughputSample> };

export type ThroughputHistoryState = { history: ThroughputHistory };

const rate = (metrics: MetricsByNode[string], name: string): number | undefined => metricFigure(metrics[name])?.total;

/** The samples each node's answer makes, plus the cluster's sum over the nodes that reported. */
export const samplesOf = (metricsByNode: MetricsByNode, at: number): { [key: string]: ThroughputSample } => {
  const samples: { [key: string]: ThroughputSample } = {};
  Object.entries(metricsByNode).forEach(([nodeId, metrics]) => {
    const input = rate(metrics, INPUT_RATE_METRIC);
    const output = rate(metrics, OUTPUT_RATE_METRIC);
    if (input === undefined && output === undefined) return;
    samples[nodeId] = { at, input: input ?? 0, output: output ?? 0 };
  });
  const reported = Object.values(samples);
  if (reported.length > 0) {
    samples[CLUSTER] = reported.reduce((sum, sample) => (
      { at, input: sum.input + sample.input, output: sum.output + sample.output }), { at, input: 0, output: 0 });
  }
  return samples;
};

/** `history` with the new samples appended and everything older than the window dropped. */
export const withSamples = (history: ThroughputHistory, samples: { [key: string]: ThroughputSample }, at: number): ThroughputHistory => {
  const oldest = at - THROUGHPUT_WINDOW_MS;
  const keys = new Set([...Object.keys(history), ...Object.keys(samples)]);
  const next: { [key: string]: ReadonlyArray<ThroughputSample> } = {};
  keys.forEach((key) => {
    const kept = (history[key] ?? []).filter((sample) => sample.at >= oldest && sample.at < at);
    const added = samples[key];
    const series = added ? [...kept, added] : kept;
    if (series.length > 0) next[key] = series;
  });
  return next;
};

export const ThroughputHistoryStore = singletonStore('core.ThroughputHistory', () => {
  const store = createStore({
    state: { history: {} } as ThroughputHistoryState,

    record(metricsByNode: MetricsByNode | undefined, at: number) {
      if (!metricsByNode) return;
      const samples = samplesOf(metricsByNode, at);
      if (Object.keys(samples).length === 0) return;
      this.setState({ history: withSamples(this.state.history, samples, at) });
    },
  });
  // Every answer of the metrics store is one moment; answers without the gauges record nothing.
  MetricsStore.listen((state) => store.record(state.metricsByNode, Date.now()), null);
  return store;
});
