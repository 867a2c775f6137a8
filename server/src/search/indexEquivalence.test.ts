// The index against the predicate: on a few hundred varied messages, every query of a large table finds
// through the message store (its plan over the index, exact or verified) exactly the messages that
// testing each one with the compiled query finds. Also with a time range, a stream filter, over two
// index files, and for the histogram and terms counts.
import { openTestMessageStore } from '../../test/helpers';
import { seededRandom } from '../../test/seededRandom';
import type { ServerContext } from '../context';
import { createIndex, findIndex } from '../messages/indices';
import type { LocalMessageStore } from '../messages/messageStore';
import type { MessageFields } from '../messages/types';
import { termValues } from '../messages/aggregations';
import { compileQuery } from './query';

const T0 = Date.parse('2024-05-01T00:00:00.000Z');
const NOW = T0 + 86_400_000;
const S1 = '000000000000000000000001';
const S2 = 'aaaaaaaaaaaaaaaaaaaaaaaa';

const TEXTS = [
  'sshd[42]: Failed password for root from 10.0.0.1 port 22',
  'GET /index.html 200 took 15 ms',
  'User Alice logged in via SSH',
  'connection refused: db-01:5432 (timeout after 30 s)',
  'ΟΔΟΣ σοφία Straße İstanbul naïve café 東京 😀 e\u0301cole',
  'C:\\temp\\x "quoted" path/with/slashes key=value a-b_c',
  'the quick brown fox jumps over the lazy dog',
  'error: duplicate key value violates unique constraint "orders_pkey"',
  'warn: disk /dev/sda1 at 91% (free 1.2 GB)',
  'kernel: Out of memory: Killed process 1234 (java)',
  '',
  'a b a c a',
  'FOO-bar Foo_Bar foobar foo.bar',
];
const SOURCES = ['Web-1', 'web-1', 'DB-01', 'host.example.org', 'ΣΟΦΙΑ', '10.0.0.1', 'mail'];
const USERS = ['Alice', 'alice', 'bob', 'Bob Smith', 'carol', 'x:y', 'a\\b', 'naïve', 'O\'Brien', '"quoted"'];
const LONG = `${'https://example.org/very/long/path/'.repeat(4)}?q=`;

