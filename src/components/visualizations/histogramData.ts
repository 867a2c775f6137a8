// Turns the buckets a search answers (empty ones left out) into the columns the chart draws: every
// bucket of the range, empty ones as 0, so bars keep their places and the hover readout finds each one.

/** Above this many buckets the gaps are not filled: the chart then draws only what the server sent. */
export const MAX_FILLED_BUCKETS = 20000;

export type HistogramColumns = { times: Array<number>, counts: Array<number> };

/**
 * `time` rounded down to a bucket boundary: on the grid of the buckets found when there are any (the server
 * aligns fixed intervals to epoch multiples, so that is the same grid; a coarse automatic bucket, such as
 * a month over "all time", need not be), else on epoch multiples.
 */
const alignDown = (time: number, intervalMs: number, anchor = 0) => anchor + Math.floor((time - anchor) / intervalMs) * intervalMs;

export const fillBuckets = (
  buckets: ReadonlyArray<readonly [number, number]>,
  intervalMs: number,
  range?: { fromMs: number, toMs: number },
): HistogramColumns => {
  const sorted = [...buckets].sort(([a], [b]) => a - b);
  const first = sorted.length > 0 ? sorted[0][0] : undefined;
  const last = sorted.length > 0 ? sorted[sorted.length - 1][0] : undefined;
  const anchor = first ?? 0;
  const start = range ? alignDown(Math.min(range.fromMs, first ?? range.fromMs), intervalMs, anchor) : first;
  // The last bucket that starts inside the range: one starting at its very end holds nothing of it.
  const end = range ? Math.max(alignDown(Math.max(range.toMs - 1, range.fromMs), intervalMs, anchor), last ?? range.fromMs) : last;
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
