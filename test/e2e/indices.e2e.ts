// Index sets and indices from end to end: an index set created through the form (rotation every 100
// messages, 3 indices kept, the oldest deleted; a second set with the same prefix refused at its field), a
// stream routed to it through the stream form, 500 messages sent through a GELF HTTP input while the set's
// page shows the write index rotate and the oldest indices go; an index closed and reopened, the write index
// rotated by hand; a reader sees the same pages without any action. The set's long title wraps beside the
// header's actions; an unknown set is one not-found page and a refused one the missing-permissions page, neither
// with a toast; a rotated index is one compact file, no larger than it was as the write index.
import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi, startGelfHttpInput } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(300000);

// Long enough to wrap on two lines beside the page's actions at 1400 px.
const SET_TITLE = 'Rotating web shop and payment service messages, every hundred of them, three indices kept';
const PREFIX = 'rot';
const STREAM_TITLE = 'Rotating stream';
const READER = { username: 'ivy', password: 'ivy-Secret-3' };
const PLAIN_READER = { username: 'rex', password: 'rex-Secret-3' };
const UNKNOWN_SET = '0123456789abcdef01234567';

const sleep = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

const errorToasts = (page: Page) => page.locator('#toast-container .toast-error');
const indexRow = (page: Page, name: string) => page.locator('tbody tr').filter({ has: page.locator('td:first-child .font-monospace', { hasText: new RegExp(`^${name}$`) }) });
const summary = (page: Page) => page.getByText(/ind(ex|ices) with .* messages\./);

type Box = { x: number, y: number, width: number, height: number };
const boxOf = async (page: Page, selector: string): Promise<Box> => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return box;
};

/** The page header's title wraps over two lines while its actions stay on its right, above the description. */
const expectActionsBesideTitle = async (page: Page) => {
  const title = await boxOf(page, 'header.console-page-header h1');
  const actions = await boxOf(page, 'header.console-page-header .console-page-header-actions');
  const lead = await boxOf(page, 'header.console-page-header p.lead');
  const lineHeight = await page.locator('header.console-page-header h1').evaluate((h1) => parseFloat(getComputedStyle(h1).lineHeight));
  expect(title.height).toBeGreaterThan(1.5 * lineHeight);
  expect(actions.x).toBeGreaterThanOrEqual(title.x + title.width);
  expect(actions.y).toBeLessThan(title.y + title.height / 2);
  expect(actions.x + actions.width).toBeLessThanOrEqual(1400);
  expect(lead.y).toBeGreaterThanOrEqual(Math.max(title.y + title.height, actions.y + actions.height));
};

