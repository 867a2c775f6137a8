// The events area: definitions, notifications, events search and entity types, and the scheduler that
// runs definitions and sends their notifications for as long as the server runs.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { MessageStore } from '../messages/types';
import { registerDefinitionRoutes } from './definitionRoutes';
import { NotificationDispatcher } from './dispatcher';
import './entityTypes';
import { registerEventSearchRoutes } from './eventRoutes';
import { registerNotificationRoutes } from './notificationRoutes';
import { EventScheduler, type SchedulerOptions } from './scheduler';

export function registerEventRoutes(api: FastifyInstance, ctx: ServerContext, messages: MessageStore, options: SchedulerOptions = {}): EventScheduler {
  const dispatcher = new NotificationDispatcher(ctx, messages);
  const scheduler = new EventScheduler(ctx, messages, dispatcher, options);
  registerDefinitionRoutes(api, ctx, scheduler);
  registerNotificationRoutes(api, ctx);
  registerEventSearchRoutes(api, ctx);
  api.addHook('onReady', async () => {
    scheduler.start();
  });
  api.addHook('onClose', async () => {
    scheduler.stop();
    await dispatcher.close();
  });
  return scheduler;
}
