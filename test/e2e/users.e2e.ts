// Access control as an administrator and a reader live it: creating a reader in the console, the reader's
// own profile, time zone and token, a refused form keeping what was typed, and disabling ending a session.
import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(180000);

const READER = { username: 'rita', password: 'rita-Secret-9', fullName: 'Rita Reader', email: 'rita@example.org' };

const logOut = async (page: Page, displayName: string) => {
  await page.getByRole('button', { name: displayName }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByLabel('Username').waitFor();
};

describe('users, profiles and tokens', () => {
  const running = useConsole();

  it('lets the admin create a reader; a refused form keeps what was typed and names the field', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.getByRole('button', { name: 'System' }).click();
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    expect(await page.title()).toBe('Users - Graylog Console');
    await page.getByRole('link', { name: 'Create user' }).click();
    await page.getByRole('heading', { name: 'Create user' }).waitFor();

    // "admin" exists: the server refuses, the reason lands at the username field, and nothing typed is lost.
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Full name').fill(READER.fullName);
    await page.getByLabel('E-mail address').fill(READER.email);
    await page.getByLabel(/^Password/).fill(READER.password);
    await page.getByLabel('Repeat password').fill(READER.password);
    await page.getByRole('checkbox', { name: /^Reader/ }).check();
    await page.getByRole('button', { name: 'Create user' }).click();
    // Until the server answers, the field is described by its help text: wait for the refusal to mark it first.
    await page.getByLabel('Username').and(page.locator('[aria-invalid="true"]')).waitFor();
    const usernameError = page.locator('#' + await page.getByLabel('Username').getAttribute('aria-describedby').then((ids) => (ids ?? '').split(' ')[0]));
    await usernameError.getByText(/already taken/i).waitFor();
    await screenshot(page, 'user-create-refused');
    expect(await page.getByLabel('Full name').inputValue()).toBe(READER.fullName);
    expect(await page.getByLabel('E-mail address').inputValue()).toBe(READER.email);
    expect(await page.getByLabel(/^Password/).inputValue()).toBe(READER.password);

    await page.getByLabel('Username').fill(READER.username);
    await page.getByRole('button', { name: 'Create user' }).click();
    await page.getByRole('heading', { name: `User ${READER.username}` }).waitFor();
    const rita = await callApi(running.server, 'GET', `/users/${READER.username}`);
    expect(rita.body.roles).toEqual(['Reader']);

    // The admin signs out and the new reader signs in on the same page.
    await logOut(page, 'Administrator');
    await page.getByLabel('Username').fill(READER.username);
    await page.getByLabel('Password').fill(READER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: READER.fullName }).waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps page, query and sort of the users list in the URL across reload and back', async () => {
    for (let i = 0; i < 25; i += 1) {
      const created = await callApi(running.server, 'POST', '/users', {
        username: `bulk${String(i).padStart(2, '0')}`, password: 'bulk-Secret-1', email: `bulk${i}@example.org`,
        full_name: `Bulk User ${i}`, permissions: [], roles: ['Reader'],
      });
      expect(created.status).toBe(201);
    }
    const { page } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/system/users`);
    await page.getByText(/^Showing 1-20 of \d+ users/).waitFor();

    await page.getByLabel('Search users').fill('bulk');
    await page.getByLabel('Search users').press('Enter');
    await page.getByText('Showing 1-20 of 25 users').waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('Showing 21-25 of 25 users').waitFor();
    await page.getByRole('button', { name: /^Username/ }).click();
    await page.waitForURL(/sort=username/);
    const listUrl = new URL(page.url());
    expect(listUrl.searchParams.get('query')).toBe('bulk');

    await page.reload();
    await page.getByText(/^Showing 1-20 of 25 users/).waitFor();
    expect(new URL(page.url()).search).toBe(listUrl.search);
    await page.goBack();
    await page.getByText('Showing 21-25 of 25 users').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await page.locator('[aria-current="page"]').innerText()).toBe('2');
    await page.mouse.move(0, 0);
    await screenshot(page, 'users-list-page-2');
  });

  it('keeps a reader out of administration, lets them edit their profile and time zone and make a token', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url, READER.username, READER.password);
    await page.getByRole('button', { name: 'System' }).click();
    expect(await page.getByRole('link', { name: 'Users', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Roles', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto(`${running.server.url}/system/users`);
    await page.getByRole('heading', { name: 'Missing Permissions' }).waitFor();
    await page.goto(`${running.server.url}/system/roles`);
    await page.getByRole('heading', { name: 'Missing Permissions' }).waitFor();
    await screenshot(page, 'reader-missing-permissions');

    // Edit profile from the user menu: full name and time zone.
    await page.getByRole('button', { name: READER.fullName }).click();
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await page.getByRole('heading', { name: `Edit user ${READER.username}` }).waitFor();
    await page.getByLabel('Full name').fill('Rita R. Reader');
    await page.getByLabel('Time zone').selectOption('Asia/Tokyo');
    await page.getByRole('button', { name: 'Update user' }).click();
    await page.getByRole('heading', { name: `User ${READER.username}` }).waitFor();
    const me = await callApi(running.server, 'GET', `/users/${READER.username}`);
    expect(me.body).toMatchObject({ full_name: 'Rita R. Reader', timezone: 'Asia/Tokyo' });
    // Timestamps follow the user's zone: every <time> on the profile names Tokyo in its tooltip.
    await page.getByRole('button', { name: 'Rita R. Reader' }).waitFor();
    await page.locator('time[title$="Asia/Tokyo"]').first().waitFor();
    const zones = await page.locator('time').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('title') ?? ''));
    expect(zones.length).toBeGreaterThan(0);
    zones.forEach((title) => expect(title).toMatch(/Asia\/Tokyo$/));

    // A token, shown once, that authenticates as <token>:token.
    await page.getByRole('link', { name: 'Edit tokens' }).click();
    await page.getByRole('heading', { name: `Tokens of ${READER.username}` }).waitFor();
    await page.getByLabel('Token name').fill('cli');
    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByText('Copy the token now: it will not be shown again.').waitFor();
    const token = await page.getByLabel('Token', { exact: true }).inputValue();
    expect(token).toMatch(/^\w{20,}$/);
    await screenshot(page, 'token-created');
    const viaToken = await callApi(running.server, 'GET', `/users/${READER.username}`, undefined, `${token}:token`);
    expect(viaToken.status).toBe(200);
    expect(viaToken.body.username).toBe(READER.username);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('cell', { name: 'cli', exact: true }).waitFor();
    expect(await page.getByLabel('Token', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('ends the reader\'s session when the admin disables the account', async () => {
    const reader = await openPage(running.browser);
    await logIn(reader.page, running.server.url, READER.username, READER.password);

    const admin = await openPage(running.browser);
    await logIn(admin.page, running.server.url);
    await admin.page.goto(`${running.server.url}/system/users?query=${READER.username}`);
    await admin.page.getByRole('button', { name: `Disable user ${READER.username}` }).click();
    await admin.page.getByText('Disabled').first().waitFor();
    await screenshot(admin.page, 'users-reader-disabled');

    // Without any action of the reader: the console's next periodic call (at most 20 s) is refused and it
    // returns to the login page.
    await reader.page.getByLabel('Username').waitFor({ timeout: 30000 });
    await screenshot(reader.page, 'reader-session-ended');
    await logOut(admin.page, 'Administrator');
  });
});
