import { completeField, offsetOf, suggestFields, wordAtCaret } from './queryCompletion';

describe('field completion', () => {
  it('finds the word being typed when it can become a field name', () => {
    expect(wordAtCaret('sou', 3)).toEqual({ word: 'sou', start: 0, end: 3 });
    expect(wordAtCaret('a AND (htt', 10)).toEqual({ word: 'htt', start: 7, end: 10 });
    expect(wordAtCaret('source:web', 10)).toBeUndefined();
    expect(wordAtCaret('"some phr', 9)).toBeUndefined();
    expect(wordAtCaret('a AND', 5)).toBeUndefined();
    expect(wordAtCaret('a ', 2)).toBeUndefined();
    // The caret inside a word: the rest of the word is replaced too.
    expect(wordAtCaret('sourx', 3)).toEqual({ word: 'sou', start: 0, end: 5 });
  });

  it('suggests names starting with the word first, then names containing it', () => {
    const names = ['message', 'source', 'http_status', 'source_ip', 'resource'];
    expect(suggestFields(names, 'sou')).toEqual(['source', 'source_ip', 'resource']);
    expect(suggestFields(names, 'SOURCE')).toEqual(['source', 'source_ip', 'resource']);
    expect(suggestFields(names, 'source')).toEqual(['source_ip', 'resource']);
    expect(suggestFields(names, 'x')).toEqual([]);
  });

  it('puts the chosen name with a colon in place of the word', () => {
    const text = 'a AND sou OR b';
    const at = wordAtCaret(text, 9);
    expect(at).toBeDefined();
    if (at) expect(completeField(text, at, 'source')).toEqual({ text: 'a AND source: OR b', caret: 13 });
  });

  it('turns a line and column into an offset', () => {
    expect(offsetOf('marker:(s1', 1, 8)).toBe(7);
    expect(offsetOf('a\nbc', 2, 2)).toBe(3);
    expect(offsetOf('abc', 1, 99)).toBe(3);
  });
});
