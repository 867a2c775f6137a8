// This process's memory and threads under the names Graylog's JVM gauges have, so the console's node
// pages read them the same way: heap figures from V8, threads counted by the operating system.
import fs from 'node:fs';
import v8 from 'node:v8';
import type { MetricRegistry } from './registry';

/** Threads of this process as the kernel counts them (main, libuv pool, V8 helpers, workers); 0 where unknown. */
export function processThreadCount(): number {
  try {
    const status = fs.readFileSync('/proc/self/status', 'utf8');
    const match = /^Threads:\s+(\d+)/m.exec(status);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

export function registerNodeGauges(registry: MetricRegistry): void {
  registry.gauge('jvm.memory.heap.used', () => process.memoryUsage().heapUsed);
  registry.gauge('jvm.memory.heap.committed', () => process.memoryUsage().heapTotal);
  registry.gauge('jvm.memory.heap.max', () => v8.getHeapStatistics().heap_size_limit);
  registry.gauge('jvm.memory.heap.usage', () => {
    const { heapUsed } = process.memoryUsage();
    return heapUsed / v8.getHeapStatistics().heap_size_limit;
  });
  // A JVM's total is heap plus non-heap; a Node process's nearest truthful figure is its resident size.
  registry.gauge('jvm.memory.total.used', () => process.memoryUsage.rss());
  registry.gauge('jvm.threads.count', processThreadCount);
}
