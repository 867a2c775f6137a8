// Installing and uninstalling: parameters, order, reuse, rollback, constraints, and an uninstall that
// removes exactly what was created and nothing reused, shared or changed since.
import { randomUUID } from 'node:crypto';
import { expectApiError } from '../../test/helpers';
import { fakeEntity, makePackApi, packOf, type PackApi } from './testSupport';

interface Descriptor {
  id: string;
  content_pack_entity_id: string;
  type: { name: string; version: string };
  title: string;
  found_on_system: boolean;
}

describe('installing and uninstalling content packs', () => {
  let t: PackApi;
  afterEach(async () => {
    await t.app.close();
  });

  const upload = async (pack: Record<string, unknown>) => {
    const response = await t.send('POST', '/system/content_packs', pack);
    if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
    return pack.id as string;
  };
  const install = (id: string, parameters: Record<string, unknown> = {}, rev = 1) =>
    t.send('POST', `/system/content_packs/${id}/${rev}/installations`, { parameters, comment: 'test' });
  const installed = async (id: string, parameters: Record<string, unknown> = {}) => {
    const response = await install(id, parameters);
    if (response.statusCode !== 200) throw new Error(`install answered ${response.statusCode}: ${response.body}`);
    return response.json() as { _id: string; entities: Descriptor[]; parameters: Record<string, unknown> };
  };
  const uninstall = (id: string, installationId: string) => t.send('DELETE', `/system/content_packs/${id}/installations/${installationId}`);
  const titles = () => [...t.world.items.values()].map((item) => item.title).sort();
  const installations = async (id: string) => (await t.get(`/system/content_packs/${id}/installations`)).json().total as number;
  /** A gadget (pack id g) referring to a widget (pack id w), the gadget first in the pack. */
  const pair = (widgetTitle: unknown = 'lamp', gadgetTitle: unknown = 'switch') => [
    fakeEntity('g', 'gadget', gadgetTitle, { widget: { '@type': 'string', '@value': 'w' } }),
    fakeEntity('w', 'widget', widgetTitle),
  ];

  describe('without reuse', () => {
    beforeEach(async () => {
      t = await makePackApi();
    });

    it('installs what an entity refers to first, and records the installation as Graylog does', async () => {
      const id = await upload(packOf(randomUUID(), pair()));
      const installation = await installed(id);
      expect(t.world.journal).toEqual(['create widget lamp', 'create gadget switch']);
      const [lamp] = t.world.titled('lamp');
      const [gadget] = t.world.titled('switch');
      expect(gadget.widget).toBe(lamp.id);
      expect(installation).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        content_pack_id: id,
        content_pack_revision: 1,
        parameters: {},
        entities: [
          { id: lamp.id, content_pack_entity_id: 'w', type: { name: 'widget', version: '1' }, title: 'lamp', found_on_system: false },
          { id: gadget.id, content_pack_entity_id: 'g', type: { name: 'gadget', version: '1' }, title: 'switch', found_on_system: false },
        ],
        comment: 'test',
        created_at: new Date(t.clock.now()).toISOString(),
        created_by: 'admin',
      });
      const listed = (await t.get(`/system/content_packs/${id}/installations`)).json();
      expect(listed).toEqual({ total: 1, installations: [installation] });
    });

    it('fills parameters from the request, else their defaults, typed as the pack declares them', async () => {
      const parameters = [
        { name: 'LAMP', title: 'Lamp', description: '', type: 'string', default_value: 'desk lamp' },
        { name: 'SWITCH', title: 'Switch', description: '', type: 'string', default_value: null },
        { name: 'COUNT', title: 'Count', description: '', type: 'integer', default_value: 3 },
      ];
      const id = await upload(packOf(randomUUID(), pair({ '@type': 'parameter', '@value': 'LAMP' }, { '@type': 'parameter', '@value': 'SWITCH' }), { parameters }));

      expect(expectApiError(await install(id), 400)).toBe('Parameter SWITCH needs a value: it has no default');
      expect(expectApiError(await install(id, { SWITCH: 'x', COUNT: 'many' }), 400)).toMatch(/Parameter COUNT must be a whole number \(integer\), not "many"/);
      expect(expectApiError(await install(id, { SWITCH: { '@type': 'integer', '@value': 1 } }), 400)).toMatch(/Parameter SWITCH must be a string, not of type integer/);
      expect(t.world.items.size).toBe(0);

      const installation = await installed(id, { SWITCH: { '@type': 'string', '@value': 'wall switch' }, COUNT: '7', UNKNOWN: 'ignored' });
      expect(titles()).toEqual(['desk lamp', 'wall switch']);
      expect(installation.parameters).toEqual({
        LAMP: { '@type': 'string', '@value': 'desk lamp' },
        SWITCH: { '@type': 'string', '@value': 'wall switch' },
        COUNT: { '@type': 'integer', '@value': 7 },
      });
    });

    it('deletes what it created when a later entity fails, and records nothing', async () => {
      const id = await upload(packOf(randomUUID(), pair('lamp', 'explode')));
      const message = expectApiError(await install(id), 400);
      expect(message).toBe(`Failed to install content pack test pack (${id} revision 1) at gadget entity g: gadget explode cannot be created`);
      expect(t.world.journal).toEqual(['create widget lamp', 'delete widget lamp']);
      expect(t.world.items.size).toBe(0);
      expect(await installations(id)).toBe(0);
    });

    it('refuses unmet constraints, listing them, before creating anything', async () => {
      const needs = (constraints: unknown[]) => [{ ...fakeEntity('w', 'widget', 'lamp'), constraints }];
      const plugin = await upload(packOf(randomUUID(), needs([{ type: 'plugin-version', plugin: 'org.example.plugin', version: '>=1.0.0' }])));
      expect(expectApiError(await install(plugin), 400))
        .toBe('Failed constraints: plugin-version org.example.plugin >=1.0.0 (this server is version 4.0.17 and runs no plugins)');
      const newer = await upload(packOf(randomUUID(), needs([{ type: 'server-version', version: '>=5.0.0' }])));
      expect(expectApiError(await install(newer), 400)).toMatch(/^Failed constraints: server-version >=5.0.0 /);
      const fits = await upload(packOf(randomUUID(), needs([{ type: 'server-version', version: '^4.0 || >=6' }])));
      await installed(fits);
      expect(titles()).toEqual(['lamp']);
    });

    it('refuses types it cannot install, references outside the pack and circles, creating nothing', async () => {
      const alien = await upload(packOf(randomUUID(), [fakeEntity('w', 'widget', 'lamp'), { ...fakeEntity('s', 'widget', 'x'), type: { name: 'spaceship', version: '1' } }]));
      expect(expectApiError(await install(alien), 400)).toBe('This server cannot install entities of type spaceship (version 1): nothing was installed');
      const older = await upload(packOf(randomUUID(), [{ ...fakeEntity('o', 'widget', 'old'), type: { name: 'widget', version: '0' } }]));
      expect(expectApiError(await install(older), 400)).toBe('This server cannot install entities of type widget (version 0): nothing was installed');
      const dangling = await upload(packOf(randomUUID(), [fakeEntity('g', 'gadget', 'switch', { widget: { '@type': 'string', '@value': 'nowhere' } })]));
      expect(expectApiError(await install(dangling), 400)).toBe('Content pack entity gadget g refers to nowhere, which is not in the content pack');
      const circle = await upload(packOf(randomUUID(), [
        fakeEntity('a', 'gadget', 'a', { widget: { '@type': 'string', '@value': 'b' } }),
        fakeEntity('b', 'gadget', 'b', { widget: { '@type': 'string', '@value': 'a' } }),
      ]));
      expect(expectApiError(await install(circle), 400)).toBe('Content pack entities refer to each other in a circle: gadget a -> gadget b -> gadget a');
      expect(t.world.items.size).toBe(0);
      expectApiError(await install(randomUUID()), 404);
    });

    it('uninstalls exactly what it created, dependents first, leaving equal entities made by hand', async () => {
      t.world.add('widget', 'lamp');
      const id = await upload(packOf(randomUUID(), pair()));
      const installation = await installed(id);
      expect(titles()).toEqual(['lamp', 'lamp', 'switch']);
      t.world.journal.length = 0;

      const details = (await t.get(`/system/content_packs/${id}/installations/${installation._id}/uninstall_details`)).json();
      expect(details.entities.map((entity: Descriptor) => entity.title)).toEqual(['switch', 'lamp']);

      const response = await uninstall(id, installation._id);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.content_pack).toMatchObject({ id, rev: 1 });
      expect(body.uninstalled).toEqual({ entities: [installation.entities[1], installation.entities[0]], failed_entities: [], skipped_entities: [] });
      expect(t.world.journal).toEqual(['delete gadget switch', 'delete widget lamp']);
      expect(titles()).toEqual(['lamp']);
      expect(await installations(id)).toBe(0);
      expectApiError(await uninstall(id, installation._id), 404);
    });

    it('keeps an entity changed since install, and what it refers to', async () => {
      const id = await upload(packOf(randomUUID(), pair()));
      const installation = await installed(id);
      const [gadget] = t.world.titled('switch');
      gadget.title = 'renamed switch';

      const details = (await t.get(`/system/content_packs/${id}/installations/${installation._id}/uninstall_details`)).json();
      expect(details.entities).toEqual([]);
      const body = (await uninstall(id, installation._id)).json();
      expect(body.uninstalled.entities).toEqual([]);
      expect(body.uninstalled.skipped_entities.map((entity: Descriptor) => entity.content_pack_entity_id)).toEqual(['g', 'w']);
      expect(titles()).toEqual(['lamp', 'renamed switch']);
    });

    it('reports an entity it could not delete, keeps what that one refers to, and removes the rest', async () => {
      const id = await upload(packOf(randomUUID(), [...pair(), fakeEntity('x', 'widget', 'spare')]));
      const installation = await installed(id);
      t.world.undeletable.add('switch');
      const body = (await uninstall(id, installation._id)).json();
      expect(body.uninstalled.failed_entities.map((entity: Descriptor) => entity.title)).toEqual(['switch']);
      expect(body.uninstalled.skipped_entities.map((entity: Descriptor) => entity.title)).toEqual(['lamp']);
      expect(body.uninstalled.entities.map((entity: Descriptor) => entity.title)).toEqual(['spare']);
      expect(titles()).toEqual(['lamp', 'switch']);
    });

    it('skips an entity already deleted by hand', async () => {
      const id = await upload(packOf(randomUUID(), pair()));
      const installation = await installed(id);
      const [gadget] = t.world.titled('switch');
      t.world.items.delete(gadget.id);
      const body = (await uninstall(id, installation._id)).json();
      expect(body.uninstalled).toEqual({ entities: [installation.entities[0]], failed_entities: [], skipped_entities: [] });
      expect(titles()).toEqual([]);
    });

    it('finds installations only under their own pack', async () => {
      const id = await upload(packOf(randomUUID(), pair()));
      const other = await upload(packOf(randomUUID(), []));
      const installation = await installed(id);
      expectApiError(await t.get(`/system/content_packs/${other}/installations/${installation._id}/uninstall_details`), 404);
      expectApiError(await uninstall(other, installation._id), 404);
      expect(titles()).toEqual(['lamp', 'switch']);
    });
  });

  describe('with reuse', () => {
    beforeEach(async () => {
      t = await makePackApi({ reuse: true });
    });

    it('reuses an existing entity as found on the system and never uninstalls it', async () => {
      const handmade = t.world.add('widget', 'lamp');
      const id = await upload(packOf(randomUUID(), pair()));
      const installation = await installed(id);
      expect(installation.entities.map((entity) => [entity.title, entity.found_on_system])).toEqual([['lamp', true], ['switch', false]]);
      expect(installation.entities[0].id).toBe(handmade);
      expect(t.world.titled('switch')[0].widget).toBe(handmade);

      const body = (await uninstall(id, installation._id)).json();
      expect(body.uninstalled.entities.map((entity: Descriptor) => entity.title)).toEqual(['switch']);
      expect(body.uninstalled.skipped_entities.map((entity: Descriptor) => entity.title)).toEqual(['lamp']);
      expect(titles()).toEqual(['lamp']);
    });

    it('keeps entities two installations share until the last one goes', async () => {
      const id = await upload(packOf(randomUUID(), pair()));
      const first = await installed(id);
      const second = await installed(id);
      // The second installation reuses what the first created: shared, not found on the system.
      expect(second.entities.map((entity) => entity.found_on_system)).toEqual([false, false]);
      expect(second.entities.map((entity) => entity.id)).toEqual(first.entities.map((entity) => entity.id));
      expect(titles()).toEqual(['lamp', 'switch']);

      const details = (await t.get(`/system/content_packs/${id}/installations/${first._id}/uninstall_details`)).json();
      expect(details.entities).toEqual([]);
      const firstGone = (await uninstall(id, first._id)).json();
      expect(firstGone.uninstalled.skipped_entities).toHaveLength(2);
      expect(titles()).toEqual(['lamp', 'switch']);
      const secondGone = (await uninstall(id, second._id)).json();
      expect(secondGone.uninstalled.entities.map((entity: Descriptor) => entity.title)).toEqual(['switch', 'lamp']);
      expect(titles()).toEqual([]);
    });
  });
});
