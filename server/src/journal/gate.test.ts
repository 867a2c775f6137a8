// The pause gate: paused, a batch is journaled (and survives a reopen) instead of processed; resume drains
// the backlog in order with newer batches behind it; a failing store keeps the batch for a retry.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FakeProcessor } from '../inputs/testSupport';
import type { MessageFields } from '../messages/types';
import { NodeStatus } from '../system/nodeStatus';
import { ProcessingGate, type GateLog } from './gate';
import { JournalFullError, MessageJournal } from './journal';

const input = { id: 'input-1', staticFields: { team: 'ops' } };
const batch = (...texts: string[]): MessageFields[] => texts.map((message) => ({ message, source: 'gate-test' }));
const quiet: GateLog = { info: () => undefined, error: () => undefined };

let dir: string;
const gates: ProcessingGate[] = [];

function openGate(processor: FakeProcessor, status = new NodeStatus(), maxBytes?: number): ProcessingGate {
  const gate = new ProcessingGate(new MessageJournal(dir, Date.now, maxBytes), processor, status, Date.now, quiet);
  gates.push(gate);
  return gate;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journal-test-'));
});
afterEach(async () => {
  for (const gate of gates.splice(0)) await gate.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const texts = (processor: FakeProcessor) => processor.messages.map((fields) => fields.message);

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

describe('ProcessingGate', () => {
  it('passes batches straight to the processor while processing runs', async () => {
    const processor = new FakeProcessor();
    const gate = openGate(processor);
    await gate.process(input, batch('a', 'b'));
    expect(texts(processor)).toEqual(['a', 'b']);
    expect(gate.journal.uncommittedMessages).toBe(0);
  });

  it('journals batches while paused and processes them in order on resume, newer ones behind the backlog', async () => {
    const processor = new FakeProcessor();
    const status = new NodeStatus();
    const gate = openGate(processor, status);
    status.pause();
    await gate.process(input, batch('1', '2'));
    await gate.process(input, batch('3'));
    expect(processor.batches).toEqual([]);
    expect(gate.journal.uncommittedMessages).toBe(3);
    expect(gate.appended.total).toBe(3);

    processor.hold();
    status.resume();
    // The backlog is not drained yet, so a new batch must wait behind it.
    await gate.process(input, batch('4'));
    expect(gate.journal.uncommittedMessages).toBe(4);
    processor.release();
    await until(() => gate.journal.uncommittedMessages === 0);
    expect(texts(processor)).toEqual(['1', '2', '3', '4']);
    expect(processor.batches[0].input).toEqual(input);
    expect(gate.read.total).toBe(4);

    await gate.process(input, batch('5'));
    expect(texts(processor)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('keeps what was journaled across a reopen and drains it on start', async () => {
    const first = new FakeProcessor();
    const status = new NodeStatus();
    const gate = openGate(first, status);
    status.pause();
    await gate.process(input, batch('held'));
    await gate.close();

    const second = new FakeProcessor();
    const reopened = openGate(second);
    await until(() => second.messages.length === 1);
    expect(texts(second)).toEqual(['held']);
    await until(() => reopened.journal.uncommittedMessages === 0);
    expect(first.batches).toEqual([]);
  });

  it('stops draining when paused again and goes on at the next resume', async () => {
    const processor = new FakeProcessor();
    const status = new NodeStatus();
    const gate = openGate(processor, status);
    status.pause();
    for (let i = 0; i < 20; i += 1) await gate.process(input, batch(`m${i}`));
    processor.hold();
    status.resume();
    status.pause();
    processor.release();
    await until(() => gate.journal.uncommittedMessages === 19);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(texts(processor)).toEqual(['m0']);
    status.resume();
    await until(() => gate.journal.uncommittedMessages === 0);
    expect(texts(processor)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i}`));
  });

  it('keeps a batch the processor failed on and tries it again', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
    try {
      const processor = new FakeProcessor();
      const status = new NodeStatus();
      const gate = openGate(processor, status);
      status.pause();
      await gate.process(input, batch('retry me'));
      processor.failWith = new Error('disk full');
      status.resume();
      for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setImmediate(resolve));
      expect(gate.journal.uncommittedMessages).toBe(1);
      processor.failWith = null;
      jest.advanceTimersByTime(1_000);
      for (let i = 0; i < 10 && gate.journal.uncommittedMessages > 0; i += 1) await new Promise((resolve) => setImmediate(resolve));
      expect(gate.journal.uncommittedMessages).toBe(0);
      expect(texts(processor)).toEqual(['retry me']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a batch that would pass the size limit, writing nothing', async () => {
    const status = new NodeStatus();
    const gate = openGate(new FakeProcessor(), status, 200);
    status.pause();
    await gate.process(input, batch('small'));
    await expect(gate.process(input, batch('x'.repeat(300)))).rejects.toBeInstanceOf(JournalFullError);
    expect(gate.journal.uncommittedMessages).toBe(1);
  });

  it('reports the batches in flight and the receive times of each stage', async () => {
    const processor = new FakeProcessor();
    const status = new NodeStatus();
    const gate = openGate(processor, status);
    processor.hold();
    const pending = gate.process(input, batch('busy'));
    expect(gate.inFlight).toEqual([expect.objectContaining({ inputId: 'input-1', messages: 1, fromJournal: false })]);
    expect(gate.processing).toBe(1);
    expect(gate.receiveTimes.ingest).toBeGreaterThan(0);
    expect(gate.receiveTimes.postIndexing).toBe(0);
    processor.release();
    await pending;
    expect(gate.inFlight).toEqual([]);
    expect(gate.receiveTimes.postIndexing).toBe(gate.receiveTimes.ingest);
  });
});
