// The notification types this server sends: Graylog's HTTP (POST the notification model as JSON to a
// whitelisted URL) and email (templates rendered over the same model, through the configured SMTP server).
// Each type checks its configuration (errors under Graylog's field names) and delivers; a failed delivery
// is a DeliveryError whose message is shown to the user as is.
import { alarmCallbackType, alarmCallbackTypesInfo, checkCallbackConfiguration, runAlarmCallback } from '../alerts/callbackTypes';
import type { AlertModel } from '../alerts/alertModel';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import { DEFAULT_EMAIL_BODY, DEFAULT_EMAIL_SUBJECT } from '../../../src/logic/eventNotificationDefaults';
import { postJson } from '../notify/http';
import { sendEmail } from '../notify/email';
import { renderTemplate } from '../notify/template';
import { isWhitelisted } from '../urlwhitelist/whitelist';
import { findStream } from '../streams/store';
import { findUserByName } from '../users/store';
import {
  EMAIL_NOTIFICATION_TYPE, HTTP_NOTIFICATION_TYPE, LEGACY_NOTIFICATION_TYPE,
  type EmailNotificationConfig, type EventDto, type HttpNotificationConfig, type LegacyNotificationConfig, type NotificationConfig,
} from './types';
import { FieldErrors, JsonReader } from './validation';

/** Graylog's MessageSummary JSON, one message of a notification's backlog. */
export interface MessageSummary {
  index: string;
  id: string;
  source: string;
  message: string;
  timestamp: string;
  stream_ids: string[];
  fields: Record<string, unknown>;
}

/** Graylog's EventNotificationModelData: what an HTTP notification posts and templates see. */
export interface NotificationModel {
  event_definition_id: string;
  event_definition_type: string;
  event_definition_title: string;
  event_definition_description: string;
  job_definition_id: string;
  job_trigger_id: string;
  event: EventDto;
  backlog: MessageSummary[];
}

const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+$/;

export const NOTIFICATION_TYPES = [HTTP_NOTIFICATION_TYPE, EMAIL_NOTIFICATION_TYPE, LEGACY_NOTIFICATION_TYPE] as const;

/** What a notification is sent for besides the model: the definition's streams and backlog size (legacy callbacks need them). */
export interface NotificationSource {
  streams: readonly string[];
  backlogSize: number;
}

/** A notification's configuration, checked; `type` is known to be one of NOTIFICATION_TYPES or `errors` says why not. */
export function checkNotificationConfig(json: Record<string, unknown>, ctx: ServerContext, errors: FieldErrors): NotificationConfig | null {
  const read = new JsonReader(json, errors);
  const type = read.string('type', '', 'config');
  if (type === HTTP_NOTIFICATION_TYPE) return checkHttp(read, ctx, errors);
  if (type === EMAIL_NOTIFICATION_TYPE) return checkEmail(read, ctx, errors);
  if (type === LEGACY_NOTIFICATION_TYPE) return checkLegacy(read, ctx, errors);
  errors.add('config', type === '' ? 'Notification config type cannot be empty.' : `Unknown notification type <${type}>; use one of ${NOTIFICATION_TYPES.join(', ')}.`);
  return null;
}

