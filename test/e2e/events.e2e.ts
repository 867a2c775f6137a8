// Alerting as an operator sets it up: an HTTP notification to a listener of the test (whitelisted through the
// API first), tested before it is saved; an aggregation event definition (count() > 2) built with the wizard;
// a burst of messages; then the event on /alerts and the notification at the listener. Failure paths: a
// query that does not parse is refused at the query field, and a URL outside the whitelist is refused with
// the server's reason at the URL field, neither with a toast.
import http from 'http';
import type { AddressInfo } from 'net';

import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi, freePort } from './support/server';
import { useConsole } from './support/setup';
import { startMessageFeed } from 'fixtures/viewsMessageFeed';

jest.setTimeout(240000);

const sleep = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

type Listener = { url: string, bodies: Array<string>, close: () => Promise<void> };

/** A local HTTP server that keeps every POSTed body. */
const startListener = (): Promise<Listener> => new Promise((resolve) => {
  const bodies: Array<string> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => { body += chunk; });
    request.on('end', () => {
      bodies.push(body);
      response.writeHead(200);
      response.end();
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    resolve({ url: `http://127.0.0.1:${port}/hook`, bodies, close: () => new Promise((done) => { server.close(() => done()); }) });
  });
});

const waitFor = async (condition: () => boolean, what: string, timeoutMs = 90000) => {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
};

const errorToasts = (page: Page) => page.locator('.toast-error').count();

