// Graylog's EventsConfiguration: how long an event definition's search may take, how soon a failed notification
// is retried, the backlog new notifications start with, and how far behind a definition catches up in one hop.
import { Type } from '@sinclair/typebox';
import { parseWith } from './validation';

export const EVENTS_CONFIG_CLASS = 'org.graylog.events.configuration.EventsConfiguration';

const DAY_MS = 24 * 3_600_000;

export const EventsConfigSchema = Type.Object({
  events_search_timeout: Type.Optional(Type.Integer({ minimum: 1000, maximum: DAY_MS })),
  events_notification_retry_period: Type.Optional(Type.Integer({ minimum: 1000, maximum: DAY_MS })),
  // The event definitions refuse a backlog above 1000 (events/definitionValidation.ts).
  events_notification_default_backlog: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  events_catchup_window: Type.Optional(Type.Integer({ minimum: 0, maximum: 30 * DAY_MS })),
}, { additionalProperties: false });

export interface EventsConfiguration {
  events_search_timeout: number;
  events_notification_retry_period: number;
  events_notification_default_backlog: number;
  events_catchup_window: number;
}

export const defaultEventsConfig = (): EventsConfiguration => ({
  events_search_timeout: 60_000,
  events_notification_retry_period: 300_000,
  events_notification_default_backlog: 50,
  events_catchup_window: 3_600_000,
});

export function parseEventsConfig(body: unknown): EventsConfiguration {
  return { ...defaultEventsConfig(), ...parseWith(EventsConfigSchema, body, EVENTS_CONFIG_CLASS) };
}
