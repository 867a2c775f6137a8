// Durations as the forms show them (a number and a unit) and as Graylog stores them (milliseconds).

export type DurationUnit = 'seconds' | 'minutes' | 'hours' | 'days';

export const UNIT_MS: Record<DurationUnit, number> = { seconds: 1000, minutes: 60000, hours: 3600000, days: 86400000 };

export const DURATION_UNITS: ReadonlyArray<DurationUnit> = ['seconds', 'minutes', 'hours', 'days'];

export type Duration = { value: number, unit: DurationUnit };

/** The largest unit that divides `ms` evenly, so 300000 shows as 5 minutes and 90000 as 90 seconds. */
export const durationOf = (ms: number): Duration => {
  const unit = [...DURATION_UNITS].reverse().find((candidate) => ms > 0 && ms % UNIT_MS[candidate] === 0) ?? 'seconds';
  return { value: ms / UNIT_MS[unit], unit };
};

export const msOf = ({ value, unit }: Duration): number => Math.round(value * UNIT_MS[unit]);

/** "5 minutes", "1 hour", "90 seconds"; "0 seconds" for none. */
export const durationText = (ms: number): string => {
  const { value, unit } = durationOf(ms);
  return `${value} ${value === 1 ? unit.slice(0, -1) : unit}`;
};
