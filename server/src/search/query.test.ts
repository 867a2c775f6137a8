import type { MessageFields } from '../messages/types';
import { compileQuery, QueryParseError } from './query';

const NOW = Date.parse('2024-05-02T12:00:00.000Z');

const MESSAGES: MessageFields[] = [
  {
    _id: 'ssh',
    message: 'sshd[42]: Failed password for root from 10.0.0.1 port 22',
    full_message: 'Full Text With Details',
    source: 'Host-A.example.org',
    level: 3,
    facility: 'auth',
    timestamp: '2024-05-01T12:00:00.000Z',
    streams: ['000000000000000000000001'],
  },
  {
    _id: 'web',
    message: 'GET /index.html 200 took 15 ms',
    source: 'web-1',
    level: 6,
    took_ms: 15,
    http_method: 'GET',
    http_status: '200',
    timestamp: '2024-05-02T00:00:00.000Z',
    streams: ['000000000000000000000001', 'aaaaaaaaaaaaaaaaaaaaaaaa'],
  },
  {
    _id: 'login',
    message: 'User Alice logged in via SSH',
    source: 'host-b',
    level: 6,
    took_ms: 150,
    user: 'Alice',
    flag: true,
    path: 'C:\\temp\\x',
    timestamp: '2024-05-02T11:30:00.500Z',
    streams: ['000000000000000000000001'],
  },
];

function matching(query: string): string[] {
  const compiled = compileQuery(query, { nowMs: NOW });
  return MESSAGES.filter((fields) => compiled(fields)).map((fields) => String(fields._id));
}

function parseError(query: string): QueryParseError {
  try {
    compileQuery(query, { nowMs: NOW });
  } catch (error) {
    if (error instanceof QueryParseError) return error;
    throw error;
  }
  throw new Error(`query ${query} parsed`);
}

describe('compileQuery: everything', () => {
  it.each(['', '   ', '*', '*:*', '(*)'])('%p keeps every message and says so', (query) => {
    const compiled = compileQuery(query);
    expect(compiled.plan.kind).toBe('all');
    expect(MESSAGES.every((fields) => compiled(fields))).toBe(true);
  });

  it('a real query does not claim to match everything', () => {
    expect(compileQuery('ssh').plan.kind).not.toBe('all');
    expect(compileQuery('message:*').plan.kind).not.toBe('all');
  });
});

describe('compileQuery: terms on the message field', () => {
  it('bare terms search the analyzed message field, case-insensitively', () => {
    expect(matching('failed')).toEqual(['ssh']);
    expect(matching('FAILED')).toEqual(['ssh']);
    expect(matching('ssh')).toEqual(['login']);
    expect(matching('sshd')).toEqual(['ssh']);
  });

  it('a term matches whole terms only', () => {
    expect(matching('fail')).toEqual([]);
    expect(matching('index')).toEqual(['web']);
  });

  it('the default operator is OR', () => {
    expect(matching('failed alice')).toEqual(['ssh', 'login']);
  });

  it('a term the analyzer splits is searched as a phrase', () => {
    expect(matching('10.0.0.1')).toEqual(['ssh']);
    expect(matching('index.html')).toEqual(['web']);
    expect(matching('html.index')).toEqual([]);
  });

  it('a term made only of separators is dropped, as Lucene drops a clause the analyzer empties', () => {
    expect(matching('failed OR ...')).toEqual(['ssh']);
    expect(matching('...')).toEqual([]);
  });

  it('terms in other fields do not match bare terms', () => {
    expect(matching('auth')).toEqual([]);
    expect(matching('details')).toEqual([]);
  });

  it('full_message is analyzed too', () => {
    expect(matching('full_message:details')).toEqual(['ssh']);
  });
});

describe('compileQuery: phrases', () => {
  it('a phrase matches consecutive terms in order', () => {
    expect(matching('"failed password"')).toEqual(['ssh']);
    expect(matching('"password failed"')).toEqual([]);
    expect(matching('"failed root"')).toEqual([]);
  });

  it('a phrase with slop allows terms between and, with enough slop, reordering', () => {
    expect(matching('"failed root"~1')).toEqual([]);
    expect(matching('"failed root"~2')).toEqual(['ssh']);
    expect(matching('"password failed"~1')).toEqual([]);
    expect(matching('"password failed"~2')).toEqual(['ssh']);
  });

  it('wildcards inside a phrase are literal', () => {
    expect(matching('"fail*"')).toEqual([]);
  });
});

