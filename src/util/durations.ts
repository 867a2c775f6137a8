// Durations as the console reads and words them: ISO 8601 periods as Graylog stores its settings ("PT5M", "P1D",
// "P1DT12H") and milliseconds (timeouts, retry periods, journal ages). One place, so every page words them alike.

const PERIOD = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

const PERIOD_UNITS = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const;

// A month is 30 days and a year 365, as Graylog's console counts a configured period.
const PERIOD_UNIT_MS = [365 * 86_400_000, 30 * 86_400_000, 7 * 86_400_000, 86_400_000, 3_600_000, 60_000, 1_000];

/** "1 day", "12 hours". */
export const countOf = (amount: number, unit: string): string => `${amount} ${unit}${amount === 1 ? '' : 's'}`;

/** The amounts per unit, or undefined when `text` is no ISO 8601 period ("P", "PT" and "P1DT" are none). */
export const periodParts = (text: string): Array<number> | undefined => {
  const value = text.trim().toUpperCase();
  const match = PERIOD.exec(value);
  if (!match || value === 'P' || value.endsWith('T')) return undefined;
  return match.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
};

export const isPeriod = (text: string): boolean => periodParts(text) !== undefined;

/** The period in milliseconds (months of 30 days, years of 365); undefined when the text is none. */
export const periodMillis = (text: string): number | undefined => (
  periodParts(text)?.reduce((total, amount, unit) => total + amount * PERIOD_UNIT_MS[unit], 0)
);

/** The period in words ("1 day 12 hours"); "0 seconds" for a zero one; the text itself when it is none. */
export const describePeriod = (text: string): string => {
  const parts = periodParts(text);
  if (!parts) return text;
  const words = parts.flatMap((amount, index) => (amount === 0 ? [] : [countOf(amount, PERIOD_UNITS[index])]));
  return words.length > 0 ? words.join(' ') : '0 seconds';
};

/** Whether the period is zero ("PT0S", "P0D"), which Graylog's settings read as "none" or "all". */
export const isZeroPeriod = (text: string): boolean => (periodParts(text) ?? [1]).every((amount) => amount === 0);

export type DurationUnit = 'day' | 'hour' | 'minute' | 'second';

/** The units milliseconds are shown in, largest first. */
export const DURATION_UNITS: ReadonlyArray<{ unit: DurationUnit, ms: number }> = [
  { unit: 'day', ms: 86_400_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
  { unit: 'second', ms: 1_000 },
];

/**
 * Milliseconds as an amount of the largest unit that divides them evenly (5,400,000 ms: 90 minutes); undefined
 * when they are no positive whole number of seconds.
 */
export const splitMillis = (ms: number): { amount: number, unit: DurationUnit } | undefined => {
  const found = DURATION_UNITS.find(({ ms: size }) => ms >= size && ms % size === 0);
  return found && { amount: ms / found.ms, unit: found.unit };
};

/** Milliseconds in words, to the largest whole unit ("5 minutes", "90 seconds"); "1500 ms" when no unit fits. */
export const describeMillis = (ms: number): string => {
  const split = splitMillis(ms);
  return split ? countOf(split.amount, split.unit) : `${ms} ms`;
};
