// Dashboard widgets as the pages work with them, and their stored form. They are stored as Graylog 4 stores
// its own (a `messages` widget, or an `aggregation` widget whose pivots and visualization say what it
// shows), so a dashboard made here opens in Graylog and the other way round. A stored widget of another
// kind is kept as it is and shown as unsupported.
import type { TimeRange } from '@/stores/search/searchTypes';
import { messagesWidgetConfig } from '@/stores/views/viewState';
import type { ViewWidget } from '@/stores/views/ViewsStore';

export type WidgetKind = 'count' | 'histogram' | 'messages' | 'terms';

type CommonWidget = {
  id: string,
  title: string,
  query: string,
  timerange: TimeRange,
  streams: Array<string>,
};

export type CountWidget = CommonWidget & { kind: 'count' };
export type HistogramWidget = CommonWidget & { kind: 'histogram' };
export type MessagesWidget = CommonWidget & { kind: 'messages', fields: Array<string> };
export type TermsWidget = CommonWidget & { kind: 'terms', field: string, limit: number };
/** A stored widget this console cannot show; kept unchanged when the dashboard is saved. */
export type UnsupportedWidget = CommonWidget & { kind: 'unsupported', stored: ViewWidget };

export type SupportedWidget = CountWidget | HistogramWidget | MessagesWidget | TermsWidget;
export type DashboardWidget = SupportedWidget | UnsupportedWidget;

export const WIDGET_KINDS: ReadonlyArray<{ kind: WidgetKind, label: string, description: string }> = [
  { kind: 'count', label: 'Message count', description: 'The number of messages found, with its trend.' },
  { kind: 'histogram', label: 'Histogram', description: 'Message counts over time.' },
  { kind: 'messages', label: 'Message table', description: 'The newest messages found, with chosen fields.' },
  { kind: 'terms', label: 'Field value counts', description: 'The most frequent values of a field.' },
];

/** Widgets of this console start with the last hour; a stored widget without a range uses Graylog's default. */
export const DEFAULT_WIDGET_RANGE: TimeRange = { type: 'relative', range: 3600 };
const GRAYLOG_DEFAULT_RANGE: TimeRange = { type: 'relative', range: 300 };

export const DEFAULT_MESSAGE_FIELDS = ['timestamp', 'source', 'message'];
export const DEFAULT_TERMS_LIMIT = 10;
export const MAX_TERMS_LIMIT = 100;

/** The rows a message table widget shows: the newest ones. */
export const MESSAGE_TABLE_LIMIT = 50;

export const defaultWidgetTitle = (kind: WidgetKind, field = ''): string => {
  switch (kind) {
    case 'count': return 'Message count';
    case 'histogram': return 'Message histogram';
    case 'messages': return 'Messages';
    case 'terms': return field ? `Top values of ${field}` : 'Field value counts';
    default: return 'Widget';
  }
};

const COUNT_SERIES = [{ config: { name: null }, function: 'count()' }];

const aggregationConfig = (rowPivots: Array<Record<string, unknown>>, visualization: string, sort: Array<Record<string, unknown>> = []) => ({
  row_pivots: rowPivots,
  column_pivots: [],
  series: COUNT_SERIES,
  sort,
  visualization,
  visualization_config: null,
  formatting_settings: null,
  rollup: true,
  event_annotation: false,
});

const configOf = (widget: SupportedWidget): { type: string, config: Record<string, unknown> } => {
  switch (widget.kind) {
    case 'count':
      return { type: 'aggregation', config: aggregationConfig([], 'numeric') };
    case 'histogram':
      return {
        type: 'aggregation',
        config: aggregationConfig([{ field: 'timestamp', type: 'time', config: { interval: { type: 'auto', scaling: 1 } } }], 'bar'),
      };
    case 'terms':
      return {
        type: 'aggregation',
        config: aggregationConfig(
          [{ field: widget.field, type: 'values', config: { limit: widget.limit } }],
          'table',
          [{ type: 'series', field: 'count()', direction: 'Descending' }],
        ),
      };
    case 'messages':
    default:
      return { type: 'messages', config: messagesWidgetConfig(widget.fields, false) };
  }
};

/** The widget as stored in the view's state. */
export const toViewWidget = (widget: DashboardWidget): ViewWidget => {
  if (widget.kind === 'unsupported') return widget.stored;
  return {
    id: widget.id,
    ...configOf(widget),
    filter: null,
    timerange: widget.timerange,
    query: { type: 'elasticsearch', query_string: widget.query },
    streams: widget.streams,
  };
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const stringList = (value: unknown): Array<string> | undefined => (
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined
);

/** What an aggregation widget shows, from its first row pivot and its visualization; undefined: not ours. */
const aggregationKind = (config: Record<string, unknown>): { kind: 'count' } | { kind: 'histogram' } | { kind: 'terms', field: string, limit: number } | undefined => {
  const pivots = Array.isArray(config.row_pivots) ? config.row_pivots.filter(isRecord) : [];
  if (pivots.length === 0) return config.visualization === 'numeric' ? { kind: 'count' } : undefined;
  const [pivot] = pivots;
  if (pivot.type === 'time') return { kind: 'histogram' };
  if (pivot.type === 'values' && typeof pivot.field === 'string') {
    const limit = isRecord(pivot.config) && typeof pivot.config.limit === 'number' ? pivot.config.limit : DEFAULT_TERMS_LIMIT;
    return { kind: 'terms', field: pivot.field, limit };
  }
  return undefined;
};

/** A stored widget as the page shows it; `title` from the view's titles. */
export const fromViewWidget = (stored: ViewWidget, title: string | undefined): DashboardWidget => {
  const common: CommonWidget = {
    id: stored.id,
    title: '',
    query: stored.query?.query_string ?? '',
    timerange: stored.timerange ?? GRAYLOG_DEFAULT_RANGE,
    streams: stringList(stored.streams) ?? [],
  };
  const config = isRecord(stored.config) ? stored.config : {};
  const aggregation = stored.type === 'aggregation' ? aggregationKind(config) : undefined;
  let widget: DashboardWidget;
  if (stored.type === 'messages') {
    widget = { ...common, kind: 'messages', fields: stringList(config.fields) ?? DEFAULT_MESSAGE_FIELDS };
  } else if (aggregation) {
    widget = { ...common, ...aggregation };
  } else {
    widget = { ...common, kind: 'unsupported', stored };
  }
  const fallback = widget.kind === 'unsupported'
    ? `Unsupported widget (${stored.type})`
    : defaultWidgetTitle(widget.kind, widget.kind === 'terms' ? widget.field : '');
  return { ...widget, title: title?.trim() || fallback };
};
