// /system/outputs and /streams/{id}/outputs: Graylog's shapes, validation at the field, permissions, and
// attachments that follow deletes.
import { ADMIN, expectApiError } from '../../test/helpers';
import { boundedNumber } from './configuration';
import { GELF_OUTPUT, LOGGING_OUTPUT } from './types';
import { makeOutputsTestApi, type OutputsTestApi } from './testSupport';

const SHOP = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const BLOG = 'aaaaaaaaaaaaaaaaaaaaaaa2';
const UNKNOWN = 'ffffffffffffffffffffffff';

const gelf = (configuration: Record<string, unknown>, title = 'to archive') => ({ title, type: GELF_OUTPUT, configuration });

describe('output routes', () => {
  let t: OutputsTestApi;

  beforeAll(async () => {
    t = await makeOutputsTestApi();
    t.addStream(SHOP, 'shop');
    t.addStream(BLOG, 'blog');
    await t.addUser('viewer', ['outputs:read']);
    await t.addUser('maker', ['outputs:read', 'outputs:create', 'outputs:edit', 'outputs:terminate']);
    await t.addUser('shop-editor', ['streams:read:' + SHOP, 'streams:edit:' + SHOP, 'stream_outputs:read', 'stream_outputs:create', 'stream_outputs:delete']);
  });

  afterAll(async () => {
    await t.close();
  });

  async function create(body: unknown, who = t.as('maker')): Promise<{ id: string }> {
    const response = await t.call('POST', '/system/outputs', body, who);
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  it('offers the STDOUT and GELF outputs under Graylog type names with their forms', async () => {
    const { types } = (await t.call('GET', '/system/outputs/available', undefined, t.as('viewer'))).json();
    expect(Object.keys(types).sort()).toEqual([GELF_OUTPUT, LOGGING_OUTPUT]);
    expect(types[LOGGING_OUTPUT]).toMatchObject({ type: LOGGING_OUTPUT, name: 'STDOUT Output', human_name: 'An output writing every message to STDOUT.', link_to_docs: '' });
    expect(types[GELF_OUTPUT]).toMatchObject({ type: GELF_OUTPUT, name: 'GELF Output', human_name: 'An output sending GELF over TCP or UDP' });
    expect(types[GELF_OUTPUT].requested_configuration).toMatchObject({
      hostname: { type: 'text', is_optional: false, default_value: '' },
      port: { type: 'number', default_value: 12201, attributes: ['is_port_number'] },
      protocol: { type: 'dropdown', default_value: 'TCP', additional_info: { values: { TCP: 'TCP', 'TCP+TLS': 'TCP+TLS', UDP: 'UDP' } } },
      queue_size: { type: 'number', default_value: 512, is_optional: true },
    });
  });

  it('creates an output with the defaults filled in, lists it, reads, updates and deletes it', async () => {
    const created = await create(gelf({ hostname: ' archive.example.org ', port: 12202, protocol: 'UDP' }));
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'to archive',
      type: GELF_OUTPUT,
      creator_user_id: 'maker',
      created_at: new Date(t.clock.now()).toISOString(),
      configuration: {
        hostname: 'archive.example.org',
        port: 12202,
        protocol: 'UDP',
        connect_timeout: 1000,
        reconnect_delay: 500,
        tcp_no_delay: false,
        tcp_keep_alive: false,
        tls_verification_enabled: false,
        tls_trust_cert_chain: '',
        queue_size: 512,
        max_inflight_sends: 512,
      },
      content_pack: null,
    });
    const list = (await t.call('GET', '/system/outputs', undefined, t.as('viewer'))).json();
    expect(list.total).toBe(list.outputs.length);
    expect(list.outputs).toContainEqual(created);
    expect((await t.call('GET', `/system/outputs/${created.id}`, undefined, t.as('viewer'))).json()).toEqual(created);

    const updated = await t.call('PUT', `/system/outputs/${created.id}`, { title: 'to archive (TCP)', type: GELF_OUTPUT, configuration: { hostname: 'archive.example.org', port: 12201, protocol: 'TCP' } }, t.as('maker'));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.id, title: 'to archive (TCP)', creator_user_id: 'maker', configuration: { port: 12201, protocol: 'TCP', queue_size: 512 } });
    expect((await t.call('GET', `/system/outputs/${created.id}`)).json().title).toBe('to archive (TCP)');

    expect((await t.call('DELETE', `/system/outputs/${created.id}`, undefined, t.as('maker'))).statusCode).toBe(204);
    expectApiError(await t.call('GET', `/system/outputs/${created.id}`), 404);
    expectApiError(await t.call('DELETE', `/system/outputs/${created.id}`), 404);
    expectApiError(await t.call('PUT', `/system/outputs/${created.id}`, { title: 'x' }), 404);
  });

  it('refuses a missing or wrong configuration field with a 400 at that field, saving nothing', async () => {
    const before = (await t.call('GET', '/system/outputs')).json().total;
    const cases: [unknown, string, RegExp][] = [
      [gelf({ port: 12201, protocol: 'TCP' }), 'hostname', /Destination host is required/],
      [gelf({ hostname: 'bad host!', port: 12201, protocol: 'TCP' }), 'hostname', /IP address or a host name/],
      [gelf({ hostname: 'h', port: 70000, protocol: 'TCP' }), 'port', /between 1 and 65535/],
      [gelf({ hostname: 'h', port: '12201', protocol: 'TCP' }), 'port', /whole number/],
      [gelf({ hostname: 'h', port: 12201, protocol: 'SCTP' }), 'protocol', /one of the offered values/],
      [gelf({ hostname: 'h', port: 12201, protocol: 'TCP', queue_size: 0 }), 'queue_size', /at least 1/],
      [gelf({ hostname: 'h', port: 12201, protocol: 'TCP', reconnect_delay: -1 }), 'reconnect_delay', /not be negative/],
      [gelf({ hostname: 'h', port: 12201, protocol: 'TCP', tcp_no_delay: 'yes' }), 'tcp_no_delay', /true or false/],
      [gelf({ hostname: 'h', port: 12201, protocol: 'TCP+TLS', tls_trust_cert_chain: '/nonexistent/chain.pem' }), 'tls_trust_cert_chain', /not a readable file/],
      [{ title: '  ', type: LOGGING_OUTPUT, configuration: {} }, 'title', /Title is required/],
      [{ title: 'x', type: 'org.graylog2.outputs.ElasticSearchOutput', configuration: {} }, 'type', /Invalid output type/],
    ];
    for (const [body, field, message] of cases) {
      const response = await t.call('POST', '/system/outputs', body);
      expect(expectApiError(response, 400)).toMatch(message);
      expect(response.json().errors).toEqual({ [field]: [expect.stringMatching(message)] });
    }
    expectApiError(await t.call('POST', '/system/outputs', { title: 'x', type: LOGGING_OUTPUT, configuration: {}, surprise: 1 }), 400);
    expect((await t.call('GET', '/system/outputs')).json().total).toBe(before);
  });

  it('takes a whole output sent back, keeping what belongs to the server', async () => {
    const output = await create({ title: 'round trip', type: LOGGING_OUTPUT, configuration: { prefix: 'a: ' } });
    const sentBack = { ...output, title: 'round trip 2', configuration: { prefix: 'b: ' }, id: 'ffffffffffffffffffffffff', creator_user_id: 'someone', created_at: '2000-01-01T00:00:00.000Z', content_pack: 'x' };
    const updated = await t.call('PUT', `/system/outputs/${output.id}`, sentBack, t.as('maker'));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...output, title: 'round trip 2', configuration: { prefix: 'b: ' } });
    expect((await t.call('GET', `/system/outputs/${output.id}`)).json()).toEqual({ ...output, title: 'round trip 2', configuration: { prefix: 'b: ' } });
    expect((await t.call('PUT', `/system/outputs/${output.id}`, { ...sentBack, type: GELF_OUTPUT }, t.as('maker'))).json().errors).toEqual({ type: [expect.any(String)] });
  });

  it('bounds the numbers of a GELF output at the field', async () => {
    const bounds: [string, number][] = [['queue_size', 100_000], ['max_inflight_sends', 10_000], ['connect_timeout', 3_600_000], ['reconnect_delay', 30_000]];
    for (const [field, max] of bounds) {
      const tooLarge = await t.call('POST', '/system/outputs', gelf({ hostname: 'h', port: 12201, protocol: 'TCP', [field]: max + 1 }));
      expect(expectApiError(tooLarge, 400)).toMatch(new RegExp(`must be at most ${max} `));
      expect(Object.keys(tooLarge.json().errors)).toEqual([field]);
      const atMost = await t.call('POST', '/system/outputs', gelf({ hostname: 'h', port: 12201, protocol: 'TCP', [field]: max }));
      expect(atMost.statusCode).toBe(201);
    }
    expect(boundedNumber({ connect_timeout: 99_999_999_999 }, 'connect_timeout', 1000)).toBe(3_600_000);
    expect(boundedNumber({ queue_size: 1e15 }, 'queue_size', 512)).toBe(100_000);
    expect(boundedNumber({}, 'reconnect_delay', 500)).toBe(500);
  });

  it('refuses a bad update at the field and keeps the output as it was', async () => {
    const output = await create({ title: 'stdout', type: LOGGING_OUTPUT, configuration: { prefix: 'fwd: ' } });
    expect((await t.call('PUT', `/system/outputs/${output.id}`, { type: GELF_OUTPUT }, t.as('maker'))).json().errors).toEqual({ type: [expect.any(String)] });
    expect((await t.call('PUT', `/system/outputs/${output.id}`, { configuration: { prefix: 5 } }, t.as('maker'))).json().errors).toEqual({ prefix: ['Prefix must be text'] });
    expect((await t.call('GET', `/system/outputs/${output.id}`)).json()).toEqual(output);
  });

  it('uses outputs:read, create, edit and terminate, and lists only readable outputs', async () => {
    const output = await create({ title: 'perm check', type: LOGGING_OUTPUT, configuration: {} });
    await t.addUser('nothing', []);
    await t.addUser('one-reader', [`outputs:read:${output.id}`]);
    expectApiError(await t.call('POST', '/system/outputs', { title: 'x', type: LOGGING_OUTPUT, configuration: {} }, t.as('viewer')), 403);
    expectApiError(await t.call('PUT', `/system/outputs/${output.id}`, { title: 'x' }, t.as('viewer')), 403);
    expectApiError(await t.call('DELETE', `/system/outputs/${output.id}`, undefined, t.as('viewer')), 403);
    expectApiError(await t.call('GET', `/system/outputs/${output.id}`, undefined, t.as('nothing')), 403);
    expect((await t.call('GET', '/system/outputs', undefined, t.as('nothing'))).json()).toEqual({ total: 0, outputs: [] });
    expect((await t.call('GET', '/system/outputs', undefined, t.as('one-reader'))).json()).toEqual({ total: 1, outputs: [output] });
  });

  it('attaches outputs to a stream, lists them, reads one and detaches it', async () => {
    const first = await create({ title: 'b stdout', type: LOGGING_OUTPUT, configuration: {} });
    const second = await create(gelf({ hostname: '127.0.0.1', port: 12201, protocol: 'TCP' }, 'a gelf'));
    const added = await t.call('POST', `/streams/${SHOP}/outputs`, { outputs: [first.id, second.id, first.id] }, t.as('shop-editor'));
    expect(added.statusCode).toBe(202);
    expect(added.body).toBe('');
    // Attaching again changes nothing.
    expect((await t.call('POST', `/streams/${SHOP}/outputs`, { outputs: [first.id] }, t.as('shop-editor'))).statusCode).toBe(202);

    const listed = (await t.call('GET', `/streams/${SHOP}/outputs`, undefined, t.as('shop-editor'))).json();
    expect(listed).toEqual({ total: 2, outputs: [second, first] });
    expect((await t.call('GET', `/streams/${SHOP}/outputs/${first.id}`, undefined, t.as('shop-editor'))).json()).toEqual(first);
    expect((await t.call('GET', `/streams/${BLOG}/outputs`)).json()).toEqual({ total: 0, outputs: [] });

    expect((await t.call('DELETE', `/streams/${SHOP}/outputs/${first.id}`, undefined, t.as('shop-editor'))).statusCode).toBe(204);
    expect((await t.call('GET', `/streams/${SHOP}/outputs`)).json().outputs).toEqual([second]);
    expect(expectApiError(await t.call('GET', `/streams/${SHOP}/outputs/${first.id}`), 404)).toBe(`Output ${first.id} is not an output of stream ${SHOP}`);
    expectApiError(await t.call('DELETE', `/streams/${SHOP}/outputs/${first.id}`), 404);
    // The output itself stays.
    expect((await t.call('GET', `/system/outputs/${first.id}`)).statusCode).toBe(200);
  });

  it('answers 404 naming an unknown stream or output, and attaches none of a list with an unknown one', async () => {
    const output = await create({ title: 'c stdout', type: LOGGING_OUTPUT, configuration: {} });
    expect(expectApiError(await t.call('GET', `/streams/${UNKNOWN}/outputs`), 404)).toBe(`Stream ${UNKNOWN} not found`);
    expect(expectApiError(await t.call('POST', `/streams/${UNKNOWN}/outputs`, { outputs: [output.id] }), 404)).toBe(`Stream ${UNKNOWN} not found`);
    expect(expectApiError(await t.call('POST', `/streams/${BLOG}/outputs`, { outputs: [output.id, UNKNOWN] }), 404)).toBe(`Output ${UNKNOWN} not found`);
    expect((await t.call('GET', `/streams/${BLOG}/outputs`)).json().total).toBe(0);
    expect(expectApiError(await t.call('DELETE', `/streams/${BLOG}/outputs/${UNKNOWN}`), 404)).toBe(`Output ${UNKNOWN} not found`);
    expect(expectApiError(await t.call('POST', `/streams/${BLOG}/outputs`, { outputs: [] }), 400)).toMatch(/outputs/);
  });

  it('needs streams:edit on the stream and stream_outputs permissions to change its outputs', async () => {
    const output = await create({ title: 'd stdout', type: LOGGING_OUTPUT, configuration: {} });
    await t.addUser('blog-reader', [`streams:read:${BLOG}`]);
    expect(expectApiError(await t.call('POST', `/streams/${BLOG}/outputs`, { outputs: [output.id] }, t.as('shop-editor')), 403)).toContain(`streams:edit:${BLOG}`);
    expect(expectApiError(await t.call('GET', `/streams/${BLOG}/outputs`, undefined, t.as('blog-reader')), 403)).toContain('stream_outputs:read');
    expectApiError(await t.call('GET', `/streams/${BLOG}/outputs`, undefined, t.as('shop-editor')), 403);
    // Creating an output attached to a stream needs the same.
    expect(expectApiError(await t.call('POST', '/system/outputs', { title: 'x', type: LOGGING_OUTPUT, configuration: {}, streams: [BLOG] }, t.as('maker')), 403)).toContain(`streams:edit:${BLOG}`);
  });

  it('attaches a new output to the streams named on create, and a deleted output leaves every stream', async () => {
    const output = await create({ title: 'e stdout', type: LOGGING_OUTPUT, configuration: {}, streams: [SHOP, BLOG] }, ADMIN);
    for (const stream of [SHOP, BLOG]) expect((await t.call('GET', `/streams/${stream}/outputs`)).json().outputs.map((o: { id: string }) => o.id)).toContain(output.id);
    expect((await t.call('DELETE', `/system/outputs/${output.id}`)).statusCode).toBe(204);
    for (const stream of [SHOP, BLOG]) expect((await t.call('GET', `/streams/${stream}/outputs`)).json().outputs.map((o: { id: string }) => o.id)).not.toContain(output.id);
    expect(expectApiError(await t.call('POST', '/system/outputs', { title: 'x', type: LOGGING_OUTPUT, configuration: {}, streams: [UNKNOWN] }), 404)).toBe(`Stream ${UNKNOWN} not found`);
  });
});
