import { testContext, TEST_START_MS } from '../../test/helpers';
import type { ServerContext } from '../context';
import type { MessageFields, MessageStore } from '../messages/types';
import { bumpIngestConfig } from '../processing/configVersion';
import { PROCESSING_ERROR_FIELD } from '../processing/processingError';
import { MessageProcessor } from '../processing/processor';
import { DEFAULT_STREAM_ID } from './defaults';
import { StreamRuleType } from './ruleTypes';
import { MAX_STREAM_FAULTS, StreamRouter, streamTookTooLong } from './router';
import { DEFAULT_EVENTS_STREAM_ID, findStream } from './store';
import { addTestStream, type TestStream } from './testSupport';

let ctx: ServerContext;
let router: StreamRouter;

beforeEach(() => {
  ctx = testContext(TEST_START_MS);
  router = new StreamRouter(ctx);
});

afterEach(() => {
  ctx.db.close();
});

function add(stream: TestStream): string {
  const id = addTestStream(ctx.db, stream);
  bumpIngestConfig();
  return id;
}

function streamsOf(fields: MessageFields): unknown {
  router.route([fields]);
  return fields.streams;
}

const shop = { type: StreamRuleType.EXACT, field: 'app', value: 'shop' } as const;
const slow = { type: StreamRuleType.GREATER, field: 'took', value: '100' } as const;

