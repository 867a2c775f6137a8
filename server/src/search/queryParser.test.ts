import { MAX_NESTING, parseQuery, QueryParseError, unescapeTerm, type QueryNode } from './queryParser';

/** The tree without offsets, for comparing shapes. */
function shape(node: QueryNode): unknown {
  if (node.kind === 'group') return node.clauses.map((clause) => [clause.occur, shape(clause.node)]);
  const { offset: _offset, ...rest } = node;
  return rest;
}

const term = (text: string, field: string | null = null) => ({ kind: 'term', field, text, wildcard: null, fuzzy: null });

describe('parseQuery', () => {
  it('gives every clause its Lucene occurrence', () => {
    expect(shape(parseQuery('a b'))).toEqual([['should', term('a')], ['should', term('b')]]);
    expect(shape(parseQuery('a AND b'))).toEqual([['must', term('a')], ['must', term('b')]]);
    expect(shape(parseQuery('+a -b !c NOT d'))).toEqual([
      ['must', term('a')], ['must_not', term('b')], ['must_not', term('c')], ['must_not', term('d')],
    ]);
    expect(shape(parseQuery('a AND b OR c'))).toEqual([['must', term('a')], ['must', term('b')], ['should', term('c')]]);
    expect(shape(parseQuery('-a AND b'))).toEqual([['must_not', term('a')], ['must', term('b')]]);
  });

  it('passes a field on to a parenthesized group, where an explicit field wins', () => {
    expect(shape(parseQuery('f:(a g:b)'))).toEqual([[
      'should',
      [['should', term('a', 'f')], ['should', term('b', 'g')]],
    ]]);
  });

  it('keeps wildcard parts apart from escaped wildcard characters', () => {
    const node = parseQuery('f:a\\*b*c?');
    expect(node.kind === 'group' && node.clauses[0].node).toMatchObject({
      kind: 'term', field: 'f', text: 'a*b*c?', wildcard: ['a*b', { any: 'many' }, 'c', { any: 'one' }],
    });
  });

  it('reads fuzzy and proximity modifiers in either order with boosts', () => {
    const clauses = (query: string) => {
      const node = parseQuery(query);
      return node.kind === 'group' ? node.clauses.map((clause) => clause.node) : [];
    };
    expect(clauses('a~ b~1 c~0.8 d^2~1')).toMatchObject([
      { fuzzy: { value: null } }, { fuzzy: { value: 1 } }, { fuzzy: { value: 0.8 } }, { fuzzy: { value: 1 } },
    ]);
    expect(clauses('"a b"~3^2')).toMatchObject([{ kind: 'phrase', text: 'a b', slop: 3 }]);
  });

  it('reads ranges with open and quoted bounds', () => {
    const node = parseQuery('f:{* TO "x y"]');
    expect(node.kind === 'group' && node.clauses[0].node).toMatchObject({
      kind: 'range', field: 'f', lower: null, upper: 'x y', includeLower: false, includeUpper: true,
    });
    expect(shape(parseQuery('f:[a b]'))).toMatchObject([['should', { kind: 'range', lower: 'a', upper: 'b' }]]);
  });

  it('reads a term made of an operator and a space as that character', () => {
    expect(shape(parseQuery('a - b'))).toEqual([['should', term('a')], ['should', term('-')], ['should', term('b')]]);
  });

  it('keeps the offset of each leaf', () => {
    const node = parseQuery('a  f:"x"');
    expect(node.kind === 'group' && node.clauses.map((clause) => 'offset' in clause.node && clause.node.offset)).toEqual([0, 5]);
  });

  it('regular expressions keep their escapes for the regex compiler', () => {
    expect(shape(parseQuery('/a\\/b\\d/'))).toEqual([['should', { kind: 'regex', field: null, source: 'a\\/b\\d' }]]);
  });
});

describe('unescapeTerm', () => {
  it('drops the backslash of escapes and reads \\u escapes', () => {
    expect(unescapeTerm('a\\:b\\\\c\\u0041')).toBe('a:b\\cA');
  });
});

