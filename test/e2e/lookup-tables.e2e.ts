// Lookup tables as an operator builds them: a CSV data adapter, a cache and a table made in the console, the
// test lookup box answering from them; an adapter whose file is missing showing its error state; a name clash
// refused at the name field with everything typed kept; and the table used by a lookup table extractor on an
// input and by a pipeline rule, each enriching a message received over GELF; and an HTTP JSONPath adapter whose URL
// is added to the URL whitelist from its form, answering from a local HTTP service, and saying why a lookup failed.
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi, freePort } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(240000);

const GELF_HTTP = 'org.graylog2.inputs.gelf.http.GELFHttpInput';
const DEFAULT_STREAM = '000000000000000000000001';

/** The text of the latest toast of a kind ('success', 'error'). */
const toast = (page: Page, kind: string) => page.locator(`#toast-container .toast-${kind} .toast-message`).last();

/** The error shown under a form control (the form kit gives it the control's id and "-error"). */
const errorUnder = async (page: Page, controlName: string) => {
  const id = await page.locator(`[name="${controlName}"]`).getAttribute('id');
  return page.locator(`[id="${id}-error"]`);
};

describe('lookup tables', () => {
  const running = useConsole({ demoInput: false });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lookup-e2e-'));
  const csv = path.join(folder, 'countries.csv');
  let inputId: string;
  let nodeId: string;
  let gelfPort: number;

  const open = async () => {
    const opened = await openPage(running.browser);
    await opened.page.setViewportSize({ width: 1400, height: 900 });
    await logIn(opened.page, running.server.url);
    return opened;
  };

  /** Sends one GELF message (retrying while the input starts). */
  const send = async (fields: { [field: string]: string }) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      try {
        const response = await fetch(`http://127.0.0.1:${gelfPort}/gelf`, {
          method: 'POST', headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ version: '1.1', host: 'lookup-e2e', short_message: 'visit', ...fields }),
        });
        if (response.status < 300) return;
      } catch {
        // The input is still starting.
      }
      await new Promise((resolve) => { setTimeout(resolve, 200); });
    }
    throw new Error('the GELF input did not take the message');
  };

  /** The first stored message matching `query`, waiting until it is searchable. */
  const find = async (query: string) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const found = await callApi(running.server, 'GET', `/search/universal/relative?query=${encodeURIComponent(query)}&range=3600&limit=1`);
      if (found.status === 200 && found.body.total_results > 0) return found.body.messages[0].message;
      await new Promise((resolve) => { setTimeout(resolve, 200); });
    }
    throw new Error(`no message matches ${query}`);
  };

  beforeAll(async () => {
    fs.writeFileSync(csv, '"ip","country"\n"10.0.0.1","DE"\n"10.0.0.2","FR"\n');
    nodeId = (await callApi(running.server, 'GET', '/system')).body.node_id;
    gelfPort = await freePort();
    const created = await callApi(running.server, 'POST', '/system/inputs', {
      title: 'Web visits', type: GELF_HTTP, global: true, configuration: { bind_address: '127.0.0.1', port: gelfPort },
    });
    expect(created.status).toBe(201);
    inputId = created.body.id;
    expect((await callApi(running.server, 'PUT', `/system/inputstates/${inputId}`)).status).toBe(200);
  });

  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('creates a CSV data adapter, a cache and a table, and the test lookup box answers', async () => {
    const { page, errors } = await open();
    await page.goto(`${running.server.url}/system/lookuptables`);
    await page.getByRole('heading', { name: 'Lookup Tables', exact: true }).waitFor();
    await page.getByText('No lookup tables yet').waitFor();

    // The data adapter: its name follows the title.
    await page.getByRole('link', { name: 'Data Adapters' }).click();
    await page.getByRole('link', { name: 'Create data adapter' }).click();
    await page.getByLabel('Data adapter type').selectOption({ label: 'CSV File' });
    await page.getByLabel('Title').fill('Countries CSV');
    expect(await page.locator('input[name="name"]').inputValue()).toBe('countries-csv');
    await page.getByLabel('File path').fill(csv);
    await page.getByLabel('Key column').fill('ip');
    await page.getByLabel('Value column').fill('country');
    await screenshot(page, 'lookup-adapter-create');
    await page.getByRole('button', { name: 'Create data adapter' }).click();
    await page.getByRole('heading', { name: 'Data adapter "Countries CSV"' }).waitFor();
    await toast(page, 'success').getByText('Lookup table data adapter "Countries CSV" was created successfully.').waitFor();
    await page.getByLabel('Key').fill('10.0.0.2');
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.locator('dd pre').first().getByText('FR', { exact: true }).waitFor();

    // The cache.
    await page.goto(`${running.server.url}/system/lookuptables/caches/create`);
    await page.getByLabel('Cache type').selectOption({ label: 'Node-local, in-memory cache' });
    await page.getByLabel('Title').fill('Countries cache');
    await page.getByLabel('Maximum entries').fill('500');
    await page.getByRole('button', { name: 'Create cache' }).click();
    await page.getByRole('heading', { name: 'Cache "Countries cache"' }).waitFor();
    await page.getByText('500', { exact: true }).waitFor();

    // The table joining them, with a default for keys the file does not have.
    await page.goto(`${running.server.url}/system/lookuptables/create`);
    await page.getByLabel('Title').fill('Countries');
    await page.getByLabel('Data adapter').selectOption({ label: 'Countries CSV (CSV File)' });
    await page.locator('select[name="cache_id"]').selectOption({ label: 'Countries cache (Node-local, in-memory cache)' });
    await page.getByLabel('Default single value').fill('unknown');
    await page.locator('select[name="default_single_value_type"]').selectOption('STRING');
    await screenshot(page, 'lookup-table-create');
    await page.getByRole('button', { name: 'Create lookup table' }).click();
    await page.getByRole('heading', { name: 'Lookup table "Countries"' }).waitFor();

    const lookUp = async (key: string, expected: string) => {
      await page.getByRole('form', { name: 'Test lookup' }).getByLabel('Key').fill(key);
      await page.getByRole('button', { name: 'Look up' }).click();
      await page.locator('dd pre').first().getByText(expected, { exact: true }).waitFor();
    };
    await lookUp('10.0.0.1', 'DE');
    await lookUp('10.9.9.9', 'unknown');
    await screenshot(page, 'lookup-table-details');
    await page.getByRole('button', { name: 'Purge all' }).click();
    await toast(page, 'success').getByText('Purging cache for lookup table "countries"').waitFor();

    await page.goto(`${running.server.url}/system/lookuptables`);
    const row = page.locator('tbody tr').filter({ hasText: 'Countries' });
    await row.getByRole('link', { name: 'Countries cache' }).waitFor();
    await row.getByRole('link', { name: 'Countries CSV' }).waitFor();
    expect(await row.getByText('Error').count()).toBe(0);
    await screenshot(page, 'lookup-tables-list');
    expect(errors).toEqual([]);
  });

  it('shows the error state of an adapter whose file is missing', async () => {
    const { page, errors } = await open();
    await page.goto(`${running.server.url}/system/lookuptables/data_adapters/create`);
    await page.getByLabel('Data adapter type').selectOption({ label: 'CSV File' });
    await page.getByLabel('Title').fill('Missing file');
    await page.getByLabel('File path').fill(path.join(folder, 'nowhere.csv'));
    await page.getByLabel('Key column').fill('ip');
    await page.getByLabel('Value column').fill('country');
    // The validate call reports the missing file at its field while the user types; saving is still allowed.
    await (await errorUnder(page, 'path')).getByText(/does not exist/).waitFor();
    await page.getByRole('button', { name: 'Create data adapter' }).click();
    await page.getByRole('heading', { name: 'Data adapter "Missing file"' }).waitFor();
    await page.locator('.console-lookup-error').getByText(/nowhere\.csv|does not exist|not found|no such file/i).waitFor();
    await screenshot(page, 'lookup-adapter-error');

    await page.goto(`${running.server.url}/system/lookuptables/data_adapters`);
    const row = page.locator('tbody tr').filter({ hasText: 'Missing file' });
    await row.locator('.console-lookup-error .badge').getByText('Error').waitFor();
    await screenshot(page, 'lookup-adapters-list');
    expect(errors).toEqual([]);
  });

  it('adds an HTTP JSONPath adapter\'s URL to the whitelist from its form, answers from the service, and says why a lookup failed', async () => {
    // The service knows one address; anything else is a server error.
    const service = http.createServer((request, response) => {
      const ip = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('ip');
      if (ip === '10.0.0.1') {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ value: 'Berlin' }));
      } else {
        response.writeHead(500);
        response.end('broken');
      }
    });
    await new Promise<void>((resolve) => { service.listen(0, '127.0.0.1', resolve); });
    const template = `http://127.0.0.1:${(service.address() as AddressInfo).port}/geo?ip=$` + '{key}';
    try {
      const reset = await callApi(running.server, 'PUT', '/system/urlwhitelist', {
        entries: [{ id: 'e2e-other', type: 'literal', value: 'https://other.example.org/', title: 'other' }], disabled: false,
      });
      expect(reset.status).toBeLessThan(300);

      const { page, errors } = await open();
      await page.goto(`${running.server.url}/system/lookuptables/data_adapters/create`);
      await page.getByLabel('Data adapter type').selectOption({ label: 'HTTP JSONPath' });
      // Nothing typed yet: no field calls itself empty.
      await page.getByLabel('Lookup URL').waitFor();
      await page.waitForTimeout(800);
      expect(await page.locator('.invalid-feedback').count()).toBe(0);
      await screenshot(page, 'lookup-jsonpath-untouched');

      await page.getByLabel('Title').fill('Geo service');
      await page.getByLabel('Lookup URL').fill(template);
      await page.getByText('The URL is not in the URL whitelist: lookups will fail until it is added.').waitFor();
      expect(await page.getByText('System / Configurations').count()).toBe(0);
      await screenshot(page, 'lookup-jsonpath-whitelist');
      await page.getByRole('button', { name: 'Add to URL whitelist' }).click();
      await page.getByText('The URL is in the URL whitelist.').waitFor();
      const whitelist = await callApi(running.server, 'GET', '/system/urlwhitelist');
      expect(whitelist.body.entries).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'regex', title: template })]));

      await page.getByRole('button', { name: 'Create data adapter' }).click();
      await page.getByRole('heading', { name: 'Data adapter "Geo service"' }).waitFor();
      const box = page.getByRole('form', { name: 'Test lookup' });
      await box.getByLabel('Key').fill('10.0.0.1');
      await page.getByRole('button', { name: 'Look up' }).click();
      await page.locator('dd pre').first().getByText('Berlin', { exact: true }).waitFor();
      expect(await page.locator('.console-lookup-error').count()).toBe(0);

      // A failing lookup says why, and the page's error badge shows without a reload.
      await box.getByLabel('Key').fill('10.0.0.9');
      await page.getByRole('button', { name: 'Look up' }).click();
      await page.getByText(/Reason: .*answered with status 500/).waitFor();
      await page.locator('.console-lookup-error').getByText(/answered with status 500/).waitFor();
      await screenshot(page, 'lookup-jsonpath-failed');
      expect(errors).toEqual([]);
    } finally {
      await new Promise((resolve) => { service.close(resolve); });
    }
  });

  it('refuses a name that is taken at the name field, keeping what was typed', async () => {
    const { page, errors } = await open();
    await page.goto(`${running.server.url}/system/lookuptables/caches/create`);
    await page.getByLabel('Cache type').selectOption({ label: 'Node-local, in-memory cache' });
    await page.getByLabel('Title').fill('Countries cache');
    await page.getByLabel('Description').fill('a second one');
    await page.getByLabel('Maximum entries').fill('42');
    await page.getByRole('button', { name: 'Create cache' }).click();
    await (await errorUnder(page, 'name')).getByText(/already in use|already exists|taken/).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Countries cache');
    expect(await page.getByLabel('Description').inputValue()).toBe('a second one');
    expect(await page.getByLabel('Maximum entries').inputValue()).toBe('42');
    expect(await page.locator('input[name="name"]').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'lookup-cache-name-clash');
    // Another name saves it.
    await page.locator('input[name="name"]').fill('countries-cache-2');
    await page.getByRole('button', { name: 'Create cache' }).click();
    await page.getByRole('heading', { name: 'Cache "Countries cache"' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('looks the table up from a lookup table extractor on an input', async () => {
    const { page, errors } = await open();
    await page.goto(`${running.server.url}/system/inputs/${inputId}/${nodeId}/extractors/new?extractor_type=lookup_table&field=ip`);
    await page.getByLabel('Extractor type').selectOption('lookup_table');
    await page.getByLabel('Source field').fill('ip');
    await page.getByLabel('Lookup table').selectOption({ label: 'Countries (countries)' });
    await page.getByLabel('Example', { exact: true }).fill('10.0.0.1');
    const result = page.locator('section[aria-labelledby="extractor-test-result-title"]');
    await result.getByText('DE', { exact: true }).waitFor();
    await page.getByLabel('Store as field').fill('country_extracted');
    await page.getByLabel('Extractor title').fill('Country of the visitor');
    await screenshot(page, 'lookup-extractor');
    await page.getByRole('button', { name: 'Create extractor' }).click();
    await page.getByRole('cell', { name: 'Country of the visitor', exact: true }).waitFor();

    await send({ _ip: '10.0.0.2', _marker: 'extractor' });
    const message = await find('marker:extractor AND country_extracted:FR');
    expect(message.country_extracted).toBe('FR');
    expect(errors).toEqual([]);
  });

  it('looks the table up from a pipeline rule', async () => {
    const rule = await callApi(running.server, 'POST', '/system/pipelines/rule', {
      title: '', description: 'country from the lookup table',
      source: 'rule "visitor country"\nwhen\n  has_field("ip")\nthen\n  set_field("country_ruled", lookup_value("countries", to_string($message.ip)));\nend',
    });
    expect(rule.status).toBe(200);
    const pipeline = await callApi(running.server, 'POST', '/system/pipelines/pipeline', {
      title: '', description: '', source: 'pipeline "Visitors"\nstage 0 match either\nrule "visitor country"\nend',
    });
    expect(pipeline.status).toBe(200);
    const connected = await callApi(running.server, 'POST', '/system/pipelines/connections/to_stream', { stream_id: DEFAULT_STREAM, pipeline_ids: [pipeline.body.id] });
    expect(connected.status).toBe(200);

    await send({ _ip: '10.0.0.1', _marker: 'rule' });
    await send({ _ip: '10.7.7.7', _marker: 'rule-default' });
    expect((await find('marker:rule AND country_ruled:DE')).country_ruled).toBe('DE');
    expect((await find('marker:rule-default AND country_ruled:unknown')).country_ruled).toBe('unknown');

    // The search page shows the looked-up field too.
    const { page, errors } = await open();
    await page.goto(`${running.server.url}/search?q=${encodeURIComponent('marker:rule AND country_ruled:DE')}`);
    await page.getByText('country_ruled').first().waitFor();
    await screenshot(page, 'lookup-rule-search');
    expect(errors).toEqual([]);
  });
});
