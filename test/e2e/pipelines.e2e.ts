// Pipelines as an administrator builds them: a pipeline with two stages put together in the console from rules
// written elsewhere, connected to a stream from the pipeline's page and from the stream's side, enriching real
// messages received over GELF (the new fields found on the search page); the processing order changed so the
// pipelines run before stream routing, with its effect on a pipeline connected to a routed stream; a refused
// stage edit that keeps what was typed; and a Reader who sees pipelines but no control to change them.
import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi, freePort } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(240000);

const GELF_HTTP = 'org.graylog2.inputs.gelf.http.GELFHttpInput';
const DEFAULT_STREAM = '000000000000000000000001';
const READER = { username: 'pia', password: 'pia-Secret-42' };

const RULES = {
  tag: 'rule "tag checkout"\nwhen\n  has_field("path") && starts_with(to_string($message.path), "/checkout")\nthen\n  set_field("flow", "checkout");\nend',
  paid: 'rule "mark paid"\nwhen\n  has_field("flow")\nthen\n  set_field("stage_two", "reached");\nend',
  payment: 'rule "mark payment"\nwhen\n  true\nthen\n  set_field("payment_seen", "yes");\nend',
};

/** The text of the latest toast of a kind ('success', 'error'). */
const toast = (page: Page, kind: string) => page.locator(`#toast-container .toast-${kind} .toast-message`).last();

const stagePanel = (page: Page, number: number) => page.getByRole('region', { name: `Stage ${number}`, exact: true });

