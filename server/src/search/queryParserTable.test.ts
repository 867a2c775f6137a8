// The parser on a table of queries, written the way a user types them, with the tree each must give in a
// compact notation: + must, - must not, (blank) should; f:x a field; "…" a phrase; /…/ a regex; [a,b} a
// range; ( … ) a group. Awkward inputs are the point: escapes, phrases holding colons, deep parentheses,
// NOT first.
import { parseQuery, QueryParseError, type QueryNode } from './queryParser';

const OCCUR = { must: '+', must_not: '-', should: '' } as const;

function notation(node: QueryNode): string {
  if (node.kind === 'group') return `(${node.clauses.map((clause) => `${OCCUR[clause.occur]}${notation(clause.node)}`).join(' ')})`;
  const field = node.field === null ? '' : `${node.field}:`;
  switch (node.kind) {
    case 'term': return `${field}${node.text}${node.fuzzy ? `~${node.fuzzy.value ?? ''}` : ''}`;
    case 'phrase': return `${field}"${node.text}"${node.slop ? `~${node.slop}` : ''}`;
    case 'regex': return `${field}/${node.source}/`;
    case 'range': return `${field}${node.includeLower ? '[' : '{'}${node.lower ?? '*'},${node.upper ?? '*'}${node.includeUpper ? ']' : '}'}`;
  }
}

const PARSED: Array<[query: string, tree: string]> = [
  ['ssh', '(ssh)'],
  ['ssh login', '(ssh login)'],
  ['NOT ssh', '(-ssh)'],
  ['NOT source:web AND level:3', '(-source:web +level:3)'],
  ['!a b', '(-a b)'],
  ['"user: admin logged in"', '("user: admin logged in")'],
  ['message:"GET /api: 500"', '(message:"GET /api: 500")'],
  ['url:http\\:\\/\\/example.org\\/a', '(url:http://example.org/a)'],
  // An unescaped slash starts a regular expression, as in Lucene: here an empty one between two terms.
  ['url:http\\://example.org', '(url:http: // example.org)'],
  ['path:C\\:\\\\Windows', '(path:C:\\Windows)'],
  ['a\\ b', '(a b)'],
  ['tag:\\(x\\)', '(tag:(x))'],
  ['((a OR b) AND (c OR (d AND NOT e)))', '((+(a b) +(c (+d -e))))'],
  ['source:(web-1 OR web-2) AND NOT level:[5 TO *]', '(+(source:web-1 source:web-2) -level:[5,*])'],
  // Comparisons stay terms: what they mean depends on the field (number, date, keyword).
  ['took_ms:>100', '(took_ms:>100)'],
  ['took_ms:<=100', '(took_ms:<=100)'],
  ['took_ms:[100 TO 500}', '(took_ms:[100,500})'],
  ['_exists_:user', '(_exists_:user)'],
  ['user:/ad.*n/', '(user:/ad.*n/)'],
  ['passwrd~1', '(passwrd~1)'],
  ['"quick fox"~2', '("quick fox"~2)'],
  ['-(a AND b) c', '(-(+a +b) c)'],
];

const REFUSED: Array<[query: string, column: number]> = [
  // The column of what was left open.
  ['marker:(s1', 8],
  ['a AND', 6],
  ['"unclosed phrase', 1],
  ['NOT NOT a', 5],
  ['f:[1 TO', 3],
];

describe('the query parser on a table of queries', () => {
  it.each(PARSED)('%s', (query, tree) => {
    expect(notation(parseQuery(query))).toBe(tree);
  });

  it.each(REFUSED)('refuses %s, naming the column', (query, column) => {
    let refusal: unknown;
    try {
      parseQuery(query);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(QueryParseError);
    expect((refusal as QueryParseError).column).toBe(column);
  });
});
