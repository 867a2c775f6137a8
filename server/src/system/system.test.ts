import { CSRF, basic, expectApiError, useTestApp } from '../../test/helpers';

describe('system endpoints', () => {
  const t = useTestApp({ host: '127.0.0.1', port: 9155 }, { per: 'file' });
  const admin = basic('admin', 'admin');

  it('pings without credentials', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/' })).json();
    expect(body.version).toBe('4.0.17');
    expect(body.tagline).toMatch(/lasers/);
    expect(body.node_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.cluster_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('describes the system, the cluster and the node', async () => {
    const system = (await t.app.inject({ method: 'GET', url: '/api/system', headers: admin })).json();
    expect(system).toMatchObject({ facility: 'graylog-server', version: '4.0.17', lifecycle: 'running', lb_status: 'alive', is_processing: true });
    const cluster = (await t.app.inject({ method: 'GET', url: '/api/cluster', headers: admin })).json();
    expect(cluster).toEqual({ [system.node_id]: system });

    const node = (await t.app.inject({ method: 'GET', url: '/api/system/cluster/node', headers: admin })).json();
    expect(node).toMatchObject({
      node_id: system.node_id,
      cluster_id: system.cluster_id,
      type: 'server',
      transport_address: 'http://127.0.0.1:9155/api/',
      short_node_id: system.node_id.slice(0, 8),
      is_master: true,
      is_leader: true,
    });
    const nodes = (await t.app.inject({ method: 'GET', url: '/api/system/cluster/nodes', headers: admin })).json();
    expect(nodes).toEqual({ nodes: [node], total: 1 });
    const one = await t.app.inject({ method: 'GET', url: `/api/system/cluster/nodes/${system.node_id}`, headers: admin });
    expect(one.json().node_id).toBe(system.node_id);
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/system/cluster/nodes/unknown', headers: admin }), 404);
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/system' }), 401);
  });

  it('shows the getting-started guide until dismissed, and remembers that', async () => {
    const get = () => t.app.inject({ method: 'GET', url: '/api/system/gettingstarted', headers: admin });
    expect((await get()).json()).toEqual({ show: true, dismissed_in_version: null });
    const dismiss = await t.app.inject({ method: 'POST', url: '/api/system/gettingstarted/dismiss', headers: { ...CSRF, ...admin } });
    expect(dismiss.statusCode).toBe(204);
    expect((await get()).json()).toEqual({ show: false, dismissed_in_version: '4.0.17' });
    await t.restart();
    expect((await get()).json().show).toBe(false);
  });
});
