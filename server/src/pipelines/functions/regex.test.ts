import { call, checkConstants, testContext } from './testing';

describe('regex', () => {
  it('answers the groups of the first match by index from 0, and matches', () => {
    const result = call('regex', { pattern: '(\\w+)=(\\d+)', value: 'a=1 b=2' }) as Record<string, string> & { matches: boolean };
    expect(result).toEqual({ 0: 'a', 1: '1' });
    expect(result.matches).toBe(true);
    expect(Object.keys(result)).toEqual(['0', '1']);
  });

  it('names groups from group_names and leaves out groups that did not take part', () => {
    expect(call('regex', { pattern: '(\\w+)(-x)?=(\\d+)', value: 'a=1', group_names: ['key', 'suffix'] })).toEqual({ key: 'a', 2: '1' });
  });

  it('answers an empty map with matches false when nothing matches', () => {
    const result = call('regex', { pattern: '\\d+', value: 'abc' }) as { matches: boolean };
    expect(result).toEqual({});
    expect(result.matches).toBe(false);
  });

  it('takes Java syntax and fails on null arguments', () => {
    expect(call('regex', { pattern: '(?i)^\\QA.B\\E$', value: 'a.b' })).toHaveProperty('matches', true);
    expect(() => call('regex', { pattern: 'a', value: null })).toThrow("Argument 'value' cannot be 'null'");
  });

  it('refuses a constant pattern that does not compile when the rule is parsed', () => {
    expect(checkConstants('regex', { pattern: '(unclosed' })).toMatch(/Invalid regular expression/);
    expect(checkConstants('regex', { pattern: 'a++' })).toMatch(/Java-only|Invalid/);
    expect(checkConstants('regex', { pattern: '\\d+' })).toBeUndefined();
    expect(checkConstants('regex', {})).toBeUndefined();
  });

  it('fails the call for a pattern built at run time that does not compile', () => {
    expect(() => call('regex', { pattern: '(', value: 'x' })).toThrow(/Invalid regular expression/);
  });
});

describe('regex_replace', () => {
  it.each([
    [{ pattern: 'o', value: 'foo boo', replacement: '0' }, 'f00 b00'],
    [{ pattern: 'o', value: 'foo boo', replacement: '0', replace_all: false }, 'f0o boo'],
    [{ pattern: '(\\w+)@(\\w+)', value: 'me@host', replacement: '$2 at $1' }, 'host at me'],
    [{ pattern: '(?<user>\\w+)@', value: 'me@host', replacement: '${user}:' }, 'me:host'],
    [{ pattern: 'x*', value: 'abc', replacement: '-' }, '-a-b-c-'],
    [{ pattern: 'b', value: 'abc', replacement: '\\$1' }, 'a$1c'],
    [{ pattern: '(a)', value: 'a', replacement: '$11' }, 'a1'],
  ])('%j gives %p', (args, expected) => {
    expect(call('regex_replace', args)).toBe(expected);
  });

  it('fails for a reference to a group that does not exist', () => {
    expect(() => call('regex_replace', { pattern: 'a', value: 'a', replacement: '$2' })).toThrow('No group 2');
    expect(() => call('regex_replace', { pattern: 'a', value: 'a', replacement: '$x' })).toThrow('Illegal group reference');
  });
});

describe('split', () => {
  it.each([
    [{ pattern: ',', value: 'a,b,,c,,' }, ['a', 'b', '', 'c']],
    [{ pattern: ',', value: 'a,b,c', limit: 2 }, ['a', 'b,c']],
    [{ pattern: ',', value: 'a,b,,', limit: 10 }, ['a', 'b', '', '']],
    [{ pattern: ',', value: ',a' }, ['', 'a']],
    [{ pattern: '', value: 'abc' }, ['a', 'b', 'c']],
    [{ pattern: '\\s+', value: 'no-separator' }, ['no-separator']],
    [{ pattern: ',', value: '' }, ['']],
  ])('%j gives %j', (args, expected) => {
    expect(call('split', args)).toEqual(expected);
  });

  it('refuses a negative limit', () => {
    expect(checkConstants('split', { pattern: ',', limit: -1 })).toBe("Argument 'limit' cannot be negative");
    expect(() => call('split', { pattern: ',', value: 'a', limit: -1 })).toThrow('cannot be negative');
  });
});

describe('grok', () => {
  it('answers the named captures, typed, and matches', () => {
    const result = call('grok', { pattern: '%{IP:client} %{WORD:verb} %{INT:bytes;int}', value: '10.0.0.1 GET 512' }) as Record<string, unknown>;
    expect(result).toMatchObject({ client: '10.0.0.1', verb: 'GET', bytes: 512 });
    expect(result).toHaveProperty('matches', true);
  });

  it('captures unnamed references too unless only_named_captures', () => {
    expect(call('grok', { pattern: '%{WORD} %{INT:n}', value: 'abc 1' })).toEqual({ WORD: 'abc', n: '1' });
    expect(call('grok', { pattern: '%{WORD} %{INT:n}', value: 'abc 1', only_named_captures: true })).toEqual({ n: '1' });
  });

  it('answers an empty result without a match, null for null input, fails for unknown patterns', () => {
    const result = call('grok', { pattern: '%{INT:n}', value: 'none' });
    expect(result).toEqual({});
    expect(result).toHaveProperty('matches', false);
    expect(call('grok', { pattern: '%{INT:n}', value: null })).toBeNull();
    expect(() => call('grok', { pattern: '%{NOPE:n}', value: 'x' })).toThrow(/NOPE/);
  });

  it('uses the patterns of the context it runs in', () => {
    const context = testContext();
    const own = { ...context, services: { ...context.services, grokPattern: (name: string) => (name === 'INT' ? 'x+' : undefined) } };
    expect(call('grok', { pattern: '%{INT:n}', value: 'xx 12' }, own)).toEqual({ n: 'xx' });
    expect(call('grok', { pattern: '%{INT:n}', value: 'xx 12' }, context)).toEqual({ n: '12' });
  });
});
