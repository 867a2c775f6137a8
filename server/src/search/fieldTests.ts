// What one query leaf (term, phrase, wildcard, fuzzy term, regex, range) means for one field, by the
// way Graylog's index mapping treats that field in Elasticsearch:
// - message, full_message: analyzed text; a leaf matches terms (tokens), a phrase consecutive terms;
// - source: a keyword lower-cased as a whole (Graylog's analyzer_keyword): whole value, any case;
// - timestamp and the gl2_* timestamps: dates; a date names a span ("2024-05-01" is the whole day);
// - every other field: keyword, the whole value, case-sensitive; numbers compare numerically.
import { standardTokens, termsRegex } from './analyzer';
import { compileGlob, starCount } from './glob';
import { timestampMs, type DateSpan } from './dates';
import type { QueryNode } from './queryParser';

export type ValueTest = (value: unknown) => boolean;

type Leaf = Exclude<QueryNode, { kind: 'group' }>;
type Range = Extract<QueryNode, { kind: 'range' }>;

/** What a leaf needs from the query it belongs to. */
export interface LeafContext {
  /** Terms of a text value; cached per message, since several leaves may read the same field. */
  tokens: (text: string) => string[];
  /** A date in the query (the error names the leaf's position). */
  dateSpan: (text: string, leaf: Leaf) => DateSpan;
  /** The leaf's regular expression, anchored at both ends as Lucene's are. */
  regex: (leaf: Extract<QueryNode, { kind: 'regex' }>) => RegExp;
  /** Edit distance allowed for a fuzzy term of this length. */
  fuzzyEdits: (leaf: Extract<QueryNode, { kind: 'term' }>, termLength: number) => number;
  /** Refuses the query, naming the leaf's position. */
  fail: (reason: string, leaf: Leaf) => never;
}

export type FieldKind = 'text' | 'lowercase' | 'date' | 'keyword';

const TEXT_FIELDS = new Set(['message', 'full_message']);
const DATE_FIELDS = new Set(['timestamp', 'gl2_receive_timestamp', 'gl2_processing_timestamp']);

export function fieldKind(name: string): FieldKind {
  if (TEXT_FIELDS.has(name)) return 'text';
  if (DATE_FIELDS.has(name)) return 'date';
  return name === 'source' ? 'lowercase' : 'keyword';
}

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

export function numberOf(text: string): number | null {
  return NUMERIC.test(text) ? Number(text) : null;
}

/**
 * A value as the text every text test sees: strings as they are, objects (and null) as their JSON, other
 * values as String() spells them. The index (indexTerms.ts) and terms counts spell values with this too,
 * so that what they hold is exactly what a query matches.
 */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Applies a test to a value, or to each element of an array value (any may match). */
export function eachValue(test: (value: unknown) => boolean): ValueTest {
  return (value) => {
    if (Array.isArray(value)) return value.some((element) => element !== null && element !== undefined && test(element));
    return value !== null && value !== undefined && test(value);
  };
}

/** Whether a field holds a value: not null or undefined, or for an array, some element that is not. */
export function hasValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((element) => element !== null && element !== undefined);
  return value !== null && value !== undefined;
}

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions) ≤ max. */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (a === b) return true;
  if (max === 0) return false;
  const s = Array.from(a);
  const t = Array.from(b);
  if (Math.abs(s.length - t.length) > max) return false;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return false;
    before = previous;
    previous = current;
  }
  return previous[t.length] <= max;
}

/**
 * Lucene's phrase match: with slop 0 the terms must be consecutive; with slop n, term i at position p
 * is displaced by p - i, and the displacements of one occurrence per term may differ by at most n
 * (so "b a" matches "a b" with slop 2, and "a x b" with slop 1).
 */
export function phraseMatches(tokens: readonly string[], phrase: readonly string[], slop: number): boolean {
  if (slop <= 0) {
    for (let start = 0; start + phrase.length <= tokens.length; start += 1) {
      let k = 0;
      while (k < phrase.length && tokens[start + k] === phrase[k]) k += 1;
      if (k === phrase.length) return true;
    }
    return false;
  }
  const displacements: [number, number][] = [];
  tokens.forEach((token, position) => {
    phrase.forEach((term, index) => {
      if (term === token) displacements.push([position - index, index]);
    });
  });
  displacements.sort((a, b) => a[0] - b[0]);
  // Smallest window of displacements holding every phrase term at least once.
  const seen = new Array<number>(phrase.length).fill(0);
  let covered = 0;
  let from = 0;
  for (const [displacement, index] of displacements) {
    if (seen[index]++ === 0) covered += 1;
    while (covered === phrase.length) {
      if (displacement - displacements[from][0] <= slop) return true;
      if (--seen[displacements[from][1]] === 0) covered -= 1;
      from += 1;
    }
  }
  return false;
}

