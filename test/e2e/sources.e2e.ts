// The sources page: messages per source over a chosen range, as a chart and a sortable table with each
// source's share (one decimal); a source leads to the search for its messages over the same range, and the
// range is kept in the URL.

import { logIn, openPage, screenshot } from './support/browser';
import { useConsole } from './support/setup';
import { startMessageFeed } from 'fixtures/viewsMessageFeed';

jest.setTimeout(180000);

const MARKER = `src${Date.now()}`;

describe('sources', () => {
  const running = useConsole({ demoInput: false });

  beforeAll(async () => {
    const feed = await startMessageFeed(running.server, 'Sources feed');
    await feed.send('web-01', 6, { _marker: MARKER });
    await feed.send('db-01', 3, { _marker: MARKER });
    await feed.send('mail gateway', 1, { _marker: MARKER });
    await feed.waitForCount(`marker:${MARKER}`, 10);
  });

  it('counts messages per source, sorts them, and opens the search of one', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sources' }).click();
    await page.getByRole('heading', { name: 'Sources', exact: true }).waitFor();
    await page.getByText(/10 messages from 3 sources/).waitFor();
    const table = page.locator('table').filter({ has: page.getByRole('columnheader', { name: /Share of all messages/ }) });
    await table.getByRole('row', { name: /web-01 6 60\.0%/ }).waitFor();
    await table.getByRole('row', { name: /db-01 3 30\.0%/ }).waitFor();
    await table.getByRole('row', { name: /mail gateway 1 10\.0%/ }).waitFor();
    await page.getByRole('region', { name: /Top 3 sources/ }).getByText('6 · 60.0%').waitFor();
    expect(await table.locator('tbody tr').first().textContent()).toContain('web-01');
    await page.getByRole('heading', { name: 'All messages over time' }).waitFor();
    await page.locator('.console-histogram canvas').first().waitFor();
    await screenshot(page, 'sources');

    // Fewest first, then by name.
    await table.getByRole('button', { name: /Messages/ }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'count');
    await page.waitForFunction(() => document.querySelector('table tbody tr')?.textContent?.includes('mail gateway'));
    await table.getByRole('button', { name: /Source/ }).click();
    await page.waitForFunction(() => document.querySelector('table tbody tr')?.textContent?.includes('db-01'));

    // Another range is part of the URL.
    await page.getByLabel('Time range').selectOption({ label: 'Last 5 minutes' });
    await page.waitForURL((url) => url.searchParams.get('range') === '300');
    await page.getByText(/10 messages from 3 sources \(last 5 minutes\)/).waitFor();
    await page.reload();
    await page.getByText(/\(last 5 minutes\)/).waitFor();
    expect(await page.getByLabel('Time range').inputValue()).toBe('300');

    // The search covers the range the counts are for.
    await table.getByRole('link', { name: 'mail gateway' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/search') && url.searchParams.get('q') === 'source:"mail gateway"'
      && url.searchParams.get('rangetype') === 'relative' && url.searchParams.get('relative') === '300');
    await page.goBack();
    await page.getByRole('region', { name: /Top 3 sources/ }).getByRole('link', { name: 'web-01' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/search') && url.searchParams.get('q') === 'source:"web-01"'
      && url.searchParams.get('relative') === '300');
    expect(errors).toEqual([]);
  });
});
