// The legacy (Graylog 2.x) dashboard model over DASHBOARD views. A legacy dashboard is the view's
// title, description, owner and creation time; its widgets are the view widgets that have a legacy
// form (legacyWidgets.ts), their descriptions the widgets' titles, their positions the view's grid
// positions. Widgets added through the legacy calls go into the view state of the dashboard search's
// first query, with a pivot search type in that query, so the dashboard opens the same either way.
// The search they change is always the editor's own and used by this dashboard only (searchToChange).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';
import { newObjectId } from '../http/ids';
import type { UserRecord } from '../users/store';
import { legacyConfigOf, legacyExtras, searchTypeOf, specOfViewWidget, viewWidgetOf, type LegacyWidgetSpec } from './legacyWidgets';
import { bindParameters } from './parameters';
import type { QueryInput, SearchTypeInput, TimeRangeInput } from './searchSchema';
import { findSearch, saveSearch, updateSearchQueries, viewsUsingSearch, type StoredSearch } from './searchStore';
import { assertSearchTypeCount, filterStreams } from './searchValidation';
import { completeState, type ViewState, type Widget, type WidgetPosition } from './viewSchema';
import { findView, updateView, type View } from './viewStore';

type Config = Record<string, unknown>;

export const DEFAULT_DASHBOARD_RANGE: TimeRangeInput = { type: 'relative', range: 300 };
const DEFAULT_CACHE_TIME = 10;

interface WidgetSettings {
  legacyType: string;
  cacheTime: number;
  creatorUserId: string;
  extras: Config;
}

interface SettingsRow {
  widget_id: string;
  legacy_type: string;
  cache_time: number;
  creator_user_id: string;
  extras: string;
}

export interface LegacyWidget {
  id: string;
  description: string;
  type: string;
  cache_time: number;
  creator_user_id: string;
  config: Config;
}

export interface LegacyWidgetInput {
  description?: string | null;
  type: string;
  cache_time?: number;
  config: Config;
}

export function newDashboardQuery(): QueryInput {
  return { id: randomUUID(), query: { type: 'elasticsearch', query_string: '' }, timerange: DEFAULT_DASHBOARD_RANGE, filter: null, search_types: [] };
}

function widgetSettings(db: Db, viewId: string): Map<string, WidgetSettings> {
  const rows = db.prepare('SELECT * FROM dashboard_widget_settings WHERE view_id = ?').all(viewId) as SettingsRow[];
  return new Map(rows.map((row) => [row.widget_id, {
    legacyType: row.legacy_type,
    cacheTime: row.cache_time,
    creatorUserId: row.creator_user_id,
    extras: JSON.parse(row.extras) as Config,
  }]));
}

function saveWidgetSettings(db: Db, viewId: string, widgetId: string, settings: WidgetSettings): void {
  db.prepare(`INSERT INTO dashboard_widget_settings (view_id, widget_id, legacy_type, cache_time, creator_user_id, extras)
    VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (view_id, widget_id) DO UPDATE SET legacy_type = excluded.legacy_type,
    cache_time = excluded.cache_time, creator_user_id = excluded.creator_user_id, extras = excluded.extras`)
    .run(viewId, widgetId, settings.legacyType, settings.cacheTime, settings.creatorUserId, JSON.stringify(settings.extras));
}

/** The DASHBOARD view with that id, or 404. */
export function dashboardView(db: Db, id: string): View {
  const view = findView(db, id);
  if (!view || view.type !== 'DASHBOARD') throw notFound(`Dashboard ${id} not found.`);
  return view;
}

function rangeOfQuery(search: StoredSearch | undefined, queryId: string): TimeRangeInput {
  return search?.queries.find((query) => query.id === queryId)?.timerange ?? DEFAULT_DASHBOARD_RANGE;
}

interface Located {
  queryId: string;
  state: ViewState;
  widget: Widget;
}

