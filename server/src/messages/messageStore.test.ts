import fs from 'node:fs';
import path from 'node:path';
import { tempDir, TEST_START_MS, testContext, testMessage } from '../../test/helpers';
import type { ServerContext } from '../context';
import { runBounded, TimeLimitExceeded } from '../regex/bounded';
import { IndexFile } from './indexFile';
import { createIndex, deflectorTarget, findIndex } from './indices';
import { MAX_LINGER_MS, openMessageStore, type LocalMessageStore } from './messageStore';
import { compileQuery, type CompiledQuery } from '../search/query';
import { runWithTimeLimit } from '../search/searchTime';
import type { MessageFields, MessageSearchRequest } from './types';

/** testMessage's timestamps count from here. */
const T0 = TEST_START_MS;

const contexts: ServerContext[] = [];
const stores: LocalMessageStore[] = [];

function makeContext(dataDir?: string): ServerContext {
  const ctx = testContext(T0, dataDir);
  contexts.push(ctx);
  return ctx;
}

// The worker writer (the default) everywhere, except where a test watches IndexFile.insertBatch, which
// only the inline writer calls on this thread.
function open(ctx: ServerContext, maxBatch?: number, writer: 'inline' | 'worker' = 'worker'): LocalMessageStore {
  const store = openMessageStore(ctx, { maxBatch, writer });
  stores.push(store);
  return store;
}

afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const ctx of contexts.splice(0)) ctx.db.close();
  jest.restoreAllMocks();
});

const openInline = (ctx: ServerContext, maxBatch?: number) => open(ctx, maxBatch, 'inline');

/**
 * A query the index cannot narrow: every message of the range is read and tested by `test`, which may be
 * slow (userRegex: only the watchdog can stop it).
 */
function scanning(test: (fields: MessageFields) => boolean): CompiledQuery {
  return Object.assign((fields: MessageFields) => test(fields), {
    plan: { kind: 'leaf' as const, spec: 'timestamp', conditions: () => [{ op: 'candidates' as const, field: 'timestamp' }] },
    userRegex: true,
  });
}

function request(overrides: Partial<MessageSearchRequest> & { q?: string } = {}): MessageSearchRequest {
  const { q, ...rest } = overrides;
  return { query: compileQuery(q ?? '', { nowMs: T0 }), streams: null, fromMs: 0, toMs: T0 + 1e9, limit: 100, offset: 0, ...rest };
}

const ids = (messages: { id: string }[]) => messages.map((stored) => stored.id);

describe('writing and reading', () => {
  it('stores messages in the deflector target, graylog_0 at first, and counts them', async () => {
    const ctx = makeContext();
    const store = open(ctx);
    expect(store.writeIndex()).toBe('graylog_0');
    expect(deflectorTarget(ctx.db)).toBe('graylog_0');
    await store.write([testMessage('a', 10), testMessage('b', 5)]);
    expect(store.get('graylog_0', 'a')).toEqual({ index: 'graylog_0', id: 'a', fields: testMessage('a', 10) });
    expect(findIndex(ctx.db, 'graylog_0')).toMatchObject({ message_count: 2, begin_ms: T0 + 5000, end_ms: T0 + 10_000 });
    expect(fs.existsSync(path.join(ctx.dataDir, 'indices', 'graylog_0.db'))).toBe(true);
  });

  it('answers null for unknown ids and indices, and never leaves the indices folder', async () => {
    const ctx = makeContext();
    const store = open(ctx);
    await store.write([testMessage('a', 1)]);
    // A file that looks like an index but is not listed in message_indices.
    fs.copyFileSync(path.join(ctx.dataDir, 'indices', 'graylog_0.db'), path.join(ctx.dataDir, 'indices', 'graylog_9.db'));
    for (const index of ['graylog_1', 'graylog_9', '../console', '../indices/graylog_0', 'graylog_0.db', '', 'GRAYLOG_0', 'toString']) {
      expect(store.get(index, 'a')).toBeNull();
    }
    expect(store.get('graylog_0', 'missing')).toBeNull();
    expect(fs.existsSync(path.join(ctx.dataDir, 'indices', 'graylog_1.db'))).toBe(false);
  });

  it('refuses a message without _id or timestamp, rejecting only that caller', async () => {
    const store = open(makeContext());
    const good = store.write([testMessage('a', 1)]);
    await expect(store.write([{ message: 'no id', timestamp: new Date(T0).toISOString() }])).rejects.toThrow('_id');
    await expect(store.write([{ _id: 'x', message: 'no time' }])).rejects.toThrow('timestamp');
    await expect(store.write([{ _id: 'y', timestamp: 'yesterday' }])).rejects.toThrow('timestamp');
    await expect(good).resolves.toBeUndefined();
    expect(store.get('graylog_0', 'a')).not.toBeNull();
  });

  it('keeps the first message of an id written twice', async () => {
    const ctx = makeContext();
    const store = open(ctx);
    await store.write([testMessage('a', 1, { message: 'first' })]);
    await store.write([testMessage('a', 2, { message: 'second' })]);
    expect(store.get('graylog_0', 'a')?.fields.message).toBe('first');
    expect(findIndex(ctx.db, 'graylog_0')?.message_count).toBe(1);
  });

  it('resolves an empty write at once', async () => {
    const store = open(makeContext());
    await expect(store.write([])).resolves.toBeUndefined();
  });
});

