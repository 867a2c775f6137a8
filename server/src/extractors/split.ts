// Splitting by a literal separator the way Java's String.split does, which Graylog's split extractors
// use: trailing empty parts are dropped (so "a,b,," has two parts and "," none).

export function splitLiteral(value: string, separator: string): string[] {
  const parts = value.split(separator);
  if (parts.length === 1) return parts;
  let end = parts.length;
  while (end > 0 && parts[end - 1] === '') end -= 1;
  return parts.slice(0, end);
}

/** Where the 0-based `index`th part of `value` starts and ends, or null when there is no such part. */
export function partRange(value: string, separator: string, index: number): { begin: number; end: number } | null {
  let begin = 0;
  for (let part = 0; part < index; part += 1) {
    const next = value.indexOf(separator, begin);
    if (next === -1) return null;
    begin = next + separator.length;
  }
  const next = value.indexOf(separator, begin);
  return { begin, end: next === -1 ? value.length : next };
}
