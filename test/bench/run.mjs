// `npm run bench`: the gzip bytes of the JavaScript and CSS that the login page and the start page load,
// measured in Debian's Chromium against the embedded server with a fresh data folder.
// Then the users list (usersList.mjs), message intake (intake.mjs), the search page's rendering (searchRender.mjs) and
// search over a million messages (search.mjs).
// Reports figures; it never fails on them. Budget (issue #2): login page at most 250 KB gzip in total.
// The data folder is temporary and removed however the run ends (success, failure, Ctrl-C).
import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { fileURLToPath } from 'url';
import zlib from 'zlib';

import { launchBenchBrowser, startBenchServer } from './benchServer.mjs';
import { temporaryDataDir } from './temporaryDataDir.mjs';
import { benchIntake } from './intake.mjs';
import { benchUsersList } from './usersList.mjs';
import { benchSearchRender } from './searchRender.mjs';
import { benchSearch } from './search.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LOGIN_BUDGET = 250 * 1024;

if (!fs.existsSync(path.join(root, 'dist/index.html')) || process.argv.includes('--build')) {
  console.log('building the console (npm run build)…');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const dataDir = temporaryDataDir('console-bench-');
let browser;
try {
  const { base } = await startBenchServer(dataDir);
  browser = await launchBenchBrowser();
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
  // A failed run must not leave the browser behind either; then the server stops and its data folder goes.
  await browser?.close().catch(() => {});
  await dataDir.remove();
}

await benchUsersList();
await (await import('./streamsList.mjs')).benchStreamsList();
await benchIntake();
await (await import('./routing.mjs')).benchRouting();
await (await import('./pipelines.mjs')).benchPipelines();
await benchSearchRender();
await benchSearch();
await (await import('./indexranges.mjs')).benchIndexRanges();
await (await import('./startup.mjs')).benchStartup();
