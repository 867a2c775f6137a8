// The figures an input's row shows, from its metrics on every node. Graylog names an input's metrics
// `<type class>.<input id>.<metric>`; `failures` (messages dropped as malformed) is the embedded server's.
import type { InputSummary } from '@/stores/inputs/InputsStore';
import type { MetricsByNode } from '@/stores/metrics/MetricsStore';
import { metricFigure } from '@/stores/metrics/metricFigures';

type MetricInput = Pick<InputSummary, 'id' | 'type'>;

export const inputMetricNames = (input: MetricInput) => {
  const base = `${input.type}.${input.id}`;
  return {
    incomingMessages: `${base}.incomingMessages`,
    readBytesTotal: `${base}.read_bytes_total`,
    openConnections: `${base}.open_connections`,
    totalConnections: `${base}.total_connections`,
    failures: `${base}.failures`,
  };
};

/** Every metric name the rows of `inputs` show, for one subscription. */
export const metricNamesOf = (inputs: ReadonlyArray<MetricInput>): Array<string> => inputs.flatMap((input) => Object.values(inputMetricNames(input)));

export type InputTraffic = {
  /** Messages per second, averaged over the last minute. */
  oneMinuteRate: number,
  totalMessages: number,
  readBytes: number,
  openConnections: number,
  totalConnections: number,
  /** Messages dropped because they could not be parsed. */
  malformed: number,
  /** Whether the network figures were reported at all (a generator input has no connections or bytes). */
  hasNetwork: boolean,
};

/**
 * The input's figures summed over all nodes (a local input reports on its node only); undefined when no node
 * reported any of its metrics yet.
 */
export const inputTraffic = (input: MetricInput, metricsByNode: MetricsByNode | undefined): InputTraffic | undefined => {
  if (!metricsByNode) return undefined;
  const names = inputMetricNames(input);
  const nodes = Object.values(metricsByNode);
  const reportedOf = (name: string) => nodes.map((nodeMetrics) => metricFigure(nodeMetrics[name])).filter((found) => found !== undefined);
  const total = (name: string) => reportedOf(name).reduce((sum, found) => sum + found.total, 0);
  const networkNames = [names.readBytesTotal, names.openConnections, names.totalConnections];
  const hasNetwork = networkNames.some((name) => reportedOf(name).length > 0);
  if (!hasNetwork && reportedOf(names.incomingMessages).length === 0 && reportedOf(names.failures).length === 0) {
    return undefined;
  }
  return {
    oneMinuteRate: reportedOf(names.incomingMessages).reduce((sum, found) => sum + found.rate, 0),
    totalMessages: total(names.incomingMessages),
    readBytes: total(names.readBytesTotal),
    openConnections: total(names.openConnections),
    totalConnections: total(names.totalConnections),
    malformed: total(names.failures),
    hasNetwork,
  };
};

const RATE_FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatRate = (perSecond: number): string => `${RATE_FORMAT.format(perSecond)} msg/s`;
