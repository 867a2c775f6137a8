// Widgets of the legacy /dashboards calls (Graylog 2.x: SEARCH_RESULT_COUNT, STREAM_SEARCH_RESULT_COUNT,
// SEARCH_RESULT_CHART, QUICKVALUES) and the view widgets they are stored as: aggregation widgets with
// count() series and no, a time or a values row pivot, as Graylog's own migration of old dashboards
// writes them. A legacy widget becomes a view widget (and a pivot search type for clients that run the
// dashboard's search); a view widget reads back as a legacy widget when it has one of those shapes.
// What a view widget cannot hold (cache time, creator, legacy-only settings) is kept beside it.
import { Value } from '@sinclair/typebox/value';
import { randomUUID } from 'node:crypto';
import { badRequest } from '../http/errors';
import { resolveInterval, type DateInterval } from './intervals';
import { TimeRangeSchema, type PivotGroupInput, type SearchTypeInput, type TimeRangeInput } from './searchSchema';
import type { Widget } from './viewSchema';

export const LEGACY_WIDGET_TYPES = ['SEARCH_RESULT_COUNT', 'STREAM_SEARCH_RESULT_COUNT', 'SEARCH_RESULT_CHART', 'QUICKVALUES'] as const;
export type LegacyWidgetType = (typeof LEGACY_WIDGET_TYPES)[number];

const LEGACY_INTERVALS = {
  minute: { value: 1, unit: 'minutes', ms: 60_000 },
  hour: { value: 1, unit: 'hours', ms: 3_600_000 },
  day: { value: 1, unit: 'days', ms: 86_400_000 },
  week: { value: 1, unit: 'weeks', ms: 7 * 86_400_000 },
  month: { value: 1, unit: 'months', ms: 30 * 86_400_000 },
  quarter: { value: 3, unit: 'months', ms: 90 * 86_400_000 },
  year: { value: 12, unit: 'months', ms: 360 * 86_400_000 },
} as const;
export type LegacyInterval = keyof typeof LEGACY_INTERVALS;

export const DEFAULT_QUICKVALUES_LIMIT = 15;

/** A legacy widget's meaning, checked. */
export interface LegacyWidgetSpec {
  type: LegacyWidgetType;
  query: string;
  timerange: TimeRangeInput;
  streamId: string | null;
  trend: boolean;
  lowerIsBetter: boolean;
  interval: LegacyInterval;
  field: string;
  limit: number;
  sortOrder: 'asc' | 'desc';
  showPieChart: boolean;
  showDataTable: boolean;
}

type Config = Record<string, unknown>;

function optional<T>(config: Config, name: string, check: (value: unknown) => value is T, expected: string): T | undefined {
  const value = config[name];
  if (value === undefined || value === null) return undefined;
  if (!check(value)) throw badRequest(`Invalid widget configuration: ${name} must be ${expected}`, 'config');
  return value;
}
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10_000;

/** Checks a legacy widget's type and config; refusals are Graylog's "No such widget type." or name the setting. */
export function legacySpec(type: string, config: Config): LegacyWidgetSpec {
  if (!(LEGACY_WIDGET_TYPES as readonly string[]).includes(type)) {
    throw badRequest(`No such widget type. Supported: ${LEGACY_WIDGET_TYPES.join(', ')}`, 'type');
  }
  const widgetType = type as LegacyWidgetType;
  if (!Value.Check(TimeRangeSchema, config.timerange)) throw badRequest('Invalid timerange parameters provided.', 'config');
  const streamId = optional(config, 'stream_id', isString, 'a stream id') || null;
  if (widgetType === 'STREAM_SEARCH_RESULT_COUNT' && !streamId) throw badRequest('Invalid widget configuration: stream_id is required', 'config');
  const interval = optional(config, 'interval', isString, 'a text') ?? 'minute';
  if (widgetType === 'SEARCH_RESULT_CHART' && !Object.hasOwn(LEGACY_INTERVALS, interval)) {
    throw badRequest(`Invalid widget configuration: interval must be one of ${Object.keys(LEGACY_INTERVALS).join(', ')}`, 'config');
  }
  const field = optional(config, 'field', isString, 'a field name') ?? '';
  if (widgetType === 'QUICKVALUES' && field.trim() === '') throw badRequest('Invalid widget configuration: field is required', 'config');
  if (optional(config, 'stacked_fields', isString, 'a text')) throw badRequest('Invalid widget configuration: stacked_fields is not supported by this server', 'config');
  const sortOrder = optional(config, 'sort_order', isString, 'asc or desc') ?? 'desc';
  if (sortOrder !== 'asc' && sortOrder !== 'desc') throw badRequest('Invalid widget configuration: sort_order must be asc or desc', 'config');
  const showPieChart = optional(config, 'show_pie_chart', isBoolean, 'true or false') ?? false;
  const limit = optional(config, 'limit', isCount, 'a whole number from 1 to 10000');
  const dataTableLimit = optional(config, 'data_table_limit', isCount, 'a whole number from 1 to 10000');
  // Graylog shows the table when neither is asked for; the table has a limit of its own.
  const showDataTable = optional(config, 'show_data_table', isBoolean, 'true or false') === true || !showPieChart;
  const shownLimit = showDataTable ? dataTableLimit ?? limit : limit;
  return {
    type: widgetType,
    query: optional(config, 'query', isString, 'a text') ?? '',
    timerange: config.timerange,
    streamId,
    trend: optional(config, 'trend', isBoolean, 'true or false') ?? false,
    lowerIsBetter: optional(config, 'lower_is_better', isBoolean, 'true or false') ?? false,
    interval: interval as LegacyInterval,
    field,
    limit: shownLimit ?? DEFAULT_QUICKVALUES_LIMIT,
    sortOrder,
    showPieChart,
    showDataTable,
  };
}

