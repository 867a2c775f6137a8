// The pipeline simulator end to end: a message is stored unchanged, then a two-stage pipeline is connected to
// "All messages"; from the message's search row "Simulate" carries it to the simulator, which shows what each
// stage would add. A pasted raw message runs the same way; pasted text that is not valid JSON is refused in place
// and nothing is sent. A raw GELF line is parsed with the GELF codec first, as an input would; a message that cannot
// be loaded or parsed is reported once, in place, without a toast.
import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi, freePort } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(180000);

const GELF_HTTP = 'org.graylog2.inputs.gelf.http.GELFHttpInput';
const DEFAULT_STREAM = '000000000000000000000001';
const MARKER = `sim${Date.now()}`;

const TAG_RULE = 'rule "tag checkout"\nwhen\n  has_field("path") && starts_with(to_string($message.path), "/checkout")\nthen\n  set_field("flow", "checkout");\nend';
const SECOND_RULE = 'rule "name the flow"\nwhen\n  has_field("flow")\nthen\n  set_field("flow_label", uppercase(to_string($message.flow)));\n  remove_field("debug_note");\nend';
const PIPELINE = 'pipeline "shop"\nstage 0 match either\n  rule "tag checkout"\nstage 1 match all\n  rule "name the flow"\nend';

const errorToasts = (page: Page) => page.locator('#toast-container .toast-error').count();

const sleep = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

const SIMULATE_PATH = '/api/system/pipelines/simulate';

/** The stage's card, by the name the page gives it. */
const stageCard = (page: Page, pipeline: string, stage: number) => page.getByRole('region', { name: `Pipeline ${pipeline} · stage ${stage}` });
const diffLines = (page: Page, label: string) => page.getByRole('list', { name: label }).getByRole('listitem').allInnerTexts();

