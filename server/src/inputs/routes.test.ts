// /system/inputs, types, static fields and input states through the API, with a real runtime (and a
// recording processor): validation messages, Graylog's shapes, permissions, start/stop per node.
import net from 'node:net';
import { MetricRegistry } from '../metrics/registry';
import { registerMetricRoutes } from '../metrics/routes';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/store';
import { ADMIN, basic, expectApiError, makeTestApi, writing, type TestApi } from '../../test/helpers';
import { registerInputRoutes } from './routes';
import { InputRuntime } from './runtime';
import { FakeProcessor, freeTcpPort, sendTcp, tcpConnect } from './testSupport';

const RAW_TCP = 'org.graylog2.inputs.raw.tcp.RawTCPInput';
const GELF_HTTP = 'org.graylog2.inputs.gelf.http.GELFHttpInput';
const SYSLOG_UDP = 'org.graylog2.inputs.syslog.udp.SyslogUDPInput';

let t: TestApi;
let runtime: InputRuntime;
let processor: FakeProcessor;
const READER = basic('rita', 'rita-pass-1');
const EDITOR = basic('eddie', 'eddie-pass-1');

beforeAll(async () => {
  processor = new FakeProcessor();
  t = await makeTestApi((api, ctx) => {
    const registry = new MetricRegistry(ctx.now);
    runtime = new InputRuntime(ctx, processor, registry);
    registerInputRoutes(api, ctx, runtime);
    registerMetricRoutes(api, ctx, registry);
  });
  insertUser(t.ctx.db, { username: 'rita', password_hash: await hashPassword('rita-pass-1'), email: 'r@x.org', full_name: 'R', roles: ['Reader'] }, t.clock.now());
});

afterAll(async () => {
  await runtime.stopAll();
  await t.app.close();
});

async function create(payload: Record<string, unknown>, auth = ADMIN) {
  return t.app.inject({ method: 'POST', url: '/api/system/inputs', headers: writing(auth), payload });
}

