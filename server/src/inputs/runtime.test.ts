// The input runtime against real sockets: messages sent over UDP, TCP and HTTP reach the processor,
// malformed ones are counted, a port in use fails only that input, stopping frees the port, and
// inputs that were running come back after a restart.
import http from 'node:http';
import net from 'node:net';
import type { ServerContext } from '../context';
import { MetricRegistry } from '../metrics/registry';
import { InputRuntime } from './runtime';
import { createInput } from './service';
import { findInput } from './store';
import {
  FakeProcessor,
  freeTcpPort,
  freeUdpPort,
  gelfChunks,
  makeInputContext,
  removeContext,
  sendTcp,
  sendUdp,
  tcpConnect,
  waitFor,
} from './testSupport';

const GELF_UDP = 'org.graylog2.inputs.gelf.udp.GELFUDPInput';
const GELF_TCP = 'org.graylog2.inputs.gelf.tcp.GELFTCPInput';
const GELF_HTTP = 'org.graylog2.inputs.gelf.http.GELFHttpInput';
const SYSLOG_UDP = 'org.graylog2.inputs.syslog.udp.SyslogUDPInput';
const SYSLOG_TCP = 'org.graylog2.inputs.syslog.tcp.SyslogTCPInput';
const RAW_TCP = 'org.graylog2.inputs.raw.tcp.RawTCPInput';
const GENERATOR = 'org.graylog2.inputs.random.FakeHttpMessageInput';

let ctx: ServerContext;
let processor: FakeProcessor;
let registry: MetricRegistry;
let runtime: InputRuntime;

beforeEach(() => {
  ctx = makeInputContext();
  processor = new FakeProcessor();
  registry = new MetricRegistry(ctx.now);
  runtime = new InputRuntime(ctx, processor, registry);
});

afterEach(async () => {
  processor.release();
  await runtime.stopAll();
  removeContext(ctx);
});

function addInput(type: string, configuration: Record<string, unknown>, title = 'test input'): string {
  return createInput({ db: ctx.db, nodeId: ctx.node.nodeId, nowMs: ctx.now() }, { title, type, global: true, configuration }, 'admin').id;
}

function gelf(fields: Record<string, unknown>): string {
  return JSON.stringify({ version: '1.1', host: 'sender', ...fields });
}

function metricValue(name: string): unknown {
  return registry.snapshot([name])[0]?.metric;
}

interface HttpAnswer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

function post(port: number, path: string, body: string | Buffer, headers: Record<string, string> = {}, method = 'POST'): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: response.headers }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('UDP inputs', () => {
  it('takes GELF datagrams, plain and chunked, and counts a malformed one without stopping', async () => {
    const port = await freeUdpPort();
    const id = addInput(GELF_UDP, { bind_address: '127.0.0.1', port });
    expect((await runtime.start(id))?.state).toBe('RUNNING');

    const long = 'x'.repeat(3000);
    await sendUdp(port, [Buffer.from(gelf({ short_message: 'plain one', _marker: 'p' }))]);
    await sendUdp(port, gelfChunks(Buffer.from(gelf({ short_message: long, _marker: 'c' })), 1000));
    await sendUdp(port, [Buffer.from('{ not json')]);
    await sendUdp(port, [Buffer.from(gelf({ short_message: 'after the bad one' }))]);

    const messages = await processor.waitForMessages(3);
    expect(messages.map((message) => message.message)).toEqual(['plain one', long, 'after the bad one']);
    expect(messages[0]).toMatchObject({ source: 'sender', marker: 'p', gl2_remote_ip: '127.0.0.1' });
    expect(processor.batches[0].input.id).toBe(id);

    const state = runtime.state(id);
    expect(state?.state).toBe('RUNNING');
    expect(state?.last_failure?.reason).toEqual(expect.any(String));
    expect(state?.last_failure?.reason.length).toBeGreaterThan(0);
    const prefix = `${GELF_UDP}.${id}`;
    expect(metricValue(`${prefix}.failures`)).toMatchObject({ rate: { total: 1 } });
    expect(metricValue(`${prefix}.incomingMessages`)).toMatchObject({ rate: { total: 4 } });
    expect((metricValue(`${prefix}.read_bytes_total`) as { value: number }).value).toBeGreaterThan(3000);
    // The node's throughput counts what was decoded and written.
    expect(metricValue('org.graylog2.throughput.input')).toMatchObject({ rate: { total: 3 } });
    expect(metricValue('org.graylog2.throughput.output')).toMatchObject({ rate: { total: 3 } });
  });

  it('takes syslog datagrams', async () => {
    const port = await freeUdpPort();
    const id = addInput(SYSLOG_UDP, { bind_address: '127.0.0.1', port });
    await runtime.start(id);
    await sendUdp(port, [Buffer.from('<34>1 2024-05-01T10:00:00.000Z web01 app 123 ID47 - disk is full')]);
    const [message] = await processor.waitForMessages(1);
    expect(message).toMatchObject({ source: 'web01', message: expect.stringContaining('disk is full'), timestamp: '2024-05-01T10:00:00.000Z' });
  });

  it('drops datagrams and counts them while processing is behind', async () => {
    const port = await freeUdpPort();
    runtime = new InputRuntime(ctx, processor, registry, { backlogLimit: 2 });
    const id = addInput(GELF_UDP, { bind_address: '127.0.0.1', port });
    await runtime.start(id);
    processor.hold();
    for (let n = 0; n < 2; n += 1) await sendUdp(port, [Buffer.from(gelf({ short_message: `kept ${n}` }))]);
    await waitFor(() => runtime.pendingMessages >= 2);
    await sendUdp(port, [Buffer.from(gelf({ short_message: 'dropped' }))]);
    await waitFor(() => runtime.state(id)?.last_failure !== null);
    expect(runtime.state(id)?.last_failure?.reason).toMatch(/behind/);
    processor.release();
    const messages = await processor.waitForMessages(2);
    expect(messages.map((message) => message.message)).toEqual(['kept 0', 'kept 1']);
  });
});

