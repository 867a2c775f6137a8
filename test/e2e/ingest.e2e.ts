// The whole ingest journey an administrator takes on a new installation, in one browser session: the demo
// input's messages are there at once; a GELF HTTP and a Syslog UDP input are launched through the UI and fed
// by plain HTTP and UDP clients, their counts rising; a grok extractor is built with its live test, and the
// next message shows the extracted field on its page; extractors are reordered, exported and imported into the
// other input; stopping the input closes its port.
import dgram from 'dgram';
import http from 'http';
import type { Locator, Page } from 'playwright-core';

import { logIn, openPage, pressUntilAnnounced, screenshot } from './support/browser';
import { callApi, freePort, type RunningServer } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(240000);

const sleep = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

const postGelf = (port: number, shortMessage: string) => new Promise<number>((resolve, reject) => {
  const request = http.request({ host: '127.0.0.1', port, path: '/gelf', method: 'POST', headers: { 'Content-Type': 'application/json' } }, (response) => {
    response.resume();
    response.on('end', () => resolve(response.statusCode ?? 0));
  });
  request.on('error', reject);
  request.end(JSON.stringify({ version: '1.1', host: 'web-1', short_message: shortMessage }));
});

const sendSyslog = (port: number, line: string) => new Promise<void>((resolve, reject) => {
  const socket = dgram.createSocket('udp4');
  socket.send(Buffer.from(line), port, '127.0.0.1', (error) => {
    socket.close();
    if (error) reject(error); else resolve();
  });
});

/** The newest stored message matching `query` (over all time: syslog lines carry their own dates), waiting until the search finds one. */
const findMessage = async (server: RunningServer, query: string) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const found = await callApi(server, 'GET', `/search/universal/relative?query=${encodeURIComponent(query)}&range=0&limit=1`);
    expect(found.status).toBe(200);
    const [hit] = found.body.messages;
    if (hit) return { index: hit.index as string, id: hit.message._id as string, fields: hit.message as Record<string, unknown> };
    await sleep(200);
  }
  throw new Error(`no message found for ${query}`);
};

const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) });

const launchInput = async (page: Page, typeLabel: string, title: string, port: number) => {
  await page.getByLabel('Input type').selectOption({ label: typeLabel });
  await page.getByRole('button', { name: 'Launch new input' }).click();
  const dialog = page.getByRole('dialog', { name: `Launch new ${typeLabel} input` });
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel(/^Bind address/).fill('127.0.0.1');
  await dialog.getByLabel(/^Port/).fill(String(port));
  await dialog.getByRole('button', { name: 'Launch input' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const row = rowOf(page, title);
  await row.getByText('RUNNING', { exact: true }).waitFor();
  return row;
};

/** The value shown for a field on the message page. */
const fieldValue = (page: Page, name: string): Locator => page.locator('.card').filter({ hasText: 'Fields' }).last()
  .locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) }).locator('dd > div');

