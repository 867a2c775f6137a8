// The search page from end to end: messages sent to a GELF HTTP input (some of them two hours old) are found
// with a field condition and a time range (exactly the expected count and rows), the histogram shows them, a
// query that does not parse shows its error in the bar without a toast storm, the URL reproduces the search
// after a reload, a row opens the message page, and a stream search shows only that stream's messages. Also:
// a page beyond the result window keeps its total and a way back, short values and field names never split
// mid-word, and a server that goes away pauses the refresh without toasts and is searched again on return.
import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi, startServer, startGelfHttpInput } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(240000);

const MARKER = `srch${Date.now()}`;
const DEFAULT_STREAM = '000000000000000000000001';
const OTHER_STREAM = '5f0c8f3e2ab79c00abcdef01';
const HOUR = 3600 * 1000;

type Sent = { text: string, status: number, host: string, ageMs: number };

/** Two recent 500s (the ones the field condition and the range find), recent 200s, and two 500s from two hours ago. */
const MESSAGES: Array<Sent> = [
  { text: `checkout failed ${MARKER} one`, status: 500, host: 'shop-web-01', ageMs: 60 * 1000 },
  { text: `checkout failed ${MARKER} two`, status: 500, host: 'shop-web-02', ageMs: 2 * 60 * 1000 },
  { text: `checkout ok ${MARKER} three`, status: 200, host: 'shop-web-01', ageMs: 3 * 60 * 1000 },
  { text: `checkout ok ${MARKER} four`, status: 200, host: 'shop-web-02', ageMs: 4 * 60 * 1000 },
  { text: `checkout ok ${MARKER} <b>five</b>`, status: 200, host: 'shop-web-01', ageMs: 5 * 60 * 1000 },
  { text: `old failure ${MARKER} six`, status: 500, host: 'shop-web-01', ageMs: 2 * HOUR },
  { text: `old failure ${MARKER} seven`, status: 500, host: 'shop-web-02', ageMs: 2 * HOUR + 60 * 1000 },
];

const FIELD_QUERY = `marker:${MARKER} AND http_status:500`;

const sleep = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

let gelfPort = 0;

const sendGelf = async (fields: Record<string, unknown>) => {
  const sent = await fetch(`http://127.0.0.1:${gelfPort}/gelf`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ version: '1.1', ...fields }),
  });
  expect(sent.status).toBeLessThan(300);
};

/** The search's total as the results header says it. */
const total = (page: Page) => page.getByTestId('search-total');
const messageRows = (page: Page) => page.locator('tbody.console-message');
const errorToasts = (page: Page) => page.locator('#toast-container .toast-error');

