import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(120000);

// Every System menu entry, each opening its page.
const SYSTEM_ITEMS = ['Overview', 'Configurations', 'Nodes', 'Inputs', 'Outputs', 'Indices', 'Logging', 'Authentication', 'Users', 'Roles',
  'Content Packs', 'Grok Patterns', 'Message Decorators', 'Lookup Tables', 'Pipelines', 'Sidecars', 'Enterprise'];
/** Pages whose heading is not the menu entry's name. */
const HEADINGS: { [item: string]: RegExp } = {
  Indices: /^Indices & Index Sets$/, Authentication: /^Authentication Services$/, Enterprise: /^Graylog Enterprise$/,
};

const pageShows = async (page: Page, heading: RegExp) => {
  await page.getByRole('heading', { name: heading }).first().waitFor();
};

describe('navigation', () => {
  const running = useConsole();

  it('offers the admin only System menu items whose pages exist, and each opens its page', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    for (const item of SYSTEM_ITEMS) {
      await page.locator('#nav-system').click();
      await page.getByRole('link', { name: item, exact: true }).click();
      await pageShows(page, HEADINGS[item] ?? new RegExp(`^(system )?${item}$`, 'i'));
      expect(await page.getByRole('heading', { name: /page not found/i }).count()).toBe(0);
    }
    await page.locator('#nav-system').click();
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    await pageShows(page, /system overview/i);
    const system = await callApi(running.server, 'GET', '/system');
    await page.getByText(system.body.node_id).first().waitFor();
    expect(await page.title()).toBe('System overview - Graylog Console');
    await screenshot(page, 'system-overview');
    expect(errors).toEqual([]);
  });

  it('shows no main navigation item that would lead to a missing page', async () => {
    const { page } = await openPage(running.browser);
    await logIn(page, running.server.url);
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const item of ['Search', 'Streams', 'Dashboards', 'Sources']) {
      expect([item, await main.getByRole('link', { name: item, exact: true }).count()]).toEqual([item, 1]);
    }
    await main.getByRole('link', { name: 'Streams', exact: true }).click();
    await pageShows(page, /^Streams$/);
    // The Alerts menu: each entry opens its page.
    for (const [item, heading] of [['Alerts & Events', /^Alerts & Events$/], ['Event Definitions', /^Event Definitions$/],
      ['Notifications', /^Notifications$/], ['Legacy alerts', /^Legacy alerts$/]] as const) {
      await main.getByRole('button', { name: 'Alerts', exact: true }).click();
      await main.getByRole('link', { name: item, exact: true }).click();
      await pageShows(page, heading);
      expect(await page.getByRole('heading', { name: /page not found/i }).count()).toBe(0);
    }
    // "Edit profile" leads to the current user's edit page, which exists.
    await page.getByRole('button', { name: 'Administrator' }).click();
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await pageShows(page, /^Edit user admin$/);
  });

  it('shows a not-found page for unknown paths, whose link leads to a page that exists', async () => {
    const { page } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/no/such/page`);
    await pageShows(page, /page not found/i);
    expect(await page.title()).toBe('Page not found - Graylog Console');
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: /start page/i }).click();
    await page.waitForURL(`${running.server.url}/gettingstarted`);
  });

  it('sends a new admin who dismisses the guide to a page that exists, not to "not found"', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/gettingstarted`);
    await page.getByRole('button', { name: 'Dismiss guide' }).click();
    // The search is the default start page.
    await page.waitForURL(`${running.server.url}/search`);
    await pageShows(page, /^Search$/);
    expect(await page.getByRole('heading', { name: /page not found/i }).count()).toBe(0);
    // And from then on the start page goes there directly.
    await page.goto(`${running.server.url}/`);
    await page.waitForURL(`${running.server.url}/search`);
    expect(errors).toEqual([]);
  });

  it('hides what a restricted user may not use', async () => {
    const created = await callApi(running.server, 'POST', '/users', {
      username: 'streamreader',
      password: 'reader-secret',
      email: 'reader@example.org',
      full_name: 'Stream Reader',
      permissions: ['streams:read'],
      roles: [],
    });
    expect(created.status).toBe(201);
    const { page } = await openPage(running.browser);
    await logIn(page, running.server.url, 'streamreader', 'reader-secret');
    // The getting-started guide is for those who can set the platform up; a reader lands on the search.
    await page.waitForURL(`${running.server.url}/search`);
    await page.locator('#nav-system').click();
    await page.getByRole('link', { name: 'Overview', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Users', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Roles', exact: true }).count()).toBe(0);
    await screenshot(page, 'restricted-user-system-menu');
  });
});
