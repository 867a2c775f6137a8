// Labels of a chart's time axis, written as the console writes times elsewhere (the message table's
// "2026-11-23 22:56:10"): 24-hour, in the user's time zone, the date under the first time of each day.
import moment from 'moment-timezone';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const MONTH_MS = 28 * DAY_MS;
const YEAR_MS = 365 * DAY_MS;

const inZone = (ms: number, timezone: string) => moment.tz(ms, timezone);

/**
 * A label per tick; `stepMs` is the distance between ticks, which decides how precise a label is. Below a
 * day each label is a time, and the first tick of the axis and the first of each new day carry the date on
 * a second line.
 */
export const timeAxisLabels = (ticks: ReadonlyArray<number>, stepMs: number, timezone: string): Array<string> => {
  if (stepMs >= YEAR_MS) return ticks.map((tick) => inZone(tick, timezone).format('YYYY'));
  if (stepMs >= MONTH_MS) return ticks.map((tick) => inZone(tick, timezone).format('YYYY-MM'));
  if (stepMs >= DAY_MS) return ticks.map((tick) => inZone(tick, timezone).format('YYYY-MM-DD'));
  const timeFormat = stepMs < MINUTE_MS ? 'HH:mm:ss' : 'HH:mm';
  let previousDay: string | undefined;
  return ticks.map((tick) => {
    const time = inZone(tick, timezone);
    const day = time.format('YYYY-MM-DD');
    const label = day === previousDay ? time.format(timeFormat) : `${time.format(timeFormat)}\n${day}`;
    previousDay = day;
    return label;
  });
};
