// Uninstalling keeps a pack's entity that something outside the installation now depends on (the user's
// own stream, event definition, pipeline, lookup table, grok pattern, sidecar configuration or sidecar),
// says so in uninstall_details and in skipped_entities with who uses it, and still removes the rest.
import { randomUUID } from 'node:crypto';
import { ADMIN, writing } from '../../../test/helpers';
import { makeFacadeHarness, type FacadeHarness } from './testSupport';

let h: FacadeHarness;
beforeEach(async () => { h = await makeFacadeHarness(); });
afterEach(async () => { await h.close(); });

type Descriptor = { id: string; content_pack_entity_id: string; type: { name: string }; title: string; reason?: string };

const str = (value: string) => ({ '@type': 'string', '@value': value });
const int = (value: number) => ({ '@type': 'integer', '@value': value });
const bool = (value: boolean) => ({ '@type': 'boolean', '@value': value });
const entity = (id: string, name: string, data: Record<string, unknown>) => ({ v: '1', type: { name, version: '1' }, id, data, constraints: [] });

const streamEntity = (id: string, title: string, outputs: string[] = []) => entity(id, 'stream', {
  title: str(title), description: str(''), disabled: bool(false), matching_type: str('AND'), stream_rules: [],
  alert_conditions: [], alarm_callbacks: [], outputs: outputs.map(str), default_stream: bool(false), remove_matches: bool(false),
});
const ruleEntity = (id: string, source: string) => entity(id, 'pipeline_rule', { title: str(''), description: str(''), source: str(source) });
const CACHE = entity('c1', 'lookup_cache', {
  name: str('cp-cache'), title: str('CP cache'), description: str(''),
  configuration: { type: str('guava_cache'), max_size: int(10), expire_after_access: int(60), expire_after_access_unit: str('SECONDS'), expire_after_write: int(0) },
});
const ADAPTER = entity('a1', 'lookup_adapter', {
  name: str('cp-adapter'), title: str('CP adapter'), description: str(''), configuration: { type: str('key_value_list'), pairs: { fw: str('firewall') } },
});
const TABLE = entity('t1', 'lookup_table', {
  name: str('cp-table'), title: str('CP table'), description: str(''), cache_name: str('c1'), data_adapter_name: str('a1'),
  default_single_value: str(''), default_single_value_type: str('NULL'), default_multi_value: str(''), default_multi_value_type: str('NULL'),
});
const COLLECTOR = entity('col', 'sidecar_collector', {
  name: str('cp-vector'), service_type: str('exec'), node_operating_system: str('linux'), executable_path: str('/usr/bin/vector'),
  execute_parameters: str('-c %s'), validation_parameters: null, default_template: str(''),
});
const CONFIGURATION = entity('conf', 'sidecar_collector_configuration', { collector_id: str('col'), title: str('cp-vector-web'), color: str('#00ff00'), template: str('x: 1\n') });

/** Uploads a pack of these entities and installs it; answers the pack id, the installation and the native id of each pack entity. */
async function install(entities: unknown[]): Promise<{ packId: string; installationId: string; native: Record<string, string> }> {
  const packId = randomUUID();
  await h.call('POST', '/system/content_packs', {
    v: '1', id: packId, rev: 1, name: 'used outside', summary: 's', description: '', vendor: 'test', url: '', parameters: [], entities,
  }, 201);
  const installation = await h.call('POST', `/system/content_packs/${packId}/1/installations`, { parameters: {}, comment: '' });
  const native = Object.fromEntries((installation.entities as Descriptor[]).map((e) => [e.content_pack_entity_id, e.id]));
  return { packId, installationId: installation._id, native };
}

const ids = (list: Descriptor[]) => list.map((e) => e.content_pack_entity_id).sort();
const details = async (packId: string, installationId: string) =>
  h.call('GET', `/system/content_packs/${packId}/installations/${installationId}/uninstall_details`) as Promise<{ entities: Descriptor[]; skipped_entities: Descriptor[] }>;

/**
 * Before the outside use every entity would be removed; after it, uninstall_details and the uninstall keep
 * `kept` (each with its reason) and remove the rest.
 */
