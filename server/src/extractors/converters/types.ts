// A converter changes an extracted value (the extractor's target field, when it holds a string), or,
// for tokenizer and csv, derives further fields from it.
import type { Config } from '../config';
import type { LookupTables } from '../lookup';

export interface ConverterContext {
  /** The clock: dates without a year take the current one. */
  now: () => number;
  lookupTables?: LookupTables;
}

export interface Converter {
  /** True when `convert` returns fields to add (a record, or null for none) instead of a new value. */
  readonly multipleFields: boolean;
  /** Throws when the value cannot be converted; the target field then keeps its value. */
  convert: (value: string) => unknown;
}

/** Builds a converter from its configuration; throws ConfigError for a bad configuration. */
export type ConverterFactory = (config: Config, context: ConverterContext) => Converter;

export function valueConverter(convert: (value: string) => unknown): Converter {
  return { multipleFields: false, convert };
}
