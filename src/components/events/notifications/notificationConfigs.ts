// Core's notification types: their `type` names (Graylog's), default configurations and browser checks.
import { DEFAULT_EMAIL_BODY, DEFAULT_EMAIL_SUBJECT } from '@/logic/eventNotificationDefaults';
import type { ConfigFieldErrors } from '@/plugin-api/PluginExports';
import type { EventNotificationConfig } from '@/stores/events/EventNotificationsStore';

export const HTTP_TYPE = 'http-notification-v1';
export const EMAIL_TYPE = 'email-notification-v1';
export const LEGACY_TYPE = 'legacy-alarm-callback-notification-v1';

export type HttpConfig = { type: typeof HTTP_TYPE, url: string };

export type EmailConfig = {
  type: typeof EMAIL_TYPE,
  sender: string,
  subject: string,
  body_template: string,
  email_recipients: Array<string>,
  user_recipients: Array<string>,
};

export type LegacyConfig = { type: typeof LEGACY_TYPE, callback_type: string, configuration: { [name: string]: unknown } };

/** Graylog's default sender for a new e-mail notification (subject and body: logic/eventNotificationDefaults.ts). */
export const DEFAULT_SENDER = 'graylog@example.org';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const texts = (value: unknown): Array<string> => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

export const httpConfigOf = (config: EventNotificationConfig): HttpConfig => ({ ...config, type: HTTP_TYPE, url: text(config.url) });

export const emailConfigOf = (config: EventNotificationConfig): EmailConfig => ({
  ...config,
  type: EMAIL_TYPE,
  sender: text(config.sender),
  subject: text(config.subject),
  body_template: text(config.body_template),
  email_recipients: texts(config.email_recipients),
  user_recipients: texts(config.user_recipients),
});

export const legacyConfigOf = (config: EventNotificationConfig): LegacyConfig => ({
  ...config,
  type: LEGACY_TYPE,
  callback_type: text(config.callback_type),
  configuration: typeof config.configuration === 'object' && config.configuration !== null ? config.configuration as LegacyConfig['configuration'] : {},
});

export const defaultHttpConfig = (): HttpConfig => ({ type: HTTP_TYPE, url: '' });

export const defaultEmailConfig = (): EmailConfig => ({
  type: EMAIL_TYPE, sender: DEFAULT_SENDER, subject: DEFAULT_EMAIL_SUBJECT, body_template: DEFAULT_EMAIL_BODY, email_recipients: [], user_recipients: [],
});

export const defaultLegacyConfig = (): LegacyConfig => ({ type: LEGACY_TYPE, callback_type: '', configuration: {} });

const isHttpUrl = (value: string): boolean => {
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
};

export const validateHttp = (config: EventNotificationConfig): ConfigFieldErrors => {
  const { url } = httpConfigOf(config);
  if (url.trim() === '') return { url: 'Enter the URL to call.' };
  return isHttpUrl(url.trim()) ? {} : { url: 'Enter an http:// or https:// URL.' };
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export const validateEmail = (config: EventNotificationConfig): ConfigFieldErrors => {
  const email = emailConfigOf(config);
  const errors: ConfigFieldErrors = {};
  if (email.sender.trim() === '') errors.sender = 'Enter the sender address.';
  if (email.subject.trim() === '') errors.subject = 'Enter a subject.';
  if (email.body_template.trim() === '') errors.body_template = 'Enter the body template.';
  const badAddress = email.email_recipients.find((address) => !EMAIL_PATTERN.test(address));
  if (badAddress !== undefined) errors.email_recipients = `"${badAddress}" is not an e-mail address.`;
  if (email.email_recipients.length === 0 && email.user_recipients.length === 0) errors.recipients = 'Choose at least one user or e-mail address to send to.';
  return errors;
};

export const validateLegacy = (config: EventNotificationConfig): ConfigFieldErrors => (
  legacyConfigOf(config).callback_type === '' ? { callback_type: 'Choose the callback type.' } : {}
);
