// One running output: a bounded queue in front of its sink. Intake only ever adds to the queue (or drops
// and counts when it is full); sending happens later on the event loop, at most `maxInFlight` messages
// at a time. A sink that goes down is reopened after a delay that doubles up to 30 s; while it is down
// the queue fills and further messages are dropped. One log line when forwarding starts failing and one
// when it works again, never one per message.
import type { MessageFields } from '../messages/types';
import type { OutputMeters } from './metrics';
import { reasonOf, type Sink } from './sinks/types';

const MAX_RETRY_DELAY_MS = 30_000;

export interface WorkerSettings {
  /** For log lines: `Output "<title>" (<id>)`. */
  id: string;
  title: string;
  queueSize: number;
  maxInFlight: number;
  /** The first retry's delay after the sink went down. */
  retryDelayMs: number;
}

export interface WorkerLog {
  failing(line: string): void;
  recovered(line: string): void;
}

type State = 'idle' | 'opening' | 'ready' | 'waiting' | 'stopped';

export class OutputWorker {
  private queue: MessageFields[] = [];
  private head = 0;
  private state: State = 'idle';
  private inFlight = 0;
  /** Counts openings of the sink, so that a late answer about a write on a closed connection frees no slot. */
  private connection = 0;
  private retries = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private pumpScheduled = false;
  private pumping = false;
  private failing = false;
  /** Messages failed or dropped since forwarding started failing, for the recovery line. */
  private lost = 0;

  constructor(
    readonly settings: WorkerSettings,
    private readonly sink: Sink,
    private readonly meters: OutputMeters,
    private readonly log: WorkerLog,
  ) {}

  get queued(): number {
    return this.queue.length - this.head;
  }

  /** Takes a message for sending; never waits and never throws. */
  offer(fields: MessageFields): void {
    if (this.state === 'stopped') return;
    if (this.queued >= this.settings.queueSize) {
      this.meters.dropped.mark();
      this.noteFailure(`its queue of ${this.settings.queueSize} messages is full, so messages are dropped`, 1);
      return;
    }
    this.queue.push(fields);
    if (this.state === 'idle') this.openSink();
    else this.schedulePump();
  }

  /** Stops sending and hands back what was still queued (for a restarted output to take over). */
  stop(): MessageFields[] {
    if (this.state === 'stopped') return [];
    this.state = 'stopped';
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.sink.close();
    const remaining = this.queue.slice(this.head);
    this.queue = [];
    this.head = 0;
    return remaining;
  }

  /** Takes over messages queued by the output's previous worker, as far as the queue has room. */
  adopt(messages: readonly MessageFields[]): void {
    for (const fields of messages) this.offer(fields);
  }

  private openSink(): void {
    this.state = 'opening';
    this.connection += 1;
    this.inFlight = 0;
    // A late event of an earlier opening (that connection already went down) says nothing about this one.
    const connection = this.connection;
    const current = () => connection === this.connection;
    try {
      this.sink.open({
        ready: () => {
          if (!current() || this.state !== 'opening') return;
          this.state = 'ready';
          this.schedulePump();
        },
        down: (reason) => {
          if (current()) this.sinkDown(reason);
        },
      });
    } catch (error) {
      this.sinkDown(reasonOf(error));
    }
  }

  private sinkDown(reason: string): void {
    if (this.state !== 'opening' && this.state !== 'ready') return;
    if (this.state === 'ready' && this.queued === 0 && this.inFlight === 0) {
      // An idle connection the destination closed (e.g. an idle timeout) lost nothing: connect again when needed.
      this.state = 'idle';
      return;
    }
    this.noteFailure(`cannot send to ${this.sink.target}: ${reason}`, 0);
    this.state = 'waiting';
    const delay = Math.min(MAX_RETRY_DELAY_MS, Math.max(1, this.settings.retryDelayMs) * 2 ** Math.min(this.retries, 16));
    this.retries += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.state !== 'waiting') return;
      // Nothing to send: connect again when the next message comes.
      if (this.queued === 0) this.state = 'idle';
      else this.openSink();
    }, delay);
    this.retryTimer.unref();
  }

  private schedulePump(): void {
    if (this.pumpScheduled || this.state !== 'ready') return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.state === 'ready' && this.inFlight < this.settings.maxInFlight && this.queued > 0) {
        this.send(this.take());
      }
    } finally {
      this.pumping = false;
    }
  }

  private take(): MessageFields {
    const fields = this.queue[this.head];
    this.head += 1;
    // Compact now and then instead of shifting the array for every message.
    if (this.head >= 1024 && this.head * 2 >= this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
    return fields;
  }

  private send(fields: MessageFields): void {
    this.inFlight += 1;
    const connection = this.connection;
    let settled = false;
    const done = (error: Error | null): void => {
      if (settled) return;
      settled = true;
      const current = connection === this.connection;
      if (current) this.inFlight -= 1;
      if (this.state === 'stopped') return;
      if (error) {
        this.meters.failed.mark();
        this.noteFailure(`sending to ${this.sink.target} failed: ${reasonOf(error)}`, 1);
      } else {
        this.meters.sent.mark();
        // Only a write on the connection that is up now tells that the destination takes messages again.
        if (current && this.state === 'ready') this.noteSuccess();
      }
      this.schedulePump();
    };
    try {
      this.sink.write(fields, done);
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private noteFailure(reason: string, messages: 0 | 1): void {
    this.lost += messages;
    if (this.failing) return;
    this.failing = true;
    this.log.failing(`${this.describe()} ${reason}; counted in the output's metrics until it works again`);
  }

  private noteSuccess(): void {
    this.retries = 0;
    if (!this.failing) return;
    this.failing = false;
    this.log.recovered(`${this.describe()} sends to ${this.sink.target} again (${this.lost} messages failed or were dropped meanwhile)`);
    this.lost = 0;
  }

  private describe(): string {
    return `Output "${this.settings.title}" (${this.settings.id})`;
  }
}
