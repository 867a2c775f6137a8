import { timeAxisLabels } from './timeAxis';

const at = (iso: string) => Date.parse(iso);
const MINUTE = 60000;

describe('timeAxisLabels', () => {
  it('writes times in 24-hour style in the time zone, with the date under the first one of each day', () => {
    const ticks = [at('2026-11-23T21:50:00.000Z'), at('2026-11-23T22:50:00.000Z'), at('2026-11-23T23:50:00.000Z')];
    // Berlin is UTC+1 in November: the last tick is the next day there.
    expect(timeAxisLabels(ticks, 60 * MINUTE, 'Europe/Berlin')).toEqual(['22:50\n2026-11-23', '23:50', '00:50\n2026-11-24']);
    expect(timeAxisLabels(ticks, 60 * MINUTE, 'UTC')).toEqual(['21:50\n2026-11-23', '22:50', '23:50']);
    expect(timeAxisLabels(ticks, 60 * MINUTE, 'UTC').join(' ')).not.toMatch(/am|pm/i);
  });

  it('shows seconds only when ticks are less than a minute apart', () => {
    expect(timeAxisLabels([at('2026-11-23T22:56:10.000Z'), at('2026-11-23T22:56:20.000Z')], 10000, 'UTC')).toEqual(['22:56:10\n2026-11-23', '22:56:20']);
  });

  it('writes days, months and years as dates once ticks are that far apart', () => {
    expect(timeAxisLabels([at('2026-11-23T00:00:00.000Z')], 24 * 60 * MINUTE, 'UTC')).toEqual(['2026-11-23']);
    expect(timeAxisLabels([at('2026-11-01T00:00:00.000Z')], 31 * 24 * 60 * MINUTE, 'UTC')).toEqual(['2026-11']);
    expect(timeAxisLabels([at('2026-01-01T00:00:00.000Z')], 366 * 24 * 60 * MINUTE, 'UTC')).toEqual(['2026']);
  });
});
