import { findString, safeSubstring, splitAndIndex } from './stringTools';

describe('splitAndIndex', () => {
  it('cuts the 1-based part with its position', () => {
    expect(splitAndIndex('foo bar baz', ' ', 1)).toEqual({ cut: 'foo', begin: 0, end: 3 });
    expect(splitAndIndex('foo bar baz', ' ', 2)).toEqual({ cut: 'bar', begin: 4, end: 7 });
    expect(splitAndIndex('foo bar baz', ' ', 3)).toEqual({ cut: 'baz', begin: 8, end: 11 });
    expect(splitAndIndex('a::b::c', '::', 2)).toEqual({ cut: 'b', begin: 3, end: 4 });
  });

  it('fails for parts that do not exist or are empty', () => {
    expect(splitAndIndex('foo bar', ' ', 3)).toBeNull();
    expect(splitAndIndex('foo bar', ' ', 0)).toBeNull();
    expect(splitAndIndex('a,,b', ',', 2)).toBeNull();
    expect(splitAndIndex('a,b,,', ',', 3)).toBeNull();
    expect(splitAndIndex(',,,', ',', 1)).toBeNull();
    expect(splitAndIndex('', ',', 1)).toBeNull();
    expect(splitAndIndex('abc', '', 1)).toBeNull();
  });
});

describe('safeSubstring', () => {
  it('cuts between valid positions and refuses the rest', () => {
    expect(safeSubstring('hello world', 0, 5)).toBe('hello');
    expect(safeSubstring('hello', 1, 5)).toBe('ello');
    expect(safeSubstring('hello', 2, 2)).toBeNull();
    expect(safeSubstring('hello', 3, 1)).toBeNull();
    expect(safeSubstring('hello', -1, 2)).toBeNull();
    expect(safeSubstring('hello', 0, 6)).toBeNull();
  });
});

describe('findString', () => {
  it('finds the first occurrence', () => {
    expect(findString('a needle and a needle', 'needle')).toEqual({ start: 2, end: 8 });
    expect(findString('haystack', 'needle')).toBeNull();
  });
});
