// The sidecar agent's protocol: registration, assignments, rendered configurations with ETags, collector
// status and actions, and sidecars going inactive and expiring.
import { expectApiError } from '../../test/helpers';
import { setLogSink } from '../logging/logger';
import { runSidecarSweep } from './routes';
import { makeSidecarApi, type SidecarTestApi } from './testSupport';

const NODE = '9f8a1c52-3d4e-4f60-a1b2-c3d4e5f60718';
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

describe('sidecar protocol', () => {
  let t: SidecarTestApi;

  beforeEach(async () => {
    t = await makeSidecarApi();
  });
  afterEach(async () => {
    await t.app.close();
  });

  /** An agent that registered, got one configuration assigned and fetched it (one more turn of its loop). */
  const agentRunningAConfiguration = async () => {
    const collectorId = await t.collector();
    const configurationId = await t.configuration(collectorId);
    const agent = await t.agent(NODE, 'web-01');
    await agent.register();
    await t.send('PUT', '/sidecars/configurations', { nodes: [{ node_id: NODE, assignments: [{ collector_id: collectorId, configuration_id: configurationId }] }] });
    await agent.runOnce();
    return { agent, collectorId };
  };

  it('refuses a registration without the X-Graylog-Sidecar-Version header and stores nothing', async () => {
    const response = await t.send('PUT', `/sidecars/${NODE}`, { node_name: 'web-01', node_details: { operating_system: 'Linux' } });
    expect(expectApiError(response, 400)).toMatch(/X-Graylog-Sidecar-Version/);
    expectApiError(await t.get(`/sidecars/${NODE}`), 404);
  });

  it('refuses a registration without node details', async () => {
    const response = await t.send('PUT', `/sidecars/${NODE}`, { node_name: 'web-01' }, undefined, { 'x-graylog-sidecar-version': '1.1.0' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('node_details');
  });

  it('registers a sidecar and answers its configuration, then lists and shows it', async () => {
    const response = await t.register(NODE);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      configuration: { update_interval: 30, send_status: true },
      configuration_override: false,
      actions: null,
      assignments: null,
    });
    const list = (await t.get('/sidecars')).json();
    expect(list).toMatchObject({
      query: '', total: 1, only_active: false, sort: 'node_name', order: 'asc',
      pagination: { total: 1, count: 1, page: 1, per_page: 50 },
    });
    expect(list.sidecars[0]).toEqual({
      node_id: NODE,
      node_name: 'web-01',
      node_details: {
        operating_system: 'Linux', ip: '127.0.0.1', metrics: { cpu_idle: 90, load_1: 0.1, disks_75: [] }, log_file_list: [],
        status: { status: 0, message: 'running', collectors: [] },
      },
      assignments: [],
      last_seen: new Date(t.clock.now()).toISOString(),
      sidecar_version: '1.1.0',
      active: true,
      collectors: null,
    });
    expect((await t.get(`/sidecars/${NODE}`)).json().node_name).toBe('web-01');
    expect(expectApiError(await t.get('/sidecars/unknown-node'), 404)).toMatch(/inactive for too long/);
    // A later registration updates the sidecar in place.
    await t.register(NODE, { node_name: 'web-01.example.org' });
    const all = (await t.get('/sidecars/all')).json();
    expect(all.sidecars.map((s: { node_name: string }) => s.node_name)).toEqual(['web-01.example.org']);
    expect(all.pagination).toEqual({ total: 1, count: 1, page: 1, per_page: 1 });
  });

  it('assigns a configuration that the agent fetches rendered with its variables, with ETags', async () => {
    const collectorId = await t.collector();
    await t.send('POST', '/sidecar/configuration_variables', { name: 'logstash_host', description: 'Where beats send', content: 'graylog.example.org:5044' });
    const configurationId = await t.configuration(collectorId, {
      template: 'name: ${sidecar.nodeName}\nid: ${sidecar.nodeId}\nos: ${sidecar.operatingSystem}\nhosts: ["${user.logstash_host}"]',
    });
    const agent = await t.agent(NODE, 'web-01');
    await agent.register();
    expect(agent.assignments).toEqual([]);

    const assigned = await t.send('PUT', '/sidecars/configurations', { nodes: [{ node_id: NODE, assignments: [{ collector_id: collectorId, configuration_id: configurationId }] }] });
    expect(assigned.statusCode).toBe(202);
    expect((await t.get(`/sidecar/configurations/${configurationId}/sidecars`)).json()).toEqual({ configuration_id: configurationId, sidecar_ids: [NODE] });

    const first = await agent.runOnce();
    expect(first.registration.assignments).toEqual([{ collector_id: collectorId, configuration_id: configurationId }]);
    expect(first.configurations).toEqual({ fetched: [configurationId], unchanged: [] });
    expect(agent.configuration(configurationId)).toBe(`name: web-01\nid: ${NODE}\nos: Linux\nhosts: ["graylog.example.org:5044"]\n`);
    expect(agent.collectorState(collectorId)?.state).toBe('running');

    // Nothing changed: the server answers 304 and sends nothing.
    expect((await agent.fetchConfigurations())).toEqual({ fetched: [], unchanged: [configurationId] });

    // A changed variable changes the rendered text, so the agent gets it again.
    const variables = (await t.get('/sidecar/configuration_variables')).json();
    await t.send('PUT', `/sidecar/configuration_variables/${variables[0].id}`, { ...variables[0], content: 'logs.example.org:5044' });
    expect((await agent.fetchConfigurations())).toEqual({ fetched: [configurationId], unchanged: [] });
    expect(agent.configuration(configurationId)).toContain('hosts: ["logs.example.org:5044"]');

    // The agent reports its collector running; the list shows it.
    await agent.register();
    const shown = (await t.get(`/sidecars/${NODE}`)).json();
    expect(shown.node_details.status).toEqual({
      status: 0, message: '1 running / 0 stopped / 0 failing',
      collectors: [{ collector_id: collectorId, status: 0, message: 'Running', verbose_message: '' }],
    });

    // An assigned configuration can neither be deleted nor moved to another collector.
    expectApiError(await t.send('DELETE', `/sidecar/configurations/${configurationId}`), 400);
    const otherCollector = await t.collector({ name: 'other-beat' });
    const moved = await t.send('PUT', `/sidecar/configurations/${configurationId}`, { collector_id: otherCollector, name: 'test-config', color: '#fff', template: 'x' });
    expect(expectApiError(moved, 400)).toBe('Configuration still in use, cannot change collector type.');
    // Nor can its collector be deleted.
    expect(expectApiError(await t.send('DELETE', `/sidecar/collectors/${collectorId}`), 400)).toBe('Collector still in use, cannot delete.');
  });

  it('answers the render call with the ETag and 304 for a matching If-None-Match', async () => {
    const collectorId = await t.collector();
    const configurationId = await t.configuration(collectorId);
    await t.register(NODE);
    const response = await t.get(`/sidecar/configurations/render/${NODE}/${configurationId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: configurationId, collector_id: collectorId, name: 'test-config', color: '#ffffff', template: 'name: web-01\n', configuration: 'name: web-01\n',
    });
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await t.get(`/sidecar/configurations/render/${NODE}/${configurationId}`, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another name renders differently: the old tag no longer matches.
    await t.register(NODE, { node_name: 'web-02' });
    const renamed = await t.get(`/sidecar/configurations/render/${NODE}/${configurationId}`, undefined, { 'if-none-match': etag });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().template).toBe('name: web-02\n');
    expectApiError(await t.get(`/sidecar/configurations/render/unknown/${configurationId}`), 404);
    expectApiError(await t.get(`/sidecar/configurations/render/${NODE}/0123456789abcdef01234567`), 404);
  });

  it('refuses assignments of unknown or mismatched collectors and configurations, saving nothing', async () => {
    const linux = await t.collector();
    const windows = await t.collector({ name: 'win-beat', node_operating_system: 'windows', service_type: 'svc', executable_path: 'C:\\beat.exe' });
    const linuxConfig = await t.configuration(linux);
    const windowsConfig = await t.configuration(windows, { name: 'win-config' });
    await t.register(NODE);
    await t.register('second-node', { node_name: 'db-01' });
    const assign = (nodes: unknown) => t.send('PUT', '/sidecars/configurations', { nodes });
    const good = { node_id: 'second-node', assignments: [{ collector_id: linux, configuration_id: linuxConfig }] };

    expect(expectApiError(await assign([good, { node_id: NODE, assignments: [{ collector_id: windows, configuration_id: windowsConfig }] }]), 400))
      .toBe('Collector "win-beat" runs on windows, but sidecar "web-01" runs on Linux');
    expect(expectApiError(await assign([good, { node_id: NODE, assignments: [{ collector_id: linux, configuration_id: windowsConfig }] }]), 400))
      .toMatch(/doesn't match collector/);
    expectApiError(await assign([good, { node_id: NODE, assignments: [{ collector_id: '0123456789abcdef01234567', configuration_id: linuxConfig }] }]), 400);
    expectApiError(await assign([good, { node_id: NODE, assignments: [{ collector_id: linux, configuration_id: '0123456789abcdef01234567' }] }]), 400);
    expect(expectApiError(await assign([good, { node_id: 'nobody', assignments: [] }]), 404)).toMatch(/nobody/);
    // The valid entry sent with each refused request was not saved either.
    expect((await t.get('/sidecars/second-node')).json().assignments).toEqual([]);

    expect((await assign([good])).statusCode).toBe(202);
    expect((await t.get('/sidecars/second-node')).json().assignments).toEqual(good.assignments);
    // Emptying the list removes the assignment.
    await assign([{ node_id: 'second-node', assignments: [] }]);
    expect((await t.get('/sidecars/second-node')).json().assignments).toEqual([]);
  });

  it('delivers collector actions once and the agent obeys them', async () => {
    const { agent, collectorId } = await agentRunningAConfiguration();

    const set = await t.send('PUT', `/sidecar/action/${NODE}`, [{ collector_id: collectorId, properties: { stop: true } }]);
    expect(set.statusCode).toBe(202);
    expect((await t.get(`/sidecar/action/${NODE}`)).json()).toEqual([{ collector_id: collectorId, properties: { stop: true } }]);
    // A newer action for the same collector replaces the pending one.
    await t.send('PUT', `/sidecar/action/${NODE}`, [{ collector_id: collectorId, properties: { restart: true } }]);
    expect((await t.get(`/sidecar/action/${NODE}`)).json()).toEqual([{ collector_id: collectorId, properties: { restart: true } }]);

    const answer = await agent.register();
    expect(answer.actions).toEqual([{ collector_id: collectorId, properties: { restart: true } }]);
    expect(agent.collectorState(collectorId)).toMatchObject({ state: 'running', restarts: 1 });
    expect((await agent.register()).actions).toBeNull();
    expect((await t.get(`/sidecar/action/${NODE}`)).json()).toEqual([]);

    // Bulk stop through the administration call; the agent stops the collector and reports it.
    const bulk = await t.send('PUT', '/sidecar/administration/action', { action: 'stop', collectors: [{ sidecar_id: NODE, collector_ids: [collectorId] }] });
    expect(bulk.statusCode).toBe(202);
    await agent.register();
    expect(agent.collectorState(collectorId)?.state).toBe('stopped');
    await agent.register();
    expect((await t.get(`/sidecars/${NODE}`)).json().node_details.status.status).toBe(3);
    expect((await t.get('/sidecars?query=status:stopped')).json().sidecars).toHaveLength(1);
    expect((await t.get('/sidecars?query=status:running')).json().sidecars).toHaveLength(0);

    // Refused: an unknown action, an unknown collector, an unknown sidecar; nothing is queued.
    expectApiError(await t.send('PUT', '/sidecar/administration/action', { action: 'explode', collectors: [{ sidecar_id: NODE, collector_ids: [collectorId] }] }), 400);
    expectApiError(await t.send('PUT', `/sidecar/action/${NODE}`, [{ collector_id: collectorId, properties: { reboot: true } }]), 400);
    expectApiError(await t.send('PUT', `/sidecar/action/${NODE}`, [{ collector_id: '0123456789abcdef01234567', properties: { start: true } }]), 400);
    expectApiError(await t.send('PUT', '/sidecar/action/nobody', [{ collector_id: collectorId, properties: { start: true } }]), 404);
    expectApiError(await t.send('PUT', '/sidecar/administration/action', { action: 'start', collectors: [{ sidecar_id: NODE, collector_ids: [collectorId] }, { sidecar_id: 'nobody', collector_ids: [] }] }), 404);
    expect((await t.get(`/sidecar/action/${NODE}`)).json()).toEqual([]);
  });

  it('refuses action values the agent cannot use (it only reads true or false) and queues nothing', async () => {
    const collectorId = await t.collector();
    await t.register(NODE);
    for (const value of ['yes', 1, null, { now: true }, [true]]) {
      const refused = await t.send('PUT', `/sidecar/action/${NODE}`, [{ collector_id: collectorId, properties: { restart: value } }]);
      expect(expectApiError(refused, 400)).toMatch(/The collector action "restart" must be true or false/);
      expect(refused.json().errors).toEqual({ properties: [expect.stringContaining('must be true or false')] });
    }
    // One bad action in a list refuses the whole list.
    expectApiError(await t.send('PUT', `/sidecar/action/${NODE}`, [
      { collector_id: collectorId, properties: { start: true } }, { collector_id: collectorId, properties: { stop: 'true' } },
    ]), 400);
    expect((await t.get(`/sidecar/action/${NODE}`)).json()).toEqual([]);
    expect((await t.send('PUT', `/sidecar/action/${NODE}`, [{ collector_id: collectorId, properties: { restart: false } }])).statusCode).toBe(202);
    expect((await t.get(`/sidecar/action/${NODE}`)).json()).toEqual([{ collector_id: collectorId, properties: { restart: false } }]);
  });

  it('keeps answering lists and registrations when a stored sidecar row or its actions cannot be read', async () => {
    const collectorId = await t.collector();
    const configurationId = await t.configuration(collectorId);
    await t.register(NODE);
    await t.register('second-node', { node_name: 'web-02' });
    await t.send('PUT', '/sidecars/configurations', { nodes: [{ node_id: 'second-node', assignments: [{ collector_id: collectorId, configuration_id: configurationId }] }] });
    const { db } = t.ctx;
    db.prepare('UPDATE sidecars SET node_details = ?, assignments = ? WHERE node_id = ?').run('{"operating_system": "Lin', 'not json', NODE);
    db.prepare('INSERT INTO sidecar_actions (sidecar_id, created_ms, actions) VALUES (?, ?, ?)').run(NODE, 0, '[{"collector_id": ');
    const warnings: string[] = [];
    const restoreSink = setLogSink((_line, record) => { if (record.level === 'WARN') warnings.push(record.message); });

    // Lists show the damaged sidecar without details (its status unknown), and the others as they are.
    const list = await t.get('/sidecars');
    expect(list.statusCode).toBe(200);
    const damaged = list.json().sidecars.find((s: { node_id: string }) => s.node_id === NODE);
    expect(damaged).toMatchObject({ node_name: 'web-01', assignments: [], node_details: { operating_system: 'Linux', status: null } });
    expect((await t.get('/sidecars/all')).statusCode).toBe(200);
    expect((await t.get(`/sidecars/${NODE}`)).statusCode).toBe(200);
    expect((await t.send('POST', '/sidecar/administration', { filters: { status: '1' } })).json().sidecars.map((s: { node_id: string }) => s.node_id)).toEqual([NODE]);
    expect((await t.get(`/sidecar/action/${NODE}`)).json()).toEqual([]);
    expect((await t.get(`/sidecars/configurations`)).statusCode).not.toBe(500);
    // The configuration's users are still found; deleting it is still refused for the sidecar that uses it.
    expectApiError(await t.send('DELETE', `/sidecar/configurations/${configurationId}`), 400);
    runSidecarSweep(t.ctx);

    // The damaged sidecar registers again; its row is written anew.
    const again = await t.register(NODE);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ actions: null, assignments: [] });
    expect((await t.get(`/sidecars/${NODE}`)).json().node_details.status).toEqual({ status: 0, message: 'running', collectors: [] });
    restoreSink();
    // Each damaged part is reported once, however often it is read.
    expect(warnings.filter((w) => w.includes('unreadable node_details'))).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('unreadable assignments'))).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('unreadable pending collector actions'))).not.toHaveLength(0);
  });

  it('reports a failing collector', async () => {
    const { agent, collectorId } = await agentRunningAConfiguration();
    agent.setCollectorStatus(collectorId, 'failing', 'cannot open /var/log/app.log');
    await agent.register();
    const status = (await t.get(`/sidecars/${NODE}`)).json().node_details.status;
    expect(status.status).toBe(2);
    expect(status.collectors[0]).toEqual({ collector_id: collectorId, status: 2, message: 'cannot open /var/log/app.log', verbose_message: 'cannot open /var/log/app.log' });
    const failing = await t.send('POST', '/sidecar/administration', { page: 1, per_page: 50, query: '', filters: { status: '2' } });
    expect(failing.json().sidecars.map((s: { node_id: string }) => s.node_id)).toEqual([NODE]);
  });

  it('shows a silent sidecar as inactive after the threshold, marks it unknown and removes it when expired', async () => {
    await t.register(NODE);
    t.clock.advance(30 * SECOND);
    await t.register('fresh-node', { node_name: 'fresh' });
    t.clock.advance(31 * SECOND);
    // NODE was last seen 61 s ago (threshold PT1M), fresh-node 31 s ago.
    const list = (await t.get('/sidecars')).json();
    expect(list.sidecars.map((s: { node_id: string; active: boolean }) => [s.node_id, s.active])).toEqual([['fresh-node', true], [NODE, false]]);
    const active = (await t.get('/sidecars?only_active=true')).json();
    expect(active.sidecars.map((s: { node_id: string }) => s.node_id)).toEqual(['fresh-node']);
    expect(active).toMatchObject({ only_active: true, total: 2, pagination: { total: 1, count: 1 } });

    runSidecarSweep(t.ctx);
    const silent = (await t.get(`/sidecars/${NODE}`)).json();
    expect(silent.node_details.status).toEqual({ status: 1, message: 'Received no ping signal from sidecar', collectors: [] });
    expect((await t.get('/sidecars/fresh-node')).json().node_details.status.status).toBe(0);

    // The thresholds come from the cluster configuration.
    t.setSidecarConfig({ sidecar_inactive_threshold: 'PT5M', sidecar_expiration_threshold: 'P1D', sidecar_update_interval: 'PT1M' });
    expect((await t.get(`/sidecars/${NODE}`)).json().active).toBe(true);
    expect((await t.register('fresh-node', { node_name: 'fresh' })).json().configuration.update_interval).toBe(60);
    t.clock.advance(DAY);
    runSidecarSweep(t.ctx);
    expectApiError(await t.get(`/sidecars/${NODE}`), 404);
    expect((await t.get('/sidecars/fresh-node')).json().active).toBe(false);
  });

  it('searches, sorts and pages sidecars', async () => {
    await t.register('n1', { node_name: 'web-01' });
    t.clock.advance(DAY);
    await t.register('n2', { node_name: 'db-01', os: 'Windows' });
    await t.register('n3', { node_name: 'web-02' });
    const names = async (query: string) => ((await t.get(`/sidecars?${query}`)).json().sidecars as { node_name: string }[]).map((s) => s.node_name);
    expect(await names('')).toEqual(['db-01', 'web-01', 'web-02']);
    expect(await names('query=web')).toEqual(['web-01', 'web-02']);
    expect(await names('query=operating_system:windows')).toEqual(['db-01']);
    expect(await names('sort=node_name&order=desc&per_page=2&page=1')).toEqual(['web-02', 'web-01']);
    expect(await names('sort=last_seen&order=asc')).toEqual(['web-01', 'db-01', 'web-02']);
    const yesterday = new Date(t.clock.now() - DAY).toISOString().slice(0, 10);
    expect(await names(`query=${encodeURIComponent(`last_seen:<=${yesterday}`)}`)).toEqual(['web-01']);
    expect(await names(`query=${encodeURIComponent(`last_seen:>${yesterday}`)}`)).toEqual(['db-01', 'web-02']);
    expectApiError(await t.get('/sidecars?query=last_seen:yesterday'), 400);
    expectApiError(await t.get('/sidecars?query=status:sleepy'), 400);
    expectApiError(await t.get('/sidecars?sort=secret'), 400);
  });

  it('lists sidecars for administration with their compatible collectors and filters', async () => {
    const linux = await t.collector();
    const windows = await t.collector({ name: 'win-beat', node_operating_system: 'windows', service_type: 'svc', executable_path: 'C:\\beat.exe' });
    const config = await t.configuration(linux);
    await t.register('n1', { node_name: 'web-01' });
    await t.register('n2', { node_name: 'win-01', os: 'Windows' });
    await t.send('PUT', '/sidecars/configurations', { nodes: [{ node_id: 'n1', assignments: [{ collector_id: linux, configuration_id: config }] }] });
    const admin = async (filters: Record<string, string>) => {
      const response = await t.send('POST', '/sidecar/administration', { page: 1, per_page: 50, query: '', filters });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const all = await admin({});
    expect(all).toMatchObject({ total: 2, filters: {}, sort: 'node_name', order: 'asc', pagination: { total: 2, count: 2, page: 1, per_page: 50 } });
    const byName = Object.fromEntries(all.sidecars.map((s: { node_name: string; collectors: string[] }) => [s.node_name, s.collectors]));
    // Every default collector of the operating system plus the ones created here.
    expect(byName['web-01']).toContain(linux);
    expect(byName['web-01']).not.toContain(windows);
    expect(byName['win-01']).toContain(windows);

    expect((await admin({ collector: windows })).sidecars.map((s: { node_name: string; collectors: string[] }) => [s.node_name, s.collectors])).toEqual([['win-01', [windows]]]);
    expect((await admin({ configuration: config })).sidecars.map((s: { node_name: string }) => s.node_name)).toEqual(['web-01']);
    expect((await admin({ os: 'windows' })).sidecars.map((s: { node_name: string }) => s.node_name)).toEqual(['win-01']);
    expect((await admin({ status: '0' })).sidecars).toEqual([]);
    expect((await admin({ status: '1' })).sidecars).toHaveLength(0);
    expectApiError(await t.send('POST', '/sidecar/administration', { page: 1, per_page: 50, query: '', filters: { colour: 'red' } }), 400);
    expectApiError(await t.send('POST', '/sidecar/administration', { page: 1, per_page: 50, query: '', filters: { collector: '0123456789abcdef01234567' } }), 400);
  });
});