function locate(view: View, widgetId: string): Located {
  for (const [queryId, state] of Object.entries(view.state)) {
    const widget = state.widgets.find((candidate) => candidate.id === widgetId);
    if (widget) return { queryId, state, widget };
  }
  throw notFound(`Widget ${widgetId} on dashboard ${view.id} not found.`);
}

function legacyWidget(view: View, search: StoredSearch | undefined, settings: Map<string, WidgetSettings>, located: Located): { widget: LegacyWidget; spec: LegacyWidgetSpec } | null {
  const stored = settings.get(located.widget.id);
  const extras = stored?.extras ?? {};
  const spec = specOfViewWidget(located.widget, rangeOfQuery(search, located.queryId), stored?.legacyType ?? null, extras);
  if (!spec) return null;
  return {
    spec,
    widget: {
      id: located.widget.id,
      description: located.state.titles.widget?.[located.widget.id] ?? '',
      type: spec.type,
      cache_time: stored?.cacheTime ?? DEFAULT_CACHE_TIME,
      creator_user_id: stored?.creatorUserId ?? view.owner,
      config: legacyConfigOf(spec, extras),
    },
  };
}

interface FoundWidget {
  search: StoredSearch | undefined;
  queryId: string;
  widget: LegacyWidget;
  spec: LegacyWidgetSpec;
}

function findLegacyWidget(db: Db, view: View, widgetId: string): FoundWidget {
  const search = findSearch(db, view.search_id);
  const located = locate(view, widgetId);
  const found = legacyWidget(view, search, widgetSettings(db, view.id), located);
  if (!found) throw notFound(`Widget ${widgetId} on dashboard ${view.id} has no legacy form (it is not a count, chart or quick values widget).`);
  return { search, queryId: located.queryId, ...found };
}

/** One widget in its legacy form with its meaning, or 404 when it has none. */
export function legacyWidgetOf(db: Db, view: View, widgetId: string): { widget: LegacyWidget; spec: LegacyWidgetSpec } {
  const { widget, spec } = findLegacyWidget(db, view, widgetId);
  return { widget, spec };
}

/** What the dashboard's query adds to a widget when the dashboard shows it (executionPlan.ts does the same for its search). */
export interface DashboardScope {
  /** The query's query string, which the widget's own query narrows. */
  queryString: string;
  /** The streams of the query's filter (none: every stream the widget may look at). */
  streams: string[];
  /** The value of each search parameter (their defaults: a widget value has no bindings). */
  parameters: ReadonlyMap<string, string>;
}

/**
 * A widget's meaning with its scope (its dashboard query's query string, stream filter and parameter
 * values), from one look-up, for computing its value. Reading a widget does not need the scope, and
 * working it out can refuse (a required parameter without a value), so it is only made here.
 */
export function legacyWidgetInScope(db: Db, view: View, widgetId: string): { spec: LegacyWidgetSpec; scope: DashboardScope } {
  const { search, queryId, spec } = findLegacyWidget(db, view, widgetId);
  const query = search?.queries.find((candidate) => candidate.id === queryId);
  return {
    spec,
    scope: {
      queryString: query?.query.query_string ?? '',
      streams: query ? filterStreams(query.filter, 'filter') : [],
      parameters: bindParameters(search?.parameters ?? [], null),
    },
  };
}

// Legacy positions are whole numbers: "to the end" (Infinity) reads as the grid's 12 columns.
const asLegacyPosition = (value: number | 'Infinity') => (value === 'Infinity' ? 12 : value);

