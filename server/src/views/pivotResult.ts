// The `pivot` search type with Graylog 4's result rows: no row group (one row of totals), a time group
// on `timestamp` (a histogram, every bucket from the start of the range to its end, empty ones
// included) or a values group (the most frequent values of a field), each with count() series. Rows
// are leaves (`source: 'leaf'`); with rollup a leaf holds its series (values `row-leaf`) and a last row
// with key [] holds the total. Without rollup, as Graylog's ESPivot: series are only given per column
// key, so with no column groups every row (the one row of totals too) has no values and no total row follows.
// What this server cannot compute (column groups, several row groups, series other than count) is an
// error of the search type, so the other search types of the query still answer.
import type { MessageFilter, MessageStore, TermsCount } from '../messages/types';
import { bucketStart, DAY_MS, nextBucket, resolveInterval, type DateInterval } from './intervals';
import { SearchTypeProblem } from './searchErrors';
import type { PivotGroupInput, PivotSortInput, SearchTypeInput } from './searchSchema';
import { effectiveTimeRange } from './timeRanges';

/** Like Elasticsearch's search.max_buckets: a histogram with more buckets is refused. */
export const MAX_BUCKETS = 10_000;
/** Values kept when a values group is sorted otherwise than by count, descending (the store gives the most frequent first). */
export const MAX_SORTED_TERMS = 100_000;
export const DEFAULT_VALUES_LIMIT = 15;
const COUNT_ID = 'count()';

export interface PivotValue {
  key: string[];
  value: number;
  rollup: boolean;
  source: 'row-leaf' | 'row-inner';
}

export interface PivotRow {
  key: string[];
  values: PivotValue[];
  source: 'leaf' | 'non-leaf';
}

interface Counted {
  key: string;
  count: number;
}

function seriesIds(searchType: SearchTypeInput): string[] {
  return (searchType.series ?? []).map((series, index) => {
    if (series.type !== 'count' || (series.field !== undefined && series.field !== null && series.field !== '')) {
      throw new SearchTypeProblem(`Series ${index + 1} (${series.id ?? series.type}): only count() is supported by this server`);
    }
    return series.id ?? COUNT_ID;
  });
}

const leaf = (key: string[], count: number, ids: readonly string[], rollup: boolean): PivotRow => ({
  key,
  values: rollup ? ids.map((id) => ({ key: [id], value: count, rollup: true, source: 'row-leaf' })) : [],
  source: 'leaf',
});

const rollupRow = (total: number, ids: readonly string[]): PivotRow => ({
  key: [],
  values: ids.map((id) => ({ key: [id], value: total, rollup: true, source: 'row-inner' })),
  source: 'non-leaf',
});

/** Histogram counts per bucket start; calendar buckets are summed from daily ones. */
function bucketCounts(store: MessageStore, filter: MessageFilter, interval: DateInterval): Map<number, number> {
  const counts = new Map<number, number>();
  const ms = interval.kind === 'fixed' ? interval.ms : DAY_MS;
  for (const bucket of store.histogram(filter, ms)) {
    const start = bucketStart(bucket.startMs, interval);
    counts.set(start, (counts.get(start) ?? 0) + bucket.count);
  }
  return counts;
}

/** The start of every bucket from the one holding `fromMs` to the one holding `toMs`; refuses more than MAX_BUCKETS. */
function bucketStarts(fromMs: number, toMs: number, interval: DateInterval): number[] {
  const starts: number[] = [];
  for (let start = bucketStart(fromMs, interval); start <= toMs; start = nextBucket(start, interval)) {
    if (starts.length >= MAX_BUCKETS) {
      throw new SearchTypeProblem(`This interval would give more than ${MAX_BUCKETS} buckets over the time range: choose a longer interval or a shorter range`);
    }
    starts.push(start);
  }
  return starts;
}

