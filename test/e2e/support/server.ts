// Starts the embedded server as a user would (tsx server/src/main.ts) on a free port with an empty data
// folder, and stops it again. The console must have been built (npm run build) beforehand.
import { ChildProcess, spawn } from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

export type ServerOptions = {
  prefix?: string,
  plugins?: Array<string>,
  adminPassword?: string,
  dataDir?: string,
  port?: number,
  /** Proxy mode: serve the console against this Graylog API URL instead of the embedded API. */
  upstream?: string,
  /** Console settings (badgeText, customUserName, …), written to a file passed with --console-config. */
  consoleSettings?: { [field: string]: unknown },
  /** The random message generator created on a first start; on by default, as `npm start` does. */
  demoInput?: boolean,
  /** Seconds between two checks of the legacy alert conditions (--alert-check-interval); the server's default is 60. */
  alertCheckIntervalSeconds?: number,
};

export type RunningServer = {
  /** Base URL of the console, including the prefix, without a trailing slash. */
  url: string,
  /** Base URL of the API, e.g. http://127.0.0.1:1234/console/api */
  apiUrl: string,
  port: number,
  dataDir: string,
  output: () => string,
  stop: () => Promise<void>,
  /** Ends the process with SIGKILL, as a crash or power cut would: no shutdown code runs. */
  kill: () => Promise<void>,
};

export const freePort = (): Promise<number> => new Promise((resolve, reject) => {
  const probe = net.createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const address = probe.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    probe.close(() => resolve(port));
  });
});

const waitForPing = async (apiUrl: string, child: ChildProcess, output: () => string): Promise<void> => {
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(`${apiUrl}/`);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => { setTimeout(resolve, 200); });
  }
  throw new Error(`server did not answer within 30 s:\n${output()}`);
};

export const startServer = async (options: ServerOptions = {}): Promise<RunningServer> => {
  if (!fs.existsSync(path.join(REPO_ROOT, 'dist', 'index.html'))) {
    throw new Error('The console is not built: run `npm run build` before the end-to-end tests.');
  }
  const port = options.port ?? await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
  const args = ['server/src/main.ts', '--port', String(port), '--data-dir', dataDir];
  if (options.prefix) {
    args.push('--prefix', options.prefix);
  }
  (options.plugins ?? []).forEach((plugin) => args.push('--plugin', plugin));
  if (options.upstream) {
    args.push('--server', options.upstream);
  }
  if (options.demoInput === false) {
    args.push('--no-demo-input');
  }
  if (options.alertCheckIntervalSeconds !== undefined) {
    args.push('--alert-check-interval', String(options.alertCheckIntervalSeconds));
  }
  if (options.consoleSettings) {
    const settingsFile = path.join(dataDir, 'console-settings.json');
    fs.writeFileSync(settingsFile, JSON.stringify(options.consoleSettings));
    args.push('--console-config', settingsFile);
  }
  // Settings the server also reads from the environment come from the options only, so that the shell the
  // tests run in cannot change the server they test.
  const env = { ...process.env };
  delete env.ADMIN_PASSWORD;
  delete env.ALERT_CHECK_INTERVAL;
  if (options.adminPassword) {
    env.ADMIN_PASSWORD = options.adminPassword;
  }
  // One process (node with tsx's loader) rather than the tsx launcher and its child, so that kill() ends the
  // server itself and not only the launcher.
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk) => { log += String(chunk); });
  child.stderr?.on('data', (chunk) => { log += String(chunk); });
  const output = () => log;
  const prefix = options.prefix ?? '';
  const url = `http://127.0.0.1:${port}${prefix}`;
  const apiUrl = `${url}/api`;
  await waitForPing(apiUrl, child, output);

  const endWith = (signal: NodeJS.Signals) => new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    child.kill(signal);
  });

  return { url, apiUrl, port, dataDir, output, stop: () => endWith('SIGTERM'), kill: () => endWith('SIGKILL') };
};

/** Calls the API as admin (Basic auth with user name and password), as a script or a test setup would. */
export const callApi = async (server: RunningServer, method: string, apiPath: string, body?: unknown, credentials = 'admin:admin') => {
  const response = await fetch(`${server.apiUrl}${apiPath}`, {
    method,
    headers: {
      Authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
      'X-Requested-By': 'e2e',
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

const GELF_HTTP_INPUT = 'org.graylog2.inputs.gelf.http.GELFHttpInput';

/**
 * A global GELF HTTP input on `port` (a free one unless given), started and RUNNING before this resolves, as a
 * test needs before it sends messages. Throws when the server refuses to create or start it.
 */
export const startGelfHttpInput = async (server: RunningServer, title: string, port?: number): Promise<{ id: string, port: number }> => {
  const bindPort = port ?? await freePort();
  const created = await callApi(server, 'POST', '/system/inputs', {
    title, type: GELF_HTTP_INPUT, global: true, configuration: { bind_address: '127.0.0.1', port: bindPort },
  });
  if (created.status !== 201) throw new Error(`creating input ${title} answered ${created.status}: ${JSON.stringify(created.body)}`);
  const { id } = created.body as { id: string };
  const started = await callApi(server, 'PUT', `/cluster/inputstates/${id}`);
  if (started.status >= 300) throw new Error(`starting input ${title} answered ${started.status}`);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const states = await callApi(server, 'GET', '/system/inputstates');
    if (states.body.states.some((state: { id: string, state: string }) => state.id === id && state.state === 'RUNNING')) break;
    await new Promise((resolve) => { setTimeout(resolve, 200); });
  }
  return { id, port: bindPort };
};
