// Watching and operating the node: the nodes list; the node page, whose throughput rises while GELF messages
// arrive; pausing processing holds new messages in the journal (its backlog grows, search finds nothing) and
// resuming drains it (search finds them); the load balancer override; the shutdown dialog (cancelled on the
// shared server, confirmed on one started for it); the metrics browser's filter and units; the dumps; the input
// types; a Reader sees the figures without any action; unknown nodes and refused dumps are one page, no toast.
import http from 'http';

import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi, startServer, type RunningServer, startGelfHttpInput } from './support/server';
import { useConsole } from './support/setup';

jest.setTimeout(240000);

const GELF_HTTP = 'org.graylog2.inputs.gelf.http.GELFHttpInput';

const sleep = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

const waitUntil = async <T>(what: string, probe: () => Promise<T | undefined>, attempts = 150): Promise<T> => {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const found = await probe();
    if (found !== undefined) return found;
    await sleep(200);
  }
  throw new Error(`gave up waiting for ${what}`);
};

const postGelf = (port: number, shortMessage: string) => new Promise<number>((resolve, reject) => {
  const request = http.request({ host: '127.0.0.1', port, path: '/gelf', method: 'POST', headers: { 'Content-Type': 'application/json' } }, (response) => {
    response.resume();
    response.on('end', () => resolve(response.statusCode ?? 0));
  });
  request.on('error', reject);
  request.end(JSON.stringify({ version: '1.1', host: 'web-1', short_message: shortMessage }));
});

const found = async (server: RunningServer, query: string): Promise<number> => {
  const answer = await callApi(server, 'GET', `/search/universal/relative?query=${encodeURIComponent(query)}&range=0&limit=50`);
  expect(answer.status).toBe(200);
  return answer.body.total_results as number;
};

const openAt1400 = async (server: RunningServer, browser: ReturnType<typeof useConsole>['browser'], username?: string, password?: string) => {
  const { page, errors } = await openPage(browser);
  await page.setViewportSize({ width: 1400, height: 900 });
  await logIn(page, server.url, username, password);
  return { page, errors };
};

const nodeIdOf = async (server: RunningServer): Promise<string> => (await callApi(server, 'GET', '/system')).body.node_id as string;

/** The figure before "msg/s in" under the node page's throughput chart. */
const inputRate = async (page: Page): Promise<number> => {
  const text = await page.getByRole('region', { name: 'Throughput' }).locator('figcaption').innerText();
  const match = /([\d,]+) msg\/s in/.exec(text);
  return match ? Number(match[1].replace(/,/g, '')) : 0;
};

const journalBacklog = async (page: Page): Promise<number> => {
  const match = /([\d,]+) unprocessed messages?/.exec(await page.getByTestId('journal-details').innerText());
  return match ? Number(match[1].replace(/,/g, '')) : -1;
};

