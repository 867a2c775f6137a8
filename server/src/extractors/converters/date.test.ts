import { ConfigError } from '../config';
import { converter } from './testing';

const convert = (format: string, value: string, extra: Record<string, unknown> = {}) =>
  converter('date', { date_format: format, ...extra }).convert(value);

describe('date converter', () => {
  it('reads numeric patterns into an ISO timestamp (UTC by default)', () => {
    expect(convert('yyyy-MM-dd HH:mm:ss', '2024-03-05 14:07:09')).toBe('2024-03-05T14:07:09.000Z');
    expect(convert('dd.MM.yy', '05.03.24')).toBe('2024-03-05T00:00:00.000Z');
    expect(convert('d/M/yyyy H:m', '5/3/2024 4:7')).toBe('2024-03-05T04:07:00.000Z');
    expect(convert("yyyy-MM-dd'T'HH:mm:ss.SSS", '2024-03-05T14:07:09.123')).toBe('2024-03-05T14:07:09.123Z');
    expect(convert('yyyyMMddHHmmss', '20240305140709')).toBe('2024-03-05T14:07:09.000Z');
  });

  it('reads month and day names and AM/PM in English', () => {
    expect(convert('dd/MMM/yyyy:HH:mm:ss Z', '05/Mar/2024:14:07:09 +0100')).toBe('2024-03-05T13:07:09.000Z');
    expect(convert('EEE MMM dd HH:mm:ss yyyy', 'Tue Mar 05 14:07:09 2024')).toBe('2024-03-05T14:07:09.000Z');
    expect(convert('MMMM d, yyyy h:mm a', 'March 5, 2024 2:07 PM')).toBe('2024-03-05T14:07:00.000Z');
    expect(convert('MMMM d, yyyy h:mm a', 'march 5, 2024 12:07 am')).toBe('2024-03-05T00:07:00.000Z');
  });

  it('reads offsets with and without colon, and zone ids', () => {
    expect(convert('yyyy-MM-dd HH:mm ZZ', '2024-03-05 14:07 -05:00')).toBe('2024-03-05T19:07:00.000Z');
    expect(convert('yyyy-MM-dd HH:mm Z', '2024-03-05 14:07 Z')).toBe('2024-03-05T14:07:00.000Z');
    expect(convert('yyyy-MM-dd HH:mm ZZZ', '2024-07-05 14:07 Europe/Berlin')).toBe('2024-07-05T12:07:00.000Z');
    expect(convert('yyyy-MM-dd HH:mm z', '2024-03-05 14:07 PST')).toBe('2024-03-05T22:07:00.000Z');
  });

  it('reads times without offset in time_zone', () => {
    expect(convert('yyyy-MM-dd HH:mm', '2024-07-05 14:07', { time_zone: 'Europe/Berlin' })).toBe('2024-07-05T12:07:00.000Z');
    expect(convert('yyyy-MM-dd HH:mm', '2024-01-05 14:07', { time_zone: 'Europe/Berlin' })).toBe('2024-01-05T13:07:00.000Z');
  });

  it('takes the current year when the pattern has none', () => {
    expect(convert('MMM dd HH:mm:ss', 'Mar 05 14:07:09')).toBe('2024-03-05T14:07:09.000Z');
  });

  it('fails for text that does not match all of the pattern, or an impossible date', () => {
    expect(() => convert('yyyy-MM-dd', '2024-03-05 extra')).toThrow('malformed at " extra"');
    expect(() => convert('yyyy-MM-dd', '2024-03')).toThrow('too short');
    expect(() => convert('yyyy-MM-dd', '2024-02-30')).toThrow('dayOfMonth');
    expect(() => convert('HH:mm', '25:00')).toThrow('hourOfDay');
  });

  it('refuses bad configurations', () => {
    expect(() => converter('date', {})).toThrow(new ConfigError('date_format', 'Missing config [date_format].'));
    expect(() => converter('date', { date_format: 'yyyy-qq' })).toThrow('Illegal pattern component: qq');
    expect(() => converter('date', { date_format: 'yyyy', time_zone: 'Mars/Olympus' })).toThrow(ConfigError);
  });
});
