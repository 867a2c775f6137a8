// Graylog's rotation strategies: whether a set's write index should be left for a new one. Message count
// and size compare the write index with the limit; time-based rotation snaps the period to a grid of time
// (an hourly rotation happens on the full hour), as TimeBasedRotationStrategy does.
import { parsePeriod, type Period } from '../clusterconfig/periods';
import { getLogger } from '../logging/logger';

const LOG = getLogger('org.graylog2.indexer.rotation.strategies.TimeBasedRotationStrategy');

export interface RotationDecision {
  rotate: boolean;
  description: string;
}

export interface WriteIndexState {
  name: string;
  messages: number;
  bytes: number;
  /** When the index was created (epoch ms), null when unknown. */
  createdMs: number | null;
}

const positiveNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 1 ? value : null);

/**
 * Graylog rotates once the count is above the limit; here once it reaches it, so an index holds at most
 * about `max_docs_per_index` messages (the check runs every second, not after every message) and a set
 * rotating "every 100 messages" does so after the 100th.
 */
export function messageCountDecision(index: WriteIndexState, config: Record<string, unknown>): RotationDecision | null {
  const max = positiveNumber(config.max_docs_per_index);
  if (max === null) return null;
  const rotate = index.messages >= max;
  return {
    rotate,
    description: rotate
      ? `Number of messages in <${index.name}> (${index.messages}) is higher than the limit (${max}). Pointing deflector to new index now!`
      : `Number of messages in <${index.name}> (${index.messages}) is lower than the limit (${max}). Not doing anything.`,
  };
}

export function sizeDecision(index: WriteIndexState, config: Record<string, unknown>): RotationDecision | null {
  const max = positiveNumber(config.max_size);
  if (max === null) return null;
  const rotate = index.bytes > max;
  return {
    rotate,
    description: rotate
      ? `Storage size for index <${index.name}> is ${index.bytes} bytes, exceeding the maximum of ${max} bytes. Rotating index.`
      : `Storage size for index <${index.name}> is ${index.bytes} bytes, below the maximum of ${max} bytes. Not doing anything.`,
  };
}

const MS = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000, week: 604_800_000 };

/** Joda's Period.normalizedStandard(): 12 months a year; weeks, days, hours, minutes and seconds from their total. */
export function normalizedStandard(period: Period): Period {
  let rest = period.millis + period.seconds * MS.second + period.minutes * MS.minute + period.hours * MS.hour + period.days * MS.day + period.weeks * MS.week;
  const take = (unit: number) => {
    const amount = Math.trunc(rest / unit);
    rest -= amount * unit;
    return amount;
  };
  const weeks = take(MS.week);
  const days = take(MS.day);
  const hours = take(MS.hour);
  const minutes = take(MS.minute);
  const seconds = take(MS.second);
  return { years: period.years + Math.trunc(period.months / 12), months: period.months % 12, weeks, days, hours, minutes, seconds, millis: rest };
}

/** Joda's DateTime.withPeriodAdded(period, times) in UTC: calendar fields first, then the fixed ones. */
export function plusPeriod(instantMs: number, period: Period, times = 1): number {
  const date = new Date(instantMs);
  if (period.years !== 0 || period.months !== 0) {
    const day = date.getUTCDate();
    date.setUTCDate(1);
    date.setUTCFullYear(date.getUTCFullYear() + period.years * times, date.getUTCMonth() + period.months * times);
    // Joda keeps the day of month where it can and clamps it to the month's last day otherwise.
    const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    date.setUTCDate(Math.min(day, lastDay));
  }
  const fixed = period.weeks * MS.week + period.days * MS.day + period.hours * MS.hour + period.minutes * MS.minute
    + period.seconds * MS.second + period.millis;
  return date.getTime() + fixed * times;
}

