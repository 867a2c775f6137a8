import { formatDateTime } from '@/util/DateTime';

import { timestampFormatter } from './timestampText';

describe('timestampFormatter', () => {
  it.each(['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham'])(
    'writes what formatDateTime writes, in %s, across a year of daylight saving changes',
    (zone) => {
      const format = timestampFormatter(zone);
      const start = Date.parse('2024-01-01T00:00:00.000Z');
      for (let at = 0; at < 8 * 366; at += 1) {
        // Every three hours through the year, with odd minutes and milliseconds.
        const iso = new Date(start + at * 3 * 3600000 + (at % 60) * 61007).toISOString();
        expect(format(iso)).toBe(formatDateTime(iso, zone));
      }
    },
  );

  it('reads offsets as formatDateTime does and leaves anything else to it', () => {
    const format = timestampFormatter('Europe/Berlin');
    expect(format('2024-03-31T00:59:59.999Z')).toBe('2024-03-31 01:59:59.999');
    expect(format('2024-03-31T01:00:00.000Z')).toBe('2024-03-31 03:00:00.000');
    expect(format('2024-03-01T12:00:00.000+05:30')).toBe(formatDateTime('2024-03-01T12:00:00.000+05:30', 'Europe/Berlin'));
    expect(format('not a time')).toBe('not a time');
    expect(format('2024-03-01 12:00:00')).toBe(formatDateTime('2024-03-01 12:00:00', 'Europe/Berlin'));
  });
});