describe('ingest, end to end', () => {
  // As `npm start` runs on an empty data folder: the demo input is created and started.
  const running = useConsole();

  it('takes messages from the demo input, GELF HTTP and syslog UDP through extractors to the message page', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.getByRole('button', { name: 'System' }).click();
    await page.getByRole('link', { name: 'Inputs', exact: true }).click();
    await page.getByRole('heading', { name: 'Inputs', exact: true }).waitFor();

    // The demo input is running and its messages are stored and readable at once.
    const demoRow = rowOf(page, 'Demo: random HTTP access messages');
    await demoRow.getByText('RUNNING', { exact: true }).waitFor();
    await demoRow.getByText(/^[1-9][\d,]* messages? received$/).waitFor({ timeout: 20000 });
    const demoInputId = (await callApi(running.server, 'GET', '/system/inputs')).body.inputs
      .find((input: { title: string }) => input.title === 'Demo: random HTTP access messages').id as string;
    const demoMessage = await findMessage(running.server, `gl2_source_input:${demoInputId}`);
    expect(demoMessage.fields).toHaveProperty('http_method');

    // Two inputs launched through the UI, fed by plain HTTP and UDP clients.
    const gelfPort = await freePort();
    const syslogPort = await freePort();
    const gelfRow = await launchInput(page, 'GELF HTTP', 'Web servers', gelfPort);
    const syslogRow = await launchInput(page, 'Syslog UDP', 'Routers', syslogPort);
    expect(await postGelf(gelfPort, 'user=alice action=login')).toBe(202);
    expect(await postGelf(gelfPort, 'user=carol action=view')).toBe(202);
    await sendSyslog(syslogPort, '<34>Oct 11 22:14:15 router-7 su: \'su root\' failed for lonvick on /dev/pts/8');
    await sendSyslog(syslogPort, '<165>1 2024-05-01T12:00:00.003Z router-8 evntslog - ID47 [exampleSDID@32473 iut="3"] link up');
    await gelfRow.getByText('2 messages received').waitFor({ timeout: 20000 });
    await syslogRow.getByText('2 messages received').waitFor({ timeout: 20000 });
    const syslogMessage = await findMessage(running.server, 'source:router-7');
    expect(syslogMessage.fields).toMatchObject({ level: 2, facility: 'security/authorization' });
    await page.mouse.move(0, 0);
    await screenshot(page, 'ingest-inputs');

    // A grok extractor, built with its live test against the input's latest message.
    await gelfRow.getByRole('link', { name: 'Manage extractors of input Web servers' }).click();
    await page.getByRole('heading', { name: 'Extractors of Web servers' }).waitFor();
    await page.getByLabel('Source field').selectOption('message');
    await page.getByLabel('Extractor type').selectOption('grok');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'New extractor for Web servers' }).waitFor();
    await page.getByLabel('Example', { exact: true }).fill('user=alice action=login');
    await page.getByLabel('Grok pattern').fill('user=%{WORD:user} action=%{WORD:action}');
    const result = page.locator('section[aria-labelledby="extractor-test-result-title"]');
    await result.getByText('Matches: these fields would be added.').waitFor();
    const rows = (await result.locator('tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual(expect.arrayContaining(['user alice', 'action login']));
    await page.getByLabel('Extractor title').fill('User and action');
    await page.getByRole('button', { name: 'Create extractor' }).click();
    await page.getByRole('cell', { name: 'User and action', exact: true }).waitFor();

    // The next message carries the extracted fields, shown on its page.
    expect(await postGelf(gelfPort, 'user=bob action=logout')).toBe(202);
    const bob = await findMessage(running.server, 'user:bob');
    await page.goto(`${running.server.url}/messages/${bob.index}/${bob.id}`);
    await page.getByRole('heading', { name: `Message ${bob.id}` }).waitFor();
    expect(await fieldValue(page, 'user').innerText()).toBe('bob');
    expect(await fieldValue(page, 'action').innerText()).toBe('logout');
    await screenshot(page, 'ingest-message');

    // A second extractor, moved before the first by keyboard; the order is kept.
    const gelfInputId = (await callApi(running.server, 'GET', '/system/inputs')).body.inputs
      .find((input: { title: string }) => input.title === 'Web servers').id as string;
    const nodeId = (await callApi(running.server, 'GET', '/system')).body.node_id as string;
    const second = await callApi(running.server, 'POST', `/system/inputs/${gelfInputId}/extractors`, {
      title: 'Action in capitals', cut_or_copy: 'copy', source_field: 'message', target_field: 'action_upper', extractor_type: 'regex',
      extractor_config: { regex_value: 'action=(\\w+)' }, converters: { uppercase: {} }, condition_type: 'string', condition_value: 'action=', order: 1,
    });
    expect(second.status).toBe(201);
    await page.goto(`${running.server.url}/system/inputs/${gelfInputId}/${nodeId}/extractors`);
    await page.getByRole('cell', { name: 'Action in capitals', exact: true }).waitFor();
    const announced = (text: string) => page.locator('[id^="DndLiveRegion"]').getByText(text).waitFor();
    await page.getByRole('button', { name: 'Move Action in capitals' }).focus();
    await page.keyboard.press('Space');
    await announced('Picked up Action in capitals at position 2 of 2.');
    await pressUntilAnnounced(page, 'ArrowUp', 'Action in capitals is over position 1 of 2.');
    await page.keyboard.press('Space');
    await page.getByText('The new order of the extractors was saved.').waitFor();
    const ordered = (await callApi(running.server, 'GET', `/system/inputs/${gelfInputId}/extractors`)).body.extractors
      .sort((a: { order: number }, b: { order: number }) => a.order - b.order).map((extractor: { title: string }) => extractor.title);
    expect(ordered).toEqual(['Action in capitals', 'User and action']);

    // Exported, and imported into the syslog input.
    await page.getByRole('link', { name: 'Export extractors' }).click();
    const exported = await page.getByLabel('Extractors JSON').inputValue();
    expect(JSON.parse(exported).extractors).toHaveLength(2);
    const syslogInputId = (await callApi(running.server, 'GET', '/system/inputs')).body.inputs
      .find((input: { title: string }) => input.title === 'Routers').id as string;
    await page.goto(`${running.server.url}/system/inputs/${syslogInputId}/${nodeId}/extractors/import`);
    await page.getByLabel(/^Extractors JSON/).fill(exported);
    await page.getByRole('button', { name: 'Add extractors to input' }).click();
    await page.locator('#toast-container .toast-success').getByText('2 extractors imported.').waitFor();
    const imported = (await callApi(running.server, 'GET', `/system/inputs/${syslogInputId}/extractors`)).body.extractors
      .map((extractor: { title: string }) => extractor.title).sort();
    expect(imported).toEqual(['Action in capitals', 'User and action']);

    // Stopping the GELF input closes its port.
    await page.goto(`${running.server.url}/system/inputs`);
    await rowOf(page, 'Web servers').getByRole('button', { name: 'Stop input Web servers' }).click();
    await rowOf(page, 'Web servers').getByText('STOPPED', { exact: true }).waitFor();
    await expect(postGelf(gelfPort, 'after the stop')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(errors).toEqual([]);
  });
});
