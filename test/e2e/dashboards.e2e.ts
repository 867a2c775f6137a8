// Views as an operator keeps them. Dashboards: created from the list, two widgets added with their own
// queries (the second beside the first), one dragged further and the other resized, saved, reloaded in the
// same layout, and shown in TV mode, which refreshes itself; a widget value leads to its search over the
// widget's range; a widget range may be absolute (in the user's time zone) or a keyword; the widget dialog
// refuses a query that does not parse at its query field, and a stored widget with such a query shows the
// error in the widget; leaving with unsaved changes asks first. Saved searches: saved from the search page,
// reopened, renamed, found in the list, deleted.
import type { Locator, Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi } from './support/server';
import { useConsole } from './support/setup';
import type { MessageFeed } from 'fixtures/viewsMessageFeed';
import { startMessageFeed } from 'fixtures/viewsMessageFeed';

jest.setTimeout(240000);

const MARKER = `dash${Date.now()}`;
/** Messages per source: web-01 5, web-02 4, db-01 3. */
const SOURCES: Array<[string, number]> = [['web-01', 5], ['web-02', 4], ['db-01', 3]];
const TOTAL = SOURCES.reduce((sum, [, count]) => sum + count, 0);

type StoredView = {
  id: string,
  title: string,
  state: Record<string, { widgets: Array<{ id: string, type: string }>, positions: Record<string, { col: number, row: number, width: number, height: number }>, titles: { widget?: Record<string, string> } }>,
};