describe('the search page', () => {
  const running = useConsole({ demoInput: false });

  beforeAll(async () => {
    gelfPort = (await startGelfHttpInput(running.server, 'E2E search input')).port;
    const now = Date.now();
    for (const message of MESSAGES) {
      await sendGelf({
        host: message.host, short_message: message.text, timestamp: (now - message.ageMs) / 1000, _marker: MARKER, _http_status: message.status,
      });
    }
    // A GELF HTTP 202 means committed; the search API must see every message before the page is tried.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const found = await callApi(running.server, 'GET', `/search/universal/relative?query=${encodeURIComponent(`marker:${MARKER}`)}&range=86400`);
      if (found.body?.total_results === MESSAGES.length) break;
      await sleep(200);
    }
  });

  it('finds exactly the messages of a field condition in a time range, shows them in the histogram, and the URL reproduces it', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/search`);
    await page.getByRole('heading', { name: 'Search', exact: true }).waitFor();

    await page.getByRole('combobox', { name: 'Search query' }).fill(FIELD_QUERY);
    await page.getByRole('button', { name: /^Time range:/ }).click();
    await page.getByRole('button', { name: 'Last hour' }).click();

    await page.waitForURL((url) => url.searchParams.get('relative') === '3600' && url.searchParams.get('q') === FIELD_QUERY);
    await total(page).filter({ hasText: 'Found 2 messages' }).waitFor();
    expect(await messageRows(page).count()).toBe(2);
    const texts = await page.locator('tr.console-message-text').allInnerTexts();
    expect(texts).toEqual([`checkout failed ${MARKER} one`, `checkout failed ${MARKER} two`]);
    const histogram = page.getByRole('img', { name: /^Histogram of messages: 2 messages in total/ });
    await histogram.waitFor();
    await screenshot(page, 'search-results');

    // The same URL after a reload: the same search, the same rows.
    await page.reload();
    await total(page).filter({ hasText: 'Found 2 messages' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Search query' }).inputValue()).toBe(FIELD_QUERY);
    expect(await page.getByRole('button', { name: /^Time range:/ }).innerText()).toContain('Last hour');
    expect(await page.locator('tr.console-message-text').allInnerTexts()).toEqual(texts);

    // A day finds the old ones too; back returns to the hour.
    await page.getByRole('button', { name: /^Time range:/ }).click();
    await page.getByRole('button', { name: 'Last day' }).click();
    await total(page).filter({ hasText: 'Found 4 messages' }).waitFor();
    await page.goBack();
    await total(page).filter({ hasText: 'Found 2 messages' }).waitFor();

    // Markup in a message is text.
    await page.getByRole('combobox', { name: 'Search query' }).fill(`marker:${MARKER} AND http_status:200`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await total(page).filter({ hasText: 'Found 3 messages' }).waitFor();
    await page.getByText(`checkout ok ${MARKER} <b>five</b>`).waitFor();
    expect(await page.locator('tr.console-message-text b').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('zooms into the range dragged across the histogram', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/search?q=${encodeURIComponent(`marker:${MARKER}`)}&rangetype=relative&relative=86400`);
    await total(page).filter({ hasText: `Found ${MESSAGES.length} messages` }).waitFor();
    const plot = page.locator('.console-histogram .u-over');
    const box = await plot.boundingBox();
    if (!box) throw new Error('the histogram is not drawn');
    // From about 40 minutes ago to the end (a drag past the edge stops there): the recent messages, not the old ones.
    await page.mouse.move(box.x + box.width * 0.97, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width + 30, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await page.waitForURL((url) => url.searchParams.get('rangetype') === 'absolute');
    await total(page).filter({ hasText: 'Found 5 messages' }).waitFor();
    // The range button names the absolute range briefly, the whole of it in its title; the query keeps its room.
    const toggle = page.getByRole('button', { name: /^Time range:/ });
    expect(await toggle.innerText()).toMatch(/^[A-Z][a-z]{2} \d{1,2}(, \d{4})? \d\d:\d\d(:\d\d)? – ([A-Z][a-z]{2} \d{1,2}(, \d{4})? )?\d\d:\d\d(:\d\d)?$/);
    expect(await toggle.getAttribute('title')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d to \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(.+\)$/);
    const toggleBox = await toggle.boundingBox();
    const queryBox = await page.getByRole('combobox', { name: 'Search query' }).boundingBox();
    expect(toggleBox?.width).toBeLessThan(360);
    expect(queryBox?.width).toBeGreaterThan(450);
    await screenshot(page, 'search-zoomed');
    expect(errors).toEqual([]);
  });

  it('shows a query that does not parse in the bar, at its place, without a toast storm', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/search?q=&rangetype=relative&relative=86400`);
    const bar = page.getByRole('combobox', { name: 'Search query' });
    await bar.fill(`marker:(${MARKER}`);
    await bar.press('Enter');

    const problem = page.locator('#search-query-error');
    await problem.waitFor();
    expect(await problem.innerText()).toMatch(/line 1, column \d+/);
    expect(await page.locator('.console-query-error-mark').count()).toBe(1);
    expect(await bar.getAttribute('aria-invalid')).toBe('true');
    // Nothing was counted: no empty chart offering to zoom into nothing.
    await page.getByText('No histogram: the query could not be parsed.').waitFor();
    expect(await page.locator('.console-histogram-plot').count()).toBe(0);
    expect(await page.getByText('Drag across the chart to zoom in').count()).toBe(0);
    // Searching the same bad query again still shows one error in the bar and no toast at all.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await sleep(1000);
    expect(await errorToasts(page).count()).toBe(0);
    expect(await problem.count()).toBe(1);
    await screenshot(page, 'search-bad-query');

    // Correcting it clears the error and finds the messages.
    await bar.fill(`marker:(${MARKER})`);
    await bar.press('Enter');
    await total(page).filter({ hasText: `Found ${MESSAGES.length} messages` }).waitFor();
    expect(await problem.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('completes field names in the query bar', async () => {
    const { page } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/search?q=&rangetype=relative&relative=86400`);
    await total(page).waitFor();
    const bar = page.getByRole('combobox', { name: 'Search query' });
    await bar.click();
    await bar.pressSequentially('http_st');
    await page.getByRole('option', { name: 'http_status' }).waitFor();
    await bar.press('Enter');
    expect(await bar.inputValue()).toBe('http_status:');
  });

  it('opens the message page from a row', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/search?q=${encodeURIComponent(FIELD_QUERY)}&rangetype=relative&relative=3600`);
    await total(page).filter({ hasText: 'Found 2 messages' }).waitFor();
    await page.getByText(`checkout failed ${MARKER} one`).click();
    const details = page.locator('tr.console-message-details');
    await details.waitFor();
    expect(await details.innerText()).toContain('shop-web-01');
    await screenshot(page, 'search-row-expanded');
    await details.getByRole('link', { name: 'Open message page' }).click();
    await page.getByRole('heading', { name: /^Message / }).waitFor();
    expect(page.url()).toMatch(/\/messages\/graylog_\d+\/[^/]+$/);
    await page.getByText(`checkout failed ${MARKER} one`).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('limits a stream search to that stream', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    const query = `?q=${encodeURIComponent(`marker:${MARKER}`)}&rangetype=relative&relative=86400`;
    await page.goto(`${running.server.url}/streams/${DEFAULT_STREAM}/search${query}`);
    await page.getByRole('heading', { name: 'Stream search' }).waitFor();
    await total(page).filter({ hasText: `Found ${MESSAGES.length} messages` }).waitFor();

    // No message was routed into another stream: its search finds none of them.
    await page.goto(`${running.server.url}/streams/${OTHER_STREAM}/messages${query}`);
    await total(page).filter({ hasText: 'Found 0 messages' }).waitFor();
    await page.getByText('No messages found').waitFor();
    await screenshot(page, 'search-stream');
    expect(errors).toEqual([]);
  });

  it('keeps the total and a way back on a page beyond the result window, and says why once', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/search?q=${encodeURIComponent(`marker:${MARKER}`)}&rangetype=relative&relative=86400&page=80`);
    await total(page).filter({ hasText: `Found ${MESSAGES.length} messages` }).waitFor();
    const problems = page.locator('.console-search-results .alert-warning li');
    expect(await problems.allInnerTexts()).toEqual(['The search backend limits results to 10,000 messages; with 150 messages per page, pages 1 to 66 can be used.']);
    await page.getByText('Results unavailable for page 80').waitFor();
    expect(await page.getByRole('navigation', { name: 'Message pages' }).count()).toBe(1);
    await screenshot(page, 'search-result-window');

    await page.getByRole('button', { name: 'Go to page 1, the last one available' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === null);
    await page.locator('tr.console-message-text').first().waitFor();
    expect(await messageRows(page).count()).toBe(MESSAGES.length);
    expect(await problems.count()).toBe(0);

    // "All time" spans from the first messages found, not from 1970.
    await page.goto(`${running.server.url}/search?q=${encodeURIComponent(`marker:${MARKER}`)}&rangetype=relative&relative=0`);
    await total(page).filter({ hasText: `Found ${MESSAGES.length} messages` }).waitFor();
    const chart = page.getByRole('img', { name: /^Histogram of messages/ });
    await chart.waitFor();
    const label = await chart.getAttribute('aria-label');
    expect(label).toMatch(/from \d{4}-/);
    expect(label).not.toContain('1970');
    await screenshot(page, 'search-all-time');
    expect(errors).toEqual([]);
  });

  it('keeps short values and field names whole in the table and the field list', async () => {
    const layout = `layout${Date.now()}`;
    const longField = 'a_very_long_field_name_for_layout_checking_purposes';
    const agent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 ${'a'.repeat(180)}`;
    for (let at = 1; at <= 3; at += 1) {
      await sendGelf({
        host: 'example.org', short_message: `GET /login [200] ${at}ms ${layout}`, _marker: layout, _http_method: 'PATCH',
        [`_${longField}`]: `value ${at}`, _user_agent: agent,
      });
    }
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const found = await callApi(running.server, 'GET', `/search/universal/relative?query=${encodeURIComponent(`marker:${layout}`)}&range=3600`);
      if (found.body?.total_results === 3) break;
      await sleep(200);
    }
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    const fields = ['source', 'http_method', longField, 'user_agent', 'message'].join(',');
    await page.goto(`${running.server.url}/search?q=${encodeURIComponent(`marker:${layout}`)}&rangetype=relative&relative=3600&fields=${fields}`);
    await total(page).filter({ hasText: 'Found 3 messages' }).waitFor();

    const lines = (selector: string) => page.locator(selector).evaluateAll((elements) => elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { text: element.textContent ?? '', lines: Math.round(box.height / parseFloat(getComputedStyle(element).lineHeight)) };
    }));
    const sources = (await lines('td.console-message-field .console-message-value')).filter((cell) => cell.text === 'example.org');
    expect(sources).toHaveLength(3);
    sources.forEach((cell) => expect(cell.lines).toBe(1));
    // The long token still wraps inside its column rather than widening the table past the page.
    const agents = (await lines('td.console-message-field .console-message-value')).filter((cell) => cell.text === agent);
    agents.forEach((cell) => expect(cell.lines).toBeGreaterThan(1));
    await screenshot(page, 'search-layout');
    const overflow = await page.locator('.console-search-results .table-responsive').evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);

    // Each field name on one line; a long one ends in an ellipsis and its row's tooltip gives it whole.
    const names = await lines('.console-field-name');
    expect(names.map((name) => name.text)).toEqual(expect.arrayContaining(['http_method', 'user_agent', longField]));
    names.forEach((name) => expect(name.lines).toBe(1));
    const long = page.locator('.console-field-name', { hasText: longField });
    expect(await long.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.locator('.console-field-list li', { has: long }).getAttribute('title')).toContain(longField);
    expect(errors).toEqual([]);
  });

  // Last: it stops and restarts the server.
  it('pauses the refresh while the server is away, without toasts, and searches again when it is back', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    const executes: Array<number> = [];
    page.on('request', (request) => { if (request.url().endsWith('/execute')) executes.push(Date.now()); });
    await page.goto(`${running.server.url}/search?q=${encodeURIComponent(`marker:${MARKER}`)}&rangetype=relative&relative=86400`);
    await total(page).filter({ hasText: `Found ${MESSAGES.length} messages` }).waitFor();
    await page.getByLabel('Refresh the search automatically').selectOption('1000');
    await sleep(1500);

    await running.server.stop();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Server currently unavailable').waitFor({ timeout: 30000 });
    const result = page.locator('.console-search-results .alert-danger');
    await result.getByText('The server did not answer, so the search did not run. It runs again as soon as the server answers.').waitFor();
    expect(await result.innerText()).not.toMatch(/Origin|terminated/);
    const tries = executes.length;
    await sleep(4000);
    expect(executes.length).toBe(tries);
    expect(await errorToasts(page).count()).toBe(0);
    await screenshot(page, 'search-server-away');

    running.server = await startServer({ port: running.server.port, dataDir: running.server.dataDir });
    await dialog.getByRole('button', { name: 'Retry now' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 10000 });
    await total(page).filter({ hasText: `Found ${MESSAGES.length} messages` }).waitFor();
    await result.waitFor({ state: 'detached' });
    const back = executes.length;
    await sleep(2500);
    expect(executes.length).toBeGreaterThan(back);
    expect(await errorToasts(page).count()).toBe(0);
    await page.getByLabel('Refresh the search automatically').selectOption('off');
    expect(errors).toEqual([]);
  });
});
