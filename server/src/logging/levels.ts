// log4j's levels, as Graylog's logger calls name and number them (Level.intLevel: a higher number logs more).
export const LEVELS = ['OFF', 'FATAL', 'ERROR', 'WARN', 'INFO', 'DEBUG', 'TRACE', 'ALL'] as const;
export type Level = (typeof LEVELS)[number];

const INT_LEVELS: Record<Level, number> = {
  OFF: 0, FATAL: 100, ERROR: 200, WARN: 300, INFO: 400, DEBUG: 500, TRACE: 600, ALL: 2147483647,
};

export const intLevel = (level: Level): number => INT_LEVELS[level];

export const isLevel = (name: string): name is Level => (LEVELS as readonly string[]).includes(name);

/** log4j's Level.toLevel(name, fallback): case-insensitive, an unknown name gives the fallback. */
export function toLevel(name: string | undefined, fallback: Level): Level {
  const upper = (name ?? '').toUpperCase();
  return isLevel(upper) ? upper : fallback;
}

/** Whether an event of `event` passes a logger set to `threshold` (log4j's isMoreSpecificThan). */
export const passes = (event: Level, threshold: Level): boolean => event !== 'OFF' && event !== 'ALL' && intLevel(event) <= intLevel(threshold);
