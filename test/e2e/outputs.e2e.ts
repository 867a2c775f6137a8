// Outputs as an operator sets them up: a GELF output launched on a stream's outputs page forwards the
// stream's messages (and only those) to a GELF receiver, over TCP and over UDP; a bad port is refused at
// its field; an output launched on /system/outputs is assigned to the stream; removing an output from the
// stream stops forwarding there while the output stays.
import dgram from 'dgram';
import net from 'net';

import type { Page } from 'playwright-core';

import { logIn, openPage, screenshot } from './support/browser';
import { callApi, freePort } from './support/server';
import { useConsole } from './support/setup';
import { startMessageFeed } from 'fixtures/viewsMessageFeed';

jest.setTimeout(240000);

type GelfMessage = { [field: string]: unknown };

/** What a GELF receiver got, and a wait for a message matching a test. */
type Receiver = {
  port: number,
  received: Array<GelfMessage>,
  waitFor: (matches: (message: GelfMessage) => boolean) => Promise<GelfMessage>,
  close: () => Promise<void>,
};

const sleep = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

const receiver = (port: number, received: Array<GelfMessage>, close: () => Promise<void>): Receiver => ({
  port,
  received,
  waitFor: async (matches) => {
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const found = received.find(matches);
      if (found) return found;
      await sleep(100);
    }
    throw new Error(`no matching GELF message arrived; got ${JSON.stringify(received)}`);
  },
  close,
});

/** GELF over TCP: frames ended by a null byte. */
const tcpReceiver = async (): Promise<Receiver> => {
  const received: Array<GelfMessage> = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      let end = pending.indexOf(0);
      while (end >= 0) {
        received.push(JSON.parse(pending.subarray(0, end).toString('utf8')));
        pending = pending.subarray(end + 1);
        end = pending.indexOf(0);
      }
    });
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => { server.listen(port, '127.0.0.1', resolve); });
  return receiver(port, received, () => new Promise((resolve) => {
    sockets.forEach((socket) => socket.destroy());
    server.close(() => resolve());
  }));
};

/** GELF over UDP: one uncompressed JSON datagram per (small) message. */
const udpReceiver = async (): Promise<Receiver> => {
  const received: Array<GelfMessage> = [];
  const socket = dgram.createSocket('udp4');
  socket.on('message', (datagram) => { received.push(JSON.parse(datagram.toString('utf8'))); });
  const port = await freePort();
  await new Promise<void>((resolve) => { socket.bind(port, '127.0.0.1', resolve); });
  return receiver(port, received, () => new Promise((resolve) => { socket.close(() => resolve()); }));
};

