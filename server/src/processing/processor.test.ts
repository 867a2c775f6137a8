import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerContext } from '../context';
import { openDatabase } from '../db/database';
import { extractorMetrics } from '../extractors/metrics';
import { insertExtractor } from '../extractors/store';
import type { ExtractorDefinition } from '../extractors/types';
import type { MessageFields } from '../messages/types';
import { DEFAULT_STREAM_ID } from '../streams/defaults';
import { bumpIngestConfig } from './configVersion';
import { EXTRACTOR_LIMITS, suspended, tookTooLong } from './guardedChain';
import { MessageProcessor } from './processor';
import { BACKTRACKING_INPUT, captureWarnings, MemoryStore } from './testSupport';

let ctx: ServerContext;
let store: MemoryStore;
let processor: MessageProcessor;
let nowMs: number;

beforeEach(() => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'processor-test-'));
  nowMs = Date.parse('2024-05-01T12:00:00Z');
  ctx = {
    db: openDatabase(dataDir),
    dataDir,
    now: () => nowMs,
    settings: { prefix: '', rootTimeZone: 'UTC', pluginUrls: [], host: '127.0.0.1', port: 9000 },
    node: { nodeId: 'node-1', clusterId: 'cluster-1', startedAt: new Date(nowMs).toISOString() },
  };
  for (const id of ['input-a', 'input-b']) {
    ctx.db.prepare("INSERT INTO inputs (id, title, type, global, node, desired_state, data) VALUES (?, ?, 'raw', 0, NULL, 'STOPPED', '{}')").run(id, id);
  }
  store = new MemoryStore();
  processor = new MessageProcessor(ctx, store);
});

afterEach(() => {
  ctx.db.close();
  fs.rmSync(ctx.dataDir, { recursive: true, force: true });
});

let extractorCount = 0;

function addExtractor(inputId: string, overrides: Partial<ExtractorDefinition>): ExtractorDefinition {
  extractorCount += 1;
  const definition: ExtractorDefinition = {
    id: `extractor-${extractorCount}`,
    title: `Extractor ${extractorCount}`,
    type: 'copy_input',
    cursor_strategy: 'copy',
    source_field: 'message',
    target_field: 'copied',
    extractor_config: {},
    creator_user_id: 'admin',
    converters: [],
    condition_type: 'none',
    condition_value: '',
    order: extractorCount,
    ...overrides,
  };
  insertExtractor(ctx.db, inputId, definition);
  bumpIngestConfig();
  return definition;
}

const raw = (text: string): MessageFields => ({ message: text, source: '10.0.0.1', timestamp: '2024-05-01T11:59:59.000Z' });
const inputA = { id: 'input-a', staticFields: {} };
const inputB = { id: 'input-b', staticFields: {} };

