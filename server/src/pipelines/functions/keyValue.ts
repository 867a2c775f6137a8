// key_value(): pairs such as `a=1 b="two"` into a map, with Graylog's options. Delimiters are sets of
// characters (Guava's CharMatcher.anyOf), not regular expressions; splitting follows Guava's Splitter
// with omitEmptyStrings and trimResults, which is what decides the edge cases ("a==b" is a → b).
import { booleanArg, FunctionArgumentError, stringArg } from './args';
import { defineFunction, optional, param } from './define';

const CHAR_MATCHER = 'com.google.common.base.CharMatcher';
// Guava's CharMatcher.whitespace().
const WHITESPACE = new Set('\t\n\u000B\f\r \u0085\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000');

type CharTest = (char: string) => boolean;

const anyOf = (chars: string): CharTest => {
  const set = new Set(chars);
  return (char) => set.has(char);
};
const isWhitespace: CharTest = (char) => WHITESPACE.has(char);

/** Guava's Splitter.on(separator).omitEmptyStrings().trimResults().limit(limit).split(text). */
export function guavaSplit(text: string, isSeparator: CharTest, limit = Infinity): string[] {
  const pieces: string[] = [];
  let remaining = limit;
  let position = 0;
  while (position <= text.length) {
    let separator = position;
    while (separator < text.length && !isSeparator(text[separator])) separator += 1;
    let start = position;
    let end = separator;
    position = separator + 1;
    while (start < end && isWhitespace(text[start])) start += 1;
    while (end > start && isWhitespace(text[end - 1])) end -= 1;
    if (start === end) continue;
    if (remaining === 1) {
      end = text.length;
      while (end > start && isWhitespace(text[end - 1])) end -= 1;
      pieces.push(text.slice(start, end));
      break;
    }
    remaining -= 1;
    pieces.push(text.slice(start, end));
  }
  return pieces;
}

/** CharMatcher.trimFrom: drops the matching characters at both ends. */
function trimChars(text: string, matches: CharTest | undefined): string {
  if (!matches) return text;
  let start = 0;
  let end = text.length;
  while (start < end && matches(text[start])) start += 1;
  while (end > start && matches(text[end - 1])) end -= 1;
  return text.slice(start, end);
}

export interface KeyValueOptions {
  delimiters?: string;
  kvDelimiters?: string;
  ignoreEmptyValues: boolean;
  allowDupKeys: boolean;
  handleDupKeys: string;
  trimKeyChars?: string;
  trimValueChars?: string;
}

export function splitKeyValues(value: string, options: KeyValueOptions): Record<string, string> {
  const pairSeparator = options.delimiters === undefined ? isWhitespace : anyOf(options.delimiters);
  const keySeparator = anyOf(options.kvDelimiters ?? '=');
  const trimKey = options.trimKeyChars === undefined ? undefined : anyOf(options.trimKeyChars);
  const trimValue = options.trimValueChars === undefined ? undefined : anyOf(options.trimValueChars);
  const handling = options.handleDupKeys.toLowerCase();
  const map = new Map<string, string>();
  for (const entry of guavaSplit(value, pairSeparator)) {
    const [rawKey, rawValue] = guavaSplit(entry, keySeparator, 2);
    if (rawKey === undefined) continue;
    const key = trimChars(rawKey, trimKey);
    let concatenate = false;
    if (map.has(key)) {
      if (!options.allowDupKeys) throw new FunctionArgumentError(`Duplicate key ${key} is not allowed in key_value function.`);
      if (handling === 'take_first') continue;
      concatenate = handling !== 'take_last';
    }
    if (rawValue !== undefined) {
      const trimmed = trimChars(rawValue, trimValue);
      map.set(key, concatenate ? `${map.get(key)}${options.handleDupKeys}${trimmed}` : trimmed);
    } else if (!options.ignoreEmptyValues) {
      throw new FunctionArgumentError(`Missing value for key ${key}`);
    }
  }
  return Object.fromEntries(map);
}

export const keyValue = defineFunction({
  name: 'key_value',
  description: 'Reads key/value pairs from a text into a map',
  returnType: 'Map',
  pure: false,
  params: [
    param('value', 'String', 'The text holding the pairs'),
    optional('delimiters', 'String', 'The characters that separate pairs; whitespace when left out', CHAR_MATCHER),
    optional('kv_delimiters', 'String', 'The characters that separate a key from its value; "=" when left out', CHAR_MATCHER),
    optional('ignore_empty_values', 'Boolean', 'Whether a key without a value is skipped (true, the default) or fails the call'),
    optional('allow_dup_keys', 'Boolean', 'Whether a key may appear more than once; true when left out'),
    optional('handle_dup_keys', 'String', "What a repeated key does: 'take_first' (the default), 'take_last', or any other text joins the values with that text"),
    optional('trim_key_chars', 'String', 'Characters to remove from both ends of each key; none when left out', CHAR_MATCHER),
    optional('trim_value_chars', 'String', 'Characters to remove from both ends of each value; none when left out', CHAR_MATCHER),
  ],
  invoke(args) {
    const value = stringArg(args, 'value');
    if (value === null || value === '') return null;
    return splitKeyValues(value, {
      delimiters: stringArg(args, 'delimiters') ?? undefined,
      kvDelimiters: stringArg(args, 'kv_delimiters') ?? undefined,
      ignoreEmptyValues: booleanArg(args, 'ignore_empty_values') ?? true,
      allowDupKeys: booleanArg(args, 'allow_dup_keys') ?? true,
      handleDupKeys: stringArg(args, 'handle_dup_keys') ?? 'take_first',
      trimKeyChars: stringArg(args, 'trim_key_chars') ?? undefined,
      trimValueChars: stringArg(args, 'trim_value_chars') ?? undefined,
    });
  },
});
