// Legacy alerting as an operator sets it up in the console: a message-count condition and an HTTP alarm
// callback on a stream (created on the pages, with a bad threshold and a URL missing from the whitelist refused
// first), the callback tested, then messages that open an alert, which /legacy/alerts and the stream's
// /alerts/?stream_id= page show with the history of the callback that reached the listener.
import http from 'http';
import type { AddressInfo } from 'net';

import type { Locator, Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi } from './support/server';
import { useConsole } from './support/setup';
import { startMessageFeed } from 'fixtures/viewsMessageFeed';

jest.setTimeout(240000);

const HTTP_CALLBACK_NAME = 'HTTP Alarm Callback [Deprecated]';

type Received = { path: string, body: { [key: string]: unknown } };

/** A local HTTP endpoint that records every POST it gets. */
const startListener = async () => {
  const received: Array<Received> = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => { text += String(chunk); });
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: text ? JSON.parse(text) : {} });
      response.writeHead(200);
      response.end();
    });
  });
  await new Promise<void>((resolve) => { server.listen(0, '127.0.0.1', resolve); });
  const { port } = server.address() as AddressInfo;
  return { received, url: (path: string) => `http://127.0.0.1:${port}${path}`, close: () => new Promise((resolve) => { server.close(resolve); }) };
};

const sleep = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