describe('parseQuery: what it corrects in the lucene package', () => {
  const error = (query: string) => {
    try {
      parseQuery(query);
    } catch (thrown) {
      if (thrown instanceof QueryParseError) return { reason: thrown.reason, column: thrown.column, offset: thrown.offset };
      throw thrown;
    }
    throw new Error(`query ${query} parsed`);
  };

  it('a modifier glued to a field name is the clause modifier, not part of the name', () => {
    expect(shape(parseQuery('-source:x +level:3 !user:a NOT f:b'))).toEqual([
      ['must_not', term('x', 'source')], ['must', term('3', 'level')], ['must_not', term('a', 'user')], ['must_not', term('b', 'f')],
    ]);
    expect(shape(parseQuery('\\-source:x'))).toEqual([['should', term('x', '-source')]]);
  });

  it('takes a modifier before a parenthesized group, which keeps the field it is in', () => {
    const ab = [['should', term('a')], ['should', term('b')]];
    expect(shape(parseQuery('-(a b)'))).toEqual([['must_not', ab]]);
    expect(shape(parseQuery('+(a b) !(a b)'))).toEqual([['must', ab], ['must_not', ab]]);
    expect(shape(parseQuery('NOT (a b) OR NOT(a b)'))).toEqual([['must_not', ab], ['must_not', ab]]);
    expect(shape(parseQuery('x -f:(a)'))).toEqual([['should', term('x')], ['must_not', [['should', term('a', 'f')]]]]);
    expect(shape(parseQuery('f:(a -(b))'))).toEqual([['should', [['should', term('a', 'f')], ['must_not', [['should', term('b', 'f')]]]]]]);
    expect(shape(parseQuery('"-(a)" x\\-(a)'))).toEqual([
      ['should', { kind: 'phrase', field: null, text: '-(a)', slop: 0 }],
      ['should', term('x-')],
      ['should', [['should', term('a')]]],
    ]);
  });

  it('refuses dangling, doubled and leading operators, with their position', () => {
    expect(error('a AND')).toEqual({ reason: 'incomplete query', column: 6, offset: 5 });
    expect(error('a AND OR b')).toEqual({ reason: "unexpected 'OR'", column: 7, offset: 6 });
    expect(error('NOT NOT a')).toEqual({ reason: "unexpected 'NOT'", column: 5, offset: 4 });
    expect(error('OR a')).toEqual({ reason: "unexpected 'OR'", column: 1, offset: 0 });
    expect(error('a || && b')).toEqual({ reason: "unexpected '&&'", column: 6, offset: 5 });
    expect(error('(a OR) b')).toEqual({ reason: "unexpected ')'", column: 6, offset: 5 });
    expect(error('+-a')).toEqual({ reason: "unexpected '-'", column: 2, offset: 1 });
    expect(error('f:-a')).toEqual({ reason: "unexpected '-'", column: 3, offset: 2 });
    expect(error('f:AND')).toEqual({ reason: "unexpected 'AND'", column: 3, offset: 2 });
    expect(error('f:')).toEqual({ reason: 'incomplete query', column: 3, offset: 2 });
    expect(error('f*:x')).toEqual({ reason: "unexpected ':'", column: 3, offset: 2 });
  });

  it('keeps a NOT after && or after AND and more than one space, which the package drops', () => {
    const notB = [['must', term('a')], ['must_not', term('b')]];
    expect(shape(parseQuery('a && NOT b'))).toEqual(notB);
    expect(shape(parseQuery('a AND  NOT b'))).toEqual(notB);
    expect(shape(parseQuery('a AND\nNOT b'))).toEqual(notB);
    expect(shape(parseQuery('a || NOT b'))).toEqual([['should', term('a')], ['must_not', term('b')]]);
  });

  it('reads a character Lucene does not allow in a term as the operator it is', () => {
    expect(shape(parseQuery('a!b'))).toEqual([['should', term('a')], ['must_not', term('b')]]);
    expect(shape(parseQuery('a(b)'))).toEqual([['should', term('a')], ['should', [['should', term('b')]]]]);
  });

  it('reads fuzzy edits and phrase slop as Lucene does', () => {
    const first = (query: string) => {
      const node = parseQuery(query);
      return node.kind === 'group' ? node.clauses.map((clause) => clause.node) : [];
    };
    expect(shape(parseQuery('a~1'))).toEqual([['should', { ...term('a'), fuzzy: { value: 1 } }]]);
    expect(first('a~ b~0.5 c~2^3 d^3~2 e~1.5')).toMatchObject([
      { fuzzy: { value: null } }, { fuzzy: { value: 0.5 } }, { fuzzy: { value: 2 } }, { fuzzy: { value: 2 } }, { fuzzy: { value: 1.5 } },
    ]);
    expect(first('"a b"~2 "a b"~2.5 "a b"~ "a b"^2~3')).toMatchObject([{ slop: 2 }, { slop: 2 }, { slop: 0 }, { slop: 3 }]);
    expect(first('a*~1')).toMatchObject([{ wildcard: ['a', { any: 'many' }], fuzzy: null }]);
  });

  it('accepts and ignores boosts on every kind of clause', () => {
    expect(shape(parseQuery('a^2 "b"^0.5 /c/^2 f:[1 TO 2]^3 (d)^2 g:(e)^1'))).toEqual(shape(parseQuery('a "b" /c/ f:[1 TO 2] (d) g:(e)')));
  });

  it('refuses a ~ or ^ where Lucene does', () => {
    expect(error('/a/~1')).toEqual({ reason: "unexpected '~1'", column: 4, offset: 3 });
    expect(error('(a)~1')).toMatchObject({ reason: "unexpected '~1'", column: 4 });
    expect(error('f:[1 TO 2]~')).toMatchObject({ reason: "unexpected '~'", column: 11 });
    expect(error('a~1~2')).toMatchObject({ reason: "unexpected '~2'", column: 4 });
    expect(error('a^2^3')).toMatchObject({ reason: "unexpected '^3'", column: 4 });
    expect(error('a AND ~1')).toMatchObject({ reason: "unexpected '~1'", column: 7 });
  });

  it('reads escapes, phrases, regexes and ranges the package cannot', () => {
    expect(shape(parseQuery('"C:\\temp\\d" /\\d+\\.\\w/ a\\ b\\\tc'))).toEqual([
      ['should', { kind: 'phrase', field: null, text: 'C:tempd', slop: 0 }],
      ['should', { kind: 'regex', field: null, source: '\\d+\\.\\w' }],
      ['should', term('a b\tc')],
    ]);
    expect(shape(parseQuery('timestamp:[now-1d/d TO "2024-05-01 00:00"} f:[a b]'))).toEqual([
      ['should', { kind: 'range', field: 'timestamp', lower: 'now-1d/d', upper: '2024-05-01 00:00', includeLower: true, includeUpper: false }],
      ['should', { kind: 'range', field: 'f', lower: 'a', upper: 'b', includeLower: true, includeUpper: true }],
    ]);
  });

  it('keeps the offset of each leaf behind modifiers, fields and groups', () => {
    const offsets: number[] = [];
    const collect = (node: QueryNode) => (node.kind === 'group' ? node.clauses.forEach((clause) => collect(clause.node)) : offsets.push(node.offset));
    collect(parseQuery('-(a  NOT f:"b") AND +g:(/c/ [1 TO 2])'));
    expect(offsets).toEqual([2, 11, 24, 28]);
  });

  it(`parses ${MAX_NESTING} levels of modified groups and refuses more`, () => {
    let node = parseQuery(`${'-('.repeat(MAX_NESTING)}a${')'.repeat(MAX_NESTING)}`);
    for (let level = 0; level < MAX_NESTING; level += 1) {
      expect(node.kind === 'group' && node.clauses.length === 1 && node.clauses[0].occur).toBe('must_not');
      node = node.kind === 'group' ? node.clauses[0].node : node;
    }
    expect(node).toMatchObject({ kind: 'group', clauses: [{ occur: 'should', node: term('a') }] });
    expect(error(`${'-('.repeat(MAX_NESTING + 1)}a${')'.repeat(MAX_NESTING + 1)}`)).toMatchObject({ offset: 2 * MAX_NESTING + 1 });
  });

  it('parses a 10,000-character query well within a second, and refuses one too long for the package', () => {
    const query = `${'(message:foo AND source:bar) OR -"x y"~2 '.repeat(250)}z`;
    expect(query.length).toBeGreaterThan(10000);
    const started = performance.now();
    const node = parseQuery(query);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(node.kind === 'group' && node.clauses.length).toBe(501);
    expect(error('a '.repeat(20000))).toEqual({ reason: 'query too complex to parse', column: 1, offset: 0 });
  });

  it("answers an error of the package's own at the position in the query", () => {
    const lucene = jest.requireActual<typeof import('lucene')>('lucene');
    const parse = jest.spyOn(lucene, 'parse').mockImplementation((skeleton) => {
      // As if the package stopped at the ')' of the skeleton "\uE000:\uE000 AND (\uE000)" (offset 10).
      const at = skeleton.indexOf(')');
      throw Object.assign(new Error('Expected ... but ")" found.'), {
        name: 'SyntaxError', found: ')', location: { start: { offset: at, line: 1, column: at + 1 }, end: { offset: at + 1, line: 1, column: at + 2 } },
      });
    });
    try {
      expect(error('f:x  AND (b)')).toEqual({ reason: "unexpected ')'", column: 12, offset: 11 });
    } finally {
      parse.mockRestore();
    }
  });
});