async function createRaw(port: number, title = 'raw input'): Promise<string> {
  const response = await create({ title, type: RAW_TCP, global: true, configuration: { bind_address: '127.0.0.1', port } });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

function fieldErrors(response: { json: () => unknown }): Record<string, string[]> {
  return (response.json() as { errors?: Record<string, string[]> }).errors ?? {};
}

describe('input types', () => {
  it('lists the types by class name and describes each', async () => {
    const types = await t.app.inject({ method: 'GET', url: '/api/system/inputs/types', headers: READER });
    expect(types.statusCode).toBe(200);
    expect(types.json().types).toEqual({
      'org.graylog2.inputs.gelf.udp.GELFUDPInput': 'GELF UDP',
      'org.graylog2.inputs.gelf.tcp.GELFTCPInput': 'GELF TCP',
      'org.graylog2.inputs.gelf.http.GELFHttpInput': 'GELF HTTP',
      'org.graylog2.inputs.syslog.udp.SyslogUDPInput': 'Syslog UDP',
      'org.graylog2.inputs.syslog.tcp.SyslogTCPInput': 'Syslog TCP',
      'org.graylog2.inputs.raw.udp.RawUDPInput': 'Raw/Plaintext UDP',
      'org.graylog2.inputs.raw.tcp.RawTCPInput': 'Raw/Plaintext TCP',
      'org.graylog2.inputs.random.FakeHttpMessageInput': 'Random HTTP message generator',
    });

    const gelfHttp = await t.app.inject({ method: 'GET', url: `/api/system/inputs/types/${GELF_HTTP}`, headers: READER });
    expect(gelfHttp.statusCode).toBe(200);
    const info = gelfHttp.json();
    expect(info).toMatchObject({ type: GELF_HTTP, name: 'GELF HTTP', is_exclusive: false, link_to_docs: '' });
    expect(info.requested_configuration.port).toEqual({
      type: 'number',
      default_value: 12201,
      description: 'Port to listen on.',
      human_name: 'Port',
      is_optional: false,
      attributes: ['is_port_number'],
      additional_info: {},
      position: 100,
    });
    expect(info.requested_configuration.bind_address.default_value).toBe('0.0.0.0');
    expect(Object.keys(info.requested_configuration)).toEqual(
      expect.arrayContaining(['recv_buffer_size', 'number_worker_threads', 'tcp_keepalive', 'enable_cors', 'override_source', 'decompress_size_limit']),
    );

    const all = await t.app.inject({ method: 'GET', url: '/api/system/inputs/types/all', headers: READER });
    expect(all.json()[SYSLOG_UDP].requested_configuration).toMatchObject({
      port: { default_value: 514 },
      force_rdns: { type: 'boolean', default_value: false },
      timezone: { type: 'dropdown', additional_info: { values: expect.objectContaining({ 'Europe/Berlin': 'Europe/Berlin' }) } },
      store_full_message: { type: 'boolean' },
      allow_override_date: { type: 'boolean' },
      expand_structured_data: { type: 'boolean' },
    });
    expect(all.json()[RAW_TCP].requested_configuration.port.default_value).toBe(5555);
    expect(all.json()['org.graylog2.inputs.random.FakeHttpMessageInput'].requested_configuration).toMatchObject({
      sleep: { default_value: 25, is_optional: false },
      sleep_deviation: { default_value: 30 },
      source: { default_value: 'example.org' },
      throttling_allowed: { type: 'boolean' },
    });

    expectApiError(await t.app.inject({ method: 'GET', url: '/api/system/inputs/types/org.example.Nope', headers: READER }), 404);
  });
});

describe('creating and changing inputs', () => {
  it('creates an input with defaults filled in and answers it in Graylog shape', async () => {
    const port = await freeTcpPort();
    const response = await create({ title: '  GELF over HTTP ', type: GELF_HTTP, global: true, configuration: { bind_address: '127.0.0.1', port, unknown_key: 'x' } });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(id).toMatch(/^[0-9a-f]{24}$/);

    const input = (await t.app.inject({ method: 'GET', url: `/api/system/inputs/${id}`, headers: READER })).json();
    expect(input).toEqual({
      id,
      title: 'GELF over HTTP',
      global: true,
      name: 'GELF HTTP',
      content_pack: null,
      created_at: new Date(t.clock.now()).toISOString(),
      type: GELF_HTTP,
      creator_user_id: 'admin',
      attributes: expect.objectContaining({ bind_address: '127.0.0.1', port, enable_cors: true, max_chunk_size: 65536, decompress_size_limit: 8388608 }),
      static_fields: {},
      node: null,
    });
    expect(input.attributes.unknown_key).toBeUndefined();

    const list = (await t.app.inject({ method: 'GET', url: '/api/system/inputs', headers: READER })).json();
    expect(list.total).toBe(list.inputs.length);
    expect(list.inputs.map((listed: { id: string }) => listed.id)).toContain(id);
  });

  it('puts a local input on this node', async () => {
    const response = await create({ title: 'local', type: RAW_TCP, global: false, configuration: { bind_address: '127.0.0.1', port: 5555 } });
    expect(response.statusCode).toBe(201);
    const input = (await t.app.inject({ method: 'GET', url: `/api/system/inputs/${response.json().id}`, headers: ADMIN })).json();
    expect(input).toMatchObject({ global: false, node: 'test-node' });
    const elsewhere = await create({ title: 'remote', type: RAW_TCP, global: false, node: 'another-node', configuration: { bind_address: '127.0.0.1', port: 5555 } });
    expect(fieldErrors(elsewhere)).toHaveProperty('node');
  });

  it('refuses unknown types, missing titles and bad configuration, naming the field', async () => {
    const base = { title: 'x', type: RAW_TCP, global: true };
    const unknownType = await create({ ...base, type: 'org.example.Nope', configuration: {} });
    expect(expectApiError(unknownType, 400)).toBe('There is no such input type registered.');

    const noTitle = await create({ ...base, title: '  ', configuration: { bind_address: '0.0.0.0', port: 5555 } });
    expect(expectApiError(noTitle, 400)).toBe('Title is required');
    expect(fieldErrors(noTitle)).toHaveProperty('title');

    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ bind_address: '0.0.0.0', port: 0 }, 'port', /^Port must be between 1 and 65535$/],
      [{ bind_address: '0.0.0.0', port: 70000 }, 'port', /between 1 and 65535/],
      [{ bind_address: '0.0.0.0', port: '5555' }, 'port', /whole number/],
      [{ bind_address: '0.0.0.0', port: 55.5 }, 'port', /whole number/],
      [{ bind_address: '0.0.0.0' }, 'port', /Port is required/],
      [{ port: 5555 }, 'bind_address', /Bind address is required/],
      [{ bind_address: 'not an address!', port: 5555 }, 'bind_address', /IP address or a host name/],
      [{ bind_address: '0.0.0.0', port: 5555, tcp_keepalive: 'yes' }, 'tcp_keepalive', /true or false/],
      [{ bind_address: '0.0.0.0', port: 5555, max_message_size: -1 }, 'max_message_size', /negative/],
      [{ bind_address: '0.0.0.0', port: 5555, charset_name: 'no-such-charset' }, 'charset_name', /./],
      [{ bind_address: '0.0.0.0', port: 5555, override_source: 12 }, 'override_source', /text/],
    ];
    for (const [configuration, field, message] of cases) {
      const response = await create({ ...base, configuration });
      expect(`${JSON.stringify(configuration)} ${response.statusCode}`).toMatch(/ 400$/);
      expect(fieldErrors(response)).toHaveProperty(field);
      expect(response.json().message).toMatch(message);
    }
    const badZone = await create({ title: 'syslog', type: SYSLOG_UDP, global: true, configuration: { bind_address: '0.0.0.0', port: 514, timezone: 'Mars/Olympus' } });
    expect(fieldErrors(badZone)).toHaveProperty('timezone');
  });

  it('updates an input; a running one restarts on its new port', async () => {
    const first = await freeTcpPort();
    const id = await createRaw(first, 'movable');
    expect((await t.app.inject({ method: 'PUT', url: `/api/cluster/inputstates/${id}`, headers: writing(ADMIN) })).json()).toEqual({ 'test-node': { id } });

    const second = await freeTcpPort();
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/system/inputs/${id}`,
      headers: writing(ADMIN),
      payload: { title: 'moved', type: RAW_TCP, global: true, configuration: { bind_address: '127.0.0.1', port: second } },
    });
    expect(updated.statusCode).toBe(201);
    expect(updated.json()).toEqual({ id });
    const input = (await t.app.inject({ method: 'GET', url: `/api/system/inputs/${id}`, headers: ADMIN })).json();
    expect(input).toMatchObject({ title: 'moved', attributes: { port: second }, creator_user_id: 'admin' });

    await expect(tcpConnect(first)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await sendTcp(second, ['after the move\n']);
    await processor.waitForMessages(1);

    const invalid = await t.app.inject({
      method: 'PUT',
      url: `/api/system/inputs/${id}`,
      headers: writing(ADMIN),
      payload: { title: 'moved', type: RAW_TCP, global: true, configuration: { bind_address: '127.0.0.1', port: 99999 } },
    });
    expect(fieldErrors(invalid)).toHaveProperty('port');
    const unchanged = (await t.app.inject({ method: 'GET', url: `/api/system/inputs/${id}`, headers: ADMIN })).json();
    expect(unchanged.attributes.port).toBe(second);
  });

  it('deletes an input: stopped, gone, port free', async () => {
    const port = await freeTcpPort();
    const id = await createRaw(port, 'doomed');
    await t.app.inject({ method: 'PUT', url: `/api/system/inputstates/${id}`, headers: writing(ADMIN) });
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/system/inputs/${id}`, headers: writing(ADMIN) });
    expect(deleted.statusCode).toBe(204);
    expectApiError(await t.app.inject({ method: 'GET', url: `/api/system/inputs/${id}`, headers: ADMIN }), 404);
    expectApiError(await t.app.inject({ method: 'GET', url: `/api/system/inputstates/${id}`, headers: ADMIN }), 404);
    await expect(tcpConnect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expectApiError(await t.app.inject({ method: 'DELETE', url: `/api/system/inputs/${id}`, headers: writing(ADMIN) }), 404);
  });
});

