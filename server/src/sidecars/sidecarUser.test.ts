// Graylog's graylog-sidecar account: there on every installation with the "Sidecar System (Internal)" role and
// Reader, usable by an agent through an access token, and put right again at the next start when changed.
import { expectApiError } from '../../test/helpers';
import { ensureDefaults } from '../setup/firstStart';
import { findRoleByName } from '../roles/store';
import { createAccessToken } from '../tokens/store';
import { verifyPassword } from '../users/password';
import { findUserByName, updateUser } from '../users/store';
import { SIDECAR_USERNAME } from './sidecarUser';
import { makeSidecarApi, type SidecarTestApi } from './testSupport';

const NODE = 'c0ffee00-0000-4000-8000-000000000042';
const ROLE = 'Sidecar System (Internal)';

describe('the sidecar system user', () => {
  let t: SidecarTestApi;

  beforeEach(async () => {
    t = await makeSidecarApi();
  });
  afterEach(async () => {
    await t.app.close();
  });

  it('exists with Graylog\'s built-in role, a random password and no permissions of its own', async () => {
    const role = findRoleByName(t.ctx.db, ROLE);
    expect(role).toMatchObject({
      read_only: true,
      description: 'Internal technical role. Grants access to register and pull configurations for a Sidecar node (built-in)',
    });
    expect([...(role?.permissions ?? [])].sort()).toEqual(['sidecar_collector_configurations:read', 'sidecar_collectors:read', 'sidecars:update']);
    const user = findUserByName(t.ctx.db, SIDECAR_USERNAME);
    expect(user).toMatchObject({
      full_name: 'Sidecar System User (built-in)', email: 'sidecar@graylog.local', permissions: [], read_only: false, timezone: 'UTC',
    });
    expect([...(user?.roles ?? [])].sort()).toEqual(['Reader', ROLE]);
    // Nobody knows the password: neither an empty one nor the user name opens the account.
    for (const guess of ['', SIDECAR_USERNAME, 'graylog', 'admin']) expect(await verifyPassword(guess, user?.password_hash ?? '')).toBe(false);
  });

  it('lets an agent with a token of the user register and fetch its rendered configuration, and nothing more', async () => {
    const user = findUserByName(t.ctx.db, SIDECAR_USERNAME);
    const { token } = createAccessToken(t.ctx.db, user?.id ?? '', 'sidecars', t.clock.now());
    const collectorId = await t.collector();
    const configurationId = await t.configuration(collectorId, { template: 'name: ${sidecar.nodeName}' });
    const agent = await t.agent(NODE, 'edge-07', 'Linux', { username: token, password: 'token' });
    await agent.register();
    const assigned = await t.send('PUT', '/sidecars/configurations', { nodes: [{ node_id: NODE, assignments: [{ collector_id: collectorId, configuration_id: configurationId }] }] });
    expect(assigned.statusCode).toBe(202);
    await agent.runOnce();
    expect(agent.configuration(configurationId)).toBe('name: edge-07\n');

    // The token is no administrator's: it cannot change collectors or configurations (as in Graylog, sidecars:update
    // does let it change assignments).
    const asAgent = { authorization: `Basic ${Buffer.from(`${token}:token`).toString('base64')}` };
    expectApiError(await t.send('DELETE', `/sidecar/collectors/${collectorId}`, undefined, asAgent), 403);
    expectApiError(await t.send('POST', '/sidecar/configurations', { name: 'x', collector_id: collectorId, color: '#ffffff', template: 'x' }, asAgent), 403);
  });

  it('is put right at the next start when its role or its roles were changed, and is not created twice', async () => {
    const { db } = t.ctx;
    const user = findUserByName(db, SIDECAR_USERNAME);
    const role = findRoleByName(db, ROLE);
    db.prepare('UPDATE roles SET permissions = ?, read_only = 0 WHERE name = ?').run(JSON.stringify(['*']), ROLE);
    updateUser(db, user?.id ?? '', { roles: ['Reader'] });

    await ensureDefaults(db, 'admin', t.clock.now());

    expect(findRoleByName(db, ROLE)).toMatchObject({ id: role?.id, read_only: true });
    expect([...(findRoleByName(db, ROLE)?.permissions ?? [])].sort()).toEqual(['sidecar_collector_configurations:read', 'sidecar_collectors:read', 'sidecars:update']);
    const fixed = findUserByName(db, SIDECAR_USERNAME);
    expect(fixed).toMatchObject({ id: user?.id, password_hash: user?.password_hash });
    expect([...(fixed?.roles ?? [])].sort()).toEqual(['Reader', ROLE]);
    expect((db.prepare('SELECT COUNT(*) AS n FROM users WHERE username = ?').get(SIDECAR_USERNAME) as { n: number }).n).toBe(1);
  });

  it("keeps roles an administrator added across a restart, adding back only an expected role it lost", async () => {
    const { db } = t.ctx;
    const user = findUserByName(db, SIDECAR_USERNAME);
    updateUser(db, user?.id ?? '', { roles: ['Reader', ROLE, 'Alerts Manager'] });
    await ensureDefaults(db, 'admin', t.clock.now());
    expect(findUserByName(db, SIDECAR_USERNAME)?.roles).toEqual(['Reader', ROLE, 'Alerts Manager']);

    updateUser(db, user?.id ?? '', { roles: ['Alerts Manager', 'Reader'] });
    await ensureDefaults(db, 'admin', t.clock.now());
    expect(findUserByName(db, SIDECAR_USERNAME)?.roles).toEqual(['Alerts Manager', 'Reader', ROLE]);
  });
});