async function expectKept(
  { packId, installationId }: { packId: string; installationId: string },
  all: string[],
  makeOutsideUse: () => Promise<void>,
  kept: Record<string, string>,
): Promise<Descriptor[]> {
  expect(ids((await details(packId, installationId)).entities)).toEqual([...all].sort());
  await makeOutsideUse();
  const removed = all.filter((id) => !(id in kept)).sort();
  const planned = await details(packId, installationId);
  expect(ids(planned.entities)).toEqual(removed);
  expect(Object.fromEntries(planned.skipped_entities.map((e) => [e.content_pack_entity_id, e.reason]))).toEqual(kept);
  const { uninstalled } = await h.call('DELETE', `/system/content_packs/${packId}/installations/${installationId}`);
  expect(ids(uninstalled.entities)).toEqual(removed);
  expect(uninstalled.failed_entities).toEqual([]);
  expect(Object.fromEntries((uninstalled.skipped_entities as Descriptor[]).map((e) => [e.content_pack_entity_id, e.reason]))).toEqual(kept);
  // The skipped entries are Graylog's descriptors plus the reason.
  for (const skipped of uninstalled.skipped_entities as Descriptor[]) {
    expect(Object.keys(skipped).sort()).toEqual(['content_pack_entity_id', 'found_on_system', 'id', 'reason', 'title', 'type']);
  }
  return uninstalled.entities;
}

async function defaultIndexSet(): Promise<string> {
  const sets = await h.call('GET', '/system/indices/index_sets?skip=0&limit=0&stats=false');
  return sets.index_sets.find((set: { default: boolean }) => set.default).id;
}
const userStream = async (title: string): Promise<string> =>
  (await h.call('POST', '/streams', { title, index_set_id: await defaultIndexSet(), matching_type: 'AND', rules: [] }, 201)).stream_id;

test('an output the user attached to their own stream stays attached; the pack stream using it in the pack does not count', async () => {
  const output = entity('o1', 'output', {
    title: str('to central'), type: str('org.graylog2.outputs.GelfOutput'),
    configuration: { hostname: str('logs.example.org'), port: int(12201), protocol: str('TCP') },
  });
  const installation = await install([output, streamEntity('s1', 'pack stream', ['o1'])]);
  const mine = await userStream('my stream');
  await expectKept(installation, ['o1', 's1'], async () => {
    await h.call('POST', `/streams/${mine}/outputs`, { outputs: [installation.native.o1] });
  }, { o1: 'Used by stream "my stream"' });
  expect((await h.call('GET', `/streams/${mine}/outputs`)).outputs.map((o: { id: string }) => o.id)).toEqual([installation.native.o1]);
  await h.call('GET', `/streams/${installation.native.s1}`, undefined, 404);
});

test('a notification the user added to their own event definition stays', async () => {
  const notification = entity('n1', 'notification', {
    title: str('mail ops'), description: str(''),
    config: { type: 'email-notification-v1', sender: str('graylog@example.org'), subject: str('Alert'), body_template: str('body'), email_recipients: ['ops@example.org'], user_recipients: [] },
  });
  const installation = await install([notification]);
  await expectKept(installation, ['n1'], async () => {
    await h.call('POST', '/events/definitions', {
      title: 'my definition', description: '', priority: 2, alert: true,
      config: {
        type: 'aggregation-v1', query: '', streams: [], group_by: [], series: [{ id: 'c', function: 'count', field: null }],
        conditions: { expression: { expr: '>', left: { expr: 'number-ref', ref: 'c' }, right: { expr: 'number', value: 5 } } },
        search_within_ms: 60_000, execute_every_ms: 60_000,
      },
      field_spec: {}, key_spec: [], notification_settings: { grace_period_ms: 0, backlog_size: 0 }, notifications: [{ notification_id: installation.native.n1 }],
    });
  }, { n1: 'Used by event definition "my definition"' });
  await h.call('GET', `/events/notifications/${installation.native.n1}`);
});

test('a rule the user\'s own pipeline names stays; the pack\'s own pipeline naming it does not count', async () => {
  const rule = ruleEntity('r1', 'rule "cp tag"\nwhen true\nthen\n  set_field("tagged", true);\nend');
  const pipeline = entity('p1', 'pipeline', {
    title: str('cp pipeline'), description: str(''), source: str('pipeline "cp pipeline"\nstage 0 match either\nrule "cp tag"\nend'), connected_streams: [],
  });
  const installation = await install([rule, pipeline]);
  await expectKept(installation, ['p1', 'r1'], async () => {
    await h.call('POST', '/system/pipelines/pipeline', { source: 'pipeline "my pipeline"\nstage 0 match either\nrule "cp tag"\nend', description: '' });
  }, { r1: 'Used by pipeline "my pipeline"' });
  await h.call('GET', `/system/pipelines/rule/${installation.native.r1}`);
});

