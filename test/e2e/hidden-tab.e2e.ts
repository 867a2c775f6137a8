// Every poll of the console stops while its tab is hidden, while nobody is logged in and while the server is
// marked unavailable (all but the server ping, which notices its return), and asks at once when that ends. Headless Chromium keeps every page visible whatever is done to its window (another page
// in front, a minimised window through CDP Browser.setWindowBounds, Page.setWebLifecycleState: all tried, the
// page still says "visible"), so the tab's visibility is emulated: document.visibilityState and
// document.hidden answer what the test says, and a visibilitychange event tells the page, as a browser does.
import type { Page, Request } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { startServer } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(240000);

declare global {
  interface Window { setTabHidden?: (hidden: boolean) => void }
}

const emulateTabVisibility = (page: Page) => page.addInitScript(() => {
  let hidden = false;
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
  window.setTabHidden = (value: boolean) => {
    hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  };
});

const setTabHidden = (page: Page, hidden: boolean) => page.evaluate((value) => window.setTabHidden?.(value), hidden);

/** The API calls the page sends from now on (paths only), until `stop()`. */
const recordApiCalls = (page: Page) => {
  const calls: Array<string> = [];
  const record = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
  };
  page.on('request', record);
  return { calls, stop: () => page.off('request', record) };
};

const sleep = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

describe('a hidden tab', () => {
  const running = useConsole();

  it('sends no request for a minute while hidden, and asks at once when shown again', async () => {
    const { page, errors } = await openPage(running.browser);
    await emulateTabVisibility(page);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/system/overview`);
    await page.getByRole('heading', { name: /system overview/i }).waitFor();

    // The overview polls (system, jobs, throughput metrics) every few seconds while it shows.
    const visible = recordApiCalls(page);
    await sleep(6000);
    visible.stop();
    expect(visible.calls.length).toBeGreaterThan(0);

    await setTabHidden(page, true);
    const hidden = recordApiCalls(page);
    await sleep(60000);
    hidden.stop();
    expect(hidden.calls).toEqual([]);

    const shown = recordApiCalls(page);
    const firstCall = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/'), { timeout: 1000 });
    await setTabHidden(page, false);
    await firstCall;
    await sleep(500);
    shown.stop();
    // Every poll on the page asks at once, not one of them alone.
    expect(shown.calls).toEqual(expect.arrayContaining(['GET /api/system']));
    await screenshot(page, 'hidden-tab-shown-again');
    expect(errors).toEqual([]);
  });

  it('sends no poll while logged out, not even the server ping', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/system/overview`);
    await page.getByRole('heading', { name: /system overview/i }).waitFor();
    await page.getByRole('button', { name: /administrator|admin/i }).first().click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByLabel('Username').waitFor();

    // Longer than the server ping's interval (20 s).
    const loggedOut = recordApiCalls(page);
    await sleep(25000);
    loggedOut.stop();
    expect(loggedOut.calls).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('sends only the server ping while the server is unavailable, and every poll asks at once when it is back', async () => {
    let own = await startServer({ demoInput: false });
    try {
      const { page } = await openPage(running.browser);
      await logIn(page, own.url);
      await page.goto(`${own.url}/system/overview`);
      await page.getByRole('heading', { name: /system overview/i }).waitFor();

      await own.stop();
      // The overview's next poll finds no server, which marks it unavailable.
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Server currently unavailable').waitFor({ timeout: 30000 });
      const away = recordApiCalls(page);
      await sleep(15000);
      away.stop();
      // Before: every 2 s a metrics call and a jobs call, each refused. Now at most the ping (every 20 s).
      expect(away.calls.filter((call) => call !== 'GET /api/system' && call !== 'GET /api/')).toEqual([]);
      expect(away.calls.length).toBeLessThanOrEqual(1);

      own = await startServer({ port: own.port, dataDir: own.dataDir, demoInput: false });
      const back = recordApiCalls(page);
      await dialog.getByRole('button', { name: 'Retry now' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 10000 });
      await sleep(1000);
      back.stop();
      // The overview's polls did not wait out their intervals.
      expect(back.calls).toEqual(expect.arrayContaining(['POST /api/cluster/metrics/multiple', 'GET /api/cluster/jobs']));
    } finally {
      await own.stop();
    }
  });
});
