// Command-line entry: `npm start -- [--port 9000] [--data-dir ./data] ...` runs it compiled, `npm run serve -- ...`
// from the sources through tsx (see options.ts).
import { buildApp } from './app';
import { NOT_BUILT_MESSAGE } from './web/console';
import { parseCli, USAGE, UsageError, type CliOptions } from './options';

function readOptions(): CliOptions {
  try {
    return parseCli(process.argv.slice(2), process.env, process.cwd());
  } catch (error) {
    if (error instanceof UsageError) {
      if (error.message) console.error(`Error: ${error.message}`);
      console.error(USAGE);
      process.exit(error.message ? 2 : 0);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const options = readOptions();
  const app = await buildApp({
    dataDir: options.upstreamUrl ? undefined : options.dataDir,
    prefix: options.prefix,
    upstreamUrl: options.upstreamUrl,
    pluginUrls: options.pluginUrls,
    rootTimeZone: options.rootTimeZone,
    consoleSettings: options.consoleSettings,
    adminPassword: options.adminPassword,
    host: options.host,
    port: options.port,
    demoInput: options.demoInput,
    smtp: options.smtp,
    alertCheckIntervalMs: options.alertCheckIntervalMs,
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`Received ${signal}, shutting down`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while shutting down:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: options.port, host: options.host });
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `http://${shownHost}:${options.port}${options.prefix}/`;
  const info = app.startInfo;
  if (info.mode === 'proxy') {
    console.log(`Console listening on ${url} (API proxied to ${options.upstreamUrl})`);
  } else {
    console.log(`Console listening on ${url} (data in ${options.dataDir})`);
  }
  if (info.firstStart) {
    // Never echo a password that came from the environment.
    const password = options.adminPassword ? 'the password from ADMIN_PASSWORD' : 'password "admin"';
    console.log(`First start: log in as user "admin" with ${password}.`);
  }
  if (!info.consoleBuilt) console.log(`${NOT_BUILT_MESSAGE} (the API works meanwhile).`);
}

main().catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
    console.error(`Cannot listen: ${(error as Error).message}`);
    process.exit(1);
  }
  console.error('Failed to start:', error);
  process.exit(1);
});
