// The SMTP server email notifications go through, from the command line and the environment.

export type SmtpTls = 'none' | 'starttls' | 'tls';

export interface SmtpSettings {
  host: string;
  port: number;
  username?: string;
  /** From SMTP_PASSWORD only, so it never shows in a process list; never printed. */
  password?: string;
  /** none: plain text; starttls: upgrade required; tls: TLS from the first byte. Unset: STARTTLS when offered. */
  tls?: SmtpTls;
  /** Sender of mails that do not name their own. */
  from: string;
}

export interface SmtpFlags {
  host?: string;
  port?: string;
  from?: string;
}

type Env = Record<string, string | undefined>;

const TLS_MODES: readonly SmtpTls[] = ['none', 'starttls', 'tls'];

/** The SMTP settings, or undefined when no SMTP host is given; throws an Error naming the bad option. */
export function readSmtpSettings(flags: SmtpFlags, env: Env): SmtpSettings | undefined {
  const host = (flags.host ?? env.SMTP_HOST ?? '').trim();
  if (host === '') return undefined;

  const tlsText = (env.SMTP_TLS ?? '').trim().toLowerCase();
  if (tlsText !== '' && !TLS_MODES.some((mode) => mode === tlsText)) {
    throw new Error(`Invalid SMTP_TLS "${env.SMTP_TLS ?? ''}" (none, starttls or tls)`);
  }
  const tls = TLS_MODES.find((mode) => mode === tlsText);

  const portText = (flags.port ?? env.SMTP_PORT ?? (tls === 'tls' ? '465' : '25')).trim();
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) throw new Error(`Invalid SMTP port "${portText}"`);

  const from = (flags.from ?? env.SMTP_FROM ?? '').trim();
  if (from === '') throw new Error('An SMTP host needs a sender address: --smtp-from or SMTP_FROM');

  const username = env.SMTP_USERNAME?.trim() || undefined;
  const password = env.SMTP_PASSWORD || undefined;
  if (password !== undefined && username === undefined) throw new Error('SMTP_PASSWORD is set but SMTP_USERNAME is not');
  return { host, port, from, ...(tls ? { tls } : {}), ...(username ? { username } : {}), ...(password ? { password } : {}) };
}
