import { DEFAULT_JSON_EXTRACTION, extractJson, JsonExtractionError, MAX_JSON_DEPTH } from './jsonExtraction';

const SAMPLE = JSON.stringify({
  level: 'info',
  count: 3,
  ok: true,
  nothing: null,
  user: { name: 'bob', 'home dir': '/home/bob', meta: { id: 7, gone: null } },
  tags: ['a', null, 'b', 1],
  nested: [{ x: 1 }, [2, 3]],
});

describe('extractJson', () => {
  it('flattens nested objects into separated keys, joins lists and drops nulls', () => {
    expect(extractJson(SAMPLE)).toEqual({
      level: 'info',
      count: 3,
      ok: true,
      user_name: 'bob',
      'user_home dir': '/home/bob',
      user_meta_id: 7,
      tags: 'a, b, 1',
      nested: '{x=1}, [2, 3]',
    });
  });

  it('joins nested objects into one field with flatten, and applies separators, prefix and key whitespace', () => {
    const options = { ...DEFAULT_JSON_EXTRACTION, flatten: true, listSeparator: '; ', kvSeparator: ':', keyPrefix: 'j.', replaceKeyWhitespace: true, keyWhitespaceReplacement: '-' };
    expect(extractJson(JSON.stringify({ user: { name: 'bob', meta: { id: 7 }, gone: null }, 'a key': [1, 2] }), options)).toEqual({
      'j.user': 'name:bob; meta:{id=7}',
      'j.a-key': '1; 2',
    });
    const separated = { ...DEFAULT_JSON_EXTRACTION, keySeparator: '.', replaceKeyWhitespace: true };
    // As in Graylog, only keys containing a space have their whitespace replaced.
    expect(extractJson(JSON.stringify({ 'a b': { 'c\td': 1, 'e f': 2 } }), separated)).toEqual({ 'a_b.c\td': 1, 'a_b.e_f': 2 });
  });

  it('yields nothing for an empty text', () => {
    expect(extractJson('')).toEqual({});
  });

  it('refuses text that is not a JSON object', () => {
    expect(() => extractJson('{"a":')).toThrow(JsonExtractionError);
    expect(() => extractJson('{"a":')).toThrow(/^Not valid JSON: /);
    expect(() => extractJson('[1,2]')).toThrow('The JSON must be an object ({...})');
    expect(() => extractJson('"x"')).toThrow(JsonExtractionError);
  });

  it('refuses structures nested too deeply instead of overflowing the stack', () => {
    const deep = `{"a":${'['.repeat(MAX_JSON_DEPTH + 5)}${']'.repeat(MAX_JSON_DEPTH + 5)}}`;
    expect(() => extractJson(deep)).toThrow(/nested deeper/);
    const deepObject = `${'{"a":'.repeat(MAX_JSON_DEPTH + 5)}1${'}'.repeat(MAX_JSON_DEPTH + 5)}`;
    expect(() => extractJson(deepObject)).toThrow(/nested deeper/);
  });

  it('keeps a key called __proto__ an ordinary field', () => {
    const fields = extractJson('{"__proto__": {"polluted": 1}, "b": 2}');
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(fields).toEqual(Object.fromEntries([['__proto___polluted', 1], ['b', 2]]));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