/** Picks the output type and fills the launch dialog's fields; returns the dialog. */
const fillGelfOutput = async (page: Page, title: string, port: string, protocol: 'TCP' | 'UDP') => {
  await page.getByLabel('Output type').selectOption({ label: 'GELF Output' });
  await page.getByRole('button', { name: 'Launch new output' }).click();
  const dialog = page.getByRole('dialog', { name: 'Launch new output: GELF Output' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Destination host').fill('127.0.0.1');
  await dialog.getByLabel('Destination port').fill(port);
  await dialog.getByLabel('Protocol').selectOption(protocol);
  return dialog;
};

describe('outputs', () => {
  const running = useConsole({ demoInput: false });
  let tcp: Receiver;
  let udp: Receiver;

  beforeAll(async () => {
    tcp = await tcpReceiver();
    udp = await udpReceiver();
  });
  afterAll(async () => {
    await tcp?.close();
    await udp?.close();
  });

  it('forwards a stream\'s matching messages to GELF outputs launched and assigned in the console', async () => {
    const sets = await callApi(running.server, 'GET', '/system/indices/index_sets?skip=0&limit=0&stats=false');
    const indexSetId = sets.body.index_sets.find((set: { default: boolean }) => set.default).id;
    const created = await callApi(running.server, 'POST', '/streams', {
      title: 'Checkout', description: 'Orders of the shop', matching_type: 'AND', remove_matches_from_default_stream: false, index_set_id: indexSetId,
      rules: [{ field: 'app', type: 1, value: 'checkout', inverted: false, description: '' }],
    });
    expect(created.status).toBe(201);
    const streamId: string = created.body.stream_id;
    expect((await callApi(running.server, 'POST', `/streams/${streamId}/resume`)).status).toBeLessThan(300);
    const feed = await startMessageFeed(running.server, 'Shop feed');

    const { page, errors } = await openPage(running.browser);
    await page.setViewportSize({ width: 1400, height: 900 });
    await logIn(page, running.server.url);
    await page.goto(`${running.server.url}/streams/${streamId}/outputs`);
    await page.getByRole('heading', { name: 'Outputs of stream Checkout' }).waitFor();
    await page.getByText('This stream has no outputs').waitFor();

    // A port the server refuses: the reason stands at the port, nothing is created, nothing typed is lost.
    const dialog = await fillGelfOutput(page, 'Shop archive (TCP)', '70000', 'TCP');
    await dialog.getByRole('button', { name: 'Launch output' }).click();
    const port = dialog.getByLabel('Destination port');
    await dialog.getByText('Destination port must be between 1 and 65535').waitFor();
    expect(await port.getAttribute('aria-invalid')).toBe('true');
    const describedBy = String(await port.getAttribute('aria-describedby'));
    expect(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent()).toContain('between 1 and 65535');
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Shop archive (TCP)');
    expect((await callApi(running.server, 'GET', '/system/outputs')).body.total).toBe(0);
    await screenshot(page, 'outputs-bad-port');

    await port.fill(String(tcp.port));
    await dialog.getByRole('button', { name: 'Launch output' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Output "Shop archive (TCP)" was added to the stream.').waitFor();
    const tcpRow = page.getByRole('row').filter({ hasText: 'Shop archive (TCP)' });
    await tcpRow.getByText(`${tcp.port}`).waitFor();
    const attached = await callApi(running.server, 'GET', `/streams/${streamId}/outputs`);
    expect(attached.body.outputs.map((output: { title: string }) => output.title)).toEqual(['Shop archive (TCP)']);
    const tcpOutputId: string = attached.body.outputs[0].id;

    const marker = `fwd${Date.now()}`;
    await feed.send('shop-01', 1, { _app: 'checkout', _marker: marker, _order: 'A-1' });
    await feed.send('blog-01', 1, { _app: 'blog', _marker: marker });
    const forwarded = await tcp.waitFor((message) => message._marker === marker);
    expect(forwarded).toMatchObject({ version: '1.1', host: 'shop-01', short_message: 'request 0 on shop-01', _app: 'checkout', _order: 'A-1' });
    expect(typeof forwarded.timestamp).toBe('number');
    await feed.waitForCount(`marker:${marker}`, 2);
    await sleep(1000);
    expect(tcp.received.filter((message) => message._marker === marker).map((message) => message.host)).toEqual(['shop-01']);

    // A second output, launched on the outputs page and assigned to the stream from its outputs page.
    await page.goto(`${running.server.url}/system/outputs`);
    await page.getByRole('heading', { name: 'Outputs', exact: true }).waitFor();
    const udpDialog = await fillGelfOutput(page, 'Shop archive (UDP)', String(udp.port), 'UDP');
    await udpDialog.getByRole('button', { name: 'Launch output' }).click();
    await udpDialog.waitFor({ state: 'detached' });
    const udpRow = page.getByRole('row').filter({ hasText: 'Shop archive (UDP)' });
    await udpRow.getByText('No stream').waitFor();
    await page.getByRole('row').filter({ hasText: 'Shop archive (TCP)' }).getByRole('link', { name: 'Checkout', exact: true }).waitFor();
    await screenshot(page, 'outputs-list');

    await page.getByRole('row').filter({ hasText: 'Shop archive (TCP)' }).getByRole('link', { name: 'Checkout', exact: true }).click();
    await page.getByRole('heading', { name: 'Outputs of stream Checkout' }).waitFor();
    await page.getByLabel('Existing output', { exact: true }).selectOption({ label: 'Shop archive (UDP)' });
    await page.getByRole('button', { name: 'Assign existing output' }).click();
    await page.getByText('Output "Shop archive (UDP)" was added to the stream.').waitFor();
    await page.getByRole('row').filter({ hasText: 'Shop archive (UDP)' }).waitFor();
    await screenshot(page, 'stream-outputs');

    const second = `${marker}b`;
    await feed.send('shop-02', 1, { _app: 'checkout', _marker: second });
    expect(await udp.waitFor((message) => message._marker === second)).toMatchObject({ host: 'shop-02', _app: 'checkout' });
    await tcp.waitFor((message) => message._marker === second);

    // Removed from the stream: the TCP output forwards nothing more from it, yet it still exists.
    await page.getByRole('button', { name: 'Remove output Shop archive (TCP) from this stream' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove output from stream' });
    await confirm.getByText('Do you really want to remove the output').waitFor();
    await screenshot(page, 'stream-outputs-remove');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('Output "Shop archive (TCP)" was removed from the stream.').waitFor();
    await page.getByRole('row').filter({ hasText: 'Shop archive (TCP)' }).waitFor({ state: 'detached' });
    const left = await callApi(running.server, 'GET', `/streams/${streamId}/outputs`);
    expect(left.body.outputs.map((output: { title: string }) => output.title)).toEqual(['Shop archive (UDP)']);
    expect((await callApi(running.server, 'GET', `/system/outputs/${tcpOutputId}`)).status).toBe(200);

    const third = `${marker}c`;
    await feed.send('shop-03', 1, { _app: 'checkout', _marker: third });
    await udp.waitFor((message) => message._marker === third);
    await sleep(1000);
    expect(tcp.received.some((message) => message._marker === third)).toBe(false);
    expect(errors).toEqual([]);
  });
});