describe('group commit', () => {
  const open = (ctx: ServerContext, maxBatch?: number) => openInline(ctx, maxBatch);

  it('commits the writes of concurrent callers in one transaction', async () => {
    const store = open(makeContext());
    const insert = jest.spyOn(IndexFile.prototype, 'insertBatch');
    await Promise.all(Array.from({ length: 50 }, (_, n) => store.write([testMessage(`m${n}`, n)])));
    expect(insert).toHaveBeenCalledTimes(1);
    expect(insert.mock.calls[0][0]).toHaveLength(50);
    expect(store.search(request()).total).toBe(50);
  });

  it('keeps a commit open while each turn of the event loop brings more, and commits after a quiet turn', async () => {
    // Time stands still, so a slow machine cannot make the queue reach its linger limit between turns.
    const clock = jest.spyOn(performance, 'now').mockReturnValue(1000);
    const store = open(makeContext());
    const insert = jest.spyOn(IndexFile.prototype, 'insertBatch');
    const writes: Promise<void>[] = [];
    for (let turn = 0; turn < 5; turn += 1) {
      writes.push(store.write([testMessage(`m${turn}`, turn)]));
      await new Promise((resolve) => setImmediate(resolve));
    }
    clock.mockRestore();
    await Promise.all(writes);
    expect(insert.mock.calls.map((call) => call[0].length)).toEqual([5]);
  });

  it('commits after MAX_LINGER_MS even while more keeps coming', async () => {
    const store = open(makeContext());
    const insert = jest.spyOn(IndexFile.prototype, 'insertBatch');
    const first = store.write([testMessage('first', 1)]);
    const started = performance.now();
    let n = 0;
    while (insert.mock.calls.length === 0 && performance.now() - started < 1000) {
      void store.write([testMessage(`m${n}`, n)]);
      n += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await first;
    // Committed within a turn or two after the limit, not when the writes stopped.
    expect(performance.now() - started).toBeLessThan(MAX_LINGER_MS + 500);
    expect(insert.mock.calls[0][0].length).toBeGreaterThan(1);
  });

  it('flushes at once when the queue reaches the batch size', async () => {
    const store = open(makeContext(), 10);
    const insert = jest.spyOn(IndexFile.prototype, 'insertBatch');
    const writes = Array.from({ length: 25 }, (_, n) => store.write([testMessage(`m${n}`, n)]));
    // Two full batches were written synchronously, before the event loop turned.
    expect(insert.mock.calls.map((call) => call[0].length)).toEqual([10, 10]);
    await Promise.all(writes);
    expect(insert.mock.calls.map((call) => call[0].length)).toEqual([10, 10, 5]);
  });

  it('a write resolves only once its messages are committed', async () => {
    const ctx = makeContext();
    const store = open(ctx);
    let done = false;
    const write = store.write([testMessage('a', 1)]).then(() => {
      done = true;
    });
    expect(store.get('graylog_0', 'a')).toBeNull();
    expect(done).toBe(false);
    await write;
    expect(store.get('graylog_0', 'a')).not.toBeNull();
  });

  it('a failed commit rejects every caller of the batch, and the next batch works', async () => {
    const store = open(makeContext());
    jest.spyOn(IndexFile.prototype, 'insertBatch').mockImplementationOnce(() => {
      throw new Error('disk full');
    });
    const results = await Promise.allSettled([store.write([testMessage('a', 1)]), store.write([testMessage('b', 2)]), store.write([testMessage('c', 3)])]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(results.map((result) => result.status === 'rejected' && String(result.reason))).toEqual(Array(3).fill('Error: disk full'));
    await store.write([testMessage('d', 4)]);
    expect(ids(store.search(request()).messages)).toEqual(['d']);
  });

  it('writes each batch to the deflector target of the moment', async () => {
    const ctx = makeContext();
    const store = open(ctx);
    await store.write([testMessage('a', 1)]);
    const indexSetId = findIndex(ctx.db, 'graylog_0')?.index_set_id ?? '';
    expect(createIndex(ctx.db, indexSetId, T0, ctx.dataDir)).toBe('graylog_1');
    await store.write([testMessage('b', 2)]);
    expect(store.writeIndex()).toBe('graylog_1');
    expect(store.get('graylog_1', 'b')).not.toBeNull();
    expect(store.get('graylog_0', 'b')).toBeNull();
  });

  it('insertBatch commits directly, as a flush does', () => {
    const ctx = makeContext();
    const store = open(ctx);
    store.insertBatch(store.writeIndex(), [testMessage('a', 1), testMessage('b', 2)]);
    expect(findIndex(ctx.db, 'graylog_0')?.message_count).toBe(2);
    expect(store.get('graylog_0', 'b')).not.toBeNull();
    expect(() => store.insertBatch('graylog_7', [testMessage('c', 3)])).toThrow('Index graylog_7 does not exist');
    expect(() => store.insertBatch('graylog_0', [{ message: 'no id' }])).toThrow('_id');
  });
});

describe('durability', () => {
  it('finds every committed message after reopening', async () => {
    const dataDir = tempDir();
    const first = open(makeContext(dataDir));
    await first.write(Array.from({ length: 30 }, (_, n) => testMessage(`m${n}`, n)));
    await first.close();
    const store = open(makeContext(dataDir));
    expect(store.search(request()).total).toBe(30);
    expect(store.get('graylog_0', 'm29')?.fields).toEqual(testMessage('m29', 29));
  });

  it('close() commits what is still queued', async () => {
    const dataDir = tempDir();
    const first = open(makeContext(dataDir));
    const pending = first.write([testMessage('late', 1)]);
    await first.close();
    await expect(pending).resolves.toBeUndefined();
    await expect(first.write([testMessage('after', 2)])).rejects.toThrow('closed');
    expect(open(makeContext(dataDir)).get('graylog_0', 'late')).not.toBeNull();
  });

  it('repairs the index list after a crash between the file commit and the list update', async () => {
    const dataDir = tempDir();
    const ctx = makeContext(dataDir);
    const first = open(ctx);
    await first.write([testMessage('a', 1), testMessage('b', 9)]);
    await first.close();
    ctx.db.prepare('UPDATE message_indices SET message_count = 0, begin_ms = NULL, end_ms = NULL').run();
    const reopened = makeContext(dataDir);
    const store = open(reopened);
    expect(findIndex(reopened.db, 'graylog_0')).toMatchObject({ message_count: 2, begin_ms: T0 + 1000, end_ms: T0 + 9000 });
    expect(store.search(request()).total).toBe(2);
  });
});

describe('search', () => {
  async function seeded() {
    const ctx = makeContext();
    const store = open(ctx);
    await store.write([
      testMessage('a', 10, { level: 3, host: 'x' }),
      testMessage('b', 20, { level: 1 }),
      testMessage('c', 30, { level: 2, host: 'y' }),
      testMessage('d', 40, { level: [5, 0] }),
      testMessage('e', 50, { level: 'high' }),
    ]);
    return { ctx, store };
  }

  it('finds the messages in the range, newest first, and counts them all', async () => {
    const { store } = await seeded();
    const result = store.search(request({ fromMs: T0 + 20_000, toMs: T0 + 40_000 }));
    expect(ids(result.messages)).toEqual(['d', 'c', 'b']);
    expect(result.total).toBe(3);
    expect(result.usedIndices).toEqual(['graylog_0']);
    expect(result.messages[0]).toMatchObject({ index: 'graylog_0', fields: testMessage('d', 40, { level: [5, 0] }) });
  });

  it('counts every message of a range spanning whole blocks and partial ones exactly', async () => {
    const ctx = makeContext();
    const store = openInline(ctx);
    // 3 blocks of 4096 rows and a few more, one message a second: the range cuts into the first and last blocks.
    const messages = Array.from({ length: 3 * 4096 + 10 }, (_, n) => testMessage(`m${n}`, n));
    store.insertBatch(store.writeIndex(), messages);
    for (const [from, to] of [[100, 12_000], [0, 3 * 4096 + 9], [4096, 8191], [5000, 5000], [20_000, 30_000]]) {
      const expected = messages.filter((_, n) => n >= from && n <= to).length;
      expect([from, to, store.search(request({ fromMs: T0 + from * 1000, toMs: T0 + to * 1000, limit: 1 })).total]).toEqual([from, to, expected]);
    }
  });

  it('applies the predicate and pages with offset and limit over all matches', async () => {
    const { store } = await seeded();
    const odd = '_id:(a OR c OR e)';
    expect(store.search(request({ q: odd, limit: 1, offset: 1 }))).toMatchObject({ total: 3, messages: [{ id: 'c' }] });
    expect(store.search(request({ q: odd, limit: 5, offset: 3 }))).toMatchObject({ total: 3, messages: [] });
  });

  it('pages the same with a query keeping everything as with one that tests each message', async () => {
    const { store } = await seeded();
    for (const [offset, limit] of [[0, 2], [1, 3], [4, 10], [5, 1]]) {
      const quick = store.search(request({ offset, limit }));
      const slow = store.search(request({ query: scanning(() => true), offset, limit }));
      expect(quick).toEqual(slow);
    }
  });

  it('sorts by timestamp ascending', async () => {
    const { store } = await seeded();
    expect(ids(store.search(request({ sort: { field: 'timestamp', order: 'asc' }, limit: 2 })).messages)).toEqual(['a', 'b']);
    expect(ids(store.search(request({ query: scanning(() => true), sort: { field: 'timestamp', order: 'asc' }, limit: 2 })).messages)).toEqual(['a', 'b']);
  });

  it('sorts by another field: numbers before strings, arrays by min or max, missing last', async () => {
    const { store } = await seeded();
    expect(ids(store.search(request({ sort: { field: 'level', order: 'asc' } })).messages)).toEqual(['d', 'b', 'c', 'a', 'e']);
    expect(ids(store.search(request({ sort: { field: 'level', order: 'desc' } })).messages)).toEqual(['e', 'd', 'a', 'c', 'b']);
    expect(ids(store.search(request({ sort: { field: 'host', order: 'desc' } })).messages)).toEqual(['c', 'a', 'e', 'd', 'b']);
    expect(store.search(request({ sort: { field: 'host', order: 'asc' }, offset: 1, limit: 2 }))).toMatchObject({ total: 5, messages: [{ id: 'c' }, { id: 'e' }] });
  });

  it('pages a field sort over many more matches than the page holds', async () => {
    const store = open(makeContext());
    const many = Array.from({ length: 5000 }, (_, i) => testMessage(`m${i}`, i, { rank: (i * 7919) % 5000 }));
    await store.write(many);
    const page = store.search(request({ sort: { field: 'rank', order: 'asc' }, offset: 10, limit: 5 }));
    expect(page.total).toBe(5000);
    expect(page.messages.map((stored) => stored.fields.rank)).toEqual([10, 11, 12, 13, 14]);
  });

  it('searches only the indices the range overlaps, merging them in order', async () => {
    const ctx = makeContext();
    const store = open(ctx);
    await store.write([testMessage('old1', 10), testMessage('old2', 30)]);
    createIndex(ctx.db, findIndex(ctx.db, 'graylog_0')?.index_set_id ?? '', T0, ctx.dataDir);
    await store.write([testMessage('new1', 20), testMessage('new2', 40)]);
    expect(store.search(request())).toMatchObject({ total: 4, usedIndices: ['graylog_1', 'graylog_0'] });
    expect(ids(store.search(request()).messages)).toEqual(['new2', 'old2', 'new1', 'old1']);
    expect(ids(store.search(request({ query: scanning(() => true), limit: 3 })).messages)).toEqual(['new2', 'old2', 'new1']);
    expect(store.search(request({ fromMs: T0 + 35_000 })).usedIndices).toEqual(['graylog_1']);
    expect(store.search(request({ fromMs: T0 + 100_000 }))).toEqual({ messages: [], total: 0, usedIndices: [] });
  });

  it('reads beyond one page of rows', async () => {
    const { store } = await seeded();
    store.insertBatch('graylog_0', Array.from({ length: 2500 }, (_, n) => testMessage(`bulk${n}`, 100 + n, { third: n % 3 === 0 })));
    const result = store.search(request({ q: 'third:true', limit: 2, offset: 1 }));
    expect(result.total).toBe(834);
    expect(ids(result.messages)).toEqual(['bulk2496', 'bulk2493']);
  });

  it('stays usable after a search is stopped by a time limit in the middle of a scan', async () => {
    const { store } = await seeded();
    store.insertBatch(store.writeIndex(), Array.from({ length: 5000 }, (_, n) => testMessage(`bulk${n}`, 100 + n)));
    const slow = () => {
      const until = performance.now() + 1;
      while (performance.now() < until);
      return true;
    };
    expect(() => runBounded(() => store.search(request({ query: scanning(slow) })), 50)).toThrow(TimeLimitExceeded);
    await store.write([testMessage('after', 1)]);
    expect(store.search(request({ limit: 1, sort: { field: 'timestamp', order: 'asc' } })).messages[0].id).toBe('after');
    expect(store.search(request()).total).toBe(5006);
  });

  it('stops a search without a user regex at its deadline, between rows, and stays usable', async () => {
    const { store } = await seeded();
    store.insertBatch(store.writeIndex(), Array.from({ length: 5000 }, (_, n) => testMessage(`bulk${n}`, 100 + n, { message: `near ${n} words` })));
    // A sloppy phrase is a superset the predicate verifies row by row: the deadline is checked as rows are read.
    const sloppy = request({ q: '"near words"~3' });
    expect(sloppy.query.userRegex).toBe(false);
    const started = performance.now();
    expect(() => runWithTimeLimit(false, () => store.search(sloppy), 0)).toThrow(TimeLimitExceeded);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(runWithTimeLimit(false, () => store.search(sloppy), 10_000).total).toBe(5000);
    await store.write([testMessage('after', 1)]);
    expect(store.search(request({ limit: 1, sort: { field: 'timestamp', order: 'asc' } })).messages[0].id).toBe('after');
  });

  it('refuses a result window beyond 10000', () => {
    const store = open(makeContext());
    expect(() => store.search(request({ offset: 9_990, limit: 11 }))).toThrow(RangeError);
    expect(store.search(request({ offset: 9_990, limit: 10 })).messages).toEqual([]);
  });
});

describe('worker writer', () => {
  it('commits in the worker thread, and a reader on this thread sees the rows once the write resolved', async () => {
    const ctx = makeContext();
    const store = open(ctx);
    const insertHere = jest.spyOn(IndexFile.prototype, 'insertBatch');
    await store.write([testMessage('a', 1)]);
    expect(store.search(request()).total).toBe(1);
    await Promise.all([store.write([testMessage('b', 2)]), store.write([testMessage('c', 3)])]);
    expect(ids(store.search(request()).messages)).toEqual(['c', 'b', 'a']);
    expect(findIndex(ctx.db, 'graylog_0')).toMatchObject({ message_count: 3, begin_ms: T0 + 1000, end_ms: T0 + 3000 });
    expect(insertHere).not.toHaveBeenCalled();
  });

  it('queues the next batch while one is in flight, keeping their order', async () => {
    const ctx = makeContext();
    const store = open(ctx, 1);
    // maxBatch 1: the first write is sent at once, the second waits for it; the first of an id wins.
    const writes = [store.write([testMessage('a', 1, { message: 'first' })]), store.write([testMessage('a', 2, { message: 'second' })])];
    const more = Array.from({ length: 20 }, (_, n) => store.write([testMessage(`m${n}`, 10 + n)]));
    await Promise.all([...writes, ...more]);
    expect(store.get('graylog_0', 'a')?.fields.message).toBe('first');
    expect(findIndex(ctx.db, 'graylog_0')?.message_count).toBe(21);
  });

  it('a failed commit in the worker rejects every caller of the batch, and the next batch works', async () => {
    const ctx = makeContext();
    const store = open(ctx);
    store.writeIndex();
    // A directory where the index file should be: the worker cannot open it.
    const file = path.join(ctx.dataDir, 'indices', 'graylog_0.db');
    fs.mkdirSync(file, { recursive: true });
    const results = await Promise.allSettled([store.write([testMessage('a', 1)]), store.write([testMessage('b', 2)])]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(findIndex(ctx.db, 'graylog_0')?.message_count).toBe(0);
    fs.rmdirSync(file);
    await store.write([testMessage('c', 3)]);
    expect(ids(store.search(request()).messages)).toEqual(['c']);
  });

  it('close() waits for the batch in flight and the one queued behind it', async () => {
    const dataDir = tempDir();
    const first = open(makeContext(dataDir), 1);
    const pending = [first.write([testMessage('x', 1)]), first.write([testMessage('y', 2)])];
    await first.close();
    await expect(Promise.all(pending)).resolves.toEqual([undefined, undefined]);
    const reopened = makeContext(dataDir);
    expect(open(reopened).search(request()).total).toBe(2);
    expect(findIndex(reopened.db, 'graylog_0')?.message_count).toBe(2);
  });
});