export function timeBuckets(store: MessageStore, filter: MessageFilter, group: PivotGroupInput): Counted[] {
  if (group.field !== 'timestamp') throw new SearchTypeProblem(`A time group on "${group.field}" is not supported: only timestamp`);
  const interval = group.interval && resolveInterval(group.interval, filter.toMs - filter.fromMs);
  if (!interval) throw new SearchTypeProblem('The time group has no valid interval');
  const counted = (starts: number[], counts: Map<number, number>) => starts.map((start) => ({ key: new Date(start).toISOString(), count: counts.get(start) ?? 0 }));
  if (filter.fromMs > 0) {
    // The buckets are known from the range: too many are refused before the store counts anything.
    const starts = bucketStarts(filter.fromMs, filter.toMs, interval);
    return counted(starts, bucketCounts(store, filter, interval));
  }
  // "All time" starts at the epoch: its buckets start with the first message, not in 1970. The store's
  // buckets come in ascending order, so the first counted is the earliest.
  const counts = bucketCounts(store, filter, interval);
  const [first] = counts.keys();
  return first === undefined ? [] : counted(bucketStarts(first, filter.toMs, interval), counts);
}

function compareValues(a: TermsCount, b: TermsCount): number {
  if (typeof a.value === 'number' && typeof b.value === 'number') return a.value - b.value;
  const left = String(a.value);
  const right = String(b.value);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The values of a group in the requested order: by count (default, most frequent first) or by the value itself. */
export function valueBuckets(store: MessageStore, filter: MessageFilter, group: PivotGroupInput, sort: readonly PivotSortInput[]): { buckets: Counted[]; total: number; missing: number; other: number } {
  const limit = group.limit ?? DEFAULT_VALUES_LIMIT;
  const order = sort.find((entry) => (entry.type === 'series' && entry.field === COUNT_ID) || (entry.type === 'pivot' && entry.field === group.field));
  const byCountDescending = !order || (order.type === 'series' && order.direction === 'Descending');
  const terms = store.terms(filter, group.field, byCountDescending ? limit : MAX_SORTED_TERMS);
  let chosen = terms.buckets;
  let { other } = terms;
  if (!byCountDescending && order) {
    const sign = order.direction === 'Ascending' ? 1 : -1;
    const compare = order.type === 'series'
      ? (a: TermsCount, b: TermsCount) => sign * (a.count - b.count) || compareValues(a, b)
      : (a: TermsCount, b: TermsCount) => sign * compareValues(a, b);
    chosen = [...terms.buckets].sort(compare).slice(0, limit);
    // Counts of the values left out join `other` (exact for fields with one value per message).
    const kept = new Set(chosen);
    other = terms.other + terms.buckets.filter((bucket) => !kept.has(bucket)).reduce((sum, bucket) => sum + bucket.count, 0);
  }
  return {
    buckets: chosen.map((bucket) => ({ key: String(bucket.value), count: bucket.count })),
    total: terms.total,
    missing: terms.missing,
    other,
  };
}

export function pivotResult(searchType: SearchTypeInput, store: MessageStore, filter: MessageFilter) {
  if ((searchType.column_groups ?? []).length > 0) throw new SearchTypeProblem('Column groups are not supported by this server');
  const rowGroups = searchType.row_groups ?? [];
  if (rowGroups.length > 1) throw new SearchTypeProblem('Only one row group is supported by this server');
  const ids = seriesIds(searchType);
  const base = { id: searchType.id, type: 'pivot' as const, effective_timerange: effectiveTimeRange({ fromMs: filter.fromMs, toMs: filter.toMs }) };
  const rollup = searchType.rollup !== false;
  const group = rowGroups[0];
  if (!group) {
    const total = store.search({ ...filter, limit: 0, offset: 0 }).total;
    return { ...base, rows: [leaf([], total, ids, rollup)], total };
  }
  let buckets: Counted[];
  let total: number;
  if (group.type === 'time') {
    buckets = timeBuckets(store, filter, group);
    total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  } else {
    ({ buckets, total } = valueBuckets(store, filter, group, (searchType.sort ?? []).filter((entry): entry is PivotSortInput => 'direction' in entry)));
  }
  const rows = buckets.map((bucket) => leaf([bucket.key], bucket.count, ids, rollup));
  if (rollup) rows.push(rollupRow(total, ids));
  return { ...base, rows, total };
}
