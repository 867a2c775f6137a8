// Lookup tables as Graylog 4.0 stores and answers them: caches and data adapters (each a name, a title and a
// type-specific `config` whose `type` names the implementation) and tables joining one cache to one adapter,
// with the default values answered when the adapter knows nothing.
import type { LookupResult } from '../pipelines/types';

/** Graylog's LookupResult JSON: the contract's shape plus the list value some adapters give (DNS, JSONPath lists). */
export interface LookupAnswer extends LookupResult {
  string_list_value: string[] | null;
}

/** A type's configuration; `type` selects the implementation. */
export type TypedConfig = { type: string } & Record<string, unknown>;

/** Graylog's CacheApi. */
export interface CacheDto {
  id: string;
  title: string;
  description: string;
  name: string;
  content_pack: string | null;
  config: TypedConfig;
}

export const TIME_UNITS = ['NANOSECONDS', 'MICROSECONDS', 'MILLISECONDS', 'SECONDS', 'MINUTES', 'HOURS', 'DAYS'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

/** Graylog's DataAdapterApi. */
export interface AdapterDto {
  id: string;
  title: string;
  description: string;
  name: string;
  custom_error_ttl_enabled: boolean | null;
  custom_error_ttl: number | null;
  custom_error_ttl_unit: TimeUnit | null;
  content_pack: string | null;
  config: TypedConfig;
}

export const DEFAULT_VALUE_TYPES = ['STRING', 'NUMBER', 'OBJECT', 'BOOLEAN', 'NULL'] as const;
export type DefaultValueType = (typeof DEFAULT_VALUE_TYPES)[number];

/** Graylog's LookupTableApi. */
export interface TableDto {
  id: string;
  title: string;
  description: string;
  name: string;
  cache_id: string;
  data_adapter_id: string;
  content_pack: string | null;
  default_single_value: string;
  default_single_value_type: DefaultValueType;
  default_multi_value: string;
  default_multi_value_type: DefaultValueType;
}

/** Reasons per field, as Graylog's ValidationResult and the console's forms have them. */
export type FieldErrors = Record<string, string[]>;

export function addFieldError(errors: FieldErrors, field: string, reason: string): void {
  (errors[field] ??= []).push(reason);
}
