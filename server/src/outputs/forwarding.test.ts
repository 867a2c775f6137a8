// Forwarding against real sockets: stored messages reach the outputs of their streams (GELF over TCP,
// TLS and UDP, chunked when large; STDOUT lines), once per output per message; a destination that is down
// never holds up intake, and what is lost is counted and logged once, with one line when it works again.
import { DEFAULT_STREAM_ID } from '../streams/defaults';
import { freeTcpPort, waitFor } from '../inputs/testSupport';
import { CHUNK_DATA_SIZE, FORWARDER } from './gelf';
import { outputMetricNames } from './metrics';
import { GELF_OUTPUT, LOGGING_OUTPUT } from './types';
import { makeOutputsTestApi, storedMessage, TEST_CERT_FILE, tcpListener, tlsListener, udpListener, type Listener, type OutputsTestApi } from './testSupport';

const SHOP = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const BLOG = 'aaaaaaaaaaaaaaaaaaaaaaa2';

let t: OutputsTestApi;
const listeners: Listener[] = [];

beforeEach(async () => {
  t = await makeOutputsTestApi();
  t.addStream(SHOP, 'shop');
  t.addStream(BLOG, 'blog');
});

afterEach(async () => {
  await t.close();
  for (const listener of listeners.splice(0)) await listener.close();
});

async function listen(listener: Promise<Listener>): Promise<Listener> {
  const opened = await listener;
  listeners.push(opened);
  return opened;
}

async function addOutput(title: string, type: string, configuration: Record<string, unknown>, streams: string[]): Promise<string> {
  const response = await t.call('POST', '/system/outputs', { title, type, configuration, streams });
  if (response.statusCode !== 201) throw new Error(`creating output failed: ${response.body}`);
  return response.json().id as string;
}

const gelfTo = (port: number, protocol: string, extra: Record<string, unknown> = {}) => ({ hostname: '127.0.0.1', port, protocol, ...extra });

function count(name: string): number {
  const metric = t.metrics.snapshot([name])[0];
  if (!metric) throw new Error(`no metric ${name}`);
  if (metric.type === 'meter') return metric.metric.rate.total;
  return metric.type === 'counter' ? metric.metric.count : metric.metric.value;
}

const json = (frame: Buffer): unknown => JSON.parse(frame.toString('utf8'));

