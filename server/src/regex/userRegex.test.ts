import { compileUserRegex, runUserRegex, TOO_SLOW_MESSAGE, translateJavaRegex, UserRegexError, userRegexProblem } from './userRegex';

const reasonFor = (source: string): string => {
  try {
    compileUserRegex(source);
  } catch (error) {
    expect(error).toBeInstanceOf(UserRegexError);
    return (error as Error).message;
  }
  throw new Error(`${source} compiled`);
};

describe('compileUserRegex', () => {
  it('accepts JavaScript syntax, named groups and look-behind', () => {
    const regex = compileUserRegex('(?<=id=)(?<id>\\d+)');
    expect(regex.exec('user id=42 x')?.groups?.id).toBe('42');
  });

  it.each([
    ['(?i)abc', 'xABCx', true],
    ['(?s)a.c', 'a\nc', true],
    ['a.c', 'a\nc', false],
    ['(?m)^b$', 'a\nb\nc', true],
    ['(?is)A.C', 'a\nc', true],
    ['(?i)(?s)A.C', 'a\nc', true],
  ])('turns the leading inline flags of %s into flags', (source, text, matches) => {
    expect(compileUserRegex(source).test(text)).toBe(matches);
  });

  it('merges inline flags with the given ones and lets (?-s) switch one off', () => {
    expect(compileUserRegex('a.c', 's').test('a\nc')).toBe(true);
    expect(compileUserRegex('(?-s)a.c', 's').test('a\nc')).toBe(false);
    expect(compileUserRegex('x', 'gd').flags).toBe('dgu');
  });

  it('translates Java spellings JavaScript can express', () => {
    expect(compileUserRegex('\\Aab\\z').test('ab')).toBe(true);
    expect(compileUserRegex('\\Aab\\z').test('ab\n')).toBe(false);
    expect(compileUserRegex('ab\\Z').test('ab\n')).toBe(true);
    expect(compileUserRegex('a\\Q.*\\E').test('a.*')).toBe(true);
    expect(compileUserRegex('a\\Q.*\\E').test('abc')).toBe(false);
    expect(compileUserRegex('^\\p{Alpha}+$').test('abcXYZ')).toBe(true);
    expect(compileUserRegex('^\\p{Alpha}+$').test('ab1')).toBe(false);
    expect(compileUserRegex('^\\p{IsLatin}+$').test('Straße')).toBe(true);
    expect(compileUserRegex('^\\p{L}+$').test('Ωmega')).toBe(true);
    expect(compileUserRegex('a\\h+b').test('a \tb')).toBe(true);
    expect(compileUserRegex('\\x{263A}').test('☺')).toBe(true);
    expect(compileUserRegex('\\"quoted\\"').test('"quoted"')).toBe(true);
    expect(compileUserRegex('[]a]+').exec('x]a]')?.[0]).toBe(']a]');
    expect(compileUserRegex('a}b]').test('a}b]')).toBe(true);
  });

  it.each([
    ['(a', 'Invalid regular expression: Unterminated group'],
    ['a)', 'Invalid regular expression: Unmatched \')\''],
    ['[a', 'Invalid regular expression: Unterminated character class'],
    ['*a', 'Invalid regular expression: Nothing to repeat'],
    ['\\y', 'Invalid regular expression: unknown escape sequence \\y at position 0'],
  ])('refuses %s with the reason', (source, message) => {
    expect(reasonFor(source)).toBe(message);
  });

  it.each([
    ['a++', /possessive quantifier \+\+ at position 1 is a Java-only feature/],
    ['a*+b', /possessive quantifier \*\+ at position 1 is a Java-only feature/],
    ['x{2,3}+', /possessive quantifier \{2,3\}\+ at position 1/],
    ['(?>ab)', /atomic group \(\?>…\) at position 0 is a Java-only feature/],
    ['[a-z&&[^e]]', /Java-only/],
    ['[a[b]]', /nested character class at position 2 is a Java-only feature/],
    ['a\\G', /\\G .* Java-only/],
    ['\\p{InGreek}', /Unicode block .* Java-only/],
  ])('refuses the Java-only construct in %s and says so', (source, message) => {
    expect(reasonFor(source)).toMatch(message);
    expect(reasonFor(source)).toMatch(/^Invalid regular expression: /);
  });

  it('refuses inline flags after the start and comments mode', () => {
    expect(reasonFor('a(?i)b')).toMatch(/only supported at the start/);
    expect(reasonFor('a(?i:b)')).toMatch(/only supported at the start/);
    expect(reasonFor('(?x)a b')).toMatch(/\(\?x\)/);
  });

  it('leaves escapes and classes that look like Java constructs alone', () => {
    expect(compileUserRegex('a\\+\\+').test('a++')).toBe(true);
    expect(compileUserRegex('[(?>]+').test('(?>')).toBe(true);
    expect(compileUserRegex('\\(\\?>').test('(?>')).toBe(true);
    expect(translateJavaRegex('a{2}?b').source).toBe('a{2}?b');
  });

  it('reports problems without throwing', () => {
    expect(userRegexProblem('a+')).toBeNull();
    expect(userRegexProblem('(a')).toBe('Invalid regular expression: Unterminated group');
  });
});

describe('runUserRegex', () => {
  it('returns the result of quick work', () => {
    expect(runUserRegex(() => compileUserRegex('b+').exec('abbbc')?.[0])).toBe('bbb');
  });

  it('stops a catastrophically backtracking pattern with a clear message', () => {
    const regex = compileUserRegex('(a+)+$');
    const started = Date.now();
    expect(() => runUserRegex(() => regex.test(`${'a'.repeat(40)}!`), 200)).toThrow(new UserRegexError(TOO_SLOW_MESSAGE));
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('lets other errors through unchanged', () => {
    expect(() => runUserRegex(() => compileUserRegex('(a'))).toThrow('Unterminated group');
  });
});
