// Authentication services as an administrator sets them up: an LDAP service configured in the wizard against a
// real directory (Debian's slapd, seeded by the test), tested, activated, used by a directory user to log in with
// the default role, edited without retyping its password, deactivated again; the failure paths (a refused system
// user, a missing field, a directory that is down, an unknown service, a user without the permission); and HTTP
// header authentication honoured by the server for a trusted proxy.
import type { Page } from 'playwright-core';

import { startSlapd, type Slapd } from '../../server/test/slapd';
import { logIn, openPage, screenshot } from './support/browser';
import { callApi } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(180000);

const DORA = { uid: 'dora', password: 'dora-Secret-7', cn: 'Dora Explorer' };
const NINA = { username: 'nina', password: 'nina-Secret-3' };
const SERVICE_TITLE = 'Example directory';
const INVALID_CREDENTIALS = 'Invalid credentials, please verify them and retry.';

const logOut = async (page: Page, displayName: string) => {
  await page.getByRole('button', { name: displayName }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByLabel('Username').waitFor();
};

/** Fills in the login form and signs in; the caller waits for what should follow. */
const submitLogin = async (page: Page, username: string, password: string) => {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

describe('authentication services', () => {
  const running = useConsole({ demoInput: false });
  let ldap: Slapd;
  let backendId: string;

  beforeAll(async () => {
    ldap = await startSlapd({ people: [DORA] });
    const created = await callApi(running.server, 'POST', '/users', {
      username: NINA.username, password: NINA.password, email: 'nina@example.org', full_name: 'Nina Local', permissions: [], roles: ['Reader'],
    });
    expect(created.status).toBe(201);
  });

  afterAll(async () => {
    await ldap?.stop();
  });

  it('shows that no service is active, an unknown service as not found, and nothing of the area to a reader', async () => {
    const admin = await openPage(running.browser);
    await logIn(admin.page, running.server.url);
    await admin.page.getByRole('button', { name: 'System' }).click();
    await admin.page.getByRole('link', { name: 'Authentication', exact: true }).click();
    await admin.page.getByRole('heading', { name: 'Authentication Services', exact: true }).waitFor();
    await admin.page.getByText('No authentication service is active: only local users can log in.').waitFor();
    await admin.page.getByText(/No authentication services yet/).waitFor();
    await screenshot(admin.page, 'authentication-services-empty');

    await admin.page.getByRole('link', { name: 'Active service' }).click();
    await admin.page.getByRole('heading', { name: 'No active authentication service' }).waitFor();
    await admin.page.getByText('No authentication service has been created yet.').waitFor();
    await screenshot(admin.page, 'authentication-active-none');

    await admin.page.goto(`${running.server.url}/system/authentication/services/5f0c0ffee0c0ffee0c0ffee0`);
    await admin.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(admin.page, 'authentication-service-unknown');
    expect(admin.errors).toEqual([]);

    const reader = await openPage(running.browser);
    await logIn(reader.page, running.server.url, NINA.username, NINA.password);
    await reader.page.getByRole('button', { name: 'System' }).click();
    await reader.page.getByRole('link', { name: 'Overview' }).waitFor();
    expect(await reader.page.getByRole('link', { name: 'Authentication', exact: true }).count()).toBe(0);
    await reader.page.goto(`${running.server.url}/system/authentication/services`);
    await reader.page.getByRole('heading', { name: 'Missing Permissions' }).waitFor();
    expect(reader.errors).toEqual([]);
  });

  it('configures an LDAP service in the wizard, tests it, activates it, and lets a directory user log in as a reader', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/system/authentication/services`);
    await page.getByRole('link', { name: 'Create service' }).first().click();
    await page.getByRole('heading', { name: 'Create Authentication Service' }).waitFor();
    await screenshot(page, 'authentication-create-choose');
    await page.getByRole('link', { name: 'Set up LDAP' }).click();
    await page.getByRole('heading', { name: 'Create LDAP Authentication Service' }).waitFor();

    await page.getByLabel('Title').fill(SERVICE_TITLE);
    await page.getByLabel('Server address').fill(ldap.host);
    // Leaving TLS moves the port from 636 to 389 by itself; the test's directory is on a port of its own.
    await page.getByRole('radio', { name: 'None' }).check();
    expect(await page.getByLabel('Port').inputValue()).toBe('389');
    await page.getByLabel('Port').fill(String(ldap.port));
    await page.getByLabel('System user DN').fill(ldap.adminDn);

    // A wrong system password: the directory's refusal is shown where the test was started.
    await page.getByLabel('System password').fill('not-the-password');
    const connectionTest = page.getByRole('region', { name: 'Server connection test' });
    await connectionTest.getByRole('button', { name: 'Test server connection' }).click();
    await connectionTest.getByRole('alert').getByText('Invalid credentials').waitFor();
    expect(await connectionTest.getByRole('alert').innerText()).toContain(`Couldn't establish connection to [${ldap.host}:${ldap.port}]`);
    await screenshot(page, 'authentication-wizard-connection-refused');

    await page.getByLabel('System password').fill(ldap.adminPassword);
    await connectionTest.getByRole('button', { name: 'Test server connection' }).click();
    await connectionTest.getByRole('status').getByText(`Successfully connected to [${ldap.host}:${ldap.port}]`).waitFor();

    // Saving without a search base: the wizard opens the step that needs it, the reason at the field.
    await page.getByRole('button', { name: 'Create service' }).click();
    const searchBase = page.getByLabel('Search base DN');
    await searchBase.and(page.locator('[aria-invalid="true"]')).waitFor();
    await page.locator('.invalid-feedback').getByText(/Search base DN/).waitFor();
    await screenshot(page, 'authentication-wizard-missing-field');
    // Nothing typed on the first step is lost.
    await page.getByRole('button', { name: /^1\. Server configuration/ }).click();
    expect(await page.getByLabel('Server address').inputValue()).toBe(ldap.host);
    expect(await page.getByLabel('Port').inputValue()).toBe(String(ldap.port));
    expect(await page.getByLabel('System user DN').inputValue()).toBe(ldap.adminDn);
    expect(await page.getByLabel('System password').inputValue()).toBe(ldap.adminPassword);
    await page.getByRole('button', { name: 'Next: User synchronization' }).click();

    await searchBase.fill(ldap.peopleDn);
    const searchPattern = page.getByLabel('Search pattern');
    expect(await searchPattern.inputValue()).toBe('(&(uid={0})(objectClass=inetOrgPerson))');

    // A filter only the server can check: its refusal lands at the field, and nothing typed is lost.
    await searchPattern.fill('(&(uid={0})(objectClass=inetOrgPerson)');
    await page.getByRole('button', { name: 'Create service' }).click();
    await searchPattern.and(page.locator('[aria-invalid="true"]')).waitFor();
    await page.locator('.invalid-feedback').getByText('User search pattern cannot be parsed. It must be a valid LDAP filter.').waitFor();
    await screenshot(page, 'authentication-wizard-refused-pattern');
    expect(await searchBase.inputValue()).toBe(ldap.peopleDn);
    expect(await searchPattern.inputValue()).toBe('(&(uid={0})(objectClass=inetOrgPerson)');
    await searchPattern.fill('(&(uid={0})(objectClass=inetOrgPerson))');
    expect(await page.getByRole('textbox', { name: 'Name attribute', exact: true }).inputValue()).toBe('uid');
    expect(await page.getByLabel('Full name attribute').inputValue()).toBe('cn');
    expect(await page.getByRole('checkbox', { name: /^Reader/ }).isChecked()).toBe(true);

    const loginTest = page.getByRole('region', { name: 'User login test' });
    await loginTest.getByLabel('Username').fill(DORA.uid);
    await loginTest.getByLabel('Password').fill(DORA.password);
    await loginTest.getByRole('button', { name: 'Test user login' }).click();
    const loginOutcome = loginTest.getByRole('status');
    await loginOutcome.getByText(`Successfully logged in <${DORA.uid}> into [${ldap.host}:${ldap.port}]`).waitFor();
    await loginOutcome.getByText(ldap.dnOf(DORA.uid)).waitFor();
    await loginOutcome.getByText(DORA.cn).waitFor();
    await screenshot(page, 'authentication-wizard-login-tested');

    await page.getByRole('button', { name: 'Create service' }).click();
    await page.getByRole('heading', { name: SERVICE_TITLE }).waitFor();
    backendId = page.url().split('/').pop() ?? '';
    expect(backendId).toMatch(/^[0-9a-f]{24}$/);

    await page.getByRole('link', { name: 'Services', exact: true }).click();
    await page.getByRole('button', { name: `Activate ${SERVICE_TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Activate authentication service' });
    await dialog.getByRole('button', { name: 'Activate' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Deactivate ${SERVICE_TITLE}` }).waitFor();
    await page.getByRole('region', { name: 'Active service' }).getByRole('link', { name: SERVICE_TITLE }).waitFor();
    await screenshot(page, 'authentication-services-active');

    await page.getByRole('link', { name: 'Active service' }).first().click();
    await page.getByRole('heading', { name: new RegExp(`^${SERVICE_TITLE}`) }).waitFor();
    await page.getByRole('region', { name: 'Server configuration' }).waitFor();
    await screenshot(page, 'authentication-active-service');
    expect(errors).toEqual([]);

    // Dora logs in with her directory password and lands on the start page as a reader.
    const dora = await openPage(running.browser);
    await logIn(dora.page, running.server.url, DORA.uid, DORA.password);
    await dora.page.getByRole('button', { name: DORA.cn }).waitFor();
    await dora.page.getByRole('heading', { level: 1 }).first().waitFor();
    await dora.page.getByRole('button', { name: 'System' }).click();
    await dora.page.getByRole('link', { name: 'Overview' }).waitFor();
    for (const adminOnly of ['Users', 'Authentication', 'Roles']) {
      expect(await dora.page.getByRole('link', { name: adminOnly, exact: true }).count()).toBe(0);
    }
    await screenshot(dora.page, 'authentication-directory-user-start');
    const doraUser = await callApi(running.server, 'GET', `/users/${DORA.uid}`);
    expect(doraUser.body).toMatchObject({ external: true, roles: ['Reader'], full_name: DORA.cn });
    await dora.page.goto(`${running.server.url}/system/users/${doraUser.body.id}`);
    await dora.page.getByRole('region', { name: 'Roles' }).getByText('Reader').waitFor();
    await screenshot(dora.page, 'authentication-directory-user-profile');
    await logOut(dora.page, DORA.cn);
    expect(dora.errors).toEqual([]);
  });

  it('shows the service with its sections and synced users, and edits a step keeping the stored password', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/system/authentication/services/${backendId}`);
    // Opened directly, the page still marks the service as the active one.
    await page.getByRole('heading', { name: `${SERVICE_TITLE} active` }).waitFor();
    await page.getByText('An LDAP service.').waitFor();
    const serverSection = page.getByRole('region', { name: 'Server configuration' });
    await serverSection.getByText(`${ldap.host}:${ldap.port}`).waitFor();
    await page.getByRole('region', { name: 'User synchronization' }).getByText(ldap.peopleDn).waitFor();
    // The password only as set: never its value.
    expect(await serverSection.innerText()).toMatch(/System password\s+Set/);
    expect(await page.content()).not.toContain(ldap.adminPassword);
    const users = page.getByRole('region', { name: 'Synchronized users' });
    await users.getByRole('link', { name: DORA.uid }).waitFor();
    await users.getByText(DORA.cn).waitFor();
    await screenshot(page, 'authentication-service-details');

    // Each section's Edit opens the wizard at its step.
    await page.getByRole('link', { name: `Edit user synchronization of ${SERVICE_TITLE}` }).click();
    await page.getByRole('heading', { name: new RegExp(`^Edit LDAP Authentication Service`) }).waitFor();
    expect(page.url()).toContain('initialStepKey=user-synchronization');
    await page.getByRole('button', { name: /^2\. User synchronization/ }).and(page.locator('[aria-current="step"]')).waitFor();
    expect(await page.getByLabel('Search base DN').inputValue()).toBe(ldap.peopleDn);
    await page.getByRole('link', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: `Edit server configuration of ${SERVICE_TITLE}` }).click();
    await page.getByRole('button', { name: /^1\. Server configuration/ }).and(page.locator('[aria-current="step"]')).waitFor();
    expect(await page.getByLabel('System password').inputValue()).toBe('');
    await page.getByText('A password is stored. Leave this empty to keep it; type a new one to replace it.').waitFor();
    // A connection test with the field empty uses the stored password.
    const connectionTest = page.getByRole('region', { name: 'Server connection test' });
    await connectionTest.getByRole('button', { name: 'Test server connection' }).click();
    await connectionTest.getByRole('status').getByText(/Successfully connected/).waitFor();
    await screenshot(page, 'authentication-wizard-edit');
    await page.getByLabel('Description').fill('The company directory');
    await page.getByRole('button', { name: 'Save service' }).click();
    // Saving lands on the details page: wait for it, not for the text, which the wizard's own form also holds.
    await page.waitForURL(`${running.server.url}/system/authentication/services/${backendId}`);
    await page.getByRole('heading', { name: new RegExp(`^${SERVICE_TITLE}`) }).waitFor();
    await page.getByText('The company directory').waitFor();
    expect(errors).toEqual([]);

    // The stored password was kept: dora still logs in.
    const dora = await openPage(running.browser);
    await logIn(dora.page, running.server.url, DORA.uid, DORA.password);
    await dora.page.getByRole('button', { name: DORA.cn }).waitFor();
  });

  it('enables HTTP header authentication, which the server honours for a trusted proxy, and disables it again', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/system/authentication/services`);
    await page.getByRole('link', { name: 'Authenticators' }).click();
    await page.getByRole('heading', { name: 'Authenticators', exact: true }).waitFor();
    const section = page.getByRole('region', { name: 'Trusted header authentication' });
    expect(await section.innerText()).toMatch(/Enabled\s+No/);
    await screenshot(page, 'authenticator-disabled');

    const asProxy = () => fetch(`${running.server.apiUrl}/users/admin`, { headers: { 'Remote-User': 'admin', Accept: 'application/json' } });
    expect((await asProxy()).status).toBe(401);

    await page.getByRole('link', { name: 'Edit authenticators' }).click();
    await page.getByRole('heading', { name: 'Edit Authenticators' }).waitFor();
    await page.getByLabel('Enable single sign-on via HTTP header').check();
    await page.getByLabel('Username header').fill('Remote-User');
    await screenshot(page, 'authenticator-edit');
    await page.getByRole('button', { name: 'Update config' }).click();
    await page.getByRole('heading', { name: 'Authenticators', exact: true }).waitFor();
    expect(await section.innerText()).toMatch(/Enabled\s+Yes/);
    await screenshot(page, 'authenticator-enabled');

    // The test runs on 127.0.0.1, a trusted proxy: the header alone authenticates.
    const answer = await asProxy();
    expect(answer.status).toBe(200);
    expect((await answer.json()).username).toBe('admin');

    await page.getByRole('link', { name: 'Edit authenticators' }).click();
    await page.getByLabel('Enable single sign-on via HTTP header').uncheck();
    await page.getByRole('button', { name: 'Update config' }).click();
    await page.getByRole('heading', { name: 'Authenticators', exact: true }).waitFor();
    expect(await section.innerText()).toMatch(/Enabled\s+No/);
    expect((await asProxy()).status).toBe(401);
    expect(errors).toEqual([]);
  });

  it('refuses the directory user once the service is deactivated', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/system/authentication/services`);
    await page.getByRole('button', { name: `Deactivate ${SERVICE_TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate authentication service' });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Activate ${SERVICE_TITLE}` }).waitFor();
    await page.getByText('No authentication service is active: only local users can log in.').waitFor();
    expect(errors).toEqual([]);

    const dora = await openPage(running.browser);
    await dora.page.goto(`${running.server.url}/`);
    await submitLogin(dora.page, DORA.uid, DORA.password);
    await dora.page.getByRole('alert').getByText(INVALID_CREDENTIALS).waitFor();
    expect(await dora.page.getByLabel('Username').inputValue()).toBe(DORA.uid);
  });

  it('says the directory is unavailable when it is down, while local users still log in', async () => {
    const activated = await callApi(running.server, 'POST', '/system/authentication/services/configuration', { active_backend: backendId });
    expect(activated.status).toBe(200);
    await ldap.stop();

    const dora = await openPage(running.browser);
    await dora.page.goto(`${running.server.url}/`);
    await submitLogin(dora.page, DORA.uid, DORA.password);
    // Only that it is unavailable: why (which can name hosts and DNs) goes to the server log, not to anyone at the login form.
    await dora.page.getByRole('alert').getByText('Authentication service unavailable', { exact: true }).waitFor();
    await screenshot(dora.page, 'authentication-directory-down');

    const admin = await openPage(running.browser);
    await logIn(admin.page, running.server.url);
    expect(admin.errors).toEqual([]);
  });
});