describe('compileQuery: keyword fields', () => {
  it('match the whole value, case-sensitively', () => {
    expect(matching('facility:auth')).toEqual(['ssh']);
    expect(matching('facility:Auth')).toEqual([]);
    expect(matching('user:Alice')).toEqual(['login']);
    expect(matching('user:alice')).toEqual([]);
    expect(matching('http_method:GE')).toEqual([]);
  });

  it('source is matched as a whole, in any case', () => {
    expect(matching('source:host-a.example.org')).toEqual(['ssh']);
    expect(matching('source:HOST-B')).toEqual(['login']);
    expect(matching('source:host')).toEqual([]);
  });

  it('quoted values are whole values too', () => {
    expect(matching('source:"web-1"')).toEqual(['web']);
    expect(matching('http_status:"200"')).toEqual(['web']);
  });

  it('numbers compare numerically with stored numbers, strings as text', () => {
    expect(matching('level:6')).toEqual(['web', 'login']);
    expect(matching('level:6.0')).toEqual(['web', 'login']);
    expect(matching('took_ms:015')).toEqual(['web']);
    expect(matching('http_status:200.0')).toEqual([]);
  });

  it('booleans match true/false', () => {
    expect(matching('flag:true')).toEqual(['login']);
    expect(matching('flag:false')).toEqual([]);
  });

  it('array fields match when any element does', () => {
    expect(matching('streams:aaaaaaaaaaaaaaaaaaaaaaaa')).toEqual(['web']);
    expect(matching('streams:000000000000000000000001')).toEqual(['ssh', 'web', 'login']);
  });

  it('a field the message does not have never matches', () => {
    expect(matching('nothere:x')).toEqual([]);
  });

  it('escaped characters are part of the value', () => {
    expect(matching('path:C\\:\\\\temp\\\\x')).toEqual(['login']);
    expect(matching('source:host\\-b')).toEqual(['login']);
  });

  it('field names may be escaped', () => {
    const compiled = compileQuery('my\\-field:x');
    expect(compiled({ 'my-field': 'x' })).toBe(true);
  });
});

describe('compileQuery: wildcards and existence', () => {
  it('* and ? on the message field match terms', () => {
    expect(matching('fail*')).toEqual(['ssh']);
    expect(matching('FAIL*')).toEqual(['ssh']);
    expect(matching('l?gged')).toEqual(['login']);
    expect(matching('*word')).toEqual(['ssh']);
  });

  it('wildcards with several * match whole terms too', () => {
    expect(matching('p*s*d')).toEqual(['ssh']);
    expect(matching('P*S?W*D')).toEqual(['ssh']);
    expect(matching('p*s*x')).toEqual([]);
    expect(matching('source:h*-*.org')).toEqual(['ssh']);
  });

  it('a wildcard holding a character no term has never matches a text field', () => {
    expect(matching('message:index.h*')).toEqual([]);
  });

  it('phrases skip any separators between terms, and never cross into a neighbouring term', () => {
    const compiled = compileQuery('"failed password"');
    expect(compiled({ message: 'FAILED -- Password!' })).toBe(true);
    expect(compiled({ message: 'failed passwords' })).toBe(false);
    expect(compiled({ message: 'unfailed password' })).toBe(false);
    expect(compiled({ message: ['failed', 'password'] })).toBe(false);
  });

  it('wildcards on keyword fields match the whole value, case-sensitively', () => {
    expect(matching('source:host*')).toEqual(['ssh', 'login']);
    expect(matching('user:Al*')).toEqual(['login']);
    expect(matching('user:al*')).toEqual([]);
    expect(matching('source:web-?')).toEqual(['web']);
  });

  it('an escaped * is literal', () => {
    expect(compileQuery('f:a\\*')({ f: 'a*' })).toBe(true);
    expect(compileQuery('f:a\\*')({ f: 'ab' })).toBe(false);
  });

  it('field:* and _exists_:field find messages having the field', () => {
    expect(matching('took_ms:*')).toEqual(['web', 'login']);
    expect(matching('_exists_:took_ms')).toEqual(['web', 'login']);
    expect(matching('NOT _exists_:took_ms')).toEqual(['ssh']);
    expect(matching('_exists_:nothere')).toEqual([]);
  });

  it('escaped wildcards in a field name match several fields', () => {
    expect(matching('http_\\*:GET')).toEqual(['web']);
    expect(matching('\\*:Alice')).toEqual(['login']);
  });
});

