// Graylog 4.0's event shapes (org.graylog.events): definitions, their aggregation condition, notifications
// and events, with Graylog's type names so content packs and scripts written for Graylog work unchanged.

export const AGGREGATION_TYPE = 'aggregation-v1';
export const TEMPLATE_PROVIDER_TYPE = 'template-v1';
export const LOOKUP_PROVIDER_TYPE = 'lookup-v1';
export const PERSIST_TO_STREAMS_TYPE = 'persist-to-streams-v1';
export const HTTP_NOTIFICATION_TYPE = 'http-notification-v1';
export const EMAIL_NOTIFICATION_TYPE = 'email-notification-v1';
export const LEGACY_NOTIFICATION_TYPE = 'legacy-alarm-callback-notification-v1';

export { DEFAULT_EVENTS_STREAM_ID, DEFAULT_SYSTEM_EVENTS_STREAM_ID } from '../streams/store';

export const SERIES_FUNCTIONS = ['avg', 'card', 'count', 'max', 'min', 'sum'] as const;
export type SeriesFunction = (typeof SERIES_FUNCTIONS)[number];

export interface AggregationSeries {
  id: string;
  function: SeriesFunction;
  field: string | null;
}

/** Graylog's condition expression JSON (conditions/Expr.java). */
export type Expression =
  | { expr: 'true' }
  | { expr: '&&' | '||'; left: Expression; right: Expression }
  | { expr: '!'; left: Expression }
  | { expr: '==' | '>' | '>=' | '<' | '<='; left: Expression; right: Expression }
  | { expr: 'number'; value: number }
  | { expr: 'number-ref'; ref: string }
  | { expr: 'group'; child: Expression; operator: string };

export interface AggregationConfig {
  type: typeof AGGREGATION_TYPE;
  query: string;
  query_parameters: unknown[];
  streams: string[];
  group_by: string[];
  series: AggregationSeries[];
  conditions: { expression: Expression | null } | null;
  search_within_ms: number;
  execute_every_ms: number;
}

export interface TemplateProvider {
  type: typeof TEMPLATE_PROVIDER_TYPE;
  template: string;
  require_values: boolean;
}

export interface FieldSpec {
  data_type: string;
  providers: TemplateProvider[];
}

export interface NotificationSettings {
  grace_period_ms: number;
  backlog_size: number;
}

export interface NotificationHandlerConfig {
  notification_id: string;
  notification_parameters?: unknown;
}

export interface StorageConfig {
  type: string;
  streams: string[];
}

export interface EventDefinition {
  id: string;
  title: string;
  description: string;
  priority: number;
  alert: boolean;
  config: AggregationConfig;
  field_spec: Record<string, FieldSpec>;
  key_spec: string[];
  notification_settings: NotificationSettings;
  notifications: NotificationHandlerConfig[];
  storage: StorageConfig[];
}

export interface HttpNotificationConfig {
  type: typeof HTTP_NOTIFICATION_TYPE;
  url: string;
}

export interface EmailNotificationConfig {
  type: typeof EMAIL_NOTIFICATION_TYPE;
  sender: string;
  subject: string;
  body_template: string;
  html_body_template: string;
  email_recipients: string[];
  user_recipients: string[];
}

export interface LegacyNotificationConfig {
  type: typeof LEGACY_NOTIFICATION_TYPE;
  callback_type: string;
  configuration: Record<string, unknown>;
}

export type NotificationConfig = HttpNotificationConfig | EmailNotificationConfig | LegacyNotificationConfig;

export interface EventNotification {
  id: string;
  title: string;
  description: string;
  config: NotificationConfig;
}

/** Graylog's EventDto; times are ISO 8601 UTC strings. */
export interface EventDto {
  id: string;
  event_definition_type: string;
  event_definition_id: string;
  origin_context: string | null;
  timestamp: string;
  timestamp_processing: string;
  timerange_start: string | null;
  timerange_end: string | null;
  streams: string[];
  source_streams: string[];
  message: string;
  source: string;
  key_tuple: string[];
  key: string;
  priority: number;
  alert: boolean;
  fields: Record<string, string>;
}

/**
 * An event as stored: with an aggregation's group values, which queries may name (`group_by_fields.<name>`).
 * Graylog's EventDto has no such field, so clients and notification receivers are sent publicEvent().
 */
export interface StoredEventDto extends EventDto {
  group_by_fields?: Record<string, string>;
}

/** The event as Graylog's EventDto: what the events search answers and notifications send. */
export function publicEvent(event: StoredEventDto): EventDto {
  const copy: StoredEventDto = { ...event };
  delete copy.group_by_fields;
  return copy;
}

/** A message an event was made from: where to read it again for a notification's backlog. */
export interface SourceMessageRef {
  index: string;
  id: string;
}
