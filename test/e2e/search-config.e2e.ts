// The search configuration honoured by the search screens: a relative option and an analysis-disabled field
// saved on /system/configurations show on the search page (the picker's label, the field's disabled top values
// with its reason), and "Show surrounding messages" from a found message finds exactly its neighbours: the
// same source within the chosen period, not another source's message nor an older one of the same source.
import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi, startGelfHttpInput } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(240000);

const MARKER = `scfg${Date.now()}`;
const NEAR = `near-${MARKER}`;
const OTHER = `other-${MARKER}`;
const TARGET_AGE_MS = 5 * 60 * 1000;

/** The target, two neighbours of the same source within 20 seconds, one of another source, one ten minutes older. */
const MESSAGES = [
  { text: `target ${MARKER}`, host: NEAR, offsetMs: 0, status: 500 },
  { text: `before ${MARKER}`, host: NEAR, offsetMs: -20 * 1000, status: 200 },
  { text: `after ${MARKER}`, host: NEAR, offsetMs: 20 * 1000, status: 200 },
  { text: `elsewhere ${MARKER}`, host: OTHER, offsetMs: 5 * 1000, status: 200 },
  { text: `long ago ${MARKER}`, host: NEAR, offsetMs: -10 * 60 * 1000, status: 200 },
];

const sleep = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });
const total = (page: Page) => page.getByTestId('search-total');

describe('the search configuration on the search screens', () => {
  const running = useConsole({ demoInput: false });

  beforeAll(async () => {
    const { port } = await startGelfHttpInput(running.server, 'E2E search config input');
    const target = Date.now() - TARGET_AGE_MS;
    for (const message of MESSAGES) {
      const sent = await fetch(`http://127.0.0.1:${port}/gelf`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          version: '1.1', host: message.host, short_message: message.text, timestamp: (target + message.offsetMs) / 1000, _marker: MARKER, _http_status: message.status,
        }),
      });
      expect(sent.status).toBeLessThan(300);
    }
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const found = await callApi(running.server, 'GET', `/search/universal/relative?query=${encodeURIComponent(`marker:${MARKER}`)}&range=3600`);
      if (found.body?.total_results === MESSAGES.length) break;
      await sleep(200);
    }
  });

  it('shows a relative option and an analysis-disabled field saved on the configurations page', async () => {
    const { page, errors } = await openPage(running.browser);
    await page.setViewportSize({ width: 1400, height: 900 });
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/system/configurations`);
    await page.getByRole('button', { name: 'Edit search configuration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update search configuration' });
    await dialog.getByLabel('Relative option 1: description').fill('Five minutes back');
    await dialog.getByLabel('Analysis disabled fields').fill('message\nfull_message\nhttp_status');
    await dialog.getByRole('button', { name: 'Update configuration' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Configuration updated successfully').first().waitFor();

    await page.goto(`${running.server.url}/search?q=${encodeURIComponent(`marker:${MARKER}`)}&rangetype=relative&relative=3600`);
    await total(page).filter({ hasText: `Found ${MESSAGES.length} messages` }).waitFor();
    await page.getByRole('button', { name: /^Time range:/ }).click();
    await page.getByRole('group', { name: 'Relative time ranges' }).getByRole('button', { name: 'Five minutes back', exact: true }).waitFor();
    await screenshot(page, 'search-config-relative-options');
    await page.keyboard.press('Escape');

    const disabled = page.getByRole('button', { name: 'Top values of http_status' });
    expect(await disabled.getAttribute('aria-disabled')).toBe('true');
    expect(await disabled.getAttribute('title')).toBe('Analysis is disabled for http_status in the search configuration (System / Configurations).');
    await page.getByRole('button', { name: 'Top values of source' }).click();
    const values = page.locator('.console-field-top-values');
    await values.getByRole('link', { name: NEAR }).waitFor();
    const rows = await values.locator('tbody tr').allInnerTexts();
    expect(rows.map((text) => text.split(/\s+/).join(' '))).toEqual([`${NEAR} 4`, `${OTHER} 1`]);
    await screenshot(page, 'search-config-field-analysis');
    expect(errors).toEqual([]);
  });

  it('finds the surrounding messages of a found message: its source, within the chosen period', async () => {
    const { page, errors } = await openPage(running.browser);
    await page.setViewportSize({ width: 1400, height: 900 });
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/search?q=${encodeURIComponent(`marker:${MARKER}`)}&rangetype=relative&relative=3600`);
    await total(page).filter({ hasText: `Found ${MESSAGES.length} messages` }).waitFor();
    const row = page.locator('tbody.console-message').filter({ hasText: `target ${MARKER}` });
    await row.locator('button.console-message-toggle').click();
    await row.getByRole('button', { name: 'Show surrounding messages' }).click();
    await screenshot(page, 'search-config-surrounding-menu');
    await row.getByRole('button', { name: 'Show surrounding messages' }).waitFor();
    await page.getByRole('link', { name: '1 minute', exact: true }).click();

    await page.waitForURL((url) => url.searchParams.get('rangetype') === 'absolute');
    const query = new URL(page.url()).searchParams.get('q') ?? '';
    expect(query).toContain(`source:"${NEAR}"`);
    expect(query).toContain('gl2_source_input:');
    await total(page).filter({ hasText: 'Found 3 messages' }).waitFor();
    const texts = await page.locator('tr.console-message-text').allInnerTexts();
    expect([...texts].sort()).toEqual([`after ${MARKER}`, `before ${MARKER}`, `target ${MARKER}`]);
    await screenshot(page, 'search-config-surrounding-results');
    expect(errors).toEqual([]);
  });
});
