import { logIn, openPage, screenshot } from './support/browser';
import { callApi, startServer } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(90000);

describe('the example plugin loaded at runtime', () => {
  const running = useConsole({ plugins: ['/plugins/example/example.js'] });

  it('adds a navigation item, a System menu item and a page that shows core store data', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Example', exact: true }).click();
    await page.waitForURL(`${running.server.url}/example`);
    await page.getByRole('heading', { name: 'Plugin example' }).waitFor();
    const system = await callApi(running.server, 'GET', '/system');
    await page.getByText(system.body.node_id).first().waitFor();
    await page.getByText('Administrator').first().waitFor();
    await screenshot(page, 'plugin-example-page');

    await page.getByRole('button', { name: 'System' }).click();
    await page.getByRole('link', { name: 'Example plugin' }).click();
    await page.getByRole('heading', { name: 'Plugin example' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps the console working when a configured plugin cannot be loaded', async () => {
    const broken = await startServer({ plugins: ['/plugins/missing/missing.js', '/plugins/example/example.js'] });
    try {
      const { page } = await openPage(running.browser);
      await logIn(page, broken.url);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Example', exact: true }).waitFor();
    } finally {
      await broken.stop();
    }
  });
});