describe('GELF over TCP', () => {
  it('sends each message of the stream as one null-terminated GELF frame, exactly', async () => {
    const listener = await listen(tcpListener());
    const id = await addOutput('archive', GELF_OUTPUT, gelfTo(listener.port, 'TCP'), [SHOP]);
    t.stored([
      storedMessage('m1', [DEFAULT_STREAM_ID, SHOP], { app: 'shop', amount: 3 }),
      storedMessage('m2', [DEFAULT_STREAM_ID]),
      storedMessage('m3', [SHOP], { level: 4 }),
    ]);
    await waitFor(() => listener.received.length >= 2, 5000, () => `received ${listener.received.length}`);
    expect(listener.received[0].toString('utf8')).toBe(JSON.stringify({
      version: '1.1',
      host: 'shop-1',
      short_message: 'message m1',
      timestamp: 1714564800,
      _forwarder: FORWARDER,
      _gl2_message_id: '01HXm1',
      _app: 'shop',
      _amount: 3,
    }));
    expect(json(listener.received[1])).toMatchObject({ short_message: 'message m3', level: 4 });
    await waitFor(() => count(outputMetricNames(id).sent) === 2);
    expect(count(outputMetricNames(id).failed)).toBe(0);
    expect(t.failures).toEqual([]);
  });

  it('sends a message once per output even when several of its streams forward to that output', async () => {
    const listener = await listen(tcpListener());
    const id = await addOutput('both', GELF_OUTPUT, gelfTo(listener.port, 'TCP'), [SHOP, BLOG]);
    const other = await listen(tcpListener());
    await addOutput('blog only', GELF_OUTPUT, gelfTo(other.port, 'TCP'), [BLOG]);
    t.stored([storedMessage('m1', [SHOP, BLOG]), storedMessage('m2', [BLOG])]);
    await waitFor(() => listener.received.length >= 2 && other.received.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listener.received.map((frame) => (json(frame) as { short_message: string }).short_message)).toEqual(['message m1', 'message m2']);
    expect(count(outputMetricNames(id).sent)).toBe(2);
  });

  it('stops forwarding to an output removed from the stream or deleted, and follows a changed destination', async () => {
    const first = await listen(tcpListener());
    const second = await listen(tcpListener());
    const id = await addOutput('moving', GELF_OUTPUT, gelfTo(first.port, 'TCP'), [SHOP]);
    t.stored([storedMessage('m1', [SHOP])]);
    await waitFor(() => first.received.length === 1);

    expect((await t.call('PUT', `/system/outputs/${id}`, { configuration: gelfTo(second.port, 'TCP') })).statusCode).toBe(200);
    t.stored([storedMessage('m2', [SHOP])]);
    await waitFor(() => second.received.length === 1);
    // Counting goes on across the change.
    await waitFor(() => count(outputMetricNames(id).sent) === 2);

    expect((await t.call('DELETE', `/streams/${SHOP}/outputs/${id}`)).statusCode).toBe(204);
    t.stored([storedMessage('m3', [SHOP])]);
    expect((await t.call('POST', `/streams/${BLOG}/outputs`, { outputs: [id] })).statusCode).toBe(202);
    t.stored([storedMessage('m4', [BLOG])]);
    await waitFor(() => second.received.length === 2);
    expect((json(second.received[1]) as { short_message: string }).short_message).toBe('message m4');

    expect((await t.call('DELETE', `/system/outputs/${id}`)).statusCode).toBe(204);
    expect(t.metrics.has(outputMetricNames(id).sent)).toBe(false);
    t.stored([storedMessage('m5', [BLOG])]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(second.received).toHaveLength(2);
    expect(first.received).toHaveLength(1);
  });

  it('never holds up intake when the destination is down: it queues, then drops and counts, logging once', async () => {
    const port = await freeTcpPort();
    const id = await addOutput('down', GELF_OUTPUT, gelfTo(port, 'TCP', { queue_size: 5, reconnect_delay: 20 }), [SHOP]);
    const names = outputMetricNames(id);
    const started = process.hrtime.bigint();
    for (let batch = 0; batch < 4; batch += 1) {
      t.stored(Array.from({ length: 5 }, (_, i) => storedMessage(`m${batch}-${i}`, [SHOP])));
    }
    // Handing 20 messages to an unreachable output takes no time at all.
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(50);
    expect(count(names.dropped)).toBe(15);
    expect(count(names.queueSize)).toBe(5);
    await waitFor(() => t.failures.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.failures).toHaveLength(1);
    expect(t.failures[0]).toMatch(new RegExp(`^Output "down" \\(${id}\\) `));

    // The destination comes up: the queued messages go out, and one line says so.
    const listener = await listen(tcpListener(port));
    await waitFor(() => listener.received.length === 5, 10_000, () => `received ${listener.received.length}`);
    expect((json(listener.received[0]) as { short_message: string }).short_message).toBe('message m0-0');
    await waitFor(() => t.recoveries.length === 1);
    expect(t.recoveries[0]).toBe(`Output "down" (${id}) sends to tcp://127.0.0.1:${port} again (15 messages failed or were dropped meanwhile)`);
    expect(count(names.sent)).toBe(5);
    expect(count(names.queueSize)).toBe(0);
  });

  it('connects again when the destination closed the idle connection, without calling it a failure', async () => {
    const port = await freeTcpPort();
    let listener = await tcpListener(port);
    const id = await addOutput('flaky', GELF_OUTPUT, gelfTo(port, 'TCP', { reconnect_delay: 20 }), [SHOP]);
    t.stored([storedMessage('m1', [SHOP])]);
    await waitFor(() => listener.received.length === 1);
    await listener.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.failures).toEqual([]);
    listener = await listen(tcpListener(port));
    t.stored([storedMessage('m2', [SHOP])]);
    await waitFor(() => listener.received.length === 1, 10_000);
    expect((json(listener.received[0]) as { short_message: string }).short_message).toBe('message m2');
    await waitFor(() => count(outputMetricNames(id).sent) === 2);
    expect(t.failures).toEqual([]);
  });

  it('sends over TLS, verifying the destination against a trust chain when asked', async () => {
    const listener = await listen(tlsListener());
    await addOutput('tls', GELF_OUTPUT, gelfTo(listener.port, 'TCP+TLS', { tls_verification_enabled: true, tls_trust_cert_chain: TEST_CERT_FILE }), [SHOP]);
    t.stored([storedMessage('m1', [SHOP])]);
    await waitFor(() => listener.received.length === 1);
    expect(json(listener.received[0])).toMatchObject({ short_message: 'message m1', host: 'shop-1' });

    // Without the trust chain the self-signed certificate is refused: nothing is sent, and it is logged.
    const refused = await listen(tlsListener());
    await addOutput('untrusted', GELF_OUTPUT, gelfTo(refused.port, 'TCP+TLS', { tls_verification_enabled: true, reconnect_delay: 5000 }), [BLOG]);
    t.stored([storedMessage('m2', [BLOG])]);
    await waitFor(() => t.failures.length === 1);
    expect(t.failures[0]).toMatch(/untrusted.*self[- ]signed/i);
    expect(refused.received).toHaveLength(0);
  });
});

