// The legacy dashboard calls of Graylog 2.x over the same dashboards as /views: POST /dashboards,
// GET/PUT/DELETE /dashboards/{id}, PUT /dashboards/{id}/positions, and the widgets under
// /dashboards/{id}/widgets with their values. Reading needs dashboards:read (or view:read, which a
// share gives), changing dashboards:edit (or view:edit). Deleting a dashboard needs view:delete, as
// deleting it through /views does, so only its owners can, whichever call they use. A new dashboard is
// made as POST /views makes one, over a new search with one empty query.
import { Type } from '@sinclair/typebox';
import type { AnyOf, AuthContext } from '../auth/types';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { badRequest } from '../http/errors';
import { newObjectId } from '../http/ids';
import { route, type DeclaredRoute } from '../http/routes';
import type { MessageStore } from '../messages/types';
import { callerTimeZone } from '../search/timeRange';
import { assertStreamsReadable, readableStreams } from '../streams/access';
import {
  addLegacyWidget, dashboardView, legacyDashboardJson, legacyWidgetInScope, legacyWidgetOf, newDashboardQuery, removeLegacyWidget, replaceLegacyWidget,
  setLegacyPositions, type Editor,
} from './legacyDashboards';
import { legacyWidgetValue } from './legacyWidgetValue';
import { legacySpec } from './legacyWidgets';
import { saveSearch } from './searchStore';
import { createView } from './viewRoutes';
import { removeView, updateView } from './viewStore';

const Id = Type.String({ minLength: 1, maxLength: 200 });
const DashboardParams = Type.Object({ dashboardId: Id });
const WidgetParams = Type.Object({ dashboardId: Id, widgetId: Id });

const CreateBody = Type.Object({ title: Type.String({ maxLength: 1000 }), description: Type.String({ maxLength: 100_000 }) });
const UpdateBody = Type.Object({
  title: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  description: Type.Optional(Type.Union([Type.String({ maxLength: 100_000 }), Type.Null()])),
});
const WidgetBody = Type.Object({
  description: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
  type: Type.String({ minLength: 1, maxLength: 200 }),
  cache_time: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 })),
  config: Type.Record(Type.String({ maxLength: 200 }), Type.Unknown()),
});
const Cell = Type.Integer({ minimum: 0, maximum: 100_000 });
const PositionsBody = Type.Object({
  positions: Type.Array(Type.Object({ id: Id, col: Cell, row: Cell, height: Cell, width: Cell }), { minItems: 1, maxItems: 500 }),
});

/** dashboards:<action>:<id>, or the view permission a share of the dashboard gives. */
const onDashboard = (action: 'read' | 'edit') => ({
  permission: (params: { dashboardId: string }): AnyOf => {
    const id = permissionTarget(params.dashboardId);
    return [`dashboards:${action}:${id}`, `view:${action}:${id}`];
  },
});

export function legacyDashboardRoutes(ctx: ServerContext, store: MessageStore): DeclaredRoute[] {
  const { db } = ctx;
  const read = onDashboard('read');
  const edit = onDashboard('edit');
  const editor = (caller: AuthContext): Editor => ({ user: caller.user, nowMs: ctx.now() });

  return [
    route({
      method: 'POST',
      url: '/dashboards',
      auth: { permission: 'dashboards:create' },
      schema: { body: CreateBody },
      status: 201,
      handler: ({ body, caller }) => {
        const query = newDashboardQuery();
        const searchId = newObjectId(ctx.now());
        const view = db.transaction(() => {
          saveSearch(db, searchId, { queries: [query], parameters: [] }, caller.user, ctx.now());
          return createView(ctx, caller, { type: 'DASHBOARD', title: body.title, description: body.description, search_id: searchId, state: { [query.id]: {} } });
        })();
        return { dashboard_id: view.id };
      },
    }),

    route({
      method: 'GET',
      url: '/dashboards/:dashboardId',
      auth: read,
      schema: { params: DashboardParams },
      handler: ({ params }) => legacyDashboardJson(db, dashboardView(db, params.dashboardId)),
    }),

    route({
      method: 'PUT',
      url: '/dashboards/:dashboardId',
      auth: edit,
      schema: { params: DashboardParams, body: UpdateBody },
      handler: ({ params, body }) => {
        if (typeof body.title === 'string' && body.title.trim() === '') throw badRequest('A dashboard needs a title', 'title', 'must not be empty');
        db.transaction(() => {
          const view = dashboardView(db, params.dashboardId);
          updateView(db, { ...view, title: body.title?.trim() ?? view.title, description: body.description ?? view.description });
        })();
      },
    }),

    route({
      method: 'DELETE',
      url: '/dashboards/:dashboardId',
      auth: { permission: (params) => `view:delete:${permissionTarget(params.dashboardId)}` },
      schema: { params: DashboardParams },
      handler: ({ params }) => {
        db.transaction(() => removeView(db, dashboardView(db, params.dashboardId)))();
      },
    }),

    route({
      method: 'PUT',
      url: '/dashboards/:dashboardId/positions',
      auth: edit,
      schema: { params: DashboardParams, body: PositionsBody },
      handler: ({ params, body }) => {
        db.transaction(() => setLegacyPositions(db, dashboardView(db, params.dashboardId), body.positions))();
      },
    }),

    route({
      method: 'POST',
      url: '/dashboards/:dashboardId/widgets',
      auth: edit,
      schema: { params: DashboardParams, body: WidgetBody },
      status: 201,
      handler: ({ params, body, caller }) => {
        const spec = legacySpec(body.type, body.config);
        if (spec.streamId) assertStreamsReadable(caller.permissions, [spec.streamId]);
        const widgetId = db.transaction(() => addLegacyWidget(db, dashboardView(db, params.dashboardId), spec, body, editor(caller)))();
        return { widget_id: widgetId };
      },
    }),

    route({
      method: 'GET',
      url: '/dashboards/:dashboardId/widgets/:widgetId',
      auth: read,
      schema: { params: WidgetParams },
      handler: ({ params }) => legacyWidgetOf(db, dashboardView(db, params.dashboardId), params.widgetId).widget,
    }),

    route({
      method: 'PUT',
      url: '/dashboards/:dashboardId/widgets/:widgetId',
      auth: edit,
      schema: { params: WidgetParams, body: WidgetBody },
      handler: ({ params, body, caller }) => {
        const spec = legacySpec(body.type, body.config);
        if (spec.streamId) assertStreamsReadable(caller.permissions, [spec.streamId]);
        db.transaction(() => replaceLegacyWidget(db, dashboardView(db, params.dashboardId), params.widgetId, spec, body, editor(caller)))();
      },
    }),

    route({
      method: 'DELETE',
      url: '/dashboards/:dashboardId/widgets/:widgetId',
      auth: edit,
      schema: { params: WidgetParams },
      handler: ({ params, caller }) => {
        db.transaction(() => removeLegacyWidget(db, dashboardView(db, params.dashboardId), params.widgetId, editor(caller)))();
      },
    }),

    route({
      method: 'GET',
      url: '/dashboards/:dashboardId/widgets/:widgetId/value',
      auth: read,
      schema: { params: WidgetParams },
      handler: ({ params, caller }) => {
        const { spec, scope } = legacyWidgetInScope(db, dashboardView(db, params.dashboardId), params.widgetId);
        return legacyWidgetValue(spec, scope, {
          store,
          nowMs: ctx.now(),
          timeZone: callerTimeZone(ctx, caller),
          permissions: caller.permissions,
          readable: readableStreams(db, caller.permissions),
        });
      },
    }),
  ];
}
