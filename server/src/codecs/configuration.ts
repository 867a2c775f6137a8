// Codec configuration: the field descriptions Graylog's input forms are built from, the typed reading
// of an input's stored configuration, and the settings every codec shares (source override, encoding).
import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { CodecError } from './types';

export type ConfigurationFieldType = 'text' | 'number' | 'boolean' | 'dropdown';

/** One entry of Graylog's `requested_configuration` map. */
export interface RequestedConfigurationField {
  type: ConfigurationFieldType;
  default_value: string | number | boolean | null;
  description: string;
  human_name: string;
  is_optional: boolean;
  attributes: string[];
  /** Dropdowns: `{ values: { <value>: <label> } }`. */
  additional_info: Record<string, unknown>;
  position: number;
}

export type RequestedConfiguration = Record<string, RequestedConfigurationField>;

/** Graylog places fields without an explicit position at 100 and sorts the form by it. */
const DEFAULT_POSITION = 100;

export interface FieldOptions {
  type: ConfigurationFieldType;
  humanName: string;
  description: string;
  defaultValue: string | number | boolean | null;
  optional?: boolean;
  attributes?: string[];
  /** Dropdown choices, value → label. */
  values?: Record<string, string>;
  position?: number;
}

/** Builds a field in Graylog's wire shape (also usable for transport fields of inputs). */
export function requestedConfigurationField(options: FieldOptions): RequestedConfigurationField {
  return {
    type: options.type,
    default_value: options.defaultValue,
    description: options.description,
    human_name: options.humanName,
    is_optional: options.optional ?? false,
    attributes: options.attributes ?? [],
    additional_info: options.values ? { values: options.values } : {},
    position: options.position ?? DEFAULT_POSITION,
  };
}

export const CK_OVERRIDE_SOURCE = 'override_source';
export const CK_CHARSET_NAME = 'charset_name';

/** The fields Graylog offers on every codec: a fixed source and the payload's character encoding. */
export function commonCodecFields(): RequestedConfiguration {
  return {
    [CK_OVERRIDE_SOURCE]: requestedConfigurationField({
      type: 'text',
      humanName: 'Override source',
      description: 'Use this text as the source of every message instead of the host the message names or was sent from.',
      defaultValue: '',
      optional: true,
    }),
    [CK_CHARSET_NAME]: requestedConfigurationField({
      type: 'text',
      humanName: 'Encoding',
      description: 'Character encoding of the received payloads (for example UTF-8, ISO-8859-1, ISO-8859-15, Shift_JIS).',
      defaultValue: 'UTF-8',
      optional: true,
    }),
  };
}

export function configBoolean(configuration: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const value = configuration[key];
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

export function configNumber(configuration: Record<string, unknown>, key: string, fallback: number): number {
  const value = configuration[key];
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
}

export function configString(configuration: Record<string, unknown>, key: string, fallback: string): string {
  const value = configuration[key];
  return typeof value === 'string' ? value : fallback;
}

/** The configured source override, or undefined when unset or blank. */
export function overrideSource(configuration: Record<string, unknown>): string | undefined {
  const value = configuration[CK_OVERRIDE_SOURCE];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

const UTF8_NAMES = new Set(['', 'utf-8', 'utf8', 'unicode-1-1-utf-8']);
const decoders = new Map<string, TextDecoder>();

function decoderFor(charset: string): TextDecoder {
  let decoder = decoders.get(charset);
  if (!decoder) {
    try {
      decoder = new TextDecoder(charset);
    } catch {
      throw new CodecError(`Unknown character encoding "${charset}"`);
    }
    decoders.set(charset, decoder);
  }
  return decoder;
}

/** The reason an encoding name cannot be used, or null when it can. */
export function charsetProblem(charset: string): string | null {
  if (UTF8_NAMES.has(charset.trim().toLowerCase())) return null;
  try {
    decoderFor(charset.trim().toLowerCase());
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Decodes a payload in the input's encoding. UTF-8 (the default) is validated, since a payload that is
 * not UTF-8 would otherwise be stored with replacement characters nobody asked for.
 */
export function decodeText(payload: Buffer, configuration: Record<string, unknown>): string {
  const charset = configString(configuration, CK_CHARSET_NAME, '').trim().toLowerCase();
  if (UTF8_NAMES.has(charset)) {
    if (!isUtf8(payload)) throw new CodecError('Invalid UTF-8 in payload');
    return payload.toString('utf8');
  }
  return decoderFor(charset).decode(payload);
}

/** ISO 8601 UTC with milliseconds, or undefined for instants a Date cannot hold. */
export function isoTimestamp(epochMs: number): string | undefined {
  if (!Number.isFinite(epochMs) || Math.abs(epochMs) > 8.64e15) return undefined;
  return new Date(epochMs).toISOString();
}
