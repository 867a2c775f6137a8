// ISO 8601 periods as Graylog's cluster configurations store them ("PT5M", "P1D", "P1DT12H").

const PERIOD = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

const UNITS = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const;

/** The amounts per unit, or undefined when `text` is no ISO 8601 period ("P", "PT" and "P1DT" are none). */
export const periodParts = (text: string): Array<number> | undefined => {
  const value = text.trim().toUpperCase();
  const match = PERIOD.exec(value);
  if (!match || value === 'P' || value.endsWith('T')) return undefined;
  return match.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
};

export const isPeriod = (text: string): boolean => periodParts(text) !== undefined;

/** The period in words ("1 day 12 hours"); "0 seconds" for a zero one; the text itself when it is none. */
export const describePeriod = (text: string): string => {
  const parts = periodParts(text);
  if (!parts) return text;
  const words = parts.flatMap((amount, index) => (amount === 0 ? [] : [`${amount} ${UNITS[index]}${amount === 1 ? '' : 's'}`]));
  return words.length > 0 ? words.join(' ') : '0 seconds';
};

/** Whether the period is zero ("PT0S", "P0D"), which Graylog's settings read as "none" or "all". */
export const isZeroPeriod = (text: string): boolean => (periodParts(text) ?? [1]).every((amount) => amount === 0);

/** The browser's check of a period field: a sentence, or undefined when it is fine. */
export const periodError = (text: string): string | undefined => {
  if (text.trim() === '') return 'Enter a period.';
  return isPeriod(text) ? undefined : 'Enter an ISO 8601 period, e.g. PT5M for 5 minutes or P1D for a day.';
};

/** How the form holds a period: upper-case and trimmed, as the server stores it. */
export const normalizePeriod = (text: string): string => text.trim().toUpperCase();

/** Milliseconds in words, to the largest whole unit ("5 minutes", "90 seconds"). */
export const describeMillis = (ms: number): string => {
  const units: Array<[string, number]> = [['day', 86400000], ['hour', 3600000], ['minute', 60000], ['second', 1000]];
  const found = units.find(([, size]) => ms >= size && ms % size === 0);
  if (!found) return `${ms} ms`;
  const amount = ms / found[1];
  return `${amount} ${found[0]}${amount === 1 ? '' : 's'}`;
};
