// What a dashboard shows (its widgets and where they sit) and how it is stored: the view's state for the
// one query of its stored search, with the widgets, their titles, positions and search types. The stored
// search mirrors Graylog's: one query whose search types carry each widget's own query and time range.
// Dashboards with several pages (Graylog's tabs) show and keep their first page.
import {
  elasticsearchQuery, histogramSearchType, messagesSearchType, newId, searchQuery, searchRequest, termsSearchType,
} from '@/stores/search/searchBuilders';
import type { SearchRequest, SearchType } from '@/stores/search/searchTypes';
import { viewState } from '@/stores/views/viewState';
import type { NewViewDetails, View, ViewState, WidgetPosition } from '@/stores/views/ViewsStore';

import type { DashboardDetailsValues } from './dashboardDetails';
import type { DashboardWidget, WidgetKind } from './widgetModel';
import { fromViewWidget, MESSAGE_TABLE_LIMIT, toViewWidget } from './widgetModel';

export type Positions = { [widgetId: string]: WidgetPosition };

export type DashboardContent = {
  widgets: Array<DashboardWidget>,
  positions: Positions,
};

/** Columns of the grid, as Graylog's dashboards have them. */
export const GRID_COLUMNS = 12;

const DEFAULT_SIZES: Record<WidgetKind | 'unsupported', { width: number, height: number }> = {
  count: { width: 4, height: 4 },
  histogram: { width: 8, height: 4 },
  messages: { width: 12, height: 6 },
  terms: { width: 4, height: 5 },
  unsupported: { width: 4, height: 4 },
};

/** The first row below every widget (rows count from 1). */
const nextFreeRow = (positions: Positions): number => (
  Object.values(positions).reduce((lowest, position) => Math.max(lowest, position.row + position.height), 1)
);

/** Where a stored widget without a position goes: at the left, below everything else. */
export const positionBelowOthers = (positions: Positions, kind: WidgetKind): WidgetPosition => ({
  col: 1, row: nextFreeRow(positions), ...DEFAULT_SIZES[kind],
});

const overlaps = (a: WidgetPosition, b: WidgetPosition): boolean => (
  a.col < b.col + b.width && b.col < a.col + a.width && a.row < b.row + b.height && b.row < a.row + a.height
);

/**
 * Where a new widget of `kind` goes: the first place of its size that no widget covers, reading the grid
 * left to right and top to bottom, so that widgets fill a row before starting the next one.
 */
export const positionForNewWidget = (positions: Positions, kind: WidgetKind): WidgetPosition => {
  const size = DEFAULT_SIZES[kind];
  const taken = Object.values(positions);
  const lastRow = nextFreeRow(positions);
  for (let row = 1; row < lastRow; row += 1) {
    for (let col = 1; col + size.width - 1 <= GRID_COLUMNS; col += 1) {
      const candidate = { col, row, ...size };
      if (!taken.some((position) => overlaps(candidate, position))) return candidate;
    }
  }
  return { col: 1, row: lastRow, ...size };
};

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** A stored position made fit for the grid: whole numbers, inside the columns (Graylog may store width Infinity). */
const fitted = (position: WidgetPosition): WidgetPosition => {
  const width = clamp(Number.isFinite(position.width) ? Math.round(position.width) : GRID_COLUMNS, 1, GRID_COLUMNS);
  return {
    col: clamp(Math.round(position.col) || 1, 1, GRID_COLUMNS - width + 1),
    row: Math.max(1, Math.round(position.row) || 1),
    width,
    height: Math.max(1, Number.isFinite(position.height) ? Math.round(position.height) : 4),
  };
};

/** The widgets of the view's first page, each with a position (a widget without one goes below the others). */
export const dashboardContentOf = (view: View): DashboardContent => {
  const [state] = Object.values(view.state);
  if (!state) return { widgets: [], positions: {} };
  const widgets = (state.widgets ?? []).map((stored) => fromViewWidget(stored, state.titles?.widget?.[stored.id]));
  const positions: Positions = {};
  widgets.forEach((widget) => {
    const stored = state.positions?.[widget.id];
    positions[widget.id] = stored ? fitted(stored) : positionBelowOthers(positions, widget.kind === 'unsupported' ? 'count' : widget.kind);
  });
  return { widgets, positions };
};

/** The search type a widget's data comes from in the stored search, with the widget's own query and range. */
const storedSearchType = (widget: DashboardWidget): SearchType | undefined => {
  const overrides = { query: elasticsearchQuery(widget.query), timerange: widget.timerange };
  switch (widget.kind) {
    case 'count': return { ...histogramSearchType(), row_groups: [], ...overrides };
    case 'histogram': return { ...histogramSearchType(), ...overrides };
    case 'terms': return { ...termsSearchType({ field: widget.field, limit: widget.limit }), ...overrides };
    case 'messages': return { ...messagesSearchType({ limit: MESSAGE_TABLE_LIMIT }), ...overrides };
    default: return undefined;
  }
};

/** The search a dashboard view points at, and the view's state for its one query. */
export const dashboardStorage = (content: DashboardContent): { search: SearchRequest, queryId: string, state: ViewState } => {
  const mapping: { [widgetId: string]: Array<string> } = {};
  const searchTypes: Array<SearchType> = [];
  content.widgets.forEach((widget) => {
    const searchType = storedSearchType(widget);
    mapping[widget.id] = searchType ? [searchType.id] : [];
    if (searchType) searchTypes.push(searchType);
  });
  const queryId = newId();
  const search = searchRequest([searchQuery({ id: queryId, query: '', timerange: { type: 'relative', range: 300 }, searchTypes })]);
  const state = viewState({
    titles: { widget: Object.fromEntries(content.widgets.map((widget) => [widget.id, widget.title])) },
    widgets: content.widgets.map(toViewWidget),
    widget_mapping: mapping,
    positions: Object.fromEntries(content.widgets.map((widget) => [widget.id, content.positions[widget.id]]).filter(([, position]) => position)),
  });
  return { search, queryId, state };
};

/** The content in a comparable form, to tell whether the page holds unsaved changes. */
export const contentFingerprint = (content: DashboardContent): string => JSON.stringify({
  widgets: content.widgets.map(toViewWidget),
  titles: content.widgets.map((widget) => widget.title),
  positions: content.widgets.map((widget) => content.positions[widget.id] ?? null),
});

/**
 * A new, empty dashboard titled and described by `details`, for ViewsActions.saveView: its view, the search it
 * points at (one query without search types) and the view's state.
 */
export const newDashboard = (details: DashboardDetailsValues): { view: NewViewDetails, search: SearchRequest, state: View['state'] } => {
  const { search, queryId, state } = dashboardStorage({ widgets: [], positions: {} });
  return { view: { type: 'DASHBOARD', ...details, properties: [], requires: {} }, search, state: { [queryId]: state } };
};
