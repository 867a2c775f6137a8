// Message decorators as an administrator manages them on /system/decorators: created from a type's
// requested configuration, listed with their configuration and stream, edited, deleted after confirmation;
// a required field left empty is refused in the browser and a server refusal keeps what was typed.

import { logIn, openPage, screenshot } from './support/browser';
import { callApi } from './support/server';
import { useConsole } from './support/setup';
import { startMessageFeed } from 'fixtures/viewsMessageFeed';

jest.setTimeout(180000);

const SEVERITY_MAPPER = 'org.graylog2.decorators.SyslogSeverityMapperDecorator';
const LINK_FIELD = 'org.graylog2.decorators.LinkFieldDecorator';

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
    await screenshot(page, 'decorator-create');
    await dialog.getByRole('button', { name: 'Create decorator' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Decorator "${severity.human_name}" was created successfully.`).waitFor();

    const [created] = await decoratorsOnServer();
    expect(created).toMatchObject({ type: severity.type, stream: null, order: 3 });
    expect(Object.values(created.config)).toEqual(expect.arrayContaining(['level', 'level_name']));
    const row = page.getByRole('row').filter({ hasText: severity.human_name });
    await row.getByText('All searches').waitFor();
    await row.getByText('level_name').waitFor();
    await screenshot(page, 'decorators-list');

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

  it('shows a link decorator\'s http(s) address as a link in the search results, and any other value as text', async () => {
    const created = await callApi(running.server, 'POST', '/search/decorators', { type: LINK_FIELD, config: { link_field: 'ticket' }, stream: null, order: 1 });
    expect(created.status).toBe(200);
    const marker = `links${Date.now()}`;
    const feed = await startMessageFeed(running.server, 'Links feed');
    await feed.send('web-01', 1, { _marker: marker, _ticket: 'https://tickets.example.org/T-1' });
    await feed.send('web-02', 1, { _marker: marker, _ticket: 'javascript:alert(1)' });
    await feed.waitForCount(`marker:${marker}`, 2);

    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/search?q=${encodeURIComponent(`marker:${marker}`)}&rangetype=relative&relative=3600&fields=source,ticket,message`);
    const link = page.getByRole('link', { name: 'https://tickets.example.org/T-1' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://tickets.example.org/T-1');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    // Not an http(s) address: the server leaves it as it is and the table shows it as text, never as a link.
    await page.locator('td.console-message-field', { hasText: 'javascript:alert(1)' }).waitFor();
    expect(await page.getByRole('link', { name: 'javascript:alert(1)' }).count()).toBe(0);
    await screenshot(page, 'decorators-link');
    expect(errors).toEqual([]);
  });
});
