// What a transport (UDP, TCP, HTTP, generator) needs from the input it serves, and gives back.
import type { MessageFields } from '../../messages/types';

export interface RemotePeer {
  address: string;
  port: number;
}

/** The input side of a transport: decoding, batching, metrics and backpressure live behind it. */
export interface InputSink {
  /** Bytes read from the network, for the read_bytes gauges. */
  countBytes(bytes: number): void;
  /** One complete payload: decoded and queued for processing; a malformed one is counted as a failure and dropped. */
  receive(payload: Buffer, peer: RemotePeer): void;
  /**
   * One payload whose sender waits for the outcome: resolves once the message is committed, rejects with a
   * CodecError when it cannot be decoded and with another error when it could not be stored.
   */
  receiveAndCommit(payload: Buffer, peer: RemotePeer): Promise<void>;
  /** A message made by the input itself (the generator). */
  accept(fields: MessageFields): void;
  /** Counts a failure (malformed framing, dropped data) with its reason. */
  failure(reason: string, count?: number): void;
  connectionOpened(): void;
  connectionClosed(): void;
  /** True while processing is behind; transports pause or drop until `whenDrained` calls back. */
  readonly overloaded: boolean;
  /** Returns a function that forgets the callback (call it when the transport closes first). */
  whenDrained(callback: () => void): () => void;
}

export interface TransportOptions {
  configuration: Record<string, unknown>;
  sink: InputSink;
  /** The clock for reception times (epoch ms). */
  now: () => number;
}

export interface StartedTransport {
  /** Stops taking data and releases the port; resolves once the socket or server is closed. */
  close(): Promise<void>;
}