describe('nodes', () => {
  const running = useConsole({ demoInput: false });
  let gelfPort: number;

  beforeAll(async () => {
    gelfPort = (await startGelfHttpInput(running.server, 'E2E nodes input')).port;
    await waitUntil('the GELF input to listen', async () => ((await postGelf(gelfPort, 'warm-up').catch(() => 0)) === 202 ? true : undefined));
  });

  it('lists the node and shows its throughput rising while messages arrive', async () => {
    const { page, errors } = await openAt1400(running.server, running.browser);
    const nodeId = await nodeIdOf(running.server);
    await page.getByRole('button', { name: 'System' }).click();
    await page.getByRole('link', { name: 'Nodes', exact: true }).click();
    await page.getByRole('heading', { name: 'There is 1 active node' }).waitFor();
    const item = page.getByRole('listitem', { name: /^Node / });
    await item.getByText(nodeId).waitFor();
    await item.getByText('Processing', { exact: true }).waitFor();
    await item.getByText('Load balancer: ALIVE').waitFor();
    await item.getByText(/The journal holds/).waitFor();
    await screenshot(page, 'nodes-list');

    await item.getByRole('link', { name: 'Details' }).click();
    await page.getByTestId('processing-status').getByText('Node is processing messages').waitFor();
    // Quiet first (the warm-up message has passed), so that the rise below is these messages' doing.
    await waitUntil('a quiet node', async () => ((await inputRate(page)) === 0 ? true : undefined));

    // A steady stream for a few seconds: the per-second rate the chart reads climbs above zero.
    let sending = true;
    const sender = (async () => {
      let sent = 0;
      while (sending) {
        await Promise.all(Array.from({ length: 10 }, () => postGelf(gelfPort, `rate-${sent += 1}`)));
        await sleep(100);
      }
    })();
    try {
      await waitUntil('the input rate to rise', async () => ((await inputRate(page)) >= 20 ? true : undefined));
      await sleep(2500);
      await screenshot(page, 'node-details-throughput');
    } finally {
      sending = false;
      await sender;
    }
    expect(errors).toEqual([]);
  });

  it('holds messages in the journal while processing is paused and drains them on resume', async () => {
    const { page, errors } = await openAt1400(running.server, running.browser);
    const nodeId = await nodeIdOf(running.server);
    await page.goto(`${running.server.url}/system/nodes/${nodeId}`);
    const status = page.getByTestId('processing-status');
    await status.getByText('Node is processing messages').waitFor();
    await page.getByTestId('journal-details').waitFor();

    await status.getByRole('button', { name: 'Pause processing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pause message processing' });
    await dialog.getByText(nodeId).waitFor();
    await dialog.getByRole('button', { name: 'Pause processing' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/Message processing was paused on node/).waitFor();
    await status.getByText(/Node is not processing messages/).waitFor();

    const before = await journalBacklog(page);
    const token = `held${Date.now()}`;
    for (let i = 0; i < 5; i += 1) expect(await postGelf(gelfPort, `${token} number ${i}`)).toBe(202);
    await waitUntil('the journal backlog to grow', async () => ((await journalBacklog(page)) >= before + 5 ? true : undefined));
    await sleep(1500);
    expect(await found(running.server, token)).toBe(0);
    await screenshot(page, 'node-details-paused');

    await status.getByRole('button', { name: 'Resume processing' }).click();
    await page.getByText(/Message processing was resumed on node/).waitFor();
    await status.getByText('Node is processing messages').waitFor();
    await waitUntil('the held messages to be searchable', async () => ((await found(running.server, token)) === 5 ? true : undefined));
    await waitUntil('the journal to drain', async () => ((await journalBacklog(page)) === 0 ? true : undefined));
    expect(errors).toEqual([]);
  });

  it('overrides the load balancer status and cancels a shutdown', async () => {
    const { page, errors } = await openAt1400(running.server, running.browser);
    const nodeId = await nodeIdOf(running.server);
    await page.goto(`${running.server.url}/system/nodes/${nodeId}`);
    const lb = page.getByTestId('lb-status');
    await lb.getByText('Marked as ALIVE for load balancers').waitFor();

    await lb.getByRole('button', { name: 'Override' }).click();
    await page.getByRole('button', { name: 'DEAD', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Override load balancer status' });
    await dialog.getByRole('button', { name: 'Mark as DEAD' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/The load balancer status of node .* was changed to DEAD\./).waitFor();
    await lb.getByText('Marked as DEAD for load balancers').waitFor();
    expect((await callApi(running.server, 'GET', '/system')).body.lb_status).toBe('dead');
    await screenshot(page, 'node-details-lb-dead');

    await lb.getByRole('button', { name: 'Override' }).click();
    await page.getByRole('button', { name: 'ALIVE', exact: true }).click();
    await page.getByRole('dialog', { name: 'Override load balancer status' }).getByRole('button', { name: 'Mark as ALIVE' }).click();
    await lb.getByText('Marked as ALIVE for load balancers').waitFor();

    await page.getByRole('button', { name: /^Actions for node / }).click();
    await page.getByRole('button', { name: 'Shut down…' }).click();
    const shutdown = page.getByRole('dialog', { name: 'Shut down node' });
    await shutdown.getByText(nodeId).waitFor();
    await sleep(400);
    await screenshot(page, 'node-details-shutdown-dialog');
    await shutdown.getByRole('button', { name: 'Cancel' }).click();
    await shutdown.waitFor({ state: 'detached' });
    await sleep(500);
    expect((await callApi(running.server, 'GET', '/system')).status).toBe(200);
    expect(errors).toEqual([]);
  });

  it('filters the metrics browser, keeping the filter in the URL, and shows the dumps as text', async () => {
    const { page, errors } = await openAt1400(running.server, running.browser);
    const nodeId = await nodeIdOf(running.server);
    await page.goto(`${running.server.url}/system/nodes/${nodeId}`);
    await page.getByRole('link', { name: 'Metrics', exact: true }).first().click();
    await page.getByRole('heading', { name: /^Metrics of node / }).waitFor();
    await page.getByLabel('Filter').fill('journal');
    await page.waitForURL(/filter=journal/);
    const journalGroup = page.getByRole('button', { name: /org\.graylog2\.journal/ });
    await journalGroup.waitFor();
    expect(await journalGroup.getAttribute('aria-expanded')).toBe('true');
    const row = page.locator('tr[data-entity-id="org.graylog2.journal.size-limit"]');
    await row.getByText('gauge').waitFor();
    await screenshot(page, 'node-metrics-filtered');

    await page.reload();
    expect(await page.getByLabel('Filter').inputValue()).toBe('journal');

    await page.goto(`${running.server.url}/system/nodes/${nodeId}`);
    await page.getByRole('button', { name: /^Actions for node / }).click();
    await page.getByRole('button', { name: /^Actions for node / }).waitFor();
    await page.getByRole('link', { name: 'Thread dump' }).click();
    const dump = page.getByLabel('Thread dump', { exact: true });
    await dump.waitFor();
    expect((await dump.innerText()).length).toBeGreaterThan(20);
    await screenshot(page, 'node-thread-dump');

    await page.goto(`${running.server.url}/system/processbufferdump/${nodeId}`);
    await page.getByLabel('Process buffer dump', { exact: true }).getByText(/ProcessBufferProcessor #0: /).waitFor();
    expect(errors).toEqual([]);
  });

  it('gives a Reader the node\'s figures without any action', async () => {
    const created = await callApi(running.server, 'POST', '/users', {
      username: 'nora', password: 'nora-Secret-4', email: 'nora@example.org', full_name: 'Nora Reader', permissions: [], roles: ['Reader'],
    });
    expect(created.status).toBe(201);
    const { page, errors } = await openAt1400(running.server, running.browser, 'nora', 'nora-Secret-4');
    const nodeId = await nodeIdOf(running.server);
    await page.goto(`${running.server.url}/system/nodes`);
    await page.getByRole('heading', { name: 'There is 1 active node' }).waitFor();
    await page.goto(`${running.server.url}/system/nodes/${nodeId}`);
    await page.getByTestId('processing-status').getByText('Node is processing messages').waitFor();
    await page.getByTestId('journal-details').waitFor();
    expect(await page.getByRole('button', { name: /Pause|Resume|Override|^Actions/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Metrics', exact: true }).count()).toBe(0);
    await screenshot(page, 'node-details-reader');
    expect(errors).toEqual([]);
  });

  it('shows the node\'s input types, its states in the overview\'s words, and formatted metric values', async () => {
    const { page, errors } = await openAt1400(running.server, running.browser);
    const nodeId = await nodeIdOf(running.server);
    await page.goto(`${running.server.url}/system/nodes/${nodeId}`);
    const types = page.getByRole('region', { name: /^Available input types/ });
    await types.getByRole('cell', { name: 'GELF HTTP', exact: true }).waitFor();
    await types.getByText(GELF_HTTP).waitFor();
    await screenshot(page, 'node-details-input-types');

    await page.goto(`${running.server.url}/system/overview`);
    const states = page.getByTestId('node-states');
    // "Running", or "Override lb alive" after the override above: Graylog's lifecycle, capitalised as on the node pages.
    const lifecycle = (await callApi(running.server, 'GET', '/system')).body.lifecycle as string;
    await states.getByText(lifecycle.charAt(0).toUpperCase() + lifecycle.slice(1).toLowerCase(), { exact: true }).waitFor();
    await states.getByText('Processing', { exact: true }).waitFor();
    await states.getByText(/^Load balancer: ALIVE/).waitFor();

    await page.goto(`${running.server.url}/system/metrics/node/${nodeId}?filter=journal`);
    const size = page.locator('tr[data-entity-id="org.graylog2.journal.size"] td').nth(2);
    await size.getByText(/^[\d.]+ (B|KiB|MiB|GiB)$/).waitFor();
    const oldest = page.locator('tr[data-entity-id="org.graylog2.journal.oldest-segment"] td').nth(2);
    await oldest.locator('time').waitFor();
    expect(await oldest.innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await screenshot(page, 'node-metrics-units');
    expect(errors).toEqual([]);
  });

  it('answers an unknown node with one not-found page and a refused dump with the missing-permissions page, without toasts', async () => {
    const { page, errors } = await openAt1400(running.server, running.browser);
    for (const path of ['/system/nodes/nonexistent', '/system/metrics/node/nonexistent', '/system/threaddump/nonexistent', '/system/processbufferdump/nonexistent']) {
      await page.goto(`${running.server.url}${path}`);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await page.getByRole('link', { name: 'Go to the start page' }).waitFor();
      await sleep(1000);
      expect(await page.locator('#toast-container .toast').count()).toBe(0);
    }
    await screenshot(page, 'node-unknown');

    const created = await callApi(running.server, 'POST', '/users', {
      username: 'rolf', password: 'rolf-Secret-4', email: 'rolf@example.org', full_name: 'Rolf Reader', permissions: [], roles: ['Reader'],
    });
    expect(created.status).toBe(201);
    const reader = await openAt1400(running.server, running.browser, 'rolf', 'rolf-Secret-4');
    const nodeId = await nodeIdOf(running.server);
    await reader.page.goto(`${running.server.url}/system/threaddump/${nodeId}`);
    await reader.page.getByRole('heading', { name: 'Missing Permissions' }).waitFor();
    await sleep(1000);
    expect(await reader.page.locator('#toast-container .toast').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(reader.errors).toEqual([]);
  });

  it('shuts down a node started for this test after the confirmation', async () => {
    const own = await startServer({ demoInput: false });
    try {
      const { page } = await openAt1400(own, running.browser);
      const nodeId = await nodeIdOf(own);
      await page.goto(`${own.url}/system/nodes/${nodeId}`);
      await page.getByRole('button', { name: /^Actions for node / }).click();
      await page.getByRole('button', { name: 'Shut down…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Shut down node' });
      await dialog.getByRole('button', { name: 'Shut down' }).click();
      await page.getByText(/will shut down shortly\./).waitFor();
      await waitUntil('the node to stop answering', async () => (
        (await fetch(`${own.apiUrl}/`).then(() => false, () => true)) ? true : undefined));
    } finally {
      await own.stop();
    }
  });
});
