// `npm run bench` part: the users page over 50 and over 5,000 users, in the same run. For each size it reports
// how many list requests one page view makes (initial view, next page, a search) and the time from the
// navigation to the rendered rows. The users are written straight into the database (one shared password
// hash), because creating 5,000 users through the API would measure scrypt, not the list.
import path from 'path';
import Database from 'better-sqlite3';

import { launchBenchBrowser, startBenchServer, stopBenchServer } from './benchServer.mjs';
import { temporaryDataDir } from './temporaryDataDir.mjs';

const RUNS = 5;

const seedUsers = (dataDir, count) => {
  const db = new Database(path.join(dataDir, 'console.db'));
  const admin = db.prepare("SELECT password_hash FROM users WHERE username = 'admin'").get();
  const insert = db.prepare(`INSERT INTO users (id, username, full_name, email, password_hash, roles, created_at)
    VALUES (?, ?, ?, ?, ?, '["Reader"]', ?)`);
  const now = new Date().toISOString();
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const id = (0x60000000 + i).toString(16).padStart(8, '0') + i.toString(16).padStart(16, '0');
      insert.run(id, `user${String(i).padStart(5, '0')}`, `Bench User ${i}`, `user${i}@example.org`, admin.password_hash, now);
    }
  })();
  db.close();
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const measure = async (browser, base, label) => {
  const page = await browser.newPage();
  const listCalls = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/api/users/paginated')) listCalls.push(request.url());
  });
  await page.goto(`${base}/`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();

  const times = [];
  const callsPerView = [];
  for (let run = 0; run < RUNS; run += 1) {
    listCalls.length = 0;
    const started = Date.now();
    await page.goto(`${base}/system/users`);
    await page.getByText(/^Showing \d+/).waitFor();
    await page.locator('table tbody tr').first().waitFor();
    times.push(Date.now() - started);
    await page.waitForLoadState('networkidle');
    callsPerView.push(listCalls.length);
  }
  listCalls.length = 0;
  const beforeNext = Date.now();
  const next = page.getByRole('button', { name: /next page/i });
  let nextMs = null;
  if (await next.isEnabled()) {
    await next.click();
    await page.getByText(/^Showing 21/).waitFor();
    nextMs = Date.now() - beforeNext;
  }
  await page.waitForLoadState('networkidle');
  const nextCalls = listCalls.length;
  await page.close();
  console.log(`  ${label.padEnd(12)} first view ${String(median(times)).padStart(5)} ms (median of ${RUNS}),`
    + ` list requests per view ${Math.max(...callsPerView)}; next page ${nextMs === null ? 'n/a' : `${nextMs} ms`}, ${nextCalls} request(s)`);
  return median(times);
};

export const benchUsersList = async () => {
  console.log('\nUsers page (/system/users): time to rendered rows, list requests per view');
  const sizes = [50, 5000];
  const results = {};
  const browser = await launchBenchBrowser();
  try {
    for (const size of sizes) {
      const dataDir = temporaryDataDir('console-bench-users-');
      try {
        // The first start creates the schema and the admin; the users are seeded while it is stopped.
        await stopBenchServer(await startBenchServer(dataDir));
        seedUsers(dataDir.path, size - 1);
        const server = await startBenchServer(dataDir);
        results[size] = await measure(browser, server.base, `${size} users`);
      } finally {
        await dataDir.remove();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`  ratio 5,000 / 50 users: ${(results[5000] / results[50]).toFixed(2)} (target under 1.5)`);
};