describe('TCP inputs', () => {
  it('takes null-delimited GELF, also split across writes', async () => {
    const port = await freeTcpPort();
    const id = addInput(GELF_TCP, { bind_address: '127.0.0.1', port });
    await runtime.start(id);
    const second = gelf({ short_message: 'second' });
    await sendTcp(port, [`${gelf({ short_message: 'first' })}\0${second.slice(0, 10)}`, `${second.slice(10)}\0`]);
    const messages = await processor.waitForMessages(2);
    expect(messages.map((message) => message.message)).toEqual(['first', 'second']);
    expect(metricValue(`${GELF_TCP}.${id}.total_connections`)).toEqual({ value: 1 });
  });

  it('takes syslog, octet-counted and newline-framed', async () => {
    const port = await freeTcpPort();
    const id = addInput(SYSLOG_TCP, { bind_address: '127.0.0.1', port });
    await runtime.start(id);
    const counted = '<13>1 2024-05-01T10:00:00.000Z host-a app - - - counted message';
    await sendTcp(port, [`${Buffer.byteLength(counted)} ${counted}`]);
    await sendTcp(port, ['<13>May  1 10:00:00 host-b app: line message\n']);
    const messages = await processor.waitForMessages(2);
    expect(messages.map((message) => message.source).sort()).toEqual(['host-a', 'host-b']);
  });

  it('takes raw lines; a line over max_message_size closes only that connection', async () => {
    const port = await freeTcpPort();
    const id = addInput(RAW_TCP, { bind_address: '127.0.0.1', port, max_message_size: 100 });
    await runtime.start(id);

    const oversized = await tcpConnect(port);
    const closed = new Promise<void>((resolve) => oversized.on('close', () => resolve()));
    oversized.on('error', () => undefined);
    oversized.write(`${'y'.repeat(500)}\n`);
    await closed;

    await sendTcp(port, ['one line\r\n', 'two li', 'nes\nlast without newline']);
    const messages = await processor.waitForMessages(3);
    expect(messages.map((message) => message.message)).toEqual(['one line', 'two lines', 'last without newline']);
    expect(messages[0].source).toBe('127.0.0.1');
    expect(runtime.state(id)).toMatchObject({ state: 'RUNNING', last_failure: { reason: expect.stringMatching(/100 bytes/) } });
    expect(metricValue(`${RAW_TCP}.${id}.failures`)).toMatchObject({ rate: { total: 1 } });
  });

  it('pauses reading while processing is behind and loses nothing', async () => {
    const port = await freeTcpPort();
    runtime = new InputRuntime(ctx, processor, registry, { backlogLimit: 10 });
    const id = addInput(RAW_TCP, { bind_address: '127.0.0.1', port });
    await runtime.start(id);
    processor.hold();
    const socket = await tcpConnect(port);
    for (let n = 0; n < 200; n += 1) {
      socket.write(`line ${n}\n`);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Held back near the limit instead of taking in everything that was sent.
    expect(runtime.pendingMessages).toBeGreaterThanOrEqual(10);
    expect(runtime.pendingMessages).toBeLessThan(100);
    socket.end();
    processor.release();
    const messages = await processor.waitForMessages(200);
    expect(messages.map((message) => message.message)).toEqual(Array.from({ length: 200 }, (_, n) => `line ${n}`));
  });
});

describe('HTTP input', () => {
  it('answers 202 only after the processor committed the message', async () => {
    const port = await freeTcpPort();
    const id = addInput(GELF_HTTP, { bind_address: '127.0.0.1', port });
    await runtime.start(id);
    processor.hold();
    let answered = false;
    const answer = post(port, '/gelf', gelf({ short_message: 'over http' }), { 'content-type': 'application/json' }).then((result) => {
      answered = true;
      return result;
    });
    await waitFor(() => runtime.pendingMessages === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    processor.release();
    const { status, body } = await answer;
    expect(status).toBe(202);
    expect(body).toBe('');
    expect(processor.messages[0]).toMatchObject({ message: 'over http', source: 'sender' });
  });

  it('accepts POST /, refuses malformed payloads with the reason, other paths and methods', async () => {
    const port = await freeTcpPort();
    const id = addInput(GELF_HTTP, { bind_address: '127.0.0.1', port, max_chunk_size: 1000 });
    await runtime.start(id);

    expect((await post(port, '/', gelf({ short_message: 'root path' }))).status).toBe(202);
    const malformed = await post(port, '/gelf', '{"version":"1.1"');
    expect(malformed.status).toBe(400);
    expect(malformed.body.trim().length).toBeGreaterThan(0);
    expect(runtime.state(id)?.last_failure?.reason).toBe(malformed.body.trim());
    expect((await post(port, '/other', gelf({ short_message: 'x' }))).status).toBe(404);
    expect((await post(port, '/gelf', '', {}, 'GET')).status).toBe(405);
    expect((await post(port, '/gelf', gelf({ short_message: 'z'.repeat(2000) }))).status).toBe(413);
    expect(processor.messages.map((message) => message.message)).toEqual(['root path']);
  });

  it('sends CORS headers for a browser origin when enabled', async () => {
    const port = await freeTcpPort();
    const id = addInput(GELF_HTTP, { bind_address: '127.0.0.1', port });
    await runtime.start(id);
    const preflight = await post(port, '/gelf', '', { origin: 'https://app.example.org' }, 'OPTIONS');
    expect(preflight.status).toBe(200);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example.org');
    expect(preflight.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');

    const other = await freeTcpPort();
    const withoutCors = addInput(GELF_HTTP, { bind_address: '127.0.0.1', port: other, enable_cors: false }, 'no cors');
    await runtime.start(withoutCors);
    const answer = await post(other, '/gelf', gelf({ short_message: 'x' }), { origin: 'https://app.example.org' });
    expect(answer.status).toBe(202);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('starting and stopping', () => {
  it('fails an input whose port is in use with the reason, and goes on serving others', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const id = addInput(RAW_TCP, { bind_address: '127.0.0.1', port });
      const state = await runtime.start(id);
      expect(state).toMatchObject({ state: 'FAILED', detailed_message: `Could not bind to 127.0.0.1:${port}: address already in use` });
      expect(findInput(ctx.db, id)?.desiredState).toBe('RUNNING');

      const otherPort = await freeTcpPort();
      const other = addInput(RAW_TCP, { bind_address: '127.0.0.1', port: otherPort }, 'other');
      expect((await runtime.start(other))?.state).toBe('RUNNING');
      await sendTcp(otherPort, ['still working\n']);
      await processor.waitForMessages(1);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('releases the port on stop: a connection afterwards is refused', async () => {
    const port = await freeTcpPort();
    const id = addInput(GELF_HTTP, { bind_address: '127.0.0.1', port });
    await runtime.start(id);
    expect((await post(port, '/gelf', gelf({ short_message: 'before' }))).status).toBe(202);

    const state = await runtime.stop(id);
    expect(state?.state).toBe('STOPPED');
    expect(findInput(ctx.db, id)?.desiredState).toBe('STOPPED');
    await expect(tcpConnect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(registry.names().filter((name) => name.includes(id))).toEqual([]);

    // And it can be started again on the same port.
    expect((await runtime.start(id))?.state).toBe('RUNNING');
    expect((await post(port, '/gelf', gelf({ short_message: 'after' }))).status).toBe(202);
  });

  it('restarts a running input with its changed configuration', async () => {
    const first = await freeTcpPort();
    const id = addInput(RAW_TCP, { bind_address: '127.0.0.1', port: first });
    await runtime.start(id);
    const second = await freeTcpPort();
    const record = findInput(ctx.db, id);
    if (!record) throw new Error('input missing');
    ctx.db.prepare('UPDATE inputs SET data = ? WHERE id = ?').run(JSON.stringify({ ...record.summary, attributes: { ...record.summary.attributes, port: second } }), id);
    expect((await runtime.restart(id))?.state).toBe('RUNNING');
    await expect(tcpConnect(first)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await sendTcp(second, ['moved\n']);
    await processor.waitForMessages(1);
  });

  it('waits for accepted messages to be committed before stopAll resolves', async () => {
    const port = await freeTcpPort();
    const id = addInput(RAW_TCP, { bind_address: '127.0.0.1', port });
    await runtime.start(id);
    processor.hold();
    await sendTcp(port, ['pending line\n']);
    await waitFor(() => runtime.pendingMessages === 1);
    let done = false;
    const stopping = runtime.stopAll().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    processor.release();
    await stopping;
    expect(processor.messages.map((message) => message.message)).toEqual(['pending line']);
    // Shutting down keeps what should run.
    expect(findInput(ctx.db, id)?.desiredState).toBe('RUNNING');
  });

  it('restore() brings back the inputs that were running, and only those', async () => {
    const runningPort = await freeTcpPort();
    const stoppedPort = await freeTcpPort();
    const running = addInput(RAW_TCP, { bind_address: '127.0.0.1', port: runningPort }, 'was running');
    const stopped = addInput(RAW_TCP, { bind_address: '127.0.0.1', port: stoppedPort }, 'was stopped');
    await runtime.start(running);
    await runtime.start(stopped);
    await runtime.stop(stopped);
    await runtime.stopAll();

    // A new runtime on the same data, as after a server restart.
    const restarted = new InputRuntime(ctx, processor, new MetricRegistry(ctx.now));
    try {
      await restarted.restore();
      expect(restarted.state(running)?.state).toBe('RUNNING');
      expect(restarted.state(stopped)).toBeUndefined();
      await sendTcp(runningPort, ['back again\n']);
      await processor.waitForMessages(1);
      await expect(tcpConnect(stoppedPort)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      await restarted.stopAll();
    }
  });

  it('restore() leaves an input that cannot bind FAILED with the reason', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const id = addInput(RAW_TCP, { bind_address: '127.0.0.1', port });
      ctx.db.prepare("UPDATE inputs SET desired_state = 'RUNNING' WHERE id = ?").run(id);
      await runtime.restore();
      expect(runtime.state(id)).toMatchObject({ state: 'FAILED', detailed_message: expect.stringContaining('address already in use') });
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('passes the static fields of the input with every batch, re-read after a change', async () => {
    const port = await freeTcpPort();
    const id = addInput(RAW_TCP, { bind_address: '127.0.0.1', port });
    await runtime.start(id);
    const { addStaticField } = await import('./service');
    addStaticField(ctx.db, id, 'env', 'prod');
    await sendTcp(port, ['with static\n']);
    await processor.waitForMessages(1);
    expect(processor.batches[0].input).toEqual({ id, staticFields: { env: 'prod' } });
  });
});

describe('generator input', () => {
  it('makes access messages a few at a time and stops producing when stopped', async () => {
    const id = addInput(GENERATOR, { sleep: 5, sleep_deviation: 10, source: 'demo.example.org' });
    expect((await runtime.start(id))?.state).toBe('RUNNING');
    const messages = await processor.waitForMessages(5);
    expect(messages[0]).toMatchObject({
      source: 'demo.example.org',
      http_method: expect.stringMatching(/^(GET|POST|PUT|DELETE)$/),
      http_response_code: expect.any(Number),
      resource: expect.stringMatching(/^\//),
      took_ms: expect.any(Number),
      user_id: expect.any(Number),
      controller: expect.any(String),
      action: expect.any(String),
      ingest_time: expect.any(String),
    });
    expect(messages[0].message).toMatch(/^(GET|POST|PUT|DELETE) \/\S* \[\d{3}\] \d+ms$/);

    await runtime.stop(id);
    const count = processor.messages.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(processor.messages.length).toBe(count);
  });
});
