import { call } from './testing';

describe('string checks', () => {
  it.each([
    ['contains', { value: 'Hello World', search: 'World' }, true],
    ['contains', { value: 'Hello World', search: 'world' }, false],
    ['contains', { value: 'Hello World', search: 'world', ignore_case: true }, true],
    ['contains', { value: null, search: 'a' }, false],
    ['starts_with', { value: '/checkout/1', prefix: '/checkout' }, true],
    ['starts_with', { value: '/CHECKOUT', prefix: '/checkout', ignore_case: true }, true],
    ['starts_with', { value: 'x', prefix: '/checkout' }, false],
    ['starts_with', { value: null, prefix: null }, true],
    ['starts_with', { value: null, prefix: 'a' }, false],
    ['ends_with', { value: 'file.log', suffix: '.log' }, true],
    ['ends_with', { value: 'file.LOG', suffix: '.log', ignore_case: true }, true],
    ['ends_with', { value: 'file.txt', suffix: '.log' }, false],
  ])('%s(%j) is %p', (name, args, expected) => {
    expect(call(name, args)).toBe(expected);
  });

  it('refuses a value of the wrong type with the parameter’s name', () => {
    expect(() => call('contains', { value: 1, search: '1' })).toThrow("Argument 'value' must be a String, not a Long");
  });
});

describe('string changes', () => {
  it.each([
    ['lowercase', { value: 'ÀBC' }, 'àbc'],
    ['lowercase', { value: 'TITLE', locale: 'tr' }, 'tıtle'],
    ['lowercase', { value: null }, null],
    ['uppercase', { value: 'abc' }, 'ABC'],
    ['uppercase', { value: 'title', locale: 'tr' }, 'TİTLE'],
    ['uppercase', { value: 'abc', locale: 'not a tag' }, 'ABC'],
    ['capitalize', { value: 'hello world' }, 'Hello world'],
    ['capitalize', { value: '' }, ''],
    ['uncapitalize', { value: 'Hello' }, 'hello'],
    ['swapcase', { value: 'Hello World' }, 'hELLO wORLD'],
    ['abbreviate', { value: 'abcdefghij', width: 6 }, 'abc...'],
    ['abbreviate', { value: 'abcdefghij', width: 1 }, 'a...'],
    ['abbreviate', { value: 'abc', width: 6 }, 'abc'],
    ['abbreviate', { value: 'abc', width: null }, null],
    ['substring', { value: 'abcdef', start: 2 }, 'cdef'],
    ['substring', { value: 'abcdef', start: 1, end: 3 }, 'bc'],
    ['substring', { value: 'abcdef', start: -2 }, 'ef'],
    ['substring', { value: 'abcdef', start: 0, end: -2 }, 'abcd'],
    ['substring', { value: 'abcdef', start: 4, end: 2 }, ''],
    ['substring', { value: 'abc', start: 1, end: 99 }, 'bc'],
    ['substring', { value: null, start: 1 }, null],
    ['concat', { first: 'a', second: 'b' }, 'ab'],
    ['concat', { first: null, second: 'b' }, 'b'],
    ['join', { elements: ['a', 1, null, true], delimiter: ',' }, 'a,1,,true'],
    ['join', { elements: ['a', 'b', 'c'], delimiter: '-', start: 1 }, 'b-c'],
    ['join', { elements: ['a', 'b', 'c'], end: 2 }, 'ab'],
    ['join', { elements: null, delimiter: ',' }, ''],
    ['length', { value: 'héllo' }, 5],
    ['length', { value: 'héllo', bytes: true }, 6],
    ['replace', { value: 'a.b.c', search: '.', replacement: '-' }, 'a-b-c'],
    ['replace', { value: 'a.b.c', search: '.', replacement: '-', max: 1 }, 'a-b.c'],
    ['replace', { value: 'a.b.c', search: '.' }, 'abc'],
    ['first_non_null', { value: [null, 'x', 'y'] }, 'x'],
  ])('%s(%j) is %p', (name, args, expected) => {
    expect(call(name, args)).toBe(expected);
  });

  it('join refuses indexes past the end of the list', () => {
    expect(() => call('join', { elements: ['a'], end: 3 })).toThrow('Cannot join elements 0 to 3 of a list of 1');
  });
});
