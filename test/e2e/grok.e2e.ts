// Grok patterns as an administrator lives them: the default patterns, search, create after a test against
// sample data, edit, delete, importing a pattern file, and the refusals that keep what was typed.
import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(180000);

type Pattern = { id: string, name: string, pattern: string };

describe('grok patterns', () => {
  const running = useConsole({ demoInput: false });

  const patternsOnServer = async (): Promise<Array<Pattern>> => {
    const answer = await callApi(running.server, 'GET', '/system/grok');
    expect(answer.status).toBe(200);
    return answer.body.patterns;
  };
  const patternNamed = async (name: string) => (await patternsOnServer()).find((pattern) => pattern.name === name);

  const openPatterns = async () => {
    const opened = await openPage(running.browser);
    await logIn(opened.page, running.server.url);
    await opened.page.goto(`${running.server.url}/system/grokpatterns`);
    await opened.page.getByRole('heading', { name: 'Grok patterns', exact: true }).waitFor();
    return opened;
  };

  const search = async (page: Page, query: string) => {
    await page.getByLabel('Search Grok patterns').fill(query);
    await page.getByLabel('Search Grok patterns').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('query') === query);
  };

  it('lists the default patterns, searchable, with the pattern as monospace text', async () => {
    const defaults = await patternsOnServer();
    expect(defaults.length).toBeGreaterThan(20);
    const { page, errors } = await openPatterns();
    expect(await page.title()).toBe('Grok patterns - Graylog Console');
    await page.getByText(new RegExp(`^Showing 1-20 of ${defaults.length} Grok patterns`)).waitFor();
    const firstByName = [...defaults].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))[0];
    await page.getByRole('row', { name: new RegExp(firstByName.name) }).first().waitFor();
    await screenshot(page, 'grok-list');

    await search(page, 'IPV4');
    const ipv4 = defaults.find((pattern) => pattern.name === 'IPV4');
    expect(ipv4).toBeDefined();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'IPV4', exact: true }) });
    await row.waitFor();
    expect(await row.locator('code').textContent()).toBe(ipv4?.pattern);
    expect(await row.locator('code').evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(/mono/i);
    await screenshot(page, 'grok-search');
    expect(errors).toEqual([]);
  });

  it('creates a pattern after testing it, edits it and deletes it', async () => {
    const { page, errors } = await openPatterns();
    await page.getByRole('button', { name: 'Create pattern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Grok pattern' });
    await dialog.waitFor();
    await dialog.getByLabel('Name').fill('ORDER_ID');
    await dialog.getByRole('textbox', { name: 'Pattern', exact: true }).fill('ORD-%{INT:order_number}');
    await dialog.getByLabel('Sample data').fill('ORD-4711');
    await dialog.getByRole('button', { name: 'Test with sample data' }).click();
    const captures = dialog.getByRole('table');
    await captures.waitFor();
    await captures.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'order_number', exact: true }) }).getByRole('cell', { name: '4711' }).waitFor();
    await screenshot(page, 'grok-create-tested');

    await dialog.getByRole('button', { name: 'Create pattern' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await patternNamed('ORDER_ID'))?.pattern).toBe('ORD-%{INT:order_number}');
    await search(page, 'ORDER_ID');
    await page.getByRole('cell', { name: 'ORDER_ID', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit Grok pattern ORDER_ID' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Grok pattern ORDER_ID' });
    await editDialog.getByRole('textbox', { name: 'Pattern', exact: true }).fill('ORDER-%{INT:order_number}');
    await editDialog.getByRole('button', { name: 'Update pattern' }).click();
    await editDialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'ORDER-%{INT:order_number}' }).waitFor();
    expect((await patternNamed('ORDER_ID'))?.pattern).toBe('ORDER-%{INT:order_number}');

    await page.getByRole('button', { name: 'Delete Grok pattern ORDER_ID' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Grok pattern' });
    await confirm.getByText('Do you really want to delete Grok pattern ORDER_ID?').waitFor();
    await screenshot(page, 'grok-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('No Grok patterns match "ORDER_ID".').waitFor();
    expect(await patternNamed('ORDER_ID')).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('shows the server\'s reason for an invalid pattern and keeps the form', async () => {
    const { page, errors } = await openPatterns();
    await page.getByRole('button', { name: 'Create pattern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Grok pattern' });
    await dialog.getByLabel('Name').fill('BROKEN_REF');
    await dialog.getByRole('textbox', { name: 'Pattern', exact: true }).fill('%{NO_SUCH_PATTERN:x} tail');
    await dialog.getByLabel('Sample data').fill('anything');
    await dialog.getByRole('button', { name: 'Test with sample data' }).click();
    await dialog.getByText('The pattern could not be tested:').waitFor();
    expect(await dialog.locator('.alert-danger').textContent()).toMatch(/NO_SUCH_PATTERN/);

    await dialog.getByRole('button', { name: 'Create pattern' }).click();
    const patternField = dialog.getByRole('textbox', { name: 'Pattern', exact: true });
    await page.waitForFunction(() => document.querySelector('.modal textarea[aria-invalid="true"], .modal [role="alert"]') !== null);
    const refusal = await dialog.locator('.invalid-feedback, [role="alert"]').allTextContents();
    expect(refusal.join(' ')).toMatch(/NO_SUCH_PATTERN/);
    expect(await dialog.getByLabel('Name').inputValue()).toBe('BROKEN_REF');
    expect(await patternField.inputValue()).toBe('%{NO_SUCH_PATTERN:x} tail');
    await screenshot(page, 'grok-create-refused');
    expect(await patternNamed('BROKEN_REF')).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('imports a pattern file next to the existing patterns', async () => {
    const before = await patternsOnServer();
    const { page, errors } = await openPatterns();
    await page.getByRole('button', { name: 'Import pattern file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Grok pattern file' });
    const file = '# Shop patterns\nTICKET_ID T-%{INT}\nSHIPMENT_ID SHP-%{INT}-%{WORD}\n';
    await dialog.getByLabel('Pattern file').setInputFiles({ name: 'shop.grok', mimeType: 'text/plain', buffer: Buffer.from(file) });
    await page.waitForFunction((expected) => document.querySelector<HTMLTextAreaElement>('.modal textarea')?.value === expected, file);
    expect(await dialog.getByLabel('Replace all existing patterns').isChecked()).toBe(false);
    await screenshot(page, 'grok-import');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const after = await patternsOnServer();
    expect(after.length).toBe(before.length + 2);
    expect(after.find((pattern) => pattern.name === 'TICKET_ID')?.pattern).toBe('T-%{INT}');
    expect(after.find((pattern) => pattern.name === 'SHIPMENT_ID')?.pattern).toBe('SHP-%{INT}-%{WORD}');
    await search(page, 'SHIPMENT_ID');
    await page.getByRole('cell', { name: 'SHIPMENT_ID', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('refuses a file with an invalid line, lists why, keeps the text and changes nothing', async () => {
    const before = await patternsOnServer();
    const { page, errors } = await openPatterns();
    await page.getByRole('button', { name: 'Import pattern file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Grok pattern file' });
    const text = 'GOOD_ONE G-%{INT}\nBROKEN_ONE %{NOT_THERE}\n';
    await dialog.getByRole('textbox', { name: 'Patterns' }).fill(text);
    await dialog.getByLabel('Replace all existing patterns').check();
    await dialog.getByRole('button', { name: 'Import and replace all' }).click();
    const refusal = dialog.getByRole('alert');
    await refusal.getByText('The server refused the file; no pattern was imported.').waitFor();
    expect(await refusal.locator('li').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/NOT_THERE/)]));
    expect(await dialog.getByRole('textbox', { name: 'Patterns' }).inputValue()).toBe(text);
    await screenshot(page, 'grok-import-refused');

    const after = await patternsOnServer();
    expect(after.map((pattern) => pattern.name).sort()).toEqual(before.map((pattern) => pattern.name).sort());
    expect(errors).toEqual([]);
  });
});
