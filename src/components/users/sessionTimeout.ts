// A session timeout is stored in milliseconds (-1: never expires) and shown in the largest unit that
// divides it evenly, so 7,200,000 ms reads "2 hours" and 5,400,000 ms reads "90 minutes".
import { countOf, DURATION_UNITS, splitMillis } from '@/util/durations';

export type TimeoutUnit = 'days' | 'hours' | 'minutes' | 'seconds';

/** The units the input offers: the console's duration units, named in the plural as the select shows them. */
export const TIMEOUT_UNITS: ReadonlyArray<{ unit: TimeoutUnit, label: string, ms: number }> = DURATION_UNITS.map(({ unit, ms }) => ({
  unit: `${unit}s` as TimeoutUnit,
  label: `${unit.charAt(0).toUpperCase()}${unit.slice(1)}s`,
  ms,
}));

/** The server's (and Graylog's) value for a session that never expires. */
export const NEVER_EXPIRES = -1;

/** The shortest timeout the server accepts. */
export const MIN_TIMEOUT_MS = 1_000;

/** The timeout as the input shows it: a number as typed (kept as text while editing) and its unit. */
export type DisplayedTimeout = { neverExpires: boolean, value: string, unit: TimeoutUnit };

const unitMs = (unit: TimeoutUnit): number => TIMEOUT_UNITS.find((entry) => entry.unit === unit)?.ms ?? 1_000;

/** The display form of `ms`: the largest unit that divides it evenly (seconds, with decimals, for odd values). */
export const toDisplayedTimeout = (ms: number): DisplayedTimeout => {
  if (!Number.isFinite(ms) || ms <= 0) {
    return { neverExpires: true, value: '', unit: 'hours' };
  }
  const split = splitMillis(ms);
  return split
    ? { neverExpires: false, value: String(split.amount), unit: `${split.unit}s` }
    : { neverExpires: false, value: String(ms / 1_000), unit: 'seconds' };
};

/** Milliseconds for what the input shows; "never expires" and an empty value are both -1. */
export const toMilliseconds = ({ neverExpires, value, unit }: DisplayedTimeout): number => {
  if (neverExpires || value.trim() === '') {
    return NEVER_EXPIRES;
  }
  const amount = Number(value);
  return Number.isFinite(amount) ? Math.round(amount * unitMs(unit)) : Number.NaN;
};

/** The browser check for a timeout in milliseconds; undefined when it is acceptable. */
export const validateTimeout = (ms: number): string | undefined => (
  ms === NEVER_EXPIRES || (Number.isFinite(ms) && ms >= MIN_TIMEOUT_MS)
    ? undefined
    : 'Enter a timeout of at least one second, or choose "Never expire".'
);

/** "2 hours", "90 minutes", "1.5 seconds", "never expires": for read-only display. */
export const describeTimeout = (ms: number): string => {
  const displayed = toDisplayedTimeout(ms);
  if (displayed.neverExpires) {
    return 'never expires';
  }
  return countOf(Number(displayed.value), displayed.unit.replace(/s$/, ''));
};
