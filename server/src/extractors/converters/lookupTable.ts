// Replaces the value with what the named lookup table holds for it; a value the table does not know
// stays as it was.
import { ConfigError, requiredString } from '../config';
import { lookupTableMissing } from '../lookup';
import { valueConverter, type ConverterFactory } from './types';

export const lookupTableConverter: ConverterFactory = (config, context) => {
  const name = requiredString(config, 'lookup_table_name', 'Missing converter config value: lookup_table_name');
  const tables = context.lookupTables;
  if (!tables || !tables.has(name)) throw new ConfigError('lookup_table_name', lookupTableMissing(name));
  return valueConverter((value) => {
    const result = tables.lookup(name, value);
    return result === undefined || result === null ? value : result;
  });
};
