import { findGrokPatternByName } from '../../grok/store';
import { listExtractors } from '../../extractors/store';
import { findInput } from '../../inputs/store';
import { freeUdpPort, sendUdp, waitFor } from '../../inputs/testSupport';
import { inputFacade } from './input';
import { installContext, makeFacadeHarness, packEntityOf, type FacadeHarness } from './testSupport';

let h: FacadeHarness;
beforeEach(async () => { h = await makeFacadeHarness(); });
afterEach(async () => { await h.close(); });

const RAW_UDP = 'org.graylog2.inputs.raw.udp.RawUDPInput';

async function makeInput(port: number): Promise<string> {
  const { id } = await h.call('POST', '/system/inputs', { title: 'cp raw', type: RAW_UDP, global: false, configuration: { bind_address: '127.0.0.1', port } }, 201);
  await h.call('POST', `/system/inputs/${id}/staticfields`, { key: 'team', value: 'ops' }, 201);
  await h.call('POST', '/system/grok', { name: 'CP_CODE', pattern: '[A-Z]{3}-[0-9]+' }, 201);
  await h.call('POST', `/system/inputs/${id}/extractors`, {
    title: 'code', cut_or_copy: 'copy', source_field: 'message', target_field: '', extractor_type: 'grok',
    extractor_config: { grok_pattern: '%{CP_CODE:code}' }, converters: {}, condition_type: 'string', condition_value: 'E', order: 0,
  }, 201);
  await h.call('POST', `/system/inputs/${id}/extractors`, {
    title: 'level', cut_or_copy: 'copy', source_field: 'message', target_field: 'level', extractor_type: 'regex',
    extractor_config: { regex_value: 'level=(\\d+)' }, converters: [{ type: 'numeric', config: {} }], condition_type: 'none', order: 1,
  }, 201);
  return id;
}

const running = (id: string) => h.ingest.inputs.state(id)?.state;