describe('GELF over UDP', () => {
  it('sends a small message as one datagram, exactly', async () => {
    const listener = await listen(udpListener());
    await addOutput('udp', GELF_OUTPUT, gelfTo(listener.port, 'UDP'), [SHOP]);
    t.stored([storedMessage('m1', [SHOP], { app: 'shop' })]);
    await waitFor(() => listener.received.length === 1);
    expect(listener.received[0].toString('utf8')).toBe(JSON.stringify({
      version: '1.1',
      host: 'shop-1',
      short_message: 'message m1',
      timestamp: 1714564800,
      _forwarder: FORWARDER,
      _gl2_message_id: '01HXm1',
      _app: 'shop',
    }));
  });

  it('chunks a message larger than one chunk', async () => {
    const listener = await listen(udpListener());
    await addOutput('udp', GELF_OUTPUT, gelfTo(listener.port, 'UDP'), [SHOP]);
    const big = 'x'.repeat(CHUNK_DATA_SIZE * 3);
    t.stored([storedMessage('m1', [SHOP], { message: big })]);
    await waitFor(() => listener.received.length === 4);
    const chunks = [...listener.received].sort((a, b) => a[10] - b[10]);
    expect(chunks.map((chunk) => [chunk[0], chunk[1], chunk[10], chunk[11]])).toEqual([0, 1, 2, 3].map((sequence) => [0x1e, 0x0f, sequence, 4]));
    expect(new Set(chunks.map((chunk) => chunk.subarray(2, 10).toString('hex'))).size).toBe(1);
    expect(json(Buffer.concat(chunks.map((chunk) => chunk.subarray(12))))).toMatchObject({ short_message: big, host: 'shop-1' });
  });

  it('counts a message too large for 128 chunks as failed', async () => {
    const listener = await listen(udpListener());
    const id = await addOutput('udp', GELF_OUTPUT, gelfTo(listener.port, 'UDP'), [SHOP]);
    t.stored([storedMessage('m1', [SHOP], { message: 'x'.repeat(CHUNK_DATA_SIZE * 130) }), storedMessage('m2', [SHOP])]);
    await waitFor(() => count(outputMetricNames(id).failed) === 1 && count(outputMetricNames(id).sent) === 1);
    expect(listener.received).toHaveLength(1);
    expect(t.failures[0]).toMatch(/more than 128 UDP chunks/);
  });
});

describe('STDOUT output', () => {
  it('writes each message of its streams as one line with its prefix', async () => {
    const id = await addOutput('stdout', LOGGING_OUTPUT, { prefix: '[fwd] ' }, [SHOP]);
    t.stored([
      storedMessage('m1', [SHOP], { app: 'shop', full_message: 'two\nlines\u001b[31m' }),
      storedMessage('m2', [BLOG]),
    ]);
    await waitFor(() => count(outputMetricNames(id).sent) === 1);
    expect(t.stdoutLines).toEqual([
      '[fwd] source: shop-1 | message: message m1 { _id: m1 | app: shop | full_message: two lines [31m | gl2_message_id: 01HXm1 | ' +
        `streams: ["${SHOP}"] | timestamp: 2024-05-01T12:00:00.000Z }`,
    ]);
  });

  it("uses Graylog's default prefix", async () => {
    await addOutput('stdout', LOGGING_OUTPUT, {}, [SHOP]);
    t.stored([storedMessage('m1', [SHOP])]);
    await waitFor(() => t.stdoutLines.length === 1);
    expect(t.stdoutLines[0]).toMatch(/^Writing message: source: shop-1 \| message: message m1 \{ /);
  });
});

it('stops every output when the server closes, and forwards nothing afterwards', async () => {
  const listener = await listen(tcpListener());
  await addOutput('archive', GELF_OUTPUT, gelfTo(listener.port, 'TCP'), [SHOP]);
  t.stored([storedMessage('m1', [SHOP])]);
  await waitFor(() => listener.received.length === 1);
  await t.close();
  t.stored([storedMessage('m2', [SHOP])]);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(listener.received).toHaveLength(1);
});
