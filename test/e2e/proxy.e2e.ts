import { logIn, openPage, screenshot } from './support/browser';
import { RunningServer, callApi, startServer } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(90000);

// A second embedded server plays the "real Graylog": the console under test only proxies /api to it.
describe('the console against another Graylog API (--server)', () => {
  const running = useConsole();
  let proxy: RunningServer;

  beforeAll(async () => {
    proxy = await startServer({ upstream: `${running.server.apiUrl}/` });
  });

  afterAll(async () => {
    await proxy?.stop();
  });

  it('logs in and shows the upstream node through the proxy', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, proxy.url);
    await page.getByRole('button', { name: 'System' }).click();
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    await page.getByRole('heading', { name: /system overview/i }).waitFor();
    const upstreamSystem = await callApi(running.server, 'GET', '/system');
    await page.getByText(upstreamSystem.body.node_id).first().waitFor();
    await screenshot(page, 'proxy-system-overview');
    expect(errors).toEqual([]);
  });

  it('passes the upstream refusal of a wrong password on to the login page', async () => {
    const { page } = await openPage(running.browser);
    await page.goto(`${proxy.url}/`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid credentials, please verify them and retry.').waitFor();
  });

  it('answers 502 with a message when the upstream cannot be reached', async () => {
    await running.server.stop();
    const response = await fetch(`${proxy.apiUrl}/system`, { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(502);
    const body = await response.json();
    expect(body.type).toBe('ApiError');
    expect(body.message).toMatch(/^Graylog server unreachable/);
  });
});