const COUNT_SERIES = [{ config: { name: null }, function: 'count()' }];

function rowPivots(spec: LegacyWidgetSpec) {
  if (spec.type === 'SEARCH_RESULT_CHART') {
    const { value, unit } = LEGACY_INTERVALS[spec.interval];
    return [{ field: 'timestamp', type: 'time', config: { interval: { type: 'timeunit', value, unit } } }];
  }
  if (spec.type === 'QUICKVALUES') return [{ field: spec.field, type: 'values', config: { limit: spec.limit } }];
  return [];
}

function visualization(spec: LegacyWidgetSpec): string {
  if (spec.type === 'SEARCH_RESULT_CHART') return 'bar';
  if (spec.type === 'QUICKVALUES') return spec.showPieChart && !spec.showDataTable ? 'pie' : 'table';
  return 'numeric';
}

export function viewWidgetOf(spec: LegacyWidgetSpec, widgetId: string): Widget {
  return {
    id: widgetId,
    type: 'aggregation',
    filter: null,
    timerange: spec.timerange,
    query: { type: 'elasticsearch', query_string: spec.query },
    streams: spec.streamId ? [spec.streamId] : [],
    config: {
      row_pivots: rowPivots(spec),
      column_pivots: [],
      series: COUNT_SERIES,
      sort: spec.type === 'QUICKVALUES' ? [{ type: 'series', field: 'count()', direction: spec.sortOrder === 'asc' ? 'Ascending' : 'Descending' }] : [],
      visualization: visualization(spec),
      visualization_config: spec.type === 'SEARCH_RESULT_COUNT' || spec.type === 'STREAM_SEARCH_RESULT_COUNT'
        ? { trend: spec.trend, trend_preference: spec.lowerIsBetter ? 'LOWER' : 'HIGHER' }
        : null,
      rollup: true,
      formatting_settings: null,
      event_annotation: false,
    },
  };
}

/** The row group a search type needs for the spec (the search API's form of the widget's pivot). */
export function pivotGroupOf(spec: LegacyWidgetSpec): PivotGroupInput | null {
  if (spec.type === 'SEARCH_RESULT_CHART') {
    const { value, unit } = LEGACY_INTERVALS[spec.interval];
    return { type: 'time', field: 'timestamp', interval: { type: 'timeunit', value, unit } };
  }
  if (spec.type === 'QUICKVALUES') return { type: 'values', field: spec.field, limit: spec.limit };
  return null;
}

/** The pivot search type that computes the widget, for clients that run the dashboard's search. */
export function searchTypeOf(spec: LegacyWidgetSpec): SearchTypeInput {
  const group = pivotGroupOf(spec);
  return {
    id: randomUUID(),
    type: 'pivot',
    name: 'chart',
    query: { type: 'elasticsearch', query_string: spec.query },
    timerange: spec.timerange,
    filter: null,
    streams: spec.streamId ? [spec.streamId] : [],
    row_groups: group ? [group] : [],
    column_groups: [],
    series: [{ type: 'count', id: 'count()' }],
    rollup: true,
    sort: spec.type === 'QUICKVALUES' ? [{ type: 'series', field: 'count()', direction: spec.sortOrder === 'asc' ? 'Ascending' : 'Descending' }] : [],
  };
}

// ---------------------------------------------------------------------------------------------
// Reading a view widget back.

const isRecord = (value: unknown): value is Config => typeof value === 'object' && value !== null && !Array.isArray(value);

function nearestLegacyInterval(interval: DateInterval | null): LegacyInterval {
  const ms = interval === null ? 60_000 : interval.kind === 'fixed' ? interval.ms : interval.unit === 'week' ? 7 * 86_400_000 : 30 * 86_400_000;
  let best: LegacyInterval = 'minute';
  for (const [name, candidate] of Object.entries(LEGACY_INTERVALS) as [LegacyInterval, (typeof LEGACY_INTERVALS)[LegacyInterval]][]) {
    if (Math.abs(Math.log(candidate.ms / ms)) < Math.abs(Math.log(LEGACY_INTERVALS[best].ms / ms))) best = name;
  }
  return best;
}