function messageNumber(n: number): MessageFields {
  const next = seededRandom(n + 7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const fields: MessageFields = {
    _id: `m${n}`,
    timestamp: new Date(T0 + n * 60_000 + Math.floor(next() * 1000)).toISOString(),
    message: n % 17 === 0 ? [pick(TEXTS), pick(TEXTS)] : pick(TEXTS),
    source: pick(SOURCES),
    streams: next() < 0.3 ? [S1, S2] : next() < 0.9 ? [S1] : [],
  };
  const optional: [string, () => unknown][] = [
    ['level', () => Math.floor(next() * 8)],
    ['took_ms', () => (next() < 0.2 ? Math.round(next() * 1000) / 10 : Math.floor(next() * 2000))],
    ['user', () => pick(USERS)],
    ['flag', () => next() < 0.5],
    ['tags', () => (next() < 0.5 ? ['x', 'y', pick(['z', 'x', 'Tag'])] : [])],
    ['codes', () => [Math.floor(next() * 5), Math.floor(next() * 5), -1.5]],
    ['mixed', () => pick<unknown>(['6', 6, 'six', true, 6.5, null, { a: 1 }])],
    ['full_message', () => `${pick(TEXTS)}\n${pick(TEXTS)}`],
    ['url', () => (next() < 0.5 ? `${LONG}${n}` : `/short/${n % 5}`)],
    ['http.status', () => pick([200, 404, 500])],
    ['gl2_receive_timestamp', () => new Date(T0 + n * 60_000 + 500).toISOString()],
    ['empty', () => ''],
    ['negative', () => -Math.floor(next() * 100)],
  ];
  for (const [name, value] of optional) if (next() < 0.6) fields[name] = value();
  return fields;
}

const MESSAGES = Array.from({ length: 400 }, (_, n) => messageNumber(n));

const QUERIES = [
  // terms and phrases
  'failed', 'FAILED', 'password root', 'failed AND root', '"failed password"', '"password failed"', '"failed password"~2', '"a a"~1',
  '"root from 10.0.0.1"', '10.0.0.1', 'db-01', '"db-01:5432"', '"C:\\\\temp\\\\x"', 'C\\:\\\\temp', '"quoted"', 'key=value', 'a-b_c',
  'straße', 'STRASSE', 'οδος', 'ΟΔΟΣ', 'σοφία', 'istanbul', 'i̇stanbul', 'naïve', 'NAÏVE', 'café', '東京', 'e\u0301cole', '😀',
  'foo', 'foobar', 'foo_bar', 'foo-bar', 'FOO.BAR', '"foo bar"',
  // wildcards, fuzzy, regex, ranges on text
  'fail*', 'F*D', '*ord', 'pa?sword', '?', 'f*o*x', 'na*', 'stra*', 'σοφ*', 'fail~', 'pasword~1', 'quik~', '/fail.*/', '/[0-9]+/', '/p.*d/',
  'message:[a TO c]', 'message:{fail TO pass}', 'message:>zz', 'full_message:failed', 'full_message:"out of memory"', 'full_message:*',
  // fields
  'source:web-1', 'source:WEB-1', 'source:"Web-1"', 'source:web*', 'source:W*', 'source:*1', 'source:σοφια', 'source:ΣΟΦΙΑ', 'source:host.example.org',
  'source:10.0.0.1', 'source:/web-[0-9]/', 'source:web~1', 'source:[a TO h]', 'source:>m',
  'user:Alice', 'user:alice', 'user:"Bob Smith"', 'user:Bob\\ Smith', 'user:x\\:y', 'user:"x:y"', 'user:a\\\\b', 'user:O\'Brien', 'user:"\\"quoted\\""',
  'user:A*', 'user:*o*', 'user:nai*', 'user:/[ab].*/', 'user:bob~', 'user:[a TO c]', 'user:{alice TO carol]',
  'level:3', 'level:3.0', 'level:[2 TO 4]', 'level:{2 TO 4}', 'level:>5', 'level:>=5', 'level:<1', 'level:[* TO 2]', 'level:3*', 'level:[a TO z]',
  'took_ms:>100', 'took_ms:[10.5 TO 99.9]', 'took_ms:1*', 'took_ms:/1.*5/', 'negative:<-50', 'negative:[-10 TO 0]', 'negative:\\-5',
  'flag:true', 'flag:false', 'flag:TRUE', 'flag:t*', 'flag:[a TO u]',
  'tags:x', 'tags:y', 'tags:Tag', 'tags:tag', 'tags:*', 'codes:1', 'codes:[3 TO 4]', 'codes:\\-1.5', 'codes:<0',
  'mixed:6', 'mixed:"6"', 'mixed:six', 'mixed:true', 'mixed:6.5', 'mixed:6*', 'mixed:\\{*', 'mixed:*',
  `url:"${LONG}3"`, 'url:https*', 'url:\\/short\\/1', 'url:*1', 'url:/.*short.*/',
  'http.status:404', 'http.status:[400 TO 500]', 'http.\\*:404', 'empty:""', 'empty:*', 'nothere:x', 'nothere:*',
  '_id:m5', '_id:"m17"', '_id:m1*', '_id:M5',
  // dates
  'timestamp:2024-05-01', 'timestamp:[2024-05-01T01:00:00 TO 2024-05-01T02:00:00]', 'timestamp:>2024-05-01T05', 'timestamp:{* TO 2024-05-01T00:30}',
  'timestamp:<now-20h', 'timestamp:2024*', 'gl2_receive_timestamp:[2024-05-01T01:00 TO 2024-05-01T03:00}', 'gl2_receive_timestamp:>now-22h',
  // _exists_ and patterns
  '_exists_:user', '_exists_:tags', '_exists_:mixed', '_exists_:full_message', '_exists_:nothere', 'user:*', '_exists_:http*', '*:404',
  't\\*:x', 'fl\\*:true', '\\*_ms:>1000',
  // boolean structure
  'failed OR refused', 'failed AND NOT root', 'NOT failed', 'NOT failed AND NOT refused', '-source:web-1', '!flag:true', 'NOT level:3 AND user:alice',
  '+failed -root', 'failed -root password', '(failed OR refused) AND (source:web-1 OR source:mail)', '((failed OR (refused AND db)) AND NOT (level:[0 TO 3] OR flag:true))',
  'NOT (NOT failed)', 'NOT _exists_:user', 'user:* AND NOT user:alice', 'level:3 OR took_ms:>1500', 'NOT level:[0 TO 5]', 'NOT took_ms:>100 AND NOT fox',
  'source:(web-1 OR mail)', 'user:(alice OR bob) AND NOT flag:false', '(a AND b) OR (c AND NOT d)', '"a b" AND NOT "b a"', 'fox AND url:https*',
  'NOT tags:x AND tags:*', 'failed AND _id:m1*', 'NOT fail~', 'NOT "failed password"~2', 'NOT timestamp:2024*', 'mixed:* AND NOT mixed:6',
  '*', '*:*', '', 'the', 'a',
];

let ctx: ServerContext;
let store: LocalMessageStore;

beforeAll(async () => {
  ({ ctx, store } = openTestMessageStore(NOW));
  // Two index files, and several commits in each (several FTS segments).
  for (let at = 0; at < 250; at += 50) await store.write(MESSAGES.slice(at, at + 50));
  createIndex(ctx.db, findIndex(ctx.db, 'graylog_0')?.index_set_id ?? '', T0, ctx.dataDir);
  for (let at = 250; at < MESSAGES.length; at += 75) await store.write(MESSAGES.slice(at, at + 75));
});

afterAll(async () => {
  await store.close();
  ctx.db.close();
});

function expected(query: string, fromMs: number, toMs: number, streams: string[] | null): string[] {
  const compiled = compileQuery(query, { nowMs: NOW });
  return MESSAGES
    .filter((fields) => {
      const ts = Date.parse(String(fields.timestamp));
      if (ts < fromMs || ts > toMs) return false;
      if (streams && !(Array.isArray(fields.streams) && fields.streams.some((id) => streams.includes(String(id))))) return false;
      return compiled(fields);
    })
    .sort((a, b) => Date.parse(String(b.timestamp)) - Date.parse(String(a.timestamp)))
    .map((fields) => String(fields._id));
}

function found(query: string, fromMs: number, toMs: number, streams: string[] | null): string[] {
  const result = store.search({ query: compileQuery(query, { nowMs: NOW }), streams, fromMs, toMs, limit: 1000, offset: 0 });
  expect(result.total).toBe(result.messages.length);
  return result.messages.map((message) => message.id);
}

describe('the index finds what the predicate finds', () => {
  it.each(QUERIES)('%s', (query) => {
    expect(found(query, 0, NOW, null)).toEqual(expected(query, 0, NOW, null));
  });

  it.each(QUERIES.filter((_, i) => i % 3 === 0))('%s, in part of the range and one stream', (query) => {
    const from = T0 + 57 * 60_000 + 300;
    const to = T0 + 311 * 60_000;
    expect(found(query, from, to, [S2])).toEqual(expected(query, from, to, [S2]));
  });

  it.each(['failed', 'source:web-1 OR took_ms:>100', 'NOT user:alice', '*', 'pa?sword'])('pages %s like the whole list, in both orders', (query) => {
    const compiled = compileQuery(query, { nowMs: NOW });
    const all = expected(query, 0, NOW, null);
    for (const [offset, limit] of [[0, 7], [5, 10], [all.length - 3, 10]]) {
      const page = store.search({ query: compiled, streams: null, fromMs: 0, toMs: NOW, limit, offset: Math.max(0, offset) });
      expect(page.total).toBe(all.length);
      expect(page.messages.map((message) => message.id)).toEqual(all.slice(Math.max(0, offset), Math.max(0, offset) + limit));
    }
    const ascending = store.search({ query: compiled, streams: null, fromMs: 0, toMs: NOW, limit: 12, offset: 3, sort: { field: 'timestamp', order: 'asc' } });
    expect(ascending.messages.map((message) => message.id)).toEqual([...all].reverse().slice(3, 15));
  });
});

describe('aggregations through the index match the messages', () => {
  it.each(['', 'failed', 'NOT source:web-1', 'took_ms:>100 OR flag:true', 'pa?sword', 'url:https*'])('histogram of %p', (query) => {
    const ids = new Set(expected(query, T0 + 3_600_000, NOW, [S1]));
    const counts = new Map<number, number>();
    for (const fields of MESSAGES) {
      if (!ids.has(String(fields._id))) continue;
      const start = Math.floor(Date.parse(String(fields.timestamp)) / 1_800_000) * 1_800_000;
      counts.set(start, (counts.get(start) ?? 0) + 1);
    }
    const buckets = store.histogram({ query: compileQuery(query, { nowMs: NOW }), streams: [S1], fromMs: T0 + 3_600_000, toMs: NOW }, 1_800_000);
    expect(buckets).toEqual([...counts].sort((a, b) => a[0] - b[0]).map(([startMs, count]) => ({ startMs, count })));
  });

  it.each([
    ['', 'source'], ['', 'user'], ['', 'level'], ['', 'mixed'], ['', 'tags'], ['', 'flag'], ['failed OR user:bob', 'source'],
    ['NOT level:3', 'codes'], ['', 'message'], ['', 'url'], ['', 'nothere'], ['took_ms:>100', 'took_ms'],
  ])('terms of %p on %s', (query, field) => {
    const ids = new Set(expected(query, 0, NOW, null));
    const counts = new Map<string, { value: string | number | boolean; count: number }>();
    let missing = 0;
    for (const fields of MESSAGES) {
      if (!ids.has(String(fields._id))) continue;
      const values = termValues(fields, field);
      if (values.length === 0) missing += 1;
      for (const value of values) {
        const key = `${typeof value}:${String(value)}`;
        counts.set(key, { value, count: (counts.get(key)?.count ?? 0) + 1 });
      }
    }
    const result = store.terms({ query: compileQuery(query, { nowMs: NOW }), streams: null, fromMs: 0, toMs: NOW }, field, 1000);
    expect(result.total).toBe(ids.size);
    expect(result.missing).toBe(missing);
    expect(new Set(result.buckets)).toEqual(new Set(counts.values()));
  });
});
