import { logIn, openPage, screenshot } from './support/browser';
import { startServer } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(120000);

describe('server availability', () => {
  const running = useConsole();

  it('shows the unavailable state when the server stops and clears it by itself when it is back', async () => {
    const { page } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.getByRole('button', { name: 'System' }).click();
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    await page.getByRole('heading', { name: /system overview/i }).waitFor();

    await running.server.stop();
    // The console's next ping (every 20 s) finds no running.server.
    await page.getByText('Server currently unavailable').waitFor({ timeout: 30000 });
    await screenshot(page, 'server-unavailable');

    running.server = await startServer({ port: running.server.port, dataDir: running.server.dataDir });
    // The console pings every 20 s; it recovers without a reload and the session is still valid.
    await page.getByText('Server currently unavailable').waitFor({ state: 'hidden', timeout: 45000 });
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(page.url()).toBe(`${running.server.url}/system/overview`);
  });
});
