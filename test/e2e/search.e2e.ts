// The search page from end to end: messages sent to a GELF HTTP input (some of them two hours old) are found
// with a field condition and a time range (exactly the expected count and rows), the histogram shows them, a
// query that does not parse shows its error in the bar without a toast storm, the URL reproduces the search
// after a reload, a row opens the message page, and a stream search shows only that stream's messages.
import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi, freePort } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(240000);

const GELF_HTTP = 'org.graylog2.inputs.gelf.http.GELFHttpInput';
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

const shoot = async (page: Page, name: string) => {
  await page.mouse.move(0, 0);
  await screenshot(page, name);
};

/** The search's total as the results header says it. */
const total = (page: Page) => page.getByTestId('search-total');
const messageRows = (page: Page) => page.locator('tbody.console-message');
const errorToasts = (page: Page) => page.locator('#toast-container .toast-error');

describe('the search page', () => {
  const running = useConsole({ demoInput: false });

  beforeAll(async () => {
    const port = await freePort();
    const created = await callApi(running.server, 'POST', '/system/inputs', {
      title: 'E2E search input', type: GELF_HTTP, global: true, configuration: { bind_address: '127.0.0.1', port },
    });
    expect(created.status).toBe(201);
    const inputId = created.body.id;
    expect((await callApi(running.server, 'PUT', `/cluster/inputstates/${inputId}`)).status).toBeLessThan(300);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const states = await callApi(running.server, 'GET', '/system/inputstates');
      if (states.body.states.some((state: { id: string, state: string }) => state.id === inputId && state.state === 'RUNNING')) break;
      await sleep(200);
    }
    const now = Date.now();
    for (const message of MESSAGES) {
      const sent = await fetch(`http://127.0.0.1:${port}/gelf`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          version: '1.1', host: message.host, short_message: message.text, timestamp: (now - message.ageMs) / 1000,
          _marker: MARKER, _http_status: message.status,
        }),
      });
      expect(sent.status).toBeLessThan(300);
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
    await shoot(page, 'search-results');

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
    // Searching the same bad query again still shows one error in the bar and no toast at all.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await sleep(1000);
    expect(await errorToasts(page).count()).toBe(0);
    expect(await problem.count()).toBe(1);
    await shoot(page, 'search-bad-query');

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
    await shoot(page, 'search-row-expanded');
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
    await shoot(page, 'search-stream');
    expect(errors).toEqual([]);
  });
});
