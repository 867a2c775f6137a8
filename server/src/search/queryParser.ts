// Parses Graylog's query language, which is Lucene's classic query syntax as Elasticsearch's
// query_string reads it, into a tree with Lucene's own boolean semantics: each clause of a group is
// required (+, AND on either side), prohibited (-, !, NOT) or optional (the default operator is OR).
//
// The clause structure (groups, AND/OR between clauses, modifiers, `field:` on a value or a group) is
// parsed by the `lucene` package. It is not handed the query itself, because of what it gets wrong:
// - its lexical rules are not Lucene's: it rejects `-(a b)` and `+(a)`, reads `-source:x` as a field
//   named "-source", `a~1` as `a~` and a term "1", `a~` as `a~0.5`, `failed!` as one term; it refuses
//   escapes it does not know in phrases and regexes (`"C:\temp"`, `/\d+/`), quoted or date-math range
//   bounds (`["2024-05-01" TO now/d]`), `[a b]`, and boosts on groups, ranges and regexes;
// - it silently accepts `a AND`, `a AND OR b` and `OR a`, reads the second NOT of `NOT NOT a` as a
//   word, and drops the NOT of `a && NOT b` and of `a AND  NOT b` (two spaces);
// - on a query it rejects it backtracks exponentially with the nesting of parentheses: ten levels
//   take over a minute, twelve exhaust memory and abort the whole process.
// So queryLexer.ts reads Lucene's tokens, skeletonOf() checks them against Lucene's grammar (parse
// errors, with position and reason, come from there) and writes the skeleton the package parses:
// each field name and leaf (term, phrase, regex, range) as one placeholder character, every modifier
// as `+` or `-` glued to its clause, conjunctions as ` AND ` / ` OR `, and no `~` or `^` (fuzziness
// and slop are kept aside; boosts only rank, which a filter does not). The package's tree is then
// mapped back through the placeholders' positions, reading a modifier glued to a field name as the
// clause's modifier ("-source:x", and "-:(a b)", the skeleton's form of a modified group).
import { parse as parseLucene, type BinaryNode, type Location, type Node, type Operator, type SyntaxError as LuceneSyntaxError, type TermNode } from 'lucene';
import { runBounded, TimeLimitExceeded } from '../regex/bounded';
import { QueryParseError } from './queryError';
import { Lexer, type RangeBound, type Token } from './queryLexer';

export { QueryParseError } from './queryError';

export type Occur = 'must' | 'should' | 'must_not';

/** A wildcard term, split into literal text and the unescaped `*` (many) and `?` (one) between. */
export type WildcardPart = string | { any: 'many' | 'one' };

interface Located {
  /** Offset of the node's first character in the query. */
  offset: number;
}

/** `field` is null for the default field. */
export type QueryNode =
  | { kind: 'group'; clauses: Clause[] }
  | (Located & { kind: 'term'; field: string | null; text: string; wildcard: WildcardPart[] | null; fuzzy: Fuzzy | null })
  | (Located & { kind: 'phrase'; field: string | null; text: string; slop: number })
  | (Located & { kind: 'regex'; field: string | null; source: string })
  | (Located & { kind: 'range'; field: string | null; lower: string | null; upper: string | null; includeLower: boolean; includeUpper: boolean });

export interface Clause {
  occur: Occur;
  node: QueryNode;
}

/** `~` alone (edits null: automatic), `~2` (edits) or the old similarity form `~0.8`. */
export interface Fuzzy {
  value: number | null;
}

/** Deeper nesting is refused rather than risking the stack (queries nest a few levels in practice). */
export const MAX_NESTING = 100;

// ---------------------------------------------------------------------------------------------
// Text of terms: Lucene's escapes (`\x` is x, `\uXXXX` a code unit).

function unescapeAt(raw: string, at: number): [string, number] {
  const next = raw[at + 1];
  if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(raw.slice(at + 2, at + 6))) {
    return [String.fromCharCode(parseInt(raw.slice(at + 2, at + 6), 16)), at + 6];
  }
  return [next ?? '', at + 2];
}

export function unescapeTerm(raw: string): string {
  let out = '';
  for (let at = 0; at < raw.length;) {
    if (raw[at] === '\\') {
      const [char, next] = unescapeAt(raw, at);
      out += char;
      at = next;
    } else {
      out += raw[at];
      at += 1;
    }
  }
  return out;
}