describe('dashboards', () => {
  const running = useConsole({ demoInput: false });
  let feed: MessageFeed;
  const sendMessages = (host: string, count: number, extra: Record<string, unknown> = {}) => feed.send(host, count, { _marker: MARKER, ...extra });
  const waitForCount = (query: string, expected: number) => feed.waitForCount(query, expected);

  const storedView = async (id: string): Promise<StoredView> => {
    const answer = await callApi(running.server, 'GET', `/views/${id}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  const stateOf = (view: StoredView) => Object.values(view.state)[0];

  beforeAll(async () => {
    feed = await startMessageFeed(running.server, 'Dashboard feed');
    for (const [host, count] of SOURCES) await sendMessages(host, count, { level: host.startsWith('web') ? 3 : 6 });
    await waitForCount(`marker:${MARKER}`, TOTAL);
  });

  const widgetNamed = (page: Page, title: string): Locator => page.locator('.console-dashboard-cell').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

  /** Chooses a relative preset in the widget dialog's time range picker. */
  const choosePreset = async (dialog: Locator, preset: string) => {
    await dialog.getByRole('button', { name: /^Time range: .*Change time range$/ }).click();
    await dialog.getByRole('group', { name: 'Relative time ranges' }).getByRole('button', { name: preset, exact: true }).click();
    await dialog.getByRole('button', { name: new RegExp(`^Time range: ${preset}\\.`) }).waitFor();
  };

  /** Fills the add widget dialog and presses "Add widget"; the dialog stays open. */
  const fillWidget = async (page: Page, options: { kind: string, title: string, query: string, range?: string, field?: string }): Promise<Locator> => {
    const opener = page.getByRole('button', { name: /^Add (the first )?widget$/ }).first();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Add widget' });
    await dialog.getByLabel('Shows').selectOption({ label: options.kind });
    await dialog.getByLabel('Title').fill(options.title);
    await dialog.getByLabel('Query').fill(options.query);
    // New widgets start with the last hour.
    if (options.range && options.range !== 'Last hour') await choosePreset(dialog, options.range);
    if (options.field) await dialog.getByLabel('Field').fill(options.field);
    await dialog.getByRole('button', { name: 'Add widget' }).click();
    return dialog;
  };

  const addWidget = async (page: Page, options: { kind: string, title: string, query: string, range?: string, field?: string }) => {
    const dialog = await fillWidget(page, options);
    await dialog.waitFor({ state: 'detached' });
  };

  it('is built with two widgets, rearranged, saved, reloaded in the same layout and shown in TV mode', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/dashboards`);
    await page.getByRole('heading', { name: 'Dashboards', exact: true }).waitFor();
    await page.getByText('No dashboards yet.').waitFor();
    await screenshot(page, 'dashboards-empty');

    await page.getByRole('link', { name: 'Create dashboard' }).first().click();
    await page.getByRole('heading', { name: 'Create dashboard' }).waitFor();
    // The title is required: refused in the browser, nothing is created.
    await page.getByRole('button', { name: 'Create dashboard' }).click();
    await page.getByText('Title is required.').waitFor();
    await page.getByLabel('Title').fill('Operations');
    await page.getByLabel('Summary').fill('Traffic of the web tier');
    await page.getByRole('button', { name: 'Create dashboard' }).click();
    await page.waitForURL(/\/dashboards\/[0-9a-f]{24}$/);
    const dashboardId = page.url().split('/').pop() as string;
    await page.getByRole('heading', { name: 'Operations' }).waitFor();
    await page.getByText('This dashboard has no widgets yet.').waitFor();

    await addWidget(page, { kind: 'Message count', title: 'Test messages', query: `marker:${MARKER}`, range: 'Last hour' });
    const count = widgetNamed(page, 'Test messages');
    await count.locator('.console-widget-number', { hasText: String(TOTAL) }).waitFor();
    await addWidget(page, { kind: 'Field value counts', title: 'Sources', query: `marker:${MARKER}`, field: 'source' });
    const sources = widgetNamed(page, 'Sources');
    for (const [host, expected] of SOURCES) {
      await sources.getByRole('row', { name: new RegExp(`^${host} ${expected}$`) }).waitFor();
    }
    await page.getByText('Unsaved changes').waitFor();
    await screenshot(page, 'dashboard-two-widgets');

    // The second widget fills the first row beside the first: drag it by its title bar further right.
    const countBox = await count.boundingBox();
    const before = await sources.boundingBox();
    if (!countBox || !before) throw new Error('widgets not laid out');
    expect(Math.abs(before.y - countBox.y)).toBeLessThan(2);
    expect(before.x).toBeGreaterThan(countBox.x + countBox.width - 5);
    expect(before.x).toBeLessThan(countBox.x + countBox.width + 40);
    const handle = sources.locator('.console-widget-header');
    const handleBox = await handle.boundingBox();
    if (!handleBox) throw new Error('no handle');
    const step = before.x - countBox.x;
    await page.mouse.move(handleBox.x + 40, handleBox.y + 12);
    await page.mouse.down();
    await page.mouse.move(handleBox.x + 40 + step + 20, handleBox.y + 12, { steps: 25 });
    await page.mouse.move(handleBox.x + 40 + step, handleBox.y + 8, { steps: 5 });
    await page.mouse.up();
    // The grid animates the widget into its new place: wait until it is there, a widget's width away.
    await page.waitForFunction(() => {
      const boxes = Object.fromEntries(Array.from(document.querySelectorAll<HTMLElement>('.console-dashboard-cell'))
        .map((cell) => [cell.querySelector('h2')?.textContent, cell.getBoundingClientRect()]));
      const moved = boxes.Sources;
      const fixed = boxes['Test messages'];
      return moved && fixed && Math.abs(moved.top - fixed.top) < 1 && moved.left >= fixed.right + fixed.width;
    });

    // Make the count taller by its resize handle.
    const resizeHandle = count.locator('.react-resizable-handle');
    const resizeBox = await resizeHandle.boundingBox();
    if (!resizeBox) throw new Error('no resize handle');
    await page.mouse.move(resizeBox.x + resizeBox.width / 2, resizeBox.y + resizeBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(resizeBox.x + 5, resizeBox.y + 150, { steps: 15 });
    await page.mouse.up();
    await page.waitForFunction((height) => {
      const cell = Array.from(document.querySelectorAll<HTMLElement>('.console-dashboard-cell')).find((node) => node.querySelector('h2')?.textContent === 'Test messages');
      return cell !== undefined && cell.getBoundingClientRect().height > height + 60;
    }, countBox.height);
    await page.waitForTimeout(300);
    const resized = await count.boundingBox();
    if (!resized) throw new Error('widget gone');
    await screenshot(page, 'dashboard-rearranged');

    // Leaving with unsaved changes asks; staying keeps them.
    page.once('dialog', (dialog) => { void dialog.dismiss(); });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboards' }).click();
    await page.getByText('Unsaved changes').waitFor();
    expect(page.url()).toContain(`/dashboards/${dashboardId}`);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Dashboard "Operations" was saved successfully.').waitFor();
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });

    const saved = stateOf(await storedView(dashboardId));
    expect(saved.widgets.map((widget) => widget.type)).toEqual(['aggregation', 'aggregation']);
    const titles = saved.titles.widget ?? {};
    const countId = Object.keys(titles).find((id) => titles[id] === 'Test messages') as string;
    const sourcesId = Object.keys(titles).find((id) => titles[id] === 'Sources') as string;
    expect(saved.positions[countId]).toMatchObject({ col: 1, row: 1, width: 4 });
    expect(saved.positions[countId].height).toBeGreaterThan(4);
    expect(saved.positions[sourcesId]).toMatchObject({ row: 1, col: 9, width: 4 });

    // A reload shows the same layout.
    await page.reload();
    await widgetNamed(page, 'Sources').getByRole('row', { name: /^web-01 5$/ }).waitFor();
    const reloadedCount = await widgetNamed(page, 'Test messages').boundingBox();
    const reloadedSources = await widgetNamed(page, 'Sources').boundingBox();
    if (!reloadedCount || !reloadedSources) throw new Error('widgets missing after reload');
    expect(Math.abs(reloadedSources.y - reloadedCount.y)).toBeLessThan(5);
    expect(reloadedSources.x).toBeGreaterThan(reloadedCount.x + reloadedCount.width - 5);
    expect(Math.abs(reloadedCount.height - resized.height)).toBeLessThan(2);
    expect(await page.getByText('Unsaved changes').count()).toBe(0);

    // A value leads to its messages within the widget's query, over the widget's range.
    await widgetNamed(page, 'Sources').getByRole('link', { name: 'web-01', exact: true }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/search')
      && url.searchParams.get('q') === `(marker:${MARKER}) AND source:"web-01"`
      && url.searchParams.get('rangetype') === 'relative' && url.searchParams.get('relative') === '3600');
    await page.goBack();
    await widgetNamed(page, 'Sources').getByRole('row', { name: /^web-01 5$/ }).waitFor();

    // TV mode: no navigation, the same widgets in large type, refreshing itself.
    await page.getByRole('link', { name: 'TV mode' }).click();
    await page.waitForURL(`**/dashboards/tv/${dashboardId}`);
    await page.getByRole('heading', { name: 'Operations', level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    const tvCount = widgetNamed(page, 'Test messages');
    await tvCount.locator('.console-widget-number', { hasText: String(TOTAL) }).waitFor();
    await page.getByText(/^Next refresh in \d+ s$/).waitFor();
    expect(await tvCount.locator('.console-widget-number').evaluate((node) => parseFloat(getComputedStyle(node).fontSize))).toBeGreaterThan(60);
    await screenshot(page, 'dashboard-tv');

    await page.getByLabel('Refresh every').selectOption('10');
    await sendMessages('web-03', 2);
    await waitForCount(`marker:${MARKER}`, TOTAL + 2);
    await tvCount.locator('.console-widget-number', { hasText: String(TOTAL + 2) }).waitFor({ timeout: 15000 });
    await widgetNamed(page, 'Sources').getByRole('row', { name: /^web-03 2$/ }).waitFor();

    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByText('Refresh paused').waitFor();
    await page.getByRole('link', { name: 'Exit TV mode' }).click();
    await page.waitForURL(`**/dashboards/${dashboardId}`);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('refuses a widget query that does not parse in the dialog, and shows one stored anyway in its widget', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/dashboards/new`);
    await page.getByRole('heading', { name: 'Create dashboard' }).waitFor();
    await page.getByLabel('Title').fill('Broken queries');
    await page.getByRole('button', { name: 'Create dashboard' }).click();
    await page.waitForURL(/\/dashboards\/[0-9a-f]{24}$/);
    const dashboardId = page.url().split('/').pop() as string;

    await addWidget(page, { kind: 'Histogram', title: 'Good histogram', query: `marker:${MARKER}` });
    await widgetNamed(page, 'Good histogram').locator('.console-histogram').waitFor();

    // The dialog checks the query before it adds the widget: the error stays at the query field with the text.
    const dialog = await fillWidget(page, { kind: 'Message table', title: 'Bad table', query: 'source:(web-01 AND' });
    const query = dialog.getByLabel('Query');
    await page.waitForFunction(() => document.querySelector('[role="dialog"] input[name="query"]')?.getAttribute('aria-invalid') === 'true');
    const refusalId = ((await query.getAttribute('aria-describedby')) ?? '').split(' ')[0];
    expect(await dialog.locator(`[id="${refusalId}"]`).textContent()).toMatch(/line 1, column \d+/i);
    expect(await query.inputValue()).toBe('source:(web-01 AND');
    expect(await page.locator('.console-dashboard-cell').count()).toBe(1);
    expect(await page.locator('#toast-container .toast-error').count()).toBe(0);
    await screenshot(page, 'dashboard-widget-query-refused');

    await query.fill(`marker:${MARKER} AND source:db-01`);
    await dialog.getByRole('button', { name: 'Add widget' }).click();
    await dialog.waitFor({ state: 'detached' });
    const table = widgetNamed(page, 'Bad table');
    await table.getByText('3 messages').waitFor();
    expect(await table.getByRole('row').count()).toBe(4);

    // Moving by keyboard: the Actions menu moves the table above the histogram.
    const good = widgetNamed(page, 'Good histogram');
    expect((await table.boundingBox())!.y).toBeGreaterThan((await good.boundingBox())!.y);
    await table.getByRole('button', { name: 'Actions of widget Bad table' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Move up' }).waitFor();
    await screenshot(page, 'dashboard-widget-menu');
    await page.getByRole('button', { name: 'Move up' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => {
      const tops = Object.fromEntries(Array.from(document.querySelectorAll<HTMLElement>('.console-dashboard-cell'))
        .map((cell) => [cell.querySelector('h2')?.textContent, cell.getBoundingClientRect().top]));
      return tops['Bad table'] < tops['Good histogram'];
    });

    // A widget range may be absolute, typed in the user's time zone, or a keyword the server understands.
    await good.getByRole('button', { name: 'Actions of widget Good histogram' }).click();
    await page.getByRole('button', { name: 'Edit…' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit widget Good histogram' });
    await edit.getByRole('button', { name: /^Time range: Last hour/ }).click();
    await edit.getByRole('button', { name: 'Absolute', exact: true }).click();
    await edit.getByText(/Times are in your time zone, /).waitFor();
    await screenshot(page, 'dashboard-widget-absolute-range');
    await edit.getByRole('button', { name: 'Apply range' }).click();
    await edit.getByRole('button', { name: /^Time range: .*\d\d:\d\d/ }).waitFor();
    expect(await edit.count()).toBe(1);
    await edit.getByRole('button', { name: 'Apply', exact: true }).click();
    await edit.waitFor({ state: 'detached' });
    await good.locator('.console-widget-subtitle', { hasText: /\d\d:\d\d.* · marker:/ }).waitFor();
    await good.locator('.console-histogram').waitFor();

    await good.getByRole('button', { name: 'Actions of widget Good histogram' }).click();
    await page.getByRole('button', { name: 'Edit…' }).click();
    await edit.getByRole('button', { name: /^Time range: / }).click();
    await edit.getByRole('button', { name: 'Keyword', exact: true }).click();
    await edit.getByLabel('Keyword').fill('no such time');
    await edit.getByText('This keyword is not a time range the server understands.').waitFor();
    await edit.getByLabel('Keyword').fill('last 2 hours');
    await edit.getByText(/^From .* to .*\)$/).waitFor();
    // Escape closes the picker's panel, not the dialog.
    await edit.getByLabel('Keyword').press('Escape');
    await edit.getByLabel('Keyword').waitFor({ state: 'detached' });
    await page.waitForTimeout(400);
    expect(await edit.count()).toBe(1);
    await edit.getByRole('button', { name: /^Time range: / }).click();
    await edit.getByRole('button', { name: 'Keyword', exact: true }).click();
    await edit.getByLabel('Keyword').fill('last 2 hours');
    await edit.getByRole('button', { name: 'Apply range' }).click();
    await edit.getByRole('button', { name: /^Time range: Keyword: last 2 hours/ }).waitFor();
    await edit.getByRole('button', { name: 'Apply', exact: true }).click();
    await edit.waitFor({ state: 'detached' });
    await good.locator('.console-widget-subtitle', { hasText: 'Keyword: last 2 hours · ' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Dashboard "Broken queries" was saved successfully.').waitFor();

    // A widget stored with a query that does not parse (by another client) shows the error in that widget only.
    const stored = (await callApi(running.server, 'GET', `/views/${dashboardId}`)).body;
    const [state] = Object.values(stored.state) as Array<{ widgets: Array<{ type: string, timerange: unknown, query: { query_string: string } }> }>;
    expect(state.widgets.find((widget) => widget.type === 'aggregation')?.timerange).toEqual({ type: 'keyword', keyword: 'last 2 hours' });
    const broken = state.widgets.find((widget) => widget.type === 'messages');
    if (!broken) throw new Error('no table stored');
    broken.query.query_string = 'source:(web-01 AND';
    expect((await callApi(running.server, 'PUT', `/views/${dashboardId}`, stored)).status).toBe(200);
    await page.reload();
    await table.getByRole('alert').getByText("This widget's search failed.").waitFor();
    expect(await table.getByRole('alert').textContent()).toMatch(/line 1, column \d+/);
    expect(await table.getByRole('alert').locator('li').count()).toBe(1);
    await good.locator('.console-histogram').waitFor();
    expect(await page.locator('#toast-container .toast-error').count()).toBe(0);
    await screenshot(page, 'dashboard-widget-error');

    // Its dialog refuses the query as it is; fixed, the messages show.
    await table.getByRole('button', { name: 'Actions of widget Bad table' }).click();
    await page.getByRole('button', { name: 'Edit…' }).click();
    const fix = page.getByRole('dialog', { name: 'Edit widget Bad table' });
    await fix.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('[role="dialog"] input[name="query"]')?.getAttribute('aria-invalid') === 'true');
    await fix.getByLabel('Query').fill(`marker:${MARKER} AND source:db-01`);
    await fix.getByRole('button', { name: 'Apply', exact: true }).click();
    await fix.waitFor({ state: 'detached' });
    await table.getByText('3 messages').waitFor();

    // Removing asks first.
    await table.getByRole('button', { name: 'Actions of widget Bad table' }).click();
    await page.getByRole('button', { name: 'Remove…' }).click();
    await page.getByRole('dialog', { name: 'Remove widget' }).getByRole('button', { name: 'Remove' }).click();
    await table.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('lists dashboards searchable, and deletes one after confirmation', async () => {
    const { page } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/dashboards`);
    await page.getByRole('link', { name: 'Operations', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Broken queries', exact: true }).waitFor();
    await page.getByRole('row', { name: /Operations Traffic of the web tier admin/ }).waitFor();
    await screenshot(page, 'dashboards-list');

    // The box says what it searches: a plain word the title only, summary:word the summaries.
    const box = page.getByLabel('Search dashboards');
    expect(await box.getAttribute('placeholder')).toBe('Search by title, or summary:word');
    await box.fill('web');
    await box.press('Enter');
    await page.getByText('No dashboards match "web".').waitFor();
    await box.fill('summary:web');
    await box.press('Enter');
    await page.getByRole('link', { name: 'Operations', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Broken queries', exact: true }).count()).toBe(0);

    await page.getByLabel('Search dashboards').fill('Broken');
    await page.getByLabel('Search dashboards').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('query') === 'Broken');
    await page.getByRole('link', { name: 'Operations', exact: true }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Delete dashboard Broken queries' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete dashboard' });
    await confirm.getByText('Do you really want to delete the dashboard Broken queries?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Dashboard "Broken queries" was deleted successfully.').waitFor();
    await page.getByText('No dashboards match "Broken".').waitFor();
    const remaining = await callApi(running.server, 'GET', '/dashboards');
    expect(remaining.body.views.map((view: { title: string }) => view.title)).toEqual(['Operations']);
  });

  it('saves a search, reopens it, renames it, finds it in the list and deletes it', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/search?q=${encodeURIComponent(`marker:${MARKER} AND source:db-01`)}`);
    await page.getByRole('button', { name: 'Save as…' }).click();
    const saveAs = page.getByRole('dialog', { name: 'Save search as' });
    await saveAs.getByLabel('Title').fill('Database requests');
    await saveAs.getByRole('button', { name: 'Save search' }).click();
    await page.getByText('Saved search "Database requests" was created successfully.').waitFor();
    await page.waitForURL(/\/search\/[0-9a-f]{24}/);
    const viewId = new URL(page.url()).pathname.split('/').pop() as string;

    const view = await callApi(running.server, 'GET', `/views/${viewId}`);
    expect(view.body).toMatchObject({ type: 'SEARCH', title: 'Database requests', owner: 'admin' });
    const search = await callApi(running.server, 'GET', `/views/search/${view.body.search_id}`);
    expect(search.body.queries[0].query.query_string).toBe(`marker:${MARKER} AND source:db-01`);

    // Reopened from its address alone, it shows its title and its search.
    await page.goto(`${running.server.url}/search/${viewId}`);
    await page.getByRole('heading', { name: 'Database requests' }).waitFor();
    await screenshot(page, 'saved-search-opened');

    await page.getByRole('button', { name: 'More actions for saved search Database requests' }).click();
    await page.getByRole('button', { name: 'Rename…' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename saved search' });
    await rename.getByLabel('Title').fill('DB requests');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await page.getByText('Saved search "DB requests" was saved successfully.').waitFor();
    expect((await callApi(running.server, 'GET', `/views/${viewId}`)).body.title).toBe('DB requests');

    await page.getByRole('button', { name: 'Open…' }).click();
    const list = page.getByRole('dialog', { name: 'Open a saved search' });
    await list.getByRole('button', { name: /DB requests/ }).waitFor();
    await list.getByLabel('Search saved searches').fill('nothing like this');
    await list.getByText('No saved searches match "nothing like this".').waitFor();
    await list.getByRole('button', { name: 'Reset search' }).click();
    await screenshot(page, 'saved-search-list');
    await list.getByRole('button', { name: /DB requests/ }).click();
    await list.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'More actions for saved search DB requests' }).click();
    await page.getByRole('button', { name: 'Delete…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete saved search' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Saved search "DB requests" was deleted successfully.').waitFor();
    await page.waitForURL((url) => url.pathname.endsWith('/search'));
    expect((await callApi(running.server, 'GET', `/views/${viewId}`)).status).toBe(404);
    expect(errors).toEqual([]);
  });
});
