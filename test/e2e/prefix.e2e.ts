import type { Browser } from 'playwright-core';

import { launchBrowser, logIn, openPage, screenshot } from './support/browser';
import { RunningServer, startServer } from './support/server';

jest.setTimeout(90000);

describe('the console under an application path prefix', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ prefix: '/console', plugins: ['/plugins/example/example.js'] });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves every route, link and API call under the prefix', async () => {
    const { page, errors } = await openPage(browser);
    const outside: Array<string> = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.host === `127.0.0.1:${server.port}` && !url.pathname.startsWith('/console')) {
        outside.push(url.pathname);
      }
    });
    await logIn(page, server.url);
    await page.waitForURL(`${server.url}/gettingstarted`);

    await page.getByRole('button', { name: 'System' }).click();
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    await page.waitForURL(`${server.url}/system/overview`);
    await page.getByRole('heading', { name: /system overview/i }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Example', exact: true }).click();
    await page.waitForURL(`${server.url}/example`);
    await page.getByRole('heading', { name: 'Plugin example' }).waitFor();

    // A deep link loaded directly works too.
    await page.goto(`${server.url}/system/overview`);
    await page.getByRole('heading', { name: /system overview/i }).waitFor();
    await screenshot(page, 'prefix-system-overview');

    await page.goto(`${server.url}/nothing/here`);
    await page.getByRole('heading', { name: /page not found/i }).waitFor();
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });
});
