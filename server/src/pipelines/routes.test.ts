// /system/pipelines/rule, /pipeline and /connections: Graylog's shapes, parse errors as the 400 body,
// refusals, permissions, and connections that follow deletes.
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, basic, createReader, createUser, expectApiError, useTestApp, withDb, writing } from '../../test/helpers';
import { DEFAULT_STREAM_ID } from '../streams/defaults';
import { addTestStream } from '../streams/testSupport';

const UNKNOWN = 'ffffffffffffffffffffffff';
const ruleSource = (name: string, field = 'x') => `rule "${name}"\nwhen\n  has_field("${field}")\nthen\n  set_field("seen", true);\nend`;
const pipelineSource = (name: string, rules: string[] = []) => `pipeline "${name}"\nstage 0 match either\n${rules.map((r) => `rule "${r}"\n`).join('')}end`;

describe('pipeline routes', () => {
  const t = useTestApp({}, { per: 'file' });
  const reader = basic('rita', 'secret123');
  const ruleReader = basic('rob', 'secret123');
  let shop: string;

  beforeAll(async () => {
    await createReader(t.app, 'rita');
    await createUser(t.app, 'rob', { permissions: ['pipeline_rule:read', 'pipeline_connection:read'] });
    shop = withDb(t.dataDir, (db) => addTestStream(db, { title: 'shop', rules: [] }));
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, auth = ADMIN): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url: `/api${url}`, headers: method === 'GET' ? auth : writing(auth), payload: payload as object | undefined });

  async function createRule(name: string, field = 'x'): Promise<{ id: string; title: string; created_at: string }> {
    const response = await call('POST', '/system/pipelines/rule', { title: '', description: 'd', source: ruleSource(name, field) });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function createPipeline(name: string, rules: string[] = []): Promise<{ id: string }> {
    const response = await call('POST', '/system/pipelines/pipeline', { title: '', description: null, source: pipelineSource(name, rules) });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  describe('rules', () => {
    it('refuses a second rule or pipeline of the same title at the field the console shows it at', async () => {
      await createRule('unique rule');
      const rule = await call('POST', '/system/pipelines/rule', { title: '', description: '', source: ruleSource('unique rule') });
      expect(rule.statusCode).toBe(400);
      expect(rule.json()).toMatchObject({ failed: true, errors: { source: ['A rule titled "unique rule" already exists'] } });
      await createPipeline('unique pipeline');
      const pipeline = await call('POST', '/system/pipelines/pipeline', { title: '', description: '', source: pipelineSource('unique pipeline') });
      expect(pipeline.statusCode).toBe(400);
      expect(pipeline.json()).toMatchObject({ failed: true, errors: { title: ['A pipeline titled "unique pipeline" already exists'] } });
    });

    it('creates a rule titled by its source, lists, reads, updates and deletes it', async () => {
      const created = await createRule('tag orders');
      expect(created).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        title: 'tag orders',
        description: 'd',
        source: ruleSource('tag orders'),
        created_at: new Date(t.clock.now()).toISOString(),
        modified_at: new Date(t.clock.now()).toISOString(),
        errors: null,
      });
      expect((await call('GET', '/system/pipelines/rule')).json()).toContainEqual(created);
      expect((await call('GET', `/system/pipelines/rule/${created.id}`)).json()).toEqual(created);

      t.clock.advance(1000);
      const updated = await call('PUT', `/system/pipelines/rule/${created.id}`, { ...created, description: 'e', source: ruleSource('tag all orders') });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ id: created.id, title: 'tag all orders', description: 'e', created_at: created.created_at, modified_at: new Date(t.clock.now()).toISOString() });

      expect((await call('DELETE', `/system/pipelines/rule/${created.id}`)).statusCode).toBe(204);
      expectApiError(await call('GET', `/system/pipelines/rule/${created.id}`), 404);
    });

    it('answers a source that does not parse with 400 and the parse errors as the body, saving nothing', async () => {
      const before = (await call('GET', '/system/pipelines/rule')).json().length;
      const response = await call('POST', '/system/pipelines/rule', { title: '', description: '', source: 'rule "broken"\nwhen\n  has_field("path"\nthen\nend' });
      expect(response.statusCode).toBe(400);
      const errors = response.json();
      expect(Array.isArray(errors)).toBe(true);
      expect(errors[0]).toMatchObject({ type: expect.any(String), line: expect.any(Number), position_in_line: expect.any(Number), reason: expect.any(String) });
      expect((await call('GET', '/system/pipelines/rule')).json()).toHaveLength(before);

      const unknownFunction = await call('POST', '/system/pipelines/rule/parse', { source: 'rule "r"\nwhen\n  no_such_function()\nthen\nend' });
      expect(unknownFunction.statusCode).toBe(400);
      expect(unknownFunction.json()[0]).toMatchObject({ line: 3 });

      const { id } = await createRule('to be broken');
      const edit = await call('PUT', `/system/pipelines/rule/${id}`, { source: 'rule "x" when then' });
      expect(edit.statusCode).toBe(400);
      expect((await call('GET', `/system/pipelines/rule/${id}`)).json().source).toBe(ruleSource('to be broken'));
    });

    it('parses without saving', async () => {
      const response = await call('POST', '/system/pipelines/rule/parse', { source: ruleSource('only parsed') });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ title: 'only parsed', source: ruleSource('only parsed'), errors: null });
      expect((await call('GET', '/system/pipelines/rule')).json().map((r: { title: string }) => r.title)).not.toContain('only parsed');
    });

    it('refuses a second rule of the same title', async () => {
      const first = await createRule('unique');
      expectApiError(await call('POST', '/system/pipelines/rule', { source: ruleSource('unique', 'y') }), 400);
      const other = await createRule('other');
      expectApiError(await call('PUT', `/system/pipelines/rule/${other.id}`, { source: ruleSource('unique') }), 400);
      // Saving a rule under its own title again is fine.
      expect((await call('PUT', `/system/pipelines/rule/${first.id}`, { source: ruleSource('unique', 'z') })).statusCode).toBe(200);
    });

    it('answers several rules by title (multiple), only those that exist', async () => {
      await createRule('bulk a');
      await createRule('bulk b');
      const response = await call('POST', '/system/pipelines/rule/multiple', { rules: ['bulk a', 'bulk b', 'no such rule'] });
      expect(response.json().map((r: { title: string }) => r.title).sort()).toEqual(['bulk a', 'bulk b']);
      expect((await call('POST', '/system/pipelines/rule/multiple', { rules: ['bulk a'] }, reader)).json()).toEqual([]);
    });

    it('lists the function descriptors with Java class names', async () => {
      const functions = (await call('GET', '/system/pipelines/rule/functions', undefined, reader)).json();
      expect(functions).toContainEqual(expect.objectContaining({
        name: 'set_field',
        return_type: 'java.lang.Void',
        params: expect.arrayContaining([expect.objectContaining({ name: 'field', type: 'java.lang.String', optional: false })]),
      }));
    });

    it('reads and switches the rule metrics configuration', async () => {
      expect((await call('GET', '/system/pipelines/rule/config/metrics')).json()).toEqual({ metrics_enabled: false });
      expect((await call('PUT', '/system/pipelines/rule/config/metrics', { metrics_enabled: true })).json()).toEqual({ metrics_enabled: true });
      expect((await call('GET', '/system/pipelines/rule/config/metrics')).json()).toEqual({ metrics_enabled: true });
      expectApiError(await call('PUT', '/system/pipelines/rule/config/metrics', { metrics_enabled: 'yes' }), 400);
      expectApiError(await call('PUT', '/system/pipelines/rule/config/metrics', { metrics_enabled: false }, reader), 403);
    });

    it('reports the errors of a stored rule that no longer parses', async () => {
      const { id } = await createRule('will break');
      withDb(t.dataDir, (db) => db.prepare('UPDATE pipeline_rules SET source = ? WHERE id = ?').run('rule "will break"\nwhen\n  gone_function()\nthen\nend', id));
      const rule = (await call('GET', `/system/pipelines/rule/${id}`)).json();
      expect(rule.errors).toEqual([expect.objectContaining({ line: 3 })]);
    });
  });

  describe('pipelines', () => {
    it('creates a pipeline with its stages from the source, updates its stages through the source, deletes it', async () => {
      const created = await call('POST', '/system/pipelines/pipeline', { source: 'pipeline "checkout"\nstage 1 match all\nrule "a"\nrule "b"\nstage 0 match either\nend' });
      expect(created.statusCode).toBe(200);
      const pipeline = created.json();
      expect(pipeline).toMatchObject({
        title: 'checkout',
        description: null,
        stages: [{ stage: 0, match_all: false, rules: [] }, { stage: 1, match_all: true, rules: ['a', 'b'] }],
        errors: null,
      });
      expect((await call('GET', '/system/pipelines/pipeline')).json()).toContainEqual(pipeline);

      const updated = await call('PUT', `/system/pipelines/pipeline/${pipeline.id}`, { ...pipeline, description: 'shop', source: pipelineSource('checkout', ['a']) });
      expect(updated.json()).toMatchObject({ id: pipeline.id, description: 'shop', stages: [{ stage: 0, match_all: false, rules: ['a'] }] });

      expect((await call('DELETE', `/system/pipelines/pipeline/${pipeline.id}`)).statusCode).toBe(204);
      expectApiError(await call('GET', `/system/pipelines/pipeline/${pipeline.id}`), 404);
    });

    it('answers parse errors with 400 and the errors, refuses a duplicate title', async () => {
      const broken = await call('POST', '/system/pipelines/pipeline/parse', { source: 'pipeline "p"\nstage x match all\nend' });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()[0]).toMatchObject({ line: 2 });
      const parsed = await call('POST', '/system/pipelines/pipeline/parse', { source: pipelineSource('parsed', ['r']) });
      expect(parsed.json()).toMatchObject({ title: 'parsed', stages: [{ stage: 0, match_all: false, rules: ['r'] }] });

      await createPipeline('twice');
      expectApiError(await call('POST', '/system/pipelines/pipeline', { source: pipelineSource('twice') }), 400);
    });

    it('lists only the pipelines the caller may read', async () => {
      await createPipeline('hidden');
      expect((await call('GET', '/system/pipelines/pipeline', undefined, reader)).json()).toEqual([]);
    });
  });

  describe('connections', () => {
    it('connects pipelines to a stream, and streams to a pipeline', async () => {
      const a = await createPipeline('conn a');
      const b = await createPipeline('conn b');
      const toStream = await call('POST', '/system/pipelines/connections/to_stream', { stream_id: shop, pipeline_ids: [a.id, b.id] });
      expect(toStream.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), stream_id: shop, pipeline_ids: [a.id, b.id].sort() });
      expect((await call('GET', `/system/pipelines/connections/${shop}`)).json()).toEqual(toStream.json());

      const toPipeline = await call('POST', '/system/pipelines/connections/to_pipeline', { pipeline_id: a.id, stream_ids: [DEFAULT_STREAM_ID] });
      expect(toPipeline.statusCode).toBe(200);
      const all = (await call('GET', '/system/pipelines/connections')).json();
      expect(all).toContainEqual({ id: toStream.json().id, stream_id: shop, pipeline_ids: [b.id] });
      expect(all).toContainEqual(expect.objectContaining({ stream_id: DEFAULT_STREAM_ID, pipeline_ids: expect.arrayContaining([a.id]) }));
    });

    it('leaves the connections a user may not see alone when they save theirs', async () => {
      await createUser(t.app, 'carla', { permissions: ['pipeline_connection:edit', 'pipeline_connection:read', `pipeline:read:*`, `streams:read:${shop}`] });
      const carla = basic('carla', 'secret123');
      const p = await createPipeline('conn hidden');
      const q = await createPipeline('conn hidden other');
      await call('POST', '/system/pipelines/connections/to_pipeline', { pipeline_id: p.id, stream_ids: [DEFAULT_STREAM_ID, shop] });
      await call('POST', '/system/pipelines/connections/to_stream', { stream_id: shop, pipeline_ids: [p.id, q.id] });

      // Carla reads only the shop stream: disconnecting p from what she sees keeps it on the default stream.
      expect((await call('POST', '/system/pipelines/connections/to_pipeline', { pipeline_id: p.id, stream_ids: [] }, carla)).statusCode).toBe(200);
      const all = (await call('GET', '/system/pipelines/connections')).json() as Array<{ stream_id: string; pipeline_ids: string[] }>;
      expect(all.find((c) => c.stream_id === DEFAULT_STREAM_ID)?.pipeline_ids).toContain(p.id);
      expect(all.find((c) => c.stream_id === shop)?.pipeline_ids).not.toContain(p.id);
      // Saving a connection twice never lists a pipeline twice.
      await call('POST', '/system/pipelines/connections/to_pipeline', { pipeline_id: q.id, stream_ids: [shop] });
      const shopConnection = (await call('GET', `/system/pipelines/connections/${shop}`)).json() as { pipeline_ids: string[] };
      expect(shopConnection.pipeline_ids.filter((id) => id === q.id)).toHaveLength(1);
    });

    it('refuses unknown streams and pipelines, changing nothing', async () => {
      const p = await createPipeline('conn refused');
      expectApiError(await call('POST', '/system/pipelines/connections/to_stream', { stream_id: UNKNOWN, pipeline_ids: [p.id] }), 404);
      expectApiError(await call('POST', '/system/pipelines/connections/to_stream', { stream_id: shop, pipeline_ids: [p.id, UNKNOWN] }), 404);
      expectApiError(await call('POST', '/system/pipelines/connections/to_pipeline', { pipeline_id: p.id, stream_ids: [shop, UNKNOWN] }), 404);
      expectApiError(await call('POST', '/system/pipelines/connections/to_pipeline', { pipeline_id: UNKNOWN, stream_ids: [shop] }), 404);
      const connections = (await call('GET', '/system/pipelines/connections')).json() as Array<{ pipeline_ids: string[] }>;
      expect(connections.some((c) => c.pipeline_ids.includes(p.id))).toBe(false);
    });

    it('forgets a deleted pipeline and a deleted stream', async () => {
      const p = await createPipeline('conn deleted');
      const stream = withDb(t.dataDir, (db) => addTestStream(db, { title: 'short-lived', rules: [] }));
      await call('POST', '/system/pipelines/connections/to_pipeline', { pipeline_id: p.id, stream_ids: [stream, shop] });
      expect((await call('DELETE', `/system/pipelines/pipeline/${p.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/system/pipelines/connections/${shop}`)).json().pipeline_ids).not.toContain(p.id);

      expect((await call('DELETE', `/streams/${stream}`)).statusCode).toBe(204);
      const all = (await call('GET', '/system/pipelines/connections')).json() as Array<{ stream_id: string }>;
      expect(all.map((c) => c.stream_id)).not.toContain(stream);
    });

    it('answers a stream without pipelines with an empty connection, an unknown stream with 404', async () => {
      const quiet = withDb(t.dataDir, (db) => addTestStream(db, { title: 'quiet', rules: [] }));
      expect((await call('GET', `/system/pipelines/connections/${quiet}`)).json()).toEqual({ id: null, stream_id: quiet, pipeline_ids: [] });
      expectApiError(await call('GET', `/system/pipelines/connections/${UNKNOWN}`), 404);
    });

    it('shows a caller only the streams they may read', async () => {
      expect((await call('GET', '/system/pipelines/connections', undefined, ruleReader)).json()).toEqual([]);
      expectApiError(await call('GET', `/system/pipelines/connections/${shop}`, undefined, ruleReader), 403);
    });
  });

  describe('request bodies', () => {
    it('take unknown fields and ignore them, as Graylog does', async () => {
      const extra = { unknown_field: 1, scope: 'DEFAULT' };
      const rule = await call('POST', '/system/pipelines/rule', { ...extra, description: 'd', source: ruleSource('with extras') });
      expect(rule.statusCode).toBe(200);
      expect(rule.json()).not.toHaveProperty('unknown_field');
      const ruleId = rule.json().id as string;
      expect((await call('PUT', `/system/pipelines/rule/${ruleId}`, { ...extra, source: ruleSource('with extras') })).statusCode).toBe(200);
      expect((await call('POST', '/system/pipelines/rule/parse', { ...extra, source: ruleSource('with extras') })).statusCode).toBe(200);
      expect((await call('POST', '/system/pipelines/rule/multiple', { ...extra, rules: ['with extras'] })).statusCode).toBe(200);
      const pipeline = await call('POST', '/system/pipelines/pipeline', { ...extra, source: pipelineSource('with extras') });
      expect(pipeline.statusCode).toBe(200);
      expect(pipeline.json()).not.toHaveProperty('unknown_field');
      const pipelineId = pipeline.json().id as string;
      expect((await call('PUT', `/system/pipelines/pipeline/${pipelineId}`, { ...extra, source: pipelineSource('with extras') })).statusCode).toBe(200);
      expect((await call('POST', '/system/pipelines/connections/to_stream', { ...extra, stream_id: shop, pipeline_ids: [pipelineId] })).statusCode).toBe(200);
      expect((await call('POST', '/system/pipelines/connections/to_pipeline', { ...extra, pipeline_id: pipelineId, stream_ids: [shop] })).statusCode).toBe(200);
      expect((await call('POST', '/system/pipelines/simulate', { ...extra, stream_id: shop, message: { message: 'x' } })).statusCode).toBe(200);
      expect((await call('PUT', '/system/pipelines/rule/config/metrics', { ...extra, metrics_enabled: false })).json()).toEqual({ metrics_enabled: false });
    });
  });

  describe('permissions', () => {
    it('refuses a Reader every read and write of rules, pipelines and connections', async () => {
      const rule = await createRule('guarded');
      const pipeline = await createPipeline('guarded');
      const refused: Array<[('GET' | 'POST' | 'PUT' | 'DELETE'), string, unknown?]> = [
        ['GET', '/system/pipelines/rule'],
        ['GET', `/system/pipelines/rule/${rule.id}`],
        ['POST', '/system/pipelines/rule', { source: ruleSource('by reader') }],
        ['PUT', `/system/pipelines/rule/${rule.id}`, { source: ruleSource('guarded') }],
        ['DELETE', `/system/pipelines/rule/${rule.id}`],
        ['GET', `/system/pipelines/pipeline/${pipeline.id}`],
        ['POST', '/system/pipelines/pipeline', { source: pipelineSource('by reader') }],
        ['PUT', `/system/pipelines/pipeline/${pipeline.id}`, { source: pipelineSource('guarded') }],
        ['DELETE', `/system/pipelines/pipeline/${pipeline.id}`],
        ['GET', '/system/pipelines/connections'],
        ['GET', `/system/pipelines/connections/${shop}`],
        ['POST', '/system/pipelines/connections/to_stream', { stream_id: shop, pipeline_ids: [] }],
        ['POST', '/system/pipelines/connections/to_pipeline', { pipeline_id: pipeline.id, stream_ids: [] }],
        ['POST', '/system/pipelines/simulate', { stream_id: shop, message: { message: 'x' } }],
      ];
      for (const [method, url, body] of refused) {
        const response = await call(method, url, body, reader);
        expect(`${method} ${url} ${response.statusCode}`).toBe(`${method} ${url} 403`);
      }
      // Parsing is open to every user, as in Graylog.
      expect((await call('POST', '/system/pipelines/rule/parse', { source: ruleSource('parse only') }, reader)).statusCode).toBe(200);
    });

    it('lets a user with only pipeline_rule:read read rules but not change them', async () => {
      const rule = await createRule('read only');
      expect((await call('GET', `/system/pipelines/rule/${rule.id}`, undefined, ruleReader)).statusCode).toBe(200);
      expectApiError(await call('PUT', `/system/pipelines/rule/${rule.id}`, { source: ruleSource('read only') }, ruleReader), 403);
    });
  });
});
