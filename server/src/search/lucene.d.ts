// Types for the part of the `lucene` package (2.1.1, a PEG.js grammar) that queryParser.ts uses:
// parse() and the tree it returns. @types/lucene is not installed; these follow the package's
// lib/lucene.grammar.
declare module 'lucene' {
  export interface Position {
    offset: number;
    line: number;
    column: number;
  }

  export interface Location {
    start: Position;
    end: Position;
  }

  /** A term, phrase or regex. `field` is "<implicit>" when none was named. */
  export interface TermNode {
    field: string;
    fieldLocation: Location | null;
    term: string;
    quoted: boolean;
    regex: boolean;
    /** From the prefix operator (if any) to the end of the trailing whitespace. */
    termLocation: Location;
    prefix?: '+' | '-' | '!' | null;
    similarity?: number | null;
    proximity?: number;
    boost?: number | null;
  }

  export interface RangeNode {
    field: string;
    fieldLocation: Location | null;
    term_min: string;
    term_max: string;
    inclusive: 'both' | 'none' | 'left' | 'right';
  }

  export type Operator = '<implicit>' | 'AND' | 'OR' | 'NOT' | 'AND NOT' | 'OR NOT' | '&&' | '||';

  /**
   * `left operator right`, a right-leaning chain for a sequence of clauses. A parenthesized group is
   * one such node with `parenthesized` set, and `field` when it was written `field:(...)`.
   */
  export interface BinaryNode {
    left?: Node;
    operator?: Operator;
    right?: Node;
    /** An operator before the first clause ("NOT a"). */
    start?: Operator;
    parenthesized?: boolean;
    field?: string;
    fieldLocation?: Location | null;
  }

  export type Node = TermNode | RangeNode | BinaryNode;

  /** What parse() throws (the package does not export the class). */
  export interface SyntaxError extends Error {
    name: 'SyntaxError';
    found: string | null;
    location: Location;
  }

  /** The tree of a query; `{}` for an empty one. Throws SyntaxError. */
  export function parse(query: string): BinaryNode;
}