export function legacyDashboardJson(db: Db, view: View) {
  const search = findSearch(db, view.search_id);
  const settings = widgetSettings(db, view.id);
  const widgets: LegacyWidget[] = [];
  const positions: Record<string, { col: number; row: number; height: number; width: number }> = {};
  for (const [queryId, state] of Object.entries(view.state)) {
    for (const widget of state.widgets) {
      const found = legacyWidget(view, search, settings, { queryId, state, widget });
      if (!found) continue;
      widgets.push(found.widget);
      const position = state.positions[widget.id];
      if (position) {
        positions[widget.id] = { col: asLegacyPosition(position.col), row: asLegacyPosition(position.row), height: asLegacyPosition(position.height), width: asLegacyPosition(position.width) };
      }
    }
  }
  return { id: view.id, title: view.title, description: view.description, creator_user_id: view.owner, created_at: view.created_at, widgets, positions };
}

/** Who changes a dashboard through the legacy calls, and when. */
export interface Editor {
  user: UserRecord;
  nowMs: number;
}

/**
 * The dashboard's search, for a legacy call to change, and the view built on it. The search is changed
 * in place only when it is the editor's own and no other view is built on it. Otherwise the view moves
 * to a copy owned by the editor (the caller stores the returned view), so a widget change never
 * rewrites a search someone else saved, or one another view shows.
 */
function searchToChange(db: Db, view: View, search: StoredSearch, editor: Editor): { view: View; search: StoredSearch } {
  if (search.ownerId === editor.user.id && viewsUsingSearch(db, search.id) === 1) return { view, search };
  const copy = saveSearch(db, newObjectId(editor.nowMs), { queries: search.queries, parameters: search.parameters, requires: search.requires }, editor.user, editor.nowMs);
  return { view: { ...view, search_id: copy.id }, search: copy };
}

/**
 * The search type a legacy call makes for a widget. It has the widget's id, so removing or replacing
 * the widget takes out this search type and nothing else, whatever the view's widget_mapping says.
 */
function legacySearchType(spec: LegacyWidgetSpec, widgetId: string): SearchTypeInput {
  return { ...searchTypeOf(spec), id: widgetId };
}

function nextRow(state: ViewState): number {
  let row = 1;
  for (const position of Object.values(state.positions)) {
    if (typeof position.row === 'number' && typeof position.height === 'number') row = Math.max(row, position.row + position.height);
  }
  return row;
}

function withoutSearchTypes(query: QueryInput, ids: readonly string[]): QueryInput {
  return { ...query, search_types: query.search_types.filter((searchType) => !ids.includes(searchType.id)) };
}

function replaceQuery(queries: QueryInput[], query: QueryInput): QueryInput[] {
  return queries.map((candidate) => (candidate.id === query.id ? query : candidate));
}

/** Adds a widget (already checked) and returns its id. */
export function addLegacyWidget(db: Db, dashboard: View, spec: LegacyWidgetSpec, input: LegacyWidgetInput, editor: Editor): string {
  const stored = findSearch(db, dashboard.search_id);
  if (!stored) throw notFound(`The search of dashboard ${dashboard.id} does not exist`);
  const { view, search } = searchToChange(db, dashboard, stored, editor);
  // Widgets go to the first query, made when the search has none.
  const queries = search.queries.length > 0 ? [...search.queries] : [newDashboardQuery()];
  const query = queries[0];
  assertSearchTypeCount(queries.reduce((sum, candidate) => sum + candidate.search_types.length, 0) + 1, 'A dashboard');
  const state = view.state[query.id] ?? completeState({});
  const widgetId = randomUUID();
  const searchType = legacySearchType(spec, widgetId);
  const updated: ViewState = {
    ...state,
    widgets: [...state.widgets, viewWidgetOf(spec, widgetId)],
    widget_mapping: { ...state.widget_mapping, [widgetId]: [searchType.id] },
    positions: { ...state.positions, [widgetId]: { col: 1, row: nextRow(state), height: 4, width: 4 } },
    titles: { ...state.titles, widget: { ...(state.titles.widget ?? {}), [widgetId]: input.description ?? '' } },
  };
  updateSearchQueries(db, search, replaceQuery(queries, { ...query, search_types: [...query.search_types, searchType] }));
  updateView(db, { ...view, state: { ...view.state, [query.id]: updated } });
  saveWidgetSettings(db, view.id, widgetId, { legacyType: spec.type, cacheTime: input.cache_time ?? DEFAULT_CACHE_TIME, creatorUserId: editor.user.username, extras: legacyExtras(input.config) });
  return widgetId;
}

