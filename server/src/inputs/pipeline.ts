// The path of a running input's messages: decode the payload with the input's codec, batch the
// messages (up to MAX_BATCH) into one processor call, and count what happens (incoming messages,
// bytes, connections, failures with the last reason). A malformed payload is dropped and counted; it
// never stops the input.
//
// A processor call has a fixed cost (the extractors' time limit starts a watchdog thread per batch,
// a few hundred µs), and under load a turn of the event loop brings few messages (libuv reads at most
// 32 datagrams per UDP socket per turn). So the batch is looked at once per turn and handed over as
// soon as a turn brought nothing new, it is full, or its oldest message has waited MAX_LINGER_MS: a
// lone message waits one turn more, a stream of them goes in batches that grow with the load.
import type { Codec } from '../codecs/types';
import { CodecError } from '../codecs/types';
import type { MessageFields } from '../messages/types';
import type { Backlog } from './backlog';
import type { InputMetrics } from './inputMetrics';
import type { NodeThroughput } from './nodeThroughput';
import type { InputSink, RemotePeer } from './transports/types';

export const MAX_BATCH = 500;
/** The longest a message waits for more to join its batch while more keep coming. */
export const MAX_LINGER_MS = 5;

/** What the pipeline hands its messages to: MessageProcessor in the server, a fake in tests. */
export interface MessageSink {
  process(input: { id: string; staticFields: Record<string, string> }, messages: MessageFields[]): Promise<void>;
  /** Tells `listener` about every batch once it is stored: the node's output throughput counts those, not what was accepted. */
  onStored(listener: (messages: readonly MessageFields[]) => void): void;
}

export interface PipelineOptions {
  inputId: string;
  codec: Codec | null;
  configuration: Record<string, unknown>;
  processor: MessageSink;
  backlog: Backlog;
  metrics: InputMetrics;
  throughput: NodeThroughput;
  /** Force rDNS: the sender's host name, looked up, becomes the source (syslog). */
  resolveHost?: (address: string) => Promise<string | null>;
  /** The input's static fields as of now (cached by the caller). */
  staticFields: () => Record<string, string>;
  now: () => number;
}

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const ignore = () => undefined;

/** An IPv4 sender on a dual-stack socket appears as ::ffff:a.b.c.d; messages name it as a.b.c.d. */
export function unmapped(address: string): string {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;
}

export class InputPipeline implements InputSink {
  private batch: MessageFields[] = [];
  private batchDone: Deferred | null = null;
  /** The batch's size when it was last looked at: smaller than now means the last turn brought more. */
  private sizeAtLastLook = 0;
  /** performance.now() when the batch's first message came. */
  private batchStartedAt = 0;
  private flushScheduled = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: PipelineOptions) {}

  get overloaded(): boolean {
    return this.options.backlog.overloaded;
  }

  whenDrained(callback: () => void): () => void {
    return this.options.backlog.whenDrained(callback);
  }

  countBytes(bytes: number): void {
    this.options.metrics.throughput.add(bytes);
  }

  connectionOpened(): void {
    this.options.metrics.openConnections += 1;
    this.options.metrics.totalConnections += 1;
  }

  connectionClosed(): void {
    this.options.metrics.openConnections = Math.max(0, this.options.metrics.openConnections - 1);
  }

  failure(reason: string, count = 1): void {
    this.options.metrics.recordFailure(reason, count);
  }

  receive(payload: Buffer, peer: RemotePeer): void {
    this.options.metrics.incoming.mark();
    const fields = this.decode(payload, peer);
    if (!fields) return;
    const { resolveHost } = this.options;
    if (resolveHost && peer.address !== '') this.enqueueAfterLookup(fields, resolveHost(unmapped(peer.address)));
    else this.enqueue(fields).catch(ignore);
  }

  async receiveAndCommit(payload: Buffer, peer: RemotePeer): Promise<void> {
    this.options.metrics.incoming.mark();
    const fields = this.decode(payload, peer, true);
    if (fields) await this.enqueue(fields);
  }

  accept(fields: MessageFields): void {
    this.options.metrics.incoming.mark();
    this.enqueue(fields).catch(ignore);
  }

  /** Hands over what is batched and resolves once everything handed over is committed (or failed). */
  async drain(): Promise<void> {
    for (;;) {
      this.flush();
      if (this.inFlight.size === 0) return;
      await Promise.allSettled([...this.inFlight]);
    }
  }

  /** Decoded fields, or null after counting the failure; `rethrow` passes a CodecError on to the sender. */
  private decode(payload: Buffer, peer: RemotePeer, rethrow = false): MessageFields | null {
    const { codec, configuration, now } = this.options;
    if (!codec) return null;
    const address = unmapped(peer.address);
    try {
      const fields = codec.decode(payload, { remoteAddress: address, nowMs: now(), configuration });
      if (address !== '') {
        fields.gl2_remote_ip = address;
        fields.gl2_remote_port = peer.port;
      }
      return fields;
    } catch (error) {
      const reason = error instanceof CodecError ? error.message : `Could not decode the message: ${String(error)}`;
      this.failure(reason);
      if (rethrow) throw error instanceof CodecError ? error : new CodecError(reason);
      return null;
    }
  }

  private enqueueAfterLookup(fields: MessageFields, hostName: Promise<string | null>): void {
    const { backlog } = this.options;
    // Counted while waiting for the lookup, so a slow resolver also holds inputs back.
    backlog.add(1);
    const waiting: Promise<void> = hostName
      .then((name) => {
        if (name) fields.source = name;
      }, ignore)
      .then(() => {
        backlog.remove(1);
        this.inFlight.delete(waiting);
        this.enqueue(fields).catch(ignore);
      });
    this.inFlight.add(waiting);
  }

  private enqueue(fields: MessageFields): Promise<void> {
    if (this.batch.length === 0) this.batchStartedAt = performance.now();
    this.batch.push(fields);
    this.options.backlog.add(1);
    this.batchDone ??= deferred();
    const { promise } = this.batchDone;
    if (this.batch.length >= MAX_BATCH) {
      this.flush();
    } else if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(this.lookAtBatch);
    }
    return promise;
  }

  private readonly lookAtBatch = (): void => {
    this.flushScheduled = false;
    const size = this.batch.length;
    if (size > this.sizeAtLastLook && performance.now() - this.batchStartedAt < MAX_LINGER_MS) {
      this.sizeAtLastLook = size;
      this.flushScheduled = true;
      setImmediate(this.lookAtBatch);
      return;
    }
    this.flush();
  };

  private flush(): void {
    this.sizeAtLastLook = 0;
    const messages = this.batch;
    const done = this.batchDone;
    if (messages.length === 0 || !done) return;
    this.batch = [];
    this.batchDone = null;

    const { processor, inputId, staticFields, backlog, throughput } = this.options;
    throughput.received(messages.length);
    const work = Promise.resolve()
      .then(() => processor.process({ id: inputId, staticFields: staticFields() }, messages))
      .then(() => {
        done.resolve();
      }, (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        this.failure(`Could not store ${messages.length} message${messages.length === 1 ? '' : 's'}: ${reason}`, messages.length);
        done.reject(error);
      })
      .finally(() => {
        backlog.remove(messages.length);
        this.inFlight.delete(work);
      });
    this.inFlight.add(work);
  }
}
