import { call } from './testing';

describe('key_value', () => {
  it.each([
    [{ value: 'a=1 b=2  c=3' }, { a: '1', b: '2', c: '3' }],
    [{ value: 'a=1&b=2', delimiters: '&' }, { a: '1', b: '2' }],
    [{ value: 'a:1;b:2', delimiters: ';', kv_delimiters: ':' }, { a: '1', b: '2' }],
    [{ value: 'a==b' }, { a: 'b' }],
    [{ value: 'a=b=c' }, { a: 'b=c' }],
    // Spaces around '=' split the pair itself: no key gets a value.
    [{ value: 'a = 1' }, {}],
    [{ value: 'a=1 flag b=2' }, { a: '1', b: '2' }],
    [{ value: 'a=1 a=2' }, { a: '1' }],
    [{ value: 'a=1 a=2', handle_dup_keys: 'take_last' }, { a: '2' }],
    [{ value: 'a=1 a=2', handle_dup_keys: ',' }, { a: '1,2' }],
    [{ value: '"a"="1" [b]=[2]', trim_key_chars: '"[]', trim_value_chars: '"[]' }, { a: '1', b: '2' }],
  ])('%j gives %j', (args, expected) => {
    expect(call('key_value', args)).toEqual(expected);
  });

  it('answers null for an empty or null value', () => {
    expect(call('key_value', { value: '' })).toBeNull();
    expect(call('key_value', { value: null })).toBeNull();
  });

  it('fails for duplicate keys when they are not allowed and for missing values when empty values are not ignored', () => {
    expect(() => call('key_value', { value: 'a=1 a=2', allow_dup_keys: false })).toThrow('Duplicate key a is not allowed in key_value function.');
    expect(() => call('key_value', { value: 'a=1 b', ignore_empty_values: false })).toThrow('Missing value for key b');
  });
});
