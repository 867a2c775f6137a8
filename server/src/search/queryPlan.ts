// What a query asks of the index, independent of any index file: the boolean structure of the query
// (as query.ts reads it, Lucene's rules) with, at the leaves, conditions on one field each. sqlPlan.ts
// turns a plan into SQL over one file, where the file's fields and terms are known.
//
// leafConditions() mirrors fieldTests.ts leafTest() case by case: for each leaf and field kind it gives
// conditions (any of which may match) that select exactly the messages the leaf's test accepts, except
// where a condition says it selects more (`near`, `candidates`), whose matches the predicate verifies.
import { standardTokens } from './analyzer';
import { comparisonRange, numberOf, withinEdits, type FieldKind, type LeafContext } from './fieldTests';
import { compileGlob } from './glob';
import type { QueryNode, WildcardPart } from './queryParser';

export type TextColumn = 'message' | 'full_message';

export type Condition =
  /** Consecutive terms of a text field (one term: the term). */
  | { op: 'phrase'; column: TextColumn; terms: string[] }
  /** All terms within `slop` positions: more than Lucene's sloppy phrase, which the predicate then checks. */
  | { op: 'near'; column: TextColumn; terms: string[]; slop: number }
  | { op: 'textPrefix'; column: TextColumn; prefix: string }
  /** Any term of the field passing `test` (the index's terms are listed, starting with `prefix`). */
  | { op: 'textTerms'; column: TextColumn; prefix: string; test: (term: string) => boolean }
  /** A keyword value, exactly (already lower-cased for `source`). */
  | { op: 'value'; field: string; text: string }
  | { op: 'boolean'; field: string; value: boolean }
  | { op: 'valuePrefix'; field: string; prefix: string }
  /**
   * Values of the field passing `test` as text: its string values (starting with `prefix`) if `strings`,
   * its booleans as "true"/"false" if `booleans`, its numbers as JavaScript writes them if `numbers`.
   */
  | { op: 'values'; field: string; prefix: string; test: (text: string) => boolean; strings: boolean; booleans: boolean; numbers: boolean }
  /** Numeric values (or epoch ms of a date field) in a range; null is unbounded. */
  | { op: 'numbers'; field: string; lower: number | null; upper: number | null; includeLower: boolean; includeUpper: boolean }
  /** The message timestamp in [low, high]. */
  | { op: 'timestamp'; low: number; high: number }
  | { op: 'id'; id: string }
  | { op: 'present'; field: string }
  /** No index answers it: every message with the field is a candidate for the predicate. */
  | { op: 'candidates'; field: string };

export type QueryPlan =
  | { kind: 'all' }
  | { kind: 'none' }
  /** Every `must` plan and none of the `not` plans. */
  | { kind: 'and'; must: QueryPlan[]; not: QueryPlan[] }
  | { kind: 'or'; any: QueryPlan[] }
  /**
   * A leaf on one field, or on every field a pattern (`http_*`) names: `conditions(name)` for each such
   * field (any may match); null leaves the field out (a value the field cannot take), [] matches nothing.
   */
  | { kind: 'leaf'; spec: string; conditions: (field: string) => Condition[] | null };

export const ALL: QueryPlan = { kind: 'all' };
export const NONE: QueryPlan = { kind: 'none' };

/** Lucene's group: required clauses, else any optional one, and none of the prohibited ones. */
export function groupPlan(must: QueryPlan[], should: QueryPlan[], mustNot: QueryPlan[]): QueryPlan {
  if (mustNot.length === 0 && must.length + should.length === 1) return must[0] ?? should[0];
  if (must.length + should.length === 0) return { kind: 'and', must: [ALL], not: mustNot };
  if (must.length > 0) return { kind: 'and', must, not: mustNot };
  return { kind: 'and', must: [{ kind: 'or', any: should }], not: mustNot };
}

type Leaf = Exclude<QueryNode, { kind: 'group' }>;
type TermLeaf = Extract<QueryNode, { kind: 'term' }>;

function textColumn(field: string): TextColumn {
  return field === 'full_message' ? 'full_message' : 'message';
}

/** The literal text before the first wildcard, or ''. */
function literalPrefix(parts: readonly WildcardPart[]): string {
  return typeof parts[0] === 'string' ? parts[0] : '';
}

