// `npm run bench` part: the search page's time from executing a search to its 150 rows in the page, in
// Chromium against the embedded server, next to a bare DOM table of the same rows built in the same page
// from the same answer. Both are measured in the page's own clock: the execute call is timed where the
// page sends it (XMLHttpRequest), the rows when they are in the document and laid out.
import { benchApi, freePort, launchBenchBrowser, startBenchServer } from './benchServer.mjs';
import { temporaryDataDir } from './temporaryDataDir.mjs';

const RUNS = 7;
const ROWS = 150;
const MESSAGES = 400;
const MARKER = `bench${Date.now()}`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;
const sleep = (time) => new Promise((resolve) => { setTimeout(resolve, time); });


/** A GELF HTTP input receives MESSAGES messages of a few typical shapes; resolves once search sees them all. */
const feed = async (base) => {
  const port = await freePort();
  const input = await benchApi(base, 'POST', '/system/inputs', {
    title: 'Bench GELF HTTP', type: 'org.graylog2.inputs.gelf.http.GELFHttpInput', global: true, configuration: { bind_address: '127.0.0.1', port },
  });
  await benchApi(base, 'PUT', `/cluster/inputstates/${input.id}`);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const states = await benchApi(base, 'GET', '/system/inputstates');
    if (states.states.some((state) => state.id === input.id && state.state === 'RUNNING')) break;
    await sleep(100);
  }
  const now = Date.now();
  const methods = ['GET', 'POST', 'PUT', 'DELETE'];
  for (let at = 0; at < MESSAGES; at += 1) {
    await fetch(`http://127.0.0.1:${port}/gelf`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        version: '1.1', host: `web-${at % 7}`, timestamp: (now - at * 1000) / 1000,
        short_message: `${methods[at % 4]} /shop/items/${at} [${at % 13 === 0 ? 500 : 200}] ${20 + (at % 90)}ms user=${at % 31}`,
        _marker: MARKER, _http_status: at % 13 === 0 ? 500 : 200, _took_ms: 20 + (at % 90),
      }),
    });
  }
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = await benchApi(base, 'GET', `/search/universal/relative?query=marker:${MARKER}&range=86400&limit=1`);
    if (found.total_results >= MESSAGES) return;
    await sleep(100);
  }
  throw new Error('the messages did not become searchable');
};

/** Times the page's execute calls and keeps their answers, for the bare table to build from. */
const instrument = () => {
  window.searchBench = { executeSentAt: 0, answeredAt: 0, answer: null, renderedAt: 0 };
  const { addEventListener, open, send } = XMLHttpRequest.prototype;
  // The HTTP client listens before it opens the request; its listener renders the answer, so the answer's time
  // is taken inside that listener, first.
  XMLHttpRequest.prototype.addEventListener = function addEventListenerTracked(type, listener, ...rest) {
    if (type !== 'readystatechange' || typeof listener !== 'function') return addEventListener.call(this, type, listener, ...rest);
    return addEventListener.call(this, type, function answered(...event) {
      if (this.readyState === 4 && this.benchUrl?.endsWith('/execute')) {
        window.searchBench.answeredAt = performance.now();
        window.searchBench.answer = this.responseText;
      }
      return listener.apply(this, event);
    }, ...rest);
  };
  XMLHttpRequest.prototype.open = function openTracked(method, url, ...rest) {
    this.benchUrl = String(url);
    return open.call(this, method, url, ...rest);
  };
  XMLHttpRequest.prototype.send = function sendTracked(...args) {
    if (this.benchUrl.endsWith('/execute')) window.searchBench.executeSentAt = performance.now();
    return send.apply(this, args);
  };
};

