import { logIn, openPage, screenshot } from './support/browser';
import { useConsole } from './support/setup';

jest.setTimeout(90000);

describe('logging in and out', () => {
  const running = useConsole();

  it('refuses wrong credentials with a clear message and keeps the typed user name', async () => {
    const { page } = await openPage(running.browser);
    await page.goto(`${running.server.url}/`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid credentials, please verify them and retry.').waitFor();
    await screenshot(page, 'login-invalid-credentials');
    expect(await page.getByLabel('Username').inputValue()).toBe('admin');
    expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBeNull();
  });

  it('logs in to the getting-started guide, keeps the session across a reload, and logs out', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.waitForURL(`${running.server.url}/gettingstarted`);
    await page.getByRole('heading', { name: /getting started/i }).first().waitFor();
    await screenshot(page, 'start-page-getting-started');

    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(page.url()).toBe(`${running.server.url}/gettingstarted`);

    await page.getByRole('button', { name: /administrator|admin/i }).first().click();
    await page.getByText('Log out').click();
    await page.getByLabel('Username').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBeNull();
    expect(errors).toEqual([]);
  });

  it('sends a user whose session ended on the server back to the login page', async () => {
    const { page } = await openPage(running.browser);
    await logIn(page, running.server.url);
    const sessionId = await page.evaluate(() => localStorage.getItem('sessionId'));
    expect(sessionId).toBeTruthy();
    // End the session behind the console's back, then make the console call the running.server.
    await page.evaluate(async (id) => {
      await fetch(`/api/system/sessions/${id}`, {
        method: 'DELETE',
        headers: { 'X-Requested-By': 'e2e', Authorization: `Basic ${btoa(`${id}:session`)}` },
      });
    }, sessionId);
    await page.getByRole('button', { name: 'System' }).click();
    await page.getByRole('link', { name: 'Overview' }).click();
    await page.getByLabel('Username').waitFor();
  });

  it('opens a deep link after logging in', async () => {
    const { page } = await openPage(running.browser);
    await page.goto(`${running.server.url}/system/overview`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: /system overview/i }).waitFor();
    expect(page.url()).toBe(`${running.server.url}/system/overview`);
  });
});
