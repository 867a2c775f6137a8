// Email notifications through the operator's SMTP server (nodemailer), as plain text.
import { DeliveryError } from './deliveryError';
import type { SmtpSettings } from './smtpSettings';

export type { SmtpSettings } from './smtpSettings';

export interface OutgoingMail {
  recipients: string[];
  subject: string;
  body: string;
  /** Default: the configured SMTP sender. */
  sender?: string;
}

export const NO_SMTP_MESSAGE = 'Email cannot be sent: no SMTP server is configured. Start the server with '
  + '--smtp-host and --smtp-from (or the environment variables SMTP_HOST and SMTP_FROM; SMTP_PORT, SMTP_USERNAME, '
  + 'SMTP_PASSWORD and SMTP_TLS as needed).';

const TIMEOUT_MS = 15_000;

function transportOptions(smtp: SmtpSettings) {
  return {
    host: smtp.host,
    port: smtp.port,
    secure: smtp.tls === 'tls',
    requireTLS: smtp.tls === 'starttls',
    ignoreTLS: smtp.tls === 'none',
    auth: smtp.username ? { user: smtp.username, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  };
}

export async function sendEmail(smtp: SmtpSettings | undefined, mail: OutgoingMail): Promise<void> {
  if (!smtp) throw new DeliveryError(NO_SMTP_MESSAGE);
  const recipients = mail.recipients.map((address) => address.trim()).filter(Boolean);
  if (recipients.length === 0) throw new DeliveryError('Email cannot be sent: there are no recipients.');
  // nodemailer (about 45 ms to load) is loaded when the first email is sent, not at every start.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load, see above
  const nodemailer = require('nodemailer') as typeof import('nodemailer');
  const transport = nodemailer.createTransport(transportOptions(smtp));
  try {
    await transport.sendMail({
      from: mail.sender?.trim() || smtp.from,
      to: recipients,
      subject: mail.subject,
      text: mail.body,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DeliveryError(`Email could not be sent through ${smtp.host}:${smtp.port}: ${reason}`);
  } finally {
    transport.close();
  }
}
