// `npm run bench` part: the streams page over 50 and over 5,000 streams (two rules each), in the same run. For
// each size it reports how many list requests one page view makes (initial view, next page) and the time from
// the navigation to the rendered rows. The streams are created through the API, as a script would.
import { launchBenchBrowser, startBenchServer } from './benchServer.mjs';
import { temporaryDataDir } from './temporaryDataDir.mjs';

const RUNS = 5;
const PARALLEL = 8;
const AUTH = { Authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}`, 'X-Requested-By': 'bench' };

const api = async (base, method, path, body) => {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...AUTH, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
};

/** `count` streams besides "All messages", each with two rules, half of them running. */
const seedStreams = async (base, count) => {
  const sets = await api(base, 'GET', '/system/indices/index_sets?stats=false');
  const indexSetId = sets.index_sets.find((set) => set.default).id;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      const { stream_id: id } = await api(base, 'POST', '/streams', {
        title: `Bench stream ${String(i).padStart(5, '0')}`,
        description: `Messages of service ${i}`,
        index_set_id: indexSetId,
        remove_matches_from_default_stream: false,
        matching_type: i % 2 === 0 ? 'AND' : 'OR',
        rules: [
          { field: 'service', type: 1, value: `svc-${i}`, inverted: false, description: '' },
          { field: 'http_status', type: 3, value: '499', inverted: false, description: '' },
        ],
      });
      if (i % 2 === 0) await api(base, 'POST', `/streams/${id}/resume`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const measure = async (browser, base, label) => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const listCalls = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // Every way of listing streams counts: the paginated list and the whole list.
    if (pathname.endsWith('/api/streams/paginated') || pathname.endsWith('/api/streams')) listCalls.push(request.url());
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
    await page.goto(`${base}/streams`);
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
  console.log(`  ${label.padEnd(14)} first view ${String(median(times)).padStart(5)} ms (median of ${RUNS}),`
    + ` list requests per view ${Math.min(...callsPerView)}-${Math.max(...callsPerView)}; next page ${nextMs === null ? 'n/a' : `${nextMs} ms`}, ${nextCalls} request(s)`);
  return median(times);
};

export const benchStreamsList = async () => {
  console.log('\nStreams page (/streams): time to rendered rows, list requests per view');
  const sizes = [50, 5000];
  const results = {};
  const browser = await launchBenchBrowser();
  try {
    for (const size of sizes) {
      const dataDir = temporaryDataDir('console-bench-streams-');
      try {
        const server = await startBenchServer(dataDir, ['--no-demo-input']);
        const seeding = Date.now();
        await seedStreams(server.base, size - 1);
        console.log(`  (${size} streams created through the API in ${((Date.now() - seeding) / 1000).toFixed(1)} s)`);
        results[size] = await measure(browser, server.base, `${size} streams`);
      } finally {
        await dataDir.remove();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`  ratio 5,000 / 50 streams: ${(results[5000] / results[50]).toFixed(2)} (target about 1)`);
};

// Run on its own: `node test/bench/streamsList.mjs`.
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchStreamsList();
}
