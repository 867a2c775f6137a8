// The pipeline processor at intake, through MessageProcessor: what gets stored after rules ran.
import type { ServerContext } from '../context';
import { setSetting } from '../db/settings';
import { ensureDefaultStream } from '../streams/defaults';
import { addTestStream } from '../streams/testSupport';
import { FILTER_CHAIN_CLASS, PIPELINE_PROCESSOR_CLASS, saveProcessorsConfig } from '../messageprocessors/config';
import type { MessageFields } from '../messages/types';
import { MetricRegistry } from '../metrics/registry';
import { bumpIngestConfig } from '../processing/configVersion';
import { MessageProcessor } from '../processing/processor';
import { BACKTRACKING_INPUT, captureWarnings, MemoryStore } from '../processing/testSupport';
import { DEFAULT_STREAM_ID } from '../streams/defaults';
import { StreamRuleType } from '../streams/ruleTypes';
import { testContext, TEST_START_MS } from '../../test/helpers';
import { ruleMetric } from './metricNames';
import { saveRuleMetricsConfig } from './metricsConfig';
import { MAX_STREAM_ROUNDS, ruleSuspended, tooManyRounds } from './interpreter';
import { PIPELINE_LIMITS, ruleTookTooLong } from './runner';
import type { LookupRounds } from './services';
import { deleteSource, findSourceByTitle } from './store';
import { addTestPipeline, addTestRule, connectTestPipelines, pipelineSource } from './testSupport';
import type { LookupResult } from './types';

/** Lookup tables answering from a map, every answer at once. */
function syncLookups(table: Record<string, string> = {}): LookupRounds {
  const result = (value: string | undefined): LookupResult => ({ single_value: value ?? null, multi_value: value === undefined ? null : { value }, has_error: false, ttl: 0 });
  return {
    has: (name) => name === 'countries',
    lookup: (name, key) => (name === 'countries' ? result(table[String(key)]) : undefined),
    needsRounds: () => false,
    runRounds: async (attempt) => attempt(),
  };
}

let ctx: ServerContext;
let store: MemoryStore;
let metrics: MetricRegistry;
let processor: MessageProcessor;
let nowMs: number;
const input = { id: 'input-a', staticFields: {} };

function makeProcessor(lookups: LookupRounds = syncLookups({ '10.0.0.1': 'DE' })): MessageProcessor {
  return new MessageProcessor(ctx, store, metrics, () => lookups);
}

beforeEach(() => {
  ctx = testContext(TEST_START_MS);
  nowMs = TEST_START_MS;
  ctx.now = () => nowMs;
  const indexSetId = (ctx.db.prepare('SELECT id FROM index_sets WHERE is_default = 1').get() as { id: string }).id;
  ensureDefaultStream(ctx.db, indexSetId, nowMs);
  bumpIngestConfig();
  store = new MemoryStore();
  metrics = new MetricRegistry(ctx.now);
  processor = makeProcessor();
});

afterEach(() => {
  ctx.db.close();
});

const raw = (text: string, extra: MessageFields = {}): MessageFields => ({ message: text, source: 'web-1', timestamp: '2024-05-01T11:59:59.000Z', ...extra });

const rule = (name: string, when: string, then: string) => addTestRule(ctx.db, `rule "${name}"\nwhen\n  ${when}\nthen\n  ${then}\nend`);

function pipeline(name: string, stages: ReadonlyArray<readonly [number, boolean, readonly string[]]>, streamId: string = DEFAULT_STREAM_ID): string {
  const id = addTestPipeline(ctx.db, pipelineSource(name, stages));
  connectTestPipelines(ctx.db, streamId, [id]);
  return id;
}

async function processOne(fields: MessageFields): Promise<MessageFields> {
  const before = store.written.length;
  await processor.process(input, [fields]);
  expect(store.written.length).toBe(before + 1);
  return store.written[before];
}

describe('without pipelines', () => {
  it('stores messages as the filter chain left them', async () => {
    rule('unused', 'true', 'set_field("x", 1);');
    const stored = await processOne(raw('hello'));
    expect(stored).not.toHaveProperty('x');
    expect(stored.streams).toEqual([DEFAULT_STREAM_ID]);
  });
});

