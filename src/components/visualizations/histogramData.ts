// Turns the buckets a search answers (empty ones left out) into the columns the chart draws: every
// bucket of the range, empty ones as 0, so bars keep their places and the hover readout finds each one.

/** Above this many buckets the gaps are not filled: the chart then draws only what the server sent. */
export const MAX_FILLED_BUCKETS = 20000;

export type HistogramColumns = { times: Array<number>, counts: Array<number> };

/** `start` rounded down to a bucket boundary of `intervalMs`, as the server aligns buckets (epoch multiples). */
const alignDown = (start: number, intervalMs: number) => Math.floor(start / intervalMs) * intervalMs;

export const fillBuckets = (
  buckets: ReadonlyArray<readonly [number, number]>,
  intervalMs: number,
  range?: { fromMs: number, toMs: number },
): HistogramColumns => {
  const sorted = [...buckets].sort(([a], [b]) => a - b);
  const first = sorted.length > 0 ? sorted[0][0] : undefined;
  const last = sorted.length > 0 ? sorted[sorted.length - 1][0] : undefined;
  const start = range ? alignDown(Math.min(range.fromMs, first ?? range.fromMs), intervalMs) : first;
  const end = range ? Math.max(alignDown(range.toMs, intervalMs), last ?? range.fromMs) : last;
  if (start === undefined || end === undefined || !(intervalMs > 0) || (end - start) / intervalMs > MAX_FILLED_BUCKETS) {
    return { times: sorted.map(([time]) => time), counts: sorted.map(([, count]) => count) };
  }
  const byTime = new Map(sorted);
  const times: Array<number> = [];
  const counts: Array<number> = [];
  for (let time = start; time <= end; time += intervalMs) {
    times.push(time);
    counts.push(byTime.get(time) ?? 0);
    byTime.delete(time);
  }
  // A bucket off the grid (a server aligned differently) is still shown, in its place.
  if (byTime.size > 0) {
    const merged = times.map((time, at): [number, number] => [time, counts[at]]).concat([...byTime.entries()]).sort(([a], [b]) => a - b);
    return { times: merged.map(([time]) => time), counts: merged.map(([, count]) => count) };
  }
  return { times, counts };
};

export const totalOf = (buckets: ReadonlyArray<readonly [number, number]>): number => buckets.reduce((sum, [, count]) => sum + count, 0);
