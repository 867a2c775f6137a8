// The worker's own rules with a sink the test controls: order kept, at most `maxInFlight` sends at once,
// retries that wait longer each time, and a queue handed on when the output restarts.
import { waitFor } from '../inputs/testSupport';
import type { MessageFields } from '../messages/types';
import { MetricRegistry } from '../metrics/registry';
import { outputMeters } from './metrics';
import type { Sink, SinkEvents } from './sinks/types';
import { OutputWorker, type WorkerSettings } from './worker';

class ControlledSink implements Sink {
  readonly target = 'test://sink';
  opens: number[] = [];
  events: SinkEvents | null = null;
  pending: { fields: MessageFields; done: (error: Error | null) => void }[] = [];
  closed = false;

  open(events: SinkEvents): void {
    this.opens.push(Date.now());
    this.events = events;
  }

  write(fields: MessageFields, done: (error: Error | null) => void): void {
    this.pending.push({ fields, done });
  }

  close(): void {
    this.closed = true;
  }

  /** Completes the oldest pending writes. */
  finish(count: number, error: Error | null = null): void {
    for (const { done } of this.pending.splice(0, count)) done(error);
  }
}

const message = (n: number): MessageFields => ({ message: `m${n}` });
const messagesOf = (sink: ControlledSink) => sink.pending.map(({ fields }) => fields.message);

function makeWorker(settings: Partial<WorkerSettings> = {}) {
  const sink = new ControlledSink();
  const registry = new MetricRegistry(Date.now);
  const lines: string[] = [];
  let worker: OutputWorker | null = null;
  const meters = outputMeters(registry, 'o1', () => worker?.queued ?? 0);
  worker = new OutputWorker({ id: 'o1', title: 'test', queueSize: 10, maxInFlight: 2, retryDelayMs: 20, ...settings }, sink, meters, {
    failing: (line) => lines.push(`failing: ${line}`),
    recovered: (line) => lines.push(`recovered: ${line}`),
  });
  return { worker, sink, meters, lines };
}

it('connects on the first message and sends in order, never more than maxInFlight at once', async () => {
  const { worker, sink, meters } = makeWorker();
  for (let n = 1; n <= 5; n += 1) worker.offer(message(n));
  expect(sink.opens).toHaveLength(1);
  expect(sink.pending).toHaveLength(0);
  sink.events?.ready();
  await waitFor(() => sink.pending.length === 2);
  expect(messagesOf(sink)).toEqual(['m1', 'm2']);
  sink.finish(1);
  await waitFor(() => sink.pending.length === 2);
  expect(messagesOf(sink)).toEqual(['m2', 'm3']);
  sink.finish(2);
  await waitFor(() => sink.pending.length === 2);
  sink.finish(2);
  await waitFor(() => meters.sent.total === 5);
  expect(worker.queued).toBe(0);
});

it('retries a sink that is down after a delay that doubles, and logs the failure once', async () => {
  const { worker, sink, lines } = makeWorker({ retryDelayMs: 40 });
  worker.offer(message(1));
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await waitFor(() => sink.opens.length === attempt);
    sink.events?.down('refused');
  }
  await waitFor(() => sink.opens.length === 4);
  const gaps = sink.opens.slice(1).map((at, i) => at - sink.opens[i]);
  expect(gaps[0]).toBeGreaterThanOrEqual(35);
  expect(gaps[1]).toBeGreaterThanOrEqual(75);
  expect(gaps[2]).toBeGreaterThanOrEqual(155);
  expect(lines).toEqual(['failing: Output "test" (o1) cannot send to test://sink: refused; counted in the output\'s metrics until it works again']);
  sink.events?.ready();
  await waitFor(() => sink.pending.length === 1);
  sink.finish(1);
  await waitFor(() => lines.length === 2);
  expect(lines[1]).toBe('recovered: Output "test" (o1) sends to test://sink again (0 messages failed or were dropped meanwhile)');
  worker.stop();
});

it('counts failed sends and goes on with the next messages', async () => {
  const { worker, sink, meters } = makeWorker();
  worker.offer(message(1));
  worker.offer(message(2));
  sink.events?.ready();
  await waitFor(() => sink.pending.length === 2);
  sink.finish(1, new Error('broken pipe'));
  sink.finish(1);
  await waitFor(() => meters.sent.total === 1);
  expect(meters.failed.total).toBe(1);
});

it('hands its queue to the next worker when the output restarts, and closes its sink', async () => {
  const { worker, sink } = makeWorker();
  for (let n = 1; n <= 3; n += 1) worker.offer(message(n));
  const next = makeWorker();
  next.worker.adopt(worker.stop());
  expect(sink.closed).toBe(true);
  expect(next.worker.queued).toBe(3);
  worker.offer(message(4));
  expect(worker.queued).toBe(0);
  next.sink.events?.ready();
  await waitFor(() => next.sink.pending.length === 2);
  expect(messagesOf(next.sink)).toEqual(['m1', 'm2']);
  next.worker.stop();
});

it('logs no recovery for messages queued before a connection that went down before it was made', async () => {
  const { worker, sink, meters, lines } = makeWorker({ retryDelayMs: 10 });
  for (let n = 1; n <= 3; n += 1) worker.offer(message(n));
  const firstAttempt = sink.events;
  sink.events?.down('no connection within 1 ms');
  await waitFor(() => sink.opens.length === 2);
  // The first attempt's socket reports a connection after all, while the second one is still connecting.
  firstAttempt?.ready();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(sink.pending).toHaveLength(0);
  sink.events?.down('no connection within 1 ms');
  await waitFor(() => sink.opens.length === 3);
  expect(lines).toEqual(['failing: Output "test" (o1) cannot send to test://sink: no connection within 1 ms; counted in the output\'s metrics until it works again']);
  expect(meters.sent.total).toBe(0);
  expect(worker.queued).toBe(3);
  worker.stop();
});

it('logs no recovery for a write reported done after its connection went down', async () => {
  const { worker, sink, lines } = makeWorker({ retryDelayMs: 10 });
  worker.offer(message(1));
  sink.events?.ready();
  await waitFor(() => sink.pending.length === 1);
  sink.events?.down('connection reset');
  sink.finish(1);
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(lines).toEqual(['failing: Output "test" (o1) cannot send to test://sink: connection reset; counted in the output\'s metrics until it works again']);
  worker.stop();
});