/** `abc*`: a literal followed by one trailing `*`. */
function isPrefixPattern(parts: readonly WildcardPart[]): parts is [string, { any: 'many' }] {
  return parts.length === 2 && typeof parts[0] === 'string' && typeof parts[1] !== 'string' && parts[1].any === 'many';
}

function inRange(value: string, lower: string | null, upper: string | null, includeLower: boolean, includeUpper: boolean): boolean {
  if (lower !== null && (includeLower ? value < lower : value <= lower)) return false;
  return upper === null || (includeUpper ? value <= upper : value < upper);
}

function textConditions(leaf: Leaf, column: TextColumn, ctx: LeafContext): Condition[] | null {
  const phrase = (terms: string[], slop: number): Condition[] | null => {
    if (terms.length === 0) return null;
    if (slop <= 0 || terms.length === 1) return [{ op: 'phrase', column, terms }];
    return [{ op: 'near', column, terms, slop }];
  };
  switch (leaf.kind) {
    case 'term': {
      if (leaf.wildcard) {
        // A literal no term can contain matches nothing (termsRegex gives null for it).
        for (const part of leaf.wildcard) {
          if (typeof part === 'string' && standardTokens(part).join('') !== part.toLowerCase()) return [];
        }
        if (isPrefixPattern(leaf.wildcard)) return [{ op: 'textPrefix', column, prefix: leaf.wildcard[0].toLowerCase() }];
        return [{ op: 'textTerms', column, prefix: literalPrefix(leaf.wildcard).toLowerCase(), test: compileGlob(leaf.wildcard, true) }];
      }
      const terms = standardTokens(leaf.text);
      if (leaf.fuzzy && terms.length === 1) {
        const [wanted] = terms;
        const edits = ctx.fuzzyEdits(leaf, Array.from(wanted).length);
        return [{ op: 'textTerms', column, prefix: '', test: (term) => withinEdits(term, wanted, edits) }];
      }
      return phrase(terms, 0);
    }
    case 'phrase':
      return phrase(standardTokens(leaf.text), leaf.slop);
    case 'regex': {
      const pattern = ctx.regex(leaf);
      return [{ op: 'textTerms', column, prefix: '', test: (term) => pattern.test(term) }];
    }
    case 'range': {
      const lower = leaf.lower?.toLowerCase() ?? null;
      const upper = leaf.upper?.toLowerCase() ?? null;
      return [{ op: 'textTerms', column, prefix: '', test: (term) => inRange(term, lower, upper, leaf.includeLower, leaf.includeUpper) }];
    }
  }
}

function lowercaseConditions(leaf: Leaf, field: string, ctx: LeafContext): Condition[] {
  const values = (prefix: string, test: (text: string) => boolean): Condition[] => [
    { op: 'values', field, prefix, test, strings: true, booleans: false, numbers: false },
  ];
  switch (leaf.kind) {
    case 'term': {
      if (leaf.wildcard) {
        if (isPrefixPattern(leaf.wildcard)) return [{ op: 'valuePrefix', field, prefix: leaf.wildcard[0].toLowerCase() }];
        return values(literalPrefix(leaf.wildcard).toLowerCase(), compileGlob(leaf.wildcard, true));
      }
      const wanted = leaf.text.toLowerCase();
      if (leaf.fuzzy) {
        const edits = ctx.fuzzyEdits(leaf, Array.from(wanted).length);
        return values('', (text) => withinEdits(text, wanted, edits));
      }
      return [{ op: 'value', field, text: wanted }];
    }
    case 'phrase':
      return [{ op: 'value', field, text: leaf.text.toLowerCase() }];
    case 'regex': {
      const pattern = ctx.regex(leaf);
      return values('', (text) => pattern.test(text));
    }
    case 'range': {
      const lower = leaf.lower?.toLowerCase() ?? null;
      const upper = leaf.upper?.toLowerCase() ?? null;
      return values('', (text) => inRange(text, lower, upper, leaf.includeLower, leaf.includeUpper));
    }
  }
}

/** fieldTests.ts exactTest: the string, a boolean written so, a number equal to it. */
function exactConditions(field: string, text: string): Condition[] {
  const conditions: Condition[] = [{ op: 'value', field, text }];
  if (text === 'true' || text === 'false') conditions.push({ op: 'boolean', field, value: text === 'true' });
  const number = numberOf(text);
  if (number !== null) conditions.push({ op: 'numbers', field, lower: number, upper: number, includeLower: true, includeUpper: true });
  return conditions;
}