describe('compileQuery: ranges and comparisons', () => {
  it('numeric ranges, inclusive, exclusive and mixed', () => {
    expect(matching('took_ms:[15 TO 150]')).toEqual(['web', 'login']);
    expect(matching('took_ms:{15 TO 150}')).toEqual([]);
    expect(matching('took_ms:[15 TO 150}')).toEqual(['web']);
    expect(matching('took_ms:{15 TO 150]')).toEqual(['login']);
    expect(matching('took_ms:[100 TO *]')).toEqual(['login']);
    expect(matching('took_ms:[* TO 100]')).toEqual(['web']);
  });

  it('comparison operators', () => {
    expect(matching('level:>3')).toEqual(['web', 'login']);
    expect(matching('level:>=3')).toEqual(['ssh', 'web', 'login']);
    expect(matching('level:<6')).toEqual(['ssh']);
    expect(matching('level:<=6')).toEqual(['ssh', 'web', 'login']);
    expect(matching('took_ms:(>10 AND <100)')).toEqual(['web']);
  });

  it('numbers never match non-numeric bounds', () => {
    expect(matching('level:[a TO z]')).toEqual([]);
  });

  it('string values compare as text', () => {
    expect(matching('user:[A TO B]')).toEqual(['login']);
    expect(matching('user:[b TO z]')).toEqual([]);
    expect(matching('http_status:>1000')).toEqual(['web']);
  });

  it('quoted range bounds', () => {
    expect(matching('user:["Al" TO "Am"]')).toEqual(['login']);
  });

  it('a missing value after an operator is refused', () => {
    expect(parseError('level:>=').reason).toBe("missing value after '>='");
  });
});

describe('compileQuery: timestamps', () => {
  it('a date names its whole span', () => {
    expect(matching('timestamp:2024-05-01')).toEqual(['ssh']);
    expect(matching('timestamp:"2024-05-02"')).toEqual(['web', 'login']);
    expect(matching('timestamp:"2024-05-02 11:30:00.500"')).toEqual(['login']);
    expect(matching('timestamp:"2024-05-02 11:30"')).toEqual(['login']);
    expect(matching('timestamp:"2024-05-02T11:30:00.500Z"')).toEqual(['login']);
  });

  it('ranges of dates in either format, with Elasticsearch rounding', () => {
    expect(matching('timestamp:["2024-05-01 00:00:00.000" TO "2024-05-01 23:59:59.999"]')).toEqual(['ssh']);
    expect(matching('timestamp:[2024-05-01 TO 2024-05-01]')).toEqual(['ssh']);
    expect(matching('timestamp:{2024-05-01 TO *]')).toEqual(['web', 'login']);
    expect(matching('timestamp:[* TO 2024-05-02}')).toEqual(['ssh']);
    expect(matching('timestamp:>=2024-05-02T00\\:00\\:00.000Z')).toEqual(['web', 'login']);
    expect(matching('timestamp:<2024-05-02')).toEqual(['ssh']);
  });

  it('date math on now', () => {
    expect(matching('timestamp:>now-1h')).toEqual(['login']);
    expect(matching('timestamp:[now-1d/d TO now]')).toEqual(['ssh', 'web', 'login']);
    expect(matching('timestamp:[now/d TO now]')).toEqual(['web', 'login']);
  });

  it('a value that is not a date is refused with its position', () => {
    const error = parseError('source:x AND timestamp:yesterday');
    expect(error.reason).toBe("'yesterday' is not a date");
    expect(error.column).toBe(24);
  });
});

describe('compileQuery: boolean logic', () => {
  it('AND, &&, OR, ||', () => {
    expect(matching('failed AND root')).toEqual(['ssh']);
    expect(matching('failed && alice')).toEqual([]);
    expect(matching('failed OR alice')).toEqual(['ssh', 'login']);
    expect(matching('failed || alice')).toEqual(['ssh', 'login']);
  });

  it('NOT, !, - exclude; a query of exclusions keeps everything else', () => {
    expect(matching('NOT failed')).toEqual(['web', 'login']);
    expect(matching('!failed')).toEqual(['web', 'login']);
    expect(matching('-failed')).toEqual(['web', 'login']);
    expect(matching('-failed -alice')).toEqual(['web']);
    expect(matching('level:6 NOT alice')).toEqual(['web']);
    expect(matching('level:6 AND NOT alice')).toEqual(['web']);
  });

  it('+ requires a term; optional terms then only rank', () => {
    expect(matching('+level:6 alice')).toEqual(['web', 'login']);
    expect(matching('+level:6 +alice')).toEqual(['login']);
  });

  it('follows Lucene: "a AND b OR c" requires a and b', () => {
    expect(matching('failed AND root OR alice')).toEqual(['ssh']);
    expect(matching('(failed AND root) OR alice')).toEqual(['ssh', 'login']);
  });

  it('OR NOT', () => {
    expect(matching('failed OR NOT level:6')).toEqual(['ssh']);
  });

  it('parentheses group, and may carry a modifier', () => {
    expect(matching('level:6 AND (alice OR index)')).toEqual(['web', 'login']);
    expect(matching('-(alice OR index)')).toEqual(['ssh']);
    expect(matching('NOT (alice OR index)')).toEqual(['ssh']);
    expect(matching('+(alice OR failed) -root')).toEqual(['login']);
  });

  it('a field applies to a parenthesized group', () => {
    expect(matching('source:(web-1 OR host-b)')).toEqual(['web', 'login']);
    expect(matching('message:(logged AND alice)')).toEqual(['login']);
  });

  it('a prefix on a field clause applies to the clause', () => {
    expect(matching('-source:web-1')).toEqual(['ssh', 'login']);
    expect(matching('!source:web-1 -source:host-b')).toEqual(['ssh']);
  });

  it('boosts are accepted and do not change what matches', () => {
    expect(matching('failed^2 OR alice^0.5')).toEqual(['ssh', 'login']);
  });
});

