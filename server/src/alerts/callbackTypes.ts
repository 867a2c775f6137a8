// The legacy alarm callbacks, under Graylog's class names: an HTTP POST of the alert as JSON, and an email
// rendered from templates. `runAlarmCallback` is also what the events' legacy-alarm-callback notification runs.
import { checkRequestedConfiguration, requestedConfigurationField as field, type Configuration, type RequestedConfiguration } from '../codecs/configuration';
import type { ServerContext } from '../context';
import { badRequest } from '../http/errors';
import { DeliveryError } from '../notify/deliveryError';
import { sendEmail } from '../notify/email';
import { postJson } from '../notify/http';
import { renderTemplate } from '../notify/template';
import { findUserByName } from '../users/store';
import { notWhitelistedMessage, isWhitelisted } from '../urlwhitelist/whitelist';
import { httpCallbackBody, templateModel, type AlertModel } from './alertModel';

export const HTTP_ALARM_CALLBACK = 'org.graylog2.alarmcallbacks.HTTPAlarmCallback';
export const EMAIL_ALARM_CALLBACK = 'org.graylog2.alarmcallbacks.EmailAlarmCallback';

export const DEFAULT_EMAIL_SUBJECT = 'Graylog alert for stream: ${stream.title}: ${check_result.resultDescription}';
export const DEFAULT_EMAIL_BODY = `Alert: \${check_result.resultDescription}
Triggered at: \${check_result.triggeredAt}
Stream: \${stream.title} (\${stream.id})
\${if stream.description}Stream description: \${stream.description}
\${end}Condition: \${alertCondition.title}
Condition details: \${check_result.triggeredCondition}

\${if backlog}Latest messages of this alert:
\${foreach backlog message}\${message}
\${end}\${else}No messages are included (the condition's message backlog is 0).
\${end}`;

export interface AlarmCallbackType {
  type: string;
  name: string;
  fields: RequestedConfiguration;
  /** Checks what only this type knows (a whitelisted URL…); refusals name the field. */
  check: (ctx: ServerContext, configuration: Configuration) => void;
  run: (ctx: ServerContext, configuration: Record<string, unknown>, model: AlertModel) => Promise<void>;
}

const stringOf = (configuration: Record<string, unknown>, name: string): string =>
  (typeof configuration[name] === 'string' ? configuration[name] as string : '');