describe('completing messages', () => {
  it('adds ids, the gl2 fields and the default stream, and keeps the timestamp', async () => {
    await processor.process(inputA, [raw('one'), raw('two')]);
    expect(store.written).toHaveLength(2);
    const [first, second] = store.written;
    expect(first).toMatchObject({
      message: 'one',
      source: '10.0.0.1',
      timestamp: '2024-05-01T11:59:59.000Z',
      gl2_source_input: 'input-a',
      gl2_source_node: 'node-1',
      streams: [DEFAULT_STREAM_ID],
    });
    expect(first._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(first._id).not.toBe(second._id);
    expect(first.gl2_message_id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(String(first.gl2_message_id) < String(second.gl2_message_id)).toBe(true);
    expect(first).not.toHaveProperty('gl2_processing_error');
  });

  it('gives a message without a valid timestamp the time it was received', async () => {
    await processor.process(inputA, [{ message: 'x', source: 'h' }]);
    expect(store.written[0].timestamp).toBe('2024-05-01T12:00:00.000Z');
  });

  it('adds static fields only where the message has no such field', async () => {
    addExtractor('input-a', { type: 'regex', target_field: 'env', extractor_config: { regex_value: 'env=(\\w+)' } });
    await processor.process({ id: 'input-a', staticFields: { env: 'prod', dc: 'ber1', source: 'static' } }, [raw('env=dev'), raw('plain')]);
    expect(store.written[0]).toMatchObject({ env: 'dev', dc: 'ber1', source: '10.0.0.1' });
    expect(store.written[1]).toMatchObject({ env: 'prod', dc: 'ber1' });
  });

  it('resolves only after the store has written the messages', async () => {
    let open: () => void = () => undefined;
    store.gate = new Promise((resolve) => {
      open = resolve;
    });
    let done = false;
    const processing = processor.process(inputA, [raw('x')]).then(() => {
      done = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    open();
    await processing;
    expect(store.written).toHaveLength(1);
  });
});

describe('extractors', () => {
  it('run the input’s extractors in order, and only that input’s', async () => {
    addExtractor('input-a', { type: 'regex', target_field: 'user', extractor_config: { regex_value: 'user=(\\w+)' }, order: 1 });
    addExtractor('input-a', { source_field: 'user', target_field: 'user_upper', converters: [{ type: 'uppercase', config: {} }], order: 2 });
    await processor.process(inputA, [raw('login user=alice')]);
    await processor.process(inputB, [raw('login user=bob')]);
    expect(store.written[0]).toMatchObject({ user: 'alice', user_upper: 'ALICE' });
    expect(store.written[1]).not.toHaveProperty('user');
  });

  it('pick up changes once the ingest configuration changes', async () => {
    await processor.process(inputA, [raw('first')]);
    expect(store.written[0]).not.toHaveProperty('copied');
    addExtractor('input-a', {});
    await processor.process(inputA, [raw('second')]);
    expect(store.written[1]).toMatchObject({ copied: 'second' });
  });

  it('flag the message and count an exception when an extractor fails', async () => {
    const broken = addExtractor('input-a', { type: 'grok', extractor_config: { grok_pattern: '%{DELETED:x}' } });
    addExtractor('input-a', {});
    await processor.process(inputA, [raw('text')]);
    const [message] = store.written;
    expect(message.gl2_processing_error).toMatch(new RegExp(`^Extractor ${broken.title} failed: No definition for key 'DELETED'`));
    expect(message.copied).toBe('text');
    expect(extractorMetrics(ctx.db, ctx.now).of(broken.id).exceptions).toBe(1);
  });

  it('restore a timestamp an extractor made invalid, and say so', async () => {
    addExtractor('input-a', { target_field: 'timestamp' });
    await processor.process(inputA, [raw('not a date')]);
    expect(store.written[0].timestamp).toBe('2024-05-01T11:59:59.000Z');
    expect(store.written[0].gl2_processing_error).toBe('Replaced invalid timestamp value "not a date" set by an extractor with the original timestamp');
  });

  it('accept a timestamp a date converter produced', async () => {
    addExtractor('input-a', {
      type: 'regex',
      target_field: 'timestamp',
      extractor_config: { regex_value: '^(\\S+ \\S+)' },
      converters: [{ type: 'date', config: { date_format: 'yyyy-MM-dd HH:mm:ss', time_zone: 'Europe/Berlin' } }],
    });
    await processor.process(inputA, [raw('2024-03-05 14:07:09 boot')]);
    expect(store.written[0].timestamp).toBe('2024-03-05T13:07:09.000Z');
    expect(store.written[0]).not.toHaveProperty('gl2_processing_error');
  });
});

describe('a catastrophically backtracking regex', () => {
  const evil = BACKTRACKING_INPUT;
  const warnings = captureWarnings();

  function addEvilExtractors() {
    const bad = addExtractor('input-a', { title: 'Bad', type: 'regex', target_field: 'tail', extractor_config: { regex_value: '(a+)+$' } });
    const after = addExtractor('input-a', { title: 'After' });
    addExtractor('input-b', { title: 'Other input', type: 'regex', target_field: 'word', extractor_config: { regex_value: '^(\\w+)' } });
    return { bad, after };
  }

  it('cannot stall processing: messages interleaved with another input all get stored, in bounded time', async () => {
    const { bad } = addEvilExtractors();
    const started = performance.now();
    for (let i = 0; i < 10; i += 1) {
      await Promise.all([processor.process(inputA, [raw(evil)]), processor.process(inputB, [raw(`normal ${i}`)])]);
    }
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(2000);

    expect(store.written).toHaveLength(20);
    const fromA = store.written.filter((message) => message.gl2_source_input === 'input-a');
    const fromB = store.written.filter((message) => message.gl2_source_input === 'input-b');
    expect(fromA).toHaveLength(10);
    // The extractor after the bad one still ran on every message.
    for (const message of fromA) expect(message).toMatchObject({ message: evil, copied: evil });
    for (const message of fromA) expect(message).not.toHaveProperty('tail');
    // Three time-outs, then it is suspended and skipped.
    expect(fromA.slice(0, 3).map((message) => message.gl2_processing_error)).toEqual(Array(3).fill(tookTooLong('Bad')));
    expect(fromA.slice(3).map((message) => message.gl2_processing_error)).toEqual(Array(7).fill(suspended('Bad')));
    // The other input is unaffected.
    fromB.forEach((message, i) => {
      expect(message).toMatchObject({ message: `normal ${i}`, word: 'normal' });
      expect(message).not.toHaveProperty('gl2_processing_error');
    });

    const stats = extractorMetrics(ctx.db, ctx.now).of(bad.id);
    expect(stats.exceptions).toBe(3);
    expect(warnings.spy).toHaveBeenCalledTimes(1);
    expect(warnings.spy.mock.calls[0][0]).toMatch(/^Extractor "Bad" \(.+\) took longer than 50 ms 3 times; suspended for 60 s$/);
    expect(stats.lastFailure?.reason).toBe(tookTooLong('Bad'));
  });

  it('bounds a whole batch; messages before the suspension that the pattern handles quickly keep their extraction', async () => {
    addEvilExtractors();
    const batch = Array.from({ length: 20 }, (_, i) => raw(i % 2 === 0 ? evil : 'aaaaa'));
    const started = performance.now();
    await processor.process(inputA, batch);
    expect(performance.now() - started).toBeLessThan(2000);

    expect(store.written).toHaveLength(20);
    for (const message of store.written) expect(message.copied).toBe(message.message);
    // Evil messages 0, 2 and 4 time out; from then on the extractor is suspended for every message.
    expect(store.written.slice(0, 6).map((message) => message.gl2_processing_error ?? message.tail)).toEqual([
      tookTooLong('Bad'), 'aaaaa', tookTooLong('Bad'), 'aaaaa', tookTooLong('Bad'), suspended('Bad'),
    ]);
    for (const message of store.written.slice(5)) expect(message.gl2_processing_error).toBe(suspended('Bad'));
  });

  it('is tried again once its suspension is over', async () => {
    addEvilExtractors();
    for (let i = 0; i < 4; i += 1) await processor.process(inputA, [raw(evil)]);
    expect(store.written[3].gl2_processing_error).toBe(suspended('Bad'));
    nowMs += EXTRACTOR_LIMITS.suspensionMs + 1;
    await processor.process(inputA, [raw(evil)]);
    expect(store.written[4].gl2_processing_error).toBe(tookTooLong('Bad'));
  });
});
