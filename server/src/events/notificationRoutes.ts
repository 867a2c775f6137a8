// Graylog's /events/notifications: list, read, create, update, delete, and test (a saved notification, or
// one not saved yet) with Graylog's dummy event. Permissions are eventnotifications:read|create|edit|delete
// [:<id>]; lists show only readable notifications. A test that cannot be delivered answers 400 with the
// reason (the URL whitelist, the receiver's answer, no SMTP server...), which the console shows.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { isPermitted } from '../auth/permissions';
import type { ServerContext } from '../context';
import { permissionTarget } from '../http/crud';
import { ApiError, badRequest, notFound } from '../http/errors';
import { newObjectId } from '../http/ids';
import { paginate, paginatedBody, PaginationQuery } from '../http/pagination';
import { registerRoutes, route } from '../http/routes';
import { DeliveryError } from '../notify/deliveryError';
import { notificationModel } from './dispatcher';
import {
  deleteNotification, findNotification, insertNotification, notificationFromRow, updateNotification, type NotificationRow,
} from './notificationStore';
import { checkNotificationConfig, legacyNotificationTypes, sendNotification } from './notificationTypes';
import { DEFAULT_EVENTS_STREAM_ID, type EventDto, type EventNotification } from './types';
import { FieldErrors, JsonObjectBody, JsonReader } from './validation';
import { DEFAULT_STREAM_ID } from '../streams/defaults';

const NotificationParams = Type.Object({ notificationId: Type.String({ minLength: 1, maxLength: 200 }) });

const on = (action: string) => (params: { notificationId: string }) => `eventnotifications:${action}:${permissionTarget(params.notificationId)}`;

/** A notification's JSON, checked; every problem is under its field in `errors`. */
export function checkNotification(body: Record<string, unknown>, ctx: ServerContext): { notification: Omit<EventNotification, 'id'>; errors: FieldErrors } {
  const errors = new FieldErrors();
  const read = new JsonReader(body, errors);
  const title = read.string('title', '');
  if (title.trim() === '') errors.add('title', 'Notification title cannot be empty.');
  const configJson = read.object('config');
  if (!configJson) errors.add('config', 'Notification config type cannot be empty.');
  const config = configJson ? checkNotificationConfig(configJson, ctx, errors) : null;
  return { notification: { title, description: read.string('description', ''), config: config ?? { type: 'http-notification-v1', url: '' } }, errors };
}

/** Graylog's NotificationTestData: the event and definition a test notification is sent for. */
export function testEvent(username: string, nowMs: number): EventDto {
  const now = new Date(nowMs).toISOString();
  return {
    id: 'TEST_NOTIFICATION_ID',
    event_definition_type: 'notification-test-v1',
    event_definition_id: 'EventDefinitionTestId',
    origin_context: 'urn:graylog:message:es:testIndex_42:b5e53442-12bb-4374-90ed-0deadbeefbaz',
    timestamp: now,
    timestamp_processing: now,
    timerange_start: null,
    timerange_end: null,
    streams: [DEFAULT_EVENTS_STREAM_ID],
    source_streams: [],
    message: `Notification test message triggered from user <${username}>`,
    source: DEFAULT_STREAM_ID,
    key_tuple: ['testkey'],
    key: 'testkey',
    priority: 2,
    alert: true,
    fields: { field1: 'value1', field2: 'value2' },
  };
}

async function sendTest(ctx: ServerContext, notification: Omit<EventNotification, 'id'>, username: string): Promise<void> {
  const definition = {
    id: 'NotificationTestId',
    title: 'Event Definition Test Title',
    description: 'Event Definition Test Description',
    config: { type: 'test-dummy-v1' },
  };
  const model = notificationModel(definition, testEvent(username, ctx.now()), [], { triggerId: '<unknown>', jobDefinitionId: '<unknown>' });
  try {
    await sendNotification(ctx, notification.config, model, { streams: [], backlogSize: 0 });
  } catch (error) {
    if (error instanceof DeliveryError) throw new ApiError(400, error.message);
    throw error;
  }
}

export function registerNotificationRoutes(api: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const requireNotification = (id: string): EventNotification => {
    const notification = findNotification(db, id);
    if (!notification) throw notFound(`Notification ${id} doesn't exist`);
    return notification;
  };

  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/events/notifications',
      auth: 'authenticated',
      schema: { querystring: PaginationQuery },
      handler: ({ query, caller }) => paginatedBody('notifications', paginate<NotificationRow, EventNotification>({
        db,
        from: 'event_notifications',
        sortable: { title: 'title', id: 'id', description: 'description' },
        defaultSort: { field: 'title', order: 'asc' },
        searchable: { id: 'id', title: 'title', description: 'description' },
        freeTextFields: ['title'],
        visible: (row) => isPermitted(caller.permissions, `eventnotifications:read:${permissionTarget(row.id)}`),
        map: notificationFromRow,
      }, query)),
    }),
    route({
      method: 'GET',
      url: '/events/notifications/legacy/types',
      auth: 'authenticated',
      handler: () => legacyNotificationTypes(),
    }),
    route({
      method: 'GET',
      url: '/events/notifications/:notificationId',
      auth: { permission: on('read') },
      schema: { params: NotificationParams },
      handler: ({ params }) => requireNotification(params.notificationId),
    }),
    route({
      method: 'POST',
      url: '/events/notifications',
      auth: { permission: 'eventnotifications:create' },
      schema: { body: JsonObjectBody },
      handler: ({ body, caller }) => {
        const { notification: checked, errors } = checkNotification(body, ctx);
        errors.throwIfFailed('Notification');
        const notification: EventNotification = { id: newObjectId(ctx.now()), ...checked };
        db.transaction(() => insertNotification(db, notification, caller.user, ctx.now()))();
        return notification;
      },
    }),
    route({
      method: 'PUT',
      url: '/events/notifications/:notificationId',
      auth: { permission: on('edit') },
      schema: { params: NotificationParams, body: JsonObjectBody },
      handler: ({ params, body }) => {
        requireNotification(params.notificationId);
        if (body.id !== undefined && body.id !== params.notificationId) throw badRequest("Notification IDs don't match", 'id');
        const { notification: checked, errors } = checkNotification(body, ctx);
        errors.throwIfFailed('Notification');
        const notification: EventNotification = { id: params.notificationId, ...checked };
        updateNotification(db, notification);
        return notification;
      },
    }),
    route({
      method: 'DELETE',
      url: '/events/notifications/:notificationId',
      auth: { permission: on('delete') },
      schema: { params: NotificationParams },
      handler: ({ params }) => {
        requireNotification(params.notificationId);
        db.transaction(() => deleteNotification(db, params.notificationId))();
      },
    }),
    route({
      method: 'POST',
      url: '/events/notifications/:notificationId/test',
      auth: { permission: on('edit') },
      schema: { params: NotificationParams },
      status: 200,
      handler: async ({ params, caller }) => {
        await sendTest(ctx, requireNotification(params.notificationId), caller.user.username);
      },
    }),
    route({
      method: 'POST',
      url: '/events/notifications/test',
      auth: { permission: 'eventnotifications:create' },
      schema: { body: JsonObjectBody },
      status: 200,
      handler: async ({ body, caller }) => {
        const { notification, errors } = checkNotification(body, ctx);
        errors.throwIfFailed('Notification');
        await sendTest(ctx, notification, caller.user.username);
      },
    }),
  ]);
}
