// Graylog's /events/definitions: list (with each definition's scheduler context), read, create and update
// (scheduled unless ?schedule=false), delete, schedule, unschedule, validate and execute. Permissions are
// Graylog's eventdefinitions:read|create|edit|delete|execute[:<id>]; lists show only readable definitions.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isPermitted } from '../auth/permissions';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { badRequest, notFound } from '../http/errors';
import { newObjectId } from '../http/ids';
import { paginate, paginatedBody, PaginationQuery } from '../http/pagination';
import { registerRoutes, route } from '../http/routes';
import { TimeLimitExceeded } from '../regex/bounded';
import { parseDateSpan } from '../search/dates';
import { searchTooSlowMessage } from '../search/searchTime';
import { checkDefinition } from './definitionValidation';
import {
  definitionFromRow, deleteDefinition, findDefinitionRow, insertDefinition, updateDefinition, type DefinitionRow,
} from './definitionStore';
import type { EventScheduler } from './scheduler';
import { findTrigger, schedulerContext, scheduleDefinition, unscheduleDefinition } from './triggers';
import type { EventDefinition } from './types';
import { JsonObjectBody } from './validation';

const DefinitionParams = Type.Object({ definitionId: Type.String({ minLength: 1, maxLength: 200 }) });
const ScheduleQuery = Type.Object({ schedule: Type.Optional(Type.Boolean()) });
const ExecuteBody = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 100 })),
  timerange: Type.Object({
    type: Type.Literal('absolute'),
    from: Type.String({ minLength: 1, maxLength: 100 }),
    to: Type.String({ minLength: 1, maxLength: 100 }),
  }),
}, { additionalProperties: true });

const on = (action: string) => (params: { definitionId: string }) => `eventdefinitions:${action}:${permissionTarget(params.definitionId)}`;

