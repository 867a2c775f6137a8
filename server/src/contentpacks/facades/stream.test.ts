import { DEFAULT_STREAM_ID } from '../../streams/defaults';
import { grantsForTarget } from '../../authz/grantsStore';
import { findStream, streamGrn } from '../../streams/store';
import { streamFacade } from './stream';
import { installContext, makeFacadeHarness, packEntityOf, type FacadeHarness } from './testSupport';

let h: FacadeHarness;
beforeEach(async () => { h = await makeFacadeHarness(); });
afterEach(async () => { await h.close(); });

async function defaultIndexSet(): Promise<string> {
  const sets = await h.call('GET', '/system/indices/index_sets?skip=0&limit=0&stats=false');
  return sets.index_sets.find((set: { default: boolean }) => set.default).id;
}

async function makeStream(): Promise<string> {
  const { stream_id } = await h.call('POST', '/streams', {
    title: 'cp stream',
    description: 'from a pack',
    matching_type: 'OR',
    remove_matches_from_default_stream: true,
    index_set_id: await defaultIndexSet(),
    rules: [
      { field: 'app', type: 1, value: 'cp', inverted: false, description: 'exact' },
      { field: 'level', type: 3, value: '4', inverted: true, description: '' },
    ],
  }, 201);
  return stream_id;
}

async function makeOutput(): Promise<string> {
  const output = await h.call('POST', '/system/outputs', {
    title: 'forward', type: 'org.graylog2.outputs.LoggingOutput', configuration: { prefix: 'x' },
  }, 201);
  return output.id;
}

test('exports rules by type name and outputs as pack references, and installs an equal stream', async () => {
  const streamId = await makeStream();
  const outputId = await makeOutput();
  await h.call('POST', `/streams/${streamId}/outputs`, { outputs: [outputId] });

  expect(streamFacade.dependencies(h.fc, streamId)).toEqual([{ id: outputId, type: { name: 'output', version: '1' } }]);
  const entity = packEntityOf(h, streamFacade, streamId, 'stream-1', { [outputId]: 'output-1' });
  expect(entity.data.title).toEqual({ '@type': 'string', '@value': 'cp stream' });
  expect(entity.data.outputs).toEqual([{ '@type': 'string', '@value': 'output-1' }]);
  expect((entity.data.stream_rules as Record<string, unknown>[])[1]).toEqual({
    type: { '@type': 'string', '@value': 'GREATER' }, field: { '@type': 'string', '@value': 'level' },
    value: { '@type': 'string', '@value': '4' }, inverted: { '@type': 'boolean', '@value': true }, description: { '@type': 'string', '@value': '' },
  });
  expect(streamFacade.installDependencies(entity, [entity])).toEqual(['output-1']);

  // The title becomes a parameter, installed with another value.
  entity.data.title = { '@type': 'parameter', '@value': 'STREAM_TITLE' };
  await h.call('POST', '/users', { username: 'packer', password: 'secret123', email: 'p@example.org', full_name: 'P', roles: ['Admin'], permissions: [] }, 201);
  const ic = installContext(h, { parameters: { STREAM_TITLE: 'copied stream' }, installed: { 'output-1': outputId }, username: 'packer' });
  expect(streamFacade.findExisting(entity, ic)).toBeUndefined();
  const created = streamFacade.create(entity, ic);
  expect(created.title).toBe('copied stream');

  const original = findStream(h.ctx.db, streamId)!;
  const copy = findStream(h.ctx.db, created.id)!;
  const strip = (s: typeof original) => ({
    ...s, id: undefined, title: undefined, created_at: undefined, disabled: undefined, creator_user_id: undefined,
    rules: s.rules.map((r) => ({ ...r, id: undefined, stream_id: undefined })),
    outputs: s.outputs.map((o) => o.id),
  });
  expect(strip(copy)).toEqual(strip(original));
  expect(copy.title).toBe('copied stream');
  expect(copy.creator_user_id).toBe('packer');
  // Both are exported the same way, apart from the title.
  const again = packEntityOf(h, streamFacade, created.id, 'stream-1', { [outputId]: 'output-1' });
  expect({ ...again.data, title: null, disabled: null }).toEqual({ ...packEntityOf(h, streamFacade, streamId, 'stream-1', { [outputId]: 'output-1' }).data, title: null, disabled: null });
  // The installing user owns it (the built-in admin needs no grant).
  expect(grantsForTarget(h.ctx.db, streamGrn(created.id))).toMatchObject([{ capability: 'own' }]);
});