describe('compileQuery: fuzzy terms and regular expressions', () => {
  it('term~ allows edits (automatic by length), term~n exactly n', () => {
    expect(matching('faild~')).toEqual(['ssh']);
    expect(matching('passwrod~')).toEqual(['ssh']);
    expect(matching('passwrod~1')).toEqual(['ssh']);
    expect(matching('pasrowd~1')).toEqual([]);
    expect(matching('alise~1')).toEqual(['login']);
    expect(matching('user:Alise~1')).toEqual(['login']);
  });

  it('fractional edit distances above 1 are refused', () => {
    expect(parseError('alice~1.5').reason).toBe('fractional edit distances are not allowed');
  });

  it('a regular expression must match a whole term (or a whole keyword value)', () => {
    expect(matching('/pass.*/')).toEqual(['ssh']);
    expect(matching('/ass/')).toEqual([]);
    expect(matching('source:/web-\\d/')).toEqual(['web']);
    expect(matching('user:/al.*/')).toEqual([]);
    expect(matching('user:/(?i)al.*/')).toEqual(['login']);
  });

  it('an invalid regular expression is refused with the reason', () => {
    const error = parseError('source:x OR /a(b/');
    expect(error.message).toMatch(/^Cannot parse query, cause: Invalid regular expression: .* at line 1, column 13$/);
  });
});

describe('compileQuery: parse errors', () => {
  it.each([
    ['failed AND ', 'incomplete query', 1, 12],
    ['failed AND', 'incomplete query', 1, 11],
    ['failed OR NOT', 'incomplete query', 1, 14],
    ['AND failed', "unexpected 'AND'", 1, 1],
    ['failed AND OR root', "unexpected 'OR'", 1, 12],
    ['NOT NOT failed', "unexpected 'NOT'", 1, 5],
    ['a:b:c', "unexpected ':'", 1, 4],
    ['(failed', 'missing closing parenthesis', 1, 1],
    ['failed)', "unexpected ')'", 1, 7],
    ['()', "unexpected ')'", 1, 2],
    ['"failed password', 'missing closing quote', 1, 1],
    ['level:[1 TO 5', "missing closing ']' of the range", 1, 7],
    ['level:[1 TO]', "incomplete range: expected '[lower TO upper]'", 1, 7],
    ['failed^', "missing number after '^'", 1, 7],
    ['failed\\', 'incomplete escape sequence', 1, 7],
    ['failed!', 'incomplete query', 1, 8],
    ['a/b', "missing closing '/' of the regular expression", 1, 2],
    ['failed\nAND', 'incomplete query', 2, 4],
  ])('%p: %s at line %d, column %d', (query, reason, line, column) => {
    const error = parseError(query);
    expect(error).toMatchObject({ reason, line, column });
    expect(error.message).toBe(`Cannot parse query, cause: ${reason} at line ${line}, column ${column}`);
  });

  it('refuses parentheses nested beyond 100 levels', () => {
    expect(matching(`${'('.repeat(100)}failed${')'.repeat(100)}`)).toEqual(['ssh']);
    expect(parseError(`${'('.repeat(5000)}a${')'.repeat(5000)}`)).toMatchObject({ reason: 'parentheses nested deeper than 100 levels', column: 101 });
  });

  it('reports the offset too', () => {
    expect(parseError('x AND ').offset).toBe(6);
  });

  it('a lone operator followed by a space is a term, as in Lucene', () => {
    expect(matching('failed - root')).toEqual(['ssh']);
  });
});

describe('compileQuery: speed', () => {
  it('tokenizes a message once however many leaves read it', () => {
    const compiled = compileQuery('failed AND password AND root AND "from 10.0.0.1"');
    expect(compiled(MESSAGES[0])).toBe(true);
    expect(compiled(MESSAGES[1])).toBe(false);
  });
});
