// The plans of queries over an index file: which conditions the index answers exactly, which give a
// superset for the predicate to check, and that an indexable conjunct always narrows the rows.
import { openTestMessageStore } from '../../test/helpers';
import type { ServerContext } from '../context';
import { IndexFile } from '../messages/indexFile';
import type { LocalMessageStore } from '../messages/messageStore';
import { encodeValue, MAX_VALUE_TOKEN } from './indexTerms';
import { compileQuery } from './query';
import { describeSet, MAX_EXPANSION, prefixEnd, resolvePlan, setSql, type ResolvedPlan } from './sqlPlan';

const T0 = Date.parse('2024-05-01T00:00:00.000Z');

let ctx: ServerContext;
let store: LocalMessageStore;
let file: IndexFile;

beforeAll(async () => {
  ({ ctx, store } = openTestMessageStore(T0));
  await store.write(Array.from({ length: 20 }, (_, n) => ({
    _id: `m${n}`,
    timestamp: new Date(T0 + n * 1000).toISOString(),
    message: `failed password for user${n} took ${n} ms`,
    source: n % 2 ? 'Web-1' : 'db-2',
    user: `user${n}`,
    level: n % 7,
    took_ms: n * 10.5,
    flag: n % 3 === 0,
    url: n % 2 ? `https://example.org/${'x'.repeat(MAX_VALUE_TOKEN)}/${n}` : '/short',
    streams: ['000000000000000000000001'],
    gl2_receive_timestamp: new Date(T0 + n * 1000 + 5).toISOString(),
  })));
  const opened = IndexFile.open(ctx.dataDir, 'graylog_0', { create: false });
  if (!opened) throw new Error('no index file');
  file = opened;
});

afterAll(async () => {
  file.close();
  await store.close();
  ctx.db.close();
});

function planOf(query: string): ResolvedPlan {
  return resolvePlan(compileQuery(query, { nowMs: T0 + 86_400_000 }).plan, file.catalog());
}

const EXACT = 'exact';
const SUPERSET = 'superset';

// [query, exact or superset, the resolved set]
const PLANS: [string, string, string][] = [
  ['failed', EXACT, 'fts({message} : "failed")'],
  ['"failed password"', EXACT, 'fts({message} : "failed password")'],
  ['"password failed"~2', SUPERSET, 'fts({message} : ("password" AND "failed"))'],
  ['fail*', EXACT, 'fts({message} : "fail" *)'],
  ['*ailed', EXACT, 'fts({message} : "failed")'],
  ['faild~', EXACT, 'fts({message} : "failed")'],
  ['/user1[0-2]/', EXACT, 'fts({message} : ("user10" OR "user11" OR "user12"))'],
  ['full_message:x', EXACT, 'none'],
  ['source:WEB-1', EXACT, 'fts({kv} : "source_8web_2d1")'],
  ['source:web*', EXACT, 'fts({kv} : "source_8web" *)'],
  ['source:/d.*/', EXACT, 'fts({kv} : "source_8db_2d2")'],
  ['user:user1', EXACT, 'fts({kv} : "user_8user1")'],
  ['user:User1', EXACT, 'fts({kv} : "user_8_user1")'],
  ['user:user1*', EXACT, 'fts({kv} : "user_8user1" *)'],
  ['level:3', EXACT, 'numbers(FIELD 3<=v<=3)'],
  ['level:[2 TO 4}', EXACT, 'numbers(FIELD 2<=v<4)'],
  ['took_ms:>100', EXACT, 'numbers(FIELD 100<v<inf)'],
  ['flag:true', EXACT, 'fts({kv} : "flag_9b1")'],
  ['url:"/short"', EXACT, 'fts({kv} : "url_8_2fshort")'],
  ['url:https*', SUPERSET, 'fts(({kv} : "url_8https" *) OR ({kv} : "url_9h" *))'],
  ['_id:m3', EXACT, 'id(m3)'],
  ['_id:m*', SUPERSET, 'all'],
  ['_exists_:user', EXACT, 'fts({kv} : "user_9")'],
  ['_exists_:timestamp', EXACT, 'all'],
  ['nothere:1', EXACT, 'none'],
  ['timestamp:[2024-05-01T00:00:05 TO 2024-05-01T00:00:10]', EXACT, `ts(${T0 + 5000}..${T0 + 10_999})`],
  ['timestamp:2024*', SUPERSET, 'all'],
  ['gl2_receive_timestamp:["2024-05-01T00:00:05" TO *]', EXACT, 'numbers(FIELD ...)'],
  ['NOT failed', EXACT, 'fts(({kv} : "timestamp_9") NOT ({message} : "failed"))'],
  ['failed AND NOT source:db-2', EXACT, 'fts(({message} : "failed") NOT ({kv} : "source_8db_2d2"))'],
  ['failed OR source:db-2', EXACT, 'fts(({message} : "failed") OR ({kv} : "source_8db_2d2"))'],
  ['failed AND level:3', EXACT, 'and(fts({message} : "failed"), numbers(FIELD 3<=v<=3))'],
  ['failed AND NOT level:3', EXACT, 'except(fts({message} : "failed"), numbers(FIELD 3<=v<=3))'],
  ['failed AND timestamp:2024*', SUPERSET, 'fts({message} : "failed")'],
  ['failed AND NOT timestamp:2024*', SUPERSET, 'fts({message} : "failed")'],
  ['level:3 OR took_ms:<20', EXACT, 'or(numbers(FIELD 3<=v<=3), numbers(FIELD -inf<v<20))'],
  ['*', EXACT, 'all'],
];

