// The message store's aggregations: histogram buckets, terms counts, field types and the total count,
// each restricted by query, streams and time range.
import { openTestMessageStore, TEST_START_MS, testMessage } from '../../test/helpers';
import type { ServerContext } from '../context';
import { compileQuery } from '../search/query';
import { createIndex, findIndex } from './indices';
import type { LocalMessageStore } from './messageStore';
import type { MessageFields, MessageFilter } from './types';

/** testMessage's timestamps count from here. */
const T0 = TEST_START_MS;
const S1 = '000000000000000000000001';
const S2 = 'aaaaaaaaaaaaaaaaaaaaaaaa';

let ctx: ServerContext;
let store: LocalMessageStore;

/** A test message routed into S1 unless `extra` says otherwise. */
function message(id: string, secondsAfterT0: number, extra: MessageFields = {}): MessageFields {
  return testMessage(id, secondsAfterT0, { streams: [S1], ...extra });
}

function filter(query = '', overrides: Partial<MessageFilter> = {}): MessageFilter {
  return { query: compileQuery(query, { nowMs: T0 }), streams: null, fromMs: 0, toMs: T0 + 1e9, ...overrides };
}

beforeEach(async () => {
  ({ ctx, store } = openTestMessageStore(T0));
  await store.write([
    message('a', 0, { source: 'Web-1', level: 3, took_ms: 10, tags: ['x', 'y', 'x'], message: 'GET /index failed' }),
    message('b', 30, { source: 'web-1', level: 6, took_ms: 2.5, tags: ['y'], flag: true }),
    message('c', 61, { source: 'db', level: 6, message: 'login failed failed', streams: [S2] }),
    message('d', 125, { source: 'db', level: '6', streams: [S1, S2] }),
    message('e', 3600, { source: 'mail', flag: false }),
  ]);
  // A second index, so that results combine indices.
  createIndex(ctx.db, findIndex(ctx.db, 'graylog_0')?.index_set_id ?? '', T0, ctx.dataDir);
  await store.write([message('f', 3700, { source: 'mail', level: 6, took_ms: 7 })]);
});

afterEach(async () => {
  await store.close();
  ctx.db.close();
});

describe('histogram', () => {
  it('counts matching messages per bucket, buckets at multiples of the interval, empty ones left out', () => {
    expect(store.histogram(filter(), 60_000)).toEqual([
      { startMs: T0, count: 2 },
      { startMs: T0 + 60_000, count: 1 },
      { startMs: T0 + 120_000, count: 1 },
      { startMs: T0 + 3_600_000, count: 1 },
      { startMs: T0 + 3_660_000, count: 1 },
    ]);
    expect(store.histogram(filter('failed'), 3_600_000)).toEqual([{ startMs: T0, count: 2 }]);
  });

  it('respects streams and the time range (inclusive)', () => {
    expect(store.histogram(filter('', { streams: [S2] }), 60_000)).toEqual([
      { startMs: T0 + 60_000, count: 1 },
      { startMs: T0 + 120_000, count: 1 },
    ]);
    expect(store.histogram(filter('', { fromMs: T0 + 30_000, toMs: T0 + 61_000 }), 60_000)).toEqual([
      { startMs: T0, count: 1 },
      { startMs: T0 + 60_000, count: 1 },
    ]);
  });

  it('over several blocks of rows counts exactly what testing each message counts, late messages included', () => {
    // 10,000 rows: three blocks of 4096 rows and part of a fourth. One message in 25 arrives 90 s late; the
    // last ones carry timestamps of the first minutes, so the last block spans the whole time range.
    const stored: MessageFields[] = Array.from({ length: 10_000 }, (_, n) => {
      const seconds = n >= 9_990 ? n - 9_990 : n - (n % 25 === 0 ? 90 : 0);
      const words = ['common', n % 97 === 0 ? 'rare' : '', n % 2 === 0 ? 'half' : ''].filter(Boolean).join(' ');
      return message(`bulk${n}`, 5_000 + seconds, { message: words, level: n % 8 });
    });
    store.insertBatch(store.writeIndex(), stored);
    const all = [...stored, ...['a', 'b', 'c', 'd', 'e', 'f'].map((id) => store.get(id < 'f' ? 'graylog_0' : 'graylog_1', id)?.fields ?? {})];
    const ranges: [number, number][] = [[0, T0 + 1e9], [T0 + 6_234_500, T0 + 12_777_000]];
    for (const query of ['', 'common', 'rare', 'half', 'half AND NOT rare', 'level:>5', 'level:>5 OR rare']) {
      const compiled = compileQuery(query, { nowMs: T0 });
      for (const intervalMs of [60_000, 3_600_000, 86_400_000]) {
        for (const [fromMs, toMs] of ranges) {
          const expected = new Map<number, number>();
          for (const fields of all) {
            const ts = Date.parse(String(fields.timestamp));
            if (ts < fromMs || ts > toMs || !compiled(fields)) continue;
            const start = ts - (ts % intervalMs);
            expected.set(start, (expected.get(start) ?? 0) + 1);
          }
          const buckets = store.histogram(filter(query, { fromMs, toMs }), intervalMs);
          expect({ query, intervalMs, fromMs, buckets }).toEqual({
            query, intervalMs, fromMs, buckets: [...expected].sort((a, b) => a[0] - b[0]).map(([startMs, count]) => ({ startMs, count })),
          });
        }
      }
    }
  });

  it('refuses an interval that is not a positive whole number', () => {
    expect(() => store.histogram(filter(), 0)).toThrow(RangeError);
    expect(() => store.histogram(filter(), 1.5)).toThrow(RangeError);
  });
});

