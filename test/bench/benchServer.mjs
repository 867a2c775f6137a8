// The embedded server and Chromium for benchmarks: a free port, a temporary data folder (see
// temporaryDataDir.mjs, which stops the server before removing the folder), admin/admin.
import { spawn } from 'child_process';
import net from 'net';
import path from 'path';
import { fileURLToPath } from 'url';
import { chromium } from 'playwright-core';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () => new Promise((resolve) => {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1', () => { const { port } = probe.address(); probe.close(() => resolve(port)); });
});

const waitFor = async (url, child) => {
  for (let i = 0; i < 150; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try { if ((await fetch(url)).ok) return; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
};

/** Starts `tsx server/src/main.ts` on `dataDir` (from temporaryDataDir), with `extraArgs`; resolves once the API answers. */
export const startBenchServer = async (dataDir, extraArgs = []) => {
  const port = await freePort();
  const child = dataDir.attach(spawn(path.join(root, 'node_modules/.bin/tsx'),
    ['server/src/main.ts', '--port', String(port), '--data-dir', dataDir.path, ...extraArgs],
    { cwd: root, stdio: 'ignore', env: { ...process.env, ADMIN_PASSWORD: 'admin' } }));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/`, child);
  return { base, child };
};

const ADMIN = `Basic ${Buffer.from('admin:admin').toString('base64')}`;

/** Calls the API of the server at `base` as admin; the parsed answer, or an error naming the call and the server's reason. */
export const benchApi = async (base, method, apiPath, body) => {
  const response = await fetch(`${base}/api${apiPath}`, {
    method,
    headers: { Authorization: ADMIN, 'X-Requested-By': 'bench', Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
};

/** How many messages the server at `base` has stored, as a search over all time counts them. */
export const storedCount = async (base) => (await benchApi(base, 'GET', '/search/universal/relative?query=*&range=0&limit=1')).total_results;

/** Stops a server started by startBenchServer and waits for it to exit (e.g. to seed its database). */
export const stopBenchServer = (server) => new Promise((resolve) => {
  if (server.child.exitCode !== null || server.child.signalCode !== null) { resolve(); return; }
  server.child.once('exit', () => resolve());
  server.child.kill('SIGTERM');
});

export const launchBenchBrowser = () => chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