describe('the pipeline simulator', () => {
  const running = useConsole({ demoInput: false });

  beforeAll(async () => {
    const port = await freePort();
    const input = await callApi(running.server, 'POST', '/system/inputs', {
      title: 'Shop web', type: GELF_HTTP, global: true, configuration: { bind_address: '127.0.0.1', port },
    });
    expect(input.status).toBe(201);
    expect((await callApi(running.server, 'PUT', `/system/inputstates/${input.body.id}`)).status).toBe(200);

    // Sent before the pipeline exists, so it is stored as it came.
    let stored = false;
    for (let attempt = 0; attempt < 60 && !stored; attempt += 1) {
      try {
        const sent = await fetch(`http://127.0.0.1:${port}/gelf`, {
          method: 'POST', headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ version: '1.1', host: 'web-01', short_message: `pay ${MARKER}`, _path: '/checkout/pay', _debug_note: 'remove me' }),
        });
        stored = sent.status < 300;
      } catch {
        // The input is still starting.
      }
      if (!stored) await sleep(200);
    }
    expect(stored).toBe(true);
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const found = await callApi(running.server, 'GET', `/search/universal/relative?query=${encodeURIComponent(`message:${MARKER}`)}&range=3600`);
      if (found.body?.total_results === 1) break;
      await sleep(200);
    }

    for (const source of [TAG_RULE, SECOND_RULE]) {
      const rule = await callApi(running.server, 'POST', '/system/pipelines/rule', { title: '', description: 'e2e', source });
      expect(rule.status).toBeLessThan(300);
    }
    const pipeline = await callApi(running.server, 'POST', '/system/pipelines/pipeline', { title: '', description: 'e2e', source: PIPELINE });
    expect(pipeline.status).toBeLessThan(300);
    const connected = await callApi(running.server, 'POST', '/system/pipelines/connections/to_stream', { stream_id: DEFAULT_STREAM, pipeline_ids: [pipeline.body.id] });
    expect(connected.status).toBeLessThan(300);
  });

  const open = async () => {
    const { page, errors } = await openPage(running.browser);
    await page.setViewportSize({ width: 1400, height: 900 });
    await logIn(page, running.server.url);
    return { page, errors };
  };

  it('simulates a stored message from its search row and shows what each stage added', async () => {
    const { page, errors } = await open();
    await page.goto(`${running.server.url}/search?q=${encodeURIComponent(`message:${MARKER}`)}&rangetype=relative&relative=3600`);
    await page.getByText(`pay ${MARKER}`).first().click();
    const details = page.locator('tr.console-message-details');
    await details.getByRole('link', { name: 'Simulate' }).waitFor();
    await screenshot(page, 'pipeline-simulator-search-row');
    await details.getByRole('link', { name: 'Simulate' }).click();

    await page.getByRole('heading', { name: 'Simulate processing' }).waitFor();
    expect(new URL(page.url()).searchParams.get('message_id')).not.toBeNull();
    await page.getByText(/^Loaded message .+ from index graylog_\d+/).waitFor();
    expect(await page.getByLabel('Stream').inputValue()).toBe(DEFAULT_STREAM);
    // The message is still as it was stored: the pipeline came later.
    const stored = await callApi(running.server, 'GET', `/search/universal/relative?query=${encodeURIComponent(`message:${MARKER}`)}&range=3600`);
    expect(stored.body.messages[0].message.flow).toBeUndefined();

    await page.getByRole('button', { name: 'Simulate', exact: true }).click();
    const first = stageCard(page, 'shop', 0);
    await first.waitFor();
    expect(await first.innerText()).toContain('at least one rule must match');
    expect(await first.innerText()).toMatch(/matched\s+tag checkout/);
    expect(await diffLines(page, 'Fields changed by shop · stage 0')).toEqual([expect.stringMatching(/^\+\s*(added:\s*)?flow\s+checkout$/)]);

    const second = stageCard(page, 'shop', 1);
    expect(await second.innerText()).toContain('all rules must match');
    const secondLines = await diffLines(page, 'Fields changed by shop · stage 1');
    expect(secondLines).toEqual(expect.arrayContaining([
      expect.stringMatching(/^−\s*(removed:\s*)?debug_note\s+remove me$/),
      expect.stringMatching(/^\+\s*(added:\s*)?flow_label\s+CHECKOUT$/),
    ]));
    const after = page.getByRole('region', { name: 'Message after' });
    expect(await after.innerText()).toContain('flow_label');
    expect(await after.innerText()).not.toContain('debug_note');
    await page.getByText(/^Simulation trace \(\d+ steps?, [\d,]+ µs in all\)$/).click();
    await screenshot(page, 'pipeline-simulator-stages');

    // Still nothing stored changed.
    const again = await callApi(running.server, 'GET', `/search/universal/relative?query=${encodeURIComponent(`message:${MARKER}`)}&range=3600`);
    expect(again.body.total_results).toBe(1);
    expect(again.body.messages[0].message.flow).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('simulates a pasted raw message, and refuses text that is not valid JSON in place without sending it', async () => {
    const { page, errors } = await open();
    const simulateCalls: Array<string> = [];
    page.on('request', (request) => { if (new URL(request.url()).pathname.endsWith(SIMULATE_PATH)) simulateCalls.push(request.postData() ?? ''); });
    await page.goto(`${running.server.url}/system/pipelines/simulate`);
    await page.getByRole('heading', { name: 'Simulate processing' }).waitFor();

    const message = page.getByLabel('Message', { exact: true });
    await message.fill('{"message": "checkout", "path": "/checkout/cart",');
    await page.getByRole('button', { name: 'Simulate', exact: true }).click();
    await page.getByText(/^This is not valid JSON: .+\. Nothing was sent\./).waitFor();
    expect(await message.evaluate((element) => element.classList.contains('is-invalid'))).toBe(true);
    await screenshot(page, 'pipeline-simulator-invalid-json');
    expect(simulateCalls).toEqual([]);

    await message.fill('{"message": "checkout", "path": "/checkout/cart", "debug_note": "x"}');
    await page.getByText('Read as JSON: 3 fields (message, path, debug_note).').waitFor();
    await page.getByRole('button', { name: 'Simulate', exact: true }).click();
    await stageCard(page, 'shop', 1).waitFor();
    expect(JSON.parse(simulateCalls[0])).toEqual({ stream_id: DEFAULT_STREAM, message: { message: 'checkout', path: '/checkout/cart', debug_note: 'x' } });
    expect(await diffLines(page, 'Fields changed by shop · stage 0')).toEqual([expect.stringMatching(/flow\s+checkout$/)]);
    expect(await diffLines(page, 'Fields changed by shop · stage 1')).toEqual(expect.arrayContaining([expect.stringMatching(/flow_label\s+CHECKOUT$/)]));

    // A line of text is the message field: the first rule does not match it, so the pipeline stops after stage 0.
    await message.fill('GET /health 200');
    await page.getByText('Read as plain text: it becomes the message\'s message field.').waitFor();
    await page.getByRole('button', { name: 'Simulate', exact: true }).click();
    const first = stageCard(page, 'shop', 0);
    await first.getByText('not matched').waitFor();
    expect(await first.innerText()).toContain('No field was added, changed or removed in this stage.');
    expect(await stageCard(page, 'shop', 1).count()).toBe(0);
    expect(JSON.parse(simulateCalls[1]).message).toEqual({ message: 'GET /health 200' });
    await screenshot(page, 'pipeline-simulator-pasted');
    expect(errors).toEqual([]);
  });

  it('offers "Simulate" on the message page too', async () => {
    const { page, errors } = await open();
    const found = await callApi(running.server, 'GET', `/search/universal/relative?query=${encodeURIComponent(`message:${MARKER}`)}&range=3600`);
    const [hit] = found.body.messages;
    await page.goto(`${running.server.url}/messages/${hit.index}/${hit.message._id}`);
    await page.getByRole('link', { name: 'Simulate' }).waitFor();
    // The stream it was routed into, by title, linked to its search.
    await page.getByRole('link', { name: 'All messages', exact: true }).waitFor();
    await screenshot(page, 'pipeline-simulator-message-page');
    await page.getByRole('link', { name: 'Simulate' }).click();
    await page.getByText(`Loaded message ${hit.message._id} from index ${hit.index}`, { exact: false }).waitFor();
    expect(errors).toEqual([]);
  });

  it('parses a raw GELF message with the chosen codec and input, shows its fields, then simulates it', async () => {
    const { page, errors } = await open();
    const parseCalls: Array<string> = [];
    page.on('request', (request) => { if (new URL(request.url()).pathname.endsWith('/api/messages/parse')) parseCalls.push(request.postData() ?? ''); });
    await page.goto(`${running.server.url}/system/pipelines/simulate`);
    await page.getByRole('tab', { name: 'Parse a raw message' }).click();
    const codec = page.getByLabel('Message codec');
    await codec.locator('option', { hasText: 'GELF' }).waitFor({ state: 'attached' });

    // A line GELF cannot decode: the data specification's words, in place, once.
    await page.getByLabel('Raw message', { exact: true }).fill('this is not GELF');
    await codec.selectOption({ label: 'GELF' });
    await page.getByRole('button', { name: 'Parse message' }).click();
    await page.getByText('Please ensure the selected codec and its configuration are right. Check your server logs for more information.').waitFor();
    await screenshot(page, 'pipeline-simulator-raw-refused');
    expect(await errorToasts(page)).toBe(0);

    await page.getByLabel('Raw message', { exact: true }).fill(JSON.stringify({ version: '1.1', host: 'web-02', short_message: 'raw checkout', _path: '/checkout/raw' }));
    await page.getByLabel('Remote address').fill('192.0.2.44');
    await page.getByLabel('Input (optional)').selectOption({ label: 'Shop web (GELF HTTP)' });
    await page.getByRole('button', { name: 'Parse message' }).click();
    await page.getByText(/^Parsed with GELF: \d+ fields \(.*path.*\)/).waitFor();
    expect(JSON.parse(parseCalls[parseCalls.length - 1])).toMatchObject({ codec: 'gelf', remote_address: '192.0.2.44' });

    await page.getByRole('button', { name: 'Simulate', exact: true }).click();
    await stageCard(page, 'shop', 1).waitFor();
    expect(await diffLines(page, 'Fields changed by shop · stage 0')).toEqual([expect.stringMatching(/flow\s+checkout$/)]);
    const before = page.getByRole('region', { name: 'Message before' });
    expect(await before.innerText()).toContain('raw checkout');
    expect(await before.innerText()).toContain('web-02');
    await screenshot(page, 'pipeline-simulator-raw');
    expect(await errorToasts(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('reports a stored message that cannot be loaded once, in place, without a toast', async () => {
    const { page, errors } = await open();
    await page.goto(`${running.server.url}/system/pipelines/simulate?index=graylog_0&message_id=missing`);
    await page.getByText(/^Could not load message missing from index graylog_0: /).waitFor();
    await sleep(500);
    expect(await errorToasts(page)).toBe(0);
    await screenshot(page, 'pipeline-simulator-load-missing');
    expect(errors).toEqual([]);
  });
});
