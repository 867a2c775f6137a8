import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(120000);

const SYSTEM_ITEMS = ['Overview', 'Configurations', 'Nodes', 'Inputs', 'Outputs', 'Indices', 'Logging', 'Authentication',
  'Users', 'Roles', 'Content Packs', 'Grok Patterns', 'Lookup Tables', 'Pipelines', 'Sidecars', 'Enterprise'];

const pageShows = async (page: Page, heading: RegExp) => {
  await page.getByRole('heading', { name: heading }).first().waitFor();
};

describe('navigation', () => {
  const running = useConsole();

  it('takes the admin from every System menu item to its page or the not-found page', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    for (const item of SYSTEM_ITEMS) {
      await page.getByRole('button', { name: 'System' }).click();
      await page.getByRole('link', { name: item, exact: true }).click();
      await pageShows(page, /system overview|page not found/i);
    }
    await page.getByRole('button', { name: 'System' }).click();
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    await pageShows(page, /system overview/i);
    const system = await callApi(running.server, 'GET', '/system');
    await page.getByText(system.body.node_id).first().waitFor();
    await screenshot(page, 'system-overview');
    expect(errors).toEqual([]);
  });

  it('takes the admin from every main navigation item to a page', async () => {
    const { page } = await openPage(running.browser);
    await logIn(page, running.server.url);
    for (const item of ['Search', 'Streams', 'Dashboards', 'Sources']) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: item, exact: true }).click();
      await pageShows(page, /page not found|search|streams|dashboards|sources/i);
    }
    await page.getByRole('button', { name: 'Alerts' }).click();
    await page.getByRole('link', { name: 'Event Definitions' }).click();
    await pageShows(page, /page not found/i);
  });

  it('shows a not-found page for unknown paths', async () => {
    const { page } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/no/such/page`);
    await pageShows(page, /page not found/i);
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: /start page/i }).click();
    await page.waitForURL(`${running.server.url}/gettingstarted`);
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
    // The getting-started guide is for those who can set the platform up; a reader goes to the search.
    await page.waitForURL(`${running.server.url}/search`);
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('link', { name: 'Streams', exact: true }).waitFor();
    expect(await navigation.getByRole('link', { name: 'Search', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'System' }).click();
    await page.getByRole('link', { name: 'Nodes', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Inputs', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Users', exact: true }).count()).toBe(0);
    await screenshot(page, 'restricted-user-system-menu');
  });
});
