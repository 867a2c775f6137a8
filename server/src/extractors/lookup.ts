// What extractors and converters need from lookup tables: whether a table exists (checked when they are
// compiled) and its single value for a text. Lookups are synchronous; a table whose adapter asks the network
// answers its default until the processor's rounds have fetched the answer (lookup/service.ts).
import type { LookupTables as PipelineLookupTables } from '../pipelines/types';

export interface LookupTables {
  has: (name: string) => boolean;
  /** The single value for `key`, or undefined when the table has none. */
  lookup: (name: string, key: string) => unknown;
}

export function lookupTableMissing(name: string): string {
  return `Lookup table ${name} does not exist`;
}

/** The tables as extractors see them: a failed lookup (has_error) gives nothing, as Graylog's extractor. */
export function singleValueLookups(tables: PipelineLookupTables): LookupTables {
  return {
    has: (name) => tables.has(name),
    lookup: (name, key) => {
      const result = tables.lookup(name, key);
      if (!result || result.has_error) return undefined;
      return result.single_value ?? undefined;
    },
  };
}
