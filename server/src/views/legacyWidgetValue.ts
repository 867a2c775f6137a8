// GET /dashboards/{id}/widgets/{widgetId}/value: a legacy widget's value in Graylog 2.x's shape
// ({result, calculated_at, took_ms[, computation_time_range]}), computed for the caller: only the
// streams they may read count. The value is what the dashboard shows for the widget: the dashboard
// query's query string and stream filter apply too, with the search's parameter defaults. A count with a trend on a relative range also counts the period before
// ({now, previous}); a chart maps each bucket's start (epoch seconds) to its count; quick values give
// {terms, terms_mapping, total, other, missing}.
import { badRequest } from '../http/errors';
import type { MessageFilter, MessageStore } from '../messages/types';
import { TimeLimitExceeded } from '../regex/bounded';
import { compileQuery, QueryParseError } from '../search/query';
import { runWithTimeLimit, searchTooSlowMessage } from '../search/searchTime';
import { assertStreamsReadable, effectiveStreams, type ReadableStreams } from '../streams/access';
import { allOf } from './allOf';
import { bothStreamFilters } from './executionPlan';
import type { DashboardScope } from './legacyDashboards';
import { pivotGroupOf, type LegacyWidgetSpec } from './legacyWidgets';
import { substituteParameters } from './parameters';
import { timeBuckets, valueBuckets } from './pivotResult';
import { SearchTypeProblem } from './searchErrors';
import { resolveTimeRange } from './timeRanges';

export interface ValueEnv {
  store: MessageStore;
  nowMs: number;
  timeZone: string;
  permissions: readonly string[];
  readable: ReadableStreams;
}

function compute(spec: LegacyWidgetSpec, filter: MessageFilter, store: MessageStore): { result: unknown; extra: Record<string, unknown> } {
  const count = (range: { fromMs: number; toMs: number }) => store.search({ ...filter, ...range, limit: 0, offset: 0 }).total;
  const group = pivotGroupOf(spec);
  if (spec.type === 'SEARCH_RESULT_CHART' && group) {
    const buckets = timeBuckets(store, filter, group);
    const result = Object.fromEntries(buckets.map((bucket) => [String(Date.parse(bucket.key) / 1000), bucket.count]));
    return { result, extra: { computation_time_range: { from: new Date(filter.fromMs).toISOString(), to: new Date(filter.toMs).toISOString() } } };
  }
  if (spec.type === 'QUICKVALUES' && group) {
    const sort = [{ type: 'series', field: 'count()', direction: spec.sortOrder === 'asc' ? 'Ascending' : 'Descending' } as const];
    const { buckets, total, missing, other } = valueBuckets(store, filter, group, sort);
    return { result: { terms: Object.fromEntries(buckets.map((bucket) => [bucket.key, bucket.count])), terms_mapping: {}, total, other, missing }, extra: {} };
  }
  const now = count(filter);
  if (spec.trend && spec.timerange.type === 'relative' && spec.timerange.range) {
    const previous = count({ fromMs: filter.fromMs - spec.timerange.range * 1000, toMs: filter.fromMs });
    return { result: { now, previous }, extra: {} };
  }
  return { result: now, extra: {} };
}

export function legacyWidgetValue(spec: LegacyWidgetSpec, scope: DashboardScope, env: ValueEnv): Record<string, unknown> {
  const own = spec.streamId ? [spec.streamId] : [];
  assertStreamsReadable(env.permissions, [...own, ...scope.streams]);
  const streams = effectiveStreams(bothStreamFilters(own, scope.streams), env.readable);
  const range = resolveTimeRange(spec.timerange, env.nowMs, env.timeZone, 'config.timerange');
  const started = performance.now();
  try {
    const compile = (queryString: string) => compileQuery(substituteParameters(queryString, scope.parameters), { nowMs: env.nowMs });
    const query = allOf(compile(scope.queryString), compile(spec.query));
    const { result, extra } = runWithTimeLimit(query.userRegex, () => compute(spec, { query, streams, fromMs: range.fromMs, toMs: range.toMs }, env.store));
    return { result, calculated_at: new Date(env.nowMs).toISOString(), took_ms: Math.round(performance.now() - started), ...extra };
  } catch (error) {
    if (error instanceof QueryParseError || error instanceof SearchTypeProblem) throw badRequest(error.message);
    if (error instanceof TimeLimitExceeded) throw badRequest(searchTooSlowMessage());
    throw error;
  }
}
