import { call } from './testing';

describe('parse_json', () => {
  it('parses objects, lists and scalars; null for what is not JSON', () => {
    expect(call('parse_json', { value: '{"a":{"b":[1,2]}}' })).toEqual({ a: { b: [1, 2] } });
    expect(call('parse_json', { value: '[1,"x"]' })).toEqual([1, 'x']);
    expect(call('parse_json', { value: '12' })).toBe(12);
    expect(call('parse_json', { value: '{broken' })).toBeNull();
    expect(call('parse_json', { value: null })).toBeNull();
  });
});

describe('select_jsonpath', () => {
  const json = { user: { name: 'ann', roles: ['admin', 'dev'] }, items: [{ id: 1 }, { id: 2 }], nothing: null };

  it('answers each path under its name: definite paths a value, others a list', () => {
    expect(
      call('select_jsonpath', {
        json,
        paths: { name: '$.user.name', first: '$.user.roles[0]', roles: '$.user.roles', ids: '$.items[*].id', user: '$.user', deep: '$..id' },
      }),
    ).toEqual({ name: 'ann', first: 'admin', roles: ['admin', 'dev'], ids: [1, 2], user: json.user, deep: [1, 2] });
  });

  it('answers null for missing and null values, an empty map without json or paths', () => {
    expect(call('select_jsonpath', { json, paths: { missing: '$.nope.deeper', nothing: '$.nothing' } })).toEqual({ missing: null, nothing: null });
    expect(call('select_jsonpath', { json: null, paths: { a: '$.a' } })).toEqual({});
    expect(call('select_jsonpath', { json, paths: null })).toEqual({});
  });

  it('filters with the safe evaluator', () => {
    expect(call('select_jsonpath', { json, paths: { big: '$.items[?(@.id > 1)].id' } })).toEqual({ big: [2] });
  });
});
