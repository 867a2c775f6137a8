// Reassembles chunked GELF datagrams (UDP). A chunk is: magic 0x1e 0x0f, an 8 byte message id, the
// chunk's sequence number and the sequence count, then a slice of the (possibly compressed) payload.
import { CodecError } from './types';

export const GELF_CHUNK_HEADER_BYTES = 12;
/** Graylog's limit: a message may be split into at most 128 chunks. */
export const GELF_MAX_CHUNKS = 128;
/** Graylog drops a message whose chunks did not all arrive within 5 seconds of the first one. */
export const GELF_CHUNK_TIMEOUT_MS = 5000;
/** The largest UDP payload over IPv4; one chunk can never be larger. */
export const MAX_DATAGRAM_BYTES = 65507;

export interface GelfChunkAssemblerOptions {
  timeoutMs?: number;
  /** Incomplete messages kept at once; the oldest is dropped to make room. */
  maxMessages?: number;
  /** Bytes of chunks kept at once; the oldest messages are dropped to stay under it. */
  maxBufferedBytes?: number;
}

interface PendingMessage {
  firstSeenMs: number;
  count: number;
  received: number;
  bytes: number;
  chunks: (Buffer | undefined)[];
}

export function isGelfChunk(datagram: Buffer): boolean {
  return datagram.length >= 2 && datagram[0] === 0x1e && datagram[1] === 0x0f;
}

export class GelfChunkAssembler {
  private readonly pending = new Map<string, PendingMessage>();
  private readonly timeoutMs: number;
  private readonly maxMessages: number;
  private readonly maxBufferedBytes: number;
  private bufferedBytes = 0;
  /** Messages dropped to bound memory since the last expire(); reported there as failures. */
  private evicted = 0;

  constructor(options: GelfChunkAssemblerOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? GELF_CHUNK_TIMEOUT_MS;
    this.maxMessages = Math.max(1, options.maxMessages ?? 1000);
    // At least one whole message must always fit.
    this.maxBufferedBytes = Math.max(GELF_MAX_CHUNKS * MAX_DATAGRAM_BYTES, options.maxBufferedBytes ?? 64 * 1024 * 1024);
  }

  /** Incomplete messages currently held. */
  get inFlight(): number {
    return this.pending.size;
  }

  /**
   * Takes one datagram. Returns the whole payload when it is not chunked or its last missing chunk
   * arrived, null while chunks are missing (or for a repeated chunk). `sender` (e.g. "ip:port") keeps
   * equal message ids of different senders apart. Throws CodecError for a malformed chunk.
   * The returned buffer may share memory with the datagrams.
   */
  add(datagram: Buffer, nowMs: number, sender = ''): Buffer | null {
    if (!isGelfChunk(datagram)) return datagram;
    if (datagram.length < GELF_CHUNK_HEADER_BYTES) {
      throw new CodecError(`GELF chunk of ${datagram.length} bytes is shorter than the ${GELF_CHUNK_HEADER_BYTES} byte chunk header`);
    }
    const sequence = datagram[10];
    const count = datagram[11];
    if (count < 1 || count > GELF_MAX_CHUNKS) {
      throw new CodecError(`GELF chunk has an invalid sequence count of ${count} (allowed: 1 to ${GELF_MAX_CHUNKS})`);
    }
    if (sequence >= count) {
      throw new CodecError(`GELF chunk has sequence number ${sequence}, outside its sequence count of ${count}`);
    }
    const data = datagram.subarray(GELF_CHUNK_HEADER_BYTES);
    if (count === 1) return data;

    // Keyed by the sender's address (not its port: some clients send the chunks of one message from several
    // sockets) and the message id, so that two hosts picking the same id never mix their chunks.
    const key = `${senderAddress(sender)}\u0000${datagram.toString('latin1', 2, 10)}`;
    let message = this.pending.get(key);
    if (!message) {
      if (this.pending.size >= this.maxMessages) this.dropOldest();
      message = { firstSeenMs: nowMs, count, received: 0, bytes: 0, chunks: new Array<Buffer | undefined>(count) };
      this.pending.set(key, message);
    } else if (message.count !== count) {
      throw new CodecError(`GELF chunk has a sequence count of ${count}, but earlier chunks of the message said ${message.count}`);
    }
    if (message.chunks[sequence] !== undefined) return null;

    message.chunks[sequence] = data;
    message.received += 1;
    message.bytes += data.length;
    this.bufferedBytes += data.length;
    if (message.received === count) {
      this.remove(key, message);
      return Buffer.concat(message.chunks as Buffer[], message.bytes);
    }
    while (this.bufferedBytes > this.maxBufferedBytes) this.dropOldest();
    return null;
  }

  /**
   * Drops the incomplete messages whose first chunk is older than the timeout. Returns how many
   * messages were lost since the last call: these plus the ones dropped to bound memory.
   */
  expire(nowMs: number): number {
    let dropped = this.evicted;
    this.evicted = 0;
    for (const [key, message] of this.pending) {
      if (nowMs - message.firstSeenMs > this.timeoutMs) {
        this.remove(key, message);
        dropped += 1;
      }
    }
    return dropped;
  }

  private dropOldest(): void {
    const oldest = this.pending.entries().next();
    if (oldest.done) return;
    const [key, message] = oldest.value;
    this.remove(key, message);
    this.evicted += 1;
  }

  private remove(key: string, message: PendingMessage): void {
    this.pending.delete(key);
    this.bufferedBytes -= message.bytes;
  }
}

/** The address part of "ip:port" (IPv6 addresses contain colons too: only the last one is the port's). */
function senderAddress(sender: string): string {
  const colon = sender.lastIndexOf(':');
  return colon > 0 && /^\d+$/.test(sender.slice(colon + 1)) ? sender.slice(0, colon) : sender;
}
