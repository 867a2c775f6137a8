import { metricNamesOfOutputs, outputForwarding } from './outputMetrics';
import { gaugeFixture, meterFixture } from 'fixtures/inputFixtures';

const name = (metric: string) => `org.graylog2.outputs.out-1.${metric}`;
const byName = (...metrics: Array<ReturnType<typeof meterFixture>>) => Object.fromEntries(metrics.map((metric) => [metric.full_name, metric]));

describe('output metrics', () => {
  it('subscribes to the server\'s counters of each output', () => {
    expect(metricNamesOfOutputs([{ id: 'out-1' }])).toEqual([name('messages.sent'), name('messages.failed'), name('messages.dropped'), name('queue.size')]);
  });

  it('sums the figures over the nodes', () => {
    const forwarding = outputForwarding('out-1', {
      a: byName(meterFixture(name('messages.sent'), 1.5, 100), meterFixture(name('messages.failed'), 0, 2), gaugeFixture(name('queue.size'), 4)),
      b: byName(meterFixture(name('messages.sent'), 0.5, 20), meterFixture(name('messages.dropped'), 0, 7)),
    });
    expect(forwarding).toEqual({ sent: 120, sentRate: 2, failed: 2, dropped: 7, queued: 4 });
  });

  it('has no figures for an output no node counts (not started yet, or a server without them)', () => {
    expect(outputForwarding('out-1', undefined)).toBeUndefined();
    expect(outputForwarding('out-1', { a: byName(meterFixture('org.graylog2.outputs.other.messages.sent', 1, 1)) })).toBeUndefined();
  });
});
