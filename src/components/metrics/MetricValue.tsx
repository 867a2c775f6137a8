// One metric's current value in words, by its type: a meter's count and rates, a gauge's value (with the unit
// its name implies), a counter's count, a timer's or histogram's distribution.
import React from 'react';

import type { Metric } from '@/stores/metrics/MetricsStore';

import { formatNumber } from './formatNumber';
import GaugeValue from './GaugeValue';

const DISTRIBUTION_FIELDS: ReadonlyArray<[string, string]> = [
  ['mean', 'mean'], ['min', 'min'], ['max', 'max'], ['std_dev', 'std dev'],
  ['95th_percentile', '95th pct'], ['98th_percentile', '98th pct'], ['99th_percentile', '99th pct'],
];

const isRecord = (value: unknown): value is { [key: string]: unknown } => typeof value === 'object' && value !== null;

const Figures = ({ figures }: { figures: ReadonlyArray<[string, string]> }) => (
  <span className="console-metric-figures">
    {figures.map(([label, value]) => <span key={label}><span className="text-body-secondary">{label}</span> {value}</span>)}
  </span>
);

/** `name` is the metric's full name: a gauge's unit follows from it. */
const MetricValue = ({ name, metric }: { name: string, metric: Metric | undefined }) => {
  if (!metric) return <span className="text-body-secondary">–</span>;
  switch (metric.type) {
    case 'gauge': return <GaugeValue name={name} value={metric.metric.value} />;
    case 'counter': return <span>{formatNumber(metric.metric.count)}</span>;
    case 'meter': {
      const { rate } = metric.metric;
      return (
        <Figures figures={[
          ['total', formatNumber(rate.total)],
          ['mean', `${formatNumber(rate.mean)}/s`],
          ['1 min', `${formatNumber(rate.one_minute)}/s`],
          ['5 min', `${formatNumber(rate.five_minute)}/s`],
          ['15 min', `${formatNumber(rate.fifteen_minute)}/s`],
        ]} />
      );
    }
    default: {
      // Timers and histograms: Graylog puts the distribution under `time` (in its duration unit) and a count.
      const { time, count, duration_unit: unit } = metric.metric;
      const distribution = isRecord(time) ? time : {};
      const suffix = typeof unit === 'string' ? ` ${unit}` : '';
      const figures: Array<[string, string]> = DISTRIBUTION_FIELDS
        .filter(([key]) => key in distribution)
        .map(([key, label]) => [label, `${formatNumber(distribution[key])}${suffix}`]);
      if (typeof count === 'number') figures.unshift(['count', formatNumber(count)]);
      return figures.length > 0 ? <Figures figures={figures} /> : <span className="text-body-secondary">–</span>;
    }
  }
};

export default MetricValue;
