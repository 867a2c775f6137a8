import { DEFAULT_STREAM_ID } from '../streams/defaults';
import { basic, login, makeTestApp, withDb } from '../../test/helpers';

function counts(dataDir: string) {
  return withDb(dataDir, (db) => ({
    users: (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n,
    indexSets: db.prepare('SELECT data FROM index_sets').all() as { data: string }[],
    streams: db.prepare('SELECT data FROM streams').all() as { data: string }[],
    roles: (db.prepare('SELECT name FROM roles ORDER BY name').all() as { name: string }[]).map((r) => r.name),
  }));
}

describe('first start', () => {
  it('creates admin, default index set and default stream once; a restart creates nothing and loses nothing', async () => {
    const first = await makeTestApp();
    expect(first.app.startInfo.firstStart).toBe(true);
    const ping = (await first.app.inject({ method: 'GET', url: '/api/' })).json();
    await first.app.close();

    const before = counts(first.dataDir);
    expect(before.users).toBe(1);
    expect(before.roles).toEqual(['Admin', 'Reader']);
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

  it('takes the first admin password from the options', async () => {
    const t = await makeTestApp({ adminPassword: 's3cret-pw' });
    expect((await t.app.inject({ method: 'GET', url: '/api/system', headers: basic('admin', 's3cret-pw') })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/system', headers: basic('admin', 'admin') })).statusCode).toBe(401);
    await t.app.close();
  });
});
