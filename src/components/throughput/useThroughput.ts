import { useStore } from '@/stores/connect';
import { useMetrics } from '@/stores/metrics/useMetrics';
import type { ThroughputSample } from '@/stores/nodes/ThroughputHistoryStore';
import { CLUSTER, THROUGHPUT_METRICS, ThroughputHistoryStore } from '@/stores/nodes/ThroughputHistoryStore';

const NONE: ReadonlyArray<ThroughputSample> = [];

/**
 * The last minute of throughput of one node (or of the cluster without `nodeId`), oldest first, kept current
 * (the metrics store polls the throughput gauges) while the calling component is mounted.
 */
const useThroughput = (nodeId?: string): ReadonlyArray<ThroughputSample> => {
  useMetrics(THROUGHPUT_METRICS);
  return useStore(ThroughputHistoryStore, (state) => state.history[nodeId ?? CLUSTER] ?? NONE);
};

export default useThroughput;
