import { UserRegexError } from '../regex/userRegex';
import { parseReplacement, regexReplace, testRegex } from './regexTools';

describe('testRegex', () => {
  it('reports the first group of the first match with its position', () => {
    expect(testRegex('id=(\\d+)', 'x id=42 id=7')).toEqual({ matched: true, match: { match: '42', start: 5, end: 7 } });
  });

  it('matches without a group, or with a group that took no part', () => {
    expect(testRegex('\\d+', 'a1')).toEqual({ matched: true, match: null });
    expect(testRegex('a(b)?', 'a')).toEqual({ matched: true, match: { match: null, start: -1, end: -1 } });
    expect(testRegex('z', 'abc')).toEqual({ matched: false, match: null });
  });

  it('lets . match newlines, as Graylog compiles with DOTALL', () => {
    expect(testRegex('a(.)c', 'a\nc').match?.match).toBe('\n');
  });

  it('throws a UserRegexError for an invalid pattern', () => {
    expect(() => testRegex('(', 'x')).toThrow(UserRegexError);
  });
});

describe('regexReplace', () => {
  it('replaces the first match using Java replacement syntax', () => {
    expect(regexReplace('(\\w+)@(\\w+)', '$2 at $1', false, 'a@b c@d')).toEqual({ matched: true, match: { match: 'b at a c@d', start: 0, end: 1 } });
  });

  it('replaces every match with replace_all, and named groups with ${name}', () => {
    expect(regexReplace('(?<n>\\d)', '<${n}>', true, 'a1b2').match?.match).toBe('a<1>b<2>');
  });

  it('defaults an empty replacement to $1', () => {
    expect(regexReplace('x(\\d+)y', '', false, 'x12y!').match?.match).toBe('12!');
  });

  it('reports no match, and -1 positions for patterns without groups', () => {
    expect(regexReplace('z', 'q', false, 'abc')).toEqual({ matched: false, match: null });
    expect(regexReplace('b', '\\$', true, 'abcb')).toEqual({ matched: true, match: { match: 'a$c$', start: -1, end: -1 } });
  });

  it('refuses references to groups that do not exist', () => {
    expect(() => regexReplace('a', '', false, 'a')).toThrow('Invalid replacement: no group 1 in the regular expression');
    expect(() => regexReplace('(a)', '${x}', false, 'a')).toThrow('Invalid replacement: no group with name {x}');
    expect(() => regexReplace('(a)', 'cost: $', false, 'a')).toThrow(/illegal group reference/);
    expect(() => regexReplace('(a)', 'x\\', false, 'a')).toThrow(/character to be escaped is missing/);
  });
});

describe('parseReplacement', () => {
  it('reads as many digits as still name a group, as Java does', () => {
    expect(parseReplacement('$12', 1, new Set())).toEqual([{ group: 1 }, '2']);
    expect(parseReplacement('$12', 12, new Set())).toEqual([{ group: 12 }]);
    expect(parseReplacement('a\\$1b', 1, new Set())).toEqual(['a$1b']);
  });
});
