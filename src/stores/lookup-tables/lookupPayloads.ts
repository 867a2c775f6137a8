// The shapes of Graylog's lookup API (LookupTableResource, 4.0): tables, caches and data adapters, the
// types the server offers, lookup answers and error states.

/** A cache's or data adapter's configuration: `type` names the implementation, the rest is its own. */
export type LookupConfig = { type: string, [field: string]: unknown };

/** Caches and data adapters have the same outer shape (CacheApi, DataAdapterApi). */
export type ConfiguredEntity = {
  id: string,
  title: string,
  description: string,
  name: string,
  config: LookupConfig,
  content_pack?: string | null,
};

export type LookupCache = ConfiguredEntity;
export type LookupDataAdapter = ConfiguredEntity;

/** What a create call sends: everything but the id the server gives. */
export type ConfiguredEntityRequest = Omit<ConfiguredEntity, 'id'> & { id?: string };

/** The type of a table's default values (LookupDefaultValue.Type). */
export type DefaultValueType = 'STRING' | 'NUMBER' | 'OBJECT' | 'BOOLEAN' | 'NULL';

export const DEFAULT_VALUE_TYPES: ReadonlyArray<DefaultValueType> = ['STRING', 'NUMBER', 'OBJECT', 'BOOLEAN', 'NULL'];

/** LookupTableApi. */
export type LookupTable = {
  id: string,
  title: string,
  description: string,
  name: string,
  cache_id: string,
  data_adapter_id: string,
  default_single_value: string,
  default_single_value_type: DefaultValueType,
  default_multi_value: string,
  default_multi_value_type: DefaultValueType,
  content_pack?: string | null,
};

export type LookupTableRequest = Omit<LookupTable, 'id'> & { id?: string };

/** A type the server can run, with the configuration a new one starts with (LookupCache/DataAdapter.Descriptor). */
export type LookupTypeDescriptor = { type: string, default_config: LookupConfig };

/** By type name. */
export type LookupTypes = { [type: string]: LookupTypeDescriptor };

/** Graylog's LookupResult. */
export type LookupResult = {
  single_value: unknown,
  multi_value: { [key: string]: unknown } | null,
  string_list_value?: Array<string> | null,
  has_error: boolean,
  ttl: number,
  /** Why the lookup failed, from servers that say so (newer Graylog); ours leaves it out. */
  error_message?: string | null,
};

/** A validate call's answer: reasons by field ("name", or a configuration field such as "path"). */
export type ValidationErrors = { [field: string]: Array<string> };

/** Why each named table, cache or data adapter fails right now; null (or absent) when it works. */
export type ErrorStates = {
  tables: { [name: string]: string | null },
  caches: { [name: string]: string | null },
  data_adapters: { [name: string]: string | null },
};

export type ErrorStatesRequest = { tables?: Array<string>, caches?: Array<string>, data_adapters?: Array<string> };

/** The lookup list and detail pages page through 10 at a time (data-spec section 9). */
export const LOOKUP_PER_PAGE = 10;