describe('static fields', () => {
  it('adds and removes static fields, refusing bad and reserved keys', async () => {
    const id = await createRaw(5555, 'with fields');
    const add = (key: string, value = 'v') =>
      t.app.inject({ method: 'POST', url: `/api/system/inputs/${id}/staticfields`, headers: writing(ADMIN), payload: { key, value } });

    expect((await add('datacenter', 'fra-1')).statusCode).toBe(201);
    const input = (await t.app.inject({ method: 'GET', url: `/api/system/inputs/${id}`, headers: ADMIN })).json();
    expect(input.static_fields).toEqual({ datacenter: 'fra-1' });

    for (const key of ['has space', 'semi;colon', 'message', 'source', 'timestamp', '_id', 'full_message', 'streams', 'gl2_source_input']) {
      const refused = await add(key);
      expect(`${key} ${refused.statusCode}`).toBe(`${key} 400`);
      expect(fieldErrors(refused)).toHaveProperty('key');
    }

    expect((await t.app.inject({ method: 'DELETE', url: `/api/system/inputs/${id}/staticfields/datacenter`, headers: writing(ADMIN) })).statusCode).toBe(204);
    expectApiError(await t.app.inject({ method: 'DELETE', url: `/api/system/inputs/${id}/staticfields/datacenter`, headers: writing(ADMIN) }), 404);
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/system/inputs/000000000000000000000000/staticfields', headers: writing(ADMIN), payload: { key: 'a', value: 'b' } }), 404);
  });
});

