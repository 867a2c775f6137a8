import { bucketSizeOf, histogramInterval, MAX_BUCKETS, rangeLengthMs, relativeLabel } from './timeRanges';

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
});
