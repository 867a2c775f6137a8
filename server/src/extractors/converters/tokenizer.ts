// key=value pairs (values optionally in double or single quotes) become fields, as Graylog's
// tokenizer converter finds them: a pair starts the value or follows whitespace.
import type { ConverterFactory } from './types';

const PAIR = /(?:^|\s)(?:([\w-]+)\s?=\s?("[^"]+"|'[^']+'|\S+))/g;

function unquote(text: string): string {
  const quoted = text.length >= 2 && ((text.startsWith('"') && text.endsWith('"')) || (text.startsWith("'") && text.endsWith("'")));
  return quoted ? text.slice(1, -1) : text;
}

export function tokenize(value: string): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!value.includes('=')) return fields;
  for (const match of value.matchAll(PAIR)) fields[match[1]] = unquote(match[2]);
  return fields;
}

export const tokenizerConverter: ConverterFactory = () => ({ multipleFields: true, convert: tokenize });
