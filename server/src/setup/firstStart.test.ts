import { DEFAULT_EVENTS_STREAM_ID, DEFAULT_STREAM_ID, DEFAULT_SYSTEM_EVENTS_STREAM_ID } from '../streams/defaults';
import { basic, login, makeTestApp, withDb } from '../../test/helpers';

const EVENTS_STREAM_IDS = [DEFAULT_EVENTS_STREAM_ID, DEFAULT_SYSTEM_EVENTS_STREAM_ID];

// The default index set and stream, and apart from them what the events streams bring along.
function counts(dataDir: string) {
  return withDb(dataDir, (db) => ({
    users: (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n,
    indexSets: db.prepare("SELECT data FROM index_sets WHERE json_extract(data, '$.index_template_type') IS NOT 'events'").all() as { data: string }[],
    streams: db.prepare('SELECT data FROM streams WHERE id NOT IN (?, ?)').all(...EVENTS_STREAM_IDS) as { data: string }[],
    eventsIndexSets: db.prepare("SELECT id, data FROM index_sets WHERE json_extract(data, '$.index_template_type') = 'events' ORDER BY index_prefix")
      .all() as { id: string; data: string }[],
    eventsStreams: db.prepare('SELECT data FROM streams WHERE id IN (?, ?) ORDER BY id').all(...EVENTS_STREAM_IDS) as { data: string }[],
    roles: (db.prepare('SELECT name FROM roles ORDER BY name').all() as { name: string }[]).map((r) => r.name),
  }));
}

/** Removes the events streams and index sets, as a data folder made before they existed lacks them. */
function withoutEventsStores(dataDir: string): void {
  withDb(dataDir, (db) => {
    db.prepare('DELETE FROM streams WHERE id IN (?, ?)').run(...EVENTS_STREAM_IDS);
    db.prepare("DELETE FROM index_sets WHERE json_extract(data, '$.index_template_type') = 'events'").run();
  });
}

describe('first start', () => {
  it('creates admin, default index set and default stream once; a restart creates nothing and loses nothing', async () => {
    const first = await makeTestApp();
    expect(first.app.startInfo.firstStart).toBe(true);
    const ping = (await first.app.inject({ method: 'GET', url: '/api/' })).json();
    await first.app.close();

    const before = counts(first.dataDir);
    // The admin and Graylog's built-in sidecar system user (its role is the third built-in role).
    expect(before.users).toBe(2);
    expect(before.roles).toEqual(['Admin', 'Reader', 'Sidecar System (Internal)']);
    expect(before.indexSets).toHaveLength(1);
    const indexSet = JSON.parse(before.indexSets[0].data);
    expect(indexSet).toMatchObject({
      title: 'Default index set',
      description: 'The Graylog default index set',
      index_prefix: 'graylog',
      shards: 1,
      replicas: 0,
      rotation_strategy: { max_docs_per_index: 20000000 },
      retention_strategy: { max_number_of_indices: 20 },
      index_analyzer: 'standard',
      field_type_refresh_interval: 5000,
      index_optimization_max_num_segments: 1,
      index_optimization_disabled: false,
      writable: true,
      default: true,
    });
    expect(before.streams).toHaveLength(1);
    expect(JSON.parse(before.streams[0].data)).toMatchObject({
      id: DEFAULT_STREAM_ID,
      title: 'All messages',
      description: 'Stream containing all messages',
      is_default: true,
      disabled: false,
      index_set_id: indexSet.id,
      matching_type: 'AND',
      remove_matches_from_default_stream: false,
      rules: [],
    });

    const second = await makeTestApp({ dataDir: first.dataDir, adminPassword: 'ignored-now' });
    expect(second.app.startInfo.firstStart).toBe(false);
    const pingAgain = (await second.app.inject({ method: 'GET', url: '/api/' })).json();
    expect(pingAgain.node_id).toBe(ping.node_id);
    expect(pingAgain.cluster_id).toBe(ping.cluster_id);
    // The admin password is only taken at first start.
    expect(await login(second.app, 'admin', 'admin')).toBeTruthy();
    await second.app.close();
    expect(counts(first.dataDir)).toEqual(before);
  });

  it("creates Graylog's events streams, each on its own events index set, also in a data folder from before them", async () => {
    const first = await makeTestApp();
    await first.app.close();
    const created = counts(first.dataDir);
    expect(created.eventsIndexSets.map((row) => JSON.parse(row.data))).toEqual([
      expect.objectContaining({
        title: 'Graylog Events', description: 'Stores Graylog events.', index_prefix: 'gl-events', index_template_type: 'events',
        index_template_name: 'gl-events-template', default: false, writable: true,
        rotation_strategy: { type: 'org.graylog2.indexer.rotation.strategies.TimeBasedRotationStrategyConfig', rotation_period: 'P1M' },
        retention_strategy: { type: 'org.graylog2.indexer.retention.strategies.DeletionRetentionStrategyConfig', max_number_of_indices: 12 },
      }),
      expect.objectContaining({
        title: 'Graylog System Events', description: 'Stores Graylog system events.', index_prefix: 'gl-system-events', index_template_type: 'events',
      }),
    ]);
    const [events, systemEvents] = created.eventsIndexSets.map((row) => row.id);
    expect(created.eventsStreams.map((row) => JSON.parse(row.data))).toEqual([
      expect.objectContaining({
        id: DEFAULT_EVENTS_STREAM_ID, title: 'All events', description: 'Stream containing all events created by Graylog', index_set_id: events,
        is_default: false, disabled: false, remove_matches_from_default_stream: true, matching_type: 'AND', rules: [],
      }),
      expect.objectContaining({
        id: DEFAULT_SYSTEM_EVENTS_STREAM_ID, title: 'All system events', description: 'Stream containing all system events created by Graylog',
        index_set_id: systemEvents,
      }),
    ]);
    // The default set stays the default: messages go on being stored there.
    expect(withDb(first.dataDir, (db) => db.prepare('SELECT COUNT(*) AS n FROM index_sets WHERE is_default = 1').get())).toEqual({ n: 1 });

    withoutEventsStores(first.dataDir);
    const upgraded = await makeTestApp({ dataDir: first.dataDir });
    expect(upgraded.app.startInfo.firstStart).toBe(false);
    await upgraded.app.close();
    const afterUpgrade = counts(first.dataDir);
    expect(afterUpgrade.eventsStreams.map((row) => JSON.parse(row.data).title)).toEqual(['All events', 'All system events']);
    expect(afterUpgrade.eventsIndexSets.map((row) => JSON.parse(row.data).index_prefix)).toEqual(['gl-events', 'gl-system-events']);
    expect({ ...afterUpgrade, eventsIndexSets: [], eventsStreams: [] }).toEqual({ ...created, eventsIndexSets: [], eventsStreams: [] });

    const again = await makeTestApp({ dataDir: first.dataDir });
    await again.app.close();
    expect(counts(first.dataDir)).toEqual(afterUpgrade);
  });

  it('refuses to start when a set of messages already uses an events prefix, as Graylog does', async () => {
    const first = await makeTestApp();
    await first.app.close();
    withoutEventsStores(first.dataDir);
    withDb(first.dataDir, (db) => db.prepare("INSERT INTO index_sets (id, title, index_prefix, is_default, data) VALUES ('0000000000000000000000aa', 'mine', 'gl-events', 0, '{}')").run());
    await expect(makeTestApp({ dataDir: first.dataDir })).rejects.toThrow('Index prefix conflict: a non-events index set with prefix <gl-events> already exists.');
  });

  it('takes the first admin password from the options', async () => {
    const t = await makeTestApp({ adminPassword: 's3cret-pw' });
    expect((await t.app.inject({ method: 'GET', url: '/api/system', headers: basic('admin', 's3cret-pw') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/system', headers: basic('admin', 'admin') })).statusCode).toBe(401);
    await t.app.close();
  });
});