function durationOf(range: TimeRangeInput): number {
  if (range.type === 'relative' && range.range !== undefined && range.range > 0) return range.range * 1000;
  if (range.type === 'absolute' && range.from && range.to) return Math.max(0, Date.parse(range.to) - Date.parse(range.from));
  return 86_400_000;
}

/**
 * The legacy spec of a view widget, or null when the widget has no legacy form (a message table, a
 * series other than count(), column pivots, several streams). `fallbackRange` is the dashboard query's,
 * which a widget without its own time range uses; `storedType` tells a stream count from a count.
 */
export function specOfViewWidget(widget: Widget, fallbackRange: TimeRangeInput, storedType: string | null, extras: Config): LegacyWidgetSpec | null {
  const { config } = widget;
  if (widget.type !== 'aggregation') return null;
  const series = Array.isArray(config.series) ? config.series : [];
  if (series.length !== 1 || !isRecord(series[0]) || series[0].function !== 'count()') return null;
  if (Array.isArray(config.column_pivots) && config.column_pivots.length > 0) return null;
  const streams = widget.streams ?? [];
  if (streams.length > 1) return null;
  const pivots = (Array.isArray(config.row_pivots) ? config.row_pivots : []).filter(isRecord);
  const timerange = widget.timerange ?? fallbackRange;
  const visualizationConfig = isRecord(config.visualization_config) ? config.visualization_config : {};
  const base = {
    query: widget.query?.query_string ?? '',
    timerange,
    streamId: streams[0] ?? null,
    trend: visualizationConfig.trend === true,
    lowerIsBetter: visualizationConfig.trend_preference === 'LOWER',
    interval: 'minute' as LegacyInterval,
    field: '',
    limit: DEFAULT_QUICKVALUES_LIMIT,
    sortOrder: 'desc' as const,
    showPieChart: false,
    showDataTable: false,
  };
  if (pivots.length === 0) {
    const type = storedType === 'STREAM_SEARCH_RESULT_COUNT' && base.streamId ? 'STREAM_SEARCH_RESULT_COUNT' : 'SEARCH_RESULT_COUNT';
    return { ...base, type };
  }
  if (pivots.length !== 1) return null;
  const pivot = pivots[0];
  const pivotConfig = isRecord(pivot.config) ? pivot.config : {};
  if (pivot.type === 'time' && pivot.field === 'timestamp') {
    const raw = pivotConfig.interval;
    const interval = isRecord(raw)
      ? resolveInterval({
        type: raw.type === 'timeunit' ? 'timeunit' : 'auto',
        scaling: typeof raw.scaling === 'number' ? raw.scaling : undefined,
        timeunit: typeof raw.timeunit === 'string' ? raw.timeunit : undefined,
        value: typeof raw.value === 'number' ? raw.value : undefined,
        unit: typeof raw.unit === 'string' ? raw.unit : undefined,
      }, durationOf(timerange))
      : null;
    return { ...base, type: 'SEARCH_RESULT_CHART', interval: nearestLegacyInterval(interval) };
  }
  if (pivot.type === 'values' && typeof pivot.field === 'string') {
    const sort = (Array.isArray(config.sort) ? config.sort : []).filter(isRecord)[0];
    const isPie = config.visualization === 'pie';
    return {
      ...base,
      type: 'QUICKVALUES',
      field: pivot.field,
      limit: typeof pivotConfig.limit === 'number' ? pivotConfig.limit : DEFAULT_QUICKVALUES_LIMIT,
      sortOrder: sort?.direction === 'Ascending' ? 'asc' : 'desc',
      showPieChart: isPie || (extras.show_pie_chart === true && config.visualization === 'table'),
      showDataTable: !isPie,
    };
  }
  return null;
}

/** The legacy config of a spec; settings only the legacy API knows come from `extras`. */
export function legacyConfigOf(spec: LegacyWidgetSpec, extras: Config): Config {
  const common = { ...extras, query: spec.query, timerange: spec.timerange, ...(spec.streamId ? { stream_id: spec.streamId } : {}) };
  switch (spec.type) {
    case 'SEARCH_RESULT_CHART':
      return { ...common, interval: spec.interval };
    case 'QUICKVALUES':
      return {
        ...common,
        field: spec.field,
        limit: spec.limit,
        data_table_limit: spec.limit,
        sort_order: spec.sortOrder,
        show_pie_chart: spec.showPieChart,
        show_data_table: spec.showDataTable,
      };
    default:
      return { ...common, trend: spec.trend, lower_is_better: spec.lowerIsBetter };
  }
}

/** What to keep beside the view widget: the legacy config without what the view widget holds. */
export function legacyExtras(config: Config): Config {
  const derived = new Set(['query', 'timerange', 'stream_id', 'interval', 'field', 'limit', 'data_table_limit', 'sort_order', 'show_data_table', 'trend', 'lower_is_better']);
  return Object.fromEntries(Object.entries(config).filter(([name]) => !derived.has(name)));
}
