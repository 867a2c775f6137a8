// Roles and shares as an administrator uses them: a custom role created in the console, its assignees
// changed and taking effect at once, built-in roles protected, and an owner sharing an entity.
import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(180000);

const OTTO = { username: 'otto', password: 'otto-Secret-7' };
const DEFAULT_STREAM_GRN = 'grn::::stream:000000000000000000000001';

const usersPageShows = async (page: Page, baseUrl: string, heading: string) => {
  await page.goto(`${baseUrl}/system/users`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
};

describe('roles and shares', () => {
  const running = useConsole();
  let ottoId: string;

  beforeAll(async () => {
    for (const username of [OTTO.username, 'paula']) {
      const created = await callApi(running.server, 'POST', '/users', {
        username, password: OTTO.password, email: `${username}@example.org`, full_name: username, permissions: [], roles: ['Reader'],
      });
      expect(created.status).toBe(201);
    }
    ottoId = (await callApi(running.server, 'GET', `/users/${OTTO.username}`)).body.id;
  });

  it('creates a custom role, assigns it so it takes effect at once, and removes it again', async () => {
    const admin = await openPage(running.browser);
    await logIn(admin.page, running.server.url);
    await admin.page.goto(`${running.server.url}/system/roles`);
    await admin.page.getByRole('heading', { name: 'Roles', exact: true }).waitFor();
    // Built-in roles cannot be deleted: their Delete is disabled and says why.
    await admin.page.getByLabel('Delete role Admin: Built-in roles cannot be deleted.').waitFor();
    expect(await admin.page.getByRole('button', { name: 'Delete role Admin' }).count()).toBe(0);

    await admin.page.getByRole('button', { name: 'Create role' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Create role' });
    await dialog.getByLabel('Name').fill('User viewers');
    await dialog.getByLabel('Description').fill('May list and read users');
    for (const permission of ['users:list', 'users:read']) {
      await dialog.getByRole('combobox', { name: 'Permissions' }).fill(permission);
      await dialog.getByRole('button', { name: 'Add permission' }).click();
    }
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await admin.page.getByRole('link', { name: 'User viewers', exact: true }).click();
    await admin.page.getByRole('heading', { name: 'Role User viewers' }).waitFor();

    const otto = await openPage(running.browser);
    await logIn(otto.page, running.server.url, OTTO.username, OTTO.password);
    await usersPageShows(otto.page, running.server.url, 'Missing Permissions');

    await admin.page.getByLabel('Search users').fill(OTTO.username);
    await admin.page.getByRole('option', { name: new RegExp(OTTO.username) }).click();
    await admin.page.getByRole('button', { name: 'Assign users' }).click();
    await admin.page.getByRole('button', { name: `Remove ${OTTO.username} from role User viewers` }).waitFor();
    await screenshot(admin.page, 'role-assignees');

    await usersPageShows(otto.page, running.server.url, 'Users');

    await admin.page.getByRole('button', { name: `Remove ${OTTO.username} from role User viewers` }).click();
    await admin.page.getByRole('dialog', { name: 'Remove user from role' }).getByRole('button', { name: 'Remove' }).click();
    await admin.page.getByRole('button', { name: `Remove ${OTTO.username} from role User viewers` }).waitFor({ state: 'detached' });
    await usersPageShows(otto.page, running.server.url, 'Missing Permissions');
    expect(otto.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });

  it('lets an owner share their entity from their profile', async () => {
    const granted = await callApi(running.server, 'POST', `/authz/shares/entities/${DEFAULT_STREAM_GRN}`, {
      selected_grantee_capabilities: { [`grn::::user:${ottoId}`]: 'own' },
    });
    expect(granted.status).toBe(200);

    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url, OTTO.username, OTTO.password);
    await page.goto(`${running.server.url}/system/users/${ottoId}`);
    await page.getByRole('heading', { name: 'Shared entities' }).waitFor();
    await page.getByRole('cell', { name: 'All messages' }).waitFor();
    await page.getByRole('button', { name: 'Share' }).first().click();
    const dialog = page.getByRole('dialog', { name: /Sharing stream: All messages/ });
    // A reader sees no other users to pick (no users:list), but can share with everyone.
    await dialog.getByPlaceholder('Search for users and teams').fill('every');
    await dialog.getByRole('option', { name: /Everyone/ }).click();
    await dialog.getByLabel('Capability', { exact: true }).selectOption('view');
    await dialog.getByRole('button', { name: 'Add collaborator' }).click();
    await screenshot(page, 'share-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The grant counts as a permission for every user at once.
    const paula = await callApi(running.server, 'GET', '/users/paula', undefined, `paula:${OTTO.password}`);
    expect(paula.body.permissions).toContain('streams:read:000000000000000000000001');
    expect(errors).toEqual([]);
  });
});
