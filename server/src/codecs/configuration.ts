// Configuration forms: the field descriptions Graylog's forms are built from (inputs, codecs, outputs,
// decorators, alert conditions, alarm callbacks), the one check of a submitted configuration against
// them, the typed reading of an input's stored configuration, and the settings every codec shares
// (source override, encoding).
import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { badRequest } from '../http/errors';
import { CodecError } from './types';

/** Graylog's field types; `list` is its ListField (several text values, e.g. an email callback's receivers). */
export type ConfigurationFieldType = 'text' | 'number' | 'boolean' | 'dropdown' | 'list';

export type ConfigurationValue = string | number | boolean | string[];

/** A checked configuration: every field of the form, keys the form does not know left out. */
export type Configuration = Record<string, ConfigurationValue>;

/** One entry of Graylog's `requested_configuration` map. */
export interface RequestedConfigurationField {
  type: ConfigurationFieldType;
  default_value: ConfigurationValue | null;
  description: string;
  human_name: string;
  is_optional: boolean;
  /** Numbers: `is_port_number` (1..65535), `only_positive` (not below 0). Lists: `allow_create`. */
  attributes: string[];
  /** Dropdowns and lists: `{ values: { <value>: <label> } }`. */
  additional_info: Record<string, unknown>;
  position: number;
  /**
   * Numbers only, present only when true: decimals are accepted. Graylog tells this by the type of the
   * NumberField's default (a double), which JSON cannot carry (0.0 is 0), so it is said outright.
   */
  decimals?: true;
}

export type RequestedConfiguration = Record<string, RequestedConfigurationField>;

/** Graylog places fields without an explicit position at 100 and sorts the form by it. */
const DEFAULT_POSITION = 100;

export interface FieldOptions {
  type: ConfigurationFieldType;
  humanName: string;
  description: string;
  defaultValue: ConfigurationValue | null;
  optional?: boolean;
  attributes?: string[];
  /** Dropdown (or list) choices, value → label. */
  values?: Record<string, string>;
  position?: number;
  /** A number field that takes decimals (Graylog's NumberField with a double default). */
  decimals?: boolean;
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
    ...(options.decimals ? { decimals: true } : {}),
  };
}

const MAX_TEXT_LENGTH = 65_536;
const MAX_LIST_LENGTH = 1000;

function refuse(name: string, reason: string): never {
  throw badRequest(reason, name);
}

// Absent, null or empty. A required text field of blanks says nothing either; an optional one keeps
// its blanks (they may mean something to whoever reads it, as a query does).
function isMissing(value: unknown, field: RequestedConfigurationField): boolean {
  if (value === undefined || value === null || value === '') return true;
  return field.type === 'text' && !field.is_optional && typeof value === 'string' && value.trim() === '';
}

function checkNumber(name: string, field: RequestedConfigurationField, value: unknown): number {
  const label = field.human_name;
  const isNumber = typeof value === 'number' && Number.isFinite(value) && (field.decimals === true || Number.isInteger(value));
  if (!isNumber) refuse(name, `${label} must be ${field.decimals ? 'a number' : 'a whole number'}`);
  if (field.attributes.includes('is_port_number') && (value < 1 || value > 65535)) refuse(name, `${label} must be between 1 and 65535`);
  if (field.attributes.includes('only_positive') && value < 0) refuse(name, `${label} must not be negative`);
  return value;
}

function checkValue(name: string, field: RequestedConfigurationField, value: unknown): ConfigurationValue {
  const label = field.human_name;
  switch (field.type) {
    case 'number':
      return checkNumber(name, field, value);
    case 'boolean':
      if (typeof value !== 'boolean') refuse(name, `${label} must be true or false`);
      return value;
    case 'dropdown': {
      const values = (field.additional_info.values ?? {}) as Record<string, string>;
      if (typeof value !== 'string' || !Object.hasOwn(values, value)) refuse(name, `${label} must be one of the offered values`);
      return value;
    }
    case 'list':
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) refuse(name, `${label} must be a list of text values`);
      if (value.length > MAX_LIST_LENGTH) refuse(name, `${label} may have at most ${MAX_LIST_LENGTH} values`);
      return value.map((item: string) => item.trim()).filter(Boolean);
    case 'text':
      if (typeof value !== 'string') refuse(name, `${label} must be text`);
      if (value.length > MAX_TEXT_LENGTH) refuse(name, `${label} must be at most ${MAX_TEXT_LENGTH} characters long`);
      return value;
  }
}

/**
 * The configuration to store for a form, or a 400 naming the first field that is wrong: required fields
 * present, each value of its field's type and attributes. Missing optional fields get their defaults;
 * keys the form does not know are left out. What a kind of type interprets itself (an input's bind
 * address and codec, an output's destination) is checked by its area on top.
 */
export function checkRequestedConfiguration(fields: RequestedConfiguration, given: Record<string, unknown>): Configuration {
  const result: Configuration = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = Object.hasOwn(given, name) ? given[name] : undefined;
    if (isMissing(value, field)) {
      if (!field.is_optional) refuse(name, `${field.human_name} is required`);
      // A list default is copied: the stored configuration must not share the type's array.
      if (field.default_value !== null) result[name] = Array.isArray(field.default_value) ? [...field.default_value] : field.default_value;
      continue;
    }
    result[name] = checkValue(name, field, value);
  }
  return result;
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
