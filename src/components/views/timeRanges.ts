// Relative time ranges offered by the time range picker and the sources page, their names, the limit the
// search configuration sets on a range's length, and the histogram interval that suits a range.
import { countOf, describePeriod, isZeroPeriod, periodMillis } from '@/util/durations';
import type { PeriodOptions } from '@/stores/configurations/clusterConfigTypes';
import { CLUSTER_CONFIG_DEFAULTS, SEARCHES_CLUSTER_CONFIG } from '@/stores/configurations/clusterConfigTypes';
import type { Interval, TimeRange } from '@/stores/search/searchTypes';

export type RelativePreset = { range: number, label: string };

/** Seconds back from now; 0 is Graylog's "all time". */
export const RELATIVE_PRESETS: ReadonlyArray<RelativePreset> = [
  { range: 300, label: 'Last 5 minutes' },
  { range: 900, label: 'Last 15 minutes' },
  { range: 1800, label: 'Last 30 minutes' },
  { range: 3600, label: 'Last hour' },
  { range: 7200, label: 'Last 2 hours' },
  { range: 28800, label: 'Last 8 hours' },
  { range: 86400, label: 'Last day' },
  { range: 172800, label: 'Last 2 days' },
  { range: 604800, label: 'Last 7 days' },
  { range: 2592000, label: 'Last 30 days' },
  { range: 0, label: 'All time' },
];

/** "Last 5 minutes" for a preset, else the largest whole unit ("Last 90 seconds", "Last 3 hours"). */
export const relativeLabel = (range: number): string => {
  const preset = RELATIVE_PRESETS.find((candidate) => candidate.range === range);
  if (preset) return preset.label;
  const units: Array<[number, string]> = [[86400, 'day'], [3600, 'hour'], [60, 'minute']];
  const [size, unit] = units.find(([seconds]) => range % seconds === 0) ?? [1, 'second'];
  return `Last ${countOf(range / size, unit)}`;
};

/** How long a range is, when that is known before searching (not for "all time" or keywords). */
export const rangeLengthMs = (timerange: TimeRange): number | undefined => {
  if (timerange.type === 'relative') return timerange.range > 0 ? timerange.range * 1000 : undefined;
  if (timerange.type === 'absolute') {
    const length = Date.parse(timerange.to) - Date.parse(timerange.from);
    return Number.isFinite(length) && length > 0 ? length : undefined;
  }
  return undefined;
};

// A month is 30 days and a year 365, as Graylog's console counts a configured period in seconds.
/** An ISO 8601 period ("PT5M", "P1D") in seconds; undefined when the text is none. */
export const periodSeconds = (period: string): number | undefined => {
  const ms = periodMillis(period);
  return ms === undefined ? undefined : ms / 1000;
};

/** A limit on a range's length that applies: a positive period ("PT0S" and unreadable ones mean none). */
const limitSeconds = (limit: string | null | undefined): number | undefined => {
  const seconds = limit ? periodSeconds(limit) : undefined;
  return seconds !== undefined && seconds > 0 ? seconds : undefined;
};

const DEFAULT_LABELS: PeriodOptions = CLUSTER_CONFIG_DEFAULTS[SEARCHES_CLUSTER_CONFIG].relative_timerange_options;

/**
 * The relative ranges the search configuration offers, shortest first, with its labels. As in Graylog, a
 * zero period ("PT0S") offers all time, and under a range limit neither all time nor a longer range is offered.
 * A label left at Graylog's default ("Search in the last 5 minutes") is shown by the console's short name
 * ("Last 5 minutes"), the one the picker's button shows once chosen; a label an administrator wrote is shown as written.
 */
export const configuredPresets = (options: PeriodOptions, limit?: string | null): Array<RelativePreset> => {
  const max = limitSeconds(limit);
  return Object.entries(options)
    .flatMap(([period, label]) => {
      const seconds = periodSeconds(period);
      if (seconds === undefined || (max !== undefined && (seconds === 0 || seconds > max))) return [];
      const range = isZeroPeriod(period) ? 0 : seconds;
      return [{ range, label: DEFAULT_LABELS[period] === label ? relativeLabel(range) : label }];
    })
    // All time, the longest, last.
    .sort((a, b) => (a.range === 0 ? Infinity : a.range) - (b.range === 0 ? Infinity : b.range));
};

/**
 * Why `timerange` may not be searched under the configured limit, or undefined when it may. All time has no
 * end to measure and is refused under a limit; a keyword's range is checked by the server.
 */
export const rangeLimitProblem = (timerange: TimeRange, limit: string | null | undefined): string | undefined => {
  const max = limitSeconds(limit);
  if (max === undefined || !limit) return undefined;
  const tooLong = timerange.type === 'relative'
    ? timerange.range === 0 || timerange.range > max
    : (rangeLengthMs(timerange) ?? 0) > max * 1000;
  return tooLong ? `Time range is greater than the limit of ${describePeriod(limit)}.` : undefined;
};

type Step = { ms: number, interval: Interval };

const step = (value: number, unit: 'seconds' | 'minutes' | 'hours' | 'days', unitMs: number): Step => (
  { ms: value * unitMs, interval: { type: 'timeunit', value, unit } }
);

// Seven days rather than one week: a week is a calendar week (from Monday), whose buckets would not fall
// on the same grid as the others.
const STEPS: ReadonlyArray<Step> = [
  step(1, 'seconds', 1000), step(5, 'seconds', 1000), step(10, 'seconds', 1000), step(30, 'seconds', 1000),
  step(1, 'minutes', 60000), step(5, 'minutes', 60000), step(10, 'minutes', 60000), step(30, 'minutes', 60000),
  step(1, 'hours', 3600000), step(3, 'hours', 3600000), step(6, 'hours', 3600000), step(12, 'hours', 3600000),
  step(1, 'days', 86400000), step(7, 'days', 86400000),
];

/** Enough bars to show a shape, few enough to read each one. */
export const MAX_BUCKETS = 100;

/**
 * The bucket size for a histogram over `timerange`: the smallest step giving at most MAX_BUCKETS bars. A
 * range whose length is unknown beforehand gets the server's automatic interval; the chart then measures
 * the bucket size from the answer (see `bucketSizeOf`).
 */
export const histogramInterval = (timerange: TimeRange): { interval: Interval, ms?: number } => {
  const length = rangeLengthMs(timerange);
  if (length === undefined) return { interval: { type: 'auto', scaling: 1 } };
  const chosen = STEPS.find((candidate) => length / candidate.ms <= MAX_BUCKETS) ?? STEPS[STEPS.length - 1];
  return { interval: chosen.interval, ms: chosen.ms };
};

/** The bucket size of an answer with automatic interval: the smallest gap between bucket starts. */
export const bucketSizeOf = (buckets: ReadonlyArray<readonly [number, number]>, fallbackMs: number): number => {
  let smallest = Infinity;
  for (let at = 1; at < buckets.length; at += 1) {
    const gap = buckets[at][0] - buckets[at - 1][0];
    if (gap > 0 && gap < smallest) smallest = gap;
  }
  return Number.isFinite(smallest) ? smallest : fallbackMs;
};
