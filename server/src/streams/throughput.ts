// Each stream's throughput, under Graylog's metric name (org.graylog2.plugin.streams.Stream.<id>.incomingMessages),
// which the streams list polls: counted from every stored batch's `streams`.
import type { MetricRegistry } from '../metrics/registry';
import type { MessageProcessor } from '../processing/processor';

export const streamMetricPrefix = (streamId: string) => `org.graylog2.plugin.streams.Stream.${streamId}.`;
export const streamIncomingMetric = (streamId: string) => `${streamMetricPrefix(streamId)}incomingMessages`;

export function trackStreamThroughput(processor: Pick<MessageProcessor, 'onStored'>, metrics: MetricRegistry): void {
  processor.onStored((messages) => {
    const counts = new Map<string, number>();
    for (const fields of messages) {
      const { streams } = fields;
      if (!Array.isArray(streams)) continue;
      for (const id of streams) if (typeof id === 'string') counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const [id, count] of counts) metrics.meter(streamIncomingMetric(id)).mark(count);
  });
}

/** A deleted stream's meters go with it. */
export function forgetStreamThroughput(metrics: MetricRegistry, streamId: string): void {
  metrics.removeByPrefix(streamMetricPrefix(streamId));
}