describe('input states', () => {
  it('starts and stops an input, per node and on this node', async () => {
    const port = await freeTcpPort();
    const id = await createRaw(port, 'stateful');
    // A new input is launched at once, as in Graylog; stopping it leaves a STOPPED state to read.
    expect((await t.app.inject({ method: 'GET', url: `/api/system/inputstates/${id}`, headers: ADMIN })).json().state).toBe('RUNNING');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/system/inputstates/${id}`, headers: writing(ADMIN) })).json()).toEqual({ id });
    expect((await t.app.inject({ method: 'GET', url: `/api/system/inputstates/${id}`, headers: ADMIN })).json().state).toBe('STOPPED');
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/system/inputstates/000000000000000000000000', headers: ADMIN }), 404);

    expect((await t.app.inject({ method: 'PUT', url: `/api/system/inputstates/${id}`, headers: writing(ADMIN) })).json()).toEqual({ id });
    const state = (await t.app.inject({ method: 'GET', url: `/api/system/inputstates/${id}`, headers: READER })).json();
    expect(state).toMatchObject({ id, state: 'RUNNING', detailed_message: null, last_failure: null, message_input: { id, title: 'stateful', type: RAW_TCP } });
    expect(Date.parse(state.started_at)).not.toBeNaN();

    const all = (await t.app.inject({ method: 'GET', url: '/api/system/inputstates', headers: READER })).json();
    expect(all.states.map((listed: { id: string }) => listed.id)).toContain(id);
    const cluster = (await t.app.inject({ method: 'GET', url: '/api/cluster/inputstates', headers: READER })).json();
    expect(Object.keys(cluster)).toEqual(['test-node']);
    expect(cluster['test-node'].find((listed: { id: string }) => listed.id === id).state).toBe('RUNNING');

    // Metrics of the running input are readable under Graylog's names.
    const metrics = await t.app.inject({
      method: 'POST',
      url: '/api/system/metrics/multiple',
      headers: writing(READER),
      payload: { metrics: [`${RAW_TCP}.${id}.incomingMessages`, `${RAW_TCP}.${id}.open_connections`] },
    });
    expect(metrics.json().total).toBe(2);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/cluster/inputstates/${id}`, headers: writing(ADMIN) })).json()).toEqual({ 'test-node': { id } });
    await expect(tcpConnect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const stopped = (await t.app.inject({ method: 'GET', url: `/api/system/inputstates/${id}`, headers: READER })).json();
    expect(stopped.state).toBe('STOPPED');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/system/inputstates/${id}`, headers: writing(ADMIN) })).json()).toEqual({ id });
  });

  it('answers null for this node when the input cannot start, with the reason in its state', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const id = await createRaw(port, 'blocked');
      const started = await t.app.inject({ method: 'PUT', url: `/api/cluster/inputstates/${id}`, headers: writing(ADMIN) });
      expect(started.statusCode).toBe(200);
      expect(started.json()).toEqual({ 'test-node': null });
      const state = (await t.app.inject({ method: 'GET', url: `/api/system/inputstates/${id}`, headers: ADMIN })).json();
      expect(state).toMatchObject({ state: 'FAILED', detailed_message: `Could not bind to 127.0.0.1:${port}: address already in use` });
      // The API itself is unaffected.
      expect((await t.app.inject({ method: 'GET', url: '/api/system/inputs', headers: ADMIN })).statusCode).toBe(200);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('answers 404 for unknown inputs', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      expectApiError(await t.app.inject({ method, url: '/api/system/inputstates/000000000000000000000000', headers: writing(ADMIN) }), 404);
      expectApiError(await t.app.inject({ method, url: '/api/cluster/inputstates/000000000000000000000000', headers: writing(ADMIN) }), 404);
    }
  });
});

describe('permissions', () => {
  let id: string;
  beforeAll(async () => {
    id = await createRaw(5556, 'guarded');
    insertUser(t.ctx.db, {
      username: 'eddie',
      password_hash: await hashPassword('eddie-pass-1'),
      email: 'e@x.org',
      full_name: 'E',
      permissions: [`inputs:read:${id}`, `inputs:edit:${id}`],
    }, t.clock.now());
  });

  it('gives a Reader 403 on every write', async () => {
    const body = { title: 'x', type: RAW_TCP, global: true, configuration: { bind_address: '0.0.0.0', port: 5555 } };
    const writes = [
      { method: 'POST', url: '/api/system/inputs', payload: body },
      { method: 'PUT', url: `/api/system/inputs/${id}`, payload: body },
      { method: 'DELETE', url: `/api/system/inputs/${id}` },
      { method: 'POST', url: `/api/system/inputs/${id}/staticfields`, payload: { key: 'a', value: 'b' } },
      { method: 'DELETE', url: `/api/system/inputs/${id}/staticfields/a` },
      { method: 'PUT', url: `/api/system/inputstates/${id}` },
      { method: 'DELETE', url: `/api/system/inputstates/${id}` },
      { method: 'PUT', url: `/api/cluster/inputstates/${id}` },
      { method: 'DELETE', url: `/api/cluster/inputstates/${id}` },
    ] as const;
    for (const write of writes) {
      const response = await t.app.inject({ method: write.method, url: write.url, headers: writing(READER), payload: 'payload' in write ? write.payload : undefined });
      expect(`${write.method} ${write.url} ${response.statusCode}`).toMatch(/ 403$/);
    }
  });

  it('lists only the inputs a user may read, and allows edits where granted', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/system/inputs', headers: EDITOR })).json();
    expect(list.inputs.map((input: { id: string }) => input.id)).toEqual([id]);
    expect(list.total).toBe(1);
    const added = await t.app.inject({ method: 'POST', url: `/api/system/inputs/${id}/staticfields`, headers: writing(EDITOR), payload: { key: 'team', value: 'ops' } });
    expect(added.statusCode).toBe(201);
    expectApiError(await t.app.inject({ method: 'DELETE', url: `/api/system/inputs/${id}`, headers: writing(EDITOR) }), 403);
    expectApiError(await t.app.inject({ method: 'PUT', url: `/api/system/inputstates/${id}`, headers: writing(EDITOR) }), 403);
  });

  it('refuses anonymous callers', async () => {
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/system/inputs' }), 401);
  });
});
