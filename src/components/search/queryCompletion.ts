// Field-name completion for the query bar: the word being typed at the caret, when it can still become a
// field name, and the text with a chosen name put in its place ("sou" → "source:").

/** Characters that end a word in Graylog's query language (besides whitespace). */
const BOUNDARY = /[\s()[\]{}"+\-!^~&|]/;

export type WordAtCaret = { word: string, start: number, end: number };

/** The word that ends at `caret`, if it may be the start of a field name (no colon typed yet, not in quotes). */
export const wordAtCaret = (text: string, caret: number): WordAtCaret | undefined => {
  const quotes = (text.slice(0, caret).match(/(?<!\\)"/g) ?? []).length;
  if (quotes % 2 === 1) return undefined;
  let start = caret;
  while (start > 0 && !BOUNDARY.test(text[start - 1])) start -= 1;
  const word = text.slice(start, caret);
  if (word === '' || word.includes(':') || word.includes('\\')) return undefined;
  // Operators are words of their own, not the start of a field.
  if (['AND', 'OR', 'NOT', 'TO'].includes(word)) return undefined;
  let end = caret;
  while (end < text.length && !BOUNDARY.test(text[end]) && text[end] !== ':') end += 1;
  return { word, start, end };
};

/** Up to `limit` field names that start with `word` (ignoring case), then those that contain it. */
export const suggestFields = (names: ReadonlyArray<string>, word: string, limit = 8): Array<string> => {
  const lower = word.toLowerCase();
  const starting = names.filter((name) => name.toLowerCase().startsWith(lower) && name !== word);
  const containing = names.filter((name) => !name.toLowerCase().startsWith(lower) && name.toLowerCase().includes(lower));
  return [...starting, ...containing].slice(0, limit);
};

/** `text` with the word replaced by `field:`; the caret goes right after the colon. */
export const completeField = (text: string, at: WordAtCaret, field: string): { text: string, caret: number } => {
  const before = text.slice(0, at.start);
  const after = text.slice(at.end).replace(/^:/, '');
  const inserted = `${field}:`;
  return { text: `${before}${inserted}${after}`, caret: before.length + inserted.length };
};

/** The offset in `text` of a 1-based line and column, clipped to the text. */
export const offsetOf = (text: string, line: number, column: number): number => {
  const lines = text.split(/\r\n|\r|\n/);
  let offset = 0;
  for (let at = 0; at < Math.min(line - 1, lines.length - 1); at += 1) {
    offset += lines[at].length + 1;
  }
  return Math.min(Math.max(offset + column - 1, 0), text.length);
};