describe('indices', () => {
  const running = useConsole({ demoInput: false });
  let gelfPort = 0;
  let indexSetId = '';

  const sendGelf = async (text: string) => {
    const sent = await fetch(`http://127.0.0.1:${gelfPort}/gelf`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ version: '1.1', host: 'e2e-indices', short_message: text, _marker: PREFIX }),
    });
    expect(sent.status).toBeLessThan(300);
  };

  const writeIndex = async (): Promise<string> => (await callApi(running.server, 'GET', `/system/deflector/${indexSetId}`)).body?.current_target;

  /** An index's messages and bytes on disk, as the set's page is told them. */
  const sizeOf = async (index: string): Promise<{ events: number, bytes: number }> => (
    (await callApi(running.server, 'GET', `/system/indexer/overview/${indexSetId}`)).body?.indices?.[index]?.size ?? { events: 0, bytes: 0 }
  );

  const open = async (username = 'admin', password = 'admin') => {
    const { page, errors } = await openPage(running.browser);
    await page.setViewportSize({ width: 1400, height: 900 });
    await logIn(page, running.server.url, username, password);
    return { page, errors };
  };

  beforeAll(async () => {
    gelfPort = (await startGelfHttpInput(running.server, 'E2E indices input')).port;
  });

  it('creates an index set through the form and refuses its prefix a second time, at the field', async () => {
    const { page, errors } = await open();
    await page.goto(`${running.server.url}/system/indices`);
    await page.getByRole('heading', { name: 'Indices & Index Sets' }).waitFor();
    await page.getByRole('link', { name: 'Default index set', exact: true }).waitFor();
    await page.getByText(/^Total: /).waitFor();
    await screenshot(page, 'indices-overview');

    await page.getByRole('link', { name: 'Create index set' }).click();
    await page.getByRole('heading', { name: 'Create index set' }).waitFor();
    await page.getByLabel('Title').fill(SET_TITLE);
    await page.getByLabel('Description').fill('Rotates every 100 messages, keeps 3 indices');
    await page.getByLabel('Index prefix').fill(PREFIX);
    await page.getByLabel('Index shards').fill('1');
    expect(await page.getByLabel('Rotation strategy').inputValue()).toBe('org.graylog2.indexer.rotation.strategies.MessageCountRotationStrategy');
    await page.getByLabel('Max documents per index').fill('100');
    expect(await page.getByLabel('Retention strategy').inputValue()).toBe('org.graylog2.indexer.retention.strategies.DeletionRetentionStrategy');
    await page.getByLabel('Max number of indices').fill('3');
    await screenshot(page, 'indices-create-form');
    await page.getByRole('button', { name: 'Create index set' }).click();

    await page.waitForURL(/\/system\/index_sets\/[0-9a-f]{24}$/);
    indexSetId = /\/system\/index_sets\/([0-9a-f]{24})$/.exec(page.url())?.[1] ?? '';
    await page.getByRole('heading', { name: `Index set: ${SET_TITLE}` }).waitFor();
    await page.getByRole('link', { name: 'Edit index set' }).waitFor();
    await expectActionsBesideTitle(page);
    await page.getByText('Rotates the write index after 100 messages.').waitFor();
    await page.getByText('Keeps 3 indices; older ones are deleted.').waitFor();
    await indexRow(page, `${PREFIX}_0`).getByText('write index').waitFor();
    const stored = await callApi(running.server, 'GET', `/system/indices/index_sets/${indexSetId}`);
    expect(stored.body).toMatchObject({
      title: SET_TITLE,
      index_prefix: PREFIX,
      shards: 1,
      field_type_refresh_interval: 5000,
      rotation_strategy: { max_docs_per_index: 100 },
      retention_strategy: { max_number_of_indices: 3 },
    });

    // The same prefix again: refused at its field, everything typed still there, no toast.
    await page.goto(`${running.server.url}/system/index_sets/create`);
    await page.getByLabel('Title').fill('Duplicate');
    await page.getByLabel('Index prefix').fill(PREFIX);
    await page.getByRole('button', { name: 'Create index set' }).click();
    const prefix = page.getByLabel('Index prefix');
    await page.locator('.invalid-feedback', { hasText: 'conflict' }).waitFor();
    expect(await prefix.getAttribute('aria-invalid')).toBe('true');
    expect(await prefix.inputValue()).toBe(PREFIX);
    expect(await page.getByLabel('Title').inputValue()).toBe('Duplicate');
    expect(await errorToasts(page).count()).toBe(0);
    expect(page.url()).toMatch(/\/system\/index_sets\/create$/);
    await screenshot(page, 'indices-create-duplicate-prefix');
    expect(errors).toEqual([]);
  });

  it('routes a stream to the set through the stream form and shows the indices rotate and the oldest go', async () => {
    const { page, errors } = await open();
    await page.goto(`${running.server.url}/streams`);
    await page.getByRole('button', { name: 'Create stream' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create stream' });
    await dialog.getByLabel('Title').fill(STREAM_TITLE);
    await dialog.getByRole('option', { name: SET_TITLE, exact: true }).waitFor({ state: 'attached' });
    await dialog.getByLabel('Index set').selectOption({ label: SET_TITLE });
    await dialog.getByText(`prefix ${PREFIX}`).waitFor();
    await screenshot(page, 'indices-stream-form');
    await dialog.getByRole('button', { name: 'Create stream' }).click();
    await page.waitForURL(/\/streams\/[0-9a-f]{24}\/edit$/);
    const streamId = /\/streams\/([0-9a-f]{24})\/edit$/.exec(page.url())?.[1] ?? '';
    const stream = await callApi(running.server, 'GET', `/streams/${streamId}`);
    expect(stream.body.index_set_id).toBe(indexSetId);
    // The rules and resuming have their own end-to-end path (streams.e2e.ts).
    expect((await callApi(running.server, 'POST', `/streams/${streamId}/rules`, {
      field: 'marker', type: 1, value: PREFIX, inverted: false, description: '',
    })).status).toBeLessThan(300);
    expect((await callApi(running.server, 'POST', `/streams/${streamId}/resume`)).status).toBeLessThan(300);

    await page.goto(`${running.server.url}/system/index_sets/${indexSetId}`);
    await indexRow(page, `${PREFIX}_0`).waitFor();
    // Five batches of 100: each fills the write index, which is rotated within a few seconds.
    for (let batch = 1; batch <= 5; batch += 1) {
      const before = await writeIndex();
      for (let n = 1; n <= 100; n += 1) await sendGelf(`batch ${batch} message ${n}`);
      for (let attempt = 0; attempt < 60 && (await writeIndex()) === before; attempt += 1) await sleep(500);
      expect(await writeIndex()).not.toBe(before);
      // The page follows by itself: the new write index shows without a reload.
      await indexRow(page, `${PREFIX}_${batch}`).getByText('write index').waitFor({ timeout: 15000 });
      if (batch === 2) await screenshot(page, 'indices-set-rotating');
    }
    await page.getByText(`The active write index is ${PREFIX}_5.`).waitFor();
    // Three indices are kept: the oldest are deleted right after the rotations.
    await indexRow(page, `${PREFIX}_0`).waitFor({ state: 'detached', timeout: 15000 });
    await indexRow(page, `${PREFIX}_2`).waitFor({ state: 'detached', timeout: 15000 });
    expect(await page.locator('tbody tr').count()).toBe(3);
    expect(await indexRow(page, `${PREFIX}_4`).locator('td').nth(2).innerText()).toBe('100');
    await screenshot(page, 'indices-set-after-retention');
    expect(errors).toEqual([]);
  });

  it('closes an index and reopens it, and rotates the write index by hand', async () => {
    const { page, errors } = await open();
    await page.goto(`${running.server.url}/system/index_sets/${indexSetId}`);
    const row = indexRow(page, `${PREFIX}_4`);
    await row.getByRole('button', { name: `Close index ${PREFIX}_4` }).click();
    const closeDialog = page.getByRole('dialog', { name: 'Close index' });
    await closeDialog.getByText(`${PREFIX}_4`).waitFor();
    await screenshot(page, 'indices-close-confirm');
    await closeDialog.getByRole('button', { name: 'Close index' }).click();
    await closeDialog.waitFor({ state: 'detached' });
    await row.getByText('closed', { exact: true }).waitFor();
    await screenshot(page, 'indices-index-closed');

    await row.getByRole('button', { name: `Reopen index ${PREFIX}_4` }).click();
    await row.getByText('reopened', { exact: true }).waitFor();
    expect(await row.getByText('closed', { exact: true }).count()).toBe(0);

    // The write index gets 50 messages, which it then keeps as a rotated index: one compact file no larger than
    // the write index was (its file and its write-ahead log) with the same messages.
    for (let n = 1; n <= 50; n += 1) await sendGelf(`before rotation ${n}`);
    for (let attempt = 0; attempt < 60 && (await sizeOf(`${PREFIX}_5`)).events < 50; attempt += 1) await sleep(500);
    const asWriteIndex = await sizeOf(`${PREFIX}_5`);
    expect(asWriteIndex.events).toBe(50);
    expect(asWriteIndex.bytes).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Rotate active write index' }).click();
    const rotateDialog = page.getByRole('dialog', { name: 'Rotate active write index' });
    await rotateDialog.getByRole('button', { name: 'Rotate' }).click();
    await rotateDialog.waitFor({ state: 'detached' });
    await page.getByText(`The active write index is ${PREFIX}_6.`).waitFor();
    await indexRow(page, `${PREFIX}_6`).getByText('write index').waitFor();
    expect(await writeIndex()).toBe(`${PREFIX}_6`);
    let rotated = await sizeOf(`${PREFIX}_5`);
    for (let attempt = 0; attempt < 30 && rotated.bytes > asWriteIndex.bytes; attempt += 1) {
      await sleep(500);
      rotated = await sizeOf(`${PREFIX}_5`);
    }
    expect(rotated.events).toBe(50);
    expect(rotated.bytes).toBeGreaterThan(0);
    expect(rotated.bytes).toBeLessThanOrEqual(asWriteIndex.bytes);
    // The page shows that size, in binary units.
    await indexRow(page, `${PREFIX}_5`).locator('td').nth(3).getByText(/^\d+(\.\d)? (B|KiB|MiB)$/).waitFor();
    await screenshot(page, 'indices-deflector-cycled');
    expect(await errorToasts(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows a reader the index sets and indices without any action', async () => {
    const created = await callApi(running.server, 'POST', '/users', {
      username: READER.username, password: READER.password, email: 'ivy@example.org', full_name: 'Ivy Reader',
      permissions: ['indexsets:read', 'indices:read'], roles: ['Reader'],
    });
    expect(created.status).toBe(201);
    const { page, errors } = await open(READER.username, READER.password);
    await page.goto(`${running.server.url}/system/indices`);
    await page.getByRole('link', { name: SET_TITLE, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Create index set' }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    await screenshot(page, 'indices-reader-overview');

    await page.getByRole('link', { name: SET_TITLE, exact: true }).click();
    await summary(page).waitFor();
    await indexRow(page, `${PREFIX}_6`).waitFor();
    expect(await page.locator('tbody button').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Rotate active write index' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit index set' }).count()).toBe(0);
    await screenshot(page, 'indices-reader-set');

    // Reading a set is not editing it: the configuration page is refused, with that page alone.
    await page.goto(`${running.server.url}/system/index_sets/${indexSetId}/configuration`);
    await page.getByRole('heading', { name: 'Missing Permissions' }).waitFor();
    await sleep(500);
    expect(await errorToasts(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows an unknown set as one not-found page and a refused one as the missing-permissions page, without a toast', async () => {
    const admin = await open();
    for (const path of [`/system/index_sets/${UNKNOWN_SET}`, `/system/index_sets/${UNKNOWN_SET}/configuration`]) {
      await admin.page.goto(`${running.server.url}${path}`);
      await admin.page.getByRole('heading', { name: 'Page not found' }).waitFor();
      // Give a toast the time to show up: there must be none, and nothing but the not-found page.
      await sleep(500);
      expect(await admin.page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Page not found']);
      expect(await admin.page.getByRole('link', { name: 'Go to the start page' }).count()).toBe(1);
      expect(await errorToasts(admin.page).count()).toBe(0);
    }
    await screenshot(admin.page, 'indices-unknown-set');
    expect(admin.errors).toEqual([]);

    const created = await callApi(running.server, 'POST', '/users', {
      username: PLAIN_READER.username, password: PLAIN_READER.password, email: 'rex@example.org', full_name: 'Rex Reader',
      permissions: [], roles: ['Reader'],
    });
    expect(created.status).toBe(201);
    const reader = await open(PLAIN_READER.username, PLAIN_READER.password);
    for (const path of [`/system/index_sets/${indexSetId}`, `/system/index_sets/${indexSetId}/configuration`, '/system/indices']) {
      await reader.page.goto(`${running.server.url}${path}`);
      await reader.page.getByRole('heading', { name: 'Missing Permissions' }).waitFor();
      await sleep(500);
      expect(await reader.page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Missing Permissions']);
      expect(await errorToasts(reader.page).count()).toBe(0);
    }
    await screenshot(reader.page, 'indices-refused-set');
    expect(reader.errors).toEqual([]);
  });
});
