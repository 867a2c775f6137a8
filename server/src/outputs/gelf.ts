// A stored message as GELF 1.1 (the standard keys, every other field as `_<name>`), and GELF's UDP
// chunking for datagrams larger than one chunk.
import { randomBytes } from 'node:crypto';
import { GELF_MAX_CHUNKS } from '../codecs/gelfChunks';
import type { MessageFields } from '../messages/types';

/** Graylog marks what its GELF output forwards with this field; so do we, so receivers can tell. */
export const FORWARDER = 'org.graylog2.outputs.GelfOutput';

/** Data bytes per chunk, as Graylog's GELF client sends them: a chunk fits one Ethernet frame. */
export const CHUNK_DATA_SIZE = 1420;
const CHUNK_MAGIC = Buffer.from([0x1e, 0x0f]);

/** Keys with a place of their own in GELF, and fields that are this node's business only. */
const NOT_ADDITIONAL = new Set(['message', 'source', 'timestamp', 'full_message', 'level', '_id', 'streams']);
/** GELF's rule for additional field names; a receiver refuses a whole message over a name outside it. */
const GELF_FIELD_NAME = /^[\w.-]+$/;

export type GelfMessage = Record<string, string | number>;

/** GELF's levels are syslog severities 0..7, sent as a number; the message store may hold them as text. */
function gelfLevel(value: unknown): number | undefined {
  const level = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(level) && level >= 0 && level <= 7 ? level : undefined;
}

function additionalValue(value: unknown): string | number | undefined {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : undefined;
    case 'boolean':
    case 'bigint':
      // GELF values are strings or numbers.
      return String(value);
    case 'object':
      return value === null ? undefined : JSON.stringify(value);
    default:
      return undefined;
  }
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : value === undefined || value === null || value === '' ? fallback : String(value);
}

/** `nowMs` stands in for a message without a usable timestamp (the processor always gives one). */
export function toGelf(fields: MessageFields, nowMs: number): GelfMessage {
  const timestampMs = typeof fields.timestamp === 'string' ? Date.parse(fields.timestamp) : NaN;
  const gelf: GelfMessage = {
    version: '1.1',
    host: text(fields.source, 'unknown'),
    short_message: text(fields.message, '-'),
    timestamp: Number.isFinite(timestampMs) ? timestampMs / 1000 : nowMs / 1000,
  };
  if (typeof fields.full_message === 'string' && fields.full_message !== '') gelf.full_message = fields.full_message;
  const level = gelfLevel(fields.level);
  if (level !== undefined) gelf.level = level;
  else if (fields.level !== undefined && fields.level !== null) gelf._level = text(fields.level, '');
  gelf._forwarder = FORWARDER;
  for (const name of Object.keys(fields)) {
    if (NOT_ADDITIONAL.has(name) || !GELF_FIELD_NAME.test(name)) continue;
    const value = additionalValue(fields[name]);
    if (value !== undefined) gelf[`_${name}`] = value;
  }
  return gelf;
}

export function gelfPayload(fields: MessageFields, nowMs: number): Buffer {
  return Buffer.from(JSON.stringify(toGelf(fields, nowMs)), 'utf8');
}

export class MessageTooLarge extends Error {
  constructor(bytes: number) {
    super(`GELF message of ${bytes} bytes needs more than ${GELF_MAX_CHUNKS} UDP chunks of ${CHUNK_DATA_SIZE} bytes`);
    this.name = 'MessageTooLarge';
  }
}

/**
 * The datagrams that carry `payload`: itself when it fits one chunk, otherwise GELF chunks (magic bytes,
 * an 8-byte message id, sequence number, sequence count, data). Throws MessageTooLarge past 128 chunks.
 */
export function udpDatagrams(payload: Buffer, messageId: Buffer = randomBytes(8)): Buffer[] {
  if (payload.length <= CHUNK_DATA_SIZE) return [payload];
  const count = Math.ceil(payload.length / CHUNK_DATA_SIZE);
  if (count > GELF_MAX_CHUNKS) throw new MessageTooLarge(payload.length);
  const datagrams: Buffer[] = [];
  for (let sequence = 0; sequence < count; sequence += 1) {
    const data = payload.subarray(sequence * CHUNK_DATA_SIZE, (sequence + 1) * CHUNK_DATA_SIZE);
    datagrams.push(Buffer.concat([CHUNK_MAGIC, messageId, Buffer.from([sequence, count]), data]));
  }
  return datagrams;
}