const waitFor = async <T>(what: string, read: () => Promise<T | undefined> | T | undefined, timeoutMs = 60000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what}`);
};

/** Waits until a dialog's opening transition has ended, so a screenshot shows it as the user sees it. */
const settled = (dialog: Locator) => dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));

const toast = (page: Page, text: string) => page.getByText(text, { exact: false }).first();

describe('legacy alerts', () => {
  // The server checks the conditions every second instead of every minute.
  const running = useConsole({ demoInput: false, alertCheckIntervalSeconds: 1 });
  let listener: Awaited<ReturnType<typeof startListener>>;

  beforeAll(async () => { listener = await startListener(); });
  afterAll(async () => { await listener?.close(); });

  it('alerts on a burst of stream messages through a condition and an HTTP callback set up on the pages', async () => {
    // Setup through the API, as a script would: a stream with one rule, running; the listener whitelisted.
    const sets = await callApi(running.server, 'GET', '/system/indices/index_sets?skip=0&limit=0&stats=false');
    const indexSetId = sets.body.index_sets.find((set: { default: boolean }) => set.default).id;
    const stream = await callApi(running.server, 'POST', '/streams', {
      title: 'Shop orders', description: 'legacy alerts e2e', matching_type: 'AND', remove_matches_from_default_stream: false, index_set_id: indexSetId,
      rules: [{ field: 'app', type: 1, value: 'shop', inverted: false, description: '' }],
    });
    expect(stream.status).toBeLessThan(300);
    const streamId: string = stream.body.stream_id;
    expect((await callApi(running.server, 'POST', `/streams/${streamId}/resume`)).status).toBeLessThan(300);
    const hook = listener.url('/hook');
    const whitelisted = await callApi(running.server, 'PUT', '/system/urlwhitelist', {
      entries: [{ id: 'legacy-e2e', type: 'literal', value: hook, title: 'e2e listener' }], disabled: false,
    });
    expect(whitelisted.status).toBeLessThan(300);
    const feed = await startMessageFeed(running.server, 'Legacy alerts feed');

    const { page, errors } = await openPage(running.browser);
    await page.setViewportSize({ width: 1400, height: 900 });
    await logIn(page, running.server.url);

    // A message-count condition, created on the page; a threshold the server cannot use is refused at its field.
    await page.goto(`${running.server.url}/legacy/alerts/conditions`);
    await page.getByRole('heading', { name: 'Alert conditions' }).waitFor();
    await page.getByText('No conditions yet').waitFor();
    await page.getByRole('link', { name: 'Add new condition' }).click();
    await page.getByRole('combobox', { name: 'Stream', exact: true }).selectOption({ label: 'Shop orders' });
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Message Count Alert Condition' });
    await page.getByLabel('Title').fill('Order burst');
    await page.getByLabel('Time Range').fill('5');
    await page.getByRole('spinbutton', { name: 'Threshold', exact: true }).fill('-1');
    await page.getByRole('button', { name: 'Create condition' }).click();
    const thresholdError = page.locator('.invalid-feedback', { hasText: /Threshold must be a whole number/ });
    await thresholdError.waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Threshold', exact: true }).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'legacy-alerts-condition-refused');
    expect((await callApi(running.server, 'GET', `/streams/${streamId}/alerts/conditions`)).body.total).toBe(0);
    await page.getByRole('spinbutton', { name: 'Threshold', exact: true }).fill('2');
    await page.getByRole('button', { name: 'Create condition' }).click();
    await toast(page, 'Condition created successfully').waitFor();
    await page.getByRole('heading', { name: 'Alert conditions' }).waitFor();
    const conditionRow = page.getByRole('row').filter({ hasText: 'Order burst' });
    await conditionRow.getByText('Shop orders').waitFor();
    await conditionRow.getByText('Message Count Alert Condition').waitFor();
    const [condition] = (await callApi(running.server, 'GET', `/streams/${streamId}/alerts/conditions`)).body.conditions;
    expect(condition).toMatchObject({ type: 'message_count', title: 'Order burst', parameters: { threshold: 2, time: 5, threshold_type: 'MORE' } });

    // An HTTP callback: an address missing from the whitelist is refused with the server's message.
    await page.goto(`${running.server.url}/legacy/alerts/notifications`);
    await page.getByRole('link', { name: 'Add new notification' }).click();
    await page.getByRole('combobox', { name: 'Stream', exact: true }).selectOption({ label: 'Shop orders' });
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: HTTP_CALLBACK_NAME });
    await page.getByLabel('Title').fill('Shop hook');
    await page.getByLabel('URL').fill(listener.url('/elsewhere'));
    await page.getByRole('button', { name: 'Create notification' }).click();
    await page.getByText(/^Saving alert notification failed with status: .*whitelist/i).waitFor();
    await page.locator('.invalid-feedback', { hasText: /whitelist/i }).waitFor();
    await screenshot(page, 'legacy-alerts-notification-refused');
    expect((await callApi(running.server, 'GET', `/streams/${streamId}/alarmcallbacks`)).body.total).toBe(0);
    await page.getByLabel('URL').fill(hook);
    await page.getByRole('button', { name: 'Create notification' }).click();
    await toast(page, 'Alert notification saved successfully').waitFor();
    const callbackRow = page.getByRole('row').filter({ hasText: 'Shop hook' });
    await callbackRow.getByText(hook).waitFor();

    // Tested before it is trusted: the listener receives the test alert.
    await callbackRow.getByRole('button', { name: 'Test notification Shop hook' }).click();
    await toast(page, 'Test notification was sent successfully').waitFor();
    await waitFor('the test notification', () => listener.received.find((request) => request.path === '/hook'));
    await screenshot(page, 'legacy-alerts-notifications');
    const afterTest = listener.received.length;

    // Messages of the stream open an alert, which calls the callback.
    await feed.send('shop-01', 3, { _app: 'shop' });
    await feed.send('blog-01', 2, { _app: 'blog' });
    await feed.waitForCount('app:shop', 3);
    await waitFor('an alert of the stream', async () => {
      const alerts = await callApi(running.server, 'GET', '/streams/alerts/paginated?skip=0&limit=10&state=any');
      return alerts.body.total > 0 ? alerts.body : undefined;
    });
    const delivered = await waitFor('the alert at the listener', () => listener.received.slice(afterTest).find((request) => request.path === '/hook'));
    expect(JSON.stringify(delivered.body)).toContain('Shop orders');

    await page.goto(`${running.server.url}/legacy/alerts`);
    await page.getByRole('heading', { name: 'Legacy alerts' }).waitFor();
    const alertRow = page.getByRole('row').filter({ hasText: 'Order burst' });
    await alertRow.getByText('Unresolved').waitFor();
    await alertRow.getByRole('link', { name: 'Shop orders' }).waitFor();
    await screenshot(page, 'legacy-alerts-list');
    await page.getByLabel('State', { exact: true }).selectOption('resolved');
    await page.getByText('No resolved alerts.').waitFor();
    expect(page.url()).toContain('state=resolved');
    await page.getByLabel('State', { exact: true }).selectOption('any');
    await alertRow.getByRole('button', { name: /^Show history of the alert of Order burst/ }).click();
    const history = page.getByRole('dialog', { name: 'Alert of Order burst' });
    const entry = history.getByRole('listitem').filter({ hasText: 'Shop hook' }).first();
    await entry.getByText('Sent').waitFor();
    await settled(history);
    await screenshot(page, 'legacy-alerts-history');
    await history.locator('.modal-footer').getByRole('button', { name: 'Close' }).click();

    // The stream's own page: its alert, condition (tested here) and callback.
    await alertRow.getByRole('link', { name: 'Shop orders' }).click();
    await page.getByRole('heading', { name: 'Legacy alerts of stream Shop orders' }).waitFor();
    expect(page.url()).toContain(`/alerts/?stream_id=${streamId}`);
    const streamAlerts = page.locator('#entity-table-stream-legacy-alerts');
    await streamAlerts.getByText('Order burst').waitFor();
    await page.locator('#entity-table-stream-legacy-notifications').getByText('Shop hook').waitFor();
    await page.getByRole('button', { name: 'Test condition Order burst' }).click();
    const test = page.getByRole('dialog', { name: 'Test of Order burst' });
    await test.getByText('Condition triggered').waitFor();
    await test.getByText(/received 3 messages in the last 5 minutes/).waitFor();
    await settled(test);
    await screenshot(page, 'legacy-alerts-condition-test');
    await test.locator('.modal-footer').getByRole('button', { name: 'Close' }).click();
    await streamAlerts.getByRole('button', { name: /^Show history of the alert of Order burst/ }).click();
    await page.getByRole('dialog', { name: 'Alert of Order burst' }).getByText('Sent').first().waitFor();
    await page.getByRole('dialog', { name: 'Alert of Order burst' }).locator('.modal-footer').getByRole('button', { name: 'Close' }).click();
    await screenshot(page, 'legacy-alerts-stream');

    // The stream's test alert goes to its callback too.
    const beforeDummy = listener.received.length;
    await page.getByRole('button', { name: 'Send test alert' }).click();
    await toast(page, 'Test alert was sent successfully').waitFor();
    await waitFor('the test alert at the listener', () => listener.received.slice(beforeDummy).find((request) => request.path === '/hook'));
    expect(errors).toEqual([]);
  });
});
