import { ConfigError } from '../config';
import type { LookupTables } from '../lookup';
import { converter } from './testing';

const tables: LookupTables = {
  has: (name) => name === 'countries',
  lookup: (_name, key) => ({ de: 'Germany' })[key],
};

describe('lookup_table converter', () => {
  it('replaces a known value and keeps an unknown one', () => {
    const lookup = converter('lookup_table', { lookup_table_name: 'countries' }, tables);
    expect(lookup.convert('de')).toBe('Germany');
    expect(lookup.convert('xx')).toBe('xx');
  });

  it('refuses a table that does not exist', () => {
    expect(() => converter('lookup_table', { lookup_table_name: 'nope' }, tables)).toThrow(new ConfigError('lookup_table_name', 'Lookup table nope does not exist'));
    expect(() => converter('lookup_table', { lookup_table_name: 'countries' })).toThrow('Lookup table countries does not exist');
  });
});