describe('terms', () => {
  it('counts values, most frequent first, with total, missing and other', () => {
    expect(store.terms(filter(), 'level', 10)).toEqual({
      buckets: [{ value: 6, count: 3 }, { value: 3, count: 1 }, { value: '6', count: 1 }],
      total: 6,
      missing: 1,
      other: 0,
    });
    expect(store.terms(filter(), 'level', 1)).toEqual({ buckets: [{ value: 6, count: 3 }], total: 6, missing: 1, other: 2 });
  });

  it('counts source lower-cased, array elements once per message, numbers and booleans as they are', () => {
    expect(store.terms(filter(), 'source', 2).buckets).toEqual([{ value: 'db', count: 2 }, { value: 'mail', count: 2 }]);
    expect(store.terms(filter(), 'source', 5).buckets).toContainEqual({ value: 'web-1', count: 2 });
    expect(store.terms(filter(), 'tags', 5).buckets).toEqual([{ value: 'y', count: 2 }, { value: 'x', count: 1 }]);
    expect(store.terms(filter(), 'took_ms', 5).buckets).toEqual([{ value: 2.5, count: 1 }, { value: 7, count: 1 }, { value: 10, count: 1 }]);
    expect(store.terms(filter(), 'flag', 5).buckets).toEqual([{ value: false, count: 1 }, { value: true, count: 1 }]);
  });

  it('counts the terms of text fields', () => {
    expect(store.terms(filter('failed'), 'message', 3).buckets).toEqual([
      { value: 'failed', count: 2 },
      { value: 'get', count: 1 },
      { value: 'index', count: 1 },
    ]);
  });

  it('counts only the messages of the filter', () => {
    expect(store.terms(filter('level:6', { streams: [S2] }), 'source', 5)).toEqual({
      buckets: [{ value: 'db', count: 2 }], total: 2, missing: 0, other: 0,
    });
    expect(store.terms(filter('', { fromMs: T0 + 3600_000 }), 'level', 5)).toEqual({ buckets: [{ value: 6, count: 1 }], total: 2, missing: 1, other: 0 });
    expect(store.terms(filter('nothing'), 'level', 5)).toEqual({ buckets: [], total: 0, missing: 0, other: 0 });
  });
});

describe('field types', () => {
  it('lists the fields of the indices the range overlaps with their types and indices', () => {
    const types = store.fieldTypes(0, T0 + 1e9, null);
    const byName = Object.fromEntries(types.map((type) => [type.name, type]));
    expect(types.map((type) => type.name)).toEqual([...types.map((type) => type.name)].sort());
    expect(byName.timestamp).toEqual({ name: 'timestamp', type: 'date', indices: ['graylog_1', 'graylog_0'] });
    expect(byName.took_ms).toEqual({ name: 'took_ms', type: 'double', indices: ['graylog_1', 'graylog_0'] });
    expect(byName.tags).toEqual({ name: 'tags', type: 'string', indices: ['graylog_0'] });
    expect(byName.flag).toMatchObject({ type: 'boolean' });
    // level is a number in most messages and a string in one: keyword takes both.
    expect(byName.level).toMatchObject({ type: 'string' });
  });

  it('only of the given streams and the indices of the range', () => {
    const names = (types: { name: string }[]) => types.map((type) => type.name);
    expect(names(store.fieldTypes(0, T0 + 1e9, [S2]))).not.toContain('tags');
    expect(names(store.fieldTypes(0, T0 + 1e9, [S2]))).toContain('level');
    expect(store.fieldTypes(T0 + 3_650_000, T0 + 1e9, null).find((type) => type.name === 'took_ms')).toEqual({ name: 'took_ms', type: 'long', indices: ['graylog_1'] });
    expect(store.fieldTypes(T0 + 1e8, T0 + 1e9, null)).toEqual([]);
  });
});

describe('total count', () => {
  it('counts the messages of every index', async () => {
    expect(store.totalCount()).toBe(6);
    await store.write([message('g', 4000)]);
    expect(store.totalCount()).toBe(7);
  });
});
