// Who may call what: Graylog's sidecar permissions on every route, and an agent account that can register and
// fetch its configurations but change nothing else.
import { expectApiError } from '../../test/helpers';
import { SIDECAR_AGENT_PERMISSIONS } from './permissions';
import { makeSidecarApi, type SidecarTestApi } from './testSupport';

const NODE = 'a1b2c3d4-0000-4000-8000-000000000001';

describe('sidecar permissions', () => {
  let t: SidecarTestApi;

  beforeEach(async () => {
    t = await makeSidecarApi();
  });
  afterEach(async () => {
    await t.app.close();
  });

  it('refuses every call to a user without sidecar permissions', async () => {
    const nobody = await t.userWith('nobody', []);
    const collectorId = await t.collector();
    const configurationId = await t.configuration(collectorId);
    await t.register(NODE);
    const reads = ['/sidecars', '/sidecars/all', `/sidecars/${NODE}`, `/sidecar/action/${NODE}`, '/sidecar/collectors', '/sidecar/collectors/summary',
      `/sidecar/collectors/${collectorId}`, '/sidecar/configurations', `/sidecar/configurations/${configurationId}`,
      `/sidecar/configurations/render/${NODE}/${configurationId}`, '/sidecar/configuration_variables', '/sidecar/configurations/uploads'];
    for (const url of reads) expect([url, (await t.get(url, nobody)).statusCode]).toEqual([url, 403]);
    const writes: [('POST' | 'PUT' | 'DELETE'), string, unknown][] = [
      ['PUT', `/sidecars/${NODE}`, { node_name: 'x', node_details: { operating_system: 'Linux' } }],
      ['PUT', '/sidecars/configurations', { nodes: [] }],
      ['POST', '/sidecar/collectors', { name: 'x', node_operating_system: 'linux', executable_path: '/x' }],
      ['DELETE', `/sidecar/collectors/${collectorId}`, undefined],
      ['POST', '/sidecar/configurations', { name: 'x', collector_id: collectorId, color: '#fff', template: 'x' }],
      ['DELETE', `/sidecar/configurations/${configurationId}`, undefined],
      ['POST', '/sidecar/configuration_variables', { name: 'x', content: 'x' }],
      ['PUT', '/sidecar/administration/action', { action: 'stop', collectors: [] }],
    ];
    for (const [method, url, body] of writes) expect([url, (await t.send(method, url, body, nobody)).statusCode]).toEqual([url, 403]);
    // Nothing was changed by the refused calls.
    expect((await t.get(`/sidecar/collectors/${collectorId}`)).statusCode).toBe(200);
  });

  it('needs every permission Graylog asks for on the combined calls', async () => {
    const sidecarsOnly = await t.userWith('viewer', ['sidecars:read']);
    const response = await t.send('POST', '/sidecar/administration', { page: 1, per_page: 50, query: '', filters: {} }, sidecarsOnly);
    expect(expectApiError(response, 403)).toMatch(/sidecar_collectors:read/);
    const configsOnly = await t.userWith('configs', ['sidecar_collector_configurations:read', 'sidecar_collector_configurations:create']);
    const configurationId = await t.configuration(await t.collector());
    expect(expectApiError(await t.get(`/sidecar/configurations/${configurationId}/sidecars`, configsOnly), 403)).toMatch(/sidecars:read/);
    expect((await t.get(`/sidecar/configurations/${configurationId}`, configsOnly)).statusCode).toBe(200);
    // Copying needs read and create.
    const createOnly = await t.userWith('creator', ['sidecar_collector_configurations:create']);
    expectApiError(await t.send('POST', `/sidecar/configurations/${configurationId}/copy`, undefined, createOnly), 403);
    expect((await t.send('POST', `/sidecar/configurations/${configurationId}/copy`, undefined, configsOnly)).statusCode).toBe(202);
  });

  it("lets an agent account register and fetch its configuration, but not manage the area", async () => {
    // Not graylog-sidecar, which every installation has already (sidecarUser.test.ts): an account made for agents.
    await t.userWith('agent-account', [...SIDECAR_AGENT_PERMISSIONS]);
    const agentAuth = { username: 'agent-account', password: 'agent-account-pass-1' };
    const collectorId = await t.collector();
    const configurationId = await t.configuration(collectorId);
    const agent = await t.agent(NODE, 'web-01', 'Linux', agentAuth);
    await agent.register();
    await t.send('PUT', '/sidecars/configurations', { nodes: [{ node_id: NODE, assignments: [{ collector_id: collectorId, configuration_id: configurationId }] }] });
    await agent.runOnce();
    expect(agent.configuration(configurationId)).toBe('name: web-01\n');

    const basic = { authorization: `Basic ${Buffer.from('agent-account:agent-account-pass-1').toString('base64')}` };
    expectApiError(await t.send('POST', '/sidecar/collectors', { name: 'x', node_operating_system: 'linux', executable_path: '/x' }, basic), 403);
    expectApiError(await t.send('PUT', `/sidecar/configurations/${configurationId}`, { name: 'x', collector_id: collectorId, color: '#fff', template: 'x' }, basic), 403);
    expectApiError(await t.send('DELETE', `/sidecar/configurations/${configurationId}`, undefined, basic), 403);
  });
});