describe('alerts: notifications, event definitions and events', () => {
  const running = useConsole({ demoInput: false });
  let listener: Listener;

  beforeAll(async () => {
    listener = await startListener();
    const saved = await callApi(running.server, 'PUT', '/system/urlwhitelist', {
      entries: [{ id: 'e2e-hook', type: 'literal', value: listener.url, title: 'e2e listener' }], disabled: false,
    });
    expect(saved.status).toBeLessThan(300);
  });
  afterAll(async () => { await listener?.close(); });

  it('refuses a notification whose URL is not whitelisted, with the server\'s reason at the URL field', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/alerts/notifications/new`);
    await page.getByRole('heading', { name: 'New Notification' }).waitFor();
    await page.getByLabel('Title').fill('Outside hook');
    const outside = `http://127.0.0.1:${await freePort()}/nope`;
    await page.getByLabel('URL', { exact: true }).fill(outside);
    await page.getByText('The URL is not in the URL whitelist').waitFor();
    await page.getByRole('button', { name: 'Create notification' }).click();
    await page.locator('.invalid-feedback').filter({ hasText: /not whitelisted/ }).waitFor();
    await screenshot(page, 'event-notification-refused-url');
    expect(await errorToasts(page)).toBe(0);
    expect((await callApi(running.server, 'GET', '/events/notifications?per_page=0')).body.notifications).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('tests and saves an HTTP notification, builds an aggregation definition, and sees its event and notification', async () => {
    const { page, errors } = await openPage(running.browser);
    await page.setViewportSize({ width: 1400, height: 900 });
    await logIn(page, running.server.url);

    // The notification, tested before it is saved.
    await page.goto(`${running.server.url}/alerts/notifications`);
    await page.getByText('No notifications to show').waitFor();
    await page.getByRole('link', { name: 'Create notification' }).first().click();
    await page.getByRole('heading', { name: 'New Notification' }).waitFor();
    await page.getByLabel('Title').fill('E2E hook');
    await page.getByLabel('URL', { exact: true }).fill(listener.url);
    await page.getByText('The URL is in the URL whitelist.').waitFor();
    await page.getByRole('button', { name: 'Test notification' }).click();
    await page.locator('#toast-container .toast-success').filter({ hasText: 'Test notification was sent successfully' }).waitFor();
    await waitFor(() => listener.bodies.length >= 1, 'the test notification');
    await screenshot(page, 'event-notification-form');
    await page.getByRole('button', { name: 'Create notification' }).click();
    await page.getByRole('heading', { name: 'Notification "E2E hook"' }).waitFor();
    await screenshot(page, 'event-notification-details');
    await page.goto(`${running.server.url}/alerts/notifications`);
    await page.getByRole('row').filter({ hasText: 'E2E hook' }).waitFor();
    await screenshot(page, 'event-notifications-list');

    // The definition, step by step.
    const marker = `burst${Date.now()}`;
    await page.goto(`${running.server.url}/alerts/definitions/new`);
    await page.getByRole('heading', { name: 'New Event Definition' }).waitFor();
    await page.getByLabel('Title').fill('E2E burst');
    await page.getByLabel('Priority').selectOption('3');
    await screenshot(page, 'event-definition-step-details');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Condition', exact: true }).waitFor();
    await page.getByLabel(/^Aggregation/).check();
    await page.getByLabel('Search query').fill('marker:(');
    await page.getByLabel('Search within the last', { exact: true }).fill('1');
    await page.getByLabel('Search within the last: unit').selectOption('minutes');
    await page.getByLabel('Execute search every', { exact: true }).fill('1');
    await page.getByLabel('Execute search every: unit').selectOption('seconds');
    await page.getByLabel('Condition 1: value').fill('2');
    await page.getByRole('button', { name: 'Next' }).click();
    // A query that does not parse stays at its field; nothing is saved and nothing is toasted.
    await page.locator('[id$="-query-error"]').waitFor();
    await screenshot(page, 'event-definition-bad-query');
    expect(await errorToasts(page)).toBe(0);
    await page.getByLabel('Search query').fill(`marker:${marker}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Fields', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Notifications', exact: true }).waitFor();
    await page.getByLabel('Notifications', { exact: true }).selectOption({ label: 'E2E hook' });
    await page.getByLabel('Grace period', { exact: true }).fill('0');
    await screenshot(page, 'event-definition-step-notifications');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Summary', exact: true }).waitFor();
    await page.getByText('count() > 2').waitFor();
    await screenshot(page, 'event-definition-step-summary');
    await page.getByRole('button', { name: 'Create event definition' }).click();
    await page.getByRole('heading', { name: 'Event Definition "E2E burst"' }).waitFor();
    await page.getByText('Enabled', { exact: true }).waitFor();
    await screenshot(page, 'event-definition-details');

    const definitions = (await callApi(running.server, 'GET', '/events/definitions?per_page=0')).body.event_definitions;
    expect(definitions).toHaveLength(1);
    expect(definitions[0]).toMatchObject({ title: 'E2E burst', priority: 3, alert: true, config: { type: 'aggregation-v1', query: `marker:${marker}` } });

    await page.goto(`${running.server.url}/alerts/definitions`);
    await page.getByRole('row').filter({ hasText: 'E2E burst' }).getByText('Enabled').waitFor();
    await screenshot(page, 'event-definitions-list');

    // The burst: three matching messages, more than the threshold of 2.
    const before = listener.bodies.length;
    const feed = await startMessageFeed(running.server, 'Burst feed');
    await feed.send('shop-01', 3, { _marker: marker });
    await feed.waitForCount(`marker:${marker}`, 3);
    await waitFor(() => listener.bodies.slice(before).some((body) => body.includes('E2E burst')), 'the event\'s notification');

    await page.goto(`${running.server.url}/alerts`);
    await page.getByRole('heading', { name: 'Alerts & Events' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'E2E burst' }).first();
    await row.waitFor();
    await row.getByText('High').waitFor();
    await row.getByRole('button', { name: /^Show details of/ }).click();
    await page.getByText('Source streams').waitFor();
    await screenshot(page, 'alerts-events');
    expect(await errorToasts(page)).toBe(0);

    // The search is in the URL: a reload keeps the filter and the page size.
    await page.locator('#events-filter').selectOption('include');
    await page.waitForURL(/[?&]filter=include/);
    await page.locator('#events-per-page').selectOption('50');
    await page.waitForURL(/[?&]per_page=50/);
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'E2E burst' }).first().waitFor();
    expect(await page.locator('#events-filter').inputValue()).toBe('include');
    expect(await page.locator('#events-per-page').inputValue()).toBe('50');

    // Replay search: the definition's query in the event's time range finds the burst.
    await page.getByRole('row').filter({ hasText: 'E2E burst' }).first().getByRole('button', { name: /^Show details of/ }).click();
    await page.getByRole('link', { name: 'Replay search' }).first().click();
    await page.getByTestId('search-total').filter({ hasText: 'Found 3 messages' }).waitFor();
    expect(page.url()).toContain(`q=marker%3A${marker}`);
    expect(page.url()).toContain('rangetype=absolute');
    expect(await errorToasts(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