describe('plans', () => {
  const fieldId = (name: string) => file.catalog().field(name)?.id;

  it.each(PLANS)('%s is %s: %s', (query, exactness, description) => {
    const plan = planOf(query);
    expect(plan.exact ? EXACT : SUPERSET).toBe(exactness);
    const described = describeSet(plan.set).replace(/numbers\((\d+) /g, (_, id) => (Number(id) === fieldId('level') || Number(id) === fieldId('took_ms') ? 'numbers(FIELD ' : `numbers(${id} `));
    if (description.includes('...')) expect(described).toMatch(/^numbers\(\d+ /);
    else expect(described).toBe(description);
  });

  it.each([
    'failed AND timestamp:2024*', 'NOT _id:m* AND level:3', 'source:web* AND (timestamp:2024* OR _id:m*)', 'failed AND "a b"~3',
  ])('never reads every message when an indexable conjunct narrows them: %s', (query) => {
    expect(planOf(query).set.t).not.toBe('all');
  });

  it('lists at most MAX_EXPANSION terms, then falls back to a superset', () => {
    expect(MAX_EXPANSION).toBeGreaterThan(20);
    const plan = planOf('user:/user.*/');
    expect(plan.exact).toBe(true);
    expect(describeSet(plan.set).match(/"user_8user\d+"/g)).toHaveLength(20);
  });

  it('writes SQL that SQLite runs, with seq bounds when asked', () => {
    for (const [query] of PLANS) {
      const { set } = planOf(query);
      const { sql, params } = setSql(set, [1, 10]);
      expect(() => file.values(`SELECT count(*) FROM (${sql})`, params)).not.toThrow();
    }
  });
});

describe('spelling', () => {
  it('encodes values into characters the FTS tokenizer keeps together, prefixes into prefixes', () => {
    expect(encodeValue('web-1')).toBe('web_2d1');
    expect(encodeValue('Web_1')).toBe('_web_5f1');
    expect(encodeValue('naïve ÄB')).toBe('naïve_20Ä_b');
    expect(encodeValue('web-10').startsWith(encodeValue('web-1'))).toBe(true);
    expect(prefixEnd('ab')).toBe('ac');
    expect(prefixEnd('')).toBeNull();
  });
});