function checkHttp(read: JsonReader, ctx: ServerContext, errors: FieldErrors): HttpNotificationConfig {
  const url = read.string('url', '').trim();
  if (url === '') {
    errors.add('url', 'HTTP Notification url cannot be empty.');
  } else if (!isHttpUrl(url)) {
    errors.add('url', 'The URL must be an http:// or https:// address.');
  } else if (!isWhitelisted(ctx.db, url)) {
    // Graylog's own first sentence, then where this console adds a URL.
    errors.add('url', `URL <${url}> is not whitelisted. Add it with "Add to URL whitelist" next to the URL field, or ask an administrator to.`);
  }
  return { type: HTTP_NOTIFICATION_TYPE, url };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function checkEmail(read: JsonReader, ctx: ServerContext, errors: FieldErrors): EmailNotificationConfig {
  const config: EmailNotificationConfig = {
    type: EMAIL_NOTIFICATION_TYPE,
    sender: read.string('sender', '').trim(),
    subject: read.string('subject', DEFAULT_EMAIL_SUBJECT),
    body_template: read.string('body_template', DEFAULT_EMAIL_BODY),
    html_body_template: read.string('html_body_template', ''),
    email_recipients: read.strings('email_recipients').map((address) => address.trim()).filter(Boolean),
    user_recipients: read.strings('user_recipients'),
  };
  // Graylog refuses an empty sender. Here an empty sender means the SMTP server's sender (--smtp-from), so it
  // is refused only when no SMTP sender is configured; the notification then has no sender to send with.
  if (config.sender === '' && !ctx.settings.smtp?.from) errors.add('sender', 'Email Notification sender cannot be empty.');
  if (config.sender !== '' && !EMAIL_ADDRESS.test(config.sender)) errors.add('sender', `<${config.sender}> is not an email address.`);
  if (config.subject.trim() === '') errors.add('subject', 'Email Notification subject cannot be empty.');
  if (config.body_template.trim() === '') errors.add('body_template', 'Email Notification body template cannot be empty.');
  if (config.email_recipients.length === 0 && config.user_recipients.length === 0) {
    errors.add('recipients', 'Email Notification must have email recipients or user recipients.');
  }
  for (const address of config.email_recipients) {
    if (!EMAIL_ADDRESS.test(address)) errors.add('recipients', `<${address}> is not an email address.`);
  }
  for (const username of config.user_recipients) {
    if (!findUserByName(ctx.db, username)) errors.add('recipients', `There is no user <${username}>.`);
  }
  return config;
}

function checkLegacy(read: JsonReader, ctx: ServerContext, errors: FieldErrors): LegacyNotificationConfig {
  const callbackType = read.string('callback_type', '').trim();
  const given = read.object('configuration') ?? {};
  const config: LegacyNotificationConfig = { type: LEGACY_NOTIFICATION_TYPE, callback_type: callbackType, configuration: given };
  if (callbackType === '') {
    errors.add('callback_type', 'Legacy Notification callback type cannot be empty.');
    return config;
  }
  if (!alarmCallbackType(callbackType)) {
    errors.add('callback_type', `Unknown alarm callback type <${callbackType}>.`);
    return config;
  }
  try {
    config.configuration = checkCallbackConfiguration(ctx, callbackType, given);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    errors.add(error.field ?? 'configuration', error.reason ?? error.message);
  }
  return config;
}

/** GET /events/notifications/legacy/types: the alarm callback types a legacy notification can run. */
export function legacyNotificationTypes() {
  const { types } = alarmCallbackTypesInfo();
  return {
    types: Object.fromEntries(Object.entries(types).map(([type, info]) => [type, { name: info.name, configuration: info.requested_configuration }])),
  };
}

/**
 * What a legacy alarm callback is told, as Graylog's LegacyAlarmCallbackSender builds it: the definition's first
 * stream (or a stand-in when it has none), a condition named after the definition, and the event as a triggered
 * check whose messages are the backlog.
 */
function legacyAlertModel(ctx: ServerContext, model: NotificationModel, source: NotificationSource): AlertModel {
  const stream = source.streams.length > 0 ? findStream(ctx.db, source.streams[0]) : undefined;
  return {
    stream: stream
      ? { id: stream.id, title: stream.title, description: stream.description }
      : { id: '5400deadbeefdeadbeefaffe', title: 'Missing stream', description: 'We could find a stream' },
    condition: {
      id: model.event_definition_id,
      type: model.event_definition_type,
      creator_user_id: 'admin',
      created_at: model.event.timestamp_processing,
      parameters: { backlog: source.backlogSize },
      title: model.event_definition_title,
    },
    result: {
      triggered: true,
      resultDescription: model.event.message,
      triggeredAt: model.event.timestamp_processing,
      matchingMessages: model.backlog.map((summary) => ({
        index: summary.index,
        message: { ...summary.fields, _id: summary.id, message: summary.message, source: summary.source, timestamp: summary.timestamp, streams: summary.stream_ids },
      })),
    },
  };
}

/** Delivers one notification; throws a DeliveryError (or another Error) when it could not. */
export async function sendNotification(ctx: ServerContext, config: NotificationConfig, model: NotificationModel, source: NotificationSource): Promise<void> {
  switch (config.type) {
    case LEGACY_NOTIFICATION_TYPE:
      return runAlarmCallback(ctx, config.callback_type, config.configuration, legacyAlertModel(ctx, model, source));
    case HTTP_NOTIFICATION_TYPE:
      return postJson(ctx.db, config.url, model);
    case EMAIL_NOTIFICATION_TYPE:
      return sendEmail(ctx.settings.smtp, {
        recipients: emailRecipients(ctx, config),
        subject: renderTemplate(config.subject, model),
        body: renderTemplate(config.body_template, model),
        sender: config.sender || undefined,
      });
    default: {
      const unknown: { type: string } = config;
      throw new Error(`Notification type <${unknown.type}> cannot be sent by this server`);
    }
  }
}

/** Users are mailed at their current address; a user without one (or deleted since) is left out. */
function emailRecipients(ctx: ServerContext, config: EmailNotificationConfig): string[] {
  const users = config.user_recipients.map((name) => findUserByName(ctx.db, name)?.email ?? '').filter(Boolean);
  return [...new Set([...config.email_recipients, ...users])];
}
