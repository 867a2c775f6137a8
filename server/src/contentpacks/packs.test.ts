// The catalog and the content pack revisions: upload checks, reading, listing with installation counts,
// deleting, downloading, and who may do what.
import { randomUUID } from 'node:crypto';
import { basic, expectApiError } from '../../test/helpers';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/store';
import { fakeEntity, makePackApi, packOf, type PackApi } from './testSupport';

describe('catalog and content packs', () => {
  let t: PackApi;
  beforeEach(async () => {
    t = await makePackApi();
  });
  afterEach(async () => {
    await t.app.close();
  });

  const upload = (pack: Record<string, unknown>) => t.send('POST', '/system/content_packs', pack);
  const fieldErrors = (response: { json: () => unknown }) => (response.json() as { errors?: Record<string, string[]> }).errors ?? {};

  describe('catalog', () => {
    it('lists every entity of every type', async () => {
      const w = t.world.add('widget', 'lamp');
      const g = t.world.add('gadget', 'switch', w);
      const response = await t.get('/system/catalog');
      expect(response.statusCode).toBe(200);
      expect(response.json().entities).toEqual([
        { id: w, type: { name: 'widget', version: '1' }, title: 'lamp' },
        { id: g, type: { name: 'gadget', version: '1' }, title: 'switch' },
      ]);
    });

    it('resolves a choice with its dependencies under fresh pack ids that refer to each other', async () => {
      const w = t.world.add('widget', 'lamp');
      const g = t.world.add('gadget', 'switch', w);
      const response = await t.send('POST', '/system/catalog', { entities: [{ id: g, type: { name: 'gadget', version: '1' } }] });
      expect(response.statusCode).toBe(200);
      const entities = response.json().entities as Array<{ id: string; type: { name: string }; data: Record<string, { '@value': string }>; constraints: unknown[]; v: string }>;
      expect(entities.map((entity) => entity.type.name)).toEqual(['gadget', 'widget']);
      const [gadget, widget] = entities;
      expect(gadget.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(widget.id).not.toBe(gadget.id);
      expect([gadget.id, widget.id]).not.toContain(w);
      expect(gadget.data.widget['@value']).toBe(widget.id);
      expect(gadget.v).toBe('1');
      // Graylog always adds the server version an entity was exported from.
      expect(widget.constraints).toEqual([{ type: 'server-version', version: '>=4.0.17' }]);
      // Each resolution gives new ids.
      const again = (await t.send('POST', '/system/catalog', { entities: [{ id: g, type: { name: 'gadget', version: '1' } }] })).json();
      expect(again.entities[0].id).not.toBe(gadget.id);
    });

    it('refuses an unknown type (400) and an unknown entity (404)', async () => {
      expect(expectApiError(await t.send('POST', '/system/catalog', { entities: [{ id: 'x', type: { name: 'spaceship', version: '1' } }] }), 400))
        .toMatch(/Unsupported entity type spaceship/);
      expect(expectApiError(await t.send('POST', '/system/catalog', { entities: [{ id: 'w404', type: { name: 'widget', version: '1' } }] }), 404))
        .toBe("Couldn't find widget w404");
    });
  });

  describe('upload', () => {
    it('stores a Graylog 4 pack and answers 201 with its location, filling in what Graylog fills in', async () => {
      const id = randomUUID();
      const response = await upload(packOf(id, [{ ...fakeEntity('e1', 'widget', 'lamp'), constraints: [] }]));
      expect(response.statusCode).toBe(201);
      expect(response.headers.location).toBe(`/api/system/content_packs/${id}`);
      expect(response.body).toBe('');
      const stored = (await t.get(`/system/content_packs/${id}/1`)).json();
      expect(stored.content_pack).toMatchObject({ v: '1', id, rev: 1, name: 'test pack', server_version: '4.0.17', created_at: new Date(t.clock.now()).toISOString() });
      expect(stored.content_pack.entities[0].constraints).toEqual([{ type: 'server-version', version: '>=4.0.17' }]);
      expect(stored.constraints_result).toEqual([{ constraint: { type: 'server-version', version: '>=4.0.17' }, fulfilled: true }]);
    });

    it('refuses a revision that exists already, as Graylog does', async () => {
      const id = randomUUID();
      expect((await upload(packOf(id, []))).statusCode).toBe(201);
      const refused = await upload(packOf(id, [], { name: 'other' }));
      expect(expectApiError(refused, 400)).toBe(`Content pack ${id} with this revision 1 already found!`);
      expect(fieldErrors(refused).rev).toBeDefined();
      expect((await t.get(`/system/content_packs/${id}/1`)).json().content_pack.name).toBe('test pack');
      expect((await upload(packOf(id, [], { rev: 2 }))).statusCode).toBe(201);
    });

    it.each([
      ['no name', { name: '' }, 'name'],
      ['revision 0', { rev: 0 }, 'rev'],
      ['a fractional revision', { rev: 1.5 }, 'rev'],
      ['an id with a slash', { id: 'a/b' }, 'id'],
      ['an unknown field', { colour: 'red' }, 'colour'],
      ['version 2', { v: '2' }, 'v'],
      ['no entity list', { entities: null }, 'entities'],
    ])('refuses %s naming the field', async (_case, change, field) => {
      const response = await upload({ ...packOf(randomUUID(), []), ...change });
      expectApiError(response, 400);
      expect(fieldErrors(response)[field]).toBeDefined();
    });

    it('refuses a legacy (pre-3.0) content pack with the reason', async () => {
      const message = expectApiError(await upload({ name: 'old', category: 'x', inputs: [], streams: [] }), 400);
      expect(message).toMatch(/not a content pack of Graylog 3 or 4: it has no format version "v"/);
    });

    it('refuses a file that is no content pack at all, naming the missing version', async () => {
      const response = await upload({ title: 'a dashboard export', widgets: [] });
      expect(expectApiError(response, 400)).toMatch(/not a content pack of Graylog 3 or 4/);
      expect(fieldErrors(response).v).toBeDefined();
    });

    it('checks parameters and their use', async () => {
      const param = (extra: Record<string, unknown>) => ({ name: 'TITLE', title: 'Title', description: '', type: 'string', default_value: 'lamp', ...extra });
      const entity = fakeEntity('e1', 'widget', { '@type': 'parameter', '@value': 'TITLE' });
      expect((await upload(packOf(randomUUID(), [entity], { parameters: [param({})] }))).statusCode).toBe(201);
      const cases: Array<[unknown[], unknown[], RegExp]> = [
        [[entity], [], /refers to undeclared parameter TITLE/],
        [[], [param({ type: 'colour' })], /has type "colour"/],
        [[], [param({ type: 'integer', default_value: 'ten' })], /default value "ten", which is not a whole number \(integer\)/],
        [[], [param({}), param({})], /repeats the name TITLE/],
        [[], [param({ name: '' })], /needs a name/],
      ];
      for (const [entities, parameters, reason] of cases) {
        const response = await upload(packOf(randomUUID(), entities, { parameters }));
        expect(expectApiError(response, 400)).toMatch(reason);
      }
    });

    it('checks entities and their constraints', async () => {
      const cases: Array<[unknown, RegExp]> = [
        [{ ...fakeEntity('e1', 'widget', 'a'), v: '2' }, /only version "1"/],
        [{ ...fakeEntity('e1', 'widget', 'a'), data: 'text' }, /needs its data as an object/],
        [{ ...fakeEntity('e1', 'widget', 'a'), constraints: [{ type: 'moon-phase', version: '>=1' }] }, /expected server-version or plugin-version/],
        [{ ...fakeEntity('e1', 'widget', 'a'), constraints: [{ type: 'server-version', version: 'soon' }] }, /not a version range/],
        [{ ...fakeEntity('e1', 'widget', 'a'), constraints: [{ type: 'plugin-version', version: '>=1.0.0' }] }, /names no plugin/],
      ];
      for (const [entity, reason] of cases) {
        expect(expectApiError(await upload(packOf(randomUUID(), [entity])), 400)).toMatch(reason);
      }
      const twice = await upload(packOf(randomUUID(), [fakeEntity('e1', 'widget', 'a'), fakeEntity('e1', 'widget', 'b')]));
      expect(expectApiError(twice, 400)).toMatch(/entity 2 repeats the id e1/);
    });

    it('keeps a pack whose entity types this server cannot install (Graylog stores any type)', async () => {
      const id = randomUUID();
      const alien = { ...fakeEntity('e1', 'widget', 'a'), type: { name: 'spaceship', version: '1' } };
      expect((await upload(packOf(id, [alien]))).statusCode).toBe(201);
      expect((await t.get(`/system/content_packs/${id}`)).statusCode).toBe(200);
    });
  });

  describe('reading, listing and deleting', () => {
    it('lists all revisions and the latest ones, with installation counts per revision', async () => {
      const a = randomUUID();
      const b = randomUUID();
      await upload(packOf(a, [fakeEntity('e1', 'widget', 'one')]));
      await upload(packOf(a, [fakeEntity('e1', 'widget', 'two')], { rev: 2, name: 'second' }));
      await upload(packOf(b, []));
      expect((await t.send('POST', `/system/content_packs/${a}/1/installations`, { parameters: {}, comment: '' })).statusCode).toBe(200);
      expect((await t.send('POST', `/system/content_packs/${a}/2/installations`, { parameters: {}, comment: '' })).statusCode).toBe(200);
      expect((await t.send('POST', `/system/content_packs/${a}/2/installations`, { parameters: {}, comment: '' })).statusCode).toBe(200);

      const all = (await t.get('/system/content_packs')).json();
      expect(all.total).toBe(3);
      expect(all.content_packs.map((pack: { id: string; rev: number }) => `${pack.id === a ? 'a' : 'b'}${pack.rev}`).sort()).toEqual(['a1', 'a2', 'b1']);
      expect(all.content_packs_metadata).toEqual({ [a]: { 1: { installation_count: 1 }, 2: { installation_count: 2 } } });

      const latest = (await t.get('/system/content_packs/latest')).json();
      expect(latest.total).toBe(2);
      expect(latest.content_packs.find((pack: { id: string }) => pack.id === a)).toMatchObject({ rev: 2, name: 'second' });
      expect(latest.content_packs_metadata[a]['2']).toEqual({ installation_count: 2 });
    });

    it('reads the revisions of a pack with their constraint results', async () => {
      const id = randomUUID();
      await upload(packOf(id, [{ ...fakeEntity('e1', 'widget', 'x'), constraints: [{ type: 'plugin-version', plugin: 'org.example.plugin', version: '>=1.0.0' }] }]));
      await upload(packOf(id, [fakeEntity('e1', 'widget', 'x')], { rev: 3 }));
      const body = (await t.get(`/system/content_packs/${id}`)).json();
      expect(Object.keys(body.content_pack_revisions)).toEqual(['1', '3']);
      expect(body.constraints_result['1']).toEqual([
        { constraint: { type: 'plugin-version', plugin: 'org.example.plugin', version: '>=1.0.0' }, fulfilled: false },
        { constraint: { type: 'server-version', version: '>=4.0.17' }, fulfilled: true },
      ]);
      expect(expectApiError(await t.get(`/system/content_packs/${randomUUID()}`), 404)).toMatch(/not found!$/);
      expect(expectApiError(await t.get(`/system/content_packs/${id}/2`), 404)).toBe(`Content pack ${id} with revision 2 not found!`);
      expectApiError(await t.get(`/system/content_packs/${id}/two`), 400);
    });

    it('downloads a revision as a JSON attachment named like Graylog names it', async () => {
      const id = randomUUID();
      await upload(packOf(id, [fakeEntity('e1', 'widget', 'x')], { rev: 2 }));
      const response = await t.get(`/system/content_packs/${id}/2/download`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="content-pack-${id}-2.json"`);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const pack = response.json();
      expect(pack).toMatchObject({ v: '1', id, rev: 2 });
      // What was downloaded uploads again as a new revision.
      expect((await upload({ ...pack, rev: 3 })).statusCode).toBe(201);
    });

    it('deletes revisions and packs, but not while installed', async () => {
      const id = randomUUID();
      await upload(packOf(id, [fakeEntity('e1', 'widget', 'x')]));
      await upload(packOf(id, [fakeEntity('e1', 'widget', 'x')], { rev: 2 }));
      const installed = (await t.send('POST', `/system/content_packs/${id}/1/installations`, { parameters: {}, comment: '' })).json();
      expect(expectApiError(await t.send('DELETE', `/system/content_packs/${id}/1`), 400)).toMatch(/still installations of this content pack revision/);
      expect(expectApiError(await t.send('DELETE', `/system/content_packs/${id}`), 400)).toMatch(/still installations of this content pack/);
      expect((await t.send('DELETE', `/system/content_packs/${id}/2`)).statusCode).toBe(204);
      expect((await t.send('DELETE', `/system/content_packs/${id}/installations/${installed._id}`)).statusCode).toBe(200);
      expect((await t.send('DELETE', `/system/content_packs/${id}`)).statusCode).toBe(204);
      expectApiError(await t.get(`/system/content_packs/${id}`), 404);
      expectApiError(await t.send('DELETE', `/system/content_packs/${id}`), 404);
    });
  });

  describe('permissions', () => {
    beforeEach(async () => {
      const hash = await hashPassword('reader-pass-1');
      insertUser(t.ctx.db, { username: 'packreader', password_hash: hash, email: 'r@x.org', full_name: 'R', permissions: ['contentpack:read'] }, t.clock.now());
      insertUser(t.ctx.db, { username: 'installer', password_hash: hash, email: 'i@x.org', full_name: 'I', permissions: ['contentpack:read', 'contentpack:install:only-this'] }, t.clock.now());
    });
    const READER = basic('packreader', 'reader-pass-1');
    const INSTALLER = basic('installer', 'reader-pass-1');

    it('reading needs contentpack:read; writing and the catalog need their own permissions', async () => {
      await upload(packOf('only-this', [fakeEntity('e1', 'widget', 'x')]));
      await upload(packOf('another', [fakeEntity('e1', 'widget', 'x')]));
      expect((await t.get('/system/content_packs/latest', READER)).statusCode).toBe(200);
      expect((await t.get('/system/content_packs/only-this/1/download', READER)).statusCode).toBe(200);
      expect(expectApiError(await t.get('/system/catalog', READER), 403)).toMatch(/catalog:list/);
      expectApiError(await t.send('POST', '/system/catalog', { entities: [] }, READER), 403);
      expectApiError(await t.send('POST', '/system/content_packs', packOf('mine', []), READER), 403);
      expectApiError(await t.send('DELETE', '/system/content_packs/only-this', undefined, READER), 403);
      expectApiError(await t.send('POST', '/system/content_packs/only-this/1/installations', { parameters: {} }, READER), 403);
      // An install permission for one pack id is for that pack only.
      expect((await t.send('POST', '/system/content_packs/only-this/1/installations', { parameters: {} }, INSTALLER)).statusCode).toBe(200);
      expectApiError(await t.send('POST', '/system/content_packs/another/1/installations', { parameters: {} }, INSTALLER), 403);
      const installation = (await t.get('/system/content_packs/only-this/installations', INSTALLER)).json().installations[0];
      expect(installation.created_by).toBe('installer');
      expectApiError(await t.send('DELETE', `/system/content_packs/only-this/installations/${installation._id}`, undefined, INSTALLER), 403);
    });
  });
});
