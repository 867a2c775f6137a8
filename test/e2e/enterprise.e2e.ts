// The enterprise licence page as an administrator uses it on an embedded installation: the status the server
// reports, the free licence request checked at its fields, the server's truthful "cannot be sent from here"
// with everything typed kept, and a user without the permission kept out.
import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(120000);

const READER = { username: 'rita', password: 'rita-Secret-7' };
const REQUESTER = { username: 'rolf', password: 'rolf-Secret-7' };

const openEnterprisePage = async (page: Page) => {
  await page.locator('#nav-system').click();
  await page.getByRole('link', { name: 'Enterprise', exact: true }).click();
  await page.getByRole('heading', { name: 'Graylog Enterprise', exact: true }).waitFor();
};

/** A field by the name assistive technology gives it (the required mark is not part of it). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** The message shown under a field, read through the field's own description as assistive technology does. */
const fieldError = (page: Page, label: string) => field(page, label).evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });

describe('enterprise licence', () => {
  const running = useConsole({ demoInput: false });

  beforeAll(async () => {
    const created = await callApi(running.server, 'POST', '/users', {
      username: READER.username, password: READER.password, email: 'rita@example.org', full_name: 'Rita Reader', permissions: [], roles: ['Reader'],
    });
    expect(created.status).toBe(201);
    // May ask for a licence but not read the status (Graylog keeps the two permissions apart).
    const role = await callApi(running.server, 'POST', '/roles', {
      name: 'Licence requesters', description: 'May request a free licence', permissions: ['freelicenses:create'], read_only: false,
    });
    expect(role.status).toBe(201);
    const requester = await callApi(running.server, 'POST', '/users', {
      username: REQUESTER.username, password: REQUESTER.password, email: 'rolf@example.org', full_name: 'Rolf Requester', permissions: [],
      roles: ['Reader', 'Licence requesters'],
    });
    expect(requester.status).toBe(201);
  });

  it('shows the status and the free licence form, checks the fields, and explains why the request cannot be sent', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await openEnterprisePage(page);
    expect(await page.title()).toBe('Graylog Enterprise - Graylog Console');
    await page.getByText('No Graylog Enterprise license is installed.').waitFor();
    const form = page.getByRole('heading', { name: 'Request a free Graylog Enterprise license' });
    await form.waitFor();
    await screenshot(page, 'enterprise-page');

    // Sending an empty form: every field says it is required, and the first one gets the focus.
    await page.getByRole('button', { name: 'Request free license' }).click();
    for (const label of ['First name', 'Last name', 'Company', 'E-mail address', 'Phone number']) {
      expect([label, await fieldError(page, label)]).toEqual([label, `${label} is required.`]);
    }
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await field(page, 'First name').evaluate((input) => input === document.activeElement)).toBe(true);

    await field(page, 'First name').fill('Ada');
    await field(page, 'Last name').fill('Lovelace');
    await field(page, 'Company').fill('Analytical Engines Ltd');
    await field(page, 'E-mail address').fill('ada@');
    await field(page, 'Phone number').fill('+44 20 7946 0000');
    await page.getByRole('button', { name: 'Request free license' }).click();
    expect(await fieldError(page, 'E-mail address')).toMatch(/^Enter a well-formed e-mail address/);
    expect(await fieldError(page, 'First name')).toBe('');
    await screenshot(page, 'enterprise-validation');

    // A valid request: the embedded server says truthfully that it cannot reach the licence service.
    await field(page, 'E-mail address').fill('ada@example.org');
    await page.getByRole('button', { name: 'Request free license' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'The request could not be sent from this installation' });
    await notice.waitFor();
    await notice.getByText(/cannot reach Graylog's license service/).waitFor();
    await notice.getByText('What you typed is kept below.').waitFor();
    expect(await field(page, 'First name').inputValue()).toBe('Ada');
    expect(await field(page, 'E-mail address').inputValue()).toBe('ada@example.org');
    expect(await field(page, 'Phone number').inputValue()).toBe('+44 20 7946 0000');
    await page.getByRole('button', { name: 'Request free license' }).waitFor();
    // Nothing was staged: the status is still the truthful one. The notice says why once; no toast repeats it.
    await page.getByText('No Graylog Enterprise license is installed.').waitFor();
    expect(await page.locator('#toast-container .toast').count()).toBe(0);
    await screenshot(page, 'enterprise-offline');
    expect(errors).toEqual([]);
  });

  it('keeps a user without the permission out: no menu entry, and the missing-permissions page on the URL', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url, READER.username, READER.password);
    // The System menu is there for a reader, without the entry.
    await page.locator('#nav-system').click();
    await page.getByRole('link', { name: 'Overview', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Enterprise', exact: true }).count()).toBe(0);
    await page.goto(`${running.server.url}/system/enterprise`);
    await page.getByRole('heading', { name: 'Missing Permissions' }).waitFor();
    expect(await page.getByRole('button', { name: 'Request free license' }).count()).toBe(0);
    await screenshot(page, 'enterprise-missing-permissions');
    expect(errors).toEqual([]);
  });

  it('offers the request to a user who may ask for a licence but not read its status', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url, REQUESTER.username, REQUESTER.password);
    await openEnterprisePage(page);
    await page.getByText('Your account may not read the license status.').waitFor();
    await page.getByRole('heading', { name: 'Request a free Graylog Enterprise license' }).waitFor();
    await field(page, 'First name').waitFor();
    expect(errors).toEqual([]);
  });
});
