import { logIn, openPage, screenshot } from './support/browser';
import { useConsole } from './support/setup';

jest.setTimeout(90000);

describe('the console under an application path prefix', () => {
  const running = useConsole({
    prefix: '/console',
    plugins: ['/plugins/example/example.js'],
    consoleSettings: { badgeText: 'STAGING', customUserName: 'Operator' },
  });

  it('serves every route, link and API call under the prefix', async () => {
    const { page, errors } = await openPage(running.browser);
    const outside: Array<string> = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.host === `127.0.0.1:${running.server.port}` && !url.pathname.startsWith('/console')) {
        outside.push(url.pathname);
      }
    });
    await logIn(page, running.server.url);
    await page.waitForURL(`${running.server.url}/gettingstarted`);
    // The operator's console settings reach the page through config.js.
    await page.getByText('STAGING', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Operator' }).waitFor();

    await page.getByRole('button', { name: 'System' }).click();
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    await page.waitForURL(`${running.server.url}/system/overview`);
    await page.getByRole('heading', { name: /system overview/i }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Example', exact: true }).click();
    await page.waitForURL(`${running.server.url}/example`);
    await page.getByRole('heading', { name: 'Plugin example' }).waitFor();

    // A deep link loaded directly works too.
    await page.goto(`${running.server.url}/system/overview`);
    await page.getByRole('heading', { name: /system overview/i }).waitFor();
    await screenshot(page, 'prefix-system-overview');

    await page.goto(`${running.server.url}/nothing/here`);
    await page.getByRole('heading', { name: /page not found/i }).waitFor();
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });
});
