// A stream's throughput from Graylog's per-stream meter, `org.graylog2.plugin.streams.Stream.<id>.incomingMessages`,
// marked for each message routed into the stream, summed over every node that reports it.
import type { MetricsByNode } from '@/stores/metrics/MetricsStore';

export const streamMetricName = (streamId: string): string => `org.graylog2.plugin.streams.Stream.${streamId}.incomingMessages`;

/** Messages per second over the last minute; undefined when no node reports the stream's meter. */
export const streamThroughput = (streamId: string, metricsByNode: MetricsByNode | undefined): number | undefined => {
  if (!metricsByNode) return undefined;
  const name = streamMetricName(streamId);
  const rates = Object.values(metricsByNode)
    .map((metrics) => metrics[name])
    .flatMap((metric) => (metric?.type === 'meter' ? [metric.metric.rate.one_minute] : []))
    .filter((rate) => Number.isFinite(rate));
  return rates.length === 0 ? undefined : rates.reduce((sum, rate) => sum + rate, 0);
};

const RATE_FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 1 });

export const formatStreamRate = (perSecond: number): string => `${RATE_FORMAT.format(perSecond)} msg/s`;
