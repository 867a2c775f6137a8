// TCP framing: a stream of chunks → whole messages. A frame larger than the limit throws CodecError;
// the caller then closes the connection, since the stream cannot be resynchronised safely.
import { CodecError } from './types';

export const DEFAULT_MAX_FRAME_BYTES = 2 * 1024 * 1024;

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const SPACE = 0x20;

export interface Framer {
  /** Feeds the next chunk; returns the frames it completed (empty frames are skipped). */
  push(chunk: Buffer): Buffer[];
  /**
   * At the end of the stream: the last frame when the sender did not terminate it (common for
   * newline framing, e.g. `nc`), else null. Resets the framer.
   */
  finish(): Buffer | null;
}

/** Bytes of the frame in progress; frames inside one chunk are returned as views, without copying. */
class PendingBytes {
  private parts: Buffer[] = [];
  length = 0;

  constructor(private readonly maxFrameBytes: number) {}

  append(part: Buffer): void {
    if (part.length === 0) return;
    this.length += part.length;
    if (this.length > this.maxFrameBytes) {
      this.clear();
      throw new CodecError(`Frame is larger than the limit of ${this.maxFrameBytes} bytes`);
    }
    this.parts.push(part);
  }

  take(): Buffer {
    const frame = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.length);
    this.clear();
    return frame;
  }

  clear(): void {
    this.parts = [];
    this.length = 0;
  }
}

function withoutTrailingCr(frame: Buffer): Buffer {
  return frame.length > 0 && frame[frame.length - 1] === CR ? frame.subarray(0, frame.length - 1) : frame;
}

class DelimitedFramer implements Framer {
  private readonly pending: PendingBytes;

  constructor(
    private readonly delimiter: number,
    private readonly trimCr: boolean,
    maxFrameBytes: number,
  ) {
    this.pending = new PendingBytes(maxFrameBytes);
  }

  push(chunk: Buffer): Buffer[] {
    const frames: Buffer[] = [];
    let start = 0;
    for (let index = chunk.indexOf(this.delimiter, start); index >= 0; index = chunk.indexOf(this.delimiter, start)) {
      this.pending.append(chunk.subarray(start, index));
      this.emit(frames);
      start = index + 1;
    }
    if (start < chunk.length) this.pending.append(chunk.subarray(start));
    return frames;
  }

  finish(): Buffer | null {
    const frames: Buffer[] = [];
    this.emit(frames);
    return frames[0] ?? null;
  }

  private emit(frames: Buffer[]): void {
    if (this.pending.length === 0) return;
    const frame = this.trimCr ? withoutTrailingCr(this.pending.take()) : this.pending.take();
    if (frame.length > 0) frames.push(frame);
  }
}

/** GELF over TCP: every message ends with a NUL byte. */
export class NullDelimitedFramer extends DelimitedFramer {
  constructor(maxFrameBytes = DEFAULT_MAX_FRAME_BYTES) {
    super(NUL, false, maxFrameBytes);
  }
}

/** Raw and syslog over TCP: one message per line, LF or CRLF. */
export class NewlineFramer extends DelimitedFramer {
  constructor(maxFrameBytes = DEFAULT_MAX_FRAME_BYTES) {
    super(LF, true, maxFrameBytes);
  }
}

function isDigit(byte: number): boolean {
  return byte >= 0x30 && byte <= 0x39;
}

/** An octet count has at most this many digits; more means the frame is a line starting with digits. */
const MAX_COUNT_DIGITS = 10;

type SyslogFrameMode = 'between' | 'count' | 'counted' | 'line';

/**
 * Syslog over TCP (RFC 6587): each frame is either octet counted (`123 <34>1 ...`, the count being the
 * byte length of the message) or ends with a newline; the frame's first character decides.
 */
export class SyslogOctetCountingFramer implements Framer {
  private readonly pending: PendingBytes;
  private mode: SyslogFrameMode = 'between';
  private count = 0;
  private countDigits = 0;
  private remaining = 0;

  constructor(private readonly maxFrameBytes = DEFAULT_MAX_FRAME_BYTES) {
    this.pending = new PendingBytes(maxFrameBytes);
  }

  push(chunk: Buffer): Buffer[] {
    try {
      return this.frames(chunk);
    } catch (error) {
      this.pending.clear();
      this.mode = 'between';
      throw error;
    }
  }

  private frames(chunk: Buffer): Buffer[] {
    const frames: Buffer[] = [];
    let pos = 0;
    while (pos < chunk.length) {
      switch (this.mode) {
        case 'between': {
          const byte = chunk[pos];
          // Separators some senders put between frames.
          if (byte === LF || byte === CR || byte === NUL) {
            pos += 1;
          } else if (isDigit(byte)) {
            this.mode = 'count';
            this.count = 0;
            this.countDigits = 0;
          } else {
            this.mode = 'line';
          }
          break;
        }
        case 'count':
          pos = this.readCount(chunk, pos);
          break;
        case 'counted': {
          const take = Math.min(this.remaining, chunk.length - pos);
          this.pending.append(chunk.subarray(pos, pos + take));
          this.remaining -= take;
          pos += take;
          if (this.remaining === 0) {
            frames.push(this.pending.take());
            this.mode = 'between';
          }
          break;
        }
        case 'line': {
          const newline = chunk.indexOf(LF, pos);
          const end = newline < 0 ? chunk.length : newline;
          this.pending.append(chunk.subarray(pos, end));
          pos = end;
          if (newline >= 0) {
            pos += 1;
            this.mode = 'between';
            const frame = this.pending.length > 0 ? withoutTrailingCr(this.pending.take()) : undefined;
            if (frame && frame.length > 0) frames.push(frame);
          }
          break;
        }
      }
    }
    return frames;
  }

  finish(): Buffer | null {
    // A counted frame cut short is incomplete; a last line without newline is whole.
    const frame = this.mode === 'line' || this.mode === 'count' ? withoutTrailingCr(this.pending.take()) : null;
    this.pending.clear();
    this.mode = 'between';
    return frame && frame.length > 0 ? frame : null;
  }

  /** Reads count digits from `pos`; returns where it stopped. The digits are kept in case the frame is a line. */
  private readCount(chunk: Buffer, pos: number): number {
    let at = pos;
    while (at < chunk.length && isDigit(chunk[at]) && this.countDigits < MAX_COUNT_DIGITS) {
      this.count = this.count * 10 + (chunk[at] - 0x30);
      this.countDigits += 1;
      at += 1;
    }
    this.pending.append(chunk.subarray(pos, at));
    if (at === chunk.length) return at;
    if (chunk[at] === SPACE && this.countDigits < MAX_COUNT_DIGITS) {
      if (this.count > this.maxFrameBytes) {
        throw new CodecError(`Frame is larger than the limit of ${this.maxFrameBytes} bytes`);
      }
      this.pending.clear();
      this.remaining = this.count;
      this.mode = this.count === 0 ? 'between' : 'counted';
      return at + 1;
    }
    // Not a count after all: the digits start a newline-terminated frame.
    this.mode = 'line';
    return at;
  }
}