/** The wildcard parts of a raw term, or null when it has no unescaped `*` or `?`. */
function wildcardParts(raw: string): WildcardPart[] | null {
  const parts: WildcardPart[] = [];
  let literal = '';
  let wild = false;
  for (let at = 0; at < raw.length;) {
    const char = raw[at];
    if (char === '\\') {
      const [unescaped, next] = unescapeAt(raw, at);
      literal += unescaped;
      at = next;
    } else if (char === '*' || char === '?') {
      if (literal) parts.push(literal);
      literal = '';
      parts.push({ any: char === '*' ? 'many' : 'one' });
      wild = true;
      at += 1;
    } else {
      literal += char;
      at += 1;
    }
  }
  if (literal) parts.push(literal);
  return wild ? parts : null;
}

// ---------------------------------------------------------------------------------------------
// The skeleton. Lucene's grammar:  Query  := Modifier? Clause ( Conjunction? Modifier? Clause )*
//                                  Clause := [ (term | *) ':' ] ( Leaf [~n] [^n] | '(' Query ')' [^n] )

/** Stands for one field name or leaf in the skeleton; its offset there says which token. */
const MARK = '\uE000';

type LeafToken = Extract<Token, { kind: 'term' | 'quoted' | 'regex' | 'range' }>;
type SuffixToken = Extract<Token, { kind: 'fuzzy' | 'boost' }>;

class Skeleton {
  text = '';
  /** For each character of the text, the offset in the query it was written for. */
  private readonly origins: number[] = [];
  /** Offset of each MARK in the text → the field name or leaf token it stands for. */
  readonly marks = new Map<number, Token>();
  /** The `~` after a term or phrase: its number, null when bare. */
  readonly fuzzy = new Map<Token, number | null>();

  constructor(private readonly queryLength: number) {}

  write(piece: string, origin: number): void {
    this.text += piece;
    for (let i = 0; i < piece.length; i += 1) this.origins.push(origin);
  }

  mark(token: Token): void {
    this.marks.set(this.text.length, token);
    this.write(MARK, token.start);
  }

  origin(offset: number): number {
    return this.origins[offset] ?? this.queryLength;
  }

  markAt(offset: number): Token {
    const token = this.marks.get(offset);
    if (!token) throw new Error(`The query parser's tree names no field or value at ${offset} of its input`);
    return token;
  }
}

/** Where the check stands: before a clause, after its modifier, after its `field:`, or after a whole clause. */
type Expect = 'clause' | 'modified' | 'fielded' | 'after';

/** The last complete clause, for the `~` and `^` that may follow it; `leaf` null for a group. */
interface Last {
  leaf: LeafToken | null;
  fuzzy: boolean;
  boost: boolean;
}

function unexpected(token: Token, lexer: Lexer): QueryParseError {
  return token.kind === 'eof' ? lexer.error('incomplete query', token.start) : lexer.error(`unexpected '${token.text}'`, token.start);
}

/** A term before `:` names a field, unless it is a wildcard other than `*` (Lucene reads `f*:x` as an error). */
function isFieldName(raw: string): boolean {
  return raw === '*' || wildcardParts(raw) === null;
}

/** A `~` or `^` after a clause: Lucene allows one of each after a term or phrase, only `^` after a regex, range or group. */
function suffix(last: Last, token: SuffixToken, skeleton: Skeleton, lexer: Lexer): void {
  if (token.kind === 'boost') {
    if (last.boost) throw unexpected(token, lexer);
    last.boost = true;
    return;
  }
  if (last.fuzzy || (last.leaf?.kind !== 'term' && last.leaf?.kind !== 'quoted')) throw unexpected(token, lexer);
  last.fuzzy = true;
  skeleton.fuzzy.set(last.leaf, token.value);
}

