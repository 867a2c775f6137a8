// /count/total and /count/{indexSetId}/total: every message for those who may read every stream,
// only the messages of readable streams for the others, and an index set's messages are its streams'.
import { ADMIN, basic, expectApiError, makeTestApi, type TestApi } from '../../test/helpers';
import { openMessageStore, type LocalMessageStore } from '../messages/messageStore';
import { DEFAULT_STREAM_ID } from '../streams/defaults';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/store';
import { registerCountRoutes } from './routes';

const OTHER_STREAM = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const THIRD_STREAM = 'cccccccccccccccccccccccc';
const ARCHIVE_SET = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const EMPTY_SET = 'dddddddddddddddddddddddd';

describe('count routes', () => {
  let t: TestApi;
  let store: LocalMessageStore;
  let defaultSet: string;

  const count = async (url: string, who: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: who });
    expect(response.statusCode).toBe(200);
    return (response.json() as { events: number }).events;
  };

  beforeAll(async () => {
    t = await makeTestApi((api, ctx) => {
      store = openMessageStore(ctx, { writer: 'inline' });
      registerCountRoutes(api, ctx, store);
    });
    const { db } = t.ctx;
    defaultSet = (db.prepare('SELECT id FROM index_sets WHERE is_default = 1').get() as { id: string }).id;
    const addSet = db.prepare("INSERT INTO index_sets (id, title, index_prefix, is_default, data) VALUES (?, ?, ?, 0, '{}')");
    addSet.run(ARCHIVE_SET, 'Archive', 'archive');
    addSet.run(EMPTY_SET, 'Empty', 'empty');
    const addStream = db.prepare('INSERT INTO streams (id, title, index_set_id, is_default, disabled, data) VALUES (?, ?, ?, 0, 0, ?)');
    addStream.run(OTHER_STREAM, 'Other', defaultSet, '{}');
    addStream.run(THIRD_STREAM, 'Third', ARCHIVE_SET, '{}');

    const timestamp = new Date(t.clock.now()).toISOString();
    const message = (id: string, streams: string[]) => ({ _id: id, message: id, source: 'x', timestamp, streams });
    await store.write([
      message('a', [DEFAULT_STREAM_ID]), message('b', [DEFAULT_STREAM_ID]), message('c', [DEFAULT_STREAM_ID]),
      message('d', [OTHER_STREAM]),
      message('e', [THIRD_STREAM]), message('f', [THIRD_STREAM]),
    ]);
    const hash = await hashPassword('secret-pass-1');
    const user = (username: string, permissions: string[]) =>
      insertUser(t.ctx.db, { username, password_hash: hash, email: `${username}@x.org`, full_name: username, permissions }, t.clock.now());
    user('counter', ['messagecount:read']);
    user('otherreader', ['messagecount:read', `streams:read:${OTHER_STREAM}`, `streams:read:${THIRD_STREAM}`]);
    user('allreader', ['messagecount:read', 'streams:read']);
    user('nobody', []);
  });

  afterAll(async () => {
    await store.close();
    await t.app.close();
  });

  it('counts every message for those who may read every stream', async () => {
    expect(await count('/count/total', ADMIN)).toBe(6);
    expect(await count('/count/total', basic('allreader', 'secret-pass-1'))).toBe(6);
  });

  it('counts only the messages of readable streams for the others', async () => {
    expect(await count('/count/total', basic('otherreader', 'secret-pass-1'))).toBe(3);
    expect(await count('/count/total', basic('counter', 'secret-pass-1'))).toBe(0);
  });

  it('counts the messages of an index set\'s streams, with the same rule', async () => {
    expect(await count(`/count/${defaultSet}/total`, ADMIN)).toBe(4);
    expect(await count(`/count/${ARCHIVE_SET}/total`, ADMIN)).toBe(2);
    expect(await count(`/count/${EMPTY_SET}/total`, ADMIN)).toBe(0);
    expect(await count(`/count/${defaultSet}/total`, basic('otherreader', 'secret-pass-1'))).toBe(1);
    expect(await count(`/count/${ARCHIVE_SET}/total`, basic('otherreader', 'secret-pass-1'))).toBe(2);
    expect(await count(`/count/${defaultSet}/total`, basic('counter', 'secret-pass-1'))).toBe(0);
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/count/5f0000000000000000000000/total', headers: ADMIN }), 404);
  });

  it('needs messagecount:read', async () => {
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/count/total', headers: basic('nobody', 'secret-pass-1') }), 403);
    expectApiError(await t.app.inject({ method: 'GET', url: `/api/count/${defaultSet}/total`, headers: basic('nobody', 'secret-pass-1') }), 403);
  });
});