/**
 * Takes the search type a legacy call made for the widget out of its query (only widgets with legacy
 * settings have one) and adds `added`, if any. Answers the view, which may now be built on a copy of
 * its search; the search is left alone when there is nothing to change.
 */
function changeWidgetSearchType(db: Db, dashboard: View, queryId: string, widgetId: string, added: SearchTypeInput | null, editor: Editor): View {
  const made = widgetSettings(db, dashboard.id).has(widgetId) ? [widgetId] : [];
  const stored = findSearch(db, dashboard.search_id);
  if (!stored || !stored.queries.some((query) => query.id === queryId) || (made.length === 0 && !added)) return dashboard;
  const { view, search } = searchToChange(db, dashboard, stored, editor);
  const queries = search.queries.map((query) => {
    if (query.id !== queryId) return query;
    const kept = withoutSearchTypes(query, made);
    return added ? { ...kept, search_types: [...kept.search_types, added] } : kept;
  });
  updateSearchQueries(db, search, queries);
  return view;
}

/** Replaces a widget's definition, keeping its id, position and creator. */
export function replaceLegacyWidget(db: Db, dashboard: View, widgetId: string, spec: LegacyWidgetSpec, input: LegacyWidgetInput, editor: Editor): void {
  const { queryId, state } = locate(dashboard, widgetId);
  const creator = widgetSettings(db, dashboard.id).get(widgetId)?.creatorUserId ?? dashboard.owner;
  const searchType = legacySearchType(spec, widgetId);
  const view = changeWidgetSearchType(db, dashboard, queryId, widgetId, searchType, editor);
  const updated: ViewState = {
    ...state,
    widgets: state.widgets.map((widget) => (widget.id === widgetId ? viewWidgetOf(spec, widgetId) : widget)),
    widget_mapping: { ...state.widget_mapping, [widgetId]: [searchType.id] },
    titles: { ...state.titles, widget: { ...(state.titles.widget ?? {}), [widgetId]: input.description ?? '' } },
  };
  updateView(db, { ...view, state: { ...view.state, [queryId]: updated } });
  saveWidgetSettings(db, view.id, widgetId, { legacyType: spec.type, cacheTime: input.cache_time ?? DEFAULT_CACHE_TIME, creatorUserId: creator, extras: legacyExtras(input.config) });
}

export function removeLegacyWidget(db: Db, dashboard: View, widgetId: string, editor: Editor): void {
  const { queryId, state } = locate(dashboard, widgetId);
  const view = changeWidgetSearchType(db, dashboard, queryId, widgetId, null, editor);
  const without = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).filter(([id]) => id !== widgetId));
  const updated: ViewState = {
    ...state,
    widgets: state.widgets.filter((widget) => widget.id !== widgetId),
    widget_mapping: without(state.widget_mapping),
    positions: without(state.positions),
    titles: { ...state.titles, widget: without(state.titles.widget ?? {}) },
  };
  updateView(db, { ...view, state: { ...view.state, [queryId]: updated } });
  db.prepare('DELETE FROM dashboard_widget_settings WHERE view_id = ? AND widget_id = ?').run(view.id, widgetId);
}

/** Sets grid positions; every id must name a widget of the dashboard (404 otherwise, before anything changes). */
export function setLegacyPositions(db: Db, view: View, positions: ReadonlyArray<{ id: string } & WidgetPosition>): void {
  const states: Record<string, ViewState> = { ...view.state };
  for (const { id, ...position } of positions) {
    const { queryId } = locate(view, id);
    const state = states[queryId];
    states[queryId] = { ...state, positions: { ...state.positions, [id]: position } };
  }
  updateView(db, { ...view, state: states });
}
