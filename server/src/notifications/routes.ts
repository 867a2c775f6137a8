// Graylog's /system/notifications (NotificationsResource): the notifications the caller may read, and dismissing
// all of one type.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { isPermitted } from '../auth/permissions';
import { badRequest } from '../http/errors';
import { permissionTarget } from '../http/crud';
import { registerRoutes, route } from '../http/routes';
import { clearNotification, isNotificationType, listNotifications } from './notifications';

const TypeParams = Type.Object({ notificationType: Type.String({ minLength: 1, maxLength: 100 }) });

export function registerNotificationRoutes(api: FastifyInstance, ctx: ServerContext): void {
  registerRoutes(api, [
    route({
      method: 'GET',
      url: '/system/notifications',
      auth: 'authenticated',
      handler: ({ caller }) => {
        const notifications = listNotifications(ctx.db)
          .filter((notification) => isPermitted(caller.permissions, `notifications:read:${notification.type}`));
        return { total: notifications.length, notifications };
      },
    }),
    route({
      method: 'DELETE',
      url: '/system/notifications/:notificationType',
      auth: { permission: ({ notificationType }) => `notifications:delete:${permissionTarget(notificationType)}` },
      schema: { params: TypeParams },
      handler: ({ params }) => {
        const type = params.notificationType.toLowerCase();
        if (!isNotificationType(type)) throw badRequest(`No such notification type: [${params.notificationType}]`);
        clearNotification(ctx, type);
      },
    }),
  ]);
}
