// Checking what a client submits for a cache, data adapter or table: the same checks for the validate calls
// (which answer every problem, as Graylog's ValidationResult) and for saving (which refuses with them).
// Problems of the surroundings (a CSV file not there yet, a URL the whitelist refuses) are reported by the
// validate calls only: saving is allowed and they become the adapter's error state until fixed.
import { Type, type Static } from '@sinclair/typebox';
import type { Db } from '../db/types';
import { ApiError } from '../http/errors';
import { ADAPTER_TYPES } from './adapters';
import { CACHE_TYPES } from './caches';
import { ConfigReader } from './configReader';
import { DefaultValueError, parseDefaultMultiValue, parseDefaultSingleValue } from './defaultValues';
import { adapterStore, cacheStore, tableStore } from './store';
import { addFieldError, DEFAULT_VALUE_TYPES, TIME_UNITS, type AdapterDto, type CacheDto, type FieldErrors, type TableDto, type TypedConfig } from './types';

const Text = (maxLength: number) => Type.String({ maxLength });
const OptionalId = Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()]));
const Config = Type.Object({ type: Type.String({ maxLength: 100 }) }, { additionalProperties: true });

// Lenient on purpose: names and titles are checked below so that every problem is reported at its field.
export const CacheBody = Type.Object(
  {
    id: OptionalId,
    title: Type.Optional(Text(1000)),
    description: Type.Optional(Type.Union([Text(10_000), Type.Null()])),
    name: Type.Optional(Text(1000)),
    content_pack: Type.Optional(Type.Union([Text(1000), Type.Null()])),
    config: Config,
  },
  { additionalProperties: true },
);
export type CacheBody = Static<typeof CacheBody>;

export const AdapterBody = Type.Object(
  {
    ...CacheBody.properties,
    custom_error_ttl_enabled: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    custom_error_ttl: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 10 * 365 * 86_400_000 }), Type.Null()])),
    custom_error_ttl_unit: Type.Optional(Type.Union([...TIME_UNITS.map((unit) => Type.Literal(unit)), Type.Null()])),
  },
  { additionalProperties: true },
);
export type AdapterBody = Static<typeof AdapterBody>;

const ValueType = Type.Union(DEFAULT_VALUE_TYPES.map((type) => Type.Literal(type)));
export const TableBody = Type.Object(
  {
    id: OptionalId,
    title: Type.Optional(Text(1000)),
    description: Type.Optional(Type.Union([Text(10_000), Type.Null()])),
    name: Type.Optional(Text(1000)),
    content_pack: Type.Optional(Type.Union([Text(1000), Type.Null()])),
    cache_id: Type.Optional(Text(100)),
    data_adapter_id: Type.Optional(Text(100)),
    default_single_value: Type.Optional(Type.Union([Text(100_000), Type.Null()])),
    default_single_value_type: Type.Optional(ValueType),
    default_multi_value: Type.Optional(Type.Union([Text(100_000), Type.Null()])),
    default_multi_value_type: Type.Optional(ValueType),
  },
  { additionalProperties: true },
);
export type TableBody = Static<typeof TableBody>;

const NAME = /^[A-Za-z0-9_-]+$/;
export const MAX_NAME_LENGTH = 100;

/** A checked entity (without its id, which the route gives) and every problem found. */
export interface Checked<T> {
  entity: Omit<T, 'id'>;
  errors: FieldErrors;
  /** Problems of the surroundings: reported by validate, not blocking a save. */
  warnings: FieldErrors;
}

interface Named {
  id: string;
  name: string;
}

function checkNameAndTitle(
  body: { name?: string; title?: string },
  id: string | null,
  errors: FieldErrors,
  existing: Named | undefined,
  noun: string,
): void {
  const name = body.name ?? '';
  if (name === '') addFieldError(errors, 'name', 'must not be empty');
  else if (name.length > MAX_NAME_LENGTH) addFieldError(errors, 'name', `must be at most ${MAX_NAME_LENGTH} characters long`);
  else if (!NAME.test(name)) addFieldError(errors, 'name', 'may only contain letters, digits, "-" and "_"');
  if (existing && existing.id !== id) addFieldError(errors, 'name', `The ${noun} name is already in use.`);
  if ((body.title ?? '').trim() === '') addFieldError(errors, 'title', 'must not be empty');
}

function readConfig(
  config: TypedConfig,
  types: ReadonlyMap<string, { read(reader: ConfigReader): TypedConfig }>,
  errors: FieldErrors,
  noun: string,
): TypedConfig {
  const type = types.get(config.type);
  if (!type) {
    addFieldError(errors, 'type', `Unknown ${noun} type "${config.type}"; known types: ${[...types.keys()].join(', ')}`);
    return config;
  }
  const reader = new ConfigReader(config);
  const read = type.read(reader);
  for (const [field, reasons] of Object.entries(reader.errors)) for (const reason of reasons) addFieldError(errors, field, reason);
  return read;
}

