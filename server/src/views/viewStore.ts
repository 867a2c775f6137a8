// Stored views (saved searches and dashboards). The view is kept as Graylog's JSON; title, summary,
// description, type, search and owner are columns too, for lists and permission checks. A view is
// shared as a `search` or `dashboard` entity; its creator's own grant is made with it and its grants go with it.
import { deleteGrantsForTarget, registerNewEntity } from '../authz/grantsStore';
import { grnString } from '../authz/grn';
import { getSetting, setSetting } from '../db/settings';
import type { Db } from '../db/types';
import type { ListSource } from '../http/pagination';
import type { UserRecord } from '../users/store';
import type { ViewType } from './viewAccess';
import { completeState, type ViewBody, type ViewState } from './viewSchema';

export interface View {
  id: string;
  type: ViewType;
  title: string;
  summary: string;
  description: string;
  search_id: string;
  properties: string[];
  requires: Record<string, unknown>;
  state: Record<string, ViewState>;
  owner: string;
  created_at: string;
}

type ViewData = Pick<View, 'properties' | 'requires' | 'state'>;

/** A row of the views table: the columns lists search and sort, the rest as JSON. */
export type ViewRow = Omit<View, keyof ViewData> & { data: string };

export function viewFromRow(row: ViewRow): View {
  const data = JSON.parse(row.data) as ViewData;
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    summary: row.summary,
    description: row.description,
    search_id: row.search_id,
    ...data,
    owner: row.owner,
    created_at: row.created_at,
  };
}

/** The view a body describes, with the identity and ownership the server decides. */
export function viewFromBody(body: ViewBody, id: string, owner: string, createdAt: string): View {
  const state: Record<string, ViewState> = {};
  for (const [queryId, queryState] of Object.entries(body.state ?? {})) state[queryId] = completeState(queryState);
  return {
    id,
    type: body.type,
    title: body.title.trim(),
    summary: body.summary ?? '',
    description: body.description ?? '',
    search_id: body.search_id,
    properties: body.properties ?? [],
    requires: body.requires ?? {},
    state,
    owner,
    created_at: createdAt,
  };
}

export function findView(db: Db, id: string): View | undefined {
  const row = db.prepare('SELECT * FROM views WHERE id = ?').get(id) as ViewRow | undefined;
  return row ? viewFromRow(row) : undefined;
}

function params(view: View) {
  const data: ViewData = { properties: view.properties, requires: view.requires, state: view.state };
  return {
    id: view.id,
    type: view.type,
    title: view.title,
    summary: view.summary,
    description: view.description,
    search_id: view.search_id,
    owner: view.owner,
    created_at: view.created_at,
    data: JSON.stringify(data),
  };
}

export function insertView(db: Db, view: View): void {
  db.prepare(`INSERT INTO views (id, type, title, summary, description, search_id, owner, created_at, data)
    VALUES (@id, @type, @title, @summary, @description, @search_id, @owner, @created_at, @data)`).run(params(view));
}

export function updateView(db: Db, view: View): void {
  db.prepare(`UPDATE views SET title = @title, summary = @summary, description = @description, search_id = @search_id,
    data = @data WHERE id = @id`).run(params(view));
}

export const DEFAULT_VIEW_SETTING = 'views.default_view_id';

export function viewGrn(view: { id: string; type: ViewType }): string {
  return grnString(view.type === 'DASHBOARD' ? 'dashboard' : 'search', view.id);
}

/** Stores a new view owned by its creator (their own grant), in one transaction. */
export function storeNewView(db: Db, view: View, creator: UserRecord, nowMs: number): void {
  db.transaction(() => {
    insertView(db, view);
    registerNewEntity(db, viewGrn(view), creator, nowMs);
  })();
}

/** Removes a view, its grants and its legacy widget settings; the default view is unset if it was this one. */
export function removeView(db: Db, view: View): void {
  db.transaction(() => {
    db.prepare('DELETE FROM views WHERE id = ?').run(view.id);
    deleteGrantsForTarget(db, viewGrn(view));
    if (getSetting<string>(db, DEFAULT_VIEW_SETTING) === view.id) setSetting(db, DEFAULT_VIEW_SETTING, null);
  })();
}

export const VIEW_SORT_FIELDS = ['id', 'title', 'created_at'] as const;

/** The list of views of one type (or all), sorted and searched as Graylog's view lists are. */
export function viewListSource(db: Db, type: ViewType | null, searchable: Record<string, string>): Omit<ListSource<ViewRow>, 'visible'> {
  return {
    db,
    from: 'views',
    where: type ? { sql: 'type = ?', params: [type] } : undefined,
    sortable: { id: 'id', title: 'title', created_at: 'created_at' },
    defaultSort: { field: 'title', order: 'asc' },
    searchable,
    map: viewFromRow,
  };
}

/** Every view of one type, by title (the content pack catalog lists the dashboards). */
export function listViewsOfType(db: Db, type: ViewType): View[] {
  return (db.prepare('SELECT * FROM views WHERE type = ? ORDER BY title COLLATE NOCASE, id').all(type) as ViewRow[]).map(viewFromRow);
}
