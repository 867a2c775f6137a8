// GELF 1.1: one JSON object per payload, optionally gzip or zlib compressed. Field handling follows
// Graylog: `_name` becomes `name`, standard fields keep their meaning, containers are stored as JSON text.
import zlib from 'node:zlib';
import type { MessageFields } from '../messages/types';
import {
  commonCodecFields,
  configNumber,
  decodeText,
  isoTimestamp,
  overrideSource,
  requestedConfigurationField,
  type RequestedConfiguration,
} from './configuration';
import { mayAddField } from './fieldNames';
import { CodecError, type Codec, type CodecContext } from './types';

export const CK_DECOMPRESS_SIZE_LIMIT = 'decompress_size_limit';
export const DEFAULT_DECOMPRESS_SIZE_LIMIT = 8 * 1024 * 1024;

export function gelfConfigurationFields(): RequestedConfiguration {
  return {
    ...commonCodecFields(),
    [CK_DECOMPRESS_SIZE_LIMIT]: requestedConfigurationField({
      type: 'number',
      humanName: 'Decompressed size limit',
      description: 'Largest size in bytes a compressed GELF message may have once decompressed; larger ones are refused.',
      defaultValue: DEFAULT_DECOMPRESS_SIZE_LIMIT,
      optional: true,
    }),
  };
}

/** Keys handled before the additional fields are copied. */
const STANDARD_KEYS = new Set([
  'version',
  'host',
  'short_message',
  'message',
  'full_message',
  'timestamp',
  'level',
  'facility',
  'file',
  'line',
  '_id',
]);

function isZlibHeader(second: number): boolean {
  return second === 0x01 || second === 0x5e || second === 0x9c || second === 0xda;
}

function decompress(payload: Buffer, limit: number): Buffer {
  const first = payload[0];
  const second = payload[1];
  let kind: 'gzip' | 'zlib' | undefined;
  if (first === 0x1f && second === 0x8b) kind = 'gzip';
  else if (first === 0x78 && second !== undefined && isZlibHeader(second)) kind = 'zlib';
  if (!kind) return payload;
  try {
    const options = { maxOutputLength: limit };
    return kind === 'gzip' ? zlib.gunzipSync(payload, options) : zlib.inflateSync(payload, options);
  } catch (error) {
    if (error instanceof RangeError || (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new CodecError(`Decompressed GELF message is larger than the limit of ${limit} bytes`);
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new CodecError(`Invalid ${kind} compressed GELF message: ${reason}`);
  }
}

function parseObject(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    // A byte order mark is not JSON, but some senders write one.
    parsed = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    throw new CodecError(`Invalid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new CodecError(`GELF message must be a JSON object, not ${Array.isArray(parsed) ? 'an array' : parsed === null ? 'null' : typeof parsed}`);
  }
  return parsed as Record<string, unknown>;
}

function requiredText(json: Record<string, unknown>, key: string): string | undefined {
  const value = json[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new CodecError(`GELF message has an invalid "${key}" field: it must be a string`);
  return value.trim() === '' ? undefined : value;
}

/** Seconds since the epoch (number or numeric text) → epoch ms, or undefined when absent or invalid. */
function timestampMs(value: unknown): number | undefined {
  const seconds = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  return Math.round(seconds * 1000);
}

/** GELF's integer fields (level, line) also arrive as numeric text; anything else is not kept. */
function integerValue(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(number) && number >= 0 ? Math.trunc(number) : undefined;
}

function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function fieldValue(value: unknown): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      // JSON numbers such as 1e400 parse to Infinity, which no store can hold.
      return Number.isFinite(value) ? value : undefined;
    case 'object':
      return value === null ? undefined : JSON.stringify(value);
    default:
      return undefined;
  }
}

export function decodeGelf(payload: Buffer, context: CodecContext): MessageFields {
  if (payload.length === 0) throw new CodecError('Empty GELF message');
  const { configuration } = context;
  const limit = configNumber(configuration, CK_DECOMPRESS_SIZE_LIMIT, DEFAULT_DECOMPRESS_SIZE_LIMIT);
  const json = parseObject(decodeText(decompress(payload, limit > 0 ? limit : DEFAULT_DECOMPRESS_SIZE_LIMIT), configuration));

  if (json.version !== undefined && typeof json.version !== 'string') {
    throw new CodecError('GELF message has an invalid "version" field: it must be a string');
  }
  const host = requiredText(json, 'host');
  if (host === undefined) throw new CodecError('GELF message has no "host" field');
  const shortMessage = requiredText(json, 'short_message') ?? requiredText(json, 'message');
  if (shortMessage === undefined) throw new CodecError('GELF message has no "short_message" field');

  const fields: MessageFields = {
    message: shortMessage,
    source: overrideSource(configuration) ?? host,
    timestamp: isoTimestamp(timestampMs(json.timestamp) ?? context.nowMs) ?? isoTimestamp(context.nowMs),
  };
  const fullMessage = scalarText(json.full_message);
  if (fullMessage !== undefined) fields.full_message = fullMessage;
  const level = integerValue(json.level);
  if (level !== undefined) fields.level = level;
  const facility = scalarText(json.facility);
  if (facility !== undefined) fields.facility = facility;
  const file = scalarText(json.file);
  if (file !== undefined) fields.file = file;
  const line = integerValue(json.line);
  if (line !== undefined) fields.line = line;

  for (const key in json) {
    if (STANDARD_KEYS.has(key)) continue;
    // `_host` and `_short_message` would only repeat the standard fields.
    const name = key.length > 1 && key.charCodeAt(0) === 0x5f ? key.slice(1) : key;
    if (name === 'host' || name === 'short_message' || !mayAddField(fields, name)) continue;
    const value = fieldValue(json[key]);
    if (value !== undefined) fields[name] = value;
  }
  return fields;
}

export const gelfCodec: Codec = { name: 'gelf', decode: decodeGelf };
