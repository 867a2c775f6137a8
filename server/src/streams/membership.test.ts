// A message routed into several streams is found by a search on each of them, and a search on several
// streams finds each matching message once.
import { openTestMessageStore, TEST_START_MS, testMessage } from '../../test/helpers';
import type { LocalMessageStore } from '../messages/messageStore';
import type { ServerContext } from '../context';
import { compileQuery } from '../search/query';
import { DEFAULT_STREAM_ID } from './defaults';

const A = '0000000000000000000000aa';
const B = '0000000000000000000000bb';

let ctx: ServerContext;
let store: LocalMessageStore;

beforeAll(async () => {
  ({ ctx, store } = openTestMessageStore(TEST_START_MS));
  await store.write([
    testMessage('only-a', 1, { streams: [DEFAULT_STREAM_ID, A], app: 'shop' }),
    testMessage('both', 2, { streams: [DEFAULT_STREAM_ID, A, B], app: 'shop' }),
    testMessage('only-b', 3, { streams: [B], app: 'blog' }),
    testMessage('default', 4, { streams: [DEFAULT_STREAM_ID], app: 'shop' }),
  ]);
});

afterAll(async () => {
  await store.close();
  ctx.db.close();
});

function found(streams: readonly string[] | null, query = ''): string[] {
  const result = store.search({ query: compileQuery(query), streams, fromMs: TEST_START_MS, toMs: TEST_START_MS + 60_000, limit: 50, offset: 0 });
  expect(result.total).toBe(result.messages.length);
  return result.messages.map((message) => message.id).sort();
}

describe('stream membership in search', () => {
  it('finds a message in every stream it was routed into', () => {
    expect(found([A])).toEqual(['both', 'only-a']);
    expect(found([B])).toEqual(['both', 'only-b']);
    expect(found([DEFAULT_STREAM_ID])).toEqual(['both', 'default', 'only-a']);
  });

  it('finds the union of several streams, each message once, with or without a query', () => {
    expect(found([A, B])).toEqual(['both', 'only-a', 'only-b']);
    expect(found([A, B], 'app:shop')).toEqual(['both', 'only-a']);
    expect(found([A, B], 'message:both OR app:blog')).toEqual(['both', 'only-b']);
  });
});
