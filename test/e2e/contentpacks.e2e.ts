// Content packs as an administrator moves configuration between installations: on one server a pack is built
// in the wizard from an input (with a static field and an extractor), a stream with a rule and a pipeline
// connected to it, with the input's port turned into a parameter, and downloaded; on a fresh server the file
// is uploaded, installed with another port, its entities seen on their pages, and uninstalled again after
// the uninstall details were shown. Refusals (a file that is no pack, a value of the wrong type, deleting an
// installed pack), an unknown pack, a reader's view and a new revision made from the first one.
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi, freePort, RunningServer, startServer } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(180000);

const GELF_HTTP = 'org.graylog2.inputs.gelf.http.GELFHttpInput';
const PACK_NAME = 'Shop logging';
const READER = { username: 'rita', password: 'rita-Secret-7' };

/** The text of the latest toast of a kind ('success', 'error'). */
const toast = (page: Page, kind: string) => page.locator(`#toast-container .toast-${kind} .toast-message`).last();

describe('content packs', () => {
  const running = useConsole({ demoInput: false });
  let serverB: RunningServer;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'contentpacks-e2e-'));
  let packFile: string;
  let packId: string;
  let portA: number;
  let portB: number;

  const api = async (server: RunningServer, method: string, apiPath: string, body?: unknown) => {
    const answer = await callApi(server, method, apiPath, body);
    if (answer.status >= 300) throw new Error(`${method} ${apiPath} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  const open = async (server: RunningServer, username = 'admin', password = 'admin') => {
    const opened = await openPage(running.browser);
    await opened.page.setViewportSize({ width: 1400, height: 900 });
    await logIn(opened.page, server.url, username, password);
    return opened;
  };

  beforeAll(async () => {
    const a = running.server;
    portA = await freePort();
    portB = await freePort();
    const input = await api(a, 'POST', '/system/inputs', {
      title: 'Shop GELF', type: GELF_HTTP, global: true, configuration: { bind_address: '127.0.0.1', port: portA },
    });
    await api(a, 'POST', `/system/inputs/${input.id}/staticfields`, { key: 'shop', value: 'berlin' });
    await api(a, 'POST', `/system/inputs/${input.id}/extractors`, {
      title: 'Order id', cut_or_copy: 'copy', source_field: 'message', target_field: 'order_id', extractor_type: 'regex',
      extractor_config: { regex_value: 'order=(\\S+)' }, converters: {}, condition_type: 'none', condition_value: '', order: 0,
    });
    const sets = await api(a, 'GET', '/system/indices/index_sets?skip=0&limit=0&stats=false');
    const indexSetId = sets.index_sets.find((set: { default: boolean }) => set.default).id;
    const stream = await api(a, 'POST', '/streams', {
      title: 'Shop orders', description: 'orders of the Berlin shop', matching_type: 'AND', remove_matches_from_default_stream: false,
      index_set_id: indexSetId, rules: [{ field: 'shop', type: 1, value: 'berlin', inverted: false, description: '' }],
    });
    await api(a, 'POST', '/system/pipelines/rule', {
      title: '', description: 'tags orders', source: 'rule "tag order"\nwhen has_field("order_id")\nthen\n  set_field("tagged", true);\nend',
    });
    const pipeline = await api(a, 'POST', '/system/pipelines/pipeline', {
      title: 'Order pipeline', description: 'order handling', source: 'pipeline "Order pipeline"\nstage 0 match either\nrule "tag order"\nend',
    });
    await api(a, 'POST', '/system/pipelines/connections/to_stream', { stream_id: stream.stream_id, pipeline_ids: [pipeline.id] });

    serverB = await startServer({ demoInput: false });
    await api(serverB, 'POST', '/users', {
      username: READER.username, password: READER.password, email: 'rita@example.org', full_name: 'Rita Reader',
      permissions: ['contentpack:read'], roles: ['Reader'],
    });
  });

  afterAll(async () => {
    await serverB?.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('builds a pack from an input, a stream and a pipeline with a port parameter, and downloads it', async () => {
    const { page, errors } = await open(running.server);
    await page.goto(`${running.server.url}/system/contentpacks`);
    await page.getByRole('heading', { name: 'Content packs', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Create a content pack' }).click();

    // 1. General information; Next refuses while required fields are empty.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Name is required.').waitFor();
    await page.getByLabel(/^Name/).fill(PACK_NAME);
    await page.getByLabel(/^Summary/).fill('Input, stream and pipeline of the Berlin shop');
    await page.getByLabel(/^Description/).fill('Receives the shop\'s GELF messages and routes its orders.');
    await page.getByLabel(/^Vendor/).fill('Shop operations <ops@example.org>');
    await screenshot(page, 'contentpacks-create-general');
    await page.getByRole('button', { name: 'Next' }).click();

    // 2. Entities: the input, the stream and the pipeline (the rule comes along as a dependency).
    await page.getByRole('heading', { name: 'Entities', exact: true }).waitFor();
    // The 70 built-in grok patterns are folded away; a filter finds one of them.
    await page.getByRole('button', { name: 'Show the entities of Grok pattern' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'BASE10NUM', exact: true }).isVisible()).toBe(false);
    await page.getByLabel('Filter entities by title').fill('BASE10');
    await page.getByRole('checkbox', { name: 'BASE10NUM', exact: true }).waitFor();
    await page.getByLabel('Filter entities by title').fill('');
    await page.getByRole('checkbox', { name: 'Shop GELF', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Shop orders', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Order pipeline', exact: true }).check();
    await page.getByText('3 entities chosen.').waitFor();
    await screenshot(page, 'contentpacks-create-entities');
    await page.getByRole('button', { name: 'Next' }).click();

    // 3. Parameters: the input's port becomes the parameter "gelf_port" with the current port as its default.
    await page.getByRole('heading', { name: 'Parameters', exact: true, level: 2 }).waitFor();
    const entities = page.getByRole('table', { name: 'Entities' });
    await entities.getByRole('cell', { name: 'tag order', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Create parameter' }).click();
    const parameterDialog = page.getByRole('dialog', { name: 'Create parameter' });
    await parameterDialog.getByLabel(/^Title/).fill('GELF port');
    await parameterDialog.getByLabel(/^Name/).fill('gelf_port');
    await parameterDialog.getByLabel(/^Description/).fill('The port the GELF input listens on');
    await parameterDialog.getByLabel(/^Value type/).selectOption('integer');
    await parameterDialog.getByLabel(/^Default value/).fill(String(portA));
    await parameterDialog.getByRole('button', { name: 'Create parameter' }).click();
    await parameterDialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Parameters of input Shop GELF' }).click();
    const applyDialog = page.getByRole('dialog', { name: /Parameters of input/ });
    await applyDialog.getByLabel('configuration.port', { exact: true }).selectOption('gelf_port');
    // The screenshot once the dialog has faded in.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.modal') as Element).opacity === '1');
    await screenshot(page, 'contentpacks-create-apply-parameter');
    await applyDialog.getByRole('button', { name: 'Done' }).click();
    await applyDialog.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Parameters' }).getByRole('cell', { name: 'Yes', exact: true }).waitFor();
    await screenshot(page, 'contentpacks-create-parameters');
    await page.getByRole('button', { name: 'Next' }).click();

    // 4. Preview: the parameter with its default, and the port as a parameter reference in the JSON.
    await page.getByRole('heading', { name: 'Preview', exact: true }).waitFor();
    const parameters = page.getByRole('region', { name: 'Parameters' });
    await parameters.getByRole('cell', { name: 'gelf_port', exact: true }).waitFor();
    await parameters.getByRole('cell', { name: String(portA), exact: true }).waitFor();
    await page.getByText('Show the JSON').click();
    await page.locator('pre code').getByText('"@type": "parameter"').first().waitFor();
    await screenshot(page, 'contentpacks-create-preview');
    await page.getByRole('button', { name: 'Create content pack' }).click();

    await page.getByRole('heading', { name: `Content pack ${PACK_NAME}` }).waitFor();
    await toast(page, 'success').getByText(`Content pack "${PACK_NAME}" was created successfully.`).waitFor();
    packId = page.url().split('/').pop() as string;
    await page.getByRole('table', { name: 'Revisions' }).getByRole('cell', { name: '1 (shown)' }).waitFor();
    await screenshot(page, 'contentpacks-details-a');

    // The browser download of revision 1.
    await page.getByRole('button', { name: 'More actions for revision 1' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe(`content-pack-${packId}-1.json`);
    packFile = path.join(folder, download.suggestedFilename());
    await download.saveAs(packFile);
    const pack = JSON.parse(fs.readFileSync(packFile, 'utf8'));
    expect(pack).toMatchObject({ id: packId, rev: 1, name: PACK_NAME, parameters: [{ name: 'gelf_port', type: 'integer', default_value: portA }] });
    expect(pack.entities.map((entity: { type: { name: string } }) => entity.type.name).sort()).toEqual(['input', 'pipeline', 'pipeline_rule', 'stream']);
    const input = pack.entities.find((entity: { type: { name: string } }) => entity.type.name === 'input');
    expect(input.data.configuration.port).toEqual({ '@type': 'parameter', '@value': 'gelf_port' });
    expect(input.data.static_fields.shop).toEqual({ '@type': 'string', '@value': 'berlin' });
    expect(input.data.extractors).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('uploads the file on a fresh server, refusing a file that is not a pack first', async () => {
    const notAPack = path.join(folder, 'not-a-pack.json');
    fs.writeFileSync(notAPack, JSON.stringify({ title: 'a dashboard export', widgets: [] }));
    const { page, errors } = await open(serverB);
    await page.goto(`${serverB.url}/system/contentpacks`);
    await page.getByRole('heading', { name: 'Content packs', exact: true }).waitFor();
    await page.getByText('No content packs yet').waitFor();

    await page.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload content pack' });
    await dialog.getByLabel(/^Content pack file/).setInputFiles(notAPack);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByRole('alert').getByText('The server refused "not-a-pack.json"; nothing was saved.').waitFor();
    await dialog.getByRole('alert').getByText(/not a content pack of Graylog 3 or 4/).waitFor();
    await screenshot(page, 'contentpacks-upload-refused');
    // The dialog stays with the chosen file; the right one replaces it.
    await dialog.getByLabel(/^Content pack file/).setInputFiles(packFile);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(page, 'success').getByText(`Content pack "${PACK_NAME}" was uploaded successfully.`).waitFor();
    await page.getByRole('link', { name: PACK_NAME }).waitFor();
    await screenshot(page, 'contentpacks-list-b');
    expect(errors).toEqual([]);
  });

  it('installs with another port, shows the entities, refuses deleting the installed pack, and uninstalls', async () => {
    const { page, errors } = await open(serverB);
    await page.goto(`${serverB.url}/system/contentpacks`);
    await page.getByRole('link', { name: PACK_NAME }).click();
    await page.getByRole('heading', { name: `Content pack ${PACK_NAME}` }).waitFor();
    await page.getByText('This content pack is not installed.').waitFor();

    await page.getByRole('button', { name: 'Install revision 1' }).click();
    const install = page.getByRole('dialog', { name: /Install content pack/ });
    const port = install.getByLabel(/^GELF port/);
    expect(await port.inputValue()).toBe(String(portA));
    // A value of the wrong type is refused in the dialog, what was typed kept.
    await port.fill('80.5');
    await install.getByRole('button', { name: 'Install' }).click();
    await install.locator(`[id="${await port.getAttribute('id')}-error"]`).getByText('This is not an integer value.').waitFor();
    expect(await port.inputValue()).toBe('80.5');
    // One the server refuses (beyond an integer's range) is shown in the dialog too.
    await port.fill('3000000000');
    await install.getByRole('button', { name: 'Install' }).click();
    // The server's reason is at the field it names.
    const portId = await port.getAttribute('id');
    await install.locator(`[id="${portId}-error"]`).getByText('This value must be a whole number (integer).').waitFor();
    expect(await port.inputValue()).toBe('3000000000');
    await screenshot(page, 'contentpacks-install-refused');
    await port.fill(String(portB));
    await install.getByLabel(/^Comment/).fill('Berlin shop on B');
    await install.getByRole('button', { name: 'Install' }).click();
    await install.waitFor({ state: 'detached' });
    await toast(page, 'success').getByText(`Content pack "${PACK_NAME}" was installed successfully.`).waitFor();
    const installations = page.getByRole('table', { name: 'Installations' });
    await installations.getByRole('cell', { name: 'Berlin shop on B', exact: true }).waitFor();
    await installations.getByText(`= ${portB}`).waitFor();
    await screenshot(page, 'contentpacks-details-installed');

    // The entities exist on B, the input with the changed port.
    const installedInput = (await api(serverB, 'GET', '/system/inputs')).inputs.find((input: { title: string }) => input.title === 'Shop GELF');
    expect(installedInput.attributes.port).toBe(portB);
    const extractors = (await api(serverB, 'GET', `/system/inputs/${installedInput.id}/extractors`)).extractors;
    expect(extractors.map((extractor: { title: string }) => extractor.title)).toEqual(['Order id']);
    const installedStream = (await api(serverB, 'GET', '/streams')).streams.find((stream: { title: string }) => stream.title === 'Shop orders');
    expect(installedStream.rules).toEqual([expect.objectContaining({ field: 'shop', value: 'berlin' })]);
    const connection = await api(serverB, 'GET', `/system/pipelines/connections/${installedStream.id}`);
    expect(connection.pipeline_ids).toHaveLength(1);
    await page.goto(`${serverB.url}/system/inputs`);
    await page.getByText('Shop GELF', { exact: true }).waitFor();
    const inputRow = page.getByRole('row').filter({ hasText: 'Shop GELF' });
    await inputRow.getByText('berlin').waitFor();
    // The configuration column shows the port given at the installation.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('group', { name: 'Visible columns' }).getByLabel('Configuration').check();
    await page.getByRole('button', { name: 'Columns' }).click();
    await inputRow.getByText(String(portB), { exact: true }).waitFor();
    await screenshot(page, 'contentpacks-installed-inputs');
    await page.goto(`${serverB.url}/streams`);
    await page.getByRole('link', { name: 'Shop orders', exact: true }).waitFor();
    await page.goto(`${serverB.url}/system/pipelines`);
    await page.getByRole('link', { name: 'Order pipeline', exact: true }).waitFor();

    // Deleting a pack that is installed is refused with the server's reason.
    await page.goto(`${serverB.url}/system/contentpacks`);
    await page.getByRole('button', { name: `More actions for content pack ${PACK_NAME}` }).click();
    await page.getByRole('button', { name: 'Delete all revisions' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete content pack' });
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await confirmDelete.getByRole('alert').getByText(/There are still installations of this content pack/).waitFor();
    await toast(page, 'error').getByText(/There are still installations of this content pack/).waitFor();
    await screenshot(page, 'contentpacks-delete-refused');
    await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: PACK_NAME }).waitFor();

    // Uninstall: first what will be removed, then what was.
    await page.getByRole('link', { name: PACK_NAME }).click();
    await page.getByRole('button', { name: 'Uninstall installation "Berlin shop on B"' }).click();
    const uninstall = page.getByRole('dialog', { name: /Uninstall/ });
    for (const title of ['Shop GELF', 'Shop orders', 'Order pipeline', 'tag order']) {
      await uninstall.getByRole('cell', { name: title, exact: true }).waitFor();
    }
    await screenshot(page, 'contentpacks-uninstall-details');
    await uninstall.getByRole('button', { name: 'Uninstall' }).click();
    await uninstall.getByRole('heading', { name: 'Removed' }).waitFor();
    await uninstall.getByRole('table', { name: 'Removed entities' }).getByRole('cell', { name: 'Shop GELF', exact: true }).waitFor();
    await screenshot(page, 'contentpacks-uninstall-result');
    await uninstall.locator('.modal-footer').getByRole('button', { name: 'Close' }).click();
    await page.getByText('This content pack is not installed.').waitFor();

    await page.goto(`${serverB.url}/system/inputs`);
    await page.getByRole('heading', { name: 'Inputs', exact: true }).waitFor();
    await page.getByText('No inputs yet').first().waitFor();
    expect(await page.getByText('Shop GELF', { exact: true }).count()).toBe(0);
    await page.goto(`${serverB.url}/streams`);
    await page.getByRole('link', { name: 'All messages', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Shop orders', exact: true }).count()).toBe(0);
    await page.goto(`${serverB.url}/system/pipelines`);
    await page.getByText('No pipelines yet').waitFor();
    expect(errors).toEqual([]);
  });

  it('makes revision 2 from revision 1 and lists it on the pack page', async () => {
    const { page, errors } = await open(running.server);
    await page.goto(`${running.server.url}/system/contentpacks/${packId}/1/edit`);
    await page.getByRole('heading', { name: `New revision of content pack ${PACK_NAME}` }).waitFor();
    await page.getByLabel(/^Summary/).fill('Input, stream and pipeline of the Berlin shop, revised');
    await page.getByRole('button', { name: /Preview/ }).click();
    await page.getByRole('heading', { name: 'Preview', exact: true }).waitFor();
    await page.getByRole('region', { name: 'Parameters' }).getByRole('cell', { name: 'gelf_port', exact: true }).waitFor();
    await screenshot(page, 'contentpacks-edit-preview');
    await page.getByRole('button', { name: 'Create revision 2' }).click();
    await page.getByRole('heading', { name: `Content pack ${PACK_NAME}` }).waitFor();
    await toast(page, 'success').getByText(`Revision 2 of content pack "${PACK_NAME}" was created successfully.`).waitFor();
    const revisions = page.getByRole('table', { name: 'Revisions' });
    await revisions.getByRole('cell', { name: '2 (shown)' }).waitFor();
    await revisions.getByRole('cell', { name: '1', exact: true }).first().waitFor();
    await page.getByText('Input, stream and pipeline of the Berlin shop, revised').first().waitFor();
    await screenshot(page, 'contentpacks-details-rev2');
    expect(errors).toEqual([]);
  });

  it('shows the not-found page for an unknown pack and no changing actions to a reader', async () => {
    const admin = await open(serverB);
    await admin.page.goto(`${serverB.url}/system/contentpacks/00000000-0000-0000-0000-000000000000`);
    await admin.page.getByRole('heading', { name: /not found/i }).waitFor();
    await screenshot(admin.page, 'contentpacks-not-found');

    const { page, errors } = await open(serverB, READER.username, READER.password);
    await page.goto(`${serverB.url}/system/contentpacks`);
    await page.getByRole('link', { name: PACK_NAME }).waitFor();
    expect(await page.getByRole('button', { name: 'Upload' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Create a content pack' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Install content pack ${PACK_NAME}` }).count()).toBe(0);
    await page.getByRole('link', { name: PACK_NAME }).click();
    await page.getByRole('heading', { name: `Content pack ${PACK_NAME}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Install revision 1' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Create new revision' }).count()).toBe(0);
    await page.getByRole('button', { name: 'More actions for revision 1' }).click();
    expect(await page.getByRole('button', { name: 'Delete revision' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Download', exact: true }).waitFor();
    await screenshot(page, 'contentpacks-reader');
    expect(errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });
});
