import { CLUSTER_CONFIG_DEFAULTS, SEARCHES_CLUSTER_CONFIG } from '@/stores/configurations/clusterConfigTypes';

import {
  bucketSizeOf, configuredPresets, histogramInterval, MAX_BUCKETS, periodSeconds, rangeLengthMs, rangeLimitProblem, relativeLabel,
} from './timeRanges';

describe('time ranges', () => {
  it('names presets and other relative ranges', () => {
    expect(relativeLabel(300)).toBe('Last 5 minutes');
    expect(relativeLabel(0)).toBe('All time');
    expect(relativeLabel(90)).toBe('Last 90 seconds');
    expect(relativeLabel(10800)).toBe('Last 3 hours');
    expect(relativeLabel(60)).toBe('Last 1 minute');
  });

  it('knows the length of relative and absolute ranges only', () => {
    expect(rangeLengthMs({ type: 'relative', range: 3600 })).toBe(3600000);
    expect(rangeLengthMs({ type: 'relative', range: 0 })).toBeUndefined();
    expect(rangeLengthMs({ type: 'keyword', keyword: 'today' })).toBeUndefined();
    expect(rangeLengthMs({ type: 'absolute', from: '2024-01-01T00:00:00Z', to: '2024-01-01T01:00:00Z' })).toBe(3600000);
    expect(rangeLengthMs({ type: 'absolute', from: 'nonsense', to: '2024-01-01T01:00:00Z' })).toBeUndefined();
  });

  it('picks the smallest step that keeps a histogram within the bucket limit', () => {
    expect(histogramInterval({ type: 'relative', range: 300 })).toEqual({ interval: { type: 'timeunit', value: 5, unit: 'seconds' }, ms: 5000 });
    expect(histogramInterval({ type: 'relative', range: 3600 })).toEqual({ interval: { type: 'timeunit', value: 1, unit: 'minutes' }, ms: 60000 });
    expect(histogramInterval({ type: 'relative', range: 86400 })).toEqual({ interval: { type: 'timeunit', value: 30, unit: 'minutes' }, ms: 1800000 });
    [300, 900, 3600, 28800, 86400, 604800, 2592000].forEach((range) => {
      const { ms } = histogramInterval({ type: 'relative', range });
      expect((range * 1000) / (ms as number)).toBeLessThanOrEqual(MAX_BUCKETS);
    });
    expect(histogramInterval({ type: 'relative', range: 0 })).toEqual({ interval: { type: 'auto', scaling: 1 } });
  });

  it('measures the bucket size of an automatic interval from the answer', () => {
    expect(bucketSizeOf([[0, 1], [60000, 2], [120000, 3]], 5)).toBe(60000);
    // Empty buckets may be left out: the smallest gap is the size.
    expect(bucketSizeOf([[0, 1], [180000, 2], [240000, 3]], 5)).toBe(60000);
    expect(bucketSizeOf([[0, 1]], 5)).toBe(5);
  });

  it('reads ISO 8601 periods in seconds, a month as 30 days', () => {
    expect(periodSeconds('PT5M')).toBe(300);
    expect(periodSeconds('p1dt12h')).toBe(129600);
    expect(periodSeconds('P1M')).toBe(2592000);
    expect(periodSeconds('P2W')).toBe(1209600);
    expect(periodSeconds('PT0S')).toBe(0);
    expect(periodSeconds('PT')).toBeUndefined();
    expect(periodSeconds('5 minutes')).toBeUndefined();
  });

  it('offers the configured relative ranges shortest first, all time last and only when configured', () => {
    const presets = configuredPresets({ P1D: 'A whole day', PT0S: 'Everything', PT10M: 'Ten minutes', nonsense: 'x' });
    expect(presets).toEqual([{ range: 600, label: 'Ten minutes' }, { range: 86400, label: 'A whole day' }, { range: 0, label: 'Everything' }]);
    expect(configuredPresets({ PT10M: 'Ten minutes' }).some((preset) => preset.range === 0)).toBe(false);
    // Graylog's default labels read as the console's short names.
    const defaults = configuredPresets(CLUSTER_CONFIG_DEFAULTS[SEARCHES_CLUSTER_CONFIG].relative_timerange_options);
    expect(defaults.map((preset) => preset.label)).toEqual([
      'Last 5 minutes', 'Last 15 minutes', 'Last 30 minutes', 'Last hour', 'Last 2 hours', 'Last 8 hours', 'Last day',
      'Last 2 days', 'Last 5 days', 'Last 7 days', 'Last 14 days', 'Last 30 days', 'All time',
    ]);
  });

  it('leaves out all time and longer ranges under a range limit, as Graylog does', () => {
    const options = { PT5M: 'Five minutes', P1D: 'A day', P7D: 'A week', PT0S: 'Everything' };
    expect(configuredPresets(options, 'P1D').map((preset) => preset.label)).toEqual(['Five minutes', 'A day']);
    expect(configuredPresets(options, 'PT0S').map((preset) => preset.label)).toEqual(['Five minutes', 'A day', 'A week', 'Everything']);
  });

  it('refuses a range longer than the configured limit, saying the limit', () => {
    const day = { type: 'absolute' as const, from: '2024-01-01T00:00:00Z', to: '2024-01-02T00:00:00Z' };
    expect(rangeLimitProblem(day, 'P1D')).toBeUndefined();
    expect(rangeLimitProblem({ ...day, to: '2024-01-02T00:00:01Z' }, 'P1D')).toBe('Time range is greater than the limit of 1 day.');
    expect(rangeLimitProblem({ type: 'relative', range: 0 }, 'PT12H')).toBe('Time range is greater than the limit of 12 hours.');
    expect(rangeLimitProblem({ type: 'relative', range: 3600 }, 'PT12H')).toBeUndefined();
    expect(rangeLimitProblem({ type: 'relative', range: 0 }, 'PT0S')).toBeUndefined();
    expect(rangeLimitProblem({ type: 'keyword', keyword: 'last year' }, 'P1D')).toBeUndefined();
  });
});
