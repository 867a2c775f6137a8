import { logIn, openPage, screenshot } from './support/browser';
import { callApi } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(90000);

describe('logging in and out', () => {
  const running = useConsole();

  it('refuses wrong credentials with a clear message and keeps the typed user name', async () => {
    const { page } = await openPage(running.browser);
    await page.goto(`${running.server.url}/`);
    await page.getByLabel('Username').fill('admin');
    expect(await page.title()).toBe('Sign in - Graylog Console');
    // The card must not jump when the error appears: the form keeps its place on screen.
    const before = await page.getByLabel('Username').boundingBox();
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid credentials, please verify them and retry.').waitFor();
    const after = await page.getByLabel('Username').boundingBox();
    expect(after?.y).toBe(before?.y);
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
    // The console's own background check may notice first and show the login page before the
    // menu is clicked; either way the user must end up on the login page.
    await page.getByRole('button', { name: 'System' }).click({ timeout: 5000 })
      .then(() => page.getByRole('link', { name: 'Overview' }).click({ timeout: 5000 }))
      .catch(() => undefined);
    await page.getByLabel('Username').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBeNull();
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

  it('slows down repeated failed logins with a clear message, and lets the real user in afterwards', async () => {
    const created = await callApi(running.server, 'POST', '/users', {
      username: 'tessa', password: 'tessa-Secret-4', email: 'tessa@example.org', full_name: 'Tessa', permissions: [], roles: ['Reader'],
    });
    expect(created.status).toBe(201);
    const { page } = await openPage(running.browser);
    await page.goto(`${running.server.url}/`);
    await page.getByLabel('Username').fill('tessa');
    let message = '';
    for (let attempt = 0; attempt < 8 && !/too many/i.test(message); attempt += 1) {
      await page.getByLabel('Password').fill(`wrong-${attempt}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      message = await alert.innerText();
    }
    expect(message).toMatch(/Too many failed login attempts\. Try again in \d+ seconds?\./);
    await screenshot(page, 'login-throttled');
    // The wait is short: the right password works once it has passed.
    const seconds = Number(/in (\d+) second/.exec(message)?.[1] ?? '60');
    expect(seconds).toBeLessThanOrEqual(60);
    await new Promise((resolve) => { setTimeout(resolve, seconds * 1000 + 500); });
    await page.getByLabel('Password').fill('tessa-Secret-4');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
  });
});