/** Resolves when `count` message rows are in the document, laid out; records the time in the page. */
const awaitRows = (count) => new Promise((resolve) => {
  const done = () => {
    if (document.querySelectorAll('tbody.console-message').length !== count) return false;
    // Reading a size forces the layout, so the time includes it.
    void document.body.offsetHeight;
    window.searchBench.renderedAt = performance.now();
    return true;
  };
  if (done()) { resolve(); return; }
  const observer = new MutationObserver(() => {
    if (done()) {
      observer.disconnect();
      resolve();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
});

/** The same rows (time, source, message) as a plain table built with DOM calls from the same answer. */
const bareTable = () => {
  const started = performance.now();
  const job = JSON.parse(window.searchBench.answer);
  const [result] = Object.values(job.results);
  const messages = Object.values(result.search_types).find((type) => type.type === 'messages').messages;
  const table = document.createElement('table');
  const body = document.createElement('tbody');
  messages.forEach(({ message }) => {
    const row = document.createElement('tr');
    [message.timestamp, message.source, message.message].forEach((value) => {
      const cell = document.createElement('td');
      cell.textContent = String(value ?? '');
      row.appendChild(cell);
    });
    body.appendChild(row);
  });
  table.appendChild(body);
  document.body.appendChild(table);
  void document.body.offsetHeight;
  const took = performance.now() - started;
  table.remove();
  return { took, rows: messages.length };
};

const measure = async (browser, base) => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.addInitScript(instrument);
  await page.goto(`${base}/`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.goto(`${base}/search?q=marker:none${MARKER}&rangetype=relative&relative=86400`);
  await page.getByTestId('search-total').waitFor();

  const query = page.getByRole('combobox', { name: 'Search query' });
  const search = page.getByRole('button', { name: 'Search', exact: true });
  const searchPage = { total: [], afterAnswer: [] };
  const bare = [];
  for (let run = 0; run <= RUNS; run += 1) {
    // From an empty result, so that every run puts all its rows into the page.
    await query.fill(`marker:none${MARKER}`);
    await search.click();
    await page.getByText('No messages found').waitFor();
    const rendered = page.evaluate(awaitRows, ROWS);
    await query.fill(`marker:${MARKER}`);
    await search.click();
    await rendered;
    const times = await page.evaluate(() => window.searchBench);
    const bareTimes = await page.evaluate(bareTable);
    if (bareTimes.rows !== ROWS) throw new Error(`the answer held ${bareTimes.rows} messages, not ${ROWS}`);
    if (run === 0) continue; // the first run warms caches and the JIT
    searchPage.total.push(times.renderedAt - times.executeSentAt);
    searchPage.afterAnswer.push(times.renderedAt - times.answeredAt);
    bare.push(bareTimes.took);
  }

  // The histogram over a day by the minute: 1,440 bars; frame times while the pointer sweeps across it.
  await page.goto(`${base}/search?q=marker:${MARKER}&rangetype=relative&relative=86400&interval=minute`);
  await page.getByRole('img', { name: /^Histogram of messages/ }).waitFor();
  const plot = await page.locator('.console-histogram .u-over').boundingBox();
  const frames = page.evaluate(() => new Promise((resolve) => {
    const stamps = [];
    const started = performance.now();
    const tick = (now) => {
      stamps.push(now);
      if (now - started < 1500) requestAnimationFrame(tick); else resolve(stamps.slice(1).map((stamp, at) => stamp - stamps[at]));
    };
    requestAnimationFrame(tick);
  }));
  for (let step = 0; step <= 60; step += 1) {
    await page.mouse.move(plot.x + (plot.width * step) / 60, plot.y + plot.height / 2);
  }
  const gaps = await frames;
  await page.close();
  return { searchPage, bare, histogramFrames: { median: median(gaps), worst: Math.max(...gaps), buckets: 1440 } };
};

export const benchSearchRender = async () => {
  console.log(`\nSearch page: execute to ${ROWS} rendered rows (median of ${RUNS} runs, Chromium)`);
  const dataDir = temporaryDataDir('console-bench-search-');
  let browser;
  try {
    const { base } = await startBenchServer(dataDir, ['--no-demo-input']);
    await feed(base);
    browser = await launchBenchBrowser();
    const result = await measure(browser, base);
    const consoleTotal = median(result.searchPage.total);
    const consoleRender = median(result.searchPage.afterAnswer);
    const bareRender = median(result.bare);
    console.log(`  search page: execute → rows ${ms(consoleTotal)} (of which answer → rows ${ms(consoleRender)})`);
    console.log(`  bare DOM table of the same ${ROWS} rows, same page: answer → rows ${ms(bareRender)}`);
    console.log(`  page rendering / bare table: ${(consoleRender / bareRender).toFixed(1)}x`);
    const { histogramFrames } = result;
    console.log(`  histogram of ${histogramFrames.buckets} buckets, pointer sweeping across: frame interval median ${ms(histogramFrames.median)}, worst ${ms(histogramFrames.worst)}`);
  } finally {
    await browser?.close().catch(() => {});
    await dataDir.remove();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchSearchRender();
}
