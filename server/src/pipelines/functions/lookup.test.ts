import { call } from './testing';

describe('lookup and lookup_value', () => {
  it('answer the table’s single and multi value', () => {
    expect(call('lookup_value', { lookup_table: 'countries', key: '10.0.0.2' })).toBe('DE');
    expect(call('lookup', { lookup_table: 'countries', key: '10.0.0.3' })).toEqual({ value: 'FR' });
  });

  it('answer the default for unknown keys, unknown tables and null keys', () => {
    expect(call('lookup_value', { lookup_table: 'countries', key: '10.9.9.9', default: 'none' })).toBe('none');
    expect(call('lookup_value', { lookup_table: 'countries', key: '10.9.9.9' })).toBeNull();
    expect(call('lookup_value', { lookup_table: 'nope', key: '10.0.0.2', default: 'x' })).toBe('x');
    expect(call('lookup_value', { lookup_table: 'countries', key: null, default: 'x' })).toBe('x');
    expect(call('lookup', { lookup_table: 'countries', key: '10.9.9.9', default: { a: 1 } })).toEqual({ value: { a: 1 } });
  });
});
