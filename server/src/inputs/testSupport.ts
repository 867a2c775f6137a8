// For the input tests only: a database-backed context without the HTTP API, a processor that
// records what it is given (and can be held, to see who waits for the commit), free ports, senders.
import dgram from 'node:dgram';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ServerContext } from '../context';
import { openDatabase } from '../db/database';
import type { MessageFields } from '../messages/types';
import type { MessageSink } from './pipeline';

export const TEST_NODE_ID = 'test-node';

export function makeInputContext(dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inputs-test-'))): ServerContext {
  return {
    db: openDatabase(dataDir),
    dataDir,
    now: Date.now,
    settings: { prefix: '', rootTimeZone: 'UTC', pluginUrls: [], host: '127.0.0.1', port: 9000 },
    node: { nodeId: TEST_NODE_ID, clusterId: 'test-cluster', startedAt: new Date().toISOString() },
  };
}

export function removeContext(ctx: ServerContext): void {
  ctx.db.close();
  fs.rmSync(ctx.dataDir, { recursive: true, force: true });
}

export interface RecordedBatch {
  input: { id: string; staticFields: Record<string, string> };
  messages: MessageFields[];
}

/** Records every batch; while held, process() resolves only on release(). */
export class FakeProcessor implements MessageSink {
  readonly batches: RecordedBatch[] = [];
  private held: (() => void)[] = [];
  private holding = false;
  failWith: Error | null = null;
  private readonly storedListeners: ((messages: readonly MessageFields[]) => void)[] = [];

  onStored(listener: (messages: readonly MessageFields[]) => void): void {
    this.storedListeners.push(listener);
  }

  get messages(): MessageFields[] {
    return this.batches.flatMap((batch) => batch.messages);
  }

  hold(): void {
    this.holding = true;
  }

  release(): void {
    this.holding = false;
    const waiting = this.held;
    this.held = [];
    for (const resume of waiting) resume();
  }

  process(input: { id: string; staticFields: Record<string, string> }, messages: MessageFields[]): Promise<void> {
    if (this.failWith) return Promise.reject(this.failWith);
    const record = () => {
      this.batches.push({ input, messages });
      for (const listener of this.storedListeners) listener(messages);
    };
    if (!this.holding) {
      record();
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.held.push(() => {
        record();
        resolve();
      });
    });
  }

  /** Resolves once `count` messages were processed (polling; fails after `timeoutMs`). */
  async waitForMessages(count: number, timeoutMs = 5000): Promise<MessageFields[]> {
    await waitFor(() => this.messages.length >= count, timeoutMs, () => `expected ${count} messages, got ${this.messages.length}`);
    return this.messages;
  }
}

export async function waitFor(condition: () => boolean, timeoutMs = 5000, describe = () => 'condition not met'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A TCP port nobody listens on right now (the OS picks it; it is free again when this resolves). */
export function freeTcpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function freeUdpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

export async function sendUdp(port: number, datagrams: Buffer[]): Promise<void> {
  const socket = dgram.createSocket('udp4');
  try {
    for (const datagram of datagrams) {
      await new Promise<void>((resolve, reject) => socket.send(datagram, port, '127.0.0.1', (error) => (error ? reject(error) : resolve())));
    }
  } finally {
    socket.close();
  }
}

/** Opens a connection, writes each part separately, and resolves when the server closes it or `endAfter` ends it. */
export function tcpConnect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

export async function sendTcp(port: number, parts: (string | Buffer)[]): Promise<void> {
  const socket = await tcpConnect(port);
  for (const part of parts) {
    await new Promise<void>((resolve, reject) => socket.write(part, (error) => (error ? reject(error) : resolve())));
  }
  await new Promise<void>((resolve) => socket.end(resolve));
}

/** Splits a payload into GELF chunks (magic bytes, 8-byte message id, sequence number, count). */
export function gelfChunks(payload: Buffer, chunkSize: number, messageId = Buffer.from('abcdefgh')): Buffer[] {
  const count = Math.ceil(payload.length / chunkSize);
  const chunks: Buffer[] = [];
  for (let sequence = 0; sequence < count; sequence += 1) {
    const header = Buffer.concat([Buffer.from([0x1e, 0x0f]), messageId, Buffer.from([sequence, count])]);
    chunks.push(Buffer.concat([header, payload.subarray(sequence * chunkSize, (sequence + 1) * chunkSize)]));
  }
  return chunks;
}
