import type { Metric } from '@/stores/metrics/MetricsStore';

import { formatStreamRate, streamMetricName, streamThroughput } from './streamThroughput';

const meter = (name: string, oneMinute: number): Metric => ({
  full_name: name,
  name: 'incomingMessages',
  type: 'meter',
  metric: { rate: { total: 100, mean: 1, one_minute: oneMinute, five_minute: 0, fifteen_minute: 0 }, rate_unit: 'events/second' },
});

describe('stream throughput', () => {
  const name = streamMetricName('s1');

  it("reads Graylog's per-stream meter, summed over the nodes that report it", () => {
    expect(name).toBe('org.graylog2.plugin.streams.Stream.s1.incomingMessages');
    expect(streamThroughput('s1', { n1: { [name]: meter(name, 2.5) }, n2: { [name]: meter(name, 1) }, n3: {} })).toBe(3.5);
  });

  it('has no figure before the metrics arrive or when no node reports the meter', () => {
    expect(streamThroughput('s1', undefined)).toBeUndefined();
    expect(streamThroughput('s1', { n1: {} })).toBeUndefined();
  });

  it('formats messages per second', () => {
    expect(formatStreamRate(0)).toBe('0 msg/s');
    expect(formatStreamRate(1234.56)).toBe('1,234.6 msg/s');
  });
});
