// The tokens of Lucene's classic query syntax, following its QueryParser.jj: operators (AND && OR ||
// NOT ! + -), parentheses, field colons, terms (with escapes and wildcards), quoted phrases, regular
// expressions between slashes, ranges, and the ~ and ^ modifiers. The `lucene` package reads these
// differently from Lucene in several places (see queryParser.ts), so it is given a skeleton of them.
import { QueryParseError } from './queryError';

export type Token =
  | { kind: 'and' | 'or' | 'not' | 'plus' | 'minus' | 'lparen' | 'rparen' | 'colon' | 'eof'; start: number; text: string }
  | { kind: 'term'; start: number; text: string; raw: string }
  | { kind: 'quoted' | 'regex'; start: number; text: string; body: string }
  | { kind: 'fuzzy'; start: number; text: string; value: number | null }
  | { kind: 'boost'; start: number; text: string }
  | { kind: 'range'; start: number; text: string; lower: RangeBound; upper: RangeBound; includeLower: boolean; includeUpper: boolean };

export interface RangeBound {
  text: string;
  quoted: boolean;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r', '\f', '\u3000']);
// Characters that cannot start a term unless escaped; '-' and '+' may appear inside one.
const NOT_TERM_START = new Set([...WHITESPACE, '+', '-', '!', '(', ')', ':', '^', '[', ']', '"', '{', '}', '~', '*', '?', '\\', '/']);
const isTermChar = (char: string) => !NOT_TERM_START.has(char) || char === '-' || char === '+' || char === '*' || char === '?';
const NUMBER = /^\d+(?:\.\d+)?/;

export class Lexer {
  private at = 0;

  constructor(private readonly query: string) {}

  error(reason: string, offset: number): QueryParseError {
    return new QueryParseError(reason, offset, this.query);
  }

  all(): Token[] {
    const tokens: Token[] = [];
    for (;;) {
      const token = this.next();
      tokens.push(token);
      if (token.kind === 'eof') return tokens;
    }
  }

  private next(): Token {
    const { query } = this;
    while (this.at < query.length && WHITESPACE.has(query[this.at])) this.at += 1;
    const start = this.at;
    if (start >= query.length) return { kind: 'eof', start, text: '' };
    const char = query[start];
    const single = (kind: 'lparen' | 'rparen' | 'colon' | 'plus' | 'minus' | 'not'): Token => {
      this.at += 1;
      return { kind, start, text: char };
    };
    switch (char) {
      case '(':
        return single('lparen');
      case ')':
        return single('rparen');
      case ':':
        return single('colon');
      case '+':
      case '-':
      case '!':
        // Followed by whitespace, Lucene reads the operator as a term of its own ("a - b").
        if (start + 1 < query.length && WHITESPACE.has(query[start + 1])) {
          this.at += 2;
          return { kind: 'term', start, text: char, raw: `\\${char}` };
        }
        return single(char === '+' ? 'plus' : char === '-' ? 'minus' : 'not');
      case '"':
        return this.delimited('quoted', '"', 'missing closing quote');
      case '/':
        return this.delimited('regex', '/', "missing closing '/' of the regular expression");
      case '~':
        return this.fuzzy();
      case '^':
        return this.boost();
      case '[':
      case '{':
        return this.range();
      case ']':
      case '}':
        throw this.error(`unexpected '${char}'`, start);
      default:
        return this.term();
    }
  }

  private escapedEnd(at: number): number {
    if (at + 1 >= this.query.length) throw this.error('incomplete escape sequence', at);
    return at + 2;
  }

  private delimited(kind: 'quoted' | 'regex', close: string, missing: string): Token {
    const start = this.at;
    let at = start + 1;
    while (at < this.query.length && this.query[at] !== close) {
      at = this.query[at] === '\\' ? this.escapedEnd(at) : at + 1;
    }
    if (at >= this.query.length) throw this.error(missing, start);
    this.at = at + 1;
    return { kind, start, text: this.query.slice(start, at + 1), body: this.query.slice(start + 1, at) };
  }

  private fuzzy(): Token {
    const start = this.at;
    const number = NUMBER.exec(this.query.slice(start + 1));
    this.at = start + 1 + (number ? number[0].length : 0);
    return { kind: 'fuzzy', start, text: this.query.slice(start, this.at), value: number ? Number(number[0]) : null };
  }

  private boost(): Token {
    const start = this.at;
    const number = NUMBER.exec(this.query.slice(start + 1));
    if (!number) throw this.error("missing number after '^'", start);
    this.at = start + 1 + number[0].length;
    return { kind: 'boost', start, text: this.query.slice(start, this.at) };
  }

  private term(): Token {
    const start = this.at;
    let at = start;
    while (at < this.query.length) {
      const char = this.query[at];
      if (char === '\\') at = this.escapedEnd(at);
      else if (isTermChar(char)) at += 1;
      else break;
    }
    this.at = at;
    const raw = this.query.slice(start, at);
    if (raw === 'AND' || raw === '&&') return { kind: 'and', start, text: raw };
    if (raw === 'OR' || raw === '||') return { kind: 'or', start, text: raw };
    if (raw === 'NOT') return { kind: 'not', start, text: raw };
    return { kind: 'term', start, text: raw, raw };
  }

  /** `[a TO b]`, `{a TO b}`, mixed `[a TO b}`; bounds are words or quoted, `*` is open; TO may be left out. */
  private range(): Token {
    const start = this.at;
    const { query } = this;
    const items: RangeBound[] = [];
    let at = start + 1;
    for (;;) {
      while (at < query.length && WHITESPACE.has(query[at])) at += 1;
      if (at >= query.length) throw this.error(`missing closing '${query[start] === '[' ? ']' : '}'}' of the range`, start);
      const char = query[at];
      if (char === ']' || char === '}') break;
      if (char === '"') {
        const begin = at;
        at += 1;
        while (at < query.length && query[at] !== '"') at = query[at] === '\\' ? this.escapedEnd(at) : at + 1;
        if (at >= query.length) throw this.error('missing closing quote', begin);
        items.push({ text: query.slice(begin + 1, at), quoted: true });
        at += 1;
      } else {
        const begin = at;
        while (at < query.length && !WHITESPACE.has(query[at]) && query[at] !== ']' && query[at] !== '}') at += 1;
        items.push({ text: query.slice(begin, at), quoted: false });
      }
    }
    const close = query[at];
    this.at = at + 1;
    // As in Lucene, TO after the lower bound is taken as the keyword, so "[a TO]" lacks its upper bound.
    const withTo = items.length >= 2 && !items[1].quoted && items[1].text === 'TO';
    if (items.length !== (withTo ? 3 : 2)) {
      throw this.error("incomplete range: expected '[lower TO upper]'", start);
    }
    return {
      kind: 'range',
      start,
      text: query.slice(start, this.at),
      lower: items[0],
      upper: items[items.length - 1],
      includeLower: query[start] === '[',
      includeUpper: close === ']',
    };
  }
}
