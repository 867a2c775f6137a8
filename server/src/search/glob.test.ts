import { compileGlob } from './glob';
import type { WildcardPart } from './queryParser';

const many = { any: 'many' } as const;
const one = { any: 'one' } as const;

describe('compileGlob', () => {
  const cases: [WildcardPart[], string, boolean][] = [
    [['ab', many], 'abc', true],
    [['ab', many], 'xabc', false],
    [[many, 'c'], 'abc', true],
    [['a', one, 'c'], 'abc', true],
    [['a', one, 'c'], 'ac', false],
    [['a', one, 'c'], 'a😀c', true],
    [['a.', many], 'a.b', true],
    [['a.', many], 'axb', false],
    [[many, 'b', many, 'd', many], 'abcde', true],
    [[many, 'b', many, 'd', many], 'abcxe', false],
    [['a', many, 'b', many, 'c'], 'aXXbYYc', true],
    [['a', many, 'b', many, 'c'], 'aXXcYYb', false],
    [[many, many], '', true],
    [['a', many, one, many], 'a', false],
    [['a', many, one, many], 'ab', true],
  ];
  it.each(cases)('%j against %p is %p', (parts, text, expected) => {
    expect(compileGlob(parts, false)(text)).toBe(expected);
  });

  it('compares lower-cased when asked', () => {
    expect(compileGlob(['AB', many], true)('abC')).toBe(true);
    expect(compileGlob(['AB', many, 'C', many], true)('aBxcy')).toBe(true);
    expect(compileGlob(['AB', many], false)('abC')).toBe(false);
  });

  it('stays fast for patterns that make regular expressions backtrack', () => {
    const parts: WildcardPart[] = ['a', many, 'a', many, 'a', many, 'a', many, 'a', many, 'a', many, 'b'];
    const started = performance.now();
    expect(compileGlob(parts, false)('a'.repeat(5000))).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
