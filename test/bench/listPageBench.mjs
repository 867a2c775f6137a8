// The list-page part of `npm run bench`, shared by the users and streams lists: for 50 and for 5,000 entities,
// each on a fresh server, how many list requests one page view makes (initial view, next page) and the time
// from the navigation to the rendered rows.
import { launchBenchBrowser } from './benchServer.mjs';
import { temporaryDataDir } from './temporaryDataDir.mjs';

const RUNS = 5;
const SIZES = [50, 5000];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const measure = async (browser, base, { path, isListRequest }, label) => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const listCalls = [];
  page.on('request', (request) => {
    if (isListRequest(new URL(request.url()).pathname)) listCalls.push(request.url());
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
    await page.goto(`${base}${path}`);
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
  const fewest = Math.min(...callsPerView);
  const most = Math.max(...callsPerView);
  console.log(`  ${label.padEnd(14)} first view ${String(median(times)).padStart(5)} ms (median of ${RUNS}),`
    + ` list requests per view ${fewest === most ? most : `${fewest}-${most}`}; next page ${nextMs === null ? 'n/a' : `${nextMs} ms`}, ${nextCalls} request(s)`);
  return median(times);
};

/**
 * Benchmarks the list page at `path` over 50 and 5,000 `noun`s. `start(dataDir, count)` seeds `count` of them
 * besides those every server has and answers the running bench server; `isListRequest(pathname)` picks the
 * requests that list them; `target` is said next to the ratio of the two times.
 */
export const benchListPage = async ({ heading, path, noun, start, isListRequest, target }) => {
  console.log(`\n${heading}: time to rendered rows, list requests per view`);
  const results = {};
  const browser = await launchBenchBrowser();
  try {
    for (const size of SIZES) {
      const dataDir = temporaryDataDir(`console-bench-${noun}-`);
      try {
        const server = await start(dataDir, size - 1);
        results[size] = await measure(browser, server.base, { path, isListRequest }, `${size} ${noun}`);
      } finally {
        await dataDir.remove();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`  ratio 5,000 / 50 ${noun}: ${(results[5000] / results[50]).toFixed(2)} (target ${target})`);
};
