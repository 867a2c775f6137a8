// The value the named lookup table holds for the whole source text; nothing when it holds none.
import { ConfigError, requiredString } from '../config';
import { lookupTableMissing } from '../lookup';
import type { ExtractorKind } from './types';

export const lookupTable: ExtractorKind = (config, context) => {
  const name = requiredString(config, 'lookup_table_name', 'Missing lookup table extractor configuration field: lookup_table_name');
  const tables = context.lookupTables;
  if (!tables || !tables.has(name)) throw new ConfigError('lookup_table_name', lookupTableMissing(name));
  return (text) => {
    const value = tables.lookup(name, text);
    return value === undefined || value === null ? null : [{ value, target: context.targetField, begin: -1, end: -1 }];
  };
};
