import { parseDateSpan, timestampMs } from './dates';

const NOW = Date.parse('2024-05-15T10:20:30.400Z'); // a Wednesday
const iso = (ms: number) => new Date(ms).toISOString();
const span = (text: string) => {
  const parsed = parseDateSpan(text, NOW);
  return parsed && [iso(parsed.low), iso(parsed.high)];
};

describe('parseDateSpan', () => {
  it('a date spans its least significant part', () => {
    expect(span('2024')).toEqual(['2024-01-01T00:00:00.000Z', '2024-12-31T23:59:59.999Z']);
    expect(span('2024-02')).toEqual(['2024-02-01T00:00:00.000Z', '2024-02-29T23:59:59.999Z']);
    expect(span('2024-05-01')).toEqual(['2024-05-01T00:00:00.000Z', '2024-05-01T23:59:59.999Z']);
    expect(span('2024-05-01 12')).toEqual(['2024-05-01T12:00:00.000Z', '2024-05-01T12:59:59.999Z']);
    expect(span('2024-05-01 12:30')).toEqual(['2024-05-01T12:30:00.000Z', '2024-05-01T12:30:59.999Z']);
    expect(span('2024-05-01 12:30:15')).toEqual(['2024-05-01T12:30:15.000Z', '2024-05-01T12:30:15.999Z']);
    expect(span('2024-05-01 12:30:15.250')).toEqual(['2024-05-01T12:30:15.250Z', '2024-05-01T12:30:15.250Z']);
  });

  it('reads ISO 8601 with T, Z, offsets and longer fractions', () => {
    expect(span('2024-05-01T12:30:15.123456Z')).toEqual(['2024-05-01T12:30:15.123Z', '2024-05-01T12:30:15.123Z']);
    expect(span('2024-05-01T14:30:15.000+02:00')).toEqual(['2024-05-01T12:30:15.000Z', '2024-05-01T12:30:15.000Z']);
    expect(span('2024-05-01T10:30:15-0200')?.[0]).toBe('2024-05-01T12:30:15.000Z');
  });

  it('reads epoch milliseconds', () => {
    expect(span('1714564800000')).toEqual(['2024-05-01T12:00:00.000Z', '2024-05-01T12:00:00.000Z']);
  });

  it('computes date math on now, rounding to a unit', () => {
    expect(span('now')).toEqual([iso(NOW), iso(NOW)]);
    expect(span('now-1h')).toEqual(['2024-05-15T09:20:30.400Z', '2024-05-15T09:20:30.400Z']);
    expect(span('now+1M-2d')?.[0]).toBe('2024-06-13T10:20:30.400Z');
    expect(span('now/d')).toEqual(['2024-05-15T00:00:00.000Z', '2024-05-15T23:59:59.999Z']);
    expect(span('now/w')).toEqual(['2024-05-13T00:00:00.000Z', '2024-05-19T23:59:59.999Z']);
    expect(span('now-1y/M')).toEqual(['2023-05-01T00:00:00.000Z', '2023-05-31T23:59:59.999Z']);
  });

  it('refuses what is not a date', () => {
    for (const text of ['', 'yesterday', '2024-13-01', '2024-02-30', '2024-05-01 25:00', '05/01/2024', 'now-1x', '0099-01-01']) {
      expect(parseDateSpan(text, NOW)).toBeNull();
    }
  });
});

describe('timestampMs', () => {
  it('reads stored timestamps', () => {
    expect(timestampMs('2024-05-01T12:00:00.000Z')).toBe(Date.parse('2024-05-01T12:00:00.000Z'));
    expect(timestampMs('2024-05-01 12:00:00.000')).toBe(Date.parse('2024-05-01T12:00:00.000Z'));
    expect(timestampMs(5)).toBe(5);
    expect(timestampMs('junk')).toBeNaN();
    expect(timestampMs(null)).toBeNaN();
  });
});
