import type { Browser } from 'playwright-core';

import { launchBrowser, logIn, openPage, screenshot } from './support/browser';
import { RunningServer, startServer } from './support/server';

jest.setTimeout(120000);

describe('server availability', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the unavailable state when the server stops and clears it by itself when it is back', async () => {
    const { page } = await openPage(browser);
    await logIn(page, server.url);
    await page.getByRole('button', { name: 'System' }).click();
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    await page.getByRole('heading', { name: /system overview/i }).waitFor();

    await server.stop();
    // The console's next ping (every 20 s) finds no server.
    await page.getByText('Server currently unavailable').waitFor({ timeout: 30000 });
    await screenshot(page, 'server-unavailable');

    server = await startServer({ port: server.port, dataDir: server.dataDir });
    // The console pings every 20 s; it recovers without a reload and the session is still valid.
    await page.getByText('Server currently unavailable').waitFor({ state: 'hidden', timeout: 45000 });
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(page.url()).toBe(`${server.url}/system/overview`);
  });
});