/** `id`: the entity being changed, null for a new one. */
export function checkCache(db: Db, body: CacheBody, id: string | null): Checked<CacheDto> {
  const errors: FieldErrors = {};
  checkNameAndTitle(body, id, errors, body.name ? cacheStore.findByName(db, body.name) : undefined, 'cache');
  const config = readConfig(body.config, CACHE_TYPES, errors, 'cache');
  return {
    entity: { title: body.title ?? '', description: body.description ?? '', name: body.name ?? '', content_pack: body.content_pack ?? null, config },
    errors,
    warnings: {},
  };
}

/** `id`: the entity being changed, null for a new one. */
export function checkAdapter(db: Db, body: AdapterBody, id: string | null): Checked<AdapterDto> {
  const errors: FieldErrors = {};
  checkNameAndTitle(body, id, errors, body.name ? adapterStore.findByName(db, body.name) : undefined, 'data adapter');
  const config = readConfig(body.config, ADAPTER_TYPES, errors, 'data adapter');
  const type = ADAPTER_TYPES.get(config.type);
  const warnings = type?.checkSurroundings && Object.keys(errors).length === 0 ? type.checkSurroundings(config, db) : {};
  if (body.custom_error_ttl_enabled && (body.custom_error_ttl === null || body.custom_error_ttl === undefined || !body.custom_error_ttl_unit)) {
    addFieldError(errors, 'custom_error_ttl', 'needs a value and a unit when the custom error TTL is enabled');
  }
  return {
    entity: {
      title: body.title ?? '',
      description: body.description ?? '',
      name: body.name ?? '',
      custom_error_ttl_enabled: body.custom_error_ttl_enabled ?? null,
      custom_error_ttl: body.custom_error_ttl ?? null,
      custom_error_ttl_unit: body.custom_error_ttl_unit ?? null,
      content_pack: body.content_pack ?? null,
      config,
    },
    errors,
    warnings,
  };
}

/** `id`: the entity being changed, null for a new one. */
export function checkTable(db: Db, body: TableBody, id: string | null): Checked<TableDto> {
  const errors: FieldErrors = {};
  checkNameAndTitle(body, id, errors, body.name ? tableStore.findByName(db, body.name) : undefined, 'lookup table');
  const cacheId = body.cache_id ?? '';
  const adapterId = body.data_adapter_id ?? '';
  if (cacheId === '') addFieldError(errors, 'cache_id', 'must not be empty');
  else if (cacheStore.find(db, cacheId)?.id !== cacheId) addFieldError(errors, 'cache_id', `There is no cache with id ${cacheId}.`);
  if (adapterId === '') addFieldError(errors, 'data_adapter_id', 'must not be empty');
  else if (adapterStore.find(db, adapterId)?.id !== adapterId) addFieldError(errors, 'data_adapter_id', `There is no data adapter with id ${adapterId}.`);
  const single = body.default_single_value ?? '';
  const singleType = body.default_single_value_type ?? 'NULL';
  const multi = body.default_multi_value ?? '';
  const multiType = body.default_multi_value_type ?? 'NULL';
  for (const [field, check] of [
    ['default_single_value', () => parseDefaultSingleValue(single, singleType)],
    ['default_multi_value', () => parseDefaultMultiValue(multi, multiType)],
  ] as const) {
    try {
      check();
    } catch (error) {
      if (!(error instanceof DefaultValueError)) throw error;
      addFieldError(errors, field, error.message);
    }
  }
  return {
    entity: {
      title: body.title ?? '',
      description: body.description ?? '',
      name: body.name ?? '',
      cache_id: cacheId,
      data_adapter_id: adapterId,
      content_pack: body.content_pack ?? null,
      default_single_value: single,
      default_single_value_type: singleType,
      default_multi_value: multi,
      default_multi_value_type: multiType,
    },
    errors,
    warnings: {},
  };
}

/** Graylog's ValidationResult: every problem, blocking or not. */
export function validationResult(checked: Checked<unknown>): { failed: boolean; errors: FieldErrors } {
  const errors: FieldErrors = { ...checked.errors };
  for (const [field, reasons] of Object.entries(checked.warnings)) for (const reason of reasons) addFieldError(errors, field, reason);
  return { failed: Object.keys(errors).length > 0, errors };
}

/** Refuses a save with every blocking problem at its field (Graylog's `{failed, errors}` in the ApiError). */
export function assertSavable(checked: Checked<unknown>): void {
  const fields = Object.entries(checked.errors);
  if (fields.length === 0) return;
  const message = fields.map(([field, reasons]) => `${field}: ${reasons.join(', ')}`).join('; ');
  throw new ApiError(400, message, { body: { type: 'ApiError', message, failed: true, errors: checked.errors } });
}
