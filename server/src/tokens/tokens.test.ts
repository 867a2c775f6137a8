// Access tokens: list, create (the plain token only then), authenticate as <token>:token, delete.
import { ADMIN, basic, createReader, expectApiError, useTestApp, withDb, writing } from '../../test/helpers';

describe('access tokens', () => {
  const t = useTestApp();
  let aliceId: string;
  const alice = basic('alice', 'secret123');
  beforeEach(async () => {
    aliceId = await createReader(t.app, 'alice');
  });

  const create = (userId: string, name: string, auth = alice) =>
    t.app.inject({ method: 'POST', url: `/api/users/${userId}/tokens/${encodeURIComponent(name)}`, headers: writing(auth), payload: {} });
  const list = (userId: string, auth = alice) => t.app.inject({ method: 'GET', url: `/api/users/${userId}/tokens`, headers: auth });
  const remove = (userId: string, idOrToken: string, auth = alice) =>
    t.app.inject({ method: 'DELETE', url: `/api/users/${userId}/tokens/${encodeURIComponent(idOrToken)}`, headers: writing(auth) });

  it('creates a token, answers the plain token once, and authenticates with it', async () => {
    const created = await create(aliceId, 'cron job');
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(Object.keys(body).sort()).toEqual(['id', 'last_access', 'name', 'token']);
    expect(body).toMatchObject({ name: 'cron job', last_access: '1970-01-01T00:00:00.000Z' });
    expect(body.token).toMatch(/^[0-9a-f]{40,}$/);
    // Only the hash is stored.
    expect(JSON.stringify(withDb(t.dataDir, (db) => db.prepare('SELECT * FROM access_tokens').all()))).not.toContain(body.token);

    const me = await t.app.inject({ method: 'GET', url: '/api/users/alice', headers: basic(body.token, 'token') });
    expect(me.json().username).toBe('alice');

    const listed = (await list(aliceId)).json();
    expect(listed).toEqual({ tokens: [{ id: body.id, name: 'cron job', last_access: new Date(t.clock.now()).toISOString() }] });
  });

  it('refuses blank, invisible and overlong names with a 400 naming the limit, not a misleading 404', async () => {
    for (const name of [' ', 'x\u0000y', '\u200b', 'a'.repeat(101), 'a'.repeat(500)]) {
      expect([name.slice(0, 5), expectApiError(await create(aliceId, name), 400)]).toEqual([name.slice(0, 5), expect.stringMatching(/params\/name/)]);
    }
    expect((await create(aliceId, 'Grafana dashboards ✓')).statusCode).toBe(200);
  });

  it('lists tokens without their secrets', async () => {
    await create(aliceId, 'one');
    await create(aliceId, 'two');
    const tokens = (await list(aliceId)).json().tokens;
    expect(tokens.map((token: { name: string }) => token.name)).toEqual(['one', 'two']);
    for (const token of tokens) expect(Object.keys(token).sort()).toEqual(['id', 'last_access', 'name']);
  });

  it('deletes a token by id or by the token itself; it stops working at once', async () => {
    const first = (await create(aliceId, 'first')).json();
    const second = (await create(aliceId, 'second')).json();
    expect((await remove(aliceId, first.id)).statusCode).toBe(204);
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/system', headers: basic(first.token, 'token') }), 401);
    expect((await remove(aliceId, second.token)).statusCode).toBe(204);
    expect((await list(aliceId)).json().tokens).toEqual([]);
    expect(expectApiError(await remove(aliceId, first.id), 404)).toMatch(/access token/);
  });

  it("keeps users to their own tokens; an administrator manages anyone's", async () => {
    const bobId = await createReader(t.app, 'bob');
    const bobToken = (await create(bobId, 'bobs', basic('bob', 'secret123'))).json();
    expect(expectApiError(await list(bobId), 403)).toMatch(`users:tokenlist on the user with id ${bobId}`);
    expect(expectApiError(await create(bobId, 'mine'), 403)).toMatch(`users:tokencreate on the user with id ${bobId}`);
    expect(expectApiError(await remove(bobId, bobToken.id), 403)).toMatch(`users:tokenremove on the user with id ${bobId}`);
    // Alice naming bob's token under her own account finds nothing.
    expectApiError(await remove(aliceId, bobToken.id), 404);
    expect((await list(bobId, ADMIN)).json().tokens).toHaveLength(1);
    expect((await create(bobId, 'by-admin', ADMIN)).statusCode).toBe(200);
    expect((await remove(bobId, bobToken.id, ADMIN)).statusCode).toBe(204);
  });

  it('answers 404 for an unknown user to administrators and 403 to others', async () => {
    const unknown = '0123456789abcdef01234567';
    expectApiError(await list(unknown, ADMIN), 404);
    expectApiError(await create(unknown, 'x', ADMIN), 404);
    expectApiError(await list(unknown), 403);
  });
});
