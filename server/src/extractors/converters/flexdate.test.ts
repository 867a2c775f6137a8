import { converter, TEST_NOW } from './testing';

describe('flexdate converter', () => {
  const flexdate = converter('flexdate');

  it('reads the usual ways of writing a date', () => {
    expect(flexdate.convert('2024-03-05T14:07:09.123Z')).toBe('2024-03-05T14:07:09.123Z');
    expect(flexdate.convert('2024-03-05T14:07:09+01:00')).toBe('2024-03-05T13:07:09.000Z');
    expect(flexdate.convert('2024-03-05 14:07:09')).toBe('2024-03-05T14:07:09.000Z');
    expect(flexdate.convert('Tue, 5 Mar 2024 14:07:09 +0000')).toBe('2024-03-05T14:07:09.000Z');
    expect(flexdate.convert('05/Mar/2024:14:07:09 -0200')).toBe('2024-03-05T16:07:09.000Z');
    expect(flexdate.convert('Mar 5 14:07:09')).toBe('2024-03-05T14:07:09.000Z');
    expect(flexdate.convert('03/05/2024')).toBe('2024-03-05T00:00:00.000Z');
  });

  it('reads phrases relative to now', () => {
    expect(flexdate.convert('3 days ago')).toBe(new Date(TEST_NOW - 3 * 86_400_000).toISOString());
    expect(flexdate.convert('yesterday')).toBe('2024-04-30T00:00:00.000Z');
  });

  it('reads times without offset in time_zone', () => {
    expect(converter('flexdate', { time_zone: 'America/New_York' }).convert('2024-03-05 14:07:09')).toBe('2024-03-05T19:07:09.000Z');
  });

  it('leaves text without a date unchanged', () => {
    expect(flexdate.convert('no date here')).toBe('no date here');
  });
});