const listOf = (configuration: Record<string, unknown>, name: string): string[] => {
  const value = configuration[name];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

/** Graylog's ListField of text values; `allowCreate` lets the user type values that are not offered. */
function listField(options: { humanName: string; description: string; position: number; allowCreate: boolean }) {
  return field({
    type: 'list', humanName: options.humanName, description: options.description, defaultValue: [], optional: true,
    attributes: options.allowCreate ? ['allow_create'] : [], values: {}, position: options.position,
  });
}

function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const httpCallback: AlarmCallbackType = {
  type: HTTP_ALARM_CALLBACK,
  name: 'HTTP Alarm Callback [Deprecated]',
  fields: {
    url: field({ type: 'text', humanName: 'URL', description: 'Where the alert is POSTed as JSON', defaultValue: 'https://example.org/alerts', position: 10 }),
  },
  check: (ctx, configuration) => {
    const url = stringOf(configuration, 'url').trim();
    if (!isHttpUrl(url)) throw badRequest(`Malformed URL '${url}': an http or https URL is needed`, 'url');
    if (!isWhitelisted(ctx.db, url)) throw badRequest(notWhitelistedMessage(url), 'url');
    configuration.url = url;
  },
  run: (ctx, configuration, model) => postJson(ctx.db, stringOf(configuration, 'url'), httpCallbackBody(model)),
};

function recipientsOf(ctx: ServerContext, configuration: Record<string, unknown>): string[] {
  const fromUsers = listOf(configuration, 'user_receivers')
    .map((username) => findUserByName(ctx.db, username)?.email ?? '')
    .filter((email) => email.includes('@'));
  return [...new Set([...listOf(configuration, 'email_receivers'), ...fromUsers])];
}

const emailCallback: AlarmCallbackType = {
  type: EMAIL_ALARM_CALLBACK,
  name: 'Email Alarm Callback [Deprecated]',
  fields: {
    sender: field({ type: 'text', humanName: 'Sender', description: 'The From address of the alert mails; empty: the server\'s SMTP sender', defaultValue: '', optional: true, position: 10 }),
    subject: field({ type: 'text', humanName: 'E-Mail Subject', description: 'Template of the subject', defaultValue: DEFAULT_EMAIL_SUBJECT, position: 20 }),
    body: field({ type: 'text', humanName: 'E-Mail Body', description: 'Template of the mail text', defaultValue: DEFAULT_EMAIL_BODY, optional: true, attributes: ['textarea'], position: 30 }),
    user_receivers: listField({ humanName: 'User Receivers', description: 'Users (by username) who receive the alert at their email address', position: 40, allowCreate: false }),
    email_receivers: listField({ humanName: 'E-Mail Receivers', description: 'Email addresses that receive the alert', position: 50, allowCreate: true }),
  },
  check: (_ctx, configuration) => {
    const invalid = listOf(configuration, 'email_receivers').find((address) => !/^[^\s@]+@[^\s@]+$/.test(address));
    if (invalid !== undefined) throw badRequest(`"${invalid}" is not an email address`, 'email_receivers');
  },
  run: async (ctx, configuration, model) => {
    const recipients = recipientsOf(ctx, configuration);
    // Graylog: nothing to send is not a failure once email can be sent at all.
    if (recipients.length === 0 && ctx.settings.smtp) return;
    const values = templateModel(model);
    const body = stringOf(configuration, 'body') || DEFAULT_EMAIL_BODY;
    await sendEmail(ctx.settings.smtp, {
      recipients,
      subject: renderTemplate(stringOf(configuration, 'subject') || DEFAULT_EMAIL_SUBJECT, values).replace(/[\r\n]+/g, ' '),
      body: renderTemplate(body, values),
      sender: stringOf(configuration, 'sender') || undefined,
    });
  },
};

export const ALARM_CALLBACK_TYPES: Readonly<Record<string, AlarmCallbackType>> = {
  [HTTP_ALARM_CALLBACK]: httpCallback,
  [EMAIL_ALARM_CALLBACK]: emailCallback,
};

export function alarmCallbackType(type: string): AlarmCallbackType | undefined {
  return Object.hasOwn(ALARM_CALLBACK_TYPES, type) ? ALARM_CALLBACK_TYPES[type] : undefined;
}

/** GET /alerts/callbacks/types. */
export function alarmCallbackTypesInfo() {
  return {
    types: Object.fromEntries(Object.values(ALARM_CALLBACK_TYPES).map((type) => [type.type, { name: type.name, requested_configuration: type.fields }])),
  };
}

/** The configuration to store for a callback of `type`; 400 naming the field otherwise. */
export function checkCallbackConfiguration(ctx: ServerContext, typeName: string, given: Record<string, unknown>): Configuration {
  const type = alarmCallbackType(typeName);
  if (!type) throw badRequest(`Unknown alarm callback type ${typeName}`, 'type');
  const configuration = checkRequestedConfiguration(type.fields, given);
  type.check(ctx, configuration);
  return configuration;
}

/**
 * Runs one alarm callback for an alert. Rejects with a DeliveryError (message meant for the user) when the
 * alert could not be delivered or the type is unknown.
 */
export async function runAlarmCallback(ctx: ServerContext, typeName: string, configuration: Record<string, unknown>, model: AlertModel): Promise<void> {
  const type = alarmCallbackType(typeName);
  if (!type) throw new DeliveryError(`Unknown alarm callback type ${typeName}`);
  await type.run(ctx, configuration, model);
}
