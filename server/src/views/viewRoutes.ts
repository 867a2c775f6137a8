// Views (Graylog 4): /views CRUD for saved searches and dashboards, the lists GET /search/saved and
// GET /dashboards, and the default view. The creator owns a new view (an own grant, which the share
// dialog shows and changes); lists show only the views the caller may read. A view is built on a
// search the caller may read, so a view cannot be used to reach someone else's search.
import { Type } from '@sinclair/typebox';
import { assertPermitted } from '../auth/hook';
import type { AuthContext } from '../auth/types';
import type { ServerContext } from '../context';
import { getSetting, setSetting } from '../db/settings';
import { permissionTarget } from '../http/crud';
import { badRequest, forbidden, notFound } from '../http/errors';
import { newObjectId } from '../http/ids';
import { paginate, paginatedBody, PaginationQuery } from '../http/pagination';
import { route, type DeclaredRoute } from '../http/routes';
import { callerTimeZone } from '../search/timeRange';
import { findSearch, mayReadSearch } from './searchStore';
import { resolveTimeRange } from './timeRanges';
import { mayEditView, mayReadView, type ViewType } from './viewAccess';
import { ViewBody } from './viewSchema';
import {
  DEFAULT_VIEW_SETTING, findView, removeView, storeNewView, updateView, VIEW_SORT_FIELDS, viewFromBody, viewListSource, type View, type ViewRow,
} from './viewStore';

const ViewParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });

/** The view if it exists and the caller may read it; otherwise 404, as Graylog hides views it does not show. */
export function readableView(ctx: ServerContext, caller: AuthContext, id: string): View {
  const viewId = id === 'default' ? getSetting<string>(ctx.db, DEFAULT_VIEW_SETTING) ?? '' : id;
  const view = findView(ctx.db, viewId);
  if (!view || !mayReadView(caller.permissions, view)) {
    throw notFound(id === 'default' ? "Default view doesn't exist" : `View ${id} doesn't exist`);
  }
  return view;
}

/** What a body must satisfy beyond its schema: a title, a search the caller may read, sane widgets. */
function checkViewBody(ctx: ServerContext, caller: AuthContext, body: ViewBody): void {
  if (body.title.trim() === '') throw badRequest('A view needs a title', 'title', 'must not be empty');
  const search = findSearch(ctx.db, body.search_id);
  if (!search || !mayReadSearch(ctx.db, caller, search)) {
    throw badRequest(`Search ${body.search_id} does not exist`, 'search_id', `search ${body.search_id} does not exist`);
  }
  for (const [queryId, state] of Object.entries(body.state ?? {})) {
    const ids = new Set<string>();
    (state.widgets ?? []).forEach((widget, index) => {
      const where = `state.${queryId}.widgets[${index}]`;
      if (ids.has(widget.id)) throw badRequest(`${where}: the widget id "${widget.id}" is used twice`, 'state');
      ids.add(widget.id);
      if (widget.timerange) resolveTimeRange(widget.timerange, ctx.now(), callerTimeZone(ctx, caller), `${where}.timerange`);
    });
  }
}

/**
 * Checks and stores a new view, owned by the caller: POST /views and the legacy POST /dashboards both
 * create views here. The caller's permission to create that type of view has been checked.
 */
export function createView(ctx: ServerContext, caller: AuthContext, body: ViewBody): View {
  checkViewBody(ctx, caller, body);
  const view = viewFromBody(body, newObjectId(ctx.now()), caller.user.username, new Date(ctx.now()).toISOString());
  storeNewView(ctx.db, view, caller.user, ctx.now());
  return view;
}

/**
 * The `field:value` keys a list accepts, API name -> column. As in Graylog, a plain word searches the
 * title only (matching words against hex ids found unrelated views); the id only when asked with `id:`.
 * Graylog maps `summary:` to the description column; here each key searches its own column.
 */
const VIEW_SEARCH_FIELDS: Record<string, string> = { id: 'id', title: 'title', summary: 'summary', description: 'description' };
const SAVED_SEARCH_FIELDS: Record<string, string> = { id: 'id', title: 'title' };

function listRoute(ctx: ServerContext, url: string, type: ViewType | null, fields: Record<string, string>): DeclaredRoute {
  return route({
    method: 'GET',
    url,
    auth: 'authenticated',
    schema: { querystring: PaginationQuery },
    handler: ({ query, caller }) => {
      // Graylog lists by title when asked to sort by anything else.
      const sort = query.sort && (VIEW_SORT_FIELDS as readonly string[]).includes(query.sort.toLowerCase()) ? query.sort.toLowerCase() : undefined;
      const source = { ...viewListSource(ctx.db, type, fields), freeTextFields: ['title'], visible: (row: ViewRow) => mayReadView(caller.permissions, row) };
      return paginatedBody('views', paginate<ViewRow, View>(source, { ...query, sort: sort ?? (query.sort ? 'title' : undefined) }));
    },
  });
}

export function viewRoutes(ctx: ServerContext): DeclaredRoute[] {
  const { db } = ctx;

  return [
    listRoute(ctx, '/views', null, VIEW_SEARCH_FIELDS),
    listRoute(ctx, '/search/saved', 'SEARCH', SAVED_SEARCH_FIELDS),
    listRoute(ctx, '/dashboards', 'DASHBOARD', VIEW_SEARCH_FIELDS),

    route({
      method: 'GET',
      url: '/views/:id',
      auth: 'authenticated',
      schema: { params: ViewParams },
      handler: ({ params, caller }) => readableView(ctx, caller, params.id),
    }),

    route({
      method: 'POST',
      url: '/views',
      auth: 'authenticated',
      schema: { body: ViewBody },
      handler: ({ body, caller, request }) => {
        if (body.type === 'DASHBOARD') assertPermitted(request, 'dashboards:create');
        return createView(ctx, caller, body);
      },
    }),

    route({
      method: 'PUT',
      url: '/views/:id',
      // Either prefix may edit a dashboard; the handler checks which one this view's type accepts.
      auth: { permission: (params) => [`view:edit:${permissionTarget(params.id)}`, `dashboards:edit:${permissionTarget(params.id)}`] },
      schema: { params: ViewParams, body: ViewBody },
      handler: ({ params, body, caller }) => db.transaction(() => {
        const existing = findView(db, params.id);
        if (!existing) throw notFound(`View ${params.id} doesn't exist`);
        if (!mayEditView(caller.permissions, existing)) throw forbidden(`Not authorized: missing permission view:edit:${permissionTarget(params.id)}`);
        if (body.type !== existing.type) throw badRequest(`A view cannot change its type (${existing.type})`, 'type');
        checkViewBody(ctx, caller, body);
        const view = viewFromBody(body, existing.id, existing.owner, existing.created_at);
        updateView(db, view);
        return view;
      })(),
    }),

    route({
      method: 'DELETE',
      url: '/views/:id',
      auth: { permission: (params) => `view:delete:${permissionTarget(params.id)}` },
      schema: { params: ViewParams },
      handler: ({ params }) => db.transaction(() => {
        const existing = findView(db, params.id);
        if (!existing) throw notFound(`View ${params.id} doesn't exist`);
        removeView(db, existing);
        return existing;
      })(),
    }),

    route({
      method: 'PUT',
      url: '/views/:id/default',
      auth: { permission: 'default-view:set' },
      schema: { params: ViewParams },
      handler: ({ params, caller }) => {
        const view = readableView(ctx, caller, params.id);
        setSetting(db, DEFAULT_VIEW_SETTING, view.id);
      },
    }),
  ];
}
