import { createServer, type Socket } from 'node:net';
import { testContext, TEST_START_MS } from '../../test/helpers';
import type { ServerContext } from '../context';
import { saveWhitelist } from '../urlwhitelist/store';
import { DeliveryError } from './deliveryError';
import { postJson, redactUrl } from './http';
import { startHttpListener, type HttpListener } from './testListeners';

let ctx: ServerContext;
let listener: HttpListener;

beforeEach(async () => {
  ctx = testContext(TEST_START_MS);
  listener = await startHttpListener();
});

afterEach(async () => {
  ctx.db.close();
  await listener.close();
});

const allow = (value: string, type: 'literal' | 'regex' = 'literal') =>
  saveWhitelist(ctx.db, { entries: [{ id: 'e1', type, value, title: 'test' }], disabled: false });

async function refusal(promise: Promise<void>): Promise<string> {
  const error: unknown = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(DeliveryError);
  return (error as DeliveryError).message;
}

test('a fresh data folder whitelists nothing, so nothing is sent', async () => {
  const message = await refusal(postJson(ctx.db, listener.url(), { a: 1 }));
  expect(message).toBe(`The URL ${listener.url()} is not in the URL whitelist; add it with "Add to URL whitelist" next to the URL field, or ask an administrator to.`);
  expect(listener.received).toHaveLength(0);
});

test('posts the body as JSON to a whitelisted URL', async () => {
  allow(listener.url());
  await postJson(ctx.db, listener.url(), { event: { id: 'x' }, n: 2 });
  expect(listener.received).toHaveLength(1);
  const [request] = listener.received;
  expect(request.method).toBe('POST');
  expect(request.url).toBe('/hook');
  expect(request.headers['content-type']).toBe('application/json');
  expect(JSON.parse(request.body)).toEqual({ event: { id: 'x' }, n: 2 });
});

test('a regex entry allows the URLs it finds a match in', async () => {
  allow('^http://127\\.0\\.0\\.1:\\d+/ho', 'regex');
  await postJson(ctx.db, listener.url('/hook?x=1'), {});
  expect(listener.received).toHaveLength(1);
  await expect(refusal(postJson(ctx.db, 'http://localhost:1/hook', {}))).resolves.toMatch('not in the URL whitelist');
});

test('a disabled whitelist allows every URL', async () => {
  saveWhitelist(ctx.db, { entries: [], disabled: true });
  await postJson(ctx.db, listener.url('/anything'), {});
  expect(listener.received).toHaveLength(1);
});

test('a non-2xx answer is a delivery error naming the status', async () => {
  allow(listener.url());
  listener.respondWith(503);
  await expect(refusal(postJson(ctx.db, listener.url(), {}))).resolves.toMatch('status 503');
});

test('redirects are not followed', async () => {
  allow(listener.url());
  listener.respondWith(302);
  await expect(refusal(postJson(ctx.db, listener.url(), {}))).resolves.toMatch('status 302');
});

test('a network error and a malformed URL are delivery errors', async () => {
  saveWhitelist(ctx.db, { entries: [], disabled: true });
  const closedUrl = listener.url();
  await listener.close();
  await expect(refusal(postJson(ctx.db, closedUrl, {}))).resolves.toMatch(`Could not reach ${closedUrl}`);
  await expect(refusal(postJson(ctx.db, 'not a url', {}))).resolves.toBe('Malformed URL: not a url');
  await expect(refusal(postJson(ctx.db, 'file:///etc/passwd', {}))).resolves.toMatch('only http and https');
  listener = await startHttpListener();
});

test('an answer that takes longer than the timeout is a delivery error', async () => {
  saveWhitelist(ctx.db, { entries: [], disabled: true });
  const sockets: Socket[] = [];
  const silent = createServer((socket) => { sockets.push(socket); });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    await expect(refusal(postJson(ctx.db, `http://127.0.0.1:${port}/`, {}, { timeoutMs: 100 }))).resolves.toMatch('within 100 ms');
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  }
});

test('sends user:password@ of the URL as an Authorization: Basic header, not in the URL', async () => {
  saveWhitelist(ctx.db, { entries: [], disabled: true });
  const withCredentials = listener.url('/hook?token=t1').replace('http://', 'http://hook%20user:p%40ss@');
  await postJson(ctx.db, withCredentials, { a: 1 });
  expect(listener.received).toHaveLength(1);
  const [request] = listener.received;
  expect(request.url).toBe('/hook?token=t1');
  expect(request.headers.authorization).toBe(`Basic ${Buffer.from('hook user:p@ss').toString('base64')}`);
});

test('names the URL in a delivery error without its credentials or query', async () => {
  const secret = listener.url('/hook?token=tok123').replace('http://', 'http://hookuser:hookpass@');
  const shown = listener.url('/hook');
  expect(redactUrl(secret)).toBe(shown);
  const offList = await refusal(postJson(ctx.db, secret, {}));
  expect(offList).toContain(shown);
  saveWhitelist(ctx.db, { entries: [], disabled: true });
  listener.respondWith(500);
  const failed = await refusal(postJson(ctx.db, secret, {}));
  expect(failed).toContain(`${shown} answered with status 500`);
  await listener.close();
  const unreachable = await refusal(postJson(ctx.db, secret, {}));
  expect(unreachable).toMatch(`Could not reach ${shown}`);
  for (const message of [offList, failed, unreachable]) {
    expect(message).not.toMatch(/hookuser|hookpass|tok123/);
  }
  listener = await startHttpListener();
});
