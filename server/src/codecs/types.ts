// A codec turns one raw payload (a UDP datagram, a framed TCP message, an HTTP body) into message fields.
import type { MessageFields } from '../messages/types';

export interface CodecContext {
  /** Address of the sender, used as `source` when the payload names none. */
  remoteAddress: string;
  /** Reception time, epoch ms; the timestamp of messages without one. */
  nowMs: number;
  /** The input's configuration (e.g. syslog's `store_full_message`, `force_rdns`, `allow_override_date`). */
  configuration: Record<string, unknown>;
}

/** Thrown for a payload that cannot be decoded; `message` is the reason shown to the administrator. */
export class CodecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CodecError';
  }
}

export interface Codec {
  /** Graylog's codec name: 'gelf', 'syslog', 'raw' (as in /system/codecs/types/all). */
  name: string;
  /**
   * Decodes one payload into fields with at least `message`, `source` and `timestamp` (ISO 8601 UTC with ms).
   * Throws CodecError for malformed payloads.
   */
  decode(payload: Buffer, context: CodecContext): MessageFields;
}
