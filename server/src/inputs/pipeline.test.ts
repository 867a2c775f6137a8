// The message path of one input without sockets: batching per event-loop turn, failures with their
// reasons, reverse DNS for syslog, and the sender's address on every message.
import { codecByName } from '../codecs';
import { CodecError } from '../codecs/types';
import { MetricRegistry } from '../metrics/registry';
import { Backlog } from './backlog';
import { InputMetrics } from './inputMetrics';
import { NodeThroughput } from './nodeThroughput';
import { InputPipeline, MAX_BATCH, unmapped, type PipelineOptions } from './pipeline';
import { ReverseDnsCache } from './reverseDns';
import { FakeProcessor } from './testSupport';

const peer = { address: '::ffff:10.0.0.7', port: 40000 };

function makePipeline(overrides: Partial<PipelineOptions> = {}) {
  const registry = new MetricRegistry(Date.now);
  const backlog = new Backlog();
  const metrics = new InputMetrics(registry, 'raw.input1.', Date.now);
  const processor = new FakeProcessor();
  const pipeline = new InputPipeline({
    inputId: 'input1',
    codec: codecByName('raw') ?? null,
    configuration: {},
    processor,
    backlog,
    metrics,
    throughput: new NodeThroughput(registry, Date.now, backlog),
    staticFields: () => ({ team: 'ops' }),
    now: Date.now,
    ...overrides,
  });
  return { pipeline, processor, metrics, backlog };
}

describe('InputPipeline', () => {
  it('hands the messages of one turn over in batches of at most MAX_BATCH', async () => {
    const { pipeline, processor, backlog } = makePipeline();
    for (let n = 0; n < 1200; n += 1) pipeline.receive(Buffer.from(`line ${n}`), peer);
    await pipeline.drain();
    expect(processor.batches.map((batch) => batch.messages.length)).toEqual([MAX_BATCH, MAX_BATCH, 200]);
    expect(processor.batches[0].input).toEqual({ id: 'input1', staticFields: { team: 'ops' } });
    expect(processor.messages[0]).toMatchObject({ message: 'line 0', source: '10.0.0.7', gl2_remote_ip: '10.0.0.7', gl2_remote_port: 40000 });
    expect(backlog.size).toBe(0);
  });

  it('keeps a batch open while each turn brings more, and hands it over after a quiet turn', async () => {
    // Time stands still, so a slow machine cannot make the batch reach its linger limit between turns.
    const clock = jest.spyOn(performance, 'now').mockReturnValue(1000);
    const { pipeline, processor } = makePipeline();
    for (let turn = 0; turn < 4; turn += 1) {
      for (let n = 0; n < 32; n += 1) pipeline.receive(Buffer.from(`turn ${turn} line ${n}`), peer);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(processor.batches.map((batch) => batch.messages.length)).toEqual([128]);
    clock.mockRestore();
    await pipeline.drain();
  });

  it('counts a payload that does not decode and passes the reason to a waiting sender', async () => {
    const { pipeline, processor, metrics } = makePipeline();
    pipeline.receive(Buffer.from(''), peer);
    expect(metrics.failures.total).toBe(1);
    expect(metrics.lastFailure?.reason).toBe('Empty message');
    await expect(pipeline.receiveAndCommit(Buffer.from(''), peer)).rejects.toBeInstanceOf(CodecError);
    expect(metrics.failures.total).toBe(2);
    expect(metrics.incoming.total).toBe(2);
    await pipeline.drain();
    expect(processor.messages).toEqual([]);
  });

  it('reports messages the processor could not store as failures and to the waiting sender', async () => {
    const { pipeline, processor, metrics, backlog } = makePipeline();
    processor.failWith = new Error('disk full');
    await expect(pipeline.receiveAndCommit(Buffer.from('lost'), peer)).rejects.toThrow('disk full');
    pipeline.receive(Buffer.from('also lost'), peer);
    await pipeline.drain();
    expect(metrics.failures.total).toBe(2);
    expect(metrics.lastFailure?.reason).toBe('Could not store 1 message: disk full');
    expect(backlog.size).toBe(0);
  });

  it('uses the reverse DNS name of the sender as source when asked, keeping the parsed host when the lookup fails', async () => {
    const names: Record<string, string[]> = { '10.0.0.7': ['gateway.example.org'] };
    const dns = new ReverseDnsCache(Date.now, async (address) => {
      if (names[address]) return names[address];
      throw new Error('ENOTFOUND');
    });
    const { pipeline, processor } = makePipeline({ codec: codecByName('syslog') ?? null, resolveHost: (address) => dns.resolve(address) });
    pipeline.receive(Buffer.from('<13>May  1 10:00:00 parsedhost app: hello'), peer);
    pipeline.receive(Buffer.from('<13>May  1 10:00:00 parsedhost app: unknown sender'), { address: '10.0.0.8', port: 1 });
    await pipeline.drain();
    expect(processor.messages.map((message) => message.source)).toEqual(['gateway.example.org', 'parsedhost']);
  });
});

describe('ReverseDnsCache', () => {
  it('asks once per address while the answer is fresh', async () => {
    let now = 0;
    let lookups = 0;
    const dns = new ReverseDnsCache(() => now, async () => {
      lookups += 1;
      return ['host.example.org'];
    });
    expect(await Promise.all([dns.resolve('10.1.1.1'), dns.resolve('10.1.1.1')])).toEqual(['host.example.org', 'host.example.org']);
    expect(await dns.resolve('10.1.1.1')).toBe('host.example.org');
    expect(lookups).toBe(1);
    now += 61_000;
    await dns.resolve('10.1.1.1');
    expect(lookups).toBe(2);
  });
});

describe('unmapped', () => {
  it('turns IPv4-mapped IPv6 addresses into IPv4 and leaves others alone', () => {
    expect(unmapped('::ffff:192.168.1.2')).toBe('192.168.1.2');
    expect(unmapped('::1')).toBe('::1');
    expect(unmapped('10.0.0.1')).toBe('10.0.0.1');
  });
});