describe('stages', () => {
  it('run in ascending order across pipelines; a later stage sees what an earlier one set', async () => {
    rule('first', 'true', 'set_field("order", "a");');
    rule('second', 'has_field("order")', 'set_field("order", concat(to_string($message.order), "b"));');
    rule('third', 'true', 'set_field("order", concat(to_string($message.order), "c"));');
    pipeline('one', [[5, true, ['second']], [-1, true, ['first']]]);
    pipeline('two', [[10, true, ['third']]]);
    expect((await processOne(raw('x'))).order).toBe('abc');
  });

  it('run all actions only after every condition of the stage was evaluated', async () => {
    rule('sets', 'true', 'set_field("flag", true);');
    rule('checks', '!has_field("flag")', 'set_field("seen_without_flag", true);');
    pipeline('p', [[0, false, ['sets', 'checks']]]);
    expect(await processOne(raw('x'))).toMatchObject({ flag: true, seen_without_flag: true });
  });

  it('match all: a stage where one rule does not match stops the pipeline', async () => {
    rule('yes', 'true', 'set_field("yes", true);');
    rule('no', 'false', 'set_field("no", true);');
    rule('later', 'true', 'set_field("later", true);');
    pipeline('all', [[0, true, ['yes', 'no']], [1, true, ['later']]]);
    const stored = await processOne(raw('x'));
    expect(stored.yes).toBe(true);
    expect(stored).not.toHaveProperty('later');
  });

  it('match either: one matching rule is enough to go on', async () => {
    rule('yes', 'true', 'set_field("yes", true);');
    rule('no', 'false', 'set_field("no", true);');
    rule('later', 'true', 'set_field("later", true);');
    pipeline('either', [[0, false, ['yes', 'no']], [1, true, ['later']]]);
    expect(await processOne(raw('x'))).toMatchObject({ yes: true, later: true });
  });

  it('a stopped pipeline does not stop another one', async () => {
    rule('no', 'false', 'set_field("no", true);');
    rule('later', 'true', 'set_field("later", true);');
    rule('other', 'true', 'set_field("other", true);');
    pipeline('stops', [[0, true, ['no']], [1, true, ['later']]]);
    pipeline('goes on', [[0, true, []], [1, true, ['other']]]);
    const stored = await processOne(raw('x'));
    expect(stored.other).toBe(true);
    expect(stored).not.toHaveProperty('later');
  });

  it('a stage naming a rule that does not exist never matches', async () => {
    rule('later', 'true', 'set_field("later", true);');
    pipeline('missing', [[0, true, ['no such rule']], [1, true, ['later']]]);
    expect(await processOne(raw('x'))).not.toHaveProperty('later');
  });
});

