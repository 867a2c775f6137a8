// Message decorators as an administrator manages them on /system/decorators: created from a type's
// requested configuration, listed with their configuration and stream, edited, deleted after confirmation;
// a required field left empty is refused in the browser and a server refusal keeps what was typed.
import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(180000);

const SEVERITY_MAPPER = 'org.graylog2.decorators.SyslogSeverityMapperDecorator';

const shoot = async (page: Page, name: string) => {
  await page.mouse.move(0, 0);
  await screenshot(page, name);
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: true });
};

type StoredDecorator = { id: string, type: string, config: Record<string, unknown>, stream: string | null, order: number };

describe('decorators', () => {
  const running = useConsole({ demoInput: false });
  const decoratorsOnServer = async (): Promise<Array<StoredDecorator>> => (await callApi(running.server, 'GET', '/search/decorators')).body;

  it('creates, edits and deletes a decorator', async () => {
    const available = (await callApi(running.server, 'GET', '/search/decorators/available')).body;
    const severity = available[SEVERITY_MAPPER] ?? Object.values<{ type: string, human_name: string }>(available).find((type) => /severity/i.test(type.human_name));
    expect(severity).toBeDefined();

    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/system/decorators`);
    await page.getByRole('heading', { name: 'Message decorators' }).waitFor();
    await page.getByText('No decorators yet').waitFor();

    await page.getByRole('button', { name: 'Create decorator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create decorator' });
    await dialog.getByLabel('Type').selectOption({ label: severity.human_name });
    await dialog.getByLabel('Order').fill('3');
    // The type's fields come from its requested configuration; a required one left empty is refused here.
    const fields = dialog.locator('fieldset input[type="text"]');
    expect(await fields.count()).toBeGreaterThanOrEqual(2);
    await fields.nth(0).fill('');
    await dialog.getByRole('button', { name: 'Create decorator' }).click();
    await dialog.getByText(/is required\./).first().waitFor();
    expect(await decoratorsOnServer()).toEqual([]);
    await fields.nth(0).fill('level');
    await fields.nth(1).fill('level_name');
    await shoot(page, 'decorator-create');
    await dialog.getByRole('button', { name: 'Create decorator' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Decorator "${severity.human_name}" was created successfully.`).waitFor();

    const [created] = await decoratorsOnServer();
    expect(created).toMatchObject({ type: severity.type, stream: null, order: 3 });
    expect(Object.values(created.config)).toEqual(expect.arrayContaining(['level', 'level_name']));
    const row = page.getByRole('row').filter({ hasText: severity.human_name });
    await row.getByText('All searches').waitFor();
    await row.getByText('level_name').waitFor();
    await shoot(page, 'decorators-list');

    await row.getByRole('button', { name: /^Edit decorator/ }).click();
    const edit = page.getByRole('dialog', { name: /^Edit decorator/ });
    expect(await edit.getByLabel('Type').isDisabled()).toBe(true);
    await edit.getByLabel('Order').fill('7');
    await edit.getByRole('button', { name: 'Update decorator' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByRole('cell', { name: '7', exact: true }).waitFor();
    expect((await decoratorsOnServer())[0].order).toBe(7);

    await row.getByRole('button', { name: /^Delete decorator/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete decorator' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No decorators yet').waitFor();
    expect(await decoratorsOnServer()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
