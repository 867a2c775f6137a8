// This node's own calls: memory and stats of this process, its thread dump, plugin bundles, the load
// balancer status and its override, and a graceful shutdown that closes the app before the injected exit.
import { maxFileDescriptors } from './stats';
import { ADMIN, basic, createReader, expectApiError, makeTestApp, useTestApp, writing } from '../../test/helpers';

describe('node calls', () => {
  const t = useTestApp({ pluginUrls: ['/plugins/example/plugin.js'] }, { per: 'file' });
  let nodeId: string;
  const get = (url: string, headers = ADMIN) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const put = (url: string, headers = ADMIN) => t.app.inject({ method: 'PUT', url: `/api${url}`, headers: writing(headers) });

  beforeAll(async () => {
    nodeId = (await get('/system/cluster/node')).json().node_id;
    await createReader(t.app, 'reader');
  });

  it('describes the real memory of this process', async () => {
    const jvm = (await get('/system/jvm')).json();
    expect(jvm).toMatchObject({ node_id: nodeId, pid: String(process.pid) });
    expect(jvm.info).toContain(process.version);
    expect(jvm.used_memory.bytes).toBeGreaterThan(1024 * 1024);
    expect(jvm.used_memory.megabytes).toBe(Math.floor(jvm.used_memory.bytes / 1024 / 1024));
    expect(jvm.total_memory.bytes).toBe(jvm.used_memory.bytes + jvm.free_memory.bytes);
    expect(jvm.max_memory.bytes).toBeGreaterThanOrEqual(jvm.total_memory.bytes);
    expect((await get(`/cluster/${nodeId}/jvm`)).json().node_id).toBe(nodeId);
    expectApiError(await get('/cluster/someone-else/jvm'), 404);
  });

  it('answers the stats of the process, the system and the data folder', async () => {
    const stats = (await get('/system/stats')).json();
    expect(stats.process).toMatchObject({ pid: process.pid });
    expect(stats.process.memory.resident).toBeGreaterThan(1024 * 1024);
    expect(stats.process.max_file_descriptors).toBeGreaterThanOrEqual(stats.process.open_file_descriptors);
    expect(stats.os.memory.total).toBeGreaterThan(0);
    expect(Object.values(stats.fs.filesystems)).toEqual([expect.objectContaining({ path: t.dataDir })]);
    expect(stats.jvm).toMatchObject({ vm_name: 'V8', version: process.versions.node });
    expect(JSON.stringify(stats)).not.toContain('ADMIN_PASSWORD');
    expect((await get('/system/stats/process')).json().pid).toBe(process.pid);
  });

  it('reads the soft limit on open files from the kernel\'s limits table', () => {
    const table = [
      'Limit                     Soft Limit           Hard Limit           Units',
      'Max processes             95581                95581                processes',
      'Max open files            1024                 524288               files',
    ].join('\n');
    expect(maxFileDescriptors(table)).toBe(1024);
    expect(maxFileDescriptors(table.replace('1024 ', 'unlimited '))).toBe(Number.MAX_SAFE_INTEGER);
    expect(maxFileDescriptors('')).toBe(-1);
  });

  it('dumps the threads of this process as text', async () => {
    const dump = (await get('/system/threaddump')).json().threaddump as string;
    expect(dump).toContain(`Thread dump of process ${process.pid}`);
    expect(dump).toContain('"main" thread');
    expect(dump).toMatch(/Worker threads: \d+/);
    expect(dump).toMatch(/libuv handles: \d+/);
    expect(typeof (await get(`/cluster/${nodeId}/threaddump`)).json().threaddump).toBe('string');
    expectApiError(await get('/system/threaddump', basic('reader', 'secret123')), 403);
  });

  it('lists the plugin bundles it serves', async () => {
    const plugins = (await get('/system/plugins')).json();
    expect(plugins).toEqual({
      total: 1,
      plugins: [expect.objectContaining({ unique_id: '/plugins/example/plugin.js', name: 'plugin', url: '/plugins/example/plugin.js', required_capabilities: [] })],
    });
    expect((await get(`/cluster/${nodeId}/plugins`)).json()).toEqual(plugins);
  });

  it('overrides the load balancer status until the next lifecycle change', async () => {
    const alive = await get('/system/lbstatus');
    expect(alive.statusCode).toBe(200);
    expect(alive.headers['content-type']).toMatch(/^text\/plain/);
    expect(alive.body).toBe('ALIVE');

    expect((await put('/system/lbstatus/override/dead')).statusCode).toBe(204);
    const dead = await get('/system/lbstatus');
    expect([dead.statusCode, dead.body]).toEqual([503, 'DEAD']);
    expect((await get('/system')).json()).toMatchObject({ lifecycle: 'override lb:dead', lb_status: 'dead' });

    expect((await put(`/cluster/${nodeId}/lbstatus/override/THROTTLED`)).statusCode).toBe(204);
    expect((await get('/system/lbstatus')).statusCode).toBe(429);
    expectApiError(await put('/system/lbstatus/override/sleepy'), 400);
    expectApiError(await put('/cluster/other/lbstatus/override/ALIVE'), 404);
    expectApiError(await put('/system/lbstatus/override/ALIVE', basic('reader', 'secret123')), 403);

    // Pausing processing is a lifecycle change: it ends the override.
    await put('/system/processing/pause');
    expect((await get('/system')).json()).toMatchObject({ lifecycle: 'paused', lb_status: 'alive' });
    await put('/system/processing/resume');
    expect((await get('/system/lbstatus')).body).toBe('ALIVE');
  });

  it('refuses a shutdown to a Reader and for another node', async () => {
    const reader = basic('reader', 'secret123');
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/system/shutdown/shutdown', headers: writing(reader) }), 403);
    expectApiError(await t.app.inject({ method: 'POST', url: `/api/cluster/${nodeId}/shutdown`, headers: writing(reader) }), 403);
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/cluster/other/shutdown', headers: writing(ADMIN) }), 404);
  });
});

describe('shutdown', () => {
  it.each([
    ['/api/system/shutdown/shutdown', 202],
    ['/api/cluster/:node/shutdown', 204],
  ])('answers %s with %i, closes the app, then exits', async (url, status) => {
    const exits: number[] = [];
    let closed = false;
    const { app } = await makeTestApp({ exit: (code) => exits.push(code) });
    app.addHook('onClose', async () => {
      closed = true;
    });
    const nodeId = (await app.inject({ method: 'GET', url: '/api/system/cluster/node', headers: ADMIN })).json().node_id;
    const response = await app.inject({ method: 'POST', url: url.replace(':node', nodeId), headers: writing(ADMIN) });
    expect(response.statusCode).toBe(status);
    for (let i = 0; i < 100 && exits.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closed).toBe(true);
    expect(exits).toEqual([0]);
  });
});