describe('stream routing', () => {
  it('puts every message into the default stream when no stream matches', () => {
    add({ rules: [shop] });
    expect(streamsOf({ app: 'blog' })).toEqual([DEFAULT_STREAM_ID]);
  });

  it('routes into a stream when all of its rules match (AND)', () => {
    const id = add({ rules: [shop, slow] });
    expect(streamsOf({ app: 'shop', took: 150 })).toEqual([DEFAULT_STREAM_ID, id]);
    expect(streamsOf({ app: 'shop', took: 50 })).toEqual([DEFAULT_STREAM_ID]);
    expect(streamsOf({ app: 'blog', took: 150 })).toEqual([DEFAULT_STREAM_ID]);
  });

  it('routes into a stream when any of its rules matches (OR)', () => {
    const id = add({ rules: [shop, slow], matching_type: 'OR' });
    expect(streamsOf({ app: 'shop', took: 50 })).toEqual([DEFAULT_STREAM_ID, id]);
    expect(streamsOf({ app: 'blog', took: 150 })).toEqual([DEFAULT_STREAM_ID, id]);
    expect(streamsOf({ app: 'blog', took: 50 })).toEqual([DEFAULT_STREAM_ID]);
  });

  it('honours inverted rules', () => {
    const notShop = add({ rules: [{ ...shop, inverted: true }] });
    expect(streamsOf({ app: 'blog' })).toEqual([DEFAULT_STREAM_ID, notShop]);
    expect(streamsOf({})).toEqual([DEFAULT_STREAM_ID, notShop]);
    expect(streamsOf({ app: 'shop' })).toEqual([DEFAULT_STREAM_ID]);
  });

  it('routes nothing into a stream without rules, a paused stream or the events streams', () => {
    add({ rules: [] });
    add({ rules: [{ type: StreamRuleType.ALWAYS_MATCH }], disabled: true });
    ctx.db.prepare('INSERT INTO streams (id, title, index_set_id, is_default, disabled, data) SELECT ?, ?, id, 0, 0, ? FROM index_sets')
      .run(DEFAULT_EVENTS_STREAM_ID, 'All events', '{}');
    ctx.db.prepare('INSERT INTO stream_rules (id, stream_id, data) VALUES (?, ?, ?)').run('r', DEFAULT_EVENTS_STREAM_ID,
      JSON.stringify({ id: 'r', stream_id: DEFAULT_EVENTS_STREAM_ID, type: StreamRuleType.ALWAYS_MATCH, field: '', value: '', inverted: false }));
    bumpIngestConfig();
    expect(streamsOf({ app: 'shop' })).toEqual([DEFAULT_STREAM_ID]);
  });

  it('removes the default stream when a matching stream says so, and only then', () => {
    const removing = add({ rules: [shop], remove_matches_from_default_stream: true });
    const keeping = add({ rules: [slow] });
    expect(streamsOf({ app: 'shop' })).toEqual([removing]);
    expect(new Set(streamsOf({ app: 'shop', took: 500 }) as string[])).toEqual(new Set([removing, keeping]));
    expect(streamsOf({ app: 'blog', took: 500 })).toEqual([DEFAULT_STREAM_ID, keeping]);
  });

  it('finds the right streams among many that each need one exact value, next to streams that need none', () => {
    const byApp = new Map<string, string>();
    for (let i = 0; i < 200; i += 1) byApp.set(`app${i}`, add({ rules: [{ type: StreamRuleType.EXACT, field: 'app', value: `app${i}` }, { type: StreamRuleType.PRESENCE, field: 'user' }] }));
    const anyError = add({ rules: [{ type: StreamRuleType.CONTAINS, field: 'message', value: 'error' }] });
    expect(streamsOf({ app: 'app7', user: 'u', message: 'an error' })).toEqual(expect.arrayContaining([DEFAULT_STREAM_ID, byApp.get('app7'), anyError]));
    expect(streamsOf({ app: 'app7', user: 'u', message: 'an error' })).toHaveLength(3);
    expect(streamsOf({ app: ' app9 ', user: 'u' })).toEqual([DEFAULT_STREAM_ID, byApp.get('app9')]);
    expect(streamsOf({ app: 'app9' })).toEqual([DEFAULT_STREAM_ID]);
  });

  it('picks up stream changes once the ingest configuration is bumped', () => {
    expect(streamsOf({ app: 'shop' })).toEqual([DEFAULT_STREAM_ID]);
    const id = add({ rules: [shop] });
    expect(streamsOf({ app: 'shop' })).toEqual([DEFAULT_STREAM_ID, id]);
    ctx.db.prepare('UPDATE streams SET disabled = 1 WHERE id = ?').run(id);
    bumpIngestConfig();
    expect(streamsOf({ app: 'shop' })).toEqual([DEFAULT_STREAM_ID]);
  });

  it('skips a stream whose regular expression runs away, flags the message, and pauses the stream after repeated overruns', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const runaway = add({ title: 'runaway', rules: [{ type: StreamRuleType.REGEX, field: 'message', value: '(a+)+$' }] });
    const fine = add({ rules: [shop] });
    const evil = (): MessageFields => ({ app: 'shop', message: `${'a'.repeat(40)}!` });
    const first: MessageFields[] = [evil(), { app: 'shop', message: 'aaa' }];
    const started = Date.now();
    router.route(first);
    expect(first[0].streams).toEqual([DEFAULT_STREAM_ID, fine]);
    expect(first[0][PROCESSING_ERROR_FIELD]).toBe(streamTookTooLong('runaway'));
    expect(first[1].streams).toEqual([DEFAULT_STREAM_ID, runaway, fine]);
    expect(findStream(ctx.db, runaway)?.disabled).toBe(false);

    for (let i = 1; i < MAX_STREAM_FAULTS; i += 1) router.route([evil()]);
    expect(findStream(ctx.db, runaway)?.disabled).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"runaway"'));
    warn.mockRestore();
    const after = evil();
    router.route([after]);
    expect(after.streams).toEqual([DEFAULT_STREAM_ID, fine]);
    expect(after[PROCESSING_ERROR_FIELD]).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('routes what the processor stores, with the input\'s static fields visible to the rules', async () => {
    const byStatic = add({ rules: [{ type: StreamRuleType.EXACT, field: 'env', value: 'prod' }, { type: StreamRuleType.MATCH_INPUT, value: 'input-a' }] });
    const written: MessageFields[] = [];
    const store: Pick<MessageStore, 'write'> = { write: async (messages) => { written.push(...messages); } };
    const processor = new MessageProcessor(ctx, store);
    await processor.process({ id: 'input-a', staticFields: { env: 'prod' } }, [{ message: 'one' }]);
    await processor.process({ id: 'input-b', staticFields: { env: 'prod' } }, [{ message: 'two' }]);
    expect(written.map((fields) => fields.streams)).toEqual([[DEFAULT_STREAM_ID, byStatic], [DEFAULT_STREAM_ID]]);
  });
});