describe('streams', () => {
  it('pipelines run only on messages of the streams they are connected to', async () => {
    const errors = addTestStream(ctx.db, { title: 'errors', rules: [{ type: StreamRuleType.EXACT, field: 'level', value: '3' }] });
    rule('tag', 'true', 'set_field("tagged", true);');
    pipeline('errors only', [[0, true, ['tag']]], errors);
    await processor.process(input, [raw('bad', { level: 3 }), raw('fine', { level: 6 })]);
    expect(store.written[0]).toMatchObject({ tagged: true, streams: [DEFAULT_STREAM_ID, errors] });
    expect(store.written[1]).not.toHaveProperty('tagged');
  });

  it('route_to_stream brings in the pipelines of the new stream; one connected to both runs again, as in Graylog', async () => {
    // Graylog's PipelineInterpreter marks <message, stream> pairs done, not pipelines: "routing" ran for the
    // default stream, then runs for "audit" (where route_to_stream adds nothing new, so it stops there).
    const audit = addTestStream(ctx.db, { title: 'audit', rules: [] });
    rule('route', 'true', 'route_to_stream(name: "audit"); set_field("count", to_long($message.count) + 1);');
    rule('mark', 'true', 'set_field("audited", true);');
    const routing = pipeline('routing', [[0, true, ['route']]]);
    pipeline('auditing', [[0, true, ['mark']]], audit);
    connectTestPipelines(ctx.db, audit, [routing]);
    const stored = await processOne(raw('x', { count: 0 }));
    expect(stored).toMatchObject({ audited: true, count: 2 });
    expect(stored.streams).toEqual([DEFAULT_STREAM_ID, audit]);
    expect(stored).not.toHaveProperty('gl2_processing_error');
  });

  it('rules moving a message back and forth between streams stop after MAX_STREAM_ROUNDS runs, flagged', async () => {
    const other = addTestStream(ctx.db, { title: 'other', rules: [] });
    rule('there', 'true', 'set_field("runs", to_long($message.runs) + 1); route_to_stream(name: "other", remove_from_default: true);');
    rule('back', 'true', `set_field("runs", to_long($message.runs) + 1); route_to_stream(id: "${DEFAULT_STREAM_ID}"); remove_from_stream(name: "other");`);
    pipeline('out', [[0, true, ['there']]]);
    pipeline('in', [[0, true, ['back']]], other);
    const stored = await processOne(raw('x', { runs: 0 }));
    expect(stored).toMatchObject({ runs: MAX_STREAM_ROUNDS, gl2_processing_error: tooManyRounds });
  });

  it('route_to_stream does not route into a paused stream', async () => {
    const paused = addTestStream(ctx.db, { title: 'paused', rules: [], disabled: true });
    rule('route', 'true', `route_to_stream(id: "${paused}", remove_from_default: true);`);
    pipeline('routing', [[0, true, ['route']]]);
    expect((await processOne(raw('x'))).streams).toEqual([DEFAULT_STREAM_ID]);
  });

  it('remove_from_stream takes the message out of the default stream', async () => {
    const audit = addTestStream(ctx.db, { title: 'audit', rules: [] });
    rule('move', 'true', 'route_to_stream(name: "audit", remove_from_default: true);');
    pipeline('moving', [[0, true, ['move']]]);
    expect((await processOne(raw('x'))).streams).toEqual([audit]);
  });
});

describe('dropping and making messages', () => {
  it('a dropped message is not stored, the others are', async () => {
    rule('drop debug', 'to_string($message.level) == "7"', 'drop_message();');
    pipeline('p', [[0, true, ['drop debug']]]);
    await processor.process(input, [raw('keep', { level: 6 }), raw('drop', { level: 7 })]);
    expect(store.written.map((m) => m.message)).toEqual(['keep']);
    expect(metrics.meter('org.graylog2.shared.buffers.processors.ProcessBufferProcessor.filteredOutMessages').total).toBe(1);
  });

  it('created and cloned messages are stored with ids of their own and run through the pipelines of their streams', async () => {
    rule('make', '!has_field("copy") && !has_field("made")', 'let m = create_message("made here", "rules"); set_field(field: "made", value: true, message: m); let c = clone_message(); set_field(field: "copy", value: true, message: c);');
    rule('tag', 'true', 'set_field("tagged", true);');
    pipeline('p', [[0, true, ['make']], [1, true, ['tag']]]);
    await processor.process(input, [raw('original')]);
    expect(store.written).toHaveLength(3);
    const [original, made, copy] = store.written;
    expect(original).toMatchObject({ message: 'original', tagged: true });
    expect(made).toMatchObject({ message: 'made here', source: 'rules', made: true, streams: [DEFAULT_STREAM_ID] });
    expect(made).not.toHaveProperty('tagged');
    // The clone is in the default stream, so its pipeline ran on it too (its own first stage did not match).
    expect(copy).toMatchObject({ message: 'original', copy: true, streams: [DEFAULT_STREAM_ID] });
    expect(new Set([original._id, made._id, copy._id]).size).toBe(3);
    expect(new Set([original.gl2_message_id, made.gl2_message_id, copy.gl2_message_id]).size).toBe(3);
  });

  it('a rule that clones every message it sees cannot make messages without end', async () => {
    rule('clone', 'true', 'clone_message();');
    pipeline('p', [[0, true, ['clone']]]);
    await processor.process(input, [raw('x')]);
    expect(store.written).toHaveLength(101);
    expect(store.written[0].gl2_processing_error).toMatch(/made more than 100 messages/);
  });
});

