// Relative time ranges offered by the time range picker and the sources page, their names, and the
// histogram interval that suits a range.
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

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "Last 5 minutes" for a preset, else the largest whole unit ("Last 90 seconds", "Last 3 hours"). */
export const relativeLabel = (range: number): string => {
  const preset = RELATIVE_PRESETS.find((candidate) => candidate.range === range);
  if (preset) return preset.label;
  const units: Array<[number, string]> = [[86400, 'day'], [3600, 'hour'], [60, 'minute']];
  const [size, unit] = units.find(([seconds]) => range % seconds === 0) ?? [1, 'second'];
  return `Last ${plural(range / size, unit)}`;
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
