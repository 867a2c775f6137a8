import { compileGrok, convertGrokValue, GrokError, MAX_EXPANDED_LENGTH, referencedPatternNames, type PatternLookup } from './compile';
import { DEFAULT_GROK_PATTERNS } from './defaults';

const patterns = (entries: Record<string, string>): PatternLookup => (name) => (Object.hasOwn(entries, name) ? entries[name] : undefined);
const base = patterns({ INT: '[+-]?\\d+', WORD: '\\b\\w+\\b', NUMBER: '[+-]?\\d+(?:\\.\\d+)?', DATA: '.*?', PAIR: '%{WORD:key}=%{INT:value;int}' });
const defaults = new Map(DEFAULT_GROK_PATTERNS.map(([name, pattern]) => [name, pattern]));
const lookupDefaults: PatternLookup = (name) => defaults.get(name);

const named = { namedCapturesOnly: true };
const all = { namedCapturesOnly: false };

const errorOf = (work: () => unknown): GrokError => {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(GrokError);
    return error as GrokError;
  }
  throw new Error('no error');
};

describe('compileGrok', () => {
  it('captures named references and searches anywhere in the text', () => {
    const grok = compileGrok('user %{WORD:user} took %{INT:ms}', base, named);
    expect(grok.match('[x] user alice took 42 ms')).toEqual({ user: 'alice', ms: '42' });
    expect(grok.fieldNames).toEqual(['user', 'ms']);
    expect(grok.match('nothing here')).toBeNull();
  });

  it('converts the declared types with ; or :, leaving values that do not convert as strings', () => {
    const grok = compileGrok('%{INT:a;int} %{NUMBER:b:float} %{WORD:c;boolean} %{WORD:d;long} %{WORD:e;string} %{INT:f;integer}', base, named);
    expect(grok.match('7 2.5 TRUE nope x -3')).toEqual({ a: 7, b: 2.5, c: true, d: 'nope', e: 'x', f: -3 });
    expect(compileGrok('%{WORD:n;int}', base, named).match('abc')).toEqual({ n: 'abc' });
    expect(compileGrok('%{INT:n;int}', base, named).match('99999999999')).toEqual({ n: '99999999999' });
    expect(compileGrok('%{INT:n;long}', base, named).match('99999999999')).toEqual({ n: 99999999999 });
  });

  it('refuses an unknown type', () => {
    expect(errorOf(() => compileGrok('%{INT:n;date}', base, named)).message).toMatch(/Unknown type 'date' in %\{INT:n;date\}/);
  });

  it('allows dots and dashes in field names', () => {
    const grok = compileGrok('%{WORD:http.method} %{INT:status-code;int}', base, named);
    expect(grok.match('GET 200')).toEqual({ 'http.method': 'GET', 'status-code': 200 });
  });

  it('expands nested references and captures named ones at any depth', () => {
    const grok = compileGrok('%{PAIR} and %{PAIR:whole}', base, named);
    expect(grok.match('a=1 and b=2')).toEqual({ key: 'a', value: 1, whole: 'b=2' });
  });

  it('captures bare references under the pattern name unless only named captures are wanted (named ones only by their field)', () => {
    expect(compileGrok('%{WORD} %{INT}', base, named).match('abc 12')).toEqual({});
    expect(compileGrok('%{WORD} %{INT}', base, all).match('abc 12')).toEqual({ WORD: 'abc', INT: '12' });
    expect(compileGrok('%{PAIR}', base, all).match('k=5')).toEqual({ PAIR: 'k=5', key: 'k', value: 5 });
  });

  it('treats raw named groups as captures, backreferences included', () => {
    const lookup = patterns({ QUOTE: '(?<q>["\'])(?<text>.*?)\\k<q>', INT: '\\d+' });
    const grok = compileGrok('%{QUOTE} %{QUOTE:second} (?<n>%{INT})', lookup, named);
    expect(grok.match('"a" \'b\' 3')).toEqual({ q: '"', text: 'a', second: "'b'", n: '3' });
  });

  it('keeps the first value of a field captured twice and leaves out groups that did not take part', () => {
    const grok = compileGrok('%{WORD:w} %{WORD:w}(?: %{INT:n})?', base, named);
    expect(grok.match('one two')).toEqual({ w: 'one' });
  });

  it('does not let a field called __proto__ touch the prototype', () => {
    const result = compileGrok('%{WORD:__proto__}', base, named).match('x');
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.keys(result ?? {})).toEqual(['__proto__']);
  });

  it('names an unknown pattern like Graylog', () => {
    expect(errorOf(() => compileGrok('%{FOO:x}', base, named)).message).toBe("No definition for key 'FOO' found, aborting");
    expect(errorOf(() => compileGrok('%{PAIR}', patterns({ PAIR: '%{NOPE}' }), named)).message).toBe("No definition for key 'NOPE' found, aborting");
  });

  it('refuses cycles, naming them', () => {
    const lookup = patterns({ A: 'a%{B}', B: 'b%{C}', C: '%{A}', SELF: 'x%{SELF}' });
    expect(errorOf(() => compileGrok('%{A}', lookup, named)).message).toBe('Circular pattern reference: A -> B -> C -> A');
    expect(errorOf(() => compileGrok('%{SELF}', lookup, named)).message).toBe('Circular pattern reference: SELF -> SELF');
  });

  it('refuses patterns that expand beyond the limit', () => {
    const lookup: Record<string, string> = { L0: 'abcdefghij' };
    for (let level = 1; level <= 20; level += 1) lookup[`L${level}`] = `%{L${level - 1}}%{L${level - 1}}`;
    expect(errorOf(() => compileGrok('%{L20}', patterns(lookup), named)).message).toContain(String(MAX_EXPANDED_LENGTH));
  });

  it('reports invalid regular expressions and malformed references with the reason', () => {
    expect(errorOf(() => compileGrok('(%{INT}', base, named)).message).toBe('Invalid regular expression: Unterminated group');
    expect(errorOf(() => compileGrok('%{INT}++', base, named)).message).toMatch(/possessive quantifier .* Java-only/);
    expect(errorOf(() => compileGrok('%{INT', base, named)).message).toMatch(/Invalid pattern reference '%\{INT'/);
    expect(errorOf(() => compileGrok('%{IN T}', base, named)).message).toMatch(/Invalid pattern reference %\{IN T\}/);
  });

  it('compiles the default patterns that use look-behind', () => {
    expect(compileGrok('%{BASE10NUM:n;double}', lookupDefaults, named).match('x=-12.5;')).toEqual({ n: -12.5 });
    expect(compileGrok('%{BASE16NUM:n}', lookupDefaults, named).match('n: 0x1F')).toEqual({ n: '0x1F' });
    expect(compileGrok('%{BASE16NUM:n}', lookupDefaults, named).match('n: 1230x1F')).toEqual({ n: '1230' });
    expect(compileGrok('%{QS:q}', lookupDefaults, named).match('say "a \\"b\\" c" now')).toEqual({ q: '"a \\"b\\" c"' });
    expect(compileGrok('%{IPV4:ip}', lookupDefaults, named).match('1234.5.6.7 and 10.0.0.1')).toEqual({ ip: '10.0.0.1' });
  });
});

describe('referencedPatternNames', () => {
  it('lists each directly referenced name once', () => {
    expect(referencedPatternNames('%{A} %{B:x} %{A:y;int} %{bad ref}')).toEqual(['A', 'B']);
  });
});

describe('convertGrokValue', () => {
  it('converts only values that fit', () => {
    expect(convertGrokValue(' 12 ', 'int')).toBe(12);
    expect(convertGrokValue('1e3', 'double')).toBe(1000);
    expect(convertGrokValue('1.5', 'int')).toBe('1.5');
    expect(convertGrokValue('false', 'boolean')).toBe(false);
    expect(convertGrokValue('maybe', 'boolean')).toBe('maybe');
    expect(convertGrokValue('12', null)).toBe('12');
  });
});
