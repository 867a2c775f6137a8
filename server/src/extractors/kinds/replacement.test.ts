import { compileReplacement } from './replacement';

const apply = (replacement: string, pattern: RegExp, text: string) => {
  const match = pattern.exec(text);
  if (!match) throw new Error('no match');
  return compileReplacement(replacement, match.length - 1, new Set(Object.keys(match.groups ?? {})))(match);
};

describe('Java replacement syntax', () => {
  it('inserts numbered and named groups', () => {
    expect(apply('[$2-$1]', /(a)(b)/, 'ab')).toBe('[b-a]');
    expect(apply('<${word}>', /(?<word>\w+)/, 'hi')).toBe('<hi>');
  });

  it('reads $12 as group 1 then "2" when there is no group 12', () => {
    expect(apply('$12', /(x)/, 'x')).toBe('x2');
  });

  it('takes escaped characters literally', () => {
    expect(apply('\\$1 costs \\\\', /(x)/, 'x')).toBe('$1 costs \\');
  });

  it('inserts nothing for a group that took no part', () => {
    expect(apply('[$2]', /(a)|(b)/, 'a')).toBe('[]');
  });

  it('refuses what Java refuses', () => {
    expect(() => compileReplacement('$2', 1, new Set())).toThrow('No group 2');
    expect(() => compileReplacement('$x', 1, new Set())).toThrow('Illegal group reference');
    expect(() => compileReplacement('trailing\\', 1, new Set())).toThrow('character to be escaped is missing');
    expect(() => compileReplacement('${nope}', 1, new Set())).toThrow('No group with name {nope}');
  });
});