function keywordConditions(leaf: Leaf, field: string, ctx: LeafContext): Condition[] {
  // Everything but exact ids is answered by the predicate for the id field, which the messages table indexes by value only.
  if (field === '_id') {
    if (leaf.kind === 'phrase' || (leaf.kind === 'term' && !leaf.wildcard && !leaf.fuzzy)) return [{ op: 'id', id: leaf.text }];
    return [{ op: 'candidates', field }];
  }
  const anyValue = (prefix: string, test: (text: string) => boolean): Condition[] => [
    { op: 'values', field, prefix, test, strings: true, booleans: true, numbers: true },
  ];
  switch (leaf.kind) {
    case 'term': {
      if (leaf.wildcard) {
        const glob = compileGlob(leaf.wildcard, false);
        if (isPrefixPattern(leaf.wildcard)) {
          return [
            { op: 'valuePrefix', field, prefix: leaf.wildcard[0] },
            { op: 'values', field, prefix: '', test: glob, strings: false, booleans: true, numbers: true },
          ];
        }
        return anyValue(literalPrefix(leaf.wildcard), glob);
      }
      if (leaf.fuzzy) {
        const edits = ctx.fuzzyEdits(leaf, Array.from(leaf.text).length);
        return anyValue('', (text) => withinEdits(text, leaf.text, edits));
      }
      return exactConditions(field, leaf.text);
    }
    case 'phrase':
      return exactConditions(field, leaf.text);
    case 'regex': {
      const pattern = ctx.regex(leaf);
      return anyValue('', (text) => pattern.test(text));
    }
    case 'range': {
      const conditions: Condition[] = [{
        op: 'values', field, prefix: '', strings: true, booleans: true, numbers: false,
        test: (text) => inRange(text, leaf.lower, leaf.upper, leaf.includeLower, leaf.includeUpper),
      }];
      const lower = leaf.lower === null ? null : numberOf(leaf.lower);
      const upper = leaf.upper === null ? null : numberOf(leaf.upper);
      if ((leaf.lower === null || lower !== null) && (leaf.upper === null || upper !== null)) {
        conditions.push({ op: 'numbers', field, lower, upper, includeLower: leaf.includeLower, includeUpper: leaf.includeUpper });
      }
      return conditions;
    }
  }
}

function dateConditions(leaf: Leaf, field: string, ctx: LeafContext): Condition[] {
  const span = (low: number, high: number): Condition[] => {
    if (low > high) return [];
    if (field === 'timestamp') return [{ op: 'timestamp', low, high }];
    return [{ op: 'numbers', field, lower: low, upper: high, includeLower: true, includeUpper: true }];
  };
  switch (leaf.kind) {
    case 'term': {
      // Wildcards on a date compare its text, which only the stored message has.
      if (leaf.wildcard) return [{ op: 'candidates', field }];
      const { low, high } = ctx.dateSpan(leaf.text, leaf);
      return span(low, high);
    }
    case 'phrase': {
      const { low, high } = ctx.dateSpan(leaf.text, leaf);
      return span(low, high);
    }
    case 'regex':
      return [{ op: 'candidates', field }];
    case 'range': {
      const low = leaf.lower === null ? -Infinity : leaf.includeLower ? ctx.dateSpan(leaf.lower, leaf).low : ctx.dateSpan(leaf.lower, leaf).high + 1;
      const high = leaf.upper === null ? Infinity : leaf.includeUpper ? ctx.dateSpan(leaf.upper, leaf).high : ctx.dateSpan(leaf.upper, leaf).low - 1;
      return span(low, high);
    }
  }
}

/** The conditions selecting the messages whose `field` passes the leaf (see fieldTests.ts leafTest). */
export function leafConditions(leaf: Leaf, field: string, kind: FieldKind, ctx: LeafContext): Condition[] | null {
  const node = leaf.kind === 'term' ? comparisonRange(leaf as TermLeaf, ctx) ?? leaf : leaf;
  switch (kind) {
    case 'text':
      return textConditions(node, textColumn(field), ctx);
    case 'lowercase':
      return lowercaseConditions(node, field, ctx);
    case 'date':
      return dateConditions(node, field, ctx);
    case 'keyword':
      return keywordConditions(node, field, ctx);
  }
}