test('a stream the user connected their own pipeline to stays, and so does the connection', async () => {
  const installation = await install([streamEntity('s1', 'pack stream')]);
  const mine = await h.call('POST', '/system/pipelines/pipeline', { source: 'pipeline "my pipeline"\nstage 0 match either\nend', description: '' });
  await expectKept(installation, ['s1'], async () => {
    await h.call('POST', '/system/pipelines/connections/to_pipeline', { pipeline_id: mine.id, stream_ids: [installation.native.s1] });
  }, { s1: 'Used by pipeline "my pipeline"' });
  const connection = await h.call('GET', `/system/pipelines/connections/${installation.native.s1}`);
  expect(connection.pipeline_ids).toEqual([mine.id]);
});

test('a cache the user\'s own table uses stays; a table the user\'s own rule looks up stays with its cache and adapter', async () => {
  const first = await install([CACHE, ADAPTER, TABLE]);
  await expectKept(first, ['a1', 'c1', 't1'], async () => {
    await h.call('POST', '/system/lookup/tables', {
      name: 'my-table', title: 'My table', description: '', cache_id: first.native.c1, data_adapter_id: first.native.a1,
      default_single_value: '', default_single_value_type: 'NULL', default_multi_value: '', default_multi_value_type: 'NULL',
    });
  }, { c1: 'Used by lookup table "my-table"', a1: 'Used by lookup table "my-table"' });
  await h.call('GET', `/system/lookup/caches/${first.native.c1}`);
  await h.call('DELETE', '/system/lookup/tables/my-table');
  await h.call('DELETE', `/system/lookup/caches/${first.native.c1}`);
  await h.call('DELETE', `/system/lookup/adapters/${first.native.a1}`);

  const second = await install([CACHE, ADAPTER, TABLE]);
  await expectKept(second, ['a1', 'c1', 't1'], async () => {
    await h.call('POST', '/system/pipelines/rule', { source: 'rule "my lookup"\nwhen true\nthen\n  set_field("kind", lookup_value("cp-table", to_string($message.code)));\nend' });
  }, {
    t1: 'Used by pipeline rule "my lookup"',
    c1: 'A kept entity of this installation refers to it',
    a1: 'A kept entity of this installation refers to it',
  });
  await h.call('GET', '/system/lookup/tables/cp-table');
});

test('a grok pattern the user\'s own pattern refers to stays; one the pack\'s own pattern refers to does not count', async () => {
  const installation = await install([
    entity('g1', 'grok_pattern', { name: 'CP_CODE', pattern: '[A-Z]{3}' }),
    entity('g2', 'grok_pattern', { name: 'CP_TICKET', pattern: '%{CP_CODE}-[0-9]+' }),
  ]);
  await expectKept(installation, ['g1', 'g2'], async () => {
    await h.call('POST', '/system/grok', { name: 'MY_LINE', pattern: '%{CP_CODE} %{GREEDYDATA}' }, 201);
  }, { g1: 'Used by grok pattern "MY_LINE"' });
  await h.call('GET', `/system/grok/${installation.native.g1}`);
});

test('a collector the user made their own configuration for stays; a configuration assigned to a sidecar stays', async () => {
  const first = await install([COLLECTOR]);
  await expectKept(first, ['col'], async () => {
    await h.call('POST', '/sidecar/configurations', { collector_id: first.native.col, name: 'my-vector', color: '#0000ff', template: 'y: 2\n' });
  }, { col: 'Used by configuration "my-vector"' });

  const configurationOnly = await install([{ ...CONFIGURATION, data: { ...CONFIGURATION.data, collector_id: str(first.native.col) } }]);
  const registered = await h.app.inject({
    method: 'PUT', url: '/api/sidecars/node-1', headers: { ...writing(ADMIN), 'x-graylog-sidecar-version': '1.1.0' },
    payload: { node_name: 'web-01', node_details: { operating_system: 'Linux' } },
  });
  expect(registered.statusCode).toBe(202);
  await expectKept(configurationOnly, ['conf'], async () => {
    await h.call('PUT', '/sidecars/configurations', { nodes: [{ node_id: 'node-1', assignments: [{ collector_id: first.native.col, configuration_id: configurationOnly.native.conf }] }] });
  }, { conf: 'Used by sidecar "web-01"' });
  await h.call('GET', `/sidecar/configurations/${configurationOnly.native.conf}`);
});
