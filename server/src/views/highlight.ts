// Highlight ranges of a messages result: where the query's terms occur in a message's `message`
// field, as Graylog's `highlight_ranges: {message: [{start, length}]}` (UTF-16 offsets, as in Java).
// The terms are the query's positive leaves on the default field or `message`: words, phrases
// (highlighted as a whole) and wildcard terms. Leaves under NOT, regular expressions, fuzzy terms and
// ranges are not highlighted. Terms match as the analyzer splits text (whole words, any case).
import { standardTokens, termsRegex } from '../search/analyzer';
import { DEFAULT_FIELD } from '../search/query';
import { parseQuery, type QueryNode } from '../search/queryParser';

export interface HighlightRange {
  start: number;
  length: number;
}

const MAX_RANGES_PER_MESSAGE = 200;

function collect(node: QueryNode, patterns: RegExp[]): void {
  if (node.kind === 'group') {
    for (const clause of node.clauses) if (clause.occur !== 'must_not') collect(clause.node, patterns);
    return;
  }
  if (node.field !== null && node.field !== DEFAULT_FIELD) return;
  let regex: RegExp | null = null;
  if (node.kind === 'phrase') {
    const tokens = standardTokens(node.text);
    if (tokens.length > 0) regex = termsRegex(tokens.map((token) => [token]));
  } else if (node.kind === 'term' && node.fuzzy === null) {
    if (node.wildcard) {
      // `*` alone matches every message: there is nothing in particular to mark.
      if (node.wildcard.some((part) => typeof part === 'string')) regex = termsRegex([node.wildcard]);
    } else {
      for (const token of standardTokens(node.text)) {
        const single = termsRegex([[token]]);
        if (single) patterns.push(new RegExp(single.source, 'giu'));
      }
    }
  }
  if (regex) patterns.push(new RegExp(regex.source, 'giu'));
}

/** The patterns to highlight for the given query strings (each already known to parse). */
export function highlightPatterns(queryStrings: readonly string[]): RegExp[] {
  const patterns: RegExp[] = [];
  for (const query of queryStrings) {
    if (query.trim() === '') continue;
    collect(parseQuery(query), patterns);
  }
  return patterns;
}

/** Ranges in `text` matched by any pattern, sorted, overlapping ones merged. */
export function highlightRanges(text: string, patterns: readonly RegExp[]): HighlightRange[] {
  const found: Array<[number, number]> = [];
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match && found.length < MAX_RANGES_PER_MESSAGE; match = pattern.exec(text)) {
      if (match[0].length === 0) {
        pattern.lastIndex += 1;
        continue;
      }
      found.push([match.index, match.index + match[0].length]);
    }
  }
  found.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const [start, end] of found) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged.map(([start, end]) => ({ start, length: end - start }));
}
