// The process gauges carry Graylog's JVM names and this process's real figures.
import v8 from 'node:v8';
import { registerNodeGauges } from './nodeGauges';
import { MetricRegistry } from './registry';

describe('node gauges', () => {
  it('reports the V8 heap under the JVM heap names and the OS thread count', () => {
    const registry = new MetricRegistry(Date.now);
    registerNodeGauges(registry);
    const used = registry.value('jvm.memory.heap.used') ?? 0;
    expect(used).toBeGreaterThan(1024 * 1024);
    expect(registry.value('jvm.memory.heap.committed')).toBeGreaterThanOrEqual(used);
    expect(registry.value('jvm.memory.heap.max')).toBe(v8.getHeapStatistics().heap_size_limit);
    expect(registry.value('jvm.memory.total.used')).toBeGreaterThan(used);
    // Node always runs more than one thread: the main thread, the libuv pool and V8's helpers.
    if (process.platform === 'linux') expect(registry.value('jvm.threads.count')).toBeGreaterThan(1);
  });
});
