// What extractors and converters need from lookup tables. None exist yet (they come with the lookup
// tables area), so the engine receives no implementation and a lookup_table extractor or converter
// cannot be saved: its table does not exist.

export interface LookupTables {
  has: (name: string) => boolean;
  /** The single value for `key`, or undefined when the table has none. */
  lookup: (name: string, key: string) => unknown;
}

export function lookupTableMissing(name: string): string {
  return `Lookup table ${name} does not exist`;
}