/** Checks the query's tokens against Lucene's grammar, refusing the first one out of place, and writes the skeleton. */
function skeletonOf(query: string, lexer: Lexer): Skeleton {
  const tokens = lexer.all();
  const skeleton = new Skeleton(query.length);
  const open: Token[] = [];
  let expect: Expect = 'clause';
  let last: Last = { leaf: null, fuzzy: false, boost: false };
  for (let at = 0; ; at += 1) {
    const token = tokens[at];
    if (expect === 'after') {
      if (token.kind === 'fuzzy' || token.kind === 'boost') {
        suffix(last, token, skeleton, lexer);
        continue;
      }
      if (token.kind === 'eof') break;
      if (token.kind === 'rparen' && open.length > 0) {
        open.pop();
        skeleton.write(')', token.start);
        last = { leaf: null, fuzzy: false, boost: false };
        continue;
      }
      expect = 'clause';
      if (token.kind === 'and' || token.kind === 'or') {
        skeleton.write(token.kind === 'and' ? ' AND ' : ' OR ', token.start);
        continue;
      }
      skeleton.write(' ', token.start); // the default operator
    }
    switch (token.kind) {
      case 'plus':
      case 'minus':
      case 'not':
        if (expect !== 'clause') throw unexpected(token, lexer);
        // NOT and ! are written `-`: the package drops a NOT after `&&` or after two spaces.
        skeleton.write(token.kind === 'plus' ? '+' : '-', token.start);
        expect = 'modified';
        break;
      case 'lparen':
        if (open.length >= MAX_NESTING) throw lexer.error(`parentheses nested deeper than ${MAX_NESTING} levels`, token.start);
        // The package takes no modifier before '(', but one glued to a field name: "-(" is written "-:(".
        if (expect === 'modified') skeleton.write(':', token.start);
        skeleton.write('(', token.start);
        open.push(token);
        expect = 'clause';
        break;
      case 'term':
        if (expect !== 'fielded' && tokens[at + 1].kind === 'colon' && isFieldName(token.raw)) {
          skeleton.mark(token);
          at += 1;
          skeleton.write(':', tokens[at].start);
          expect = 'fielded';
          break;
        }
      // falls through
      case 'quoted':
      case 'regex':
      case 'range':
        skeleton.mark(token);
        last = { leaf: token, fuzzy: false, boost: false };
        expect = 'after';
        break;
      default:
        throw unexpected(token, lexer);
    }
  }
  if (open.length > 0) throw lexer.error('missing closing parenthesis', open[open.length - 1].start);
  return skeleton;
}

// ---------------------------------------------------------------------------------------------
// The package's tree, mapped back.

type Conjunction = 'and' | 'or' | null;
type Modifier = 'required' | 'prohibited' | null;

/** Lucene's addClause for the default operator OR. */
function add(clauses: Clause[], conjunction: Conjunction, modifier: Modifier, node: QueryNode): void {
  const previous = clauses[clauses.length - 1];
  // "a AND b" makes a required too, unless it is prohibited.
  if (previous && conjunction === 'and' && previous.occur !== 'must_not') previous.occur = 'must';
  const prohibited = modifier === 'prohibited';
  const required = modifier === 'required' || (conjunction === 'and' && !prohibited);
  clauses.push({ occur: prohibited ? 'must_not' : required ? 'must' : 'should', node });
}

/** The skeleton's conjunctions are AND, OR or none; the package's other operators never occur. */
function conjunctionOf(operator: Operator | undefined): Conjunction {
  if (operator === 'AND') return 'and';
  if (operator === 'OR') return 'or';
  if (operator === undefined || operator === '<implicit>') return null;
  throw new Error(`Unexpected operator '${operator}' in the query parser's tree`);
}

function modifierOf(prefix: string | null | undefined): Modifier {
  return prefix === '+' ? 'required' : prefix === '-' ? 'prohibited' : null;
}

/**
 * A field named on a clause. The package reads a modifier glued to a field name as part of the name
 * ("-source:x" has the field "-source"); here it is the clause's modifier. A name of the modifier
 * alone is the skeleton's modified group, "-:(a b)", which keeps the field it is in.
 */
function fieldOf(label: string | undefined, location: Location | null | undefined, skeleton: Skeleton): { modifier: Modifier; field: string | null } {
  if (label === undefined || label === '<implicit>' || !location) return { modifier: null, field: null };
  const modifier = modifierOf(label[0]);
  if (modifier && label.length === 1) return { modifier, field: null };
  const name = skeleton.markAt(location.start.offset + (modifier ? 1 : 0));
  if (name.kind !== 'term') throw new Error(`The query parser read a ${name.kind} as a field name`);
  return { modifier, field: unescapeTerm(name.raw) };
}

function leafOf(token: Token, field: string | null, fuzzy: number | null | undefined): QueryNode {
  const offset = token.start;
  switch (token.kind) {
    case 'term': {
      const wildcard = wildcardParts(token.raw);
      return {
        kind: 'term',
        offset,
        field,
        text: unescapeTerm(token.raw),
        wildcard,
        fuzzy: fuzzy === undefined || wildcard ? null : { value: fuzzy },
      };
    }
    case 'quoted':
      return { kind: 'phrase', offset, field, text: unescapeTerm(token.body), slop: Math.floor(fuzzy ?? 0) };
    case 'regex':
      return { kind: 'regex', offset, field, source: token.body };
    case 'range': {
      const bound = (value: RangeBound) => (!value.quoted && value.text === '*' ? null : unescapeTerm(value.text));
      return {
        kind: 'range',
        offset,
        field,
        lower: bound(token.lower),
        upper: bound(token.upper),
        includeLower: token.includeLower,
        includeUpper: token.includeUpper,
      };
    }
    default:
      throw new Error(`The query parser read a ${token.kind} as a value`);
  }
}

