// Extractors as an operator builds them: a grok extractor tried live on a typed example, two extractors put
// in order by keyboard (kept after a reload), an export imported into another input with the outcome
// reported, and an invalid regular expression refused with the server's reason while the form keeps what
// was typed.
import type { Page } from 'playwright-core';

import { logIn, openPage, pressUntilAnnounced } from './support/browser';
import { callApi, freePort } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(240000);

const GELF_HTTP = 'org.graylog2.inputs.gelf.http.GELFHttpInput';
const EXAMPLE = 'GET /index.html 200 12ms client=10.0.0.1';

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/extractor-${name}.png`, fullPage: true });

/** The text of the latest toast of a kind ('success', 'warning', 'error'). */
const toast = (page: Page, kind: string) => page.locator(`#toast-container .toast-${kind} .toast-message`).last();

describe('extractors', () => {
  const running = useConsole({ demoInput: false });
  let nodeId: string;
  let webInput: string;
  let backupInput: string;

  let webPort: number;

  const createInput = async (title: string, port: number) => {
    const created = await callApi(running.server, 'POST', '/system/inputs', {
      title, type: GELF_HTTP, global: true, configuration: { bind_address: '127.0.0.1', port },
    });
    expect(created.status).toBe(201);
    // Started explicitly: whether a new input starts by itself is not what these tests are about.
    const started = await callApi(running.server, 'PUT', `/system/inputstates/${created.body.id}`);
    expect(started.status).toBe(200);
    return created.body.id as string;
  };

  /** Sends one GELF message to the web input and waits until a search finds it. */
  const receive = async (shortMessage: string) => {
    let sent = false;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if (!sent) {
        try {
          const response = await fetch(`http://127.0.0.1:${webPort}/gelf`, {
            method: 'POST', headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ version: '1.1', host: 'web-1', short_message: shortMessage }),
          });
          sent = response.status < 300;
        } catch {
          // The input is still starting.
        }
      }
      if (sent) {
        const found = await callApi(running.server, 'GET', `/search/universal/relative?query=${encodeURIComponent(`gl2_source_input:${webInput}`)}&range=3600&limit=1`);
        if (found.status === 200 && found.body.total_results > 0) return;
      }
      await new Promise((resolve) => { setTimeout(resolve, 200); });
    }
    throw new Error('the web input did not store the message');
  };
  const extractorsUrl = (inputId: string, suffix = '') => `${running.server.url}/system/inputs/${inputId}/${nodeId}/extractors${suffix}`;
  const listedTitles = async (inputId: string) => {
    const listed = await callApi(running.server, 'GET', `/system/inputs/${inputId}/extractors`);
    expect(listed.status).toBe(200);
    return [...listed.body.extractors].sort((a: { order: number }, b: { order: number }) => a.order - b.order).map((extractor: { title: string }) => extractor.title);
  };
  const tableTitles = (page: Page) => page.locator('table.console-entity-table tbody tr td:nth-child(3)').allInnerTexts();

  beforeAll(async () => {
    nodeId = (await callApi(running.server, 'GET', '/system')).body.node_id;
    webPort = await freePort();
    webInput = await createInput('Web servers', webPort);
    backupInput = await createInput('Backup web servers', await freePort());
  });

  it('creates a grok extractor tried live on a typed example, and lists it', async () => {
    await receive('POST /login 302 40ms client=10.0.0.2');
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(extractorsUrl(webInput));
    await page.getByRole('heading', { name: 'Extractors of Web servers' }).waitFor();
    await page.getByText('This input has no extractors yet.').waitFor();
    expect(await page.title()).toBe('Extractors of Web servers - Graylog Console');

    // "Add extractor" offers the fields of the latest message the input received, with their values.
    await page.getByText('Example from recent message 1 of 1:').waitFor();
    await page.getByLabel('Source field').selectOption('message');
    await page.getByText('POST /login 302 40ms client=10.0.0.2', { exact: true }).waitFor();
    await page.getByLabel('Extractor type').selectOption('grok');
    await shot(page, 'list-empty');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'New extractor for Web servers' }).waitFor();
    // The create page starts with that message as the example; an example typed by hand replaces it.
    const example = page.getByLabel('Example', { exact: true });
    await page.waitForFunction(() => document.querySelector('textarea.font-monospace')?.textContent !== undefined
      && (document.querySelector('textarea.font-monospace') as HTMLTextAreaElement).value === 'POST /login 302 40ms client=10.0.0.2');
    await example.fill(EXAMPLE);
    await page.getByLabel('Grok pattern').fill('%{WORD:method} %{URIPATH:path} %{NUMBER:status}');
    const result = page.locator('section[aria-labelledby="extractor-test-result-title"]');
    await result.getByText('Matches: these fields would be added.').waitFor();
    const rows = await result.locator('tbody tr').allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual(expect.arrayContaining(['method GET', 'path /index.html', 'status 200']));
    await page.getByLabel('Extractor title').fill('Request line');
    await shot(page, 'create-grok');

    await page.getByRole('button', { name: 'Create extractor' }).click();
    await page.getByRole('heading', { name: 'Extractors of Web servers' }).waitFor();
    await page.getByRole('cell', { name: 'Request line', exact: true }).waitFor();
    expect(await listedTitles(webInput)).toEqual(['Request line']);
    const [saved] = (await callApi(running.server, 'GET', `/system/inputs/${webInput}/extractors`)).body.extractors;
    expect(saved).toMatchObject({ type: 'grok', cursor_strategy: 'copy', condition_type: 'none', source_field: 'message' });
    expect(saved.extractor_config.grok_pattern).toBe('%{WORD:method} %{URIPATH:path} %{NUMBER:status}');
    expect(errors).toEqual([]);
  });

  it('moves an extractor up by keyboard and keeps the order after a reload', async () => {
    const created = await callApi(running.server, 'POST', `/system/inputs/${webInput}/extractors`, {
      title: 'Client address', cut_or_copy: 'copy', source_field: 'message', target_field: 'client', extractor_type: 'regex',
      extractor_config: { regex_value: 'client=(\\S+)' }, converters: {}, condition_type: 'none', condition_value: '', order: 1,
    });
    expect(created.status).toBe(201);
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(extractorsUrl(webInput));
    await page.getByRole('cell', { name: 'Client address', exact: true }).waitFor();
    expect(await tableTitles(page)).toEqual(['Request line', 'Client address']);

    // Each step waits for its announcement, as a screen reader user would hear it before the next key.
    const announced = (text: string) => page.locator('[id^="DndLiveRegion"]').getByText(text).waitFor();
    await page.getByRole('button', { name: 'Move Client address' }).focus();
    await page.keyboard.press('Space');
    await announced('Picked up Client address at position 2 of 2.');
    await pressUntilAnnounced(page, 'ArrowUp', 'Client address is over position 1 of 2.');
    await page.keyboard.press('Space');
    await announced('Client address was dropped at position 1 of 2.');
    await toast(page, 'success').getByText('The new order of the extractors was saved.').waitFor();
    expect(await listedTitles(webInput)).toEqual(['Client address', 'Request line']);
    await page.mouse.move(0, 0);
    await shot(page, 'list-reordered');

    await page.reload();
    await page.getByRole('cell', { name: 'Client address', exact: true }).waitFor();
    expect(await tableTitles(page)).toEqual(['Client address', 'Request line']);
    expect(errors).toEqual([]);
  });

  it('exports the extractors and imports them into another input, reporting imports and errors', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(extractorsUrl(webInput));
    await page.getByRole('link', { name: 'Export extractors' }).click();
    await page.getByRole('heading', { name: 'Export extractors of Web servers' }).waitFor();
    const exported = JSON.parse(await page.getByLabel('Extractors JSON').inputValue());
    expect(exported.version).toBe('4.0.0');
    expect(exported.extractors.map((extractor: { title: string }) => extractor.title)).toEqual(['Client address', 'Request line']);
    expect(exported.extractors[0]).toMatchObject({ extractor_type: 'regex', cursor_strategy: 'copy', order: 0 });
    expect(exported.extractors[0]).not.toHaveProperty('id');
    await shot(page, 'export');

    await page.goto(extractorsUrl(backupInput, '/import'));
    await page.getByRole('heading', { name: 'Import extractors into Backup web servers' }).waitFor();
    const json = page.getByLabel(/^Extractors JSON/);
    // Not JSON: said at the field, nothing sent, nothing lost.
    await json.fill('{"extractors": [');
    await page.getByRole('button', { name: 'Add extractors to input' }).click();
    await page.getByText(/^This is not valid JSON/).waitFor();
    expect(await json.inputValue()).toBe('{"extractors": [');
    expect(await listedTitles(backupInput)).toEqual([]);

    await json.fill(JSON.stringify(exported, null, 2));
    await page.getByRole('button', { name: 'Add extractors to input' }).click();
    await toast(page, 'success').getByText('2 extractors imported.').waitFor();
    expect(await listedTitles(backupInput)).toEqual(['Client address', 'Request line']);

    const partlyBad = { ...exported, extractors: [{ ...exported.extractors[0], title: 'Copy of client' }, { ...exported.extractors[1], extractor_type: 'telepathy' }] };
    await json.fill(JSON.stringify(partlyBad));
    await page.getByRole('button', { name: 'Add extractors to input' }).click();
    await toast(page, 'warning').getByText('1 extractor imported, 1 error.').waitFor();
    await page.getByText('Request line: Invalid extractor type provided').waitFor();
    await shot(page, 'import-warning');
    expect((await listedTitles(backupInput)).sort()).toEqual(['Client address', 'Copy of client', 'Request line']);
    expect(errors).toEqual([]);
  });

  it('refuses an invalid regular expression with the server\'s reason at the field and keeps the form', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(extractorsUrl(webInput, '/new?extractor_type=regex&field=message'));
    await page.getByRole('heading', { name: 'New extractor for Web servers' }).waitFor();
    await page.getByLabel('Example', { exact: true }).fill(EXAMPLE);
    const regex = page.getByLabel(/^Regular expression/);
    await regex.fill('client=(\\S+');
    // The live check already names the problem…
    await page.locator('section[aria-labelledby="extractor-test-result-title"]').getByText(/(Invalid|Not a valid) regular expression/).waitFor();
    await page.getByLabel(/^Store as field/).fill('client');
    await page.getByLabel(/^Extractor title/).fill('Broken client');
    await page.getByRole('button', { name: 'Create extractor' }).click();

    // …and the server's refusal lands at the field (until it answers, the field is described by its help text);
    // everything typed stays.
    await regex.and(page.locator('[aria-invalid="true"]')).waitFor();
    const errorId = ((await regex.getAttribute('aria-describedby')) ?? '').split(' ')[0];
    const reason = await page.locator(`#${errorId}`).innerText();
    expect(reason).toMatch(/regular expression/i);
    await shot(page, 'regex-refused');
    expect(page.url()).toContain('/extractors/new');
    expect(await regex.inputValue()).toBe('client=(\\S+');
    expect(await page.getByLabel(/^Extractor title/).inputValue()).toBe('Broken client');
    expect(await listedTitles(webInput)).toEqual(['Client address', 'Request line']);
    expect(errors).toEqual([]);
  });
});