/** Monday 00:00 UTC of the ISO week holding the instant, and that week's number in its week-based year. */
function isoWeek(instantMs: number): { startMs: number; week: number } {
  const day = new Date(instantMs);
  const startMs = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) - ((day.getUTCDay() + 6) % 7) * MS.day;
  const thursday = new Date(startMs + 3 * MS.day);
  const firstThursdayYear = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - firstThursdayYear) / MS.week) + 1;
  return { startMs, week };
}

/**
 * TimeBasedRotationStrategy.determineRotationPeriodAnchor: the instant floored to the period's largest
 * unit, then moved back so that unit's value is a multiple of the period's amount of it.
 */
export function rotationAnchor(instantMs: number, period: Period): number {
  const p = normalizedStandard(period);
  const d = new Date(instantMs);
  const [year, month, date, hour, minute, second] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()];
  if (p.years > 0) return Date.UTC(year - (year % p.years), 0, 1);
  if (p.months > 0) return Date.UTC(year, month - ((month + 1) % p.months), 1);
  if (p.weeks > 0) {
    const { startMs, week } = isoWeek(instantMs);
    return startMs - (week % p.weeks) * MS.week;
  }
  if (p.days > 0) return Date.UTC(year, month, date - (date % p.days));
  if (p.hours > 0) return Date.UTC(year, month, date, hour - (hour % p.hours));
  if (p.minutes > 0) return Date.UTC(year, month, date, hour, minute - (minute % p.minutes));
  if (p.seconds > 0) return Date.UTC(year, month, date, hour, minute, second - (second % p.seconds));
  throw new Error('Invalid rotation period specified');
}

/** Per index set, the anchor of the current period: kept in memory, found again from the write index after a restart. */
export class TimeBasedRotation {
  private readonly anchors = new Map<string, number>();
  /** Sets whose next rotation is not a valid time, already logged (once per set, until the period changes). */
  private readonly invalid = new Map<string, string>();

  decide(indexSetId: string, index: WriteIndexState, config: Record<string, unknown>, nowMs: number): RotationDecision | null {
    const parsed = typeof config.rotation_period === 'string' ? parsePeriod(config.rotation_period) : null;
    if (!parsed) return null;
    const period = normalizedStandard(parsed);
    if (period.years === 0 && period.months === 0 && period.weeks === 0 && period.days === 0 && period.hours === 0
      && period.minutes === 0 && period.seconds === 0) return null;
    let anchor = this.anchors.get(indexSetId);
    if (anchor === undefined) {
      if (index.createdMs === null) return { rotate: true, description: 'No known previous rotation time, forcing index rotation now.' };
      anchor = rotationAnchor(index.createdMs, period);
      this.anchors.set(indexSetId, anchor);
    }
    const nextRotation = plusPeriod(anchor, period);
    // A period too long for a JavaScript date (stored before the 100-year bound existed) never rotates:
    // NaN compares false with everything and would otherwise rotate the set at every check.
    if (!Number.isFinite(new Date(nextRotation).getTime())) {
      if (this.invalid.get(indexSetId) !== config.rotation_period) {
        this.invalid.set(indexSetId, String(config.rotation_period));
        LOG.warn(`The rotation period ${String(config.rotation_period)} of index set <${indexSetId}> puts the next rotation beyond any valid time; not rotating.`);
      }
      return { rotate: false, description: 'Next rotation is not a valid time, not rotating.' };
    }
    this.invalid.delete(indexSetId);
    if (nextRotation > nowMs) return { rotate: false, description: `Next rotation at ${new Date(nextRotation).toISOString()}` };
    // The new anchor is the last period boundary up to now, however many periods were missed (Graylog's
    // loop keeps the old anchor when now is exactly on a boundary, and so rotates twice).
    let times = 1;
    while (plusPeriod(anchor, period, times) <= nowMs) times += 1;
    const nextAnchor = plusPeriod(anchor, period, times - 1);
    this.anchors.set(indexSetId, nextAnchor);
    return { rotate: true, description: `Rotation period ${new Date(nowMs).toISOString()} elapsed, next rotation at ${new Date(nextAnchor).toISOString()}` };
  }
}
