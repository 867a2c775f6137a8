// How text fields (message, full_message) are split into terms, for the query language and for
// GET /messages/{index}/analyze alike: Elasticsearch's standard analyzer, simplified to lower-cased
// runs of letters, digits and underscores. Simpler than Unicode word breaking in one way that users
// notice: "example.com" and "10.0.0.1" become several terms, so a search for "example" finds them.
import { escapeRegex } from './glob';
import type { WildcardPart } from './queryParser';

const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}_]';
const WORD = new RegExp(`${WORD_CHAR}+`, 'gu');

export function standardTokens(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/**
 * Finds terms (as standardTokens gives them) appearing consecutively in a text, without splitting the
 * text: each piece stands between word boundaries, pieces are separated by non-word characters only.
 * `*` and `?` stand for any run of, or one, word character. Null when a piece holds a character no
 * term can contain, so nothing can match. Case-insensitive; with `lowerCased`, for a text already
 * lower-cased, it compares exactly, which is exactly comparing the text's terms (case-insensitive
 * matching folds a few characters differently from lower-casing: "ς" and "σ", "İ" and "i̇").
 */
export function termsRegex(pieces: readonly (readonly WildcardPart[])[], lowerCased = false): RegExp | null {
  const parts: string[] = [];
  for (const piece of pieces) {
    let source = '';
    for (const part of piece) {
      if (typeof part !== 'string') {
        source += part.any === 'many' ? `${WORD_CHAR}*` : WORD_CHAR;
      } else {
        if (standardTokens(part).join('') !== part.toLowerCase()) return null;
        source += escapeRegex(part.toLowerCase());
      }
    }
    parts.push(source);
  }
  return new RegExp(`(?<!${WORD_CHAR})${parts.join(`(?:(?!${WORD_CHAR})[\\s\\S])+`)}(?!${WORD_CHAR})`, lowerCased ? 'u' : 'iu');
}

/** The analyzers GET /messages/{index}/analyze accepts, as Elasticsearch names them. */
export const ANALYZERS: Readonly<Record<string, (text: string) => string[]>> = Object.freeze({
  standard: standardTokens,
  simple: (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [],
  whitespace: (text: string) => text.split(/\s+/u).filter((token) => token !== ''),
  keyword: (text: string) => [text],
});

export function analyzerByName(name: string): ((text: string) => string[]) | undefined {
  return Object.hasOwn(ANALYZERS, name) ? ANALYZERS[name] : undefined;
}
