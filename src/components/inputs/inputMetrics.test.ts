import type { MetricsByNode } from '@/stores/metrics/MetricsStore';
import formatBytes from '@/util/formatBytes';

import formatCount from '@/util/formatCount';

import { formatRate, inputMetricNames, inputTraffic, metricNamesOf } from './inputMetrics';
import { gaugeFixture, GELF_HTTP, inputFixture, meterFixture } from 'fixtures/inputFixtures';

const input = inputFixture();
const names = inputMetricNames(input);

describe('input metrics', () => {
  it('names the metrics after the type class and input id', () => {
    expect(names.incomingMessages).toBe(`${GELF_HTTP}.input-1.incomingMessages`);
    expect(metricNamesOf([input])).toEqual([
      `${GELF_HTTP}.input-1.incomingMessages`, `${GELF_HTTP}.input-1.read_bytes_total`, `${GELF_HTTP}.input-1.open_connections`,
      `${GELF_HTTP}.input-1.total_connections`, `${GELF_HTTP}.input-1.failures`,
    ]);
  });

  it('sums the figures over the nodes', () => {
    const metrics: MetricsByNode = {
      n1: {
        [names.incomingMessages]: meterFixture(names.incomingMessages, 1.5, 100),
        [names.readBytesTotal]: gaugeFixture(names.readBytesTotal, 2048),
        [names.openConnections]: gaugeFixture(names.openConnections, 1),
        [names.totalConnections]: gaugeFixture(names.totalConnections, 7),
        [names.failures]: meterFixture(names.failures, 0, 3),
      },
      n2: { [names.incomingMessages]: meterFixture(names.incomingMessages, 0.5, 50) },
    };
    expect(inputTraffic(input, metrics)).toEqual({
      oneMinuteRate: 2, totalMessages: 150, readBytes: 2048, openConnections: 1, totalConnections: 7, malformed: 3, hasNetwork: true,
    });
  });

  it('has no figures until a node reports one, and no network figures for an input without them', () => {
    expect(inputTraffic(input, undefined)).toBeUndefined();
    expect(inputTraffic(input, { n1: {} })).toBeUndefined();
    expect(inputTraffic(input, { n1: { [names.incomingMessages]: meterFixture(names.incomingMessages, 0, 4) } })?.hasNetwork).toBe(false);
  });

  it('formats counts, rates and bytes', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatRate(0.5)).toBe('0.50 msg/s');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MiB');
  });
});