describe('failing rules', () => {
  it('a rule that throws is counted, the message is flagged and stored, later rules still run', async () => {
    saveRuleMetricsConfig(ctx.db, { metrics_enabled: true });
    const broken = rule('broken', 'true', 'set_field("before", true); set_field("ratio", to_long($message.n) / to_long($message.d)); set_field("after", true);');
    rule('fine', 'true', 'set_field("fine", true);');
    pipeline('p', [[0, true, ['broken']], [1, false, ['fine']]]);
    const stored = await processOne(raw('x', { n: 1, d: 0 }));
    expect(stored).toMatchObject({ before: true, fine: true });
    expect(stored).not.toHaveProperty('after');
    expect(stored.gl2_processing_error).toMatch(/^For rule 'broken': .*\/ by zero/);
    expect(metrics.meter(ruleMetric(broken, 'failed')).total).toBe(1);
    expect(metrics.meter(ruleMetric(broken, 'executed')).total).toBe(1);
  });

  it('a condition that throws does not match: the message is flagged, no meter is marked (Graylog 5.0)', async () => {
    saveRuleMetricsConfig(ctx.db, { metrics_enabled: true });
    const broken = rule('broken condition', 'to_long($message.n) / to_long($message.d) > 1', 'set_field("ran", true);');
    pipeline('p', [[0, true, ['broken condition']]]);
    const stored = await processOne(raw('x', { n: 1, d: 0 }));
    expect(stored).not.toHaveProperty('ran');
    expect(stored.gl2_processing_error).toMatch(/^For rule 'broken condition': .*\/ by zero/);
    for (const kind of ['failed', 'matched', 'not-matched', 'executed'] as const) expect(metrics.meter(ruleMetric(broken, kind)).total).toBe(0);
  });

  it('rule metrics are counted only while the rule metrics config is on', async () => {
    const id = rule('r', 'to_string($message.message) == "yes"', 'set_field("x", 1);');
    const pipelineId = pipeline('p', [[0, true, ['r']]]);
    await processor.process(input, [raw('yes'), raw('no')]);
    expect(metrics.has(ruleMetric(id, 'matched'))).toBe(false);
    expect(metrics.meter(`org.graylog.plugins.pipelineprocessor.ast.Pipeline.${pipelineId}.executed`).total).toBe(2);

    saveRuleMetricsConfig(ctx.db, { metrics_enabled: true });
    bumpIngestConfig();
    await processor.process(input, [raw('yes'), raw('no'), raw('no')]);
    expect(metrics.meter(ruleMetric(id, 'matched')).total).toBe(1);
    expect(metrics.meter(ruleMetric(id, 'not-matched')).total).toBe(2);
    expect(metrics.meter(ruleMetric(id, 'executed')).total).toBe(1);
    expect(metrics.meter(`org.graylog.plugins.pipelineprocessor.ast.Rule.${id}.${pipelineId}.0.matched`).total).toBe(1);
  });

  describe('a catastrophically backtracking regex', () => {
    const evil = BACKTRACKING_INPUT;
    const warnings = captureWarnings();

    it('is stopped, the message stored with the other rules applied; repeated, the rule is suspended', async () => {
      rule('slow', 'regex("(a+)+$", to_string($message.message)).matches == true', 'set_field("slow", true);');
      rule('quick', 'true', 'set_field("quick", true);');
      pipeline('p', [[0, false, ['slow', 'quick']]]);
      const started = performance.now();
      await processor.process(input, [raw(evil), raw('aaaa'), raw(evil), raw(evil), raw(evil)]);
      expect(performance.now() - started).toBeLessThan(3000);
      expect(store.written).toHaveLength(5);
      for (const message of store.written) expect(message.quick).toBe(true);
      expect(store.written[1]).toMatchObject({ slow: true });
      expect(store.written.map((m) => m.gl2_processing_error ?? null)).toEqual([
        ruleTookTooLong('slow'), null, ruleTookTooLong('slow'), ruleTookTooLong('slow'), ruleSuspended(['slow']),
      ]);
      expect(warnings.spy).toHaveBeenCalledTimes(1);

      nowMs += PIPELINE_LIMITS.suspensionMs + 1;
      await processor.process(input, [raw('aaa')]);
      expect(store.written[5]).toMatchObject({ slow: true, quick: true });
    });
  });
});