test('exports configuration, static fields and extractors in Graylog form; installs an equal input that runs', async () => {
  const id = await makeInput(await freeUdpPort());
  await waitFor(() => running(id) === 'RUNNING');
  const pattern = findGrokPatternByName(h.ctx.db, 'CP_CODE')!;
  expect(inputFacade.dependencies(h.fc, id)).toEqual([{ id: pattern.id, type: { name: 'grok_pattern', version: '1' } }]);

  const entity = packEntityOf(h, inputFacade, id);
  expect(entity.data.type).toEqual({ '@type': 'string', '@value': RAW_UDP });
  expect(entity.data.static_fields).toEqual({ team: { '@type': 'string', '@value': 'ops' } });
  const extractors = entity.data.extractors as Record<string, unknown>[];
  expect(extractors[0]).toMatchObject({
    type: { '@type': 'string', '@value': 'GROK' }, cursor_strategy: { '@type': 'string', '@value': 'COPY' },
    condition_type: { '@type': 'string', '@value': 'STRING' }, configuration: { grok_pattern: { '@type': 'string', '@value': '%{CP_CODE:code}' } },
    order: { '@type': 'integer', '@value': 0 },
  });
  expect(extractors[1].converters).toEqual([{ type: { '@type': 'string', '@value': 'NUMERIC' }, configuration: {} }]);
  // The pack's grok pattern of that name is installed first.
  expect(inputFacade.installDependencies(entity, [
    { v: '1', type: { name: 'grok_pattern', version: '1' }, id: 'g1', data: { name: 'CP_CODE', pattern: 'x' }, constraints: [] },
    { v: '1', type: { name: 'grok_pattern', version: '1' }, id: 'g2', data: { name: 'OTHER', pattern: 'x' }, constraints: [] },
  ] as never)).toEqual(['g1']);

  // The port becomes a parameter, installed with another value.
  const port = await freeUdpPort();
  (entity.data.configuration as Record<string, unknown>).port = { '@type': 'parameter', '@value': 'PORT' };
  const ic = installContext(h, { parameters: { PORT: port } });
  expect(inputFacade.findExisting(entity, ic)).toBeUndefined();
  const created = inputFacade.create(entity, ic);
  await waitFor(() => running(created.id) === 'RUNNING');

  const original = findInput(h.ctx.db, id)!.summary;
  const copy = findInput(h.ctx.db, created.id)!.summary;
  expect(copy).toEqual({ ...original, id: created.id, created_at: copy.created_at, attributes: { ...original.attributes, port } });
  const strip = (list: ReturnType<typeof listExtractors>) => list.map((e) => ({ ...e, id: undefined }));
  expect(strip(listExtractors(h.ctx.db, created.id))).toEqual(strip(listExtractors(h.ctx.db, id)));

  // The installed input really takes messages, with its static field and extractors.
  await sendUdp(port, [Buffer.from('E ABC-42 level=3')]);
  let found: Record<string, unknown> | undefined;
  for (let attempt = 0; attempt < 50 && !found; attempt += 1) {
    const result = await h.call('GET', `/search/universal/relative?query=${encodeURIComponent(`gl2_source_input:${created.id}`)}&range=0&limit=1`);
    found = result.messages[0]?.message;
    if (!found) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(found).toMatchObject({ team: 'ops', code: 'ABC-42', level: 3 });
});

test('refuses a bad configuration, static field or extractor without leaving an input', async () => {
  const ic = installContext(h);
  const count = () => (h.ctx.db.prepare('SELECT COUNT(*) AS n FROM inputs').get() as { n: number }).n;
  const before = count();
  const base = (data: Record<string, unknown>) => ({
    v: '1', type: { name: 'input', version: '1' }, id: 'i', constraints: [],
    data: { title: { '@type': 'string', '@value': 'x' }, type: { '@type': 'string', '@value': RAW_UDP }, global: { '@type': 'boolean', '@value': false },
      configuration: { bind_address: { '@type': 'string', '@value': '127.0.0.1' }, port: { '@type': 'integer', '@value': 5555 } }, static_fields: {}, extractors: [], ...data },
  });
  expect(() => inputFacade.create(base({ type: { '@type': 'string', '@value': 'no.such.Input' } }), ic)).toThrow('There is no such input type registered.');
  expect(() => inputFacade.create(base({ configuration: { bind_address: { '@type': 'string', '@value': '127.0.0.1' }, port: { '@type': 'integer', '@value': 70000 } } }), ic)).toThrow(/port/i);
  expect(() => inputFacade.create(base({ static_fields: { message: { '@type': 'string', '@value': 'x' } } }), ic)).toThrow('reserved');
  expect(() => inputFacade.create(base({ extractors: [{
    title: { '@type': 'string', '@value': 'bad' }, type: { '@type': 'string', '@value': 'GROK' }, cursor_strategy: { '@type': 'string', '@value': 'COPY' },
    source_field: { '@type': 'string', '@value': 'message' }, target_field: { '@type': 'string', '@value': '' },
    configuration: { grok_pattern: { '@type': 'string', '@value': '%{NOT_A_PATTERN}' } }, converters: [],
    condition_type: { '@type': 'string', '@value': 'NONE' }, condition_value: { '@type': 'string', '@value': '' }, order: { '@type': 'integer', '@value': 0 },
  }] }), ic)).toThrow(/Extractor 1 \("bad"\)/);
  expect(count()).toBe(before);
});

test('fingerprint follows edits; delete removes the input and stops it', async () => {
  const port = await freeUdpPort();
  const id = await makeInput(port);
  await waitFor(() => running(id) === 'RUNNING');
  const first = inputFacade.fingerprint(h.fc, id);
  expect(inputFacade.fingerprint(h.fc, id)).toBe(first);
  await h.call('POST', `/system/inputs/${id}/staticfields`, { key: 'site', value: 'b' }, 201);
  expect(inputFacade.fingerprint(h.fc, id)).not.toBe(first);

  inputFacade.delete(h.fc, id);
  expect(findInput(h.ctx.db, id)).toBeUndefined();
  expect(listExtractors(h.ctx.db, id)).toEqual([]);
  await waitFor(() => h.ingest.inputs.state(id) === undefined);
  // The port is free again: a new input can take it.
  const { id: other } = await h.call('POST', '/system/inputs', { title: 'again', type: RAW_UDP, configuration: { bind_address: '127.0.0.1', port } }, 201);
  await waitFor(() => running(other) === 'RUNNING');
  expect(inputFacade.listExcerpts(h.fc).map((e) => e.title)).toEqual(['again']);
});
