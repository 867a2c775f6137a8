// The numbers an aggregation condition is tested on, counted by the message store: groups from terms
// counts of the group-by fields (nested, one level per field), series from a search's total (count) or from
// the field's value counts (card, sum, avg, min, max), never by reading each message here.
import { groupPlan } from '../search/queryPlan';
import { compileQuery, type CompiledQuery } from '../search/query';
import type { MessageFilter, MessageStore, TermsCount } from '../messages/types';
import type { AggregationSeries } from './types';

/** Most groups per group-by field, and most distinct values read for a field's series. */
export const MAX_GROUPS = 1000;
const MAX_VALUES = 1_000_000;

export interface GroupResult {
  /** The group's value of each group-by field, in their order (empty without group-by). */
  key: string[];
  /** Series id → value; NaN when the series has no value (an average of no numbers). */
  values: Map<string, number>;
  /** The messages of the group. */
  filter: MessageFilter;
}

/** Both queries: the predicate and the index plan of each must hold. */
export function bothQueries(a: CompiledQuery, b: CompiledQuery): CompiledQuery {
  return Object.assign((fields: Record<string, unknown>) => a(fields) && b(fields), {
    plan: groupPlan([a.plan, b.plan], [], []),
    userRegex: a.userRegex || b.userRegex,
  });
}

const escapeField = (field: string) => field.replace(/[+\-&|!(){}[\]^"~*?:\\/@.]/g, (c) => `\\${c}`);
const escapePhrase = (value: string) => value.replace(/[\\"]/g, (c) => `\\${c}`);

/** The messages whose `field` holds `value` as a terms count reported it. */
export function termQuery(field: string, value: TermsCount['value']): CompiledQuery {
  return compileQuery(`${escapeField(field)}:"${escapePhrase(String(value))}"`);
}

/** Every group of the filter's messages (one group without group-by, even with no messages) and its series. */
export function aggregate(store: MessageStore, filter: MessageFilter, groupBy: readonly string[], series: readonly AggregationSeries[]): GroupResult[] {
  return groups(store, filter, groupBy, []).map(({ key, filter: groupFilter }) => ({
    key,
    filter: groupFilter,
    values: new Map(series.map((item) => [item.id, seriesValue(store, groupFilter, item)])),
  }));
}

function groups(store: MessageStore, filter: MessageFilter, fields: readonly string[], key: string[]): { key: string[]; filter: MessageFilter }[] {
  if (fields.length === 0) return [{ key, filter }];
  const [field, ...rest] = fields;
  const { buckets } = store.terms(filter, field, MAX_GROUPS);
  return buckets.flatMap((bucket) =>
    groups(store, { ...filter, query: bothQueries(filter.query, termQuery(field, bucket.value)) }, rest, [...key, String(bucket.value)]));
}

export function seriesValue(store: MessageStore, filter: MessageFilter, series: AggregationSeries): number {
  if (series.field === null) return store.search({ ...filter, limit: 0, offset: 0 }).total;
  const terms = store.terms(filter, series.field, series.function === 'count' ? 0 : MAX_VALUES);
  switch (series.function) {
    case 'count':
      return terms.total - terms.missing;
    case 'card':
      return terms.buckets.length;
    default:
      return numericSummary(terms.buckets, series.function);
  }
}

function numericSummary(buckets: readonly TermsCount[], fn: 'avg' | 'sum' | 'min' | 'max'): number {
  let sum = 0;
  let count = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const { value, count: times } of buckets) {
    if (typeof value !== 'number') continue;
    sum += value * times;
    count += times;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  if (fn === 'sum') return sum;
  if (count === 0) return Number.NaN;
  return fn === 'avg' ? sum / count : fn === 'min' ? min : max;
}
