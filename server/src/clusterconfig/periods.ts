// ISO 8601 periods as Joda's Period writes and reads them (P1D, PT5M, P1Y2M3W4DT5H6M7S, PT0S): the unit of the
// searches and sidecar cluster configurations.
const PERIOD = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)(?:\.(\d{1,3}))?S)?)?$/;

export interface Period {
  years: number;
  months: number;
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  millis: number;
}

export function parsePeriod(text: string): Period | null {
  // "P" and "PT" alone match the pattern but name no amount; Joda refuses them.
  if (text === 'P' || text.endsWith('T')) return null;
  const match = PERIOD.exec(text);
  if (!match) return null;
  const [years, months, weeks, days, hours, minutes, seconds] = match.slice(1, 8).map((part) => Number(part ?? 0));
  const millis = match[8] ? Number(match[8].padEnd(3, '0')) : 0;
  const period = { years, months, weeks, days, hours, minutes, seconds, millis };
  return Object.values(period).every((value) => Number.isSafeInteger(value)) ? period : null;
}

export const isZeroPeriod = (period: Period): boolean => Object.values(period).every((value) => value === 0);

/** `instantMs` minus the period, calendar fields first (Joda's DateTime.minus(Period), in UTC). */
export function minusPeriod(instantMs: number, period: Period): number {
  const date = new Date(instantMs);
  const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth() - period.years * 12 - period.months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  // Like Joda, a day the target month lacks becomes its last day (March 31 minus a month is February 29).
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  date.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  const fixedMs = ((((period.weeks * 7 + period.days) * 24 + period.hours) * 60 + period.minutes) * 60 + period.seconds) * 1000 + period.millis;
  return date.getTime() - fixedMs;
}

/** The period's length on a fixed calendar (a month of 30 days, a year of 365), for bounds checks only. */
export function approximateMs(period: Period): number {
  const days = period.years * 365 + period.months * 30 + period.weeks * 7 + period.days;
  return (((days * 24 + period.hours) * 60 + period.minutes) * 60 + period.seconds) * 1000 + period.millis;
}