describe('pipelines', () => {
  const running = useConsole({ demoInput: false });
  let gelfPort: number;
  let paymentsStreamId: string;

  const api = async (method: string, path: string, body?: unknown) => {
    const answer = await callApi(running.server, method, path, body);
    expect(answer.status).toBeLessThan(300);
    return answer.body;
  };

  /** Sends one GELF message (retrying while the input starts) and waits until a search finds it by its marker. */
  const receive = async (fields: Record<string, string>) => {
    let sent = false;
    for (let attempt = 0; attempt < 60; attempt += 1) {
      if (!sent) {
        try {
          const response = await fetch(`http://127.0.0.1:${gelfPort}/gelf`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ version: '1.1', host: 'shop-1', short_message: `order ${fields.marker}`, ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [`_${name}`, value])) }),
          });
          sent = response.status < 300;
        } catch {
          // The input is still starting.
        }
      }
      if (sent) {
        const found = await callApi(running.server, 'GET', `/search/universal/relative?query=${encodeURIComponent(`marker:${fields.marker}`)}&range=3600&limit=1`);
        if (found.status === 200 && found.body.total_results > 0) return found.body.messages[0].message as Record<string, unknown>;
      }
      await new Promise((resolve) => { setTimeout(resolve, 200); });
    }
    throw new Error(`message ${fields.marker} was not stored`);
  };

  const openAsAdmin = async () => {
    const opened = await openPage(running.browser);
    await opened.page.setViewportSize({ width: 1400, height: 900 });
    await logIn(opened.page, running.server.url);
    return opened;
  };

  beforeAll(async () => {
    gelfPort = await freePort();
    const input = await api('POST', '/system/inputs', { title: 'Shop', type: GELF_HTTP, global: true, configuration: { bind_address: '127.0.0.1', port: gelfPort } });
    await api('PUT', `/system/inputstates/${input.id}`);
    for (const source of Object.values(RULES)) {
      await api('POST', '/system/pipelines/rule', { title: '', description: `e2e: ${source.split('\n')[0]}`, source });
    }
    const sets = await api('GET', '/system/indices/index_sets?skip=0&limit=0&stats=false');
    const indexSetId = sets.index_sets.find((set: { default: boolean }) => set.default).id;
    const stream = await api('POST', '/streams', {
      title: 'Payments', description: 'payment messages', matching_type: 'AND', remove_matches_from_default_stream: false, index_set_id: indexSetId,
      rules: [{ field: 'kind', type: 1, value: 'pay', inverted: false, description: '' }],
    });
    paymentsStreamId = stream.stream_id;
    await api('POST', `/streams/${paymentsStreamId}/resume`);
  });

  it('builds a pipeline with two stages, connects it to a stream, and enriches received messages', async () => {
    const { page, errors } = await openAsAdmin();
    await page.goto(`${running.server.url}/system/pipelines`);
    await page.getByRole('heading', { name: 'Pipelines', exact: true }).waitFor();
    await page.getByText('No pipelines yet').waitFor();
    await page.getByRole('button', { name: 'Create pipeline' }).click();
    const create = page.getByRole('dialog', { name: 'Create pipeline' });
    await create.getByLabel('Title').fill('Shop enrichment');
    await create.getByLabel('Description').fill('Tags checkout traffic');
    await create.getByRole('button', { name: 'Create pipeline' }).click();
    await page.getByRole('heading', { name: 'Pipeline Shop enrichment' }).waitFor();
    await toast(page, 'success').filter({ hasText: 'Pipeline "Shop enrichment" created successfully' }).waitFor();
    await page.getByText('This pipeline is currently not connected to any streams.').waitFor();
    await stagePanel(page, 0).getByText('This stage has no rules yet.').waitFor();

    // Stage 0 gets the checkout rule, picked from a filtered list.
    await page.getByRole('button', { name: 'Edit stage 0' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit stage 0' });
    await edit.getByLabel('Filter rules').fill('checkout');
    expect(await edit.locator('.console-multiselect-options .form-check-label').allInnerTexts()).toEqual(['tag checkout e2e: rule "tag checkout"']);
    await edit.getByRole('checkbox', { name: /tag checkout/ }).check();
    await edit.getByRole('button', { name: 'Save stage' }).click();
    await edit.waitFor({ state: 'detached' });
    await stagePanel(page, 0).getByRole('link', { name: 'tag checkout' }).waitFor();

    // Stage 1 runs only when every rule of it matches, with the rule that reads stage 0's field.
    await page.getByRole('button', { name: 'Add new stage' }).click();
    const add = page.getByRole('dialog', { name: 'Add new stage' });
    expect(await add.getByRole('spinbutton', { name: 'Stage' }).inputValue()).toBe('1');
    await add.getByLabel('All rules on this stage match the message').check();
    await add.getByRole('checkbox', { name: /mark paid/ }).check();
    await screenshot(page, 'pipelines-stage-dialog');
    await add.getByRole('button', { name: 'Save stage' }).click();
    await add.waitFor({ state: 'detached' });
    await stagePanel(page, 1).getByText('All rules on this stage match the message').waitFor();
    await stagePanel(page, 1).getByRole('link', { name: 'mark paid' }).waitFor();

    // Connected to the default stream from the pipeline's page.
    await page.getByRole('button', { name: 'Edit connections' }).click();
    const connect = page.getByRole('dialog', { name: 'Connections of pipeline Shop enrichment' });
    await connect.getByRole('checkbox', { name: 'All messages' }).check();
    await connect.getByRole('button', { name: 'Update connections' }).click();
    await connect.waitFor({ state: 'detached' });
    await page.getByTestId('pipeline-connected-streams').filter({ hasText: 'All messages' }).waitFor();
    await screenshot(page, 'pipelines-details');

    const pipelines = await api('GET', '/system/pipelines/pipeline');
    const shop = pipelines.find((pipeline: { title: string }) => pipeline.title === 'Shop enrichment');
    expect(shop.stages).toEqual([
      { stage: 0, match_all: false, rules: ['tag checkout'] },
      { stage: 1, match_all: true, rules: ['mark paid'] },
    ]);
    const connection = (await api('GET', '/system/pipelines/connections')).find((candidate: { stream_id: string }) => candidate.stream_id === DEFAULT_STREAM);
    expect(connection.pipeline_ids).toEqual([shop.id]);

    // Rule metrics on: the stage panels and the list count what the rules did with the messages below.
    await api('PUT', '/system/pipelines/rule/config/metrics', { metrics_enabled: true });

    // Real messages: the checkout one passes both stages, the other none.
    const enriched = await receive({ path: '/checkout/pay', marker: 'e2e-shop-1' });
    expect(enriched).toMatchObject({ flow: 'checkout', stage_two: 'reached' });
    const plain = await receive({ path: '/home', marker: 'e2e-shop-2' });
    expect(plain.flow).toBeUndefined();
    await page.goto(`${running.server.url}/search?q=${encodeURIComponent('flow:checkout AND stage_two:reached')}&rangetype=relative&relative=3600`);
    await page.getByTestId('search-total').filter({ hasText: 'Found 1 message' }).waitFor();
    await page.getByText('order e2e-shop-1').first().waitFor();
    expect(await page.getByText('order e2e-shop-2').count()).toBe(0);

    // The list shows the pipeline's stages, its stream and that it ran.
    await page.goto(`${running.server.url}/system/pipelines`);
    const row = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: 'Shop enrichment', exact: true }) });
    await row.getByText('Stage 0: either, 1 rule').waitFor();
    await row.getByText('Stage 1: all, 1 rule').waitFor();
    await row.getByRole('link', { name: 'All messages' }).waitFor();
    await row.getByText(/processed/).waitFor();
    await row.getByText('0 errors', { exact: true }).waitFor();
    await screenshot(page, 'pipelines-overview');

    // Each stage's rules with their throughput and errors in this pipeline.
    await row.getByRole('link', { name: 'Shop enrichment', exact: true }).click();
    await stagePanel(page, 0).getByRole('columnheader', { name: 'Throughput' }).waitFor();
    const tagRow = stagePanel(page, 0).locator('tbody tr').filter({ has: page.getByRole('link', { name: 'tag checkout' }) });
    // Both messages, or the second only when the first came before the engine picked the setting up.
    await tagRow.getByText(/^[12] evaluated$/).waitFor();
    await tagRow.getByText('0 errors', { exact: true }).waitFor();
    await screenshot(page, 'pipelines-stage-metrics');
    await api('PUT', '/system/pipelines/rule/config/metrics', { metrics_enabled: false });
    expect(errors).toEqual([]);
  });

  it('connects a pipeline from the stream\'s side; it runs on the messages routed there', async () => {
    const payments = await api('POST', '/system/pipelines/pipeline', {
      title: '', description: 'payments', source: 'pipeline "Payments enrichment"\nstage 0 match either\nrule "mark payment";\nend',
    });
    const { page, errors } = await openAsAdmin();
    await page.goto(`${running.server.url}/streams`);
    const row = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: 'Payments', exact: true }) });
    await row.getByRole('button', { name: 'More actions for stream Payments' }).click();
    await row.getByRole('button', { name: 'Manage pipeline connections' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pipeline connections of stream Payments' });
    await dialog.getByRole('checkbox', { name: /Payments enrichment/ }).check();
    await screenshot(page, 'pipelines-stream-connections');
    await dialog.getByRole('button', { name: 'Update connections' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(page, 'success').filter({ hasText: 'Pipeline connections updated successfully' }).waitFor();
    const connection = (await api('GET', '/system/pipelines/connections')).find((candidate: { stream_id: string }) => candidate.stream_id === paymentsStreamId);
    expect(connection.pipeline_ids).toEqual([payments.id]);

    // With the filter chain first (the default), the message is routed into Payments before the pipelines run.
    expect(await receive({ kind: 'pay', marker: 'e2e-pay-1' })).toMatchObject({ payment_seen: 'yes' });
    expect(errors).toEqual([]);
  });

  it('runs the pipelines before stream routing once they come first in the processing order', async () => {
    const { page, errors } = await openAsAdmin();
    await page.goto(`${running.server.url}/system/messageprocessors/config`);
    await page.getByRole('heading', { name: 'Message Processors Configuration' }).waitFor();
    const names = () => page.locator('tbody tr .fw-semibold').allInnerTexts();
    expect(await names()).toEqual(['Message Filter Chain', 'Pipeline Processor']);
    await page.getByRole('button', { name: 'Move Pipeline Processor up' }).click();
    expect(await names()).toEqual(['Pipeline Processor', 'Message Filter Chain']);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'success').filter({ hasText: 'Configuration updated successfully' }).waitFor();
    await screenshot(page, 'pipelines-message-processors');
    const saved = await api('GET', '/system/messageprocessors/config');
    expect(saved.processor_order.map((processor: { name: string }) => processor.name)).toEqual(['Pipeline Processor', 'Message Filter Chain']);

    // Before routing a message is in the default stream only: the Payments pipeline no longer sees it, the
    // default stream's pipeline still does.
    const message = await receive({ kind: 'pay', path: '/checkout/late', marker: 'e2e-pay-2' });
    expect(message.payment_seen).toBeUndefined();
    expect(message).toMatchObject({ flow: 'checkout', stage_two: 'reached' });
    expect(message.streams).toEqual(expect.arrayContaining([paymentsStreamId]));

    // Switching the pipelines off stops them altogether.
    await page.getByRole('checkbox', { name: 'Pipeline Processor enabled' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'success').filter({ hasText: 'Configuration updated successfully' }).waitFor();
    const untouched = await receive({ path: '/checkout/off', marker: 'e2e-off-1' });
    expect(untouched.flow).toBeUndefined();
    await page.getByRole('checkbox', { name: 'Pipeline Processor enabled' }).check();
    await page.getByRole('button', { name: 'Move Pipeline Processor down' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'success').filter({ hasText: 'Configuration updated successfully' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps a refused stage edit as typed', async () => {
    const scratch = await api('POST', '/system/pipelines/pipeline', { title: '', description: '', source: 'pipeline "Scratch"\nstage 0 match either\nend' });
    const { page } = await openAsAdmin();
    await page.goto(`${running.server.url}/system/pipelines/${scratch.id}`);
    await page.getByRole('heading', { name: 'Pipeline Scratch' }).waitFor();
    await page.getByRole('button', { name: 'Edit stage 0' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit stage 0' });
    await edit.getByRole('spinbutton', { name: 'Stage' }).fill('4');
    await edit.getByRole('checkbox', { name: /mark paid/ }).check();
    // Someone else deletes the pipeline meanwhile: the save is refused.
    await api('DELETE', `/system/pipelines/pipeline/${scratch.id}`);
    await edit.getByRole('button', { name: 'Save stage' }).click();
    await edit.getByRole('alert').waitFor();
    expect(await edit.getByRole('spinbutton', { name: 'Stage' }).inputValue()).toBe('4');
    expect(await edit.getByRole('checkbox', { name: /mark paid/ }).isChecked()).toBe(true);
    await screenshot(page, 'pipelines-refused-stage');

    // Numbers already in use are refused before anything is sent.
    await page.goto(`${running.server.url}/system/pipelines`);
    await page.getByRole('link', { name: 'Shop enrichment', exact: true }).click();
    await page.getByRole('button', { name: 'Edit stage 1' }).click();
    const other = page.getByRole('dialog', { name: 'Edit stage 1' });
    await other.getByRole('spinbutton', { name: 'Stage' }).fill('0');
    await other.getByRole('button', { name: 'Save stage' }).click();
    await other.getByText('Stage is already in use, please use another number or edit the existing stage.').waitFor();
  });

  it('shows a Reader the pipelines without any control to change them', async () => {
    await api('POST', '/users', {
      username: READER.username, password: READER.password, email: 'pia@example.org', full_name: 'Pia Reader',
      permissions: ['pipeline:read', 'pipeline_rule:read', 'pipeline_connection:read'], roles: ['Reader'],
    });
    const { page, errors } = await openPage(running.browser);
    await page.setViewportSize({ width: 1400, height: 900 });
    await logIn(page, running.server.url, READER.username, READER.password);
    await page.goto(`${running.server.url}/system/pipelines`);
    const row = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: 'Shop enrichment', exact: true }) });
    await row.waitFor();
    expect(await page.getByRole('button', { name: 'Create pipeline' }).count()).toBe(0);
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    // Pia may not read the stream the pipeline runs on: it is not called "not connected".
    await row.getByText('Not connected to any stream you may see').waitFor();
    await row.getByRole('link', { name: 'Shop enrichment', exact: true }).click();
    await page.getByRole('heading', { name: 'Pipeline Shop enrichment' }).waitFor();
    await page.getByTestId('pipeline-connected-streams').filter({ hasText: 'This pipeline is not connected to any stream you may see.' }).waitFor();
    expect(await page.getByText('This pipeline is currently not connected to any streams.').count()).toBe(0);
    await stagePanel(page, 1).getByRole('link', { name: 'mark paid' }).waitFor();
    for (const label of ['Add new stage', 'Edit stage 0', 'Remove stage 1', 'Edit connections', 'Edit pipeline details']) {
      expect(await page.getByRole('button', { name: label }).count()).toBe(0);
    }
    await screenshot(page, 'pipelines-reader');
    await page.goto(`${running.server.url}/system/messageprocessors/config`);
    await page.getByRole('heading', { name: 'Message Processors Configuration' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
