// One message from end to end: a GELF HTTP input created and started through the API receives a message
// with a custom field over HTTP; the search finds it; its page shows every field, when it arrived in the
// user's time zone and which input received it. An unknown id shows the not-found page.

import { logIn, openPage, screenshot } from './support/browser';
import { callApi, startGelfHttpInput } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(180000);

const VIEWER = { username: 'mia', password: 'mia-Secret-9', fullName: 'Mia Messages', timezone: 'Asia/Tokyo' };
const MARKER = `e2e-${Date.now()}`;

type Found = { id: string, index: string, timestamp: string };

const sleep = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** The instant as the console shows it in Tokyo (UTC+9 all year): "YYYY-MM-DD HH:mm:ss.SSS". */
const inTokyo = (iso: string) => new Date(Date.parse(iso) + 9 * 3600 * 1000).toISOString().replace('T', ' ').slice(0, 23);

describe('a received message', () => {
  const running = useConsole({ demoInput: false });
  let inputId = '';
  let found: Found = { id: '', index: '', timestamp: '' };

  beforeAll(async () => {
    const viewer = await callApi(running.server, 'POST', '/users', {
      username: VIEWER.username, password: VIEWER.password, email: 'mia@example.org', full_name: VIEWER.fullName,
      permissions: [], roles: ['Admin'], timezone: VIEWER.timezone,
    });
    expect(viewer.status).toBe(201);

    const input = await startGelfHttpInput(running.server, 'E2E GELF HTTP');
    inputId = input.id;
    const { port } = input;

    const sent = await fetch(`http://127.0.0.1:${port}/gelf`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        version: '1.1', host: 'shop-web-01', short_message: `Order placed ${MARKER}`,
        full_message: `Order placed ${MARKER}\n  by customer 42\n  <b>not markup</b>`,
        timestamp: Date.now() / 1000, level: 6, _order_id: 'ORD-4711', _marker: MARKER,
      }),
    });
    expect(sent.status).toBeLessThan(300);

    const query = `marker:${MARKER}`;
    for (let attempt = 0; attempt < 50 && found.id === ''; attempt += 1) {
      const result = await callApi(running.server, 'GET', `/search/universal/relative?query=${encodeURIComponent(query)}&range=3600`);
      expect(result.status).toBe(200);
      const [hit] = result.body.messages;
      if (hit) found = { id: hit.message._id, index: hit.index, timestamp: hit.message.timestamp };
      else await sleep(200);
    }
    expect(found.id).not.toBe('');
  });

  it('shows the message: id, index, its fields, the time in the user\'s zone and the receiving input', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url, VIEWER.username, VIEWER.password);
    await page.goto(`${running.server.url}/messages/${found.index}/${found.id}`);
    await page.getByRole('heading', { name: `Message ${found.id}` }).waitFor();
    expect(await page.title()).toBe(`Message ${found.id} on ${found.index} - Graylog Console`);
    await page.getByText(`In index ${found.index}`).waitFor();

    const arrival = page.locator('.card').filter({ hasText: 'How it arrived' });
    const receivedAt = arrival.locator('dt:text-is("Received at") + dd');
    expect(await receivedAt.innerText()).toBe(`${inTokyo(found.timestamp)} Asia/Tokyo`);
    await arrival.getByRole('link', { name: 'E2E GELF HTTP' }).waitFor();
    expect(await arrival.locator('dt:text-is("Received by") + dd').innerText()).toMatch(/^E2E GELF HTTP \(GELF HTTP\) · Manage extractors on node /);
    expect(await arrival.locator('dt:text-is("Sent from") + dd').innerText()).toMatch(/^127\.0\.0\.1/);

    const fields = page.locator('.card').filter({ hasText: 'Fields' }).last();
    const names = await fields.locator('dt > span.font-monospace').allTextContents();
    expect(names[0]).toBe('message');
    expect(names).toEqual(expect.arrayContaining(['order_id', 'marker', 'source', 'full_message', 'timestamp', 'level']));
    expect(names.some((name) => name.startsWith('gl2_') || name === '_id' || name === 'streams')).toBe(false);
    const valueOf = (name: string) => fields.locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) })
      .locator('dd > div');
    expect(await valueOf('order_id').innerText()).toBe('ORD-4711');
    expect(await valueOf('source').innerText()).toBe('shop-web-01');
    expect(await valueOf('full_message').innerText()).toContain('<b>not markup</b>');
    expect(await valueOf('full_message').locator('b').count()).toBe(0);
    expect(await valueOf('timestamp').innerText()).toBe(inTokyo(found.timestamp));

    const extract = fields.getByRole('link', { name: 'Create extractor for field order_id' });
    const target = new URL(await extract.getAttribute('href') ?? '', running.server.url);
    expect(target.pathname).toMatch(new RegExp(`/system/inputs/${inputId}/[^/]+/extractors/new$`));
    expect(Object.fromEntries(target.searchParams)).toEqual({ field: 'order_id', example_index: found.index, example_id: found.id });
    await screenshot(page, 'message-show');
    expect(errors).toEqual([]);
  });

  it('shows the not-found page for an unknown message id', async () => {
    const { page, errors } = await openPage(running.browser);
    await logIn(page, running.server.url, VIEWER.username, VIEWER.password);
    await page.goto(`${running.server.url}/messages/${found.index}/no-such-message-id`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'message-not-found');
    expect(errors).toEqual([]);
  });
});