function inRange<T extends number | string>(value: T, lower: T | null, upper: T | null, includeLower: boolean, includeUpper: boolean): boolean {
  if (lower !== null && (includeLower ? value < lower : value <= lower)) return false;
  return upper === null || (includeUpper ? value <= upper : value < upper);
}

/** `>5`, `>=5`, `<5`, `<=5` as a range, or null for any other term. */
export function comparisonRange(leaf: Extract<QueryNode, { kind: 'term' }>, ctx: LeafContext): Range | null {
  if (leaf.wildcard || leaf.fuzzy) return null;
  const match = /^([<>]=?)([\s\S]*)$/.exec(leaf.text);
  if (!match || leaf.text.length < 2) return null;
  const [, operator, bound] = match;
  if (bound === '') ctx.fail(`missing value after '${operator}'`, leaf);
  const base = { kind: 'range' as const, offset: leaf.offset, field: leaf.field };
  if (operator[0] === '>') return { ...base, lower: bound, upper: null, includeLower: operator === '>=', includeUpper: false };
  return { ...base, lower: null, upper: bound, includeLower: false, includeUpper: operator === '<=' };
}

function textTest(leaf: Leaf, ctx: LeafContext): ValueTest | null {
  const tokensOf = (value: unknown) => ctx.tokens(asText(value));
  // The text lower-cased as a whole, as standardTokens does: the same terms the index holds.
  const onText = (pattern: RegExp | null): ValueTest => (pattern ? eachValue((value) => pattern.test(asText(value).toLowerCase())) : () => false);
  // Terms next to each other are found in the text directly, which is much cheaper than splitting it.
  const phraseTest = (terms: string[], slop: number): ValueTest | null => {
    if (terms.length === 0) return null; // analyzed away: Lucene drops the clause
    if (slop <= 0 || terms.length === 1) return onText(termsRegex(terms.map((term) => [term]), true));
    const [first] = terms;
    return eachValue((value) => {
      const text = asText(value);
      return text.toLowerCase().includes(first) && phraseMatches(ctx.tokens(text), terms, slop);
    });
  };
  switch (leaf.kind) {
    case 'term': {
      if (leaf.wildcard) {
        if (starCount(leaf.wildcard) <= 1) return onText(termsRegex([leaf.wildcard], true));
        const matches = compileGlob(leaf.wildcard, true);
        return eachValue((value) => tokensOf(value).some(matches));
      }
      const terms = standardTokens(leaf.text);
      if (leaf.fuzzy && terms.length === 1) {
        const edits = ctx.fuzzyEdits(leaf, Array.from(terms[0]).length);
        return eachValue((value) => tokensOf(value).some((token) => withinEdits(token, terms[0], edits)));
      }
      // A term the analyzer splits ("foo-bar", "10.0.0.1") is searched as the phrase it came from.
      return phraseTest(terms, 0);
    }
    case 'phrase':
      return phraseTest(standardTokens(leaf.text), leaf.slop);
    case 'regex': {
      const pattern = ctx.regex(leaf);
      return eachValue((value) => tokensOf(value).some((token) => pattern.test(token)));
    }
    case 'range': {
      const lower = leaf.lower?.toLowerCase() ?? null;
      const upper = leaf.upper?.toLowerCase() ?? null;
      return eachValue((value) => tokensOf(value).some((token) => inRange(token, lower, upper, leaf.includeLower, leaf.includeUpper)));
    }
  }
}

