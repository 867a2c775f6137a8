// Streams from end to end: a stream created in the console with two rules (and a regular expression the
// server refuses at its field), resumed, then fed matching and non-matching messages through a GELF HTTP
// input: its search shows only the matching ones, the rule editor's match check says why, and once paused
// it routes nothing. A reader sees only the streams shared with them and no action on them, and a server
// that goes away mid-edit is reported once, with nothing typed lost.
import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi, startServer, startGelfHttpInput } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(300000);

const MARKER = `strm${Date.now()}`;
const TITLE = 'Shop errors';
const READER = { username: 'rory', password: 'rory-Secret-7' };

const sleep = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

let gelfPort = 0;

const sendGelf = async (text: string, app: string, status: number) => {
  const sent = await fetch(`http://127.0.0.1:${gelfPort}/gelf`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ version: '1.1', host: 'shop-web-01', short_message: text, _marker: MARKER, _app: app, _http_status: status }),
  });
  expect(sent.status).toBeLessThan(300);
};

const errorToasts = (page: Page) => page.locator('#toast-container .toast-error');
const streamRow = (page: Page, title: string) => page.locator('tbody tr').filter({ has: page.getByRole('link', { name: title, exact: true }) });

describe('streams', () => {
  const running = useConsole({ demoInput: false });
  let streamId = '';

  /** Waits until the API finds `count` messages for `query` (all streams, or one). */
  const waitForMessages = async (query: string, count: number, stream?: string) => {
    const filter = stream ? `&filter=${encodeURIComponent(`streams:${stream}`)}` : '';
    let found = -1;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const answer = await callApi(running.server, 'GET', `/search/universal/relative?query=${encodeURIComponent(query)}&range=3600${filter}`);
      found = answer.body?.total_results;
      if (found === count) return;
      await sleep(200);
    }
    throw new Error(`expected ${count} messages for ${query}, found ${found}`);
  };

  const openAsAdmin = async () => {
    const { page, errors } = await openPage(running.browser);
    await page.setViewportSize({ width: 1400, height: 900 });
    await logIn(page, running.server.url);
    return { page, errors };
  };

  beforeAll(async () => {
    gelfPort = (await startGelfHttpInput(running.server, 'E2E streams input')).port;
  });

  it('creates a stream with two rules, refusing a broken regular expression at its field', async () => {
    const { page, errors } = await openAsAdmin();
    await page.goto(`${running.server.url}/streams`);
    await page.getByRole('heading', { name: 'Streams', exact: true }).waitFor();
    await streamRow(page, 'All messages').waitFor();
    await screenshot(page, 'streams-list');

    await page.getByRole('button', { name: 'Create stream' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create stream' });
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Description').fill('Failed requests of the shop');
    await dialog.getByRole('option', { name: 'Default index set (default)' }).waitFor({ state: 'attached' });
    expect(await dialog.getByLabel('Index set').inputValue()).not.toBe('');
    await screenshot(page, 'streams-create-dialog');
    await dialog.getByRole('button', { name: 'Create stream' }).click();

    await page.waitForURL(/\/streams\/[0-9a-f]{24}\/edit$/);
    streamId = /\/streams\/([0-9a-f]{24})\/edit$/.exec(page.url())?.[1] ?? '';
    await page.getByRole('heading', { name: `Rules of stream ${TITLE}` }).waitFor();

    const addRule = async (type: string, field: string, value: string) => {
      await page.getByRole('button', { name: 'Add stream rule' }).click();
      const ruleDialog = page.getByRole('dialog', { name: 'New stream rule' });
      await ruleDialog.getByLabel('Type').selectOption({ label: type });
      await ruleDialog.getByLabel('Field').fill(field);
      await ruleDialog.getByLabel('Value').fill(value);
      await ruleDialog.getByRole('button', { name: 'Create rule' }).click();
      return ruleDialog;
    };

    // A Java regular expression that does not compile: refused at the value, nothing saved, no toast.
    const broken = await addRule('match regular expression', 'app', '(shop');
    await broken.locator('.invalid-feedback').waitFor();
    expect(await broken.getByLabel('Value').getAttribute('aria-invalid')).toBe('true');
    expect(await broken.getByLabel('Value').inputValue()).toBe('(shop');
    expect(await errorToasts(page).count()).toBe(0);
    await screenshot(page, 'streams-rule-refused');
    await broken.getByRole('button', { name: 'Cancel' }).click();
    await broken.waitFor({ state: 'detached' });

    await (await addRule('match exactly', 'app', 'shop')).waitFor({ state: 'detached' });
    await (await addRule('greater than', 'http_status', '499')).waitFor({ state: 'detached' });
    const rules = page.getByRole('list', { name: 'Stream rules' }).getByRole('listitem');
    await rules.nth(1).waitFor();
    expect(await rules.allInnerTexts()).toEqual([
      expect.stringContaining('app must match exactly shop'),
      expect.stringContaining('http_status must be greater than 499'),
    ]);
    await screenshot(page, 'streams-rule-editor');

    const stored = await callApi(running.server, 'GET', `/streams/${streamId}`);
    expect(stored.body).toMatchObject({ title: TITLE, disabled: true, matching_type: 'AND' });
    expect(stored.body.rules).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('routes only matching messages once resumed, shows why in the match check, and nothing once paused', async () => {
    const { page, errors } = await openAsAdmin();
    await page.goto(`${running.server.url}/streams?query=${encodeURIComponent(TITLE)}`);
    const row = streamRow(page, TITLE);
    await row.getByText('Paused').waitFor();
    await row.getByText('Must match all of the 2 configured stream rules.').waitFor();
    await row.getByRole('button', { name: `Resume stream ${TITLE}` }).click();
    await row.getByText('Running').waitFor();
    // The row's actions stay on one line at 1400x900.
    const actions = [
      row.getByRole('link', { name: `Manage rules of stream ${TITLE}` }),
      row.getByRole('button', { name: `Pause stream ${TITLE}` }),
      row.getByRole('button', { name: `More actions for stream ${TITLE}` }),
    ];
    const tops = await Promise.all(actions.map(async (control) => Math.round((await control.boundingBox())?.y ?? -1)));
    expect(new Set(tops).size).toBe(1);

    await sendGelf(`checkout failed ${MARKER} one`, 'shop', 500);
    await sendGelf(`checkout ok ${MARKER} two`, 'shop', 200);
    await sendGelf(`blog failed ${MARKER} three`, 'blog', 503);
    await sendGelf(`checkout failed ${MARKER} four`, 'shop', 502);
    await waitForMessages(`marker:${MARKER}`, 4);
    await waitForMessages(`marker:${MARKER}`, 2, streamId);

    await page.goto(`${running.server.url}/streams/${streamId}/search?q=${encodeURIComponent(`marker:${MARKER}`)}&rangetype=relative&relative=3600`);
    await page.getByRole('heading', { name: 'Stream search' }).waitFor();
    await page.getByTestId('search-total').filter({ hasText: 'Found 2 messages' }).waitFor();
    expect((await page.locator('tr.console-message-text').allInnerTexts()).sort())
      .toEqual([`checkout failed ${MARKER} four`, `checkout failed ${MARKER} one`]);
    await screenshot(page, 'streams-search');

    // The rule editor with a message that is not routed: the status rule says why.
    const notRouted = await callApi(running.server, 'GET', `/search/universal/relative?query=${encodeURIComponent(`marker:${MARKER} AND app:blog`)}&range=3600`);
    const { index, message } = notRouted.body.messages[0];
    await page.goto(`${running.server.url}/streams/${streamId}/edit?index=${index}&message_id=${message._id}`);
    await page.getByText('This message would not be routed into the stream.').waitFor();
    const rules = page.getByRole('list', { name: 'Stream rules' }).getByRole('listitem');
    await rules.filter({ hasText: 'app must match exactly shop' }).getByText('Does not match').waitFor();
    await rules.filter({ hasText: 'http_status must be greater than 499' }).getByText('Matches', { exact: true }).waitFor();
    // Any one rule is enough with "at least one": the check follows the change at once.
    await page.getByLabel('A message must match at least one of the following rules').check();
    await page.getByText('This message would be routed into the stream.').waitFor();
    await screenshot(page, 'streams-match-check');
    await page.getByLabel('A message must match all of the following rules').check();
    await page.getByText('This message would not be routed into the stream.').waitFor();

    // Paused: a matching message stays out of the stream.
    await page.goto(`${running.server.url}/streams?query=${encodeURIComponent(TITLE)}`);
    await streamRow(page, TITLE).getByRole('button', { name: `Pause stream ${TITLE}` }).click();
    await streamRow(page, TITLE).getByText('Paused').waitFor();
    await screenshot(page, 'streams-paused');
    await sendGelf(`checkout failed ${MARKER} five`, 'shop', 500);
    await waitForMessages(`marker:${MARKER}`, 5);
    await waitForMessages(`marker:${MARKER}`, 2, streamId);
    expect(await errorToasts(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows a reader only the streams shared with them, without actions', async () => {
    const created = await callApi(running.server, 'POST', '/users', {
      username: READER.username, password: READER.password, email: 'rory@example.org', full_name: 'Rory Reader',
      permissions: [`streams:read:${streamId}`], roles: ['Reader'],
    });
    expect(created.status).toBe(201);
    const { page, errors } = await openPage(running.browser);
    await page.setViewportSize({ width: 1400, height: 900 });
    await logIn(page, running.server.url, READER.username, READER.password);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Streams' }).click();
    await page.getByRole('heading', { name: 'Streams', exact: true }).waitFor();
    const row = streamRow(page, TITLE);
    await row.waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Create stream' }).count()).toBe(0);
    expect(await row.getByRole('link', { name: /Manage rules/ }).count()).toBe(0);
    expect(await row.getByRole('button', { name: /Pause|Resume/ }).count()).toBe(0);
    await row.getByRole('button', { name: `More actions for stream ${TITLE}` }).click();
    expect(await row.locator('.dropdown-item').allInnerTexts()).toEqual(['Set as start page']);
    await screenshot(page, 'streams-reader');
    // The menu is usable on a one-row table (the table's scroll box must not cut it off): the Reader makes the
    // stream their start page, and the start page then opens the stream's search.
    await row.getByRole('button', { name: 'Set as start page' }).click();
    await page.getByText('Your start page was changed successfully').waitFor();
    await page.goto(`${running.server.url}/`);
    await page.waitForURL(`${running.server.url}/streams/${streamId}/search`);

    // The rule editor is not theirs.
    await page.goto(`${running.server.url}/streams/${streamId}/edit`);
    await page.getByRole('heading', { name: 'Missing Permissions' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('says once that the server went away, keeps what was typed, and saves after it is back', async () => {
    const { page, errors } = await openAsAdmin();
    await page.goto(`${running.server.url}/streams/${streamId}/edit`);
    await page.getByRole('heading', { name: `Rules of stream ${TITLE}` }).waitFor();
    await page.getByRole('button', { name: 'Add stream rule' }).click();
    const ruleDialog = page.getByRole('dialog', { name: 'New stream rule' });
    await ruleDialog.getByLabel('Type').selectOption({ label: 'field presence' });
    await ruleDialog.getByLabel('Field').fill('customer_id');

    await running.server.stop();
    await ruleDialog.getByRole('button', { name: 'Create rule' }).click();
    await page.getByRole('alertdialog').getByText('Server currently unavailable').waitFor({ timeout: 30000 });
    expect(await errorToasts(page).count()).toBe(0);
    expect(await ruleDialog.getByLabel('Field').inputValue()).toBe('customer_id');
    await screenshot(page, 'streams-server-gone');

    running.server = await startServer({ port: running.server.port, dataDir: running.server.dataDir });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Retry now' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 15000 });
    await ruleDialog.getByRole('button', { name: 'Create rule' }).click();
    await ruleDialog.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'Stream rules' }).getByText('customer_id must be present').waitFor();
    expect((await callApi(running.server, 'GET', `/streams/${streamId}`)).body.rules).toHaveLength(3);
    expect(errors).toEqual([]);
  });
});
