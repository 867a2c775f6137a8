// The split-and-index, substring and contains-string extractors' semantics (Graylog's), as pure
// functions for the testers and the extractors. Positions are UTF-16 code units, as in Java.

export interface Cut {
  cut: string;
  begin: number;
  end: number;
}

/**
 * The `index`-th (1-based) part of `value` split at every `splitBy`, with its position; null when
 * there is no such part or it is empty. As in Java's split, trailing empty parts do not count.
 */
export function splitAndIndex(value: string, splitBy: string, index: number): Cut | null {
  if (splitBy === '' || !Number.isInteger(index) || index < 1) return null;
  const parts: Cut[] = [];
  let from = 0;
  for (let at = value.indexOf(splitBy); at !== -1; at = value.indexOf(splitBy, from)) {
    parts.push({ cut: value.slice(from, at), begin: from, end: at });
    from = at + splitBy.length;
  }
  parts.push({ cut: value.slice(from), begin: from, end: value.length });
  while (parts.length > 1 && parts[parts.length - 1].cut === '') parts.pop();
  if (value !== '' && parts.length === 1 && parts[0].cut === '') parts.pop();
  const part = parts[index - 1];
  return part && part.cut !== '' ? part : null;
}

/** value.substring(begin, end), or null when the positions do not fit (Graylog's safeSubstring). */
export function safeSubstring(value: string, begin: number, end: number): string | null {
  if (begin < 0 || end <= 0 || end <= begin || value.length < begin || value.length < end) return null;
  return value.slice(begin, end);
}

/** Where `search` first occurs in `value`, or null. */
export function findString(value: string, search: string): { start: number; end: number } | null {
  const start = value.indexOf(search);
  return start === -1 ? null : { start, end: start + search.length };
}