const isTerm = (node: Node): node is TermNode => 'term' in node;

/** One clause: a leaf (the package's term, standing for any leaf) or a parenthesized group. */
function clauseOf(node: Node, inherited: string | null, skeleton: Skeleton): [Modifier, QueryNode] {
  if (isTerm(node)) {
    const named = fieldOf(node.field, node.fieldLocation, skeleton);
    const token = skeleton.markAt(node.termLocation.start.offset + (node.prefix ? 1 : 0));
    return [named.modifier ?? modifierOf(node.prefix), leafOf(token, named.field ?? inherited, skeleton.fuzzy.get(token))];
  }
  if ('term_min' in node || !node.parenthesized) throw new Error("The query parser's tree has a clause the skeleton never writes");
  const named = fieldOf(node.field, node.fieldLocation, skeleton);
  return [named.modifier, groupOf(node, named.field ?? inherited, skeleton)];
}

/** The package's right-leaning chain `a op (b op (c ...))` as one group of clauses. */
function groupOf(chain: BinaryNode, field: string | null, skeleton: Skeleton): QueryNode {
  const clauses: Clause[] = [];
  let conjunction: Conjunction = null;
  for (let node: BinaryNode = chain; ;) {
    if (!node.left) throw new Error("The query parser's tree has an operator without clauses");
    add(clauses, conjunction, ...clauseOf(node.left, field, skeleton));
    const right = node.right;
    if (!right) break;
    conjunction = conjunctionOf(node.operator);
    if (isTerm(right) || 'term_min' in right || right.parenthesized) {
      add(clauses, conjunction, ...clauseOf(right, field, skeleton));
      break;
    }
    node = right;
  }
  return { kind: 'group', clauses };
}

// ---------------------------------------------------------------------------------------------

/** Generous for any valid skeleton (10,000 characters parse in about 0.2 s); a guard, should one ever backtrack. */
const PACKAGE_LIMIT_MS = 2000;

function isPackageError(error: unknown): error is LuceneSyntaxError {
  return error instanceof Error && error.name === 'SyntaxError' && 'location' in error && 'found' in error;
}

/**
 * The package's "Expected ... but "x" found." as a reason, at the position in the query. skeletonOf
 * only passes what Lucene's grammar accepts, so this answers a difference between the two grammars.
 */
function packageError(error: LuceneSyntaxError, skeleton: Skeleton, query: string): QueryParseError {
  const offset = error.location.start.offset;
  const at = skeleton.origin(offset);
  if (error.found === null) return new QueryParseError('incomplete query', at, query);
  return new QueryParseError(`unexpected '${skeleton.marks.get(offset)?.text ?? error.found}'`, at, query);
}

/**
 * Parsed queries by text. Parsing costs about half a millisecond, more than many indexed searches; a console
 * repeats its queries (paging, refreshing, widgets). The trees are frozen: callers only read them.
 */
const parsed = new Map<string, QueryNode>();
const MAX_PARSED = 500;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Parses a query; throws QueryParseError with the position and reason. The empty query is not parsed. */
export function parseQuery(query: string): QueryNode {
  const known = parsed.get(query);
  if (known) return known;
  const tree = deepFreeze(parseUncached(query));
  if (parsed.size >= MAX_PARSED) parsed.delete(parsed.keys().next().value ?? '');
  parsed.set(query, tree);
  return tree;
}

function parseUncached(query: string): QueryNode {
  const skeleton = skeletonOf(query, new Lexer(query));
  let tree: BinaryNode;
  try {
    tree = runBounded(() => parseLucene(skeleton.text), PACKAGE_LIMIT_MS);
  } catch (error) {
    // The package recurses once per clause: some 6,000 clauses in a row overflow the stack.
    if (error instanceof TimeLimitExceeded || error instanceof RangeError) throw new QueryParseError('query too complex to parse', 0, query);
    if (isPackageError(error)) throw packageError(error, skeleton, query);
    throw error;
  }
  return groupOf(tree, null, skeleton);
}
