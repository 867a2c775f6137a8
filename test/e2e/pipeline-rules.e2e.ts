// Pipeline rules as an administrator writes them: a typo in a function name shows at its line while typing (the
// underline and gutter marker, and the list naming line and reason), completion fixes it, saving puts the rule in
// the list, the list's search finds it, deleting asks first; a Reader sees rules but cannot create one.
import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(180000);

const READER = { username: 'rita', password: 'rita-Secret-7' };

const TYPO_SOURCE = [
  'rule "tag checkout"',
  'when',
  '  has_fild("path")',
  'then',
  '  set_field("flow", "checkout");',
  'end',
].join('\n');

describe('pipeline rules', () => {
  const running = useConsole({ demoInput: false });

  const open = async (username = 'admin', password = 'admin') => {
    const opened = await openPage(running.browser);
    await opened.page.setViewportSize({ width: 1400, height: 900 });
    await logIn(opened.page, running.server.url, username, password);
    return opened;
  };

  const editorLine = (page: Page, lineText: string) => page.locator('.cm-line').filter({ hasText: lineText });

  it('shows a typo at its line while typing, fixes it with completion, saves, finds and deletes the rule', async () => {
    await callApi(running.server, 'POST', '/system/pipelines/rule', {
      title: '', description: 'keeps load balancer probes out', source: 'rule "drop health checks"\nwhen\n  to_string($message.path) == "/health"\nthen\n  drop_message();\nend',
    });
    const { page, errors } = await open();
    await page.goto(`${running.server.url}/system/pipelines/rules`);
    await page.getByRole('heading', { name: 'Pipeline Rules', exact: true }).waitFor();
    await page.getByRole('link', { name: 'drop health checks', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Create rule', exact: true }).click();
    await page.getByRole('heading', { name: 'Create rule', exact: true }).waitFor();

    // The editor arrives in its own chunk.
    const content = page.locator('.cm-content');
    await content.waitFor();
    await content.click();
    await page.keyboard.insertText(TYPO_SOURCE);
    // Typing "end" offered completions; the screenshot shows the error, not the list.
    await page.keyboard.press('Escape');
    await page.getByTestId('rule-title').filter({ hasText: 'tag checkout' }).waitFor();

    // The parser's verdict arrives once typing pauses: the list names line and reason, the editor marks the word.
    const errorList = page.getByRole('list', { name: 'Errors in the rule' });
    await errorList.getByRole('listitem').filter({ hasText: /^Line 3, column 3: .*has_fild/ }).waitFor();
    await editorLine(page, 'has_fild').locator('.cm-lintRange-error').filter({ hasText: 'has_fild' }).waitFor();
    expect(await page.locator('.cm-gutter-lint .cm-lint-marker-error').count()).toBe(1);
    // Keywords, strings and function names are coloured apart.
    const colourOf = (text: string) => page.locator('.cm-line span').filter({ hasText: new RegExp(`^${text}$`) }).first()
      .evaluate((node) => getComputedStyle(node).color);
    expect(new Set([await colourOf('when'), await colourOf('"checkout"'), await colourOf('set_field')]).size).toBe(3);
    await screenshot(page, 'pipeline-rules-typo');

    // Replace the misspelt name: type a prefix and pick the function from the completion list.
    await editorLine(page, 'has_fild').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+End');
    await page.keyboard.type('has_f');
    const completion = page.locator('.cm-tooltip-autocomplete');
    const option = completion.getByRole('option').filter({ hasText: /^has_field/ });
    await option.waitFor();
    expect(await option.textContent()).toContain('(field: String');
    await screenshot(page, 'pipeline-rules-completion');
    await option.click();
    // Picking the function reopens the list with its parameters.
    await completion.getByRole('option').filter({ hasText: /^field:/ }).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.insertText('"path")');
    await editorLine(page, 'has_field("path")').waitFor();
    await page.getByText('The rule is valid.').waitFor();
    expect(await errorList.count()).toBe(0);
    expect(await page.locator('.cm-lintRange-error').count()).toBe(0);

    await page.getByLabel('Description').fill('marks the checkout flow');
    await page.getByRole('button', { name: 'Create rule', exact: true }).click();
    await page.getByText('Rule "tag checkout" created successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/system/pipelines/rules');
    const row = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: 'tag checkout', exact: true }) });
    await row.waitFor();
    expect(await row.textContent()).toContain('marks the checkout flow');
    expect(await row.textContent()).toContain('Not used');
    await screenshot(page, 'pipeline-rules-list');

    const rules = await callApi(running.server, 'GET', '/system/pipelines/rule');
    const saved = (rules.body as Array<{ title: string, source: string }>).find((rule) => rule.title === 'tag checkout');
    expect(saved?.source).toBe(TYPO_SOURCE.replace('has_fild', 'has_field'));

    const search = page.getByLabel('Search rules');
    await search.fill('load balancer');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('query') === 'load balancer');
    await page.getByRole('link', { name: 'drop health checks', exact: true }).waitFor();
    await row.waitFor({ state: 'detached' });
    await search.fill('');
    await search.press('Enter');
    await row.waitFor();

    await row.getByRole('button', { name: 'Delete rule tag checkout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete rule' });
    await dialog.getByText('Do you really want to delete the rule tag checkout?').waitFor();
    await screenshot(page, 'pipeline-rules-delete');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Rule "tag checkout" was deleted successfully').waitFor();
    await row.waitFor({ state: 'detached' });
    const left = await callApi(running.server, 'GET', '/system/pipelines/rule');
    expect((left.body as Array<{ title: string }>).map((rule) => rule.title)).toEqual(['drop health checks']);
    expect(errors).toEqual([]);
  });

  it('refuses to save a rule that does not parse, keeping the text', async () => {
    const { page, errors } = await open();
    await page.goto(`${running.server.url}/system/pipelines/rules/new`);
    const content = page.locator('.cm-content');
    await content.waitFor();
    await content.click();
    await page.keyboard.insertText('rule "broken"\nwhen\n  has_field("path"\nthen\nend');
    await page.getByRole('button', { name: 'Create rule', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: /^The rule was not saved: the parser found/ }).waitFor();
    await page.getByRole('list', { name: 'Errors in the rule' }).getByRole('listitem').filter({ hasText: /^Line 4, column 1:/ }).waitFor();
    expect(await content.textContent()).toContain('has_field("path"');
    expect(new URL(page.url()).pathname).toBe('/system/pipelines/rules/new');
    expect(errors).toEqual([]);
  });

  it('shows a Reader the rules without any way to create, change or delete one', async () => {
    const created = await callApi(running.server, 'POST', '/users', {
      username: READER.username, password: READER.password, email: 'rita@example.org', full_name: 'Rita Reader',
      permissions: ['pipeline:read', 'pipeline_rule:read'], roles: ['Reader'],
    });
    expect(created.status).toBe(201);
    const { page, errors } = await open(READER.username, READER.password);
    await page.goto(`${running.server.url}/system/pipelines/rules`);
    const link = page.getByRole('link', { name: 'drop health checks', exact: true });
    await link.waitFor();
    expect(await page.getByRole('link', { name: 'Create rule' }).count()).toBe(0);
    expect(await page.locator('tbody tr').getByRole('button').count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Rule metrics' }).or(page.getByLabel('Rule metrics')).isDisabled()).toBe(true);
    await link.click();
    await page.getByRole('heading', { name: 'Rule "drop health checks"' }).waitFor();
    await page.locator('.cm-content[contenteditable="false"]').waitFor();
    expect(await page.getByRole('button', { name: /Create rule|Update rule/ }).count()).toBe(0);
    await screenshot(page, 'pipeline-rules-reader');

    await page.goto(`${running.server.url}/system/pipelines/rules/new`);
    await page.getByRole('heading', { name: 'Missing Permissions' }).waitFor();
    const refused = await callApi(running.server, 'POST', '/system/pipelines/rule',
      { title: '', description: '', source: 'rule "r" when true then end' }, `${READER.username}:${READER.password}`);
    expect(refused.status).toBe(403);
    expect(errors).toEqual([]);
  });
});
