// Operating the server from the console: a logger's level changed on /system/logging changes what the server
// logs; a notification raised by an input that cannot bind its port shows on /system/overview and is dismissed;
// each cluster configuration on /system/configurations is edited and saved (a bad value refused at its field);
// a Reader sees the configurations but no Edit button; the overview pages through the server's system messages.
import net from 'net';

import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi, freePort } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(240000);

const GELF_TCP = 'org.graylog2.inputs.gelf.tcp.GELFTCPInput';
const ACCESS_LOG = 'org.graylog2.shared.rest.RestAccessLogFilter';

const sleep = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

const waitUntil = async <T>(what: string, probe: () => Promise<T | undefined>): Promise<T> => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = await probe();
    if (found !== undefined) return found;
    await sleep(200);
  }
  throw new Error(`gave up waiting for ${what}`);
};

const openAt1400 = async (running: ReturnType<typeof useConsole>, username?: string, password?: string) => {
  const { page, errors } = await openPage(running.browser);
  await page.setViewportSize({ width: 1400, height: 900 });
  await logIn(page, running.server.url, username, password);
  return { page, errors };
};

const section = (page: Page, title: string) => page.getByRole('region', { name: title });

const saveDialog = async (page: Page, name: string) => {
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Update configuration' }).click();
  await dialog.waitFor({ state: 'detached' });
};

