// A whole pack through the real pack service and every facade it needs: built from the catalog (a sidecar
// configuration with its collector, an event definition with its notification and stream, a dashboard on
// the same stream), installed with parameters, and uninstalled exactly; an entity edited since stays with
// what it refers to; a refused entity leaves nothing behind.
import { randomUUID } from 'node:crypto';
import { makeFacadeHarness, type FacadeHarness } from './testSupport';

let h: FacadeHarness;
beforeEach(async () => { h = await makeFacadeHarness(); });
afterEach(async () => { await h.close(); });

type Entity = { id: string; type: { name: string; version: string }; data: Record<string, unknown> };
type Installed = { id: string; type: { name: string }; title: string; found_on_system: boolean; content_pack_entity_id: string };

const TABLES = ['streams', 'event_notifications', 'event_definitions', 'event_triggers', 'sidecar_collectors', 'sidecar_configurations', 'views', 'searches'];
const counts = () => Object.fromEntries(TABLES.map((table) => [table, (h.ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n]));
const param = (name: string) => ({ '@type': 'parameter', '@value': name });

/** Makes the native entities and answers a pack of them, resolved by the catalog, with parameters for the names that must differ. */
async function buildPack(): Promise<{ packId: string; natives: Record<string, string> }> {
  const sets = await h.call('GET', '/system/indices/index_sets?skip=0&limit=0&stats=false');
  const indexSet = sets.index_sets.find((set: { default: boolean }) => set.default).id;
  const { stream_id: stream } = await h.call('POST', '/streams', {
    title: 'web errors', index_set_id: indexSet, matching_type: 'AND', rules: [{ field: 'level', type: 1, value: '3', inverted: false }],
  }, 201);
  const notification = await h.call('POST', '/events/notifications', {
    title: 'mail ops', description: '',
    config: { type: 'email-notification-v1', sender: 'graylog@example.org', subject: 'Alert', body_template: 'body', email_recipients: ['ops@example.org'], user_recipients: [] },
  });
  const definition = await h.call('POST', '/events/definitions', {
    title: 'error burst', description: '', priority: 2, alert: true,
    config: {
      type: 'aggregation-v1', query: '', streams: [stream], group_by: [], series: [{ id: 'c', function: 'count', field: null }],
      conditions: { expression: { expr: '>', left: { expr: 'number-ref', ref: 'c' }, right: { expr: 'number', value: 5 } } },
      search_within_ms: 60_000, execute_every_ms: 60_000,
    },
    field_spec: {}, key_spec: [], notification_settings: { grace_period_ms: 0, backlog_size: 0 }, notifications: [{ notification_id: notification.id }],
  });
  const collector = await h.call('POST', '/sidecar/collectors', {
    name: 'vector', service_type: 'exec', node_operating_system: 'linux', executable_path: '/usr/bin/vector', execute_parameters: '-c %s', validation_parameters: null, default_template: '',
  });
  const configuration = await h.call('POST', '/sidecar/configurations', { collector_id: collector.id, name: 'vector-web', color: '#00ff00', template: 'host: ${sidecar.nodeName}\n' });
  const search = await h.call('POST', '/views/search', {
    queries: [{
      id: 'q1', query: { type: 'elasticsearch', query_string: '' }, timerange: { type: 'relative', range: 300 },
      filter: { type: 'or', filters: [{ type: 'stream', id: stream }] }, search_types: [{ id: 'st1', type: 'messages', limit: 50, offset: 0 }],
    }],
  }, 201);
  const dashboard = await h.call('POST', '/views', {
    type: 'DASHBOARD', title: 'Web errors', search_id: search.id,
    state: { q1: { widgets: [{ id: 'w1', type: 'messages', config: {} }], widget_mapping: { w1: ['st1'] }, positions: {} } },
  });

  const resolved = await h.call('POST', '/system/catalog', { entities: [
    { id: definition.id, type: { name: 'event_definition', version: '1' } },
    { id: configuration.id, type: { name: 'sidecar_collector_configuration', version: '1' } },
    { id: dashboard.id, type: { name: 'dashboard', version: '2' } },
  ] });
  const entities = resolved.entities as Entity[];
  expect(entities.map((entity) => entity.type.name).sort()).toEqual(['dashboard', 'event_definition', 'notification', 'sidecar_collector', 'sidecar_collector_configuration', 'stream']);
  const ofType = (name: string) => entities.find((entity) => entity.type.name === name) as Entity;
  // Names that are unique on a server become parameters; the stream keeps its title (titles may repeat).
  ofType('sidecar_collector').data.name = param('COLLECTOR');
  ofType('sidecar_collector_configuration').data.title = param('CONFIGURATION');
  ofType('event_definition').data.title = param('DEFINITION');
  const packId = randomUUID();
  await h.call('POST', '/system/content_packs', {
    v: '1', id: packId, rev: 1, name: 'web pack', summary: 'web errors', description: '', vendor: 'tests', url: '', entities,
    parameters: [
      { name: 'COLLECTOR', title: 'Collector', description: '', type: 'string', default_value: 'vector' },
      { name: 'CONFIGURATION', title: 'Configuration', description: '', type: 'string', default_value: null },
      { name: 'DEFINITION', title: 'Definition', description: '', type: 'string', default_value: 'error burst' },
    ],
  }, 201);
  return { packId, natives: { stream, notification, definition: definition.id, collector: collector.id, configuration: configuration.id, dashboard: dashboard.id } };
}

test('installs every entity with its references to the new ones, and uninstalls exactly them', async () => {
  const { packId, natives } = await buildPack();
  const before = counts();

  const installation = await h.call('POST', `/system/content_packs/${packId}/1/installations`, {
    parameters: { COLLECTOR: 'vector-eu', CONFIGURATION: 'vector-eu-web', DEFINITION: 'error burst (eu)' }, comment: 'eu',
  });
  const byType = Object.fromEntries((installation.entities as Installed[]).map((entity) => [entity.type.name, entity]));
  expect(Object.values(byType).every((entity) => !entity.found_on_system)).toBe(true);
  expect(counts()).toEqual(Object.fromEntries(TABLES.map((table) => [table, before[table] + 1])));

  // Each new entity points at the new entities, not at the originals.
  const configuration = await h.call('GET', `/sidecar/configurations/${byType.sidecar_collector_configuration.id}`);
  expect(configuration).toMatchObject({ name: 'vector-eu-web', collector_id: byType.sidecar_collector.id });
  expect(await h.call('GET', `/sidecar/collectors/${byType.sidecar_collector.id}`)).toMatchObject({ name: 'vector-eu', node_operating_system: 'linux' });
  const definition = await h.call('GET', `/events/definitions/${byType.event_definition.id}`);
  expect(definition).toMatchObject({ title: 'error burst (eu)', config: { streams: [byType.stream.id] }, notifications: [{ notification_id: byType.notification.id }] });
  const dashboard = await h.call('GET', `/views/${byType.dashboard.id}`);
  const search = await h.call('GET', `/views/search/${dashboard.search_id}`);
  expect(search.queries[0].filter.filters).toEqual([{ type: 'stream', id: byType.stream.id }]);
  const installedIds = Object.values(byType).map((entity) => entity.id);
  for (const id of Object.values(natives)) expect(installedIds).not.toContain(id);

  const uninstalled = await h.call('DELETE', `/system/content_packs/${packId}/installations/${installation._id}`);
  expect(uninstalled.uninstalled.failed_entities).toEqual([]);
  expect(uninstalled.uninstalled.skipped_entities).toEqual([]);
  expect((uninstalled.uninstalled.entities as Installed[]).map((entity) => entity.id).sort()).toEqual(Object.values(byType).map((entity) => entity.id).sort());
  expect(counts()).toEqual(before);
  // The originals are untouched.
  await h.call('GET', `/events/definitions/${natives.definition}`);
  await h.call('GET', `/sidecar/configurations/${natives.configuration}`);
  await h.call('GET', `/views/${natives.dashboard}`);
});

test('keeps an entity edited since installing, with what it refers to; removes the rest', async () => {
  const { packId } = await buildPack();
  const before = counts();
  const installation = await h.call('POST', `/system/content_packs/${packId}/1/installations`, { parameters: { CONFIGURATION: 'vector-copy', COLLECTOR: 'vector-2' }, comment: '' });
  const byType = Object.fromEntries((installation.entities as Installed[]).map((entity) => [entity.type.name, entity]));
  const definition = await h.call('GET', `/events/definitions/${byType.event_definition.id}`);
  await h.call('PUT', `/events/definitions/${definition.id}`, { ...definition, priority: 3 });

  const uninstalled = await h.call('DELETE', `/system/content_packs/${packId}/installations/${installation._id}`);
  const skipped = (uninstalled.uninstalled.skipped_entities as Installed[]).map((entity) => entity.type.name).sort();
  // The edited definition stays, and so do its notification and its stream, which it needs.
  expect(skipped).toEqual(['event_definition', 'notification', 'stream']);
  expect((uninstalled.uninstalled.entities as Installed[]).map((entity) => entity.type.name).sort()).toEqual(['dashboard', 'sidecar_collector', 'sidecar_collector_configuration']);
  expect(counts()).toEqual({ ...before, streams: before.streams + 1, event_notifications: before.event_notifications + 1, event_definitions: before.event_definitions + 1, event_triggers: before.event_triggers + 1 });
});

test('a collector with the same name and OS is reused and stays; a refused entity leaves nothing behind', async () => {
  const { packId, natives } = await buildPack();
  const before = counts();
  // The collector's default name is the original's: it is found, not created, and never removed by this pack.
  const installation = await h.call('POST', `/system/content_packs/${packId}/1/installations`, { parameters: { CONFIGURATION: 'vector-copy' }, comment: '' });
  const collector = (installation.entities as Installed[]).find((entity) => entity.type.name === 'sidecar_collector') as Installed;
  expect(collector).toMatchObject({ id: natives.collector, found_on_system: true });
  expect((await h.call('GET', `/sidecar/configurations?per_page=50`)).configurations.find((c: { name: string }) => c.name === 'vector-copy').collector_id).toBe(natives.collector);
  await h.call('DELETE', `/system/content_packs/${packId}/installations/${installation._id}`);
  expect(counts()).toEqual(before);
  await h.call('GET', `/sidecar/collectors/${natives.collector}`);

  // The configuration's name is taken: refused with the reason, and what was created before it is gone again.
  const refused = await h.call('POST', `/system/content_packs/${packId}/1/installations`, { parameters: { CONFIGURATION: 'vector-web', COLLECTOR: 'vector-3' }, comment: '' }, 400);
  expect(refused.message).toMatch(/sidecar_collector_configuration entity .*: Configuration "vector-web" already exists/);
  expect(counts()).toEqual(before);
  expect((await h.call('GET', `/system/content_packs/${packId}/installations`)).installations).toEqual([]);
});