function lowercaseTest(leaf: Leaf, ctx: LeafContext): ValueTest {
  const whole = (test: (text: string) => boolean) => eachValue((value) => test(asText(value).toLowerCase()));
  switch (leaf.kind) {
    case 'term': {
      if (leaf.wildcard) return whole(compileGlob(leaf.wildcard, true));
      const wanted = leaf.text.toLowerCase();
      if (leaf.fuzzy) {
        const edits = ctx.fuzzyEdits(leaf, Array.from(wanted).length);
        return whole((text) => withinEdits(text, wanted, edits));
      }
      return whole((text) => text === wanted);
    }
    case 'phrase': {
      const wanted = leaf.text.toLowerCase();
      return whole((text) => text === wanted);
    }
    case 'regex': {
      const pattern = ctx.regex(leaf);
      return whole((text) => pattern.test(text));
    }
    case 'range': {
      const lower = leaf.lower?.toLowerCase() ?? null;
      const upper = leaf.upper?.toLowerCase() ?? null;
      return whole((text) => inRange(text, lower, upper, leaf.includeLower, leaf.includeUpper));
    }
  }
}

function exactTest(text: string): ValueTest {
  const number = numberOf(text);
  return eachValue((value) => {
    if (typeof value === 'number') return number !== null && value === number;
    return asText(value) === text;
  });
}

function keywordTest(leaf: Leaf, ctx: LeafContext): ValueTest {
  switch (leaf.kind) {
    case 'term': {
      if (leaf.wildcard) {
        const matches = compileGlob(leaf.wildcard, false);
        return eachValue((value) => matches(asText(value)));
      }
      if (leaf.fuzzy) {
        const edits = ctx.fuzzyEdits(leaf, Array.from(leaf.text).length);
        return eachValue((value) => withinEdits(asText(value), leaf.text, edits));
      }
      return exactTest(leaf.text);
    }
    case 'phrase':
      return exactTest(leaf.text);
    case 'regex': {
      const pattern = ctx.regex(leaf);
      return eachValue((value) => pattern.test(asText(value)));
    }
    case 'range': {
      // A number compares with numeric bounds only (Elasticsearch refuses others for a numeric field).
      const lower = leaf.lower === null ? null : numberOf(leaf.lower);
      const upper = leaf.upper === null ? null : numberOf(leaf.upper);
      const numericBounds = (leaf.lower === null || lower !== null) && (leaf.upper === null || upper !== null);
      return eachValue((value) => {
        if (typeof value === 'number') return numericBounds && inRange(value, lower, upper, leaf.includeLower, leaf.includeUpper);
        return inRange(asText(value), leaf.lower, leaf.upper, leaf.includeLower, leaf.includeUpper);
      });
    }
  }
}

function dateTest(leaf: Leaf, ctx: LeafContext): ValueTest {
  const atTime = (test: (ms: number) => boolean) => eachValue((value) => {
    const ms = timestampMs(value);
    return !Number.isNaN(ms) && test(ms);
  });
  switch (leaf.kind) {
    case 'term':
      if (leaf.wildcard) return keywordTest(leaf, ctx);
      return spanTest(ctx.dateSpan(leaf.text, leaf), atTime);
    case 'phrase':
      return spanTest(ctx.dateSpan(leaf.text, leaf), atTime);
    case 'regex':
      return keywordTest(leaf, ctx);
    case 'range': {
      // Exclusive bounds exclude the whole span they name, inclusive ones include it (Elasticsearch's rounding).
      const lower = leaf.lower === null ? -Infinity : leaf.includeLower ? ctx.dateSpan(leaf.lower, leaf).low : ctx.dateSpan(leaf.lower, leaf).high + 1;
      const upper = leaf.upper === null ? Infinity : leaf.includeUpper ? ctx.dateSpan(leaf.upper, leaf).high : ctx.dateSpan(leaf.upper, leaf).low - 1;
      return atTime((ms) => ms >= lower && ms <= upper);
    }
  }
}

function spanTest(span: DateSpan, atTime: (test: (ms: number) => boolean) => ValueTest): ValueTest {
  return atTime((ms) => ms >= span.low && ms <= span.high);
}

/** The test a leaf applies to a value of a field of the given kind; null when the analyzer leaves nothing to search. */
export function leafTest(leaf: Leaf, kind: FieldKind, ctx: LeafContext): ValueTest | null {
  const node = leaf.kind === 'term' ? comparisonRange(leaf, ctx) ?? leaf : leaf;
  switch (kind) {
    case 'text':
      return textTest(node, ctx);
    case 'lowercase':
      return lowercaseTest(node, ctx);
    case 'date':
      return dateTest(node, ctx);
    case 'keyword':
      return keywordTest(node, ctx);
  }
}