test('a pack stream in Graylog 4.0 format (no outputs, rules by name) installs into the default index set, running', async () => {
  const ic = installContext(h);
  const created = streamFacade.create({
    v: '1', type: { name: 'stream', version: '1' }, id: 'a7c2c7f3-0c0f-4b4e-9b3f-6f0d0e0a0b0c', constraints: [],
    data: {
      alarm_callbacks: [], outputs: [], remove_matches: { '@type': 'boolean', '@value': false },
      title: { '@type': 'string', '@value': 'Graylog pack stream' }, stream_rules: [
        { type: { '@type': 'string', '@value': 'EXACT' }, field: { '@type': 'string', '@value': 'source' }, value: { '@type': 'string', '@value': 'fw' }, inverted: { '@type': 'boolean', '@value': false }, description: { '@type': 'string', '@value': '' } },
      ],
      alert_conditions: [], matching_type: { '@type': 'string', '@value': 'AND' }, disabled: { '@type': 'boolean', '@value': false },
      description: { '@type': 'string', '@value': 'd' }, default_stream: { '@type': 'boolean', '@value': false },
    },
  }, ic);
  const stream = findStream(h.ctx.db, created.id)!;
  expect(stream.index_set_id).toBe(await defaultIndexSet());
  expect(stream.disabled).toBe(false);
  expect(stream.rules).toMatchObject([{ type: 1, field: 'source', value: 'fw' }]);
});

test('refuses bad data before creating anything', () => {
  const ic = installContext(h);
  const base = { v: '1', type: { name: 'stream', version: '1' }, id: 'x', constraints: [] };
  const count = () => (h.ctx.db.prepare('SELECT COUNT(*) AS n FROM streams').get() as { n: number }).n;
  const before = count();
  expect(() => streamFacade.create({ ...base, data: { title: { '@type': 'string', '@value': ' ' }, stream_rules: [], outputs: [] } }, ic)).toThrow('Title must not be empty');
  expect(() => streamFacade.create({ ...base, data: { title: { '@type': 'string', '@value': 't' }, stream_rules: [{ type: { '@type': 'string', '@value': 'NOPE' }, field: { '@type': 'string', '@value': 'f' }, value: { '@type': 'string', '@value': 'v' } }], outputs: [] } }, ic)).toThrow(/unknown stream rule type "NOPE"/);
  expect(() => streamFacade.create({ ...base, data: { title: { '@type': 'string', '@value': 't' }, stream_rules: [{ type: { '@type': 'string', '@value': 'REGEX' }, field: { '@type': 'string', '@value': 'f' }, value: { '@type': 'string', '@value': '(' } }], outputs: [] } }, ic)).toThrow(/Rule 1/);
  expect(() => streamFacade.create({ ...base, data: { title: { '@type': 'string', '@value': 't' }, stream_rules: [], outputs: [{ '@type': 'string', '@value': 'missing-output' }] } }, ic)).toThrow(/referenced output missing-output/);
  expect(count()).toBe(before);
});

test('the default stream is found, never created or deleted', () => {
  const entity = packEntityOf(h, streamFacade, DEFAULT_STREAM_ID, DEFAULT_STREAM_ID);
  const ic = installContext(h);
  expect(streamFacade.findExisting(entity, ic)).toEqual({ id: DEFAULT_STREAM_ID, title: 'All messages' });
  expect(() => streamFacade.create(entity, ic)).toThrow();
  streamFacade.delete(h.fc, DEFAULT_STREAM_ID);
  expect(findStream(h.ctx.db, DEFAULT_STREAM_ID)).toBeDefined();
});

test('fingerprint follows edits; delete removes the stream and its rules', async () => {
  const streamId = await makeStream();
  const first = streamFacade.fingerprint(h.fc, streamId);
  expect(streamFacade.fingerprint(h.fc, streamId)).toBe(first);
  await h.call('PUT', `/streams/${streamId}`, { title: 'renamed' });
  const second = streamFacade.fingerprint(h.fc, streamId);
  expect(second).not.toBe(first);
  const stream = findStream(h.ctx.db, streamId)!;
  await h.call('PUT', `/streams/${streamId}/rules/${stream.rules[0].id}`, { field: 'app', type: 1, value: 'other', inverted: false });
  expect(streamFacade.fingerprint(h.fc, streamId)).not.toBe(second);

  streamFacade.delete(h.fc, streamId);
  expect(findStream(h.ctx.db, streamId)).toBeUndefined();
  expect(streamFacade.fingerprint(h.fc, streamId)).toBeUndefined();
  expect(h.ctx.db.prepare('SELECT COUNT(*) AS n FROM stream_rules WHERE stream_id = ?').get(streamId)).toEqual({ n: 0 });
  await h.call('GET', `/streams/${streamId}`, undefined, 404);
});

test('the catalog lists user streams and the default stream, not the events streams', async () => {
  const streamId = await makeStream();
  const titles = streamFacade.listExcerpts(h.fc).map((e) => e.title);
  expect(titles).toContain('cp stream');
  expect(titles).toContain('All messages');
  expect(titles).not.toContain('All events');
  expect(streamFacade.listExcerpts(h.fc).find((e) => e.id === streamId)).toEqual({ id: streamId, type: { name: 'stream', version: '1' }, title: 'cp stream' });
});