describe('system', () => {
  const running = useConsole({ demoInput: false });

  it('changes a logger\'s level, and the server logs at it', async () => {
    const { page, errors } = await openAt1400(running);
    await page.goto(`${running.server.url}/system/logging`);
    await page.getByRole('heading', { name: 'Logging', exact: true }).waitFor();
    await page.getByRole('table', { name: 'Logger subsystems' }).getByText('Graylog', { exact: true }).waitFor();

    // The server's request log (Graylog's class name) logs each API request at DEBUG.
    await page.getByPlaceholder('Filter loggers by name').fill(ACCESS_LOG);
    const level = page.getByLabel(`Level of ${ACCESS_LOG}`, { exact: true });
    const loggerRows = page.locator('#entity-table-loggers tbody tr');
    await waitUntil('the filtered loggers', async () => ((await loggerRows.count()) === 1 ? true : undefined));
    await level.selectOption('debug');
    await page.getByText(`The level of logger "${ACCESS_LOG}" was changed to debug.`).waitFor();
    await waitUntil('the new level in the list', async () => ((await level.inputValue()) === 'debug' ? true : undefined));
    const loggers = await callApi(running.server, 'GET', '/system/loggers');
    expect(loggers.body.loggers[ACCESS_LOG].level.toLowerCase()).toBe('debug');

    // Requests made since are logged at DEBUG by that logger; the recent messages show them, newest first.
    await callApi(running.server, 'GET', '/system');
    const messages = page.locator('#entity-table-recent-log-messages');
    await page.getByLabel('Lowest level shown').selectOption('debug');
    await page.getByRole('button', { name: 'Refresh' }).click();
    const debugRow = messages.getByRole('row').filter({ hasText: ACCESS_LOG }).filter({ hasText: 'DEBUG' }).first();
    await debugRow.waitFor();
    await screenshot(page, 'system-logging');

    await level.selectOption('info');
    await page.getByText(`The level of logger "${ACCESS_LOG}" was changed to info.`).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows a notification raised by an input that cannot bind its port, and dismisses it', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => { blocker.listen(port, '127.0.0.1', resolve); });
    try {
      const created = await callApi(running.server, 'POST', '/system/inputs', {
        title: 'Blocked GELF', type: GELF_TCP, global: true, configuration: { bind_address: '127.0.0.1', port },
      });
      expect(created.status).toBe(201);
      await callApi(running.server, 'PUT', `/system/inputstates/${created.body.id}`);
      await waitUntil('the input_failed_to_start notification', async () => {
        const listed = await callApi(running.server, 'GET', '/system/notifications');
        return listed.body.notifications.find((notification: { type: string }) => notification.type === 'input_failed_to_start');
      });

      const { page, errors } = await openAt1400(running);
      await page.goto(`${running.server.url}/system/overview`);
      const item = page.locator('[data-notification-type="input_failed_to_start"]');
      await item.getByText('An input failed to start').waitFor();
      await item.getByText(/Input Blocked GELF could not start/).waitFor();
      expect(await item.getByRole('link', { name: 'Go to the inputs' }).getAttribute('href')).toBe('/system/inputs');
      await page.getByRole('link', { name: 'No indexer failures in the last 24 hours' }).waitFor();
      expect(await page.getByRole('link', { name: 'No indexer failures in the last 24 hours' }).getAttribute('href')).toBe('/system/indices/failures');
      await page.getByText('No system jobs are running.').waitFor();
      await page.getByText('Your web browser').waitFor();
      await screenshot(page, 'system-overview');

      await item.getByRole('button', { name: /^Dismiss/ }).click();
      await item.waitFor({ state: 'detached' });
      const listed = await callApi(running.server, 'GET', '/system/notifications');
      expect(listed.body.notifications.map((notification: { type: string }) => notification.type)).not.toContain('input_failed_to_start');
      expect(errors).toEqual([]);
    } finally {
      await new Promise((resolve) => { blocker.close(resolve); });
    }
  });

  it('edits and saves each cluster configuration, refusing bad values at their fields', async () => {
    const { page, errors } = await openAt1400(running);
    await page.goto(`${running.server.url}/system/configurations`);
    await page.getByRole('heading', { name: 'Configurations', exact: true }).waitFor();
    await section(page, 'Search configuration').getByText('No limit').waitFor();
    await screenshot(page, 'system-configurations');

    // Search: a limit that is no period is refused at its field, nothing is saved; then a real one is.
    await page.getByRole('button', { name: 'Edit search configuration' }).click();
    const search = page.getByRole('dialog', { name: 'Update search configuration' });
    await search.getByLabel('Limit how far back a search may reach').check();
    const limit = search.getByLabel('Query time range limit');
    await limit.fill('one month');
    await search.getByRole('button', { name: 'Update configuration' }).click();
    await search.getByText('Enter an ISO 8601 period, e.g. PT5M for 5 minutes or P1D for a day.').waitFor();
    expect(await limit.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'system-configurations-search-refused');
    await limit.fill('P30D');
    await search.getByLabel('Relative option 1: description').fill('Last five minutes');
    await saveDialog(page, 'Update search configuration');
    await page.getByText('Configuration updated successfully').first().waitFor();
    await section(page, 'Search configuration').getByText('(30 days)').waitFor();
    const searches = await callApi(running.server, 'GET', '/system/cluster_config/org.graylog2.indexer.searches.SearchesClusterConfig');
    expect(searches.body.query_time_range_limit).toBe('P30D');
    expect(searches.body.relative_timerange_options.PT5M).toBe('Last five minutes');

    // Events: a negative backlog is refused at its field; seconds are stored as milliseconds.
    await page.getByRole('button', { name: 'Edit events configuration' }).click();
    const events = page.getByRole('dialog', { name: 'Update events configuration' });
    await events.getByLabel('Default notification backlog').fill('-1');
    await events.getByRole('button', { name: 'Update configuration' }).click();
    await events.getByText('Enter at least 0.').waitFor();
    await events.getByLabel('Default notification backlog').fill('5000');
    await events.getByRole('button', { name: 'Update configuration' }).click();
    await events.getByText('Enter at most 1000.').waitFor();
    await events.getByLabel('Default notification backlog').fill('20');
    await events.getByLabel('Search timeout (seconds)').fill('90');
    await saveDialog(page, 'Update events configuration');
    await section(page, 'Events configuration').getByText('90 seconds').waitFor();
    const eventsConfig = await callApi(running.server, 'GET', '/system/cluster_config/org.graylog.events.configuration.EventsConfiguration');
    expect(eventsConfig.body).toMatchObject({ events_search_timeout: 90000, events_notification_default_backlog: 20 });

    // Sidecars.
    await page.getByRole('button', { name: 'Edit sidecars configuration' }).click();
    const sidecars = page.getByRole('dialog', { name: 'Update sidecars configuration' });
    await sidecars.getByLabel('Update interval').fill('PT1M');
    await saveDialog(page, 'Update sidecars configuration');
    await section(page, 'Sidecars configuration').getByText('PT30S').waitFor({ state: 'detached' });
    const sidecarConfig = await callApi(running.server, 'GET', '/system/cluster_config/org.graylog.plugins.sidecar.system.SidecarConfiguration');
    expect(sidecarConfig.body.sidecar_update_interval).toBe('PT1M');

    // URL whitelist: an entry without a URL is refused in place; a complete one is saved.
    await page.getByRole('button', { name: 'Edit url whitelist configuration' }).click();
    const whitelist = page.getByRole('dialog', { name: 'Update URL whitelist configuration' });
    await whitelist.getByRole('button', { name: 'Add URL' }).click();
    const last = await whitelist.getByLabel(/^Entry \d+: title$/).count();
    await whitelist.getByLabel(`Entry ${last}: title`).fill('Alert hooks');
    await whitelist.getByRole('button', { name: 'Update configuration' }).click();
    await whitelist.getByText('Enter a URL.').waitFor();
    await whitelist.getByLabel(`Entry ${last}: URL`).fill('https://hooks.example.org/alerts');
    await saveDialog(page, 'Update URL whitelist configuration');
    await page.getByText('Url Whitelist Configuration updated successfully').waitFor();
    await section(page, 'URL whitelist configuration').getByText('https://hooks.example.org/alerts').waitFor();

    // Message processors: the same form as their own page, in a dialog like the others'.
    const before = await callApi(running.server, 'GET', '/system/messageprocessors/config');
    await page.getByRole('button', { name: 'Edit message processors configuration' }).click();
    const processors = page.getByRole('dialog', { name: 'Update message processors configuration' });
    const down = processors.getByRole('button', { name: /^Move .* down$/ }).first();
    expect(await down.innerText()).toBe('↓');
    await down.click();
    await saveDialog(page, 'Update message processors configuration');
    const order = await callApi(running.server, 'GET', '/system/messageprocessors/config');
    expect(order.status).toBe(200);
    const names = (config: { body: { processor_order: Array<{ name: string }> } }) => config.body.processor_order.map((processor) => processor.name);
    expect(names(order)).toEqual([names(before)[1], names(before)[0], ...names(before).slice(2)]);
    await section(page, 'Message processors configuration').getByText(`1. ${names(order)[0]}`).waitFor();
    await screenshot(page, 'system-configurations-saved');
    expect(errors).toEqual([]);
  });

  it('shows a Reader the configurations without Edit buttons', async () => {
    const created = await callApi(running.server, 'POST', '/users', {
      username: 'rita', password: 'rita-Secret-4', email: 'rita@example.org', full_name: 'Rita Reader', permissions: [], roles: ['Reader'],
    });
    expect(created.status).toBe(201);
    const { page, errors } = await openAt1400(running, 'rita', 'rita-Secret-4');
    await page.goto(`${running.server.url}/system/configurations`);
    await section(page, 'Search configuration').getByText('(30 days)').waitFor();
    await section(page, 'Events configuration').getByText('90 seconds').waitFor();
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await screenshot(page, 'system-configurations-reader');
    await page.goto(`${running.server.url}/system/overview`);
    await page.getByRole('heading', { name: 'Node', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'System messages' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('pages through the system messages on the overview, newest first', async () => {
    // Each pause and resume is a system message: with the start, 33 messages, two pages of 30.
    for (let turn = 0; turn < 16; turn += 1) {
      await callApi(running.server, 'PUT', '/system/processing/pause');
      await callApi(running.server, 'PUT', '/system/processing/resume');
    }
    const listed = await callApi(running.server, 'GET', '/system/messages?page=1');
    expect(listed.body.messages[0].content).toBe('Resumed message processing - triggered by REST call.');
    const { total } = listed.body as { total: number };

    const { page, errors } = await openAt1400(running);
    await page.goto(`${running.server.url}/system/overview`);
    const messages = page.getByRole('table', { name: 'System messages' });
    await messages.getByText('Resumed message processing - triggered by REST call.').first().waitFor();
    expect(await messages.locator('tbody tr').count()).toBe(30);
    await page.getByText(`Showing 1-30 of ${total} system messages`).waitFor();
    await screenshot(page, 'system-overview-messages');

    const lastPage = Math.ceil(total / 30);
    await page.getByRole('navigation', { name: 'System messages pages' }).getByRole('button', { name: `Page ${lastPage}` }).click();
    await messages.getByText('Started up.').waitFor();
    expect(await messages.locator('tbody tr').count()).toBe(total - 30 * (lastPage - 1));
    expect(errors).toEqual([]);
  });
});
