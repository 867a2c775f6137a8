import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, basic, createUser, useTestApp, withDb, writing } from '../../test/helpers';
import { DEFAULT_EVENTS_STREAM_ID, DEFAULT_STREAM_ID, DEFAULT_SYSTEM_EVENTS_STREAM_ID } from './defaults';

interface StreamJson {
  id: string;
  title: string;
  description: string | null;
  disabled: boolean;
  matching_type: string;
  index_set_id: string;
  creator_user_id: string;
  remove_matches_from_default_stream: boolean;
  is_default: boolean;
  is_editable: boolean;
  outputs: unknown[];
  rules: { id: string; stream_id: string; field: string; type: number; value: string; inverted: boolean; description: string }[];
}

describe('/streams', () => {
  const t = useTestApp({}, { per: 'file' });
  let indexSetId = '';

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, auth = ADMIN) =>
    t.app.inject({ method, url: `/api${url}`, headers: method === 'GET' ? auth : writing(auth), ...(payload === undefined ? {} : { payload: payload as object }) });

  const fieldErrors = (response: LightMyRequestResponse) => (response.json() as { errors?: Record<string, string[]> }).errors;

  const create = async (body: Record<string, unknown>, auth = ADMIN): Promise<string> => {
    const response = await call('POST', '/streams', { index_set_id: indexSetId, ...body }, auth);
    expect(response.statusCode).toBe(201);
    return (response.json() as { stream_id: string }).stream_id;
  };
  const get = async (id: string): Promise<StreamJson> => (await call('GET', `/streams/${id}`)).json() as StreamJson;
  const streamCount = () => withDb(t.dataDir, (db) => (db.prepare('SELECT COUNT(*) AS n FROM streams').get() as { n: number }).n);

  beforeAll(async () => {
    const sets = (await call('GET', '/system/indices/index_sets?skip=0&limit=0&stats=false')).json() as { index_sets: { id: string; default: boolean }[] };
    indexSetId = sets.index_sets.find((set) => set.default)?.id ?? '';
  });

  describe('index sets', () => {
    it('lists the index sets with the default and writable flags, and reads one', async () => {
      const list = await call('GET', '/system/indices/index_sets?skip=0&limit=0&stats=true');
      expect(list.statusCode).toBe(200);
      const body = list.json() as { total: number; index_sets: Record<string, unknown>[]; stats: Record<string, unknown> };
      // The default set, then Graylog's two events sets (by title).
      expect(body.total).toBe(3);
      expect(body.index_sets[0]).toMatchObject({ id: indexSetId, title: 'Default index set', default: true, writable: true, index_prefix: 'graylog' });
      expect(body.index_sets.map((set) => [set.title, set.index_template_type, set.default])).toEqual([
        ['Default index set', 'messages', true], ['Graylog Events', 'events', false], ['Graylog System Events', 'events', false],
      ]);
      expect(body.stats[indexSetId]).toEqual({ indices: expect.any(Number), documents: expect.any(Number), size: expect.any(Number) });
      expect((await call('GET', `/system/indices/index_sets/${indexSetId}`)).json()).toMatchObject({ id: indexSetId, default: true });
      expect((await call('GET', '/system/indices/index_sets/000000000000000000000099')).statusCode).toBe(404);
      expect(((await call('GET', '/system/indices/index_sets?skip=3&limit=1')).json() as { total: number; index_sets: unknown[] }))
        .toEqual({ total: 3, index_sets: [], stats: {} });
    });

    it('shows a user only the index sets they may read', async () => {
      await createUser(t.app, 'nosets');
      const list = await call('GET', '/system/indices/index_sets', undefined, basic('nosets', 'secret123'));
      expect(list.json()).toEqual({ total: 0, index_sets: [], stats: {} });
      expect((await call('GET', `/system/indices/index_sets/${indexSetId}`, undefined, basic('nosets', 'secret123'))).statusCode).toBe(403);
    });
  });

  describe('creating and changing streams', () => {
    it('creates a paused stream with inline rules, owned by its creator', async () => {
      const id = await create({
        title: ' shop ', description: 'orders', matching_type: 'AND', remove_matches_from_default_stream: false,
        rules: [{ field: 'app', type: 1, value: 'shop', inverted: false, description: 'the shop' }, { field: 'took', type: '3', value: 100 }],
      });
      const stream = await get(id);
      expect(stream).toMatchObject({
        id, title: 'shop', description: 'orders', disabled: true, matching_type: 'AND', index_set_id: indexSetId,
        creator_user_id: 'admin', is_default: false, is_editable: true, outputs: [], remove_matches_from_default_stream: false,
      });
      expect(stream.rules.map(({ field, type, value, inverted, description, stream_id }) => ({ field, type, value, inverted, description, stream_id }))).toEqual([
        { field: 'app', type: 1, value: 'shop', inverted: false, description: 'the shop', stream_id: id },
        { field: 'took', type: 3, value: '100', inverted: false, description: '', stream_id: id },
      ]);
    });

    it('refuses bad input at its field and stores nothing', async () => {
      const before = streamCount();
      const cases: [Record<string, unknown>, string][] = [
        [{ title: '  ' }, 'title'],
        [{ title: 'x', index_set_id: '000000000000000000000099' }, 'index_set_id'],
        [{ title: 'x', index_set_id: null }, 'index_set_id'],
        [{ title: 'x', matching_type: 'XOR' }, 'matching_type'],
        [{ title: 'x', rules: [{ field: 'a', type: 2, value: '(unclosed' }] }, 'rules'],
        [{ title: 'x', rules: [{ field: 'a', type: 9, value: 'v' }] }, 'rules'],
        [{ description: 'no title' }, 'title'],
      ];
      for (const [body, field] of cases) {
        const response = await call('POST', '/streams', { index_set_id: indexSetId, ...body });
        expect(response.statusCode).toBe(400);
        expect(Object.keys(fieldErrors(response) ?? {})).toEqual([field]);
      }
      expect(streamCount()).toBe(before);
    });

    it('refuses an events index set for a stream of messages', async () => {
      const sets = (await call('GET', '/system/indices/index_sets')).json() as { index_sets: { id: string; index_template_type: string }[] };
      const eventsSet = sets.index_sets.find((set) => set.index_template_type === 'events')?.id;
      const refusal = { message: 'Assigned index set is not usable', errors: { index_set_id: ['Assigned index set is not usable'] } };
      expect((await call('POST', '/streams', { title: 'x', index_set_id: eventsSet })).json()).toMatchObject(refusal);
      const id = await create({ title: 'on messages' });
      expect((await call('PUT', `/streams/${id}`, { index_set_id: eventsSet })).json()).toMatchObject(refusal);
      expect((await call('POST', `/streams/${id}/clone`, { title: 'copy', index_set_id: eventsSet })).json()).toMatchObject(refusal);
      expect((await get(id)).index_set_id).toBe(indexSetId);
    });

    it('refuses an index set that is not writable', async () => {
      withDb(t.dataDir, (db) => db.prepare("INSERT INTO index_sets (id, title, index_prefix, is_default, data) VALUES ('0000000000000000000000ro', 'read only', 'ro', 0, ?)")
        .run(JSON.stringify({ title: 'read only', writable: false })));
      const response = await call('POST', '/streams', { title: 'x', index_set_id: '0000000000000000000000ro' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Assigned index set must be writable!', errors: { index_set_id: ['Assigned index set must be writable!'] } });
    });

    it('updates what the request names, pauses and resumes', async () => {
      const id = await create({ title: 'before', description: 'd' });
      const updated = await call('PUT', `/streams/${id}`, { title: 'after', matching_type: 'OR', remove_matches_from_default_stream: true, rules: [] });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ id, title: 'after', description: 'd', matching_type: 'OR', remove_matches_from_default_stream: true, index_set_id: indexSetId });
      expect(fieldErrors(await call('PUT', `/streams/${id}`, { matching_type: 'ANY' }))).toHaveProperty('matching_type');
      expect(fieldErrors(await call('PUT', `/streams/${id}`, { index_set_id: 'nope' }))).toHaveProperty('index_set_id');
      expect((await get(id)).title).toBe('after');

      expect((await call('POST', `/streams/${id}/resume`)).statusCode).toBe(204);
      expect((await get(id)).disabled).toBe(false);
      expect((await call('POST', `/streams/${id}/pause`)).statusCode).toBe(204);
      expect((await get(id)).disabled).toBe(true);
      expect((await call('POST', '/streams/000000000000000000000099/pause')).statusCode).toBe(404);
    });

    it('protects the default stream as Graylog does', async () => {
      const refusals: ['PUT' | 'DELETE' | 'POST', string, unknown, string][] = [
        ['PUT', `/streams/${DEFAULT_STREAM_ID}`, { title: 'x' }, 'The default stream cannot be edited.'],
        ['DELETE', `/streams/${DEFAULT_STREAM_ID}`, undefined, 'The default stream cannot be deleted.'],
        ['POST', `/streams/${DEFAULT_STREAM_ID}/pause`, undefined, 'The default stream cannot be paused.'],
        ['POST', `/streams/${DEFAULT_STREAM_ID}/resume`, undefined, 'The default stream cannot be resumed.'],
        ['POST', `/streams/${DEFAULT_STREAM_ID}/clone`, { title: 'copy', index_set_id: indexSetId }, 'The default stream cannot be cloned.'],
        ['POST', `/streams/${DEFAULT_STREAM_ID}/rules`, { type: 7 }, 'Cannot add stream rules to the default stream.'],
      ];
      for (const [method, url, body, message] of refusals) {
        const response = await call(method, url, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      }
      expect(await get(DEFAULT_STREAM_ID)).toMatchObject({ title: 'All messages', disabled: false, is_default: true, is_editable: false, rules: [] });
    });

    it("lists Graylog's events streams to those who may read them, and protects them like the default stream", async () => {
      const listed = (await call('GET', '/streams')).json() as { streams: StreamJson[] };
      const events = listed.streams.filter((stream) => [DEFAULT_EVENTS_STREAM_ID, DEFAULT_SYSTEM_EVENTS_STREAM_ID].includes(stream.id));
      expect(events.map(({ title, is_default, is_editable, disabled }) => ({ title, is_default, is_editable, disabled }))).toEqual([
        { title: 'All events', is_default: false, is_editable: false, disabled: false },
        { title: 'All system events', is_default: false, is_editable: false, disabled: false },
      ]);
      expect((await call('GET', `/streams/${DEFAULT_EVENTS_STREAM_ID}`)).json()).toMatchObject({ title: 'All events', remove_matches_from_default_stream: true });
      for (const id of [DEFAULT_EVENTS_STREAM_ID, DEFAULT_SYSTEM_EVENTS_STREAM_ID]) {
        const refusals: ['PUT' | 'DELETE' | 'POST', string, unknown, string][] = [
          ['PUT', `/streams/${id}`, { title: 'x' }, 'The stream cannot be edited.'],
          ['DELETE', `/streams/${id}`, undefined, 'The stream cannot be deleted.'],
          ['POST', `/streams/${id}/pause`, undefined, 'The stream cannot be paused.'],
          ['POST', `/streams/${id}/rules`, { type: 7 }, 'The rules of this stream cannot be changed.'],
        ];
        for (const [method, url, body, message] of refusals) {
          const response = await call(method, url, body);
          expect([response.statusCode, response.json().message]).toEqual([400, message]);
        }
      }
      await createUser(t.app, 'events-blind');
      const blind = (await call('GET', '/streams', undefined, basic('events-blind', 'secret123'))).json() as { streams: StreamJson[] };
      expect(blind.streams.map((stream) => stream.id)).not.toContain(DEFAULT_EVENTS_STREAM_ID);
      expect((await call('GET', `/streams/${DEFAULT_EVENTS_STREAM_ID}`, undefined, basic('events-blind', 'secret123'))).statusCode).toBe(403);
    });

    it('clones a stream: new title and settings, its rules copied with new ids, paused', async () => {
      const id = await create({ title: 'original', matching_type: 'OR', rules: [{ field: 'app', type: 1, value: 'shop' }, { field: 'level', type: 4, value: '4', inverted: true }] });
      await call('POST', `/streams/${id}/resume`);
      const response = await call('POST', `/streams/${id}/clone`, { title: 'copy', description: 'cloned', remove_matches_from_default_stream: true, index_set_id: indexSetId });
      expect(response.statusCode).toBe(201);
      const cloneId = (response.json() as { stream_id: string }).stream_id;
      const [original, clone] = [await get(id), await get(cloneId)];
      expect(clone).toMatchObject({ title: 'copy', description: 'cloned', matching_type: 'OR', remove_matches_from_default_stream: true, disabled: true });
      expect(clone.rules.map(({ field, type, value, inverted }) => ({ field, type, value, inverted })))
        .toEqual(original.rules.map(({ field, type, value, inverted }) => ({ field, type, value, inverted })));
      expect(clone.rules.every((rule) => rule.stream_id === cloneId && !original.rules.some((o) => o.id === rule.id))).toBe(true);
      expect(original.disabled).toBe(false);
      expect(fieldErrors(await call('POST', `/streams/${id}/clone`, { title: '', index_set_id: indexSetId }))).toHaveProperty('title');
    });

    it('deletes a stream with its rules and shares', async () => {
      const id = await create({ title: 'doomed', rules: [{ field: 'a', type: 5 }] }, basic('creator', 'secret123'));
      const grants = () => withDb(t.dataDir, (db) => (db.prepare('SELECT capability FROM grants WHERE target = ?').all(`grn::::stream:${id}`) as { capability: string }[]));
      expect(grants()).toEqual([{ capability: 'own' }]);
      expect((await call('DELETE', `/streams/${id}`)).statusCode).toBe(204);
      expect((await call('GET', `/streams/${id}`)).statusCode).toBe(404);
      const left = withDb(t.dataDir, (db) => ({
        rules: (db.prepare('SELECT COUNT(*) AS n FROM stream_rules WHERE stream_id = ?').get(id) as { n: number }).n,
      }));
      expect(left).toEqual({ rules: 0 });
      expect(grants()).toEqual([]);
      expect((await call('DELETE', `/streams/${id}`)).statusCode).toBe(404);
    });

    beforeAll(async () => {
      await createUser(t.app, 'creator', { permissions: ['streams:create', `indexsets:read:*`] });
    });
  });

  describe('rules', () => {
    let streamId = '';
    beforeAll(async () => {
      streamId = await create({ title: 'ruled' });
    });

    it('lists the rule types Graylog offers', async () => {
      const types = (await call('GET', `/streams/${streamId}/rules/types`)).json() as { id: number; name: string; short_desc: string; long_desc: string }[];
      expect(types.map((type) => `${type.id} ${type.name}`)).toEqual([
        '1 EXACT', '2 REGEX', '3 GREATER', '4 SMALLER', '5 PRESENCE', '6 CONTAINS', '7 ALWAYS_MATCH', '8 MATCH_INPUT',
      ]);
      expect(types[0]).toEqual({ id: 1, name: 'EXACT', short_desc: 'match exactly', long_desc: 'match exactly' });
    });

    it('creates, reads, updates (PUT and POST) and deletes a rule', async () => {
      const created = await call('POST', `/streams/${streamId}/rules`, { field: 'source', type: 6, value: 'web', inverted: false, description: '' });
      expect(created.statusCode).toBe(201);
      const ruleId = (created.json() as { streamrule_id: string }).streamrule_id;
      expect((await call('GET', `/streams/${streamId}/rules/${ruleId}`)).json()).toEqual({
        id: ruleId, stream_id: streamId, field: 'source', type: 6, value: 'web', inverted: false, description: '',
      });
      expect((await call('PUT', `/streams/${streamId}/rules/${ruleId}`, { field: 'source', type: 1, value: 'web-1', inverted: true })).json()).toEqual({ streamrule_id: ruleId });
      expect((await call('POST', `/streams/${streamId}/rules/${ruleId}`, { field: 'host', type: 1, value: 'web-2', inverted: true, description: 'd' })).statusCode).toBe(200);
      const list = (await call('GET', `/streams/${streamId}/rules`)).json() as { total: number; stream_rules: Record<string, unknown>[] };
      expect(list.total).toBe(1);
      expect(list.stream_rules[0]).toMatchObject({ id: ruleId, field: 'host', type: 1, value: 'web-2', inverted: true, description: 'd' });
      expect((await call('DELETE', `/streams/${streamId}/rules/${ruleId}`)).statusCode).toBe(204);
      expect((await call('GET', `/streams/${streamId}/rules/${ruleId}`)).statusCode).toBe(404);
    });

    it('refuses a rule that cannot work, at its field', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ field: 'message', type: 2, value: '(a' }, 'value'],
        [{ field: 'message', type: 1, value: '' }, 'value'],
        [{ field: 'message', type: 6 }, 'value'],
        [{ field: 'took', type: 3, value: 'fast' }, 'value'],
        [{ field: '', type: 1, value: 'x' }, 'field'],
        [{ field: 'x', type: 0, value: 'x' }, 'type'],
      ];
      for (const [body, field] of cases) {
        const response = await call('POST', `/streams/${streamId}/rules`, body);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(fieldErrors(response) ?? {})).toEqual([field]);
      }
      expect((await call('POST', `/streams/${streamId}/rules`, { field: '', type: 5 })).statusCode).toBe(400);
      expect((await call('POST', `/streams/${streamId}/rules`, { type: 7 })).statusCode).toBe(201);
      expect((await call('POST', `/streams/${streamId}/rules`, { field: 'gl2_source_input', type: 8, value: 'abc' })).statusCode).toBe(201);
      expect((await call('POST', '/streams/000000000000000000000099/rules', { type: 7 })).statusCode).toBe(404);
    });

    it('reaches a rule only through its own stream', async () => {
      const other = await create({ title: 'other', rules: [{ field: 'a', type: 5 }] });
      const ruleId = (await get(other)).rules[0].id;
      expect((await call('GET', `/streams/${streamId}/rules/${ruleId}`)).statusCode).toBe(404);
      expect((await call('PUT', `/streams/${streamId}/rules/${ruleId}`, { field: 'a', type: 5 })).statusCode).toBe(404);
      expect((await call('DELETE', `/streams/${streamId}/rules/${ruleId}`)).statusCode).toBe(404);
      expect((await get(other)).rules).toHaveLength(1);
    });

    it('answers the test-match call per rule, for AND and OR streams', async () => {
      const and = await create({ title: 'and', rules: [{ field: 'app', type: 1, value: 'shop' }, { field: 'took', type: 3, value: '100' }] });
      const [appRule, tookRule] = (await get(and)).rules.map((rule) => rule.id);
      const test = async (id: string, message: Record<string, unknown>) => (await call('POST', `/streams/${id}/testMatch`, { message })).json();
      expect(await test(and, { app: 'shop', took: 150 })).toEqual({ matches: true, rules: { [appRule]: true, [tookRule]: true } });
      expect(await test(and, { app: 'shop', took: 50 })).toEqual({ matches: false, rules: { [appRule]: true, [tookRule]: false } });
      await call('PUT', `/streams/${and}`, { matching_type: 'OR' });
      expect(await test(and, { app: 'shop', took: 50 })).toEqual({ matches: true, rules: { [appRule]: true, [tookRule]: false } });
      const empty = await create({ title: 'no rules' });
      expect(await test(empty, { app: 'shop' })).toEqual({ matches: false, rules: {} });
      expect((await call('POST', `/streams/${and}/testMatch`, { fields: {} })).statusCode).toBe(400);
    });
  });

  describe('who sees what', () => {
    const reader = basic('limited', 'secret123');
    let visible = '';
    let hidden = '';

    beforeAll(async () => {
      visible = await create({ title: 'zz visible' });
      hidden = await create({ title: 'zz hidden' });
      await createUser(t.app, 'limited', { permissions: [`streams:read:${visible}`] });
    });

    it('lists only the streams a user may read', async () => {
      const all = (await call('GET', '/streams', undefined, reader)).json() as { total: number; streams: StreamJson[] };
      expect(all.streams.map((stream) => stream.id)).toEqual([visible]);
      expect(all.total).toBe(1);
      const page = (await call('GET', '/streams/paginated?page=1&per_page=10&query=zz', undefined, reader)).json();
      expect(page).toMatchObject({ total: 1, count: 1, page: 1, per_page: 10, query: 'zz', grand_total: 1, pagination: { total: 1, count: 1, page: 1, per_page: 10 } });
      expect(page.streams.map((stream: StreamJson) => stream.id)).toEqual([visible]);
      expect((await call('GET', `/streams/${hidden}`, undefined, reader)).statusCode).toBe(403);
      expect((await call('POST', `/streams/${hidden}/testMatch`, { message: {} }, reader)).statusCode).toBe(403);
      expect((await call('GET', `/streams/${hidden}/rules`, undefined, reader)).statusCode).toBe(403);
      expect((await call('GET', '/streams/enabled', undefined, reader)).json()).toEqual({ total: 0, streams: [] });
    });

    it('lets a reader of one stream change nothing, not even clone it', async () => {
      expect((await call('PUT', `/streams/${visible}`, { title: 'mine' }, reader)).statusCode).toBe(403);
      expect((await call('POST', `/streams/${visible}/pause`, undefined, reader)).statusCode).toBe(403);
      expect((await call('DELETE', `/streams/${visible}`, undefined, reader)).statusCode).toBe(403);
      expect((await call('POST', `/streams/${visible}/rules`, { type: 7 }, reader)).statusCode).toBe(403);
      expect((await call('POST', `/streams/${visible}/clone`, { title: 'c', index_set_id: indexSetId }, reader)).statusCode).toBe(403);
    });

    it('makes the creator the owner: they may read, edit, pause and share their stream, and nobody else\'s', async () => {
      const creator = basic('creator', 'secret123');
      const own = await create({ title: 'created by creator' }, creator);
      expect((await call('GET', `/streams/${own}`, undefined, creator)).statusCode).toBe(200);
      expect((await call('PUT', `/streams/${own}`, { description: 'changed' }, creator)).statusCode).toBe(200);
      expect((await call('POST', `/streams/${own}/resume`, undefined, creator)).statusCode).toBe(204);
      expect((await call('POST', `/authz/shares/entities/grn::::stream:${own}/prepare`, {}, creator)).statusCode).toBe(200);
      expect((await call('GET', `/streams/${hidden}`, undefined, creator)).statusCode).toBe(403);
      expect((await call('POST', `/streams/${hidden}/clone`, { title: 'c', index_set_id: indexSetId }, creator)).statusCode).toBe(403);
      const listed = (await call('GET', '/streams', undefined, creator)).json() as { streams: StreamJson[] };
      expect(listed.streams.map((stream) => stream.id)).toEqual([own]);
    });

    it('pages, searches and sorts the list for an administrator', async () => {
      const page = (await call('GET', '/streams/paginated?page=1&per_page=2&query=zz&sort=title&order=desc')).json();
      expect(page).toMatchObject({ total: 2, count: 2, page: 1, per_page: 2, sort: 'title', order: 'desc' });
      expect(page.pagination).toEqual({ total: 2, count: 2, page: 1, per_page: 2, query: 'zz' });
      expect(page.streams.map((stream: StreamJson) => stream.title)).toEqual(['zz visible', 'zz hidden']);
      expect(page.grand_total).toBeGreaterThan(2);
      expect((await call('GET', '/streams/paginated?sort=bogus')).statusCode).toBe(400);
    });
  });
});
