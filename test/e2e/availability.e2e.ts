import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi, startServer } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(180000);

/** The overview's "Started" time, as the machine-readable instant of its <time> element. */
const shownStart = (page: Page) => page.locator('time').first().getAttribute('datetime');

describe('server availability', () => {
  const running = useConsole();

  const openOverview = async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/system/overview`);
    await page.getByRole('heading', { name: /system overview/i }).waitFor();
    return { page, errors };
  };

  const restart = async () => {
    running.server = await startServer({ port: running.server.port, dataDir: running.server.dataDir });
    return (await callApi(running.server, 'GET', '/system')).body.started_at as string;
  };

  it('says in plain words that the server is not answering, retries on demand, and reloads the page on screen', async () => {
    const { page } = await openOverview();
    const firstStart = await shownStart(page);

    await running.server.stop();
    // The console's next ping (every 20 s) finds no server.
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Server currently unavailable').waitFor({ timeout: 30000 });
    await dialog.getByText(`The server at ${running.server.apiUrl}/ is not answering.`).waitFor();
    // The HTTP library's own words stay behind "Details".
    expect(await dialog.getByText(/Request has been terminated/).count()).toBe(0);
    await screenshot(page, 'server-unavailable');
    await dialog.getByRole('button', { name: 'Details' }).click();
    await dialog.getByText(/Request has been terminated|could not be reached/).waitFor();
    await screenshot(page, 'server-unavailable-details');

    const newStart = await restart();
    // "Retry now" does not wait for the next ping; the overview then shows the new server's data.
    await dialog.getByRole('button', { name: 'Retry now' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 10000 });
    await page.locator(`time[datetime="${new Date(newStart).toISOString()}"]`).first().waitFor({ timeout: 15000 });
    expect(await shownStart(page)).not.toBe(firstStart);
    expect(page.url()).toBe(`${running.server.url}/system/overview`);
  });

  it('notices a restart quicker than the ping and reloads the overview without a manual reload', async () => {
    const { page, errors } = await openOverview();
    const firstStart = await shownStart(page);
    await running.server.stop();
    const newStart = await restart();
    expect(new Date(newStart).toISOString()).not.toBe(firstStart);
    await page.locator(`time[datetime="${new Date(newStart).toISOString()}"]`).first().waitFor({ timeout: 40000 });
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
