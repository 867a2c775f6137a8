// Meter rates must match Dropwizard's (the figures come from its EWMA tests), gauges are read live.
import { MetricRegistry } from './registry';
import { ThroughputCounter } from './throughput';

// A movable clock; test/helpers has one too, but it loads the whole API.
function makeClock() {
  let current = Date.parse('2024-05-01T12:00:00Z');
  return { now: () => current, advance: (ms: number) => { current += ms; } };
}

describe('MetricRegistry meters', () => {
  it('computes mean and 1/5/15-minute rates in 5-second ticks, as Dropwizard does', () => {
    const clock = makeClock();
    const registry = new MetricRegistry(clock.now);
    const meter = registry.meter('a.b.incomingMessages');
    meter.mark(3);

    // Before the first tick is due, the moving averages have not seen anything yet.
    clock.advance(5_000);
    expect(meter.rates().one_minute).toBe(0);

    clock.advance(1);
    const afterOneTick = meter.rates();
    expect(afterOneTick.total).toBe(3);
    expect(afterOneTick.one_minute).toBeCloseTo(0.6, 8);
    expect(afterOneTick.five_minute).toBeCloseTo(0.6, 8);
    expect(afterOneTick.fifteen_minute).toBeCloseTo(0.6, 8);
    expect(afterOneTick.mean).toBeCloseTo(3 / 5.001, 8);

    // A minute of idle ticks decays each average by its own factor.
    clock.advance(60_000);
    const afterAMinute = meter.rates();
    expect(afterAMinute.one_minute).toBeCloseTo(0.22072766, 8);
    expect(afterAMinute.five_minute).toBeCloseTo(0.49123845, 8);
    expect(afterAMinute.fifteen_minute).toBeCloseTo(0.56130419, 8);
  });

  it('converges on a steady rate', () => {
    const clock = makeClock();
    const meter = new MetricRegistry(clock.now).meter('steady');
    for (let second = 0; second < 600; second += 1) {
      meter.mark(10);
      clock.advance(1_000);
    }
    const rates = meter.rates();
    expect(rates.one_minute).toBeCloseTo(10, 1);
    expect(rates.mean).toBeCloseTo(10, 6);
    expect(rates.total).toBe(6000);
  });

  it('reports a mean rate of 0 before anything was marked', () => {
    const clock = makeClock();
    const meter = new MetricRegistry(clock.now).meter('idle');
    clock.advance(30_000);
    expect(meter.rates()).toEqual({ total: 0, mean: 0, one_minute: 0, five_minute: 0, fifteen_minute: 0 });
  });
});

describe('MetricRegistry', () => {
  it('snapshots known names in Graylog shape and leaves unknown ones out', () => {
    const clock = makeClock();
    const registry = new MetricRegistry(clock.now);
    let open = 2;
    registry.gauge('x.input1.open_connections', () => open);
    registry.counter('x.input1.things').inc(4);
    registry.meter('x.input1.incomingMessages').mark();
    open = 5;

    const snapshot = registry.snapshot(['x.input1.open_connections', 'nope', 'x.input1.things', 'x.input1.incomingMessages']);
    expect(snapshot).toEqual([
      { full_name: 'x.input1.open_connections', name: 'open_connections', type: 'gauge', metric: { value: 5 } },
      { full_name: 'x.input1.things', name: 'things', type: 'counter', metric: { count: 4 } },
      {
        full_name: 'x.input1.incomingMessages',
        name: 'incomingMessages',
        type: 'meter',
        metric: { rate: { total: 1, mean: 0, one_minute: 0, five_minute: 0, fifteen_minute: 0 }, rate_unit: 'events/second' },
      },
    ]);
  });

  it('returns the same meter for the same name and removes metrics by prefix', () => {
    const registry = new MetricRegistry(makeClock().now);
    registry.meter('t.one.incomingMessages').mark(2);
    expect(registry.meter('t.one.incomingMessages').total).toBe(2);
    registry.gauge('t.one.read_bytes_total', () => 1);
    registry.gauge('t.two.read_bytes_total', () => 1);
    registry.removeByPrefix('t.one.');
    expect(registry.names()).toEqual(['t.two.read_bytes_total']);
    expect(registry.meter('t.one.incomingMessages').total).toBe(0);
  });

  it('reports a gauge that throws as 0 instead of failing the snapshot', () => {
    const registry = new MetricRegistry(makeClock().now);
    registry.gauge('broken', () => {
      throw new Error('gone');
    });
    expect(registry.snapshot(['broken'])).toEqual([{ full_name: 'broken', name: 'broken', type: 'gauge', metric: { value: 0 } }]);
  });
});

describe('ThroughputCounter', () => {
  it('reports the bytes of the last whole second and the total', () => {
    const clock = makeClock();
    const counter = new ThroughputCounter(clock.now);
    counter.add(100);
    counter.add(50);
    expect(counter.lastSecond).toBe(0);
    clock.advance(1_000);
    expect(counter.lastSecond).toBe(150);
    counter.add(7);
    expect(counter.lastSecond).toBe(150);
    clock.advance(2_000);
    expect(counter.lastSecond).toBe(0);
    expect(counter.total).toBe(157);
  });
});