export function registerDefinitionRoutes(api: FastifyInstance, ctx: ServerContext, scheduler: EventScheduler): void {
  const { db } = ctx;
  const requireRow = (id: string): DefinitionRow => {
    const row = findDefinitionRow(db, id);
    if (!row) throw notFound(`Event definition <${id}> doesn't exist`);
    return row;
  };
  const context = (definitions: readonly EventDefinition[]) => ({
    scheduler: Object.fromEntries(definitions.map((definition) => [definition.id, schedulerContext(findTrigger(db, definition.id))])),
  });

  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/events/definitions',
      auth: 'authenticated',
      schema: { querystring: PaginationQuery },
      handler: ({ query, caller }) => {
        const list = paginate<DefinitionRow, EventDefinition>({
          db,
          from: 'event_definitions',
          sortable: { title: 'title', id: 'id', description: 'description' },
          defaultSort: { field: 'title', order: 'asc' },
          searchable: { id: 'id', title: 'title', description: 'description' },
          freeTextFields: ['title'],
          visible: (row) => isPermitted(caller.permissions, `eventdefinitions:read:${permissionTarget(row.id)}`),
          map: definitionFromRow,
        }, query);
        return paginatedBody('event_definitions', list, context(list.items));
      },
    }),
    route({
      method: 'GET',
      url: '/events/definitions/:definitionId',
      auth: { permission: on('read') },
      schema: { params: DefinitionParams },
      handler: ({ params }) => definitionFromRow(requireRow(params.definitionId)),
    }),
    route({
      method: 'GET',
      url: '/events/definitions/:definitionId/with-context',
      auth: { permission: on('read') },
      schema: { params: DefinitionParams },
      handler: ({ params }) => {
        const definition = definitionFromRow(requireRow(params.definitionId));
        return { event_definition: definition, context: { scheduler: schedulerContext(findTrigger(db, definition.id)) } };
      },
    }),
    route({
      method: 'POST',
      url: '/events/definitions/validate',
      auth: { permission: 'eventdefinitions:create' },
      schema: { body: JsonObjectBody },
      handler: ({ body, caller }) => checkDefinition(body, { db, permissions: caller.permissions, nowMs: ctx.now() }).errors.result(),
    }),
    route({
      method: 'POST',
      url: '/events/definitions',
      auth: { permission: 'eventdefinitions:create' },
      schema: { querystring: ScheduleQuery, body: JsonObjectBody },
      handler: ({ query, body, caller }) => {
        const now = ctx.now();
        const { definition: checked, errors } = checkDefinition(body, { db, permissions: caller.permissions, nowMs: now });
        errors.throwIfFailed('Event definition');
        const definition: EventDefinition = { id: newObjectId(now), ...checked };
        db.transaction(() => {
          insertDefinition(db, definition, caller.user, now);
          if (query.schedule !== false) scheduleDefinition(db, definition, undefined, now);
        })();
        scheduler.wake();
        return definition;
      },
    }),
    route({
      method: 'PUT',
      url: '/events/definitions/:definitionId',
      auth: { permission: on('edit') },
      schema: { params: DefinitionParams, querystring: ScheduleQuery, body: JsonObjectBody },
      handler: ({ params, query, body, caller }) => {
        const now = ctx.now();
        const previous = definitionFromRow(requireRow(params.definitionId));
        const { definition: checked, errors } = checkDefinition(body, { db, permissions: caller.permissions, nowMs: now });
        if (body.id !== undefined && body.id !== params.definitionId) errors.add('id', "Event definition IDs don't match");
        errors.throwIfFailed('Event definition');
        const definition: EventDefinition = { id: previous.id, ...checked };
        db.transaction(() => {
          updateDefinition(db, definition);
          if (query.schedule === false) unscheduleDefinition(db, definition.id);
          else scheduleDefinition(db, definition, previous, now);
        })();
        scheduler.wake();
        return definition;
      },
    }),
    route({
      method: 'DELETE',
      url: '/events/definitions/:definitionId',
      auth: { permission: on('delete') },
      schema: { params: DefinitionParams },
      handler: ({ params }) => {
        requireRow(params.definitionId);
        db.transaction(() => deleteDefinition(db, params.definitionId))();
        scheduler.wake();
      },
    }),
    route({
      method: 'PUT',
      url: '/events/definitions/:definitionId/schedule',
      auth: { permission: on('edit') },
      schema: { params: DefinitionParams },
      handler: ({ params }) => {
        const definition = definitionFromRow(requireRow(params.definitionId));
        scheduleDefinition(db, definition, definition, ctx.now());
        scheduler.wake();
      },
    }),
    route({
      method: 'PUT',
      url: '/events/definitions/:definitionId/unschedule',
      auth: { permission: on('edit') },
      schema: { params: DefinitionParams },
      handler: ({ params }) => {
        requireRow(params.definitionId);
        unscheduleDefinition(db, params.definitionId);
        scheduler.wake();
      },
    }),
    route({
      method: 'POST',
      url: '/events/definitions/:definitionId/execute',
      auth: { permission: on('execute') },
      schema: { params: DefinitionParams, body: ExecuteBody },
      handler: ({ params, body }) => {
        const row = requireRow(params.definitionId);
        const now = ctx.now();
        const from = parseDateSpan(body.timerange.from, now);
        const to = parseDateSpan(body.timerange.to, now);
        if (!from) throw badRequest(`timerange.from '${body.timerange.from}' is not a date`, 'timerange');
        if (!to) throw badRequest(`timerange.to '${body.timerange.to}' is not a date`, 'timerange');
        if (from.low >= to.low) throw badRequest('timerange.from must be before timerange.to', 'timerange');
        try {
          scheduler.execute(definitionFromRow(row), row.owner_id, { fromMs: from.low, toMs: to.low });
        } catch (error) {
          if (error instanceof TimeLimitExceeded) throw badRequest(searchTooSlowMessage());
          throw error;
        }
      },
    }),
  ]);
}
