// `npm run bench`: the gzip bytes of the JavaScript and CSS that the login page and the start page load,
// measured in Debian's Chromium against the embedded server with a fresh data folder.
// Reports figures; it never fails on them. Budget (issue #2): login page at most 250 KB gzip in total.
import { spawn, spawnSync } from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { fileURLToPath } from 'url';
import zlib from 'zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LOGIN_BUDGET = 250 * 1024;

const freePort = () => new Promise((resolve) => {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1', () => { const { port } = probe.address(); probe.close(() => resolve(port)); });
});

const waitFor = async (url) => {
  for (let i = 0; i < 150; i += 1) {
    try { if ((await fetch(url)).ok) return; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
};

if (!fs.existsSync(path.join(root, 'dist/index.html')) || process.argv.includes('--build')) {
  console.log('building the console (npm run build)…');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/src/main.ts', '--port', String(port), '--data-dir', dataDir],
  { cwd: root, stdio: 'ignore', env: { ...process.env, ADMIN_PASSWORD: 'admin' } });
const base = `http://127.0.0.1:${port}`;

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  await waitFor(`${base}/api/`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await browser.newPage();
  const loaded = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      const { pathname } = new URL(response.url());
      try { loaded.set(pathname, { type, body: await response.body() }); } catch { /* redirected or aborted */ }
    }
  });

  await page.goto(`${base}/`);
  await page.getByLabel('Username').waitFor();
  await page.waitForLoadState('networkidle');
  const loginFiles = new Map(loaded);

  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  // The start page redirects (start page setting, getting-started guide, or search); measure where it lands.
  await page.waitForURL((url) => url.pathname !== '/');
  await page.getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
  const startFiles = new Map(loaded);
  await browser.close();

  const report = (title, files) => {
    let total = 0; let js = 0; let css = 0; let raw = 0;
    console.log(`\n${title}`);
    const rows = [...files.entries()].map(([name, { type, body }]) => ({ name, type, raw: body.length, gz: gzipSize(body) }))
      .sort((a, b) => b.gz - a.gz);
    rows.forEach((row) => {
      console.log(`  ${row.type.padEnd(10)} ${kb(row.gz).padStart(10)} gzip ${kb(row.raw).padStart(10)} raw  ${row.name}`);
      total += row.gz; raw += row.raw;
      if (row.type === 'script') js += row.gz; else css += row.gz;
    });
    console.log(`  total: ${kb(total)} gzip (JS ${kb(js)}, CSS ${kb(css)}), ${kb(raw)} raw, ${rows.length} files`);
    return total;
  };

  const loginTotal = report('Login page: JS and CSS loaded', loginFiles);
  report('Start page (after login, cumulative): JS and CSS loaded', startFiles);
  console.log(`\nlogin page budget: ${kb(loginTotal)} of ${kb(LOGIN_BUDGET)} gzip (${loginTotal <= LOGIN_BUDGET ? 'within' : 'OVER'} budget)`);
} finally {
  server.kill('SIGTERM');
}
