// Command-line flags and environment variables of the server (`npm start -- [options]`, server/src/main.ts).
import path from 'node:path';
import { readSmtpSettings, type SmtpSettings } from './notify/smtpSettings';
import { isKnownTimeZone } from './users/validation';
import { readConsoleSettings, type ConsoleSettings } from './web/consoleSettings';
import { normalizePrefix } from './web/prefix';
import { parseUpstreamUrl } from './web/proxy';

export interface CliOptions {
  port: number;
  host: string;
  dataDir: string;
  prefix: string;
  upstreamUrl: string | undefined;
  pluginUrls: string[];
  rootTimeZone: string;
  /** From the JSON file of --console-config; empty without one. */
  consoleSettings: Partial<ConsoleSettings>;
  /** Set when ADMIN_PASSWORD is; the value itself is never printed. */
  adminPassword: string | undefined;
  /** Create and start the demo input on a first start (off with --no-demo-input or DEMO_INPUT=false). */
  demoInput: boolean;
  /** The SMTP server for email notifications; undefined without --smtp-host / SMTP_HOST. */
  smtp: SmtpSettings | undefined;
  /** Time between two checks of the legacy alert conditions (--alert-check-interval / ALERT_CHECK_INTERVAL seconds). */
  alertCheckIntervalMs: number | undefined;
}

export const USAGE = `Usage: npm start -- [options]   (npm run serve -- [options] runs the sources through tsx)
  --port <n>            port to listen on (default 9000)
  --host <h>            address to listen on (default 127.0.0.1)
  --data-dir <folder>   where the database lives (default ./data)
  --prefix <path>       application path prefix such as /console (env APP_PATH_PREFIX)
  --server <url>        proxy the API to this Graylog server instead (env GRAYLOG_API_URL)
  --plugin <url>        plugin bundle URL, repeatable (env CONSOLE_PLUGINS, comma separated)
  --root-timezone <tz>  time zone for users without one (env ROOT_TIMEZONE, default UTC)
  --console-config <f>  JSON file with the console's badgeText, customUserName, webInterfaceGuideUrl,
                        communityLinks, ssoProviders, defaultSsoProvider, externalHttpUri (env CONSOLE_CONFIG)
  --no-demo-input       on a first start, do not create the random HTTP message generator input
                        (env DEMO_INPUT=false)
  --smtp-host <h>       SMTP server for email notifications (env SMTP_HOST; none: sending email fails)
  --smtp-port <n>       its port (env SMTP_PORT, default 25, or 465 with SMTP_TLS=tls)
  --smtp-from <addr>    sender of notification emails, required with an SMTP host (env SMTP_FROM)
  --alert-check-interval <s>  seconds between two checks of the legacy alert conditions
                        (env ALERT_CHECK_INTERVAL, default 60)
Environment: ADMIN_PASSWORD sets the first admin's password (default admin). SMTP_USERNAME and SMTP_PASSWORD
log in to the SMTP server; SMTP_TLS is none, starttls (required) or tls (default: STARTTLS when offered).`;

export class UsageError extends Error {}

type Env = Record<string, string | undefined>;

export function parseCli(argv: readonly string[], env: Env, cwd: string): CliOptions {
  const values = new Map<string, string>();
  const plugins: string[] = [];
  let demoInput = !['false', '0', 'no', 'off'].includes((env.DEMO_INPUT ?? '').trim().toLowerCase());
  const known = new Set(['--port', '--host', '--data-dir', '--prefix', '--server', '--plugin', '--root-timezone', '--console-config', '--smtp-host', '--smtp-port', '--smtp-from', '--alert-check-interval']);
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') throw new UsageError('');
    if (arg === '--no-demo-input') {
      demoInput = false;
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (!known.has(name)) throw new UsageError(`Unknown option ${arg}`);
    let value: string | undefined = eq > 0 ? arg.slice(eq + 1) : argv[i + 1];
    if (eq < 0) i += 1;
    if (value === undefined || (eq < 0 && value.startsWith('--'))) throw new UsageError(`Option ${name} needs a value`);
    value = value.trim();
    if (name === '--plugin') plugins.push(value);
    else values.set(name, value);
  }

  const portText = values.get('--port') ?? '9000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 0 || port > 65535) throw new UsageError(`Invalid port "${portText}"`);

  const rootTimeZone = values.get('--root-timezone') ?? env.ROOT_TIMEZONE ?? 'UTC';
  if (!isKnownTimeZone(rootTimeZone)) throw new UsageError(`Unknown time zone "${rootTimeZone}"`);

  const envPlugins = (env.CONSOLE_PLUGINS ?? '').split(',').map((url) => url.trim()).filter(Boolean);
  const upstreamUrl = values.get('--server') ?? (env.GRAYLOG_API_URL || undefined);

  let prefix: string;
  try {
    prefix = normalizePrefix(values.get('--prefix') ?? env.APP_PATH_PREFIX ?? '');
    if (upstreamUrl) parseUpstreamUrl(upstreamUrl);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }

  const settingsFile = values.get('--console-config') ?? (env.CONSOLE_CONFIG || undefined);
  let consoleSettings: Partial<ConsoleSettings> = {};
  if (settingsFile) {
    try {
      consoleSettings = readConsoleSettings(path.resolve(cwd, settingsFile));
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  }

  let smtp: SmtpSettings | undefined;
  try {
    smtp = readSmtpSettings({ host: values.get('--smtp-host'), port: values.get('--smtp-port'), from: values.get('--smtp-from') }, env);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }

  const intervalText = values.get('--alert-check-interval') ?? (env.ALERT_CHECK_INTERVAL || undefined);
  if (intervalText !== undefined && (!/^\d+$/.test(intervalText) || Number(intervalText) < 1 || Number(intervalText) > 86_400)) {
    throw new UsageError(`Invalid alert check interval "${intervalText}" (whole seconds from 1 to 86400)`);
  }
  const alertCheckIntervalMs = intervalText === undefined ? undefined : Number(intervalText) * 1000;

  const host = values.get('--host') ?? '127.0.0.1';
  if (host === '') throw new UsageError('Option --host needs a value');

  return {
    port,
    host,
    dataDir: path.resolve(cwd, values.get('--data-dir') ?? 'data'),
    prefix,
    upstreamUrl,
    pluginUrls: plugins.length > 0 ? plugins : envPlugins,
    rootTimeZone,
    consoleSettings,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoInput,
    smtp,
    alertCheckIntervalMs,
  };
}