describe('changes', () => {
  it('take effect for the next message', async () => {
    const id = rule('v', 'true', 'set_field("version", 1);');
    pipeline('p', [[0, true, ['v']]]);
    expect((await processOne(raw('x'))).version).toBe(1);
    deleteSource(ctx.db, 'rule', id);
    rule('v', 'true', 'set_field("version", 2);');
    expect((await processOne(raw('x'))).version).toBe(2);
    expect(findSourceByTitle(ctx.db, 'rule', 'v')).toBeDefined();
  });
});

describe('the processors order', () => {
  it('pipelines after routing see the routed streams; before routing, only the default stream', async () => {
    const errors = addTestStream(ctx.db, { title: 'errors', rules: [{ type: StreamRuleType.EXACT, field: 'level', value: '3' }] });
    rule('tag', 'true', 'set_field("tagged", true);');
    pipeline('errors only', [[0, true, ['tag']]], errors);
    expect(await processOne(raw('bad', { level: 3 }))).toMatchObject({ tagged: true });

    saveProcessorsConfig(ctx.db, { processor_order: [PIPELINE_PROCESSOR_CLASS, FILTER_CHAIN_CLASS], disabled_processors: [] });
    bumpIngestConfig();
    const stored = await processOne(raw('bad', { level: 3 }));
    expect(stored).not.toHaveProperty('tagged');
    expect(stored.streams).toEqual([DEFAULT_STREAM_ID, errors]);
  });

  it('routing after pipelines keeps the streams rules put a message into', async () => {
    const audit = addTestStream(ctx.db, { title: 'audit', rules: [] });
    const errors = addTestStream(ctx.db, { title: 'errors', rules: [{ type: StreamRuleType.EXACT, field: 'level', value: '3' }] });
    rule('route', 'true', 'route_to_stream(name: "audit", remove_from_default: true);');
    pipeline('p', [[0, true, ['route']]]);
    saveProcessorsConfig(ctx.db, { processor_order: [PIPELINE_PROCESSOR_CLASS, FILTER_CHAIN_CLASS], disabled_processors: [] });
    bumpIngestConfig();
    expect((await processOne(raw('bad', { level: 3 }))).streams).toEqual([audit, errors]);
  });

  it('with the filter chain disabled, messages are neither routed nor extracted, and stay in the default stream', async () => {
    addTestStream(ctx.db, { title: 'errors', rules: [{ type: StreamRuleType.EXACT, field: 'level', value: '3' }] });
    rule('tag', 'true', 'set_field("tagged", true);');
    pipeline('p', [[0, true, ['tag']]]);
    saveProcessorsConfig(ctx.db, { processor_order: [], disabled_processors: [FILTER_CHAIN_CLASS] });
    bumpIngestConfig();
    expect(await processOne(raw('bad', { level: 3 }))).toMatchObject({ tagged: true, streams: [DEFAULT_STREAM_ID] });
  });

  it('a disabled pipeline processor runs no rules', async () => {
    rule('tag', 'true', 'set_field("tagged", true);');
    pipeline('p', [[0, true, ['tag']]]);
    setSetting(ctx.db, 'messageprocessors.config', { processor_order: [], disabled_processors: [PIPELINE_PROCESSOR_CLASS] });
    bumpIngestConfig();
    expect(await processOne(raw('x'))).not.toHaveProperty('tagged');
  });
});

describe('lookups over the network', () => {
  it('a batch whose lookups were pending is put back and run again with the answers', async () => {
    let round = 0;
    const lookups: LookupRounds = {
      has: (name) => name === 'countries',
      lookup: () => ({ single_value: round === 0 ? 'unknown' : 'DE', multi_value: null, has_error: false, ttl: 0 }),
      needsRounds: () => true,
      runRounds: async (attempt, restore) => {
        attempt();
        restore();
        round = 1;
        return attempt();
      },
    };
    processor = makeProcessor(lookups);
    rule('country', 'true', 'set_field("country", lookup_value("countries", to_string($message.ip))); set_field("n", to_long($message.n) + 1);');
    pipeline('p', [[0, true, ['country']]]);
    const stored = await processOne(raw('x', { ip: '10.0.0.1', n: 0 }));
    expect(stored).toMatchObject({ country: 'DE', n: 1, streams: [DEFAULT_STREAM_ID] });
  });
});
